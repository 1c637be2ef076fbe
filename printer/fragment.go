package printer

import "github.com/urlsyntax/rfc1738/ast"

// fragment prints a fragment identifier without its "#", its escapes in
// canonical form: RFC 1808 builds it of the same uchar and reserved
// characters as a url-path.
func (p *printer) fragment(f *ast.Fragment) {
	if f != nil {
		p.escaped(string(f.Text))
	}
}
