package oracle_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/automaton"
	"github.com/urlsyntax/rfc1738/grammar/interp"
	"github.com/urlsyntax/rfc1738/grammar/oracle"
)

// Small grammars, one construct each. Their languages are written
// beside them.

// A choice matches if any alternative does, not only the first that
// matches as in PEG: "abc" too. {ac, abc}
type tChoice struct {
	Text ast.Text `parser:"@( ( 'a' | 'a' 'b' ) 'c' )"`
}

// Repetitions give back what the rest needs. a+ b+ digit?
type tRepeat struct {
	Text ast.Text `parser:"@( 'a'* 'a' 'b'+ Digit? )"`
}

// An escape is three bytes. alpha "%" hex hex
type tEscape struct {
	Text ast.Text `parser:"@( Alpha Escape )"`
}

// Punctuation matches "%" only where it starts no escape.
// alpha punctuation alpha, where the alpha after "%" cannot be followed
// by a hex digit if it is one.
type tPercent struct {
	Text ast.Text `parser:"@( Alpha Punctuation Alpha )"`
}

// A literal escape is its three bytes. {x%09} ∪ x escape y
type tLiteralEscape struct {
	Text ast.Text `parser:"@( 'x' ( '%09' | Escape 'y' ) )"`
}

// EOF matches the end of the input; nothing can follow it. alpha+
type tEOF struct {
	Text ast.Text `parser:"@( Alpha+ EOF Digit? )"`
}

// A positive lookahead. alpha+ digit ∪ alpha+ "!"
type tLookahead struct {
	Text ast.Text `parser:"@( (?= Alpha* Digit) Alpha+ Digit | Alpha+ '!' )"`
}

// A negative lookahead that reads one byte past a one-byte prefix:
// two letters, the first not "a".
type tNegative struct {
	Text ast.Text `parser:"@( (?! 'a' Alpha) Alpha Alpha )"`
}

// A negative lookahead that reads to the end of the input: letters.
type tNotFollowed struct {
	Text ast.Text `parser:"@( (?! Alpha* '.') Alpha+ )"`
}

// A lookahead that needs more bytes than the completion search adds:
// "a" and eight letters or more.
type tLong struct {
	Text ast.Text `parser:"@( 'a' (?= Alpha Alpha Alpha Alpha Alpha Alpha Alpha Alpha) Alpha* )"`
}

// want is what the oracle should answer about an input.
type want struct {
	Member   bool
	Offset   int
	Expected string // format of the expected set
	End      bool
}

