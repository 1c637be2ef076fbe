package oracle_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/interp"
	"github.com/urlsyntax/rfc1738/grammar/oracle"
)

// TestReference checks the oracle of RFC 1808's URL, a relative or
// absolute reference with its fragment (section 2.2), on references of
// every form and on errors in each component: whether the input is a
// reference, its first impossible byte, the bytes that could stand
// there, and whether the input could end there. The parser's errors are
// held to these answers (parser's TestRelativeEngines), so they are
// worked out here from the RFC's BNF, not from the parser.
func TestReference(t *testing.T) {
	g, err := interp.ReadReference()
	if err != nil {
		t.Fatal(err)
	}
	o, err := oracle.New(g)
	if err != nil {
		t.Fatal(err)
	}
	// Every component is optional, so after most prefixes any byte of a
	// component or a delimiter can come, and the input can end: uchar,
	// reserved (the delimiters "/", ";", "?" and pchar's ":", "@", "&",
	// "="), "#" and an escape's "%".
	anyNext := format(set(grammar.Alpha, grammar.Digit, grammar.Safe, grammar.Extra, grammar.Reserved, "#%"))
	// A fragment: xchar, without "#".
	xchar := format(set(grammar.Alpha, grammar.Digit, grammar.Safe, grammar.Extra, grammar.Reserved, "%"))
	hex := format(set("hex"))
	tests := []struct {
		in   string
		want want
	}{
		// Section 5's base and references of each form.
		{"http://a/b/c/d;p?q#f", want{true, 20, xchar, true}},
		{"g:h", want{true, 3, anyNext, true}},
		{"../g;x?y", want{true, 8, anyNext, true}},
		// The empty reference, section 5.2's "".
		{"", want{true, 0, anyNext, true}},
		// Each component present and empty.
		{"/;?#", want{true, 4, xchar, true}},
		// Not a scheme ("_" is no scheme character, and a scheme is not
		// empty): relative paths, where ":" is a pchar.
		{"g_h:i", want{true, 5, anyNext, true}},
		{":", want{true, 1, anyNext, true}},
		// absoluteURL's second alternative: a net_loc and then "//".
		{"http://a//b", want{true, 11, anyNext, true}},
		// A net_loc holds ";" and "?".
		{"//a;b?c/d", want{true, 9, anyNext, true}},
		// A relative net_path cannot go on with "//" (abs_path = "/"
		// rel_path, and a rel_path does not start with "/").
		{"//a//b", want{false, 4, format(set(grammar.Alpha, grammar.Digit, grammar.Safe, grammar.Extra, grammar.Reserved, "#%").Minus(set("/"))), true}},
		// Bytes no component takes.
		{"g h", want{false, 1, anyNext, true}},
		{"?a b", want{false, 2, anyNext, true}},
		{"\xff", want{false, 0, anyNext, true}},
		// A second "#".
		{"g#s#t", want{false, 3, xchar, true}},
		// Escapes cut short: the only places a reference cannot end.
		{"%", want{false, 1, hex, false}},
		{"a;b%4", want{false, 5, hex, false}},
		{"#%2g", want{false, 3, hex, false}},
		// A "%" must start an escape: what follows it must be hex.
		{"a%zz", want{false, 2, hex, false}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, answer(t, o, tt.in)); diff != "" {
			t.Errorf("%q (-want +got):\n%s", tt.in, diff)
		}
	}
}
