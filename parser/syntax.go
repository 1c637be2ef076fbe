package parser

import (
	"github.com/urlsyntax/rfc1738/ast"
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/automaton"
)

// Codes of the parser's own errors.
const (
	// CodeSyntax: the input is not a valid URL. Offset is its first
	// impossible byte, Expected and End what could stand there.
	CodeSyntax Code = "syntax"
	// CodeTooLong: the input is longer than the parser's MaxLength.
	// Arguments: length, the input's length; limit, MaxLength. Offset
	// is the limit and Found the byte there, the first past it; the
	// input is refused before any of it is read, so that a long input
	// costs no more than its length's test.
	CodeTooLong Code = "too-long"
	// CodeInternal: the parser failed on input its automaton accepts, a
	// bug. Argument: what, what failed.
	CodeInternal Code = "internal"
)

// syntaxTexts are the texts of this file's codes, in English and French.
var syntaxTexts = []codeMessage{
	{code: CodeTooLong, Message: Message{
		"the input is {length} bytes long, more than the limit of {limit} (MaxLength)",
		"l'entrée fait {length} octets, plus que la limite de {limit} (MaxLength)",
	}},
	{code: CodeInternal, Message: Message{
		"the parser failed on a valid URL ({what}), a bug: please report it",
		"l'analyseur a échoué sur une URL valide ({what}) : c'est un bogue, merci de le signaler",
	}},
}

// automatonOf returns the automaton of scheme s's production, or of the
// generic syntax when s is nil.
func automatonOf(s *scheme) *automaton.Automaton {
	if s == nil {
		return automatonGeneric
	}
	return s.Automaton
}

// syntaxError returns the error of input, which is not a valid URL by
// the production of scheme s (nil for the generic syntax): at its first
// impossible byte, found by running s's automaton once over the input.
// It returns nil when input is valid.
func syntaxError(input string, s *scheme) *Error {
	e := automatonError(CodeSyntax, automatonOf(s), input, 0, productionOf(s))
	s.addNotes(e, input)
	return e
}

// automatonError returns the error, of code, of text, which starts at
// offset base of the input, when automaton a does not accept it, and nil
// when it does: the error is at text's first impossible byte, with its
// notes. scheme is the production of the URL's scheme, or the zero
// Production.
func automatonError(code Code, a *automaton.Automaton, text string, base int, scheme ast.Production) *Error {
	st, n := a.Run(text)
	if n == len(text) && a.Final[st] {
		return nil
	}
	return errorAt(code, a, text, base, scheme, st, n)
}

// errorAt is automatonError once a has run over text, which it does not
// accept: it stopped in state st after n bytes. Check keeps st and n
// and builds the error from them only when asked.
func errorAt(code Code, a *automaton.Automaton, text string, base int, scheme ast.Production, st uint16, n int) *Error {
	e := &Error{
		Code:       code,
		Offset:     n,
		Found:      foundAt(text, n),
		Expected:   a.Expected(st),
		End:        a.Final[st],
		Production: a.Production(st),
		Scheme:     scheme,
	}
	if scheme.Name != "" && e.Production == grammar.GenericURL {
		// The whole URL is the scheme's production.
		e.Production = scheme
	}
	e.Notes = notes(text, e, a, st)
	citeAs(e, scheme)
	if base == 0 {
		e.ValidPrefix = max(0, a.LongestValid(text[:n]))
	}
	e.Offset += base
	for i := range e.Notes {
		e.Notes[i].Offset += base
	}
	return e
}

// foundAt returns the text to report at off: an escape, a UTF-8
// character, or one byte; "" at the end of the input.
func foundAt(input string, off int) string {
	if off >= len(input) {
		return ""
	}
	if grammar.EscapeAt(input, off) {
		return input[off : off+3]
	}
	if r, n := utf8.DecodeRuneInString(input[off:]); r != utf8.RuneError {
		return input[off : off+n]
	}
	return input[off : off+1]
}
