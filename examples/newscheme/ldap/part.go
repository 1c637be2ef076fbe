package ldap

import "github.com/urlsyntax/rfc1738/ast"

// DefaultPort is the port of an LDAP URL that names none: "The default
// LDAP port is TCP port 389" (RFC 4516 section 3).
const DefaultPort = 389

// Part is what follows "ldap:" (RFC 4516 section 2):
//
//	ldapurl = scheme COLON SLASH SLASH [host [COLON port]]
//	          [SLASH dn [QUESTION [attributes]
//	          [QUESTION [scope] [QUESTION [filter]
//	          [QUESTION extensions]]]]]
//
// The host and port are the library's *ast.HostPort, RFC 1738's
// hostport, where RFC 4516 takes RFC 3986's host (see the package
// documentation). The rest are this package's nodes.
//
// Each field is nil when the URL stops before it, and present but empty
// when its delimiter is followed by nothing: "ldap://h" has no DN,
// "ldap://h/" an empty one. RFC 4516 section 3 gives both the same
// meaning; the tree keeps them apart so that it prints back as written.
type Part struct {
	ast.Span
	HostPort   *ast.HostPort `parser:"'/' '/' @@?"`
	DN         *DN           `parser:"( '/' @@"`
	Attributes *Attributes   `parser:"  ( '?' @@"`
	Scope      *Scope        `parser:"    ( '?' @@"`
	Filter     *Filter       `parser:"      ( '?' @@"`
	Extensions *Extensions   `parser:"        ( '?' @@ )? )? )? )? )?"`
}

// Production returns LDAPURLP.
func (*Part) Production() ast.Production { return LDAPURLP }

// DefaultPort implements ast.SchemePart: 389, which the URL uses when its
// host has no port.
func (*Part) DefaultPort() (int, bool) { return DefaultPort, true }

// HostPortPart returns the host and port, so that URL.HostPort and
// URL.Host find them.
func (p *Part) HostPortPart() *ast.HostPort {
	if p == nil {
		return nil
	}
	return p.HostPort
}

// String returns the part as written, from the "//" on. A nil field
// followed by a present one (in a tree a program built) is written
// empty, the only way the syntax can skip it.
func (p *Part) String() string {
	if p == nil {
		return ""
	}
	s := "//"
	if p.HostPort != nil {
		s += p.HostPort.String()
	}
	fields := []ast.Node{p.DN, p.Attributes, p.Scope, p.Filter, p.Extensions}
	last := -1
	for i, f := range fields {
		if !isNil(f) {
			last = i
		}
	}
	for i := 0; i <= last; i++ {
		if i == 0 {
			s += "/"
		} else {
			s += "?"
		}
		if !isNil(fields[i]) {
			s += fields[i].String()
		}
	}
	return s
}

// Children implements ast.Parent: the present fields, in input order.
// A nil *Part has none: ast.Walk cannot tell a typed nil of this package
// from a node, so it asks.
func (p *Part) Children() []ast.Node {
	if p == nil {
		return nil
	}
	return present(p.HostPort, p.DN, p.Attributes, p.Scope, p.Filter, p.Extensions)
}

// present returns the nodes that are not nil pointers. A nil pointer in
// an interface is not a nil interface, so each type is checked.
func present(nodes ...ast.Node) []ast.Node {
	var out []ast.Node
	for _, n := range nodes {
		if !isNil(n) {
			out = append(out, n)
		}
	}
	return out
}

// isNil reports whether n is nil or a nil pointer of a type a Part holds.
func isNil(n ast.Node) bool {
	switch n := n.(type) {
	case nil:
		return true
	case *ast.HostPort:
		return n == nil
	case *DN:
		return n == nil
	case *Attributes:
		return n == nil
	case *Selector:
		return n == nil
	case *Scope:
		return n == nil
	case *Filter:
		return n == nil
	case *Extensions:
		return n == nil
	case *Extension:
		return n == nil
	case *ExType:
		return n == nil
	case *ExValue:
		return n == nil
	}
	return false
}
