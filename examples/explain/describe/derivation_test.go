package describe

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestSchemePartDerivation checks that the line on the production that
// reads a URL's scheme part says how section 5 derives the URL, as the
// tree shows it, in both languages: by url over a production url lists
// (ftpurl, waisurl), by url and otherurl = genericurl for a scheme with
// none; and nothing of the kind for https's httpsurl, which url does not
// list.
func TestSchemePartDerivation(t *testing.T) {
	for _, tc := range []struct {
		url  string
		lang grammar.Lang
		want string
	}{
		{"ftp://h/f", grammar.English,
			"the schemepart follows the scheme's own production, ftpurl (RFC 1738 section 3.2); section 5 derives the URL as url = ... | ftpurl | ..."},
		{"wais://h/d/t/p", grammar.English,
			"the schemepart follows the scheme's own production, waisurl, here in its waisdoc form (RFC 1738 section 3.9); section 5 derives the URL as url = ... | waisurl | ..."},
		{"news:x", grammar.French,
			"la partie qui suit le mode (schemepart) se lit selon la production propre au mode, newsurl (RFC 1738, section 3.6) ; la section 5 dérive l'URL par url = ... | newsurl | ..."},
		{"x-foo://h/f", grammar.English,
			`RFC 1738 gives "x-foo" no production of its own: the schemepart follows the common Internet syntax, ip-schemepart (RFC 1738 section 3.1); section 5 derives the URL as url = ... | otherurl, then otherurl = genericurl`},
		{"x-foo://h/f", grammar.French,
			"la RFC 1738 ne donne pas de production propre au mode x-foo : la partie qui suit le mode (schemepart) se lit selon la syntaxe Internet commune, ip-schemepart (RFC 1738, section 3.1) ; la section 5 dérive l'URL par url = ... | otherurl, puis otherurl = genericurl"},
		{"https://h/", grammar.English,
			`the schemepart follows httpsurl (this grammar's reading of RFC 2818 section 2.4, where https URLs are http URLs with "https" in place of "http"), as httpurl (RFC 1738 section 3.3); port 443 by default (RFC 2818 section 2.3)`},
	} {
		u, err := parser.Parse(tc.url)
		if err != nil {
			t.Fatal(err)
		}
		v := speaker{Voice: voice.Voice{Lang: tc.lang}, cited: &citations{}, memo: &memo{}} // as -v: rules listed apart
		lines, _ := schemePartLine(v, u)
		if len(lines) != 1 {
			t.Fatalf("%s: %q", tc.url, lines)
		}
		if diff := cmp.Diff(grammar.FrenchSpaces(tc.want), grammar.FrenchSpaces(lines[0])); diff != "" {
			t.Errorf("%s, %v (-want +got):\n%s", tc.url, tc.lang, diff)
		}
	}
}
