package describe

import (
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestTeacherNotes checks the notes a teacher missed: RFC 1808 section
// 2.3's NOTE on "?" in an ftp or file path and ";" in an http path, and
// section 3.4.1's doubled gophertype, in both languages, and that a URL
// without them has none.
func TestTeacherNotes(t *testing.T) {
	for _, tc := range []struct {
		in, en, fr string
		want       bool
	}{
		{"ftp://h/a?b", `"is not true in practice and is believed to be an error in the RFC"`, "passe pour une erreur de la RFC", true},
		{"file://h/a?b", `"is not true in practice and is believed to be an error in the RFC"`, "passe pour une erreur de la RFC", true},
		{"ftp://h/a%3Fb", `"is not true in practice`, "passe pour une erreur", false},
		{"http://h/a;b", `RFC 1808 section 2.3 notes that RFC 1738 allows ";" within an http path segment, "but does not define its semantics; the correct semantics are as defined by this document for <params>"`, "sans en définir le sens\u00a0; le sens correct", true},
		{"http://h/a%3Bb", `RFC 1808 section 2.3 notes that RFC 1738 allows ";" within an http path segment, "but does not define its semantics; the correct semantics are as defined by this document for <params>"`, "sans en définir le sens\u00a0; le sens correct", false},
		{"gopher://h/00/Weather/x", "the gophertype again", "le type gopher une seconde fois", true},
		{"gopher://h/0/Weather/x", "the gophertype again", "le type gopher une seconde fois", false},
	} {
		u, err := parser.Parse(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		for lang, want := range map[grammar.Lang]string{grammar.English: tc.en, grammar.French: grammar.FrenchSpaces(tc.fr)} {
			found := false
			for _, r := range URL(u, lang).Rows {
				for _, d := range r.Details {
					found = found || strings.Contains(d, want)
				}
			}
			if found != tc.want {
				t.Errorf("%s, %s: a line with %q: %v, want %v", tc.in, lang, want, found, tc.want)
			}
		}
	}
}
