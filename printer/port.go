package printer

import "github.com/urlsyntax/rfc1738/ast"

// isDefault reports whether, in canonical form, pt is to be left out
// because its decimal value is the URL's default port (section 3.1 and
// ast.URL.DefaultPort). Outside a URL the default is unknown.
func (p *printer) isDefault(pt *ast.Port) bool {
	if !p.canonical || !isDigits(string(pt.Text)) {
		return false
	}
	v, fits := pt.Value()
	return p.hasDefault && fits && v == p.defaultPort
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
