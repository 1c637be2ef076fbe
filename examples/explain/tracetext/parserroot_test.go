package tracetext

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/grammar"
)

// TestParserRoot checks that the attempt at a text that is not a URL
// says, where its lines show genericurl over the scheme's own
// production (matched, or failed), that genericurl is the parser's and
// that section 5 has none over that production; and that the sentence
// on what the attempt matched says whose genericurl it is, in the
// summary and in full, in both languages. A valid URL's trace keeps its
// own note; a scheme with no production, and https's httpsurl, which
// section 5 does not list and would read as an otherurl, genericurl,
// get neither.
func TestParserRoot(t *testing.T) {
	const (
		http   = "this trace shows genericurl over httpurl, the parser's way to pick httpurl by the scheme's name: section 5 has no genericurl over httpurl, which it puts right under url (url = ... | httpurl | ...)"
		httpFr = "cette trace montre genericurl au-dessus de httpurl, la façon dont l'analyseur choisit httpurl d'après le nom du mode : la section 5 n'a pas de genericurl au-dessus de httpurl, qu'elle place directement sous url (url = ... | httpurl | ...)"
		news   = "this trace shows genericurl over newsurl, the parser's way to pick newsurl by the scheme's name: section 5 has no genericurl over newsurl, which it puts right under url (url = ... | newsurl | ...)"
	)
	type result struct {
		Notes []string // the clauses, from "this trace shows" on
		End   string   // the sentence on what the attempt matched
	}
	for _, tt := range []struct {
		in   string
		lang grammar.Lang
		want result
	}{
		{"http://www.iec.ch:/", grammar.English, result{[]string{http},
			"genericurl, the parser's way to pick httpurl by the scheme's name (section 5 has no genericurl over httpurl), matches [0,17), and the input goes on"}},
		{"http://www.iec.ch:/", grammar.French, result{[]string{httpFr},
			"la production URL générique (genericurl), par laquelle l'analyseur choisit httpurl d'après le nom du mode (la section 5 n'a pas de genericurl au-dessus de httpurl), reconnaît [0,17), mais l'entrée continue au-delà"}},
		{"news://host/x", grammar.English, result{[]string{news}, ""}},
		{"https://h:x/", grammar.English, result{nil, "genericurl matches [0,9), and the input goes on"}},
		{"x-foo://h:x/", grammar.English, result{nil, "genericurl matches [0,9), and the input goes on"}},
		{"http://www.iec.ch/", grammar.English, result{nil, ""}},
	} {
		for _, full := range []bool{false, true} {
			text := build(t, tt.in, tt.lang, full)
			var got result
			for _, l := range all(text.Lines) {
				if len(l.Cols) != 1 {
					continue
				}
				s := strings.ReplaceAll(l.Cols[0], "\u00a0", " ")
				for _, start := range []string{"this trace shows", "cette trace montre"} {
					if i := strings.Index(s, start); i >= 0 {
						got.Notes = append(got.Notes, s[i:])
					}
				}
			}
			for _, e := range text.End {
				if strings.Contains(e, "[0,") {
					got.End = strings.ReplaceAll(e, "\u00a0", " ")
				}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("%s %v (full %v): (-want +got):\n%s", tt.in, tt.lang, full, diff)
			}
		}
	}
}
