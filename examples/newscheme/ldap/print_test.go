package ldap_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/newscheme/ldap"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/printer"
)

// roundTrip are URLs with every field, empty and absent ones, escapes
// and the characters each field allows.
var roundTrip = append([]string{
	"ldap://",
	"ldap:///???",
	"ldap://h:0389/cn=a/b:c@d&e~f%5C%2C,o=x?cn,sn;lang-en,*??(%26(cn~=ab)(sn=a*b)(!(sn=%5c2a)))?x,!1.2.3=a=b!c,y=",
	"Ldap://WWW.Example.COM:389/?%63n",
}, rfc4516Examples...)

// TestRoundTrip checks that a tree prints back to its input: by String,
// by printer.Fprint, and node by node, each node's text being
// input[Pos:End].
func TestRoundTrip(t *testing.T) {
	for _, input := range roundTrip {
		u, _ := mustParse(t, input)
		if got := u.String(); got != input {
			t.Errorf("String() = %q, want %q", got, input)
		}
		var b strings.Builder
		if err := printer.Fprint(&b, u); err != nil || b.String() != input {
			t.Errorf("Fprint = %q, %v; want %q", b.String(), err, input)
		}
		ast.Inspect(u, func(n ast.Node) bool {
			if n == nil {
				return false
			}
			if got := input[n.Pos():n.End()]; got != n.String() {
				t.Errorf("%q: %s node at [%d,%d) is %q, String() %q", input, grammar.Of(n).Name, n.Pos(), n.End(), got, n.String())
			}
			var b strings.Builder
			if err := printer.Fprint(&b, n); err != nil || b.String() != n.String() {
				t.Errorf("%q: Fprint(%s) = %q, %v; want %q", input, grammar.Of(n).Name, b.String(), err, n.String())
			}
			return true
		})
	}
}

// TestWalk checks that ast.Walk reaches the nodes of the part through
// ast.Parent, in input order, with the productions they declare.
func TestWalk(t *testing.T) {
	u, _ := mustParse(t, "ldap://h:1/c=x?cn,sn?sub?(cn=*)?!e=v,f")
	var got []string
	ast.Inspect(u, func(n ast.Node) bool {
		if n != nil {
			got = append(got, grammar.Of(n).Name+" "+n.String())
		}
		return true
	})
	want := []string{
		"genericurl ldap://h:1/c=x?cn,sn?sub?(cn=*)?!e=v,f", "scheme ldap",
		"ldapurl //h:1/c=x?cn,sn?sub?(cn=*)?!e=v,f",
		"hostport h:1", "host h", "hostname h", "toplabel h", "port 1",
		"dn c=x",
		"attributes cn,sn", "selector cn", "selector sn",
		"scope sub",
		"filter (cn=*)",
		"extensions !e=v,f", "extension !e=v", "extype e", "exvalue v", "extension f", "extype f",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("walk (-want +got):\n%s", diff)
	}
}

// TestPrinterCanonical checks that package printer's canonical form of
// an LDAP URL is LDAP's own, through Part.CanonicalString (its
// printer.Canonicalizer hook), the URL's and the part's alike. (Without
// the hook, the printer would apply the library's rules to the library's
// nodes inside the part, as it does for examples/newscheme/rtsp: see
// TestFeatures there.)
func TestPrinterCanonical(t *testing.T) {
	input := "LDAP://LDAP1.Example.COM:389/c=%47B?objectClass?ONE?(cn=%2a)"
	u, _ := mustParse(t, input)
	const want = "ldap://ldap1.example.com/c=GB?objectClass?one?(cn=%2A)"
	if got := printer.Canonical(u); got != want {
		t.Errorf("printer.Canonical = %q, want %q", got, want)
	}
	var b strings.Builder
	if err := (&printer.Config{Mode: printer.CanonicalFormat}).Fprint(&b, u.Part); err != nil || b.String() != want[5:] {
		t.Errorf("canonical Fprint(part) = %q, %v; want %q", b.String(), err, want[5:])
	}
}

