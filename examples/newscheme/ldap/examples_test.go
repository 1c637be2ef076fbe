package ldap_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/examples/newscheme/ldap"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestRFC4516Examples parses every example of RFC 4516 section 4 and
// checks each field as written.
func TestRFC4516Examples(t *testing.T) {
	const michigan = "o=University%20of%20Michigan,c=US"
	bind := "e-bindname=cn=Manager%2cdc=example%2cdc=com"
	want := []view{
		{none, michigan, none, none, none, none},
		{"ldap1.example.net", michigan, none, none, none, none},
		{"ldap1.example.net", michigan, "postalAddress", none, none, none},
		{"ldap1.example.net:6666", michigan, "", "sub", "(cn=Babs%20Jensen)", none},
		{"ldap1.example.com", "c=GB", "objectClass", "ONE", none, none},
		{"ldap2.example.com", "o=Question%3f,c=US", "mail", none, none, none},
		{"ldap3.example.com", "o=Babsco,c=US", "", "", "(four-octet=%5c00%5c00%5c00%5c04)", none},
		{"ldap.example.com", "o=An%20Example%5C2C%20Inc.,c=US", none, none, none, none},
		{"ldap.example.net", none, none, none, none, none},
		{"ldap.example.net", "", none, none, none, none},
		{"ldap.example.net", "", "", none, none, none},
		{none, "", "", "sub", "", bind},
		{none, "", "", "sub", "", "!" + bind},
	}
	for i, input := range rfc4516Examples {
		u, part := mustParse(t, input)
		if diff := cmp.Diff(want[i], viewOf(part)); diff != "" {
			t.Errorf("Parse(%q) (-want +got):\n%s", input, diff)
		}
		if got := u.String(); got != input {
			t.Errorf("Parse(%q).String() = %q", input, got)
		}
		if port, ok := u.DefaultPort(); !ok || port != 389 {
			t.Errorf("Parse(%q).DefaultPort() = %d, %v; want 389 from the part", input, port, ok)
		}
	}
}

// search is what the accessors say a URL asks for, RFC 4516 section 3's
// defaults filled in.
type search struct {
	Host       string
	Port       int
	BaseDN     string
	Attributes []string
	Scope      string
	Filter     string
	Extensions []extension
}

type extension struct {
	Name     string
	Value    string
	HasValue bool
	Critical bool
}

func searchOf(p *ldap.Part) search {
	port, _ := p.Port()
	scope, _ := p.SearchScope()
	s := search{Host: p.Host(), Port: port, BaseDN: p.BaseDN(), Attributes: p.RequestedAttributes(), Scope: scope, Filter: p.SearchFilter()}
	for _, e := range p.ExtensionList() {
		v, ok := e.DecodedValue()
		s.Extensions = append(s.Extensions, extension{e.Name(), v, ok, e.Critical})
	}
	return s
}

// TestRFC4516Search checks the accessors on the RFC's examples, with
// the meaning the RFC's prose gives each.
func TestRFC4516Search(t *testing.T) {
	const michigan = "o=University of Michigan,c=US"
	root := search{Host: "ldap.example.net", Port: 389, Scope: "base", Filter: "(objectClass=*)"}
	bind := []extension{{"e-bindname", "cn=Manager,dc=example,dc=com", true, false}}
	critical := []extension{{"e-bindname", "cn=Manager,dc=example,dc=com", true, true}}
	want := []search{
		{"", 389, michigan, nil, "base", "(objectClass=*)", nil},
		{"ldap1.example.net", 389, michigan, nil, "base", "(objectClass=*)", nil},
		{"ldap1.example.net", 389, michigan, []string{"postalAddress"}, "base", "(objectClass=*)", nil},
		{"ldap1.example.net", 6666, michigan, nil, "sub", "(cn=Babs Jensen)", nil},
		{"ldap1.example.com", 389, "c=GB", []string{"objectClass"}, "one", "(objectClass=*)", nil},
		{"ldap2.example.com", 389, "o=Question?,c=US", []string{"mail"}, "base", "(objectClass=*)", nil},
		{"ldap3.example.com", 389, "o=Babsco,c=US", nil, "base", `(four-octet=\00\00\00\04)`, nil},
		{"ldap.example.com", 389, `o=An Example\2C Inc.,c=US`, nil, "base", "(objectClass=*)", nil},
		root, root, root,
		{"", 389, "", nil, "sub", "(objectClass=*)", bind},
		{"", 389, "", nil, "sub", "(objectClass=*)", critical},
	}
	for i, input := range rfc4516Examples {
		_, part := mustParse(t, input)
		if diff := cmp.Diff(want[i], searchOf(part)); diff != "" {
			t.Errorf("%q (-want +got):\n%s", input, diff)
		}
	}
}

// TestRFC4516Validate checks that the examples are valid and that only
// the critical extension draws a warning.
func TestRFC4516Validate(t *testing.T) {
	for _, input := range rfc4516Examples {
		u, _ := mustParse(t, input)
		got := views(newParser(t).Validate(u))
		var want []errorView
		if input == rfc4516Examples[12] {
			want = []errorView{{15, "extension", "!e-bindname=cn=Manager%2cdc=example%2cdc=com", parser.SeverityWarning}}
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("Validate(%q) (-want +got):\n%s", input, diff)
		}
		if diff := cmp.Diff(got, views(ldap.Validate(u))); diff != "" {
			t.Errorf("ldap.Validate(%q) differs from the parser's (-parser +ldap):\n%s", input, diff)
		}
	}
}

// TestRDNs checks the DN accessor on the RFC's DNs, the escaped comma of
// "An Example\2C Inc." among them.
func TestRDNs(t *testing.T) {
	tests := []struct {
		input string
		want  []ldap.RDN
	}{
		{rfc4516Examples[0], []ldap.RDN{{{Type: "o", Value: "University of Michigan"}}, {{Type: "c", Value: "US"}}}},
		{rfc4516Examples[5], []ldap.RDN{{{Type: "o", Value: "Question?"}}, {{Type: "c", Value: "US"}}}},
		{rfc4516Examples[7], []ldap.RDN{{{Type: "o", Value: "An Example, Inc."}}, {{Type: "c", Value: "US"}}}},
		{rfc4516Examples[9], nil},
		{"ldap:///cn=Babs+sn=Jensen,2.5.4.10=%23040161", []ldap.RDN{
			{{Type: "cn", Value: "Babs"}, {Type: "sn", Value: "Jensen"}},
			{{Type: "2.5.4.10", Value: "\x04\x01a", Hex: true}},
		}},
		{`ldap:///cn=%5C%20lead%20and%20trail%5C%20,o=a=b%5C%2B%5C%3B%5C%5C%5C%23`, []ldap.RDN{
			{{Type: "cn", Value: " lead and trail "}},
			{{Type: "o", Value: `a=b+;\#`}},
		}},
		{"ldap:///cn=", []ldap.RDN{{{Type: "cn", Value: ""}}}},
	}
	for _, tt := range tests {
		_, part := mustParse(t, tt.input)
		got, ok := part.DN.RDNs()
		if !ok {
			t.Errorf("%q: RDNs() not ok", tt.input)
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%q: RDNs() (-want +got):\n%s", tt.input, diff)
		}
	}
}
