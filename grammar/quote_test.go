package grammar_test

import (
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
)

func TestOctets(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"http://www.iec.ch/", "http://www.iec.ch/"},
		{"", ""},
		{"a\tb", "a%09b"},
		{"caf\u00e9", "caf%C3%A9"},
		{"\u201ch\u201d", "%E2%80%9Ch%E2%80%9D"},
		{"\x00\x1b\x7f\xff", "%00%1B%7F%FF"},
		{`a"b\c%41`, `a"b\c%41`},
	} {
		if got := grammar.Octets(tc.in); got != tc.want {
			t.Errorf("Octets(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
