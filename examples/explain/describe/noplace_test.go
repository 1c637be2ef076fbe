package describe

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestNoPlaceNamesTheReading checks the long line on the parts a
// scheme's production has no place for: httpsurl, which RFC 2818 writes
// no rule for, is not called the scheme's own production, but named as
// the short line names it, by httpurl of RFC 1738, whose words the line
// quotes; a production RFC 1738 writes is the scheme's own.
func TestNoPlaceNamesTheReading(t *testing.T) {
	for _, tc := range []struct {
		url  string
		lang grammar.Lang
		want string
	}{
		{"https://www.example.com:443/", grammar.English,
			`no <user>/<password>: httpurl of RFC 1738 section 3.3, by which httpsurl is read, has no place for them: "No user name or password is allowed" (RFC 1738 section 3.3)`},
		{"https://www.example.com:443/", grammar.French,
			"sans <utilisateur>/<motdepasse> : la production httpurl de la RFC 1738, section 3.3, selon laquelle se lit httpsurl, ne prévoit pas ces parties : « aucun nom d'utilisateur ni mot de passe n'est admis » (traduit de la RFC 1738, section 3.3)"},
		{"http://www.example.com/", grammar.English,
			`no <user>/<password>: httpurl, the scheme's own production, has no place for them: "No user name or password is allowed" (RFC 1738 section 3.3)`},
		{"http://www.example.com/", grammar.French,
			"sans <utilisateur>/<motdepasse> : httpurl, la production propre au mode, ne prévoit pas ces parties : « aucun nom d'utilisateur ni mot de passe n'est admis » (traduit de la RFC 1738, section 3.3)"},
	} {
		u, err := parser.Parse(tc.url)
		if err != nil {
			t.Fatal(err)
		}
		v := speaker{Voice: voice.Voice{Lang: tc.lang}, memo: &memo{}}
		var got string
		for _, l := range absent(v, u, parts(u)) {
			if strings.HasPrefix(l, "no <user>") || strings.HasPrefix(l, "sans <utilisateur>") {
				got = l
			}
		}
		if diff := cmp.Diff(grammar.FrenchSpaces(tc.want), grammar.FrenchSpaces(got)); diff != "" {
			t.Errorf("%s, %v (-want +got):\n%s", tc.url, tc.lang, diff)
		}
	}
}
