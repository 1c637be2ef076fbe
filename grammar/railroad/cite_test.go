package railroad

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/grammar"
)

// TestCite checks the line under a rule's name: for a rule of RFC 1738,
// section 5, which writes it, then the section of its meaning; for
// RFC 1808's, its section; and for gopher-path, a name of section
// 3.4.1's prose, that it is no rule of section 5, in both languages.
func TestCite(t *testing.T) {
	for _, tc := range []struct {
		lang grammar.Lang
		rule string
		want string
	}{
		{grammar.English, "gopher-path", "RFC 1738 section 3.4.1's prose name, not a rule of section 5"},
		{grammar.French, "gopher-path", "Nom que donne la prose de la RFC 1738, section 3.4.1, et non une règle de la section 5"},
		{grammar.English, "gopherurl", "RFC 1738, section 5, explained in section 3.4"},
		{grammar.French, "gtype", "RFC 1738, section 5, règle expliquée à la section 3.4"},
		{grammar.English, "digits", "RFC 1738, section 5"},
		{grammar.French, "digits", "RFC 1738, section 5"},
		{grammar.English, "net_loc", "RFC 1808, section 2.2"},
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
