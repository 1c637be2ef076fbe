package printer

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// reference prints RFC 1808's URL = ( absoluteURL | relativeURL )
// [ "#" fragment ]. In canonical form the scheme is lower-cased and the
// escapes are normalized as in an RFC 1738 URL, except where decoding
// would change how the reference resolves: an escaped "." in the path
// stays escaped, since "." and ".." are path segments that resolution
// removes (RFC 1808 section 4, step 6) and "%2E" is not one; and so do
// the escapes before a ":" in the first segment of a relative path, which
// decoded would make a scheme of it (section 2.4.2: "%6Aavascript:x" is
// a path, "javascript:x" an absolute URL).
func (p *printer) reference(r *ast.Reference) {
	if r == nil {
		return
	}
	switch {
	case r.Absolute != nil:
		p.absoluteURL(r.Absolute)
	case r.Relative != nil && r.Relative.RelPath != nil:
		p.schemelessRelPath(r.Relative.RelPath)
	default:
		p.relativeURL(r.Relative)
	}
	if r.Fragment != nil {
		p.literal("#")
		p.fragment(r.Fragment)
	}
}

// absoluteURL prints absoluteURL = generic-RL | ( scheme ":" *( uchar | reserved ) ).
func (p *printer) absoluteURL(a *ast.AbsoluteURL) {
	if a == nil {
		return
	}
	p.schemeName(a.Scheme)
	p.literal(":")
	if a.Relative != nil {
		p.relativeURL(a.Relative)
		return
	}
	p.opaqueRL(a.Opaque)
}

// opaqueRL prints the text after the scheme of an absoluteURL that is not
// generic-RL. Section 2.4 still reads a path in it, so its dots stay as
// written.
func (p *printer) opaqueRL(o *ast.OpaqueRL) {
	if o != nil {
		p.escapedKeeping(string(o.Text), '.')
	}
}

// relativeURL prints relativeURL = net_path | abs_path | rel_path.
func (p *printer) relativeURL(r *ast.RelativeURL) {
	switch {
	case r == nil:
	case r.NetPath != nil:
		p.netPath(r.NetPath)
	case r.AbsPath != nil:
		p.absPath(r.AbsPath)
	default:
		p.relPath(r.RelPath)
	}
}

// netPath prints net_path = "//" net_loc [ abs_path ].
func (p *printer) netPath(n *ast.NetPath) {
	if n == nil {
		return
	}
	p.literal("//")
	p.netLoc(n.NetLoc)
	p.absPath(n.AbsPath)
}

// netLoc prints net_loc = *( pchar | ";" | "?" ), its escapes in
// canonical form. It is not lower-cased: RFC 1808 does not say what is
// in it, and an RFC 1738 parse of the resolved URL finds its host.
func (p *printer) netLoc(n *ast.NetLoc) {
	if n != nil {
		p.escaped(string(n.Text))
	}
}

// absPath prints abs_path = "/" rel_path.
func (p *printer) absPath(a *ast.AbsPath) {
	if a == nil {
		return
	}
	p.literal("/")
	p.relPath(a.RelPath)
}

// relPath prints rel_path = [ path ] [ ";" params ] [ "?" query ].
func (p *printer) relPath(r *ast.RelPath) {
	if r == nil {
		return
	}
	p.path(r.Path)
	if r.Params != nil {
		p.literal(";")
		p.params(r.Params)
	}
	if r.Query != nil {
		p.literal("?")
		p.query(r.Query)
	}
}

// schemelessRelPath prints the rel_path of a reference that is one,
// with no scheme to tell it from an absolute URL: the escapes before a
// ":" in its first segment keep their octets, so that section 2.4.2
// does not read a scheme in the canonical form.
func (p *printer) schemelessRelPath(r *ast.RelPath) {
	if r.Path == nil || !p.canonical {
		p.relPath(r)
		return
	}
	text := string(r.Path.Text)
	first, _, _ := strings.Cut(text, "/")
	colon := strings.IndexByte(first, ':')
	if colon < 0 {
		p.relPath(r)
		return
	}
	p.hexUpper(text[:colon])
	p.escapedKeeping(text[colon:], '.')
	p.relPath(&ast.RelPath{Params: r.Params, Query: r.Query})
}

// hexUpper appends s with the hex digits of its escapes upper-cased and
// nothing decoded.
func (p *printer) hexUpper(s string) {
	for i := 0; i < len(s); i++ {
		if grammar.EscapeAt(s, i) {
			p.literal(strings.ToUpper(s[i : i+3]))
			i += 2
			continue
		}
		p.buf = append(p.buf, s[i])
	}
}

// path prints path = fsegment *( "/" segment ).
func (p *printer) path(s *ast.Path) {
	if s != nil {
		p.escapedKeeping(string(s.Text), '.')
	}
}

// params prints params = param *( ";" param ).
func (p *printer) params(s *ast.Params) {
	if s != nil {
		p.escaped(string(s.Text))
	}
}

// query prints query = *( uchar | reserved ).
func (p *printer) query(q *ast.Query) {
	if q != nil {
		p.escaped(string(q.Text))
	}
}
