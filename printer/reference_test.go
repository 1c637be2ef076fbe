package printer_test

import (
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// TestReference prints RFC 1808 references as written and in canonical
// form, which must resolve as the reference does: an escaped "." in a
// path stays escaped, since "." and ".." are segments that resolution
// removes and "%2E" is not one.
func TestReference(t *testing.T) {
	tests := []struct{ in, canonical string }{
		{"", ""},
		{"#", "#"},
		{"../g;x?y#s", "../g;x?y#s"},
		{"HTTP://a/b", "http://a/b"},
		{"%2e%2E/%2e/g", "%2E%2E/%2E/g"},
		{"%7e%41/%2f;%62?%2E#%63", "%7EA/%2F;b?.#c"},
		{"//%41b:%31@H/x", "//Ab:1@H/x"},
		{"Gopher://h//%2e", "gopher://h//%2E"},
		{"///x//y", "///x//y"},
		// Decoded, these escapes would make the first segment a scheme.
		{"%6Aavascript:alert(1)", "%6Aavascript:alert(1)"},
		{"%6aavascript:alert(1)", "%6Aavascript:alert(1)"},
		{"a%2Db:c", "a%2Db:c"},
		{"%41:b/%41:c", "%41:b/A:c"},
		{"%41/b:c", "A/b:c"},
		{"./%41:b", "./A:b"},
	}
	for _, tt := range tests {
		ref, err := parser.ParseRelative(tt.in)
		if err != nil {
			t.Errorf("ParseRelative(%q): %v", tt.in, err)
			continue
		}
		var raw, canon strings.Builder
		if err := printer.Fprint(&raw, ref); err != nil || raw.String() != tt.in {
			t.Errorf("Fprint(%q) = %q, %v; want the input", tt.in, raw.String(), err)
		}
		if err := (&printer.Config{Mode: printer.CanonicalFormat}).Fprint(&canon, ref); err != nil || canon.String() != tt.canonical {
			t.Errorf("canonical %q = %q, %v; want %q", tt.in, canon.String(), err, tt.canonical)
		}
		// The canonical form resolves to what the reference resolves
		// to, up to the canonical form of the results.
		base := "http://a/b/c/d;p?q#f"
		r1, err1 := parser.Resolve(base, tt.in)
		r2, err2 := parser.Resolve(base, canon.String())
		if (err1 == nil) != (err2 == nil) {
			t.Errorf("Resolve(%q): %v; of its canonical form: %v", tt.in, err1, err2)
			continue
		}
		if err1 != nil {
			continue
		}
		if c1, c2 := canonicalOf(t, r1.Text), canonicalOf(t, r2.Text); c1 != c2 {
			t.Errorf("Resolve(%q) canonical = %q; Resolve(canonical %q) canonical = %q", tt.in, c1, canon.String(), c2)
		}
	}
}

// canonicalOf returns the canonical form of the reference text.
func canonicalOf(t *testing.T, text string) string {
	t.Helper()
	ref, err := parser.ParseRelative(text)
	if err != nil {
		t.Fatalf("ParseRelative(%q): %v", text, err)
	}
	var b strings.Builder
	if err := (&printer.Config{Mode: printer.CanonicalFormat}).Fprint(&b, ref); err != nil {
		t.Fatal(err)
	}
	return b.String()
}
