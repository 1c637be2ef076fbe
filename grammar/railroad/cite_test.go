package railroad

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/grammar"
)

// TestCite checks the line under a rule's name: an RFC's section for a
// rule of the RFC, and for gopher-path, a name of section 3.4.1's prose,
// that it is no rule of section 5, in both languages.
func TestCite(t *testing.T) {
	for _, tc := range []struct {
		lang grammar.Lang
		rule string
		want string
	}{
		{grammar.English, "gopher-path", "RFC 1738 section 3.4.1's prose name, not a rule of section 5"},
		{grammar.French, "gopher-path", "Nom que donne la prose de la RFC 1738, section 3.4.1, et non une règle de la section 5"},
		{grammar.English, "gopherurl", "RFC 1738, section 3.4"},
		{grammar.French, "gtype", "RFC 1738, section 3.4"},
	} {
		rule := ids(t, decode(t, generate(t, tc.lang)))[tc.rule]
		if rule == nil {
			t.Fatalf("%s: no rule %s", tc.lang, tc.rule)
		}
		cites := rule.find("p", "cite")
		if len(cites) != 1 {
			t.Fatalf("%s %s: %d citations", tc.lang, tc.rule, len(cites))
		}
		if diff := cmp.Diff(tc.want, cites[0].text.String()); diff != "" {
			t.Errorf("%s %s (-want +got):\n%s", tc.lang, tc.rule, diff)
		}
	}
}
