package printer_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// TestTreeSaysProseName checks that the tree's line of gopher-path, a
// name of section 3.4.1's prose and no rule of section 5, says so, in
// both languages, and that the line of a rule of section 5 does not.
func TestTreeSaysProseName(t *testing.T) {
	u, err := parser.Parse("gopher://h/7a%09b")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		lang grammar.Lang
		want []string // the lines that say it, trimmed to what follows the text
	}{
		{grammar.English, []string{`"7a%09b"  RFC 1738 section 3.4.1's prose name, not a rule of section 5`}},
		{grammar.French, []string{"«\u00a07a%09b\u00a0»  nom que donne la prose de la RFC 1738, section 3.4.1, et non une règle de la section 5"}},
	} {
		var b strings.Builder
		if err := (&printer.DiagramConfig{Lang: tc.lang}).FprintTree(&b, u); err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, l := range strings.Split(b.String(), "\n") {
			if _, rest, ok := strings.Cut(l, "[11,17)  "); ok && strings.Contains(l, "prose") {
				got = append(got, rest)
			} else if strings.Contains(l, "prose") {
				got = append(got, l)
			}
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%v (-want +got):\n%s\n%s", tc.lang, diff, b.String())
		}
	}
}
