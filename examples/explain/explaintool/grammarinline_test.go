package explaintool

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestGrammarInlineNamesOwnRules checks that where -grammar says that
// this grammar reads a rule of RFC 1808 inline, it names, as where it
// reads it, only rules it has: none of the rules it has no rule of its
// own for (RFC 1808's fsegment, segment, param, pchar, generic-RL),
// which the same output says it has none for; and that pchar's line
// says where RFC 1808 names it apart, in both languages.
func TestGrammarInlineNamesOwnRules(t *testing.T) {
	inline := []string{"generic-RL", "fsegment", "segment", "param", "pchar"}
	for _, tc := range []struct {
		lang, prefix, pchar string
	}{
		{"en", ": it reads it inline, in ",
			"    this grammar has no rule of its own for RFC 1808's pchar: it reads it inline, in path, params and net_loc; RFC 1808 writes it in fsegment, segment, param and net_loc"},
		{"fr", " : elle le lit sur place, dans ",
			"    cette grammaire ne donne pas de règle propre au pchar de la RFC 1808 : elle le lit sur place, dans path, params et net_loc ; la RFC 1808 l'écrit dans fsegment, segment, param et net_loc"},
	} {
		out, _ := grammarOut(t, exitValid, "-lang", tc.lang, "-grammar")
		out = strings.ReplaceAll(out, "\u00a0", " ")
		lines := strings.Split(out, "\n")
		n := 0
		for _, line := range lines {
			_, in, ok := strings.Cut(line, tc.prefix)
			if !ok {
				continue
			}
			n++
			in, _, _ = strings.Cut(in, ";")
			for _, name := range strings.FieldsFunc(in, func(r rune) bool { return r == ',' || r == ' ' }) {
				if slices.Contains(inline, name) {
					t.Errorf("-lang %s: %q names %s, which this grammar has no rule of", tc.lang, line, name)
				}
			}
		}
		if n != len(inline) {
			t.Errorf("-lang %s: %d lines say where a rule is read inline, want %d", tc.lang, n, len(inline))
		}
		for _, name := range []string{"pchar", "rel_path", "net_loc"} {
			out, _ := grammarOut(t, exitValid, "-lang", tc.lang, "-grammar", name)
			out = strings.ReplaceAll(out, "\u00a0", " ")
			var got string
			for _, line := range strings.Split(out, "\n") {
				if strings.Contains(line, "pchar") && strings.Contains(line, tc.prefix) {
					got = line
				}
			}
			if diff := cmp.Diff(tc.pchar, got); diff != "" {
				t.Errorf("-lang %s -grammar %s: pchar's line (-want +got):\n%s", tc.lang, name, diff)
			}
		}
	}
}
