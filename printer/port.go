package printer

import "github.com/urlsyntax/rfc1738/ast"

// port prints the port as written; hostPort decides whether to print it.
func (p *printer) port(pt *ast.Port) {
	if pt != nil {
		p.literal(string(pt.Text))
	}
}

// isDefault reports whether, in canonical form, pt is to be left out
// because its decimal value is the default port of the URL's scheme
// (section 3.1 and ast.DefaultPort). Outside a URL the scheme, and so the
// default, is unknown.
func (p *printer) isDefault(pt *ast.Port) bool {
	if !p.canonical || !isDigits(string(pt.Text)) {
		return false
	}
	def, ok := ast.DefaultPort(p.scheme)
	v, fits := pt.Value()
	return ok && fits && v == def
}

// isDigits reports whether s is made of decimal digits only, as the
// text of a parsed port is; a port a program built may hold anything.
func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
