package printer

import (
	"fmt"

	"github.com/urlsyntax/rfc1738/ast"
)

// url prints genericurl = scheme ":" schemepart. While it prints the
// scheme part, the printer knows the URL's default port (the part's, or
// the one RFC 1738 gives the scheme: ast.URL.DefaultPort).
func (p *printer) url(u *ast.URL) {
	if u == nil {
		return
	}
	p.defaultPort, p.hasDefault = p.defaultPortOf(u)
	p.schemeName(u.Scheme)
	p.literal(":")
	p.node(u.Part)
}

// schemeName prints the scheme, lower-cased in canonical form
// (section 2.1).
func (p *printer) schemeName(s *ast.Scheme) {
	if s != nil {
		p.folded(string(s.Text))
	}
}

// defaultPortOf returns u's default port. A scheme part of a type the
// printer does not know may panic in DefaultPort, as in String; that
// becomes the printer's error, and the URL has no default port.
func (p *printer) defaultPortOf(u *ast.URL) (port int, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			port, ok = 0, false
			if p.err == nil {
				p.err = fmt.Errorf("printer: %T.DefaultPort panicked: %v", u.Part, r)
			}
		}
	}()
	return u.DefaultPort()
}
