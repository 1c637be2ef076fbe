package grammar_test

import (
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
)

func TestFrenchSpaces(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", ""},
		{"« x » trouvé", "«\u00a0x\u00a0» trouvé"},
		{"erreur : position 3", "erreur\u00a0: position 3"},
		{"a ; b ? c ! d", "a\u00a0; b\u00a0? c\u00a0! d"},
		{"«  »", "«\u00a0\u00a0»"},
		{"«\u00a0x\u00a0»", "«\u00a0x\u00a0»"},
		{"login = [ user [ \":\" password ] \"@\" ] hostport", "login = [ user [ \":\" password ] \"@\" ] hostport"},
		{"a: b;c", "a: b;c"},
		{"http://h:80/?q", "http://h:80/?q"},
	} {
		got := grammar.FrenchSpaces(tc.in)
		if got != tc.want {
			t.Errorf("FrenchSpaces(%q) = %q, want %q", tc.in, got, tc.want)
		}
		if again := grammar.FrenchSpaces(got); again != got {
			t.Errorf("FrenchSpaces is not idempotent on %q: %q", tc.in, again)
		}
	}
}

func TestQuote(t *testing.T) {
	for _, tc := range []struct{ in, en, fr string }{
		{"ftp", `"ftp"`, "«\u00a0ftp\u00a0»"},
		{"", `"" (empty)`, "«\u00a0» (vide)"},
		{" ", `"␣"`, "«\u00a0␣\u00a0»"},
		{`\`, `"\"`, "«\u00a0\\\u00a0»"},
		{`a"b`, `“a"b”`, "«\u00a0a\"b\u00a0»"},
		{`"`, `“"”`, "«\u00a0\"\u00a0»"},
		{`'"`, `“'"”`, "«\u00a0'\"\u00a0»"},
		{`'`, `"'"`, "«\u00a0'\u00a0»"},
		{"a :b", `"a :b"`, "«\u00a0a :b\u00a0»"},
		{"\t", `"%09"`, "«\u00a0%09\u00a0»"},
		{"a\tb", `"a%09b"`, "«\u00a0a%09b\u00a0»"},
		{"caf\u00e9\u201d", "\"caf\u00e9\u201d\"", "«\u00a0caf\u00e9\u201d\u00a0»"},
		{"a\x1b\u202e\xff\x7fb", `"a%1B%E2%80%AE%FF%7Fb"`, "«\u00a0a%1B%E2%80%AE%FF%7Fb\u00a0»"},
		{"\ufffd", "\"\ufffd\"", "«\u00a0\ufffd\u00a0»"},
	} {
		if got := grammar.Quoted(tc.in, grammar.English); got != tc.en {
			t.Errorf("Quoted(%q, English) = %q, want %q", tc.in, got, tc.en)
		}
		if got := grammar.Quoted(tc.in, grammar.French); got != tc.fr {
			t.Errorf("Quoted(%q, French) = %q, want %q", tc.in, got, tc.fr)
		}
	}
}
