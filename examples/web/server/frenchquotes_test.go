package server

import (
	"strings"
	"testing"
)

// TestFrenchQuotations checks that the page's French gives each RFC
// sentence it quotes in English as one translation in « », the one
// explain gives where explain has one, marked "citation traduite"; and
// that no other wording of the same sentence, unmarked or unquoted, is
// left on the page.
func TestFrenchQuotations(t *testing.T) {
	src, err := static.ReadFile("static/app.js")
	if err != nil {
		t.Fatal(err)
	}
	page := string(src)
	for _, tc := range []struct {
		sentence string // RFC 1738's, as the English quotes it
		want     string
		not      []string
	}{
		{"All unsafe characters must always be encoded within a URL",
			"(section 2.2, citation traduite : « tous les caractères non sûrs doivent toujours être encodés dans une URL »), si bien qu'elle s'écrit « %20 ».",
			[]string{"citation traduite : tout caractère", "s'écrit %20"}},
		{"programs interpreting URLs should treat upper case letters as equivalent to lower case in scheme names",
			"(RFC 1738, section 2.1, citation traduite : « les programmes qui interprètent des URL devraient traiter les majuscules comme équivalentes aux minuscules dans les noms de mode »)",
			[]string{"citation traduite : les programmes", "dit que les programmes devraient"}},
		{`If neither <path> nor <searchpart> is present, the "/" may also be omitted.`,
			"(citation traduite : « Si ni le <path> ni le <searchpart> ne sont présents, le “/” peut aussi être omis »)",
			[]string{"n'est présent", "le « / » peut"}},
		{"may change the semantics of a URL",
			"« peut changer la sémantique d'une URL » (section 2.2, citation traduite)",
			[]string{"changer le sens"}},
	} {
		if !strings.Contains(page, tc.want) {
			t.Errorf("the French of %q is not %q", tc.sentence, tc.want)
		}
		for _, n := range tc.not {
			if strings.Contains(page, n) {
				t.Errorf("the French of %q has %q, another wording", tc.sentence, n)
			}
		}
	}
}
