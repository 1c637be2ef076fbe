package describe

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestDefaultResourceIsTheNotes checks that "a default resource is
// accessed" is given as the note's words, not RFC 1738's, which says
// only that the "/" may be left out (section 3.3, of http and so of
// https), in the long line and the short one, in both languages.
func TestDefaultResourceIsTheNotes(t *testing.T) {
	for _, tc := range []struct {
		url         string
		lang        grammar.Lang
		long, short string
	}{
		{"http://www.iec.ch", grammar.English,
			`no <url-path> (nor the "/" before it): NOTE 1 on the general form of a URL, whose labels this table uses, says that then "a default resource is accessed"; for http, RFC 1738 says only: "If neither <path> nor <searchpart> is present, the "/" may also be omitted" (RFC 1738 section 3.3)`,
			"no <user>/<password> (httpurl has no place for them), <port> (80 by default) or <url-path> (by NOTE 1, a default resource)"},
		{"https://www.iec.ch", grammar.English,
			`no <url-path> (nor the "/" before it): NOTE 1 on the general form of a URL, whose labels this table uses, says that then "a default resource is accessed"; for http, RFC 1738 says only: "If neither <path> nor <searchpart> is present, the "/" may also be omitted" (RFC 1738 section 3.3)`,
			"no <user>/<password> (httpurl of RFC 1738 section 3.3, by which httpsurl is read, has no place for them), <port> (443 by default) or <url-path> (by NOTE 1, a default resource)"},
		{"ftp://h", grammar.English,
			`no <url-path> (nor the "/" before it): NOTE 1 on the general form of a URL, whose labels this table uses, says that then "a default resource is accessed"`, ""},
		{"http://www.iec.ch", grammar.French,
			"sans <chemin URL> (ni le « / » qui le précède) : la NOTE 1 sur la forme générale d'une adresse URL, dont ce tableau reprend les étiquettes, dit qu'alors « on obtient une ressource implicite » ; pour http, la RFC 1738 dit seulement : « Si ni le <path> ni le <searchpart> ne sont présents, le “/” peut aussi être omis » (traduit de la RFC 1738, section 3.3)",
			"sans <utilisateur>/<motdepasse> (httpurl ne les prévoit pas), <port> (implicite : 80) ni <chemin URL> (selon la NOTE 1, une ressource implicite)"},
	} {
		u, err := parser.Parse(tc.url)
		if err != nil {
			t.Fatal(err)
		}
		v := speaker{Voice: voice.Voice{Lang: tc.lang}, memo: &memo{}}
		ps := parts(u)
		var got string
		for _, l := range absent(v, u, ps) {
			if strings.HasPrefix(l, "no <url-path>") || strings.HasPrefix(l, "sans <chemin URL>") {
				got = l
			}
		}
		if diff := cmp.Diff(grammar.FrenchSpaces(tc.long), grammar.FrenchSpaces(got)); diff != "" {
			t.Errorf("%s, %v: the line of the url-path (-want +got):\n%s", tc.url, tc.lang, diff)
		}
		if tc.short == "" {
			continue
		}
		if diff := cmp.Diff(grammar.FrenchSpaces(tc.short), grammar.FrenchSpaces(brief(v, u, ps))); diff != "" {
			t.Errorf("%s, %v: the short line (-want +got):\n%s", tc.url, tc.lang, diff)
		}
	}
}
