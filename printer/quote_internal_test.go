package printer

import (
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
)

// TestAppendQuote checks that appendQuote, which FprintTree writes
// with, quotes as grammar.Quoted does, in both languages.
func TestAppendQuote(t *testing.T) {
	for _, s := range []string{"", " ", `\`, `"`, `\"`, `a\"b"c\\"`, "http://h/", "é\x00\xff\u2028", "  ", `\\`} {
		for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
			l := labeler{lang: lang}
			if got, want := string(l.appendQuote([]byte("x"), s)), "x"+grammar.Quoted(s, lang); got != want {
				t.Errorf("%s %q: appendQuote %q, grammar.Quoted %q", lang, s, got, want)
			}
		}
	}
}
