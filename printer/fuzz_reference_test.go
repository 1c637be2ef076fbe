package printer_test

import (
	"testing"

	"github.com/urlsyntax/rfc1738/parser"
)

// FuzzReferenceCanonical checks that the canonical form of an RFC 1808
// reference means what the reference means: it parses, it is absolute
// exactly when the reference is, it is its own canonical form, and it
// resolves against a base to the same URL up to canonical form. An
// attacker's trial found "%6Aavascript:x", whose canonical form was the
// absolute "javascript:x".
func FuzzReferenceCanonical(f *testing.F) {
	for _, s := range []string{"", "#", "../g;x?y#s", "%6Aavascript:alert(1)", "a%2Db:c", "%2e%2E/%2e/g", "//%41:%31@h/%2e", "HTTP:%2e", "%41/b:c", "?%2E#%2E"} {
		f.Add(s)
	}
	const base = "http://a/b/c/d;p?q#f"
	f.Fuzz(func(t *testing.T, in string) {
		ref, err := parser.ParseRelative(in)
		if err != nil {
			return
		}
		canon := canonicalOf(t, in)
		again, err := parser.ParseRelative(canon)
		if err != nil {
			t.Fatalf("canonical form %q of %q does not parse: %v", canon, in, err)
		}
		if (ref.Absolute == nil) != (again.Absolute == nil) {
			t.Fatalf("%q is absolute: %v; its canonical form %q: %v", in, ref.Absolute != nil, canon, again.Absolute != nil)
		}
		if c2 := canonicalOf(t, canon); c2 != canon {
			t.Fatalf("canonical form of %q is %q, whose own is %q", in, canon, c2)
		}
		r1, err1 := parser.Resolve(base, in)
		r2, err2 := parser.Resolve(base, canon)
		if (err1 == nil) != (err2 == nil) {
			t.Fatalf("Resolve(%q): %v; its canonical form %q: %v", in, err1, canon, err2)
		}
		if err1 == nil && canonicalOf(t, r1.Text) != canonicalOf(t, r2.Text) {
			t.Fatalf("Resolve(%q) = %q, Resolve(%q) = %q: not the same canonical URL", in, r1.Text, canon, r2.Text)
		}
	})
}
