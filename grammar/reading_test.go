package grammar_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// TestRuleWhere checks where a citation that quotes a rule places it, in
// both languages: RFC 1738's section 5, with the section that explains
// the rule; section 5 alone for a rule it explains too; and nothing for
// a rule that section 5 does not write, which its caller cites as
// Where or Reading does.
func TestRuleWhere(t *testing.T) {
	for _, tc := range []struct {
		p      ast.Production
		en, fr string
	}{
		{ast.HTTPURLP, "RFC 1738 section 5, explained in section 3.3", "RFC 1738, section 5, règle expliquée à la section 3.3"},
		{grammar.PortP, "RFC 1738 section 5, explained in section 3.1", "RFC 1738, section 5, règle expliquée à la section 3.1"},
		{grammar.DigitsP, "RFC 1738 section 5", "RFC 1738, section 5"},
		{ast.GopherPathP, "", ""},
		{ast.HTTPSURLP, "", ""},
		{ast.ReferenceP, "", ""},
	} {
		for _, c := range []struct {
			lang grammar.Lang
			want string
		}{{grammar.English, tc.en}, {grammar.French, tc.fr}} {
			if diff := cmp.Diff(c.want, grammar.RuleWhere(tc.p, c.lang)); diff != "" {
				t.Errorf("%s, %s (-want +got):\n%s", tc.p.Name, c.lang, diff)
			}
		}
	}
}
