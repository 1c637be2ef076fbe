package printer_test

import (
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// TestReference prints RFC 1808 references as written and in canonical
// form, which lower-cases the scheme and upper-cases the hex digits of
// escapes but decodes none before the fragment: where a reference's
// text lands depends on its base, and several productions of RFC 1738
// take no escape (a host, a news or nntp group, an ftp typecode), so
// that decoding one could turn a reference that resolves to no URL into
// one that resolves to a URL.
func TestReference(t *testing.T) {
	tests := []struct{ in, canonical string }{
		{"", ""},
		{"#", "#"},
		{"../g;x?y#s", "../g;x?y#s"},
		{"HTTP://a/b", "http://a/b"},
		{"%2e%2E/%2e/g", "%2E%2E/%2E/g"},
		{"%7e%41/%2f;%62?%2E#%63", "%7E%41/%2F;%62?%2E#c"},
		{"//%41b:%31@H/x", "//%41b:%31@H/x"},
		{"//evil%2eexample/x", "//evil%2Eexample/x"},
		{"Gopher://h//%2e", "gopher://h//%2E"},
		{"///x//y", "///x//y"},
		{"x#%2e%2E", "x#%2E%2E"},
		{"x#%2e%41/%2E%2e%2E", "x#.A/..."},
		// Decoded, these escapes would make the first segment a scheme.
		{"%6Aavascript:alert(1)", "%6Aavascript:alert(1)"},
		{"%6aavascript:alert(1)", "%6Aavascript:alert(1)"},
		{"a%2Db:c", "a%2Db:c"},
		{"%41:b/%41:c", "%41:b/%41:c"},
		// Decoded, these would resolve against a news, nntp or ftp base
		// to a URL, where they resolve to none.
		{"a@h%2Ecom", "a@h%2Ecom"},
		{"a%2eb", "a%2Eb"},
		{"x;type=%61", "x;type=%61"},
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
		checkReferenceResolutions(t, tt.in, probeBases)
	}
}
