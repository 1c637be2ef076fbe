package parser

import (
	"testing"
	"unicode/utf8"
)

// TestLookalikeTables checks that the two letter tables pair one to one.
func TestLookalikeTables(t *testing.T) {
	if n, m := utf8.RuneCountInString(lookalikeLetters), len(latinLetters); n != m {
		t.Fatalf("%d look-alike letters, %d Latin ones", n, m)
	}
	for _, tc := range []struct {
		r    rune
		want byte
	}{{'а', 'a'}, {'Х', 'X'}, {'ο', 'o'}, {'Χ', 'X'}} {
		if got, ok := lookalike(tc.r); !ok || got != tc.want {
			t.Errorf("lookalike(%q) = %q, %v; want %q", tc.r, got, ok, tc.want)
		}
	}
	if _, ok := lookalike('й'); ok {
		t.Error(`lookalike('й'): a letter drawn as no Latin one`)
	}
}
