package parser

import (
	"fmt"
	"github.com/urlsyntax/rfc1738/ast"
	"strings"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/automaton"
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

// ByteSet is a set of bytes: what an Error says could stand at its
// offset.
type ByteSet = automaton.ByteSet

// Error is a diagnostic about one place in the input: a syntax error
// from the parser or a finding of a validator. Its text, in English
// (Error) or French (Text), comes from the catalogue of its Code.
//
// A syntax error (Code CodeSyntax) is at the first impossible byte: its
// Offset is the length of the longest prefix of the input that some
// valid URL starts with, so that input[:Offset] can still be completed
// to a valid URL and input[:Offset+1] cannot; it is len(input) when the
// input stops too early. Expected holds exactly the bytes that could
// stand at Offset, and End whether the URL could end there instead
// (whether input[:Offset] is itself a valid URL).
type Error struct {
	Code     Code     // what kind of diagnostic this is; it keys the catalogue
	Severity Severity // whether the URL is invalid or only suspect
	Offset   int      // byte offset into the input
	// Found is the text at Offset: an escape ("%" and two hex digits), a
	// UTF-8 character or one byte; "" at the end of the input.
	Found string
	// Expected and End are set for syntax errors only: the bytes that
	// could stand at Offset, and whether the input could end there.
	Expected ByteSet
	End      bool
	// ValidPrefix is, for a syntax error of a whole input, the length of
	// the longest prefix of the input that is itself a URL of the same
	// production, 0 when none is (the empty input is none): the part a
	// teaching tool can show as parsed. It is Offset when End is true.
	// (In an error of Extract, it is the offset in the text where that
	// prefix ends.)
	ValidPrefix int
	// Production is the RFC production involved (none for CodeTooLong,
	// which is about the input's length): for a syntax error, the
	// innermost production that every way of going on from Offset lies
	// in (where a label could still be a domainlabel or the toplabel,
	// that is hostname; where several alternatives read one node type,
	// that node's production).
	Production ast.Production
	// Scheme is the production of the URL's scheme, when it has its own.
	Scheme ast.Production
	// Args are the diagnostic's structured arguments, which its message
	// names: a value, a limit, a name. Each Code's documentation lists
	// its arguments.
	Args map[string]string
	// Notes explain the error by another reading of the input: the
	// reading the user likely meant, stuck at its own offset.
	Notes []Note
}

// Note is a remark on an Error: where another reading of the input got
// stuck, or how to write what was found. It has its own offset and
// production and never replaces the error's.
type Note struct {
	Code       Code
	Offset     int
	Production ast.Production
	// Found is the text at Offset, as Error.Found.
	Found string
	// Args are the note's other arguments (nil when it has none); each
	// note Code's documentation lists them.
	Args map[string]string
}

// Error formats e in English as
//
//	offset 18: port: found "a", expected a digit (RFC 1738 section 5, explained in section 3.1: port = digits)
//
// naming, in a URL whose scheme has a production of its own, that
// production too, and followed by its notes:
//
//	offset 9: port: found "p", expected a digit (RFC 1738 section 5, explained in section 3.1: port = digits; in httpurl, RFC 1738 section 3.3); note: offset 10: ...
func (e *Error) Error() string { return e.Text(grammar.English) }

// Text formats e in lang, as Error does in English: its Summary, then
// its notes. In French the offset is followed by a comma, the message
// follows French typography (a no-break space inside « » and before ":"
// and ";", grammar.FrenchSpaces), and a citation that ends the message
// shares its parentheses with the production's, as in English:
//
//	position 18, port : on trouve « a » alors qu'on attendait un chiffre (RFC 1738, section 5, règle expliquée à la section 3.1 : port = digits)
func (e *Error) Text(lang grammar.Lang) string {
	if e == nil {
		return "<nil>"
	}
	w := words(lang)
	var b strings.Builder
	b.WriteString(e.Summary(lang))
	for _, n := range e.Notes {
		b.WriteString(w.semicolon + " " + w.note + w.colon + n.Text(lang))
	}
	return b.String()
}

// Summary formats e in lang without its notes: its offset, production,
// message and citation, for a program that shows the notes apart.
func (e *Error) Summary(lang grammar.Lang) string {
	if e == nil {
		return "<nil>"
	}
	w := words(lang)
	var b strings.Builder
	if e.Production.Name == "" { // about the input, not a production: CodeTooLong
		fmt.Fprintf(&b, "%s %d%s", w.offset, e.Offset, w.colon)
		b.WriteString(e.Message(lang))
		return b.String()
	}
	fmt.Fprintf(&b, "%s %d%s", w.offset, e.Offset, w.at)
	b.WriteString(productionName(e.Production, lang) + w.colon)
	msg := sameSectionCut(e.Message(lang), e.Production)
	if endsWithCitation(msg) {
		// The message ends with a citation of its own: the production's
		// joins it in one pair of parentheses.
		b.WriteString(msg[:len(msg)-1] + w.semicolon + " " + cite(e.Production, lang))
	} else {
		b.WriteString(msg + " (" + cite(e.Production, lang))
	}
	b.WriteString(schemeCase(e, lang))
	if e.Scheme.Name != "" && e.Scheme != e.Production {
		fmt.Fprintf(&b, "%s %s %s, %s%s", w.semicolon, w.in, e.Scheme.Name, section(e.Scheme, lang), sameAs(e.Scheme, lang))
	}
	b.WriteString(")")
	return b.String()
}

// sameSectionCut returns msg without the citation it ends with,
// "(section 3.11)", when that is the section of p, an RFC 1738
// production, which the production's own citation gives with its rule:
// the section is said once.
func sameSectionCut(msg string, p ast.Production) string {
	own := " (section " + p.Section + ")"
	if p.RFC != "RFC 1738" || p.Section == "" || grammar.Reading(p, grammar.English) != "" {
		return msg
	}
	return strings.TrimSuffix(msg, own)
}

// endsWithCitation reports whether msg ends with a citation in
// parentheses: "(RFC 1808, section 3)", "(section 3.9)".
func endsWithCitation(msg string) bool {
	if !strings.HasSuffix(msg, ")") {
		return false
	}
	depth := 0
	for i := len(msg) - 1; i >= 0; i-- {
		switch msg[i] {
		case ')':
			depth++
		case '(':
			depth--
			if depth == 0 {
				c := msg[i+1 : len(msg)-1]
				return strings.HasPrefix(c, "RFC ") || strings.HasPrefix(c, "section ") || strings.HasPrefix(c, "sections ")
			}
		}
	}
	return false
}

// Message returns what e says, in lang, without its offset, production
// and citation: for a syntax error what was found and what was expected,
// for a validator's finding its sentence.
func (e *Error) Message(lang grammar.Lang) string {
	if e == nil {
		return ""
	}
	if e.Code == CodeSyntax || e.Code == CodeText {
		return syntaxMessage(e, lang)
	}
	return render(e.Code, e.Args, e.Found, lang)
}

// ExpectedText says in lang what could stand at a syntax error's offset
// ("" for other diagnostics):
// its Expected bytes grouped by the RFC's classes, and, when End, the end
// of the URL (of the text, for CodeText): `a letter, a digit, "-" or
// "."`, `one of "A", "D", "I", "a", "d" or "i"`.
func (e *Error) ExpectedText(lang grammar.Lang) string {
	if e == nil {
		return ""
	}
	if e.Code != CodeSyntax && e.Code != CodeText {
		return ""
	}
	end := urlEnd
	if e.Code == CodeText {
		end = textEnd
	}
	return describeExpected(e.Expected, e.End, end, lang)
}

// Text formats n in lang: its offset, its production and its sentence.
func (n Note) Text(lang grammar.Lang) string {
	w := words(lang)
	return fmt.Sprintf("%s %d%s%s%s%s", w.offset, n.Offset, w.at, productionName(n.Production, lang), w.colon, n.Message(lang))
}

// Message returns what n says, in lang, without its offset and
// production.
func (n Note) Message(lang grammar.Lang) string {
	return render(n.Code, n.Args, n.Found, lang)
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

// Unwrap returns the diagnostics of l, so that errors.As finds the
// first *Error in a list as in a single error.
func (l ErrorList) Unwrap() []error {
	out := make([]error, len(l))
	for i, e := range l {
		out[i] = e
	}
	return out
}

// Err returns l as an error when it holds at least one diagnostic of
// severity SeverityError, and nil otherwise.
func (l ErrorList) Err() error {
	for _, e := range l {
		if e != nil && e.Severity == SeverityError {
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
		if e != nil && e.Severity == s {
			out = append(out, e)
		}
	}
	return out
}
