package printer

import "github.com/urlsyntax/rfc1738/ast"

// ipSchemePart prints ip-schemepart = "//" login [ "/" urlpath ].
func (p *printer) ipSchemePart(s *ast.IPSchemePart) {
	if s == nil {
		return
	}
	p.literal("//")
	p.login(s.Login)
	if s.Path != nil {
		p.literal("/")
		p.urlPath(s.Path)
	}
}

// urlPath prints urlpath = *xchar, its escapes in canonical form.
func (p *printer) urlPath(u *ast.URLPath) {
	if u != nil {
		p.escaped(string(u.Text))
	}
}

// opaquePart prints the *xchar scheme part, its escapes in canonical
// form.
func (p *printer) opaquePart(o *ast.OpaquePart) {
	if o != nil {
		p.escaped(string(o.Text))
	}
}
