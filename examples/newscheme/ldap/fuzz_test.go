package ldap_test

import (
	"testing"

	"github.com/urlsyntax/rfc1738/examples/newscheme/ldap"
)

// FuzzParse checks, on any input, that the LDAP parser and its validator
// do not panic, that a valid URL prints back as written, and that its
// canonical form is valid and canonical.
func FuzzParse(f *testing.F) {
	for _, s := range roundTrip {
		f.Add(s)
	}
	p := newParser(f)
	f.Fuzz(func(t *testing.T, input string) {
		u, err := p.Parse(input)
		if err != nil {
			return
		}
		if u.String() != input {
			t.Fatalf("String() = %q", u.String())
		}
		c := ldap.Canonical(u)
		cu, err := p.Parse(c)
		if err != nil {
			t.Fatalf("Canonical(%q) = %q, invalid: %v", input, c, err)
		}
		if again := ldap.Canonical(cu); again != c {
			t.Fatalf("Canonical(%q) = %q, then %q", input, c, again)
		}
	})
}
