package printer

import "github.com/urlsyntax/rfc1738/ast"

// url prints genericurl = scheme ":" schemepart. While it prints the
// scheme part, the printer knows the scheme, which the default port
// depends on.
func (p *printer) url(u *ast.URL) {
	if u == nil {
		return
	}
	p.scheme = ""
	if u.Scheme != nil {
		p.scheme = lowerASCII(string(u.Scheme.Text))
	}
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
