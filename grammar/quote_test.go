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

func TestFound(t *testing.T) {
	for _, tc := range []struct{ in, en, fr string }{
		{"a", `"a"`, "«\u00a0a\u00a0»"},
		{"\u00e4", "\"\u00e4\"", "«\u00a0\u00e4\u00a0»"},
		{"\t", "the byte %09", "l'octet %09"},
		{"\xff", "the byte %FF", "l'octet %FF"},
		{"\u202e", "the character %E2%80%AE", "le caractère %E2%80%AE"},
		{"a\tb", `"a%09b"`, "«\u00a0a%09b\u00a0»"},
		{"", `""`, "«\u00a0» (vide)"},
	} {
		if got := grammar.Found(tc.in, grammar.English); got != tc.en {
			t.Errorf("Found(%q, English) = %q, want %q", tc.in, got, tc.en)
		}
		if got := grammar.Found(tc.in, grammar.French); got != tc.fr {
			t.Errorf("Found(%q, French) = %q, want %q", tc.in, got, tc.fr)
		}
	}
}
