package describe

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestMailtoHeaders checks that a mailto address holding a "?" or a ","
// says that RFC 1738 reads it as the address, where RFC 2368 later reads
// headers or a list, in both languages; and that an address without one
// says nothing of it.
func TestMailtoHeaders(t *testing.T) {
	for _, tc := range []struct {
		url  string
		want map[grammar.Lang]string
	}{
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
	} {
		u, err := parser.Parse(tc.url)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range []grammar.Lang{grammar.English, grammar.French} {
			var got []string
			for _, r := range URL(u, l).Rows {
				for _, d := range r.Details {
					if strings.Contains(d, "2368") {
						got = append(got, d)
					}
				}
			}
			var want []string
			if w, ok := tc.want[l]; ok {
				want = []string{w}
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("%s %v (-want +got):\n%s", tc.url, l, diff)
			}
		}
	}
}
