package tracetext

import (
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
)

// TestRawByteNotEscape checks that a byte of the input that is not
// printable is quoted as ⟨%XX⟩, so that the lookahead that looks for the
// escape "%09" does not say it looked at "%09" when it looked at a tab;
// the escape written as three characters stays "%09".
func TestRawByteNotEscape(t *testing.T) {
	for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
		for _, tc := range []struct{ in, want, not string }{
			{"gopher://h/1sel\tsearch", grammar.QuotedDecoded("\t", lang) + ", [15,16)", grammar.Quoted("%09", lang) + ", [15,16)"},
			{"gopher://h/1sel%09search", grammar.Quoted("%09", lang), "⟨"},
		} {
			var looked []string
			for _, l := range all(build(t, tc.in, lang, true).Lines) {
				for _, c := range l.Cols {
					if strings.Contains(c, "[15,") && (strings.Contains(c, "lookahead: ") || strings.Contains(c, "lecture anticipée")) {
						looked = append(looked, c)
					}
				}
			}
			if len(looked) == 0 {
				t.Fatalf("%q, %s: no lookahead at 15", tc.in, lang)
			}
			for _, c := range looked {
				if !strings.Contains(c, tc.want) || strings.Contains(c, tc.not) {
					t.Errorf("%q, %s: %s\nwant %s, not %s", tc.in, lang, c, tc.want, tc.not)
				}
			}
		}
	}
}
