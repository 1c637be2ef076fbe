package printer

import "github.com/urlsyntax/rfc1738/ast"

// A printer accumulates the text of one Fprint call.
type printer struct {
	canonical bool   // print in canonical form
	scheme    string // the lower-case scheme of the URL being printed, or ""
	buf       []byte
	err       error // the first error, from a node the printer does not know
}

// node prints n, whatever its type. A scheme-specific production is
// printed by adding its case here.
func (p *printer) node(n ast.Node) {
	switch n := n.(type) {
	case nil:
	case *ast.URL:
		p.url(n)
	case *ast.Scheme:
		p.schemeName(n)
	case *ast.IPSchemePart:
		p.ipSchemePart(n)
	case *ast.OpaquePart:
		p.opaquePart(n)
	case *ast.Login:
		p.login(n)
	case *ast.User:
		p.user(n)
	case *ast.Password:
		p.password(n)
	case *ast.HostPort:
		p.hostPort(n)
	case *ast.Host:
		p.host(n)
	case *ast.Hostname:
		p.hostname(n)
	case *ast.DomainLabel:
		p.domainLabel(n)
	case *ast.TopLabel:
		p.topLabel(n)
	case *ast.Hostnumber:
		p.hostnumber(n)
	case *ast.Digits:
		p.digits(n)
	case *ast.Port:
		p.port(n)
	case *ast.URLPath:
		p.urlPath(n)
	case *ast.Fragment:
		p.fragment(n)
	default:
		p.other(n)
	}
}

// literal appends s as it is.
func (p *printer) literal(s string) { p.buf = append(p.buf, s...) }
