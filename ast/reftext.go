package ast

import "strings"

// The String methods of RFC 1808's nodes write into one builder, sized
// first: the nodes nest six deep (Reference, AbsoluteURL, RelativeURL,
// NetPath, AbsPath, RelPath), and a text made of its children's Strings
// would copy a long reference once for each level.

// A textPutter is a node that writes its text with put, as String
// returns it.
type textPutter interface{ put(*textOut) }

// A textOut is where put writes a node's text: a builder, or, when b is
// nil, nowhere, counting the bytes in n.
type textOut struct {
	b *strings.Builder
	n int
}

func (o *textOut) str(s string) {
	o.n += len(s)
	if o.b != nil {
		o.b.WriteString(s)
	}
}

// textOf returns the text that put writes, in a string made once.
func textOf(put func(*textOut)) string {
	var count textOut
	put(&count)
	var b strings.Builder
	b.Grow(count.n)
	put(&textOut{b: &b})
	return b.String()
}

func (r *Reference) put(o *textOut) {
	if r.Absolute != nil {
		r.Absolute.put(o)
	} else if r.Relative != nil {
		r.Relative.put(o)
	}
	if r.Fragment != nil {
		o.str("#")
		o.str(string(r.Fragment.Text))
	}
}

func (a *AbsoluteURL) put(o *textOut) {
	o.str(a.Scheme.String())
	o.str(":")
	if a.Relative != nil {
		a.Relative.put(o)
		return
	}
	o.str(a.Opaque.String())
}

func (r *RelativeURL) put(o *textOut) {
	switch {
	case r.NetPath != nil:
		r.NetPath.put(o)
	case r.AbsPath != nil:
		r.AbsPath.put(o)
	case r.RelPath != nil:
		r.RelPath.put(o)
	}
}

func (n *NetPath) put(o *textOut) {
	o.str("//")
	o.str(n.NetLoc.String())
	if n.AbsPath != nil {
		n.AbsPath.put(o)
	}
}

func (a *AbsPath) put(o *textOut) {
	o.str("/")
	if a.RelPath != nil {
		a.RelPath.put(o)
	}
}

func (r *RelPath) put(o *textOut) {
	o.str(r.Path.String())
	if r.Params != nil {
		o.str(";")
		o.str(string(r.Params.Text))
	}
	if r.Query != nil {
		o.str("?")
		o.str(string(r.Query.Text))
	}
}
