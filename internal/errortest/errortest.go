// Package errortest holds the checks of the parser's errors that the
// tests of several packages share: the diagnostics an error carries,
// and their agreement with grammar/oracle.
//
// Only tests import this package: the library's binaries must not link
// it.
package errortest

import (
	"errors"
	"sync"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/oracle"
	"github.com/urlsyntax/rfc1738/parser"
)

// List returns the diagnostics of an error from Parse, which is a
// *parser.Error or a parser.ErrorList. The list is looked for first:
// errors.As also finds a *parser.Error in a list (its first), through
// ErrorList.Unwrap.
func List(err error) (parser.ErrorList, bool) {
	var e *parser.Error
	var l parser.ErrorList
	switch {
	case errors.As(err, &l):
		return l, true
	case errors.As(err, &e):
		return parser.ErrorList{e}, true
	}
	return nil, false
}

// urlOracle is grammar/oracle's checker of RFC 1738 URLs, built once.
var urlOracle = sync.OnceValues(oracle.NewURL)

// OracleLimit is the longest input CheckOracle asks the oracle about:
// its backtracking search is meant for URLs, not for the mebibytes of
// the hostile inputs.
const OracleLimit = 4 << 10

// CheckOracle checks syntax error e of input against the oracle of
// grammar/oracle, which shares no code with the parser's automaton: the
// same first impossible byte, the same bytes expected there, and the
// same answer to whether the URL could end there. It checks nothing of
// an input longer than OracleLimit.
func CheckOracle(t testing.TB, input string, e *parser.Error) {
	t.Helper()
	if len(input) > OracleLimit {
		return
	}
	o, err := urlOracle()
	if err != nil {
		t.Fatalf("oracle.NewURL: %v", err)
	}
	r, err := o.FirstImpossible(input)
	if err != nil {
		t.Fatalf("oracle: FirstImpossible(%q): %v", input, err)
	}
	if r.Offset != e.Offset || r.Expected != e.Expected || r.End != e.End {
		oe := &parser.Error{Code: parser.CodeSyntax, Expected: r.Expected, End: r.End}
		t.Errorf("Parse(%q): offset %d, expected %s; the oracle says offset %d, expected %s",
			input, e.Offset, e.ExpectedText(grammar.English), r.Offset, oe.ExpectedText(grammar.English))
	}
}
