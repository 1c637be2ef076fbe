package grammar_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/grammar"
)

// TestClasses checks the lexer's table against the lists of section 5.
func TestClasses(t *testing.T) {
	lists := map[grammar.CharClass]string{
		grammar.Safe:        "$-_.+",
		grammar.Extra:       "!*'(),",
		grammar.Reserved:    ";/?:@&=",
		grammar.National:    "{}|\\^~[]`",
		grammar.Punctuation: "<>#%\"",
	}
	for typ, chars := range lists {
		for i := 0; i < len(chars); i++ {
			if got := grammar.Class(chars[i]); got != typ {
				t.Errorf("Class(%q) = %d, want %d", chars[i], got, typ)
			}
		}
	}
	count := map[grammar.CharClass]int{}
	for b := 0; b < 256; b++ {
		count[grammar.Class(byte(b))]++
	}
	want := map[grammar.CharClass]int{
		grammar.Alpha: 52, grammar.Digit: 10, grammar.Safe: 5, grammar.Extra: 6, grammar.Reserved: 7,
		grammar.National: 9, grammar.Punctuation: 5, grammar.Space: 1, grammar.Control: 33, grammar.NonASCII: 128,
	}
	if diff := cmp.Diff(want, count); diff != "" {
		t.Errorf("class sizes (-want +got):\n%s", diff)
	}
}
