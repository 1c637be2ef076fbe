package tracetext

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/grammar"
)

// TestPieceNamedInFull checks that the full trace names an article's
// text before the "@" as the summary does, the <unique> piece of
// article, not "article" inside "article", in both languages.
func TestPieceNamedInFull(t *testing.T) {
	for _, tc := range []struct {
		lang grammar.Lang
		want []string
	}{
		{grammar.English, []string{"newsurl", "article", "unique (part of article)"}},
		{grammar.French, []string{"URL news (newsurl)", "article", "identificateur (partie d'article)"}},
	} {
		for _, full := range []bool{false, true} {
			var got []string
			for _, l := range all(build(t, "news:XYZ123@news.iso.org", tc.lang, full).Lines) {
				if len(l.Cols) > 1 && l.Cols[1] == "[5,24)" && l.Kind == "production" || len(l.Cols) > 1 && l.Cols[1] == "[5,11)" {
					got = append(got, l.Cols[0])
				}
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("%v, full %v: the article's lines (-want +got):\n%s", tc.lang, full, diff)
			}
		}
	}
}

// TestEndNamesAsLines checks that the line that says where the
// interpreter got furthest names the production as the trace's lines
// do, its label first and its rule's name after it, in French too.
func TestEndNamesAsLines(t *testing.T) {
	for _, tc := range []struct {
		lang grammar.Lang
		want string
	}{
		{grammar.English, "the interpreter got furthest at 8, in toplabel:"},
		{grammar.French, "l'interpréteur est allé le plus loin à la position 8, dans la production étiquette de premier niveau (toplabel)\u00a0:"},
	} {
		end := build(t, "http://a_b/", tc.lang, false).End
		if len(end) == 0 || !strings.HasPrefix(end[len(end)-1], tc.want) {
			t.Errorf("%v: the last line %q, want it to start with %q", tc.lang, end, tc.want)
		}
	}
}

// TestLookaheadNamesItsRule checks that a lookahead's line names the
// rule it stands in, whose condition it is: gopher's "%09" is read only
// when "/" or "?" follows in a selector, not anywhere, in both traces
// and both languages.
func TestLookaheadNamesItsRule(t *testing.T) {
	for _, tc := range []struct {
		lang grammar.Lang
		want string
	}{
		{grammar.English, `lookahead: in selector, this grammar reads "%09" only when`},
		{grammar.French, "lecture anticipée\u00a0: dans selector, cette grammaire ne lit \"%09\" que si"},
	} {
		for _, full := range []bool{false, true} {
			found := false
			for _, l := range all(build(t, "gopher://h/7a%09b", tc.lang, full).Lines) {
				if len(l.Cols) > 0 && strings.Contains(l.Cols[0], tc.want) {
					found = true
				}
			}
			if !found {
				t.Errorf("%v, full %v: no line holds %q", tc.lang, full, tc.want)
			}
		}
	}
}
