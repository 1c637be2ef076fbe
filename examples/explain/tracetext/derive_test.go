package tracetext

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/grammar"
)

// TestDerivationNote checks that the trace says how section 5 derives
// the URL, as the syntax tree shows it, in the summary and in full: by url over
// otherurl over genericurl for a scheme with no production of its own;
// by url over a production that section 5's url lists, with no
// genericurl over it; nothing for https's httpsurl, which url does not
// list; nothing for a text that is not a URL.
func TestDerivationNote(t *testing.T) {
	const other = `section 5 derives this URL as url = ... | otherurl, then otherurl = genericurl, as the syntax tree shows it: its scheme has no production of its own ("new schemes follow the general syntax", RFC 1738 section 5)`
	for _, tt := range []struct {
		in   string
		lang grammar.Lang
		want []string
	}{
		{"x-foo://h/x", grammar.English, []string{other}},
		{"urn:iso:std", grammar.English, []string{other}},
		{"ftp://h/f", grammar.English, []string{"section 5 derives the URL as url = ... | ftpurl | ..., with no genericurl over ftpurl, as the syntax tree shows it"}},
		{"news:comp.os.unix", grammar.French, []string{"la section 5 dérive l'URL par url = ... | newsurl | ..., sans genericurl au-dessus de newsurl, comme le montre l'arbre syntaxique"}},
		{"urn:x", grammar.French, []string{"la section 5 dérive cette URL par url = ... | otherurl, puis otherurl = genericurl, comme le montre l'arbre syntaxique : son mode n'a pas de production propre (« les nouveaux modes suivent la syntaxe générale », traduit de la RFC 1738, section 5)"}},
		{"https://h/", grammar.English, nil},
		{"x-foo://h:x/", grammar.English, nil},
		{"ftp://h/a b", grammar.English, nil},
	} {
		for _, full := range []bool{false, true} {
			var got []string
			for _, l := range all(build(t, tt.in, tt.lang, full).Lines) {
				if len(l.Cols) != 1 {
					continue
				}
				s := strings.ReplaceAll(l.Cols[0], "\u00a0", " ")
				if _, after, ok := strings.Cut(s, "section 5 derives"); ok {
					got = append(got, "section 5 derives"+after)
				} else if _, after, ok := strings.Cut(s, "la section 5 dérive"); ok {
					got = append(got, "la section 5 dérive"+after)
				}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("%s (full %v): the lines on the derivation (-want +got):\n%s", tt.in, full, diff)
			}
		}
	}
}
