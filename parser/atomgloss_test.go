package parser

import (
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
)

// TestAtomGlossed checks that the French text of an address that is no
// addr-spec says once what RFC 822's atom is, a term it keeps.
func TestAtomGlossed(t *testing.T) {
	const gloss = "un caractère d'atom (atom, le mot de la RFC 822 pour une suite de caractères sans espace, caractère de contrôle ni caractère spécial), "
	for _, in := range []string{"mailto:a%20b@c", "mailto:a@b%20c"} {
		_, list, err := ParseWarnings(in)
		if err != nil || len(list) == 0 {
			t.Fatalf("%s: %v %v", in, list, err)
		}
		got := strings.ReplaceAll(list[0].Text(grammar.French), "\u00a0", " ")
		if strings.Count(got, gloss) != 1 || strings.Contains(got, "de l'atom") {
			t.Errorf("%s: %q, want the gloss %q once", in, got, gloss)
		}
	}
}
