package printer

import "github.com/urlsyntax/rfc1738/ast"

// reference prints RFC 1808's URL = ( absoluteURL | relativeURL )
// [ "#" fragment ]. In canonical form the scheme is lower-cased and the
// hex digits of every escape are upper-cased, but no escape is decoded
// before the fragment; the fragment's escapes are normalized as in an
// RFC 1738 URL (see the package documentation, "References").
func (p *printer) reference(r *ast.Reference) {
	if r == nil {
		return
	}
	switch {
	case r.Absolute != nil:
		p.absoluteURL(r.Absolute)
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
// generic-RL, its escapes' hex digits upper-cased in canonical form.
func (p *printer) opaqueRL(o *ast.OpaqueRL) {
	if o != nil {
		p.hexUpper(string(o.Text))
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

// netLoc prints net_loc = *( pchar | ";" | "?" ), its escapes' hex
// digits upper-cased in canonical form. It is not lower-cased: RFC 1808
// does not say what is in it, and an RFC 1738 parse of the resolved URL
// finds its host. Nor is an escape decoded: "evil%2Eexample" is no RFC
// 1738 host, "evil.example" is one.
func (p *printer) netLoc(n *ast.NetLoc) {
	if n != nil {
		p.hexUpper(string(n.Text))
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

// path prints path = fsegment *( "/" segment ), its escapes' hex digits
// upper-cased in canonical form.
func (p *printer) path(s *ast.Path) {
	if s != nil {
		p.hexUpper(string(s.Text))
	}
}

// params prints params = param *( ";" param ), its escapes' hex digits
// upper-cased in canonical form.
func (p *printer) params(s *ast.Params) {
	if s != nil {
		p.hexUpper(string(s.Text))
	}
}

// query prints query = *( uchar | reserved ), its escapes' hex digits
// upper-cased in canonical form.
func (p *printer) query(q *ast.Query) {
	if q != nil {
		p.hexUpper(string(q.Text))
	}
}
