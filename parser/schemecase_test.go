package parser_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestSchemeErrorSaysItsReading checks that an error in a scheme, whose
// expected set is this grammar's reading ("a letter", upper case too),
// says so beside section 5's rule, which writes lowalpha, in English
// and in French.
func TestSchemeErrorSaysItsReading(t *testing.T) {
	_, err := parser.Parse(" http://www.iec.ch/")
	var e *parser.Error
	if !errors.As(err, &e) || e.Production != grammar.SchemeP {
		t.Fatalf("Parse: %v, want an error in scheme", err)
	}
	for _, tc := range []struct{ got, want string }{
		{e.Error(), `scheme = 1*[ lowalpha | digit | "+" | "-" | "." ], which this grammar reads with upper case too (a reading: section 2.1 says programs "should treat upper case letters as equivalent to lower case in scheme names")`},
		{e.Text(grammar.French), "que cette grammaire lit aussi en majuscules (une lecture"},
	} {
		if !strings.Contains(tc.got, tc.want) {
			t.Errorf("the error reads %q, want it to hold %q", tc.got, tc.want)
		}
	}
}