// oracleOf builds the oracle of the grammar of root, a struct value.
func oracleOf(t *testing.T, root any) *oracle.Oracle {
	t.Helper()
	g, err := interp.Read(reflect.TypeOf(root), grammar.Symbols())
	if err != nil {
		t.Fatal(err)
	}
	o, err := oracle.New(g)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// answer returns the oracle's answers about s.
func answer(t *testing.T, o decider, s string) want {
	t.Helper()
	r, err := o.FirstImpossible(s)
	if err != nil {
		t.Fatalf("FirstImpossible(%q): %v", s, err)
	}
	return want{Member: o.Member(s), Offset: r.Offset, Expected: format(r.Expected), End: r.End}
}

func TestSmallGrammars(t *testing.T) {
	alpha, digit := set(grammar.Alpha), set(grammar.Digit)
	none := format(automaton.ByteSet{})
	tests := []struct {
		name string
		root any
		in   string
		want want
	}{
		{"choice", tChoice{}, "ac", want{true, 2, none, true}},
		{"choice", tChoice{}, "abc", want{true, 3, none, true}},
		// After "a", "b" (the second alternative) or "c" (the first).
		{"choice", tChoice{}, "ad", want{false, 1, "[bc]", false}},
		{"choice", tChoice{}, "", want{false, 0, "[a]", false}},

		{"repeat", tRepeat{}, "ab", want{true, 2, format(set("b", digit)), true}},
		{"repeat", tRepeat{}, "aaabb7", want{true, 6, none, true}},
		{"repeat", tRepeat{}, "a", want{false, 1, "[ab]", false}},
		// The digit ends the string.
		{"repeat", tRepeat{}, "ab1b", want{false, 3, none, true}},
		{"repeat", tRepeat{}, "b", want{false, 0, "[a]", false}},

		{"escape", tEscape{}, "a%41", want{true, 4, none, true}},
		{"escape", tEscape{}, "a%", want{false, 2, format(set("hex")), false}},
		{"escape", tEscape{}, "a%4", want{false, 3, format(set("hex")), false}},
		{"escape", tEscape{}, "a%4g", want{false, 3, format(set("hex")), false}},
		{"escape", tEscape{}, "%41", want{false, 0, format(alpha), false}},

		// "%" before a non-hex byte, or before one hex digit and the end,
		// starts no escape.
		{"percent", tPercent{}, "a%g", want{true, 3, none, true}},
		{"percent", tPercent{}, "a%b", want{true, 3, none, true}},
		{"percent", tPercent{}, "a<b", want{true, 3, none, true}},
		// "a%bc" would make "%bc" an escape; "a%b" is complete anyway.
		{"percent", tPercent{}, "a%bc", want{false, 3, none, true}},
		// "a%1": a hex digit after "1" makes an escape, anything else
		// leaves "1", not a letter, after the "%".
		{"percent", tPercent{}, "a%1", want{false, 2, format(alpha), false}},
		{"percent", tPercent{}, "a#", want{false, 2, format(alpha), false}},

		{"literal escape", tLiteralEscape{}, "x%09", want{true, 4, "[y]", true}},
		{"literal escape", tLiteralEscape{}, "x%09y", want{true, 5, none, true}},
		{"literal escape", tLiteralEscape{}, "x%0A", want{false, 4, "[y]", false}},
		{"literal escape", tLiteralEscape{}, "x%09z", want{false, 4, "[y]", true}},

		{"eof", tEOF{}, "ab", want{true, 2, format(alpha), true}},
		// A digit could only come after EOF.
		{"eof", tEOF{}, "ab1", want{false, 2, format(alpha), true}},

		{"lookahead", tLookahead{}, "ab1", want{true, 3, none, true}},
		{"lookahead", tLookahead{}, "ab!", want{true, 3, none, true}},
		{"lookahead", tLookahead{}, "ab", want{false, 2, format(set(alpha, digit, "!")), false}},
		{"lookahead", tLookahead{}, "ab1!", want{false, 3, none, true}},

		// "a" has a reading that gets to its end (the lookahead looks
		// past it), but every next byte is ruled out: the completion
		// search proves "a" impossible.
		{"negative", tNegative{}, "ab", want{false, 0, format(alpha.Minus(set("a"))), false}},
		{"negative", tNegative{}, "ba", want{true, 2, none, true}},

		{"not followed", tNotFollowed{}, "ab", want{true, 2, format(alpha), true}},
		{"not followed", tNotFollowed{}, "ab.", want{false, 2, format(alpha), true}},
		{"not followed", tNotFollowed{}, ".", want{false, 0, format(alpha), false}},
	}
	for _, tt := range tests {
		o := oracleOf(t, tt.root)
		if diff := cmp.Diff(tt.want, answer(t, o, tt.in)); diff != "" {
			t.Errorf("%s %q (-want +got):\n%s", tt.name, tt.in, diff)
		}
	}
}

// TestViable checks Viable and Completion on prefixes, and that every
// completion completes.
func TestViable(t *testing.T) {
	tests := []struct {
		name   string
		root   any
		prefix string
		want   bool
	}{
		{"choice", tChoice{}, "ab", true},
		{"choice", tChoice{}, "abd", false},
		{"percent", tPercent{}, "a%", true},
		{"percent", tPercent{}, "a%1", false},
		{"escape", tEscape{}, "a%4", true},
		{"negative", tNegative{}, "a", false},
		{"negative", tNegative{}, "b", true},
		{"not followed", tNotFollowed{}, "ab", true},
		{"not followed", tNotFollowed{}, "ab.", false},
		// The shortest-string guess completes this one.
		{"long", tLong{}, "aaaaaaaa", true},
		// This one needs the search to add letters first.
		{"long", tLong{}, "aaaa", true},
		{"long", tLong{}, "b", false},
	}
	for _, tt := range tests {
		o := oracleOf(t, tt.root)
		got, err := o.Viable(tt.prefix)
		if err != nil || got != tt.want {
			t.Errorf("%s: Viable(%q) = %v, %v; want %v", tt.name, tt.prefix, got, err, tt.want)
		}
		c, err := o.Completion(tt.prefix)
		switch {
		case !tt.want && !errors.Is(err, oracle.ErrNotViable):
			t.Errorf("%s: Completion(%q) = %q, %v; want ErrNotViable", tt.name, tt.prefix, c, err)
		case tt.want && (err != nil || !o.Member(tt.prefix+c)):
			t.Errorf("%s: Completion(%q) = %q, %v; not a member", tt.name, tt.prefix, c, err)
		}
	}
}

// TestInconclusive checks that a prefix the search can neither complete
// nor rule out gets an error, not a guess: "a" needs eight more letters,
// more than the search adds.
func TestInconclusive(t *testing.T) {
	o := oracleOf(t, tLong{})
	if !o.Member("a" + strings.Repeat("b", 8)) {
		t.Fatal("a and eight letters is not a member")
	}
	if v, err := o.Viable("a"); !errors.Is(err, oracle.ErrInconclusive) {
		t.Errorf(`Viable("a") = %v, %v; want ErrInconclusive`, v, err)
	}
	if r, err := o.FirstImpossible("a."); !errors.Is(err, oracle.ErrInconclusive) {
		t.Errorf(`FirstImpossible("a.") = %+v, %v; want ErrInconclusive`, r, err)
	}
}

// TestFragment checks the oracle of RFC 1808's fragment identifier.
func TestFragment(t *testing.T) {
	g, err := interp.ReadFragment()
	if err != nil {
		t.Fatal(err)
	}
	o, err := oracle.New(g)
	if err != nil {
		t.Fatal(err)
	}
	xchar := format(set(grammar.Alpha, grammar.Digit, grammar.Safe, grammar.Extra, grammar.Reserved, "%"))
	tests := []struct {
		in   string
		want want
	}{
		{"section-2.1", want{true, 11, xchar, true}},
		{"", want{true, 0, xchar, true}},
		{"a b", want{false, 1, xchar, true}},
		{"a%2", want{false, 3, format(set("hex")), false}},
		{"a#b", want{false, 1, xchar, true}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, answer(t, o, tt.in)); diff != "" {
			t.Errorf("%q (-want +got):\n%s", tt.in, diff)
		}
	}
}
