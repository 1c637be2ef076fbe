package describe

import (
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
)

// TestMailtoHeaders checks that a mailto address holding a "?" or a ","
// says that RFC 1738 reads it as the address, where RFC 2368 later reads
// headers or a list, in both languages; and that an address without one
// says nothing of it.
func TestMailtoHeaders(t *testing.T) {
	checkDetails(t, "2368", []detailCase{
		{"mailto:joe@example.org?subject=hi", map[grammar.Lang]string{
			grammar.English: `the "?" and what follows it, "subject=hi", are part of the address: RFC 1738 gives mailto URLs no headers; RFC 2368 later made what follows "?" headers, which RFC 1738 does not know`,
			grammar.French:  "le «\u00a0?\u00a0» et ce qui le suit, «\u00a0subject=hi\u00a0», font partie de l'adresse\u00a0: la RFC 1738 ne donne pas d'en-têtes aux URL mailto\u00a0; la RFC 2368 a plus tard fait de ce qui suit «\u00a0?\u00a0» des en-têtes, que la RFC 1738 ne connaît pas",
		}},
		{"mailto:a@x.org,b@y.org", map[grammar.Lang]string{
			grammar.English: `the "," does not separate two addresses here: RFC 1738's mailto URL holds one address (section 3.5); RFC 2368 later allowed a list of addresses separated by ",", which RFC 1738 does not know`,
			grammar.French:  "la «\u00a0,\u00a0» ne sépare pas ici deux adresses\u00a0: l'URL mailto de la RFC 1738 ne contient qu'une adresse (section 3.5)\u00a0; la RFC 2368 a plus tard admis une liste d'adresses séparées par «\u00a0,\u00a0», que la RFC 1738 ne connaît pas",
		}},
		{"mailto:joe@example.org", nil},
		{"mailto:joe%3Fx@example.org", nil}, // an escaped "?" is the address's, in any RFC
	})
}
