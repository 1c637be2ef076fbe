package printer_test

import (
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// TestTreeQuotesForReaders checks how a tree quotes its texts: between
// quotes that need no programming language to read, a decoded character
// that is printable as it is, a decoded byte that is not as ⟨%XX⟩,
// apart from the characters "%XX" that %25XX decodes to.
func TestTreeQuotesForReaders(t *testing.T) {
	for _, tc := range []struct {
		url  string
		lang grammar.Lang
		want string
	}{
		{"ftp://h/caf%C3%A9%09;type=a", grammar.English, `"caf%C3%A9%09"  decoded "café⟨%09⟩"`},
		{"ftp://h/caf%C3%A9%09;type=a", grammar.French, "«\u00a0caf%C3%A9%09\u00a0»  décodé\u00a0: «\u00a0café⟨%09⟩\u00a0»"},
		{"ftp://h/%1B%E2%80%AE;type=a", grammar.English, `"%1B%E2%80%AE"  decoded "⟨%1B⟩⟨%E2%80%AE⟩"`},
		{"ftp://h/%1B%E2%80%AE;type=a", grammar.French, "«\u00a0%1B%E2%80%AE\u00a0»  décodé\u00a0: «\u00a0⟨%1B⟩⟨%E2%80%AE⟩\u00a0»"},
		// A tab and the three characters %25 decodes to "%09" read apart.
		{"ftp://h/a%09b%2509;type=a", grammar.English, `"a%09b%2509"  decoded "a⟨%09⟩b%09"`},
		{"ftp://h/a%22b;type=a", grammar.English, `"a%22b"  decoded “a"b”`},
	} {
		u, err := parser.Parse(tc.url)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		if err := (&printer.DiagramConfig{Lang: tc.lang}).FprintTree(&b, u); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.String(), tc.want+"\n") {
			t.Errorf("tree of %s in %v: no line ending %q:\n%s", tc.url, tc.lang, tc.want, b.String())
		}
		if strings.ContainsAny(b.String(), `\`) {
			t.Errorf("tree of %s in %v holds a backslash:\n%s", tc.url, tc.lang, b.String())
		}
	}
}
