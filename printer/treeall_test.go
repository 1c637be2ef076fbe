package printer_test

import (
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// TestTreeNewsAll checks that the tree of news:*, whose "*" no node
// holds, says on newsurl's line what the "*" is, in both languages, and
// that no other news URL's tree says it.
func TestTreeNewsAll(t *testing.T) {
	for _, tc := range []struct {
		url  string
		lang grammar.Lang
		want string // on newsurl's line; "" for none
	}{
		{"news:*", grammar.English, `"news:*"  the "*" is the grouppart, "all available news groups" (RFC 1738 section 3.6)`},
		{"news:*", grammar.French, grammar.FrenchSpaces("« news:* »  le « * » est la partie groupe, « tous les groupes de discussion disponibles » (traduit de la RFC 1738, section 3.6)")},
		{"news:comp.os.unix", grammar.English, ""},
		{"news:a*b@h", grammar.English, ""},
	} {
		u, err := parser.Parse(tc.url)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		if err := (&printer.DiagramConfig{Lang: tc.lang}).FprintTree(&b, u); err != nil {
			t.Fatal(err)
		}
		var line string
		for _, l := range strings.Split(b.String(), "\n") {
			if strings.Contains(l, "newsurl") && !strings.Contains(l, "scheme") {
				line = l
			}
		}
		said := strings.Contains(line, "grouppart") || strings.Contains(line, "partie groupe")
		if tc.want == "" && said || tc.want != "" && !strings.HasSuffix(line, tc.want) {
			t.Errorf("%s (%s): newsurl's line %q, want it to end %q", tc.url, tc.lang, line, tc.want)
		}
	}
}
