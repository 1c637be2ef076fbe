package parser

import (
	"fmt"
	"strings"

	"github.com/urlsyntax/rfc1738/grammar"
)

// Severity says whether a diagnostic makes a URL invalid.
type Severity int

const (
	// SeverityError marks input that RFC 1738 does not allow.
	SeverityError Severity = iota
	// SeverityWarning marks valid syntax that is suspect: a port above
	// 65535, a hostnumber part above 255, an over-long host name.
	SeverityWarning
)

func (s Severity) String() string {
	if s == SeverityWarning {
		return "warning"
	}
	return "error"
}

// Error is a diagnostic about one place in the input: a syntax error
// from the parser or a finding of a validator.
type Error struct {
	Offset     int                // byte offset into the input
	Found      string             // the text found there; "" at the end of the input
	Expected   string             // what the grammar allows there, in words
	Message    string             // for validator findings: what is wrong, in words
	Production grammar.Production // the RFC production involved
	Scheme     grammar.Production // the production of the URL's scheme, when it has its own
	Hint       string             // how to fix it, when there is an obvious way
	Severity   Severity
}

// Error formats e as
//
//	offset 18: port: found "a", expected a digit (RFC 1738 section 3.1: port = digits)
//
// and, in a URL whose scheme has a production of its own, names it too:
//
//	offset 9: port: found "p", expected a digit (RFC 1738 section 3.1: port = digits; in httpurl, RFC 1738 section 3.3)
func (e *Error) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "offset %d: %s: ", e.Offset, e.Production.Name)
	if e.Message != "" {
		b.WriteString(e.Message)
	} else {
		b.WriteString("found " + describeFound(e.Found))
		if e.Expected != "" {
			b.WriteString(", expected " + e.Expected)
		}
	}
	b.WriteString(" (" + e.Production.Cite())
	if e.Scheme.Name != "" && e.Scheme != e.Production {
		b.WriteString("; in " + e.Scheme.Name + ", " + e.Scheme.RFC + " section " + e.Scheme.Section)
	}
	b.WriteString(")")
	if e.Hint != "" {
		b.WriteString("; " + e.Hint)
	}
	return b.String()
}

func describeFound(s string) string {
	if s == "" {
		return "the end of the URL"
	}
	return fmt.Sprintf("%q", s)
}

// ErrorList is a list of diagnostics in input order. A parse stops at
// its first syntax error, so lists come from validators, which report
// everything they find.
type ErrorList []*Error

// Error returns the first diagnostic, and how many more there are.
func (l ErrorList) Error() string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].Error()
	}
	return fmt.Sprintf("%s (and %d more)", l[0].Error(), len(l)-1)
}

// Err returns l as an error when it holds at least one diagnostic of
// severity SeverityError, and nil otherwise.
func (l ErrorList) Err() error {
	for _, e := range l {
		if e.Severity == SeverityError {
			return l.Errors()
		}
	}
	return nil
}

// Errors returns the diagnostics of severity SeverityError.
func (l ErrorList) Errors() ErrorList { return l.filter(SeverityError) }

// Warnings returns the diagnostics of severity SeverityWarning.
func (l ErrorList) Warnings() ErrorList { return l.filter(SeverityWarning) }

func (l ErrorList) filter(s Severity) ErrorList {
	var out ErrorList
	for _, e := range l {
		if e.Severity == s {
			out = append(out, e)
		}
	}
	return out
}
