package printer

import "github.com/urlsyntax/rfc1738/ast"

// gopherPath prints, in canonical form, gtype, selector, "%09" search
// and "%09" gopher+_string, each only after the one it follows, as
// every form does. It keeps every split where it is: it decodes only
// escapes of unreserved characters, and "%09" is none, so no "%09"
// appears or disappears, and no "/" or "?" (which decide where a
// selector can end) is decoded either. The gtype and the selector are
// printed as one text, which is how RFC 1808 reads them: whether an
// escaped "." of the gtype ("%2E", a type like any other xchar) may be
// decoded depends on the selector after it (see escapedPieces).
func (p *printer) gopherPath(g *ast.GopherPath) {
	if g.GType == nil {
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
	p.node(g.Search)
	if g.GopherPlus != nil {
		p.literal("%09")
		p.node(g.GopherPlus)
	}
}
