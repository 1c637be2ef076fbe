package grammar

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
)

// EscapeP is the one generic production no node holds: an escape is
// part of the text of the node it is written in. The others are in
// zz_productions.go, which nodegen writes from the node types of package
// ast that declare them.
var EscapeP = ast.Production{Name: "escape", RFC: "RFC 1738", Section: "2.2", Rule: `escape = "%" hex hex`}

// Of returns the production that node n declares: a generic one's, as
// this package names it (zz_productions.go), or, for a node of a
// scheme's production, in package ast or a scheme author's, its
// Production method's (Declarer). A node that declares none, and nil,
// are genericurl.
func Of(n ast.Node) ast.Production {
	if p, ok := generic(n); ok {
		return p
	}
	if d, ok := n.(Declarer); ok {
		return d.Production()
	}
	return GenericURL
}

// Declarer is implemented by the nodes of a scheme's production, in
// package ast or in a scheme author's package, to name the production
// they stand for.
type Declarer interface {
	Production() ast.Production
}

// OfPart returns the production of u's scheme part as u's scheme reads
// it: Of(u.Part), or, for a scheme that a later RFC defines as one of
// RFC 1738's under another name (ast.SameKindSchemes) and whose part is
// of that scheme's type, the later RFC's production, whose Of is
// Of(u.Part): ast.HTTPSURLP for an https URL's *ast.HTTPPart (RFC 2818
// section 2.4: an http URL with another scheme name and port 443). A
// teaching output names and cites the part so, as the parser's errors
// do.
func OfPart(u *ast.URL) ast.Production {
	if u == nil {
		return Of(nil)
	}
	p := Of(u.Part)
	if u.Scheme == nil {
		return p
	}
	for _, k := range ast.SameKindSchemes() {
		if k.Production.Of != nil && k.Production.Of.Name == p.Name && strings.EqualFold(string(u.Scheme.Text), k.Name) {
			return k.Production
		}
	}
	return p
}

// OwnPart reports whether u's scheme part is its scheme's own
// production (ftpurl, httpsurl, ldapurl), which section 5's url lists
// or reads as one more alternative, not the schemepart or
// ip-schemepart of an unknown scheme's genericurl: the tree derives the
// first as url over it, the second as url over otherurl over
// genericurl.
func OwnPart(u *ast.URL) bool {
	if u == nil || ast.IsNil(u.Part) {
		return false
	}
	p := Of(u.Part)
	return p.Name != SchemePartP.Name && p.Name != IPSchemePart.Name
}

// Server returns the production named name when its node is the server
// of section 3.1's common Internet scheme syntax, or a part of it (login,
// hostport, host), or a node of a scheme's own that holds one (a node
// with a LoginPart, HostPortPart or HostPart method that is no scheme
// part, as a server of POP's would be), and false otherwise. In a
// scheme part that starts with "//", the url-path follows it. The list
// is written by nodegen from package ast's node types.
func Server(name string) (ast.Production, bool) {
	for _, p := range servers {
		if p.Name == name {
			return p, true
		}
	}
	return ast.Production{}, false
}
