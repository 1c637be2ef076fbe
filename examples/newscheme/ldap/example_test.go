package ldap_test

import (
	"errors"
	"fmt"

	"github.com/urlsyntax/rfc1738/examples/newscheme/ldap"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// Registered with parser.WithScheme, the LDAP scheme makes a parser read
// ldap URLs by RFC 4516's production into a *ldap.Part, whose accessors
// decode each field and fill in section 3's defaults. A parser without
// it reads the same URL by RFC 1738's generic syntax.
func ExampleScheme() {
	p, err := parser.New(parser.WithScheme(ldap.Scheme()))
	if err != nil {
		fmt.Println(err)
		return
	}
	const s = "ldap://ldap1.example.net:6666/o=University%20of%20Michigan,c=US?cn,mail?sub?(cn=Babs%20Jensen)"
	u, err := p.Parse(s)
	if err != nil {
		fmt.Println(err)
		return
	}
	part := u.Part.(*ldap.Part)
	port, _ := part.Port()
	scope, _ := part.SearchScope()
	fmt.Println("host:", part.Host(), "port:", port)
	fmt.Printf("base DN: %q\n", part.BaseDN())
	fmt.Printf("attributes: %q\n", part.RequestedAttributes())
	fmt.Println("scope:", scope)
	fmt.Println("filter:", part.SearchFilter())

	generic, err := parser.Parse(s)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("with the scheme: %T; without: %T\n", u.Part, generic.Part)
	// Output:
	// host: ldap1.example.net port: 6666
	// base DN: "o=University of Michigan,c=US"
	// attributes: ["cn" "mail"]
	// scope: sub
	// filter: (cn=Babs Jensen)
	// with the scheme: *ldap.Part; without: *ast.IPSchemePart
}

// Fields a URL leaves out take RFC 4516 section 3's defaults: port 389,
// all user attributes, scope base, filter "(objectClass=*)".
func ExamplePart() {
	p, err := parser.New(parser.WithScheme(ldap.Scheme()))
	if err != nil {
		fmt.Println(err)
		return
	}
	u, err := p.Parse("ldap://ldap.example.net/c=GB")
	if err != nil {
		fmt.Println(err)
		return
	}
	part := u.Part.(*ldap.Part)
	port, _ := part.Port()
	scope, _ := part.SearchScope()
	fmt.Println("port:", port)
	if part.RequestedAttributes() == nil {
		fmt.Println("attributes: all user attributes")
	}
	fmt.Println("scope:", scope)
	fmt.Println("filter:", part.SearchFilter())
	// Output:
	// port: 389
	// attributes: all user attributes
	// scope: base
	// filter: (objectClass=*)
}

// RDNs splits the decoded DN by RFC 4514's grammar and resolves its
// escapes: "%5C2C" is "\2C" once decoded, an escaped ",", part of the
// value.
func ExampleDN_RDNs() {
	p, err := parser.New(parser.WithScheme(ldap.Scheme()))
	if err != nil {
		fmt.Println(err)
		return
	}
	u, err := p.Parse("ldap://ldap.example.com/o=An%20Example%5C2C%20Inc.,c=US")
	if err != nil {
		fmt.Println(err)
		return
	}
	rdns, ok := u.Part.(*ldap.Part).DN.RDNs()
	fmt.Println(ok)
	for _, rdn := range rdns {
		for _, av := range rdn {
			fmt.Printf("%s = %q\n", av.Type, av.Value)
		}
	}
	// Output:
	// true
	// o = "An Example, Inc."
	// c = "US"
}

// The scheme's validator checks what the grammar leaves to it. A
// critical extension, which no client can process, is a warning: the
// URL is valid, and Validate reports it. A filter that is not RFC 4515's
// is an error, which Parse returns as a parser.ErrorList.
func ExampleValidate() {
	p, err := parser.New(parser.WithScheme(ldap.Scheme()))
	if err != nil {
		fmt.Println(err)
		return
	}
	u, err := p.Parse("ldap:///??sub??!e-bindname=cn=Manager%2cdc=example%2cdc=com")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, w := range p.Validate(u) {
		fmt.Println(w.Severity, w.Offset, w.Production.Name)
		fmt.Println(w.Message(grammar.English))
	}

	_, err = p.Parse("ldap://ldap.example.net/??sub?(cn=Babs")
	var list parser.ErrorList
	if errors.As(err, &list) {
		for _, e := range list {
			fmt.Println(e.Severity, e.Offset, e.Production.Name)
			fmt.Println(e.Message(grammar.English))
		}
	}
	// Output:
	// warning 15 extension
	// critical extension "e-bindname" is not implemented here: RFC 4516 section 2 says "If an extension is not implemented and is marked critical, the implementation MUST NOT process the URL"
	// error 38 filter
	// in the decoded filter "(cn=Babs": found its end, expected ")"
}

// Canonical spells equivalent LDAP URLs one way: scheme and host in
// lower case, no default port, escapes of unreserved characters decoded
// and the others' hex in upper case, the scope in lower case.
func ExampleCanonical() {
	p, err := parser.New(parser.WithScheme(ldap.Scheme()))
	if err != nil {
		fmt.Println(err)
		return
	}
	u, err := p.Parse("LDAP://LDAP.Example.COM:389/c=GB%2c%6F=x?objectClass?ONE")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(ldap.Canonical(u))
	// Output:
	// ldap://ldap.example.com/c=GB%2Co=x?objectClass?one
}
