package view

import (
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/printer"
)

// sameURL reports whether a and b are one URL by RFC 1738: their
// canonical forms are the same (printer.Canonical), or differ only by
// the "/" after an http URL's hostport, which section 3.3 lets a URL
// with neither path nor search leave out ("If neither <path> nor
// <searchpart> is present, the "/" may also be omitted"); slash says
// that this "/" is what differs. The canonical form keeps both
// spellings, as it keeps an empty url-path apart from none.
func sameURL(a, b *ast.URL) (same, slash bool) {
	ca, cb := printer.Canonical(a), printer.Canonical(b)
	if ca == cb {
		return true, false
	}
	if withSlash(a, ca) == withSlash(b, cb) {
		return true, true
	}
	return false, false
}

// withSlash returns c, the canonical form of u, with the "/" that
// section 3.3 lets an http URL omit written, when u omits it.
func withSlash(u *ast.URL, c string) string {
	if p, ok := u.Part.(*ast.HTTPPart); ok && p != nil && p.Path == nil && p.Search == nil {
		return c + "/"
	}
	return c
}
