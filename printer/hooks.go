package printer

import "github.com/urlsyntax/rfc1738/ast"

// Node is the writer's Node hook in canonical form: it prints
// the nodes whose canonical form differs from their text in structure,
// not only in spelling, and reports whether it printed n. A URL it
// leaves to its writer, once it knows the URL's default port.
func (p *printer) Node(n ast.Node) bool {
	switch n := n.(type) {
	case *ast.URL:
		p.defaultPort, p.hasDefault = p.defaultPortOf(n)
	case *ast.HostPort:
		p.hostPort(n)
		return true
	case *ast.GopherPath:
		p.gopherPath(n)
		return true
	case *ast.FilePart:
		p.filePart(n)
		return true
	case *ast.TelnetPart:
		p.telnetPart(n)
		return true
	case *ast.NewsPart:
		return p.newsPart(n)
	}
	return false
}

// Leaf is the writer's Leaf hook in canonical form: it prints
// the text of a leaf by its production's rule. Scheme and host names
// and the ftp typecode are case-insensitive (sections 2.1, 3.1 and
// 3.2.2), so they are lower-cased; digits and group names are printed
// as written; a reference's parts before its fragment only have the hex
// digits of their escapes upper-cased (see the package documentation,
// "References": a net_loc's "evil%2Eexample" is no RFC 1738 host,
// "evil.example" is one); every other text, a fragment included, has its
// escapes in canonical form.
func (p *printer) Leaf(n ast.Node, text string) {
	switch n.(type) {
	case *ast.Scheme, *ast.DomainLabel, *ast.TopLabel, *ast.FTPType:
		p.folded(text)
	case *ast.Port, *ast.Digits, *ast.Group, *ast.ArticleNumber:
		p.literal(text)
	case *ast.User, *ast.Password:
		p.loginText(text)
	case *ast.OpaqueRL, *ast.NetLoc, *ast.Path, *ast.Params, *ast.Query:
		p.hexUpper(text)
	case *ast.Encoded822Addr:
		p.escapedNoReserved(text)
	default:
		p.escaped(text)
	}
}

// Other is the writer's Other hook: it prints a node of a type package
// ast does not declare.
func (p *printer) Other(n ast.Node) { p.other(n) }
