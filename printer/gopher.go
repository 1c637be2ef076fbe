package printer

import "github.com/urlsyntax/rfc1738/ast"

// gopherPart prints gopherurl = "gopher://" hostport [ "/" gopher-path ]
// after the scheme's ":". In canonical form the host is lower-cased,
// port 70 is dropped and escapes change as everywhere; the "/" is kept
// or left out as written, though section 3.4.1 lets "gopher://host",
// "gopher://host/" and "gopher://host/1" name the same directory: the
// canonical form rewrites no structure, only spellings.
func (p *printer) gopherPart(g *ast.GopherPart) {
	if g == nil {
		return
	}
	p.literal("//")
	p.hostPort(g.HostPort)
	if g.Path != nil {
		p.literal("/")
		p.gopherPath(g.Path)
	}
}

// gopherPath prints gtype, selector, "%09" search and "%09"
// gopher+_string, each only after the one it follows, as
// ast.GopherPath.String does. The canonical form keeps every split
// where it is: it decodes only escapes of unreserved characters, and
// "%09" is none, so no "%09" appears or disappears, and no "/" or "?"
// (which decide where a selector can end) is decoded either. The gtype
// and the selector are printed as one text, which is how RFC 1808 reads
// them: whether an escaped "." of the gtype ("%2E", a type like any
// other xchar) may be decoded depends on the selector after it (see
// escapedPieces).
func (p *printer) gopherPath(g *ast.GopherPath) {
	if g == nil || g.GType == nil {
		return
	}
	selector := ""
	if g.Selector != nil {
		selector = string(g.Selector.Text)
	}
	p.escaped(string(g.GType.Text) + selector)
	if g.Search == nil {
		return
	}
	p.literal("%09")
	p.gopherSearch(g.Search)
	if g.GopherPlus != nil {
		p.literal("%09")
		p.gopherPlus(g.GopherPlus)
	}
}

// gopherGType prints the gopher type. In canonical form an escaped
// unreserved character is decoded ("%31" is type "1"), and any other
// escape stays.
func (p *printer) gopherGType(t *ast.GType) {
	if t != nil {
		p.escaped(string(t.Text))
	}
}

// gopherSelector prints a gopher selector, its escapes in canonical form.
func (p *printer) gopherSelector(s *ast.Selector) {
	if s != nil {
		p.escaped(string(s.Text))
	}
}

// gopherSearch prints a gopher search, its escapes in canonical form.
func (p *printer) gopherSearch(s *ast.GopherSearch) {
	if s != nil {
		p.escaped(string(s.Text))
	}
}

// gopherPlus prints a Gopher+ string, its escapes in canonical form.
func (p *printer) gopherPlus(g *ast.GopherPlus) {
	if g != nil {
		p.escaped(string(g.Text))
	}
}
