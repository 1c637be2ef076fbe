package ldap_test

import (
	"errors"
	"strings"
	"sync"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/newscheme/ldap"
	"github.com/urlsyntax/rfc1738/parser"
)

var (
	parserOnce sync.Once
	ldapParser *parser.Parser
	parserErr  error
)

// newParser returns the parser built with the LDAP scheme, once.
func newParser(t testing.TB) *parser.Parser {
	t.Helper()
	parserOnce.Do(func() { ldapParser, parserErr = parser.New(parser.WithScheme(ldap.Scheme())) })
	if parserErr != nil {
		t.Fatal(parserErr)
	}
	return ldapParser
}

// mustParse parses input with the LDAP parser and returns its part.
func mustParse(t *testing.T, input string) (*ast.URL, *ldap.Part) {
	t.Helper()
	u, err := newParser(t).Parse(input)
	if err != nil {
		t.Fatalf("Parse(%q): %v", input, err)
	}
	part, ok := u.Part.(*ldap.Part)
	if !ok {
		t.Fatalf("Parse(%q): part is %T, want *ldap.Part", input, u.Part)
	}
	return u, part
}

// none marks an absent field in a view.
const none = "<none>"

// view is what the tree says of each field, as written: none when the
// field is absent, the selectors and extensions joined by "|".
type view struct {
	HostPort   string
	DN         string
	Attributes string
	Scope      string
	Filter     string
	Extensions string
}

func viewOf(p *ldap.Part) view {
	v := view{none, none, none, none, none, none}
	if p.HostPort != nil {
		v.HostPort = p.HostPort.String()
	}
	if p.DN != nil {
		v.DN = string(p.DN.Text)
	}
	if p.Attributes != nil {
		var s []string
		for _, sel := range p.Attributes.Selectors {
			s = append(s, string(sel.Text))
		}
		v.Attributes = strings.Join(s, "|")
	}
	if p.Scope != nil {
		v.Scope = string(p.Scope.Text)
	}
	if p.Filter != nil {
		v.Filter = string(p.Filter.Text)
	}
	if p.Extensions != nil {
		var s []string
		for _, e := range p.Extensions.List {
			s = append(s, e.String())
		}
		v.Extensions = strings.Join(s, "|")
	}
	return v
}

// errorView is what a reader of a diagnostic relies on.
type errorView struct {
	Offset     int
	Production string
	Found      string
	Severity   parser.Severity
}

// errorsOf returns the diagnostics err holds: one *parser.Error, or a
// parser.ErrorList.
func errorsOf(t *testing.T, err error) []errorView {
	t.Helper()
	var list parser.ErrorList
	var one *parser.Error
	switch {
	case errors.As(err, &list):
	case errors.As(err, &one):
		list = parser.ErrorList{one}
	default:
		t.Fatalf("error %v (%T) is neither a *parser.Error nor a parser.ErrorList", err, err)
	}
	return views(list)
}

func views(list parser.ErrorList) []errorView {
	var out []errorView
	for _, e := range list {
		out = append(out, errorView{e.Offset, e.Production.Name, e.Found, e.Severity})
	}
	return out
}

// rfc4516Examples are the example URLs of RFC 4516 section 4, the two
// that the RFC breaks across lines joined.
var rfc4516Examples = []string{
	"ldap:///o=University%20of%20Michigan,c=US",
	"ldap://ldap1.example.net/o=University%20of%20Michigan,c=US",
	"ldap://ldap1.example.net/o=University%20of%20Michigan,c=US?postalAddress",
	"ldap://ldap1.example.net:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)",
	"LDAP://ldap1.example.com/c=GB?objectClass?ONE",
	"ldap://ldap2.example.com/o=Question%3f,c=US?mail",
	"ldap://ldap3.example.com/o=Babsco,c=US???(four-octet=%5c00%5c00%5c00%5c04)",
	"ldap://ldap.example.com/o=An%20Example%5C2C%20Inc.,c=US",
	"ldap://ldap.example.net",
	"ldap://ldap.example.net/",
	"ldap://ldap.example.net/?",
	"ldap:///??sub??e-bindname=cn=Manager%2cdc=example%2cdc=com",
	"ldap:///??sub??!e-bindname=cn=Manager%2cdc=example%2cdc=com",
}
