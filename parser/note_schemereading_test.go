package parser_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/parser"
)

// TestSchemeProductionBothSides checks that note-scheme-production is
// given exactly where section 5 alone would accept the whole text: on
// every case of errorNoteCases and twoMistakeCases, an error of a known
// scheme gets the note if and only if the same text under a scheme name
// the library does not know, which it reads as section 5's otherurl,
// parses, its scheme name is in lower case as section 5 writes it, and
// its scheme part does not start with the "//" of section 3.1.
func TestSchemeProductionBothSides(t *testing.T) {
	given, refused := 0, 0
	for _, tc := range slices.Concat(errorNoteCases, twoMistakeCases) {
		_, err := parser.Parse(tc.in)
		var e *parser.Error
		if !errors.As(err, &e) || e.Scheme.Name == "" {
			continue
		}
		name, part, _ := strings.Cut(tc.in, ":")
		other := parser.Check("x-unknown:"+part) == nil
		want := other && name == strings.ToLower(name) && !strings.HasPrefix(part, "//")
		got := hasCode(e.Notes, parser.NoteSchemeProduction)
		if got != want {
			t.Errorf("Parse(%q): note-scheme-production given %v, want %v (as an otherurl, the text parses: %v): %v", tc.in, got, want, other, err)
		}
		if want {
			given++
		} else {
			refused++
		}
	}
	if given == 0 || refused == 0 {
		t.Errorf("%d cases give the note and %d do not: want both sides", given, refused)
	}
}
