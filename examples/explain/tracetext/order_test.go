package tracetext

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/grammar"
)

// TestOrderNote checks that a choice whose alternatives the parser tries
// in another order than section 5 says so, once, under the choice, in
// the summary and in full: news's article first (section 5: grouppart
// = "*" | group | article), ip-schemepart first (schemepart = *xchar |
// ip-schemepart); a choice in section 5's order says nothing.
func TestOrderNote(t *testing.T) {
	const news = `the parser tries these alternatives in another order than section 5's rule, grouppart = "*" | group | article: grouppart written in place, article first: an article is the only one with "@" (which the parser looks ahead for), "*" and group then decide by their first character`
	const scheme = `the parser tries these alternatives in another order than section 5's rule, schemepart = *xchar | ip-schemepart: ip-schemepart is tried first: a scheme part that starts with "//" is an ip-schemepart, never *xchar ("//" commits to the common Internet syntax)`
	for _, tt := range []struct {
		in   string
		lang grammar.Lang
		want []string
	}{
		{"news:comp.os.unix", grammar.English, []string{news}},
		{"news:XYZ123@news.iso.org", grammar.English, []string{news}},
		{"news:a\"b", grammar.English, []string{news}},
		{"x-foo://h/x", grammar.English, []string{scheme}},
		{"x-foo:y", grammar.English, []string{scheme}},
		{"http://www.iec.ch/", grammar.English, nil},
		{"news:*", grammar.French, []string{grammar.FrenchSpaces(`l'analyseur essaie ces alternatives dans un autre ordre que la règle de la section 5, grouppart = "*" | group | article : grouppart intégrée à newsurl, article en premier : seul un article contient « @ » (ce que l'analyseur vérifie par lecture anticipée) ; « * » et group se distinguent ensuite par leur premier caractère`)}},
	} {
		for _, full := range []bool{false, true} {
			var got []string
			for _, l := range all(build(t, tt.in, tt.lang, full).Lines) {
				if len(l.Cols) == 1 && (strings.Contains(l.Cols[0], "another order") || strings.Contains(l.Cols[0], "autre ordre")) {
					got = append(got, l.Cols[0])
				}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("%s (full %v): the lines on the order (-want +got):\n%s", tt.in, full, diff)
			}
		}
	}
}
