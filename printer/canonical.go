package printer

import "github.com/urlsyntax/rfc1738/ast"

// Canonical returns u in canonical form (see the package documentation),
// and "" for a nil u. A node of a type the printer does not know whose
// String method panics is left out; Config.Fprint reports it instead.
func Canonical(u *ast.URL) string {
	p := &printer{canonical: true}
	p.init()
	p.node(u)
	return string(p.w.Buf)
}
