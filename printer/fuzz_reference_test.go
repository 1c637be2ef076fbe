package printer_test

import (
	"os"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/parser"
)

// FuzzReferenceCanonical checks that the canonical form of an RFC 1808
// reference means what the reference means: it parses, it is absolute
// exactly when the reference is, it is its own canonical form, and,
// against the fuzzed base and every probe base, the reference and its
// canonical form resolve alike, and so does the reference against a
// base and the base's canonical form: both refused, both to no RFC 1738
// URL with the same canonical text, or both to URLs with the same
// canonical form (checkReferenceResolutions). Comparing the results'
// texts up to canonical form alone would miss a result that is no URL
// against one that is: "//evil%2Eexample/x", whose canonical form once
// was "//evil.example/x", resolved against an ftp base to no RFC 1738
// URL, its canonical form to the host evil.example. An earlier trial
// found "%6Aavascript:x", whose canonical form was the absolute
// "javascript:x".
func FuzzReferenceCanonical(f *testing.F) {
	const base = "http://a/b/c/d;p?q#f"
	for _, s := range []string{"", "#", "../g;x?y#s", "%6Aavascript:alert(1)", "a%2Db:c", "%2e%2E/%2e/g", "//%41:%31@h/%2e", "HTTP:%2e", "%41/b:c", "?%2E#%2E"} {
		f.Add(base, s)
	}
	for _, s := range [][2]string{
		{"ftp://h/", "//evil%2Eexample/x"},
		{"ftp://h/", "//%41@h%2e/x"},
		{"news:x", "a@h%2Ecom"},
		{"nntp://h/g", "a%2Eb"},
		{"ftp://h/x", "y;type=%61"},
		{"http://h/pub/%2E%2E/%2E%2E/etc/x", "passwd"},
		{"HTTP://h/a/%2e%2e/b", "g"},
		{"mailto:a%2Fb", "c"},
		{"gopher://h/%2e%2E/x", "g#%2e%2e"},
	} {
		f.Add(s[0], s[1])
	}
	for _, pair := range edgeCases(f) {
		f.Add(pair[0], pair[1])
	}
	f.Fuzz(func(t *testing.T, base, in string) {
		ref, err := parser.ParseRelative(in)
		if err != nil {
			return
		}
		canon := referenceCanonical(t, in)
		again, err := parser.ParseRelative(canon)
		if err != nil {
			t.Fatalf("canonical form %q of %q does not parse: %v", canon, in, err)
		}
		if (ref.Absolute == nil) != (again.Absolute == nil) {
			t.Fatalf("%q is absolute: %v; its canonical form %q: %v", in, ref.Absolute != nil, canon, again.Absolute != nil)
		}
		if c2 := referenceCanonical(t, canon); c2 != canon {
			t.Fatalf("canonical form of %q is %q, whose own is %q", in, canon, c2)
		}
		checkReferenceResolutions(t, in, append([]string{base}, probeBases...))
	})
}

// edgeCases returns the base and reference of each row of the parser's
// hand-derived RFC 1808 cases, parser/testdata/rfc1808/edge-cases.tsv:
// bases of every shape, to seed FuzzReferenceCanonical.
func edgeCases(f *testing.F) [][2]string {
	data, err := os.ReadFile("../parser/testdata/rfc1808/edge-cases.tsv")
	if err != nil {
		f.Fatal(err)
	}
	var pairs [][2]string
	for _, line := range strings.Split(string(data), "\n") {
		cols := strings.Split(line, "\t")
		if strings.HasPrefix(line, "#") || len(cols) < 2 {
			continue
		}
		pairs = append(pairs, [2]string{cols[0], cols[1]})
	}
	return pairs
}
