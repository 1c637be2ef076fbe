package printer

import (
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
)

// TestParsedCaption checks the line under an error's diagram: up to
// where the labels go when only a prefix parsed, and, when the whole
// input parsed and the error is about what it is, the error's own
// offset, not one that would read as another error's, in both
// languages.
func TestParsedCaption(t *testing.T) {
	for _, tc := range []struct {
		lang           grammar.Lang
		end, n, offset int
		want           string
	}{
		{grammar.English, 9, 12, 9, "(labels: the start up to offset 9, read as a URL of its own)"},
		{grammar.French, 9, 12, 9, "(étiquettes : début jusqu'à la position 9, lu seul comme URL)"},
		{grammar.English, 11, 11, 9, "(labels: the whole input, which parses; error at offset 9)"},
		{grammar.French, 11, 11, 9, "(toute l'entrée est étiquetée ; l'erreur est à la position 9)"},
	} {
		got := parsedCaption(labeler{lang: tc.lang}, tc.end, tc.n, tc.offset)
		if got != tc.want && got != grammar.FrenchSpaces(tc.want) {
			t.Errorf("%s, %d of %d, error at %d: %q, want %q", tc.lang, tc.end, tc.n, tc.offset, got, tc.want)
		}
	}
}
