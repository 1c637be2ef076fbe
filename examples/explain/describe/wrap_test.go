package describe

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestWrap checks that Wrap keeps every line within the width but for a
// word that cannot be broken, loses no word, hangs its following lines,
// and does not break French between a guillemet and its word or before
// a spaced colon, whether the space is a plain one or the no-break space
// of French typography (U+00A0), which is no space to Wrap.
func TestWrap(t *testing.T) {
	tests := []struct {
		s     string
		width int
	}{
		{`the schemepart follows the scheme's own production, httpurl (RFC 1738 section 3.3)`, 40},
		{`un « @ » ici terminerait une identification (un nom d'utilisateur, éventuellement suivi d'un mot de passe), que httpurl ne prévoit pas : voir « login »`, 30},
		{"un «\u00a0@\u00a0» ici terminerait un nom d'utilisateur (éventuellement suivi d'un mot de passe), ce que httpurl ne prévoit pas\u00a0: voir «\u00a0login\u00a0»", 30},
		{`found "http://www.iec.ch/a/very/long/path/that/cannot/be/broken/anywhere/at/all" here`, 30},
		{`lowalpha = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" | "i" | "j" | "k" | "l"`, 25},
	}
	for _, tc := range tests {
		lines := Wrap(tc.s, tc.width, "  ", "    ")
		if len(lines) < 2 {
			t.Errorf("%q at %d: not wrapped: %q", tc.s, tc.width, lines)
		}
		var words []string
		for i, l := range lines {
			if utf8.RuneCountInString(l) > tc.width && strings.Count(strings.TrimSpace(l), " ") > 0 &&
				!strings.Contains(l, "http://") {
				t.Errorf("%q at %d: line %q is longer than the width", tc.s, tc.width, l)
			}
			indent := "  "
			if i > 0 {
				indent = "    "
			}
			if !strings.HasPrefix(l, indent) || strings.HasPrefix(l, indent+" ") || strings.HasSuffix(l, " ") ||
				strings.HasPrefix(l, indent+"\u00a0") || strings.HasSuffix(l, "\u00a0") {
				t.Errorf("%q at %d: line %q is not indented by %q, or has spaces at its ends", tc.s, tc.width, l, indent)
			}
			body := strings.TrimSpace(l)
			if strings.HasSuffix(body, "«") || strings.HasPrefix(body, "»") || strings.HasPrefix(body, ":") ||
				strings.HasPrefix(body, "|") && i == 0 || strings.HasSuffix(body, "|") {
				t.Errorf("%q at %d: line %q breaks at a space that must not break", tc.s, tc.width, l)
			}
			words = append(words, strings.Fields(l)...)
		}
		if got, want := strings.Join(words, " "), strings.Join(strings.Fields(tc.s), " "); got != want {
			t.Errorf("%q at %d: the words are now %q", tc.s, tc.width, got)
		}
	}
	if got := Wrap("a b c", 0, "> ", "  "); len(got) != 1 || got[0] != "> a b c" {
		t.Errorf("width 0: %q", got)
	}
}
