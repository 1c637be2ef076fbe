package ldap_test

import (
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestDefaultParser checks that a parser built without the scheme reads
// LDAP URLs by RFC 1738's generic syntax: an ip-schemepart whose login
// is the host and port and whose url-path is all after the first "/",
// "?"s and all. Where RFC 4516 leaves the host out ("ldap:///..."), the
// generic syntax, whose login must have a host, rejects the URL at the
// "/" after "//", naming login: there a user name or a host could start.
// And the LDAP validator does not run.
func TestDefaultParser(t *testing.T) {
	type generic struct {
		Login string
		Path  string // none when absent
		Err   string // the error's production, when the URL is rejected
	}
	want := []generic{
		{Err: "login"},
		{"ldap1.example.net", "o=University%20of%20Michigan,c=US", ""},
		{"ldap1.example.net", "o=University%20of%20Michigan,c=US?postalAddress", ""},
		{"ldap1.example.net:6666", "o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)", ""},
		{"ldap1.example.com", "c=GB?objectClass?ONE", ""},
		{"ldap2.example.com", "o=Question%3f,c=US?mail", ""},
		{"ldap3.example.com", "o=Babsco,c=US???(four-octet=%5c00%5c00%5c00%5c04)", ""},
		{"ldap.example.com", "o=An%20Example%5C2C%20Inc.,c=US", ""},
		{"ldap.example.net", none, ""},
		{"ldap.example.net", "", ""},
		{"ldap.example.net", "?", ""},
		{Err: "login"},
		{Err: "login"},
	}
	for i, input := range rfc4516Examples {
		var got generic
		u, err := parser.Parse(input)
		if err != nil {
			v := errorsOf(t, err)
			got.Err = v[0].Production
			if v[0].Offset != 7 {
				t.Errorf("Parse(%q): error at %d, want 7, after the //", input, v[0].Offset)
			}
		} else {
			part, ok := u.Part.(*ast.IPSchemePart)
			if !ok {
				t.Fatalf("Parse(%q): part is %T, want *ast.IPSchemePart", input, u.Part)
			}
			got.Login, got.Path = part.Login.String(), none
			if part.Path != nil {
				got.Path = string(part.Path.Text)
			}
		}
		if diff := cmp.Diff(want[i], got); diff != "" {
			t.Errorf("parser.Parse(%q) (-want +got):\n%s", input, diff)
		}
	}
	// What the LDAP parser rejects, the default parser may accept.
	for _, input := range []string{"ldap://h/??subtree", "ldap://u@h/", "ldap://h/???(cn=x"} {
		if _, err := parser.Parse(input); err != nil {
			t.Errorf("parser.Parse(%q): %v", input, err)
		}
		if _, err := newParser(t).Parse(input); err == nil {
			t.Errorf("LDAP parser accepted %q", input)
		}
	}
}

// TestOtherSchemesUnaffected checks that registering the scheme changes
// nothing for URLs of other schemes: the same tree, the same error.
func TestOtherSchemesUnaffected(t *testing.T) {
	for _, input := range []string{
		"http://www.iec.ch/about/mission-e.htm",
		"ftp://u:p@h:21/a;type=i",
		"x-ldap://h/??sub",
		"ldaps://h/??sub",
		"foo:opaque?x",
		"ldapx://h:/",
		"mailto:a@b",
	} {
		want, wantErr := parser.Parse(input)
		got, gotErr := newParser(t).Parse(input)
		if !reflect.DeepEqual(want, got) {
			t.Errorf("%q: LDAP parser gives %#v, default %#v", input, got, want)
		}
		if (wantErr == nil) != (gotErr == nil) || wantErr != nil && wantErr.Error() != gotErr.Error() {
			t.Errorf("%q: LDAP parser error %v, default %v", input, gotErr, wantErr)
		}
	}
}
