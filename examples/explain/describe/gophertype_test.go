package describe

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestGopherType checks that a gopher URL's row says what its type
// character means, by RFC 1436's item types, in both languages.
func TestGopherType(t *testing.T) {
	for _, tc := range []struct {
		url  string
		lang grammar.Lang
		want string
	}{
		{"gopher://h/00/Weather", grammar.English, `the type "0": "Item is a file" (RFC 1436 section 3.8, the Gopher protocol's item types)`},
		{"gopher://h/1", grammar.English, `the type "1": "Item is a directory" (RFC 1436 section 3.8, the Gopher protocol's item types)`},
		{"gopher://h/7index%09url", grammar.French, "le type «\u00a07\u00a0»\u00a0: «\u00a0l'élément est un serveur de recherche par index\u00a0» (traduit de la RFC 1436, section 3.8, les types d'élément du protocole Gopher)"},
		{"gopher://h/x", grammar.English, `the type "x" is none of the item types of RFC 1436 section 3.8 (0 a file, 1 a directory, 7 a search server…)`},
		{"gopher://h/%0A", grammar.English, `the type "⟨%0A⟩" is none of the item types of RFC 1436 section 3.8 (0 a file, 1 a directory, 7 a search server…)`},
		{"gopher://h", grammar.English, ""}, // no type: the gophertype's default, "1", is said where the path is left out
	} {
		u, err := parser.Parse(tc.url)
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		for _, r := range URL(u, tc.lang).Rows {
			for _, d := range r.Details {
				if strings.Contains(d, "RFC 1436") {
					got = d
				}
			}
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s %v (-want +got):\n%s", tc.url, tc.lang, diff)
		}
	}
}
