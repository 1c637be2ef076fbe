package parser_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestSchemeErrorSaysItsReading checks that an error in a scheme's
// name, whose expected set is this grammar's reading ("a letter", upper
// case too), says so beside section 5's rule, which writes lowalpha, in
// English and in French: an error in scheme, and one in genericurl
// whose expected set holds the scheme's letters. An error in genericurl
// past the scheme's name, whose expected set holds no upper-case
// letter, says nothing of it.
func TestSchemeErrorSaysItsReading(t *testing.T) {
	const en = `which this grammar reads with upper case too (a reading: section 2.1 says programs "should treat upper case letters as equivalent to lower case in scheme names")`
	const fr = "cette grammaire lit aussi en majuscules (une lecture : la section 2.1 dit que les programmes « devraient traiter les majuscules comme équivalentes aux minuscules dans les noms de mode », citation traduite)"
	for _, tc := range []struct {
		in         string
		production string
		en, fr     string // "" where the error must not speak of case
	}{
		{" http://www.iec.ch/", "scheme", `scheme = 1*[ lowalpha | digit | "+" | "-" | "." ], ` + en, grammar.FrenchSpaces("que " + fr)},
		{"HT TP://www.iec.ch/", "genericurl", `genericurl = scheme ":" schemepart, whose scheme this grammar reads with upper case too (a reading:`, grammar.FrenchSpaces("dont cette grammaire lit le mode aussi en majuscules (une lecture")},
		{"x-y:a b", "schemepart", "", ""},
	} {
		_, err := parser.Parse(tc.in)
		var e *parser.Error
		if !errors.As(err, &e) || e.Production.Name != tc.production {
			t.Fatalf("Parse(%q): %v, want an error in %s", tc.in, err, tc.production)
		}
		for _, c := range []struct{ got, want, never string }{
			{e.Summary(grammar.English), tc.en, "upper case"},
			{e.Summary(grammar.French), tc.fr, "majuscules"},
		} {
			switch {
			case c.want == "" && strings.Contains(c.got, c.never):
				t.Errorf("Parse(%q): the error reads %q, which speaks of case", tc.in, c.got)
			case !strings.Contains(c.got, c.want):
				t.Errorf("Parse(%q): the error reads %q, want it to hold %q", tc.in, c.got, c.want)
			}
		}
	}
}
