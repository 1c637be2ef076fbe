package view

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/grammar"
)

// TestRefusalWords checks that the RFC 3986 panel says why that parser
// refuses a text in a student's words, in each language: not Go's
// message, its quoting, nor the package's name.
func TestRefusalWords(t *testing.T) {
	for _, tc := range []struct{ in, en, fr string }{
		{"gopher://h/1sel\tsearch",
			"a control character (a byte below %20, or %7F) stands in the text, which it does not allow",
			"le texte contient un caractère de contrôle (un octet sous %20, ou %7F), qu'il n'admet pas"},
		{"http://h/a%ZZ",
			`"%ZZ" is not "%" followed by two hexadecimal digits`,
			"«\u00a0%ZZ\u00a0» n'est pas «\u00a0%\u00a0» suivi de deux chiffres hexadécimaux"},
		{"http://h:8x/",
			`the port after the host, ":8x", is not a number`,
			"le port après l'hôte, «\u00a0:8x\u00a0», n'est pas un nombre"},
	} {
		for lang, want := range map[string]string{"en": tc.en, "fr": tc.fr} {
			n := Explain(tc.in, lang).NetURL
			if n == nil || n.NetURL {
				t.Fatalf("%q: the RFC 3986 parser's reading %+v, want a refusal", tc.in, n)
			}
			if diff := cmp.Diff(want, n.Error); diff != "" {
				t.Errorf("%q, %s (-want +got):\n%s", tc.in, lang, diff)
			}
			for _, word := range []string{"net/url", "invalid", `\t`} {
				if strings.Contains(n.Error, word) {
					t.Errorf("%q, %s: %q says %q", tc.in, lang, n.Error, word)
				}
			}
		}
	}
	// A value's own spaces are kept: only the sentence gets French
	// typography's no-break spaces.
	for msg, want := range map[string]string{
		`invalid port ":8 ;x" after host`:     "le port après l'hôte, «\u00a0:8 ;x\u00a0», n'est pas un nombre",
		`invalid URL escape "% :"`:            "«\u00a0% :\u00a0» n'est pas «\u00a0%\u00a0» suivi de deux chiffres hexadécimaux",
		`invalid character " ?" in host name`: "le nom d'hôte contient «\u00a0 ?\u00a0», qu'il n'y admet pas",
	} {
		if got := refusal(msg, grammar.French); got != want {
			t.Errorf("refusal(%q) in French:\n%q\nwant\n%q", msg, got, want)
		}
	}
	if got := refusal("", grammar.English); got != "" {
		t.Errorf("refusal of no error: %q", got)
	}
}