// TestCanonical checks the LDAP URL's canonical form.
func TestCanonical(t *testing.T) {
	tests := []struct{ input, want string }{
		{"LDAP://LDAP1.Example.COM:389/c=GB?objectClass?ONE", "ldap://ldap1.example.com/c=GB?objectClass?one"},
		{"ldap://h:0389/", "ldap://h/"},
		{"ldap://h:6666/", "ldap://h:6666/"},
		{"ldap://10.0.0.1:389", "ldap://10.0.0.1"},
		// Unreserved characters decoded, other escapes upper-cased: the
		// "%2c" of an extension value is data and stays escaped.
		{"ldap:///cn=%7e%41%2d%2e%5f%20x?%63n??(cn=%5c2a%2a)?e=cn=M%2cdc=x", "ldap:///cn=~A-._%20x?cn??(cn=%5C2a%2A)?e=cn=M%2Cdc=x"},
		{"ldap:///??%62ASE", "ldap:///??base"},
		// A DN that would decode to a dot segment keeps its escapes, so
		// that the canonical form resolves references as the URL does
		// (RFC 1808 section 4, step 6); other escaped dots are decoded.
		{"ldap://h/cn=a/%2e%2E", "ldap://h/cn=a/%2E%2E"},
		{"ldap://h/cn=a/.%2e?cn", "ldap://h/cn=a/.%2E?cn"},
		{"ldap://h/cn=a/%2e%2e%2e", "ldap://h/cn=a/..."},
		{"ldap://h/cn=a%2eb/%2e", "ldap://h/cn=a.b/%2E"},
		// Empty fields stay: RFC 4516 gives them the default, but the
		// canonical form changes only spellings.
		{"ldap://h/???", "ldap://h/???"},
	}
	for _, tt := range tests {
		u, part := mustParse(t, tt.input)
		got := ldap.Canonical(u)
		if got != tt.want {
			t.Errorf("Canonical(%q) = %q, want %q", tt.input, got, tt.want)
		}
		// Canonical is idempotent, and the URL it gives asks for the
		// same search.
		cu, cpart := mustParse(t, got)
		if again := ldap.Canonical(cu); again != got {
			t.Errorf("Canonical(%q) = %q, not idempotent", got, again)
		}
		before, after := searchOf(part), searchOf(cpart)
		before.Host = strings.ToLower(before.Host)
		if diff := cmp.Diff(before, after); diff != "" {
			t.Errorf("Canonical(%q) changed the search (-before +after):\n%s", tt.input, diff)
		}
	}
	for _, input := range rfc4516Examples {
		u, part := mustParse(t, input)
		cu, cpart := mustParse(t, ldap.Canonical(u))
		if diff := cmp.Diff(searchOf(part), searchOf(cpart)); diff != "" {
			t.Errorf("Canonical(%q) changed the search (-before +after):\n%s", input, diff)
		}
		if ldap.Canonical(cu) != ldap.Canonical(u) {
			t.Errorf("Canonical(%q) not idempotent", input)
		}
	}
	// Another scheme's URL goes to printer.Canonical.
	u, err := newParser(t).Parse("HTTP://H:80/%7e")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := ldap.Canonical(u), printer.Canonical(u); got != want {
		t.Errorf("Canonical(http) = %q, want printer's %q", got, want)
	}
}

// TestPrintHandBuilt prints trees a program built: a nil field before a
// present one is written empty, since the syntax has no other way to
// skip it, and nil nodes print nothing rather than panic.
func TestPrintHandBuilt(t *testing.T) {
	u := &ast.URL{
		Scheme: &ast.Scheme{Text: "LDAP"},
		Part: &ldap.Part{
			HostPort: &ast.HostPort{Host: &ast.Host{Name: &ast.Hostname{Top: &ast.TopLabel{Text: "H"}}}, Port: &ast.Port{Text: "389"}},
			Filter:   &ldap.Filter{Text: "(cn=%2a)"},
		},
	}
	tests := []struct {
		node ast.Node
		want string
	}{
		{u, "LDAP://H:389/???(cn=%2a)"},
		{&ast.URL{Scheme: &ast.Scheme{Text: "ldap"}, Part: (*ldap.Part)(nil)}, "ldap:"},
		{&ldap.Part{}, "//"},
		{&ldap.Attributes{Selectors: []*ldap.Selector{{Text: "cn"}, nil, {Text: "sn"}}}, "cn,,sn"},
		{&ldap.Extension{Critical: true}, "!"},
		{(*ldap.DN)(nil), ""},
	}
	for _, tt := range tests {
		if got := tt.node.String(); got != tt.want {
			t.Errorf("%T.String() = %q, want %q", tt.node, got, tt.want)
		}
		var b strings.Builder
		if err := printer.Fprint(&b, tt.node); err != nil || b.String() != tt.want {
			t.Errorf("Fprint(%T) = %q, %v; want %q", tt.node, b.String(), err, tt.want)
		}
	}
	// ast.Walk does not know that a nil *ldap.Part is absent, and walks
	// into it: the nodes' methods take nil receivers.
	ast.Inspect(&ast.URL{Part: (*ldap.Part)(nil)}, func(ast.Node) bool { return true })
	ast.Inspect(&ldap.Part{Attributes: &ldap.Attributes{Selectors: []*ldap.Selector{nil}}, Extensions: &ldap.Extensions{List: []*ldap.Extension{nil}}}, func(ast.Node) bool { return true })
	if got := ldap.Canonical(nil); got != "" {
		t.Errorf("Canonical(nil) = %q", got)
	}
	if got, want := ldap.Canonical(u), "ldap://h/???(cn=%2A)"; got != want {
		t.Errorf("Canonical(hand-built) = %q, want %q", got, want)
	}
}
