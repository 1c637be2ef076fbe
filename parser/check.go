package parser

import (
	"sync/atomic"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/automaton"
)

// Check reports whether input is a valid URL, with the default parser:
// see Parser.Check.
func Check(input string) error { return defaultParser().Check(input) }

// Check reports whether input is a valid URL without building its tree:
// it returns nil exactly when p.Parse(input) returns a nil error, and
// otherwise an error that says where the input stops being a URL.
//
// The automaton of the URL's scheme reads the input once, as Parse
// does first; a valid URL costs that pass and no allocation. For RFC
// 1738's own schemes and the generic syntax that pass decides: their
// validators report only warnings on a tree Parse built (their errors
// are for trees a program built), so what the automaton accepts Parse
// accepts. A scheme registered with WithScheme whose Validate is not nil
// may refuse what its automaton accepts, so for its URLs Check builds
// the tree and runs the validators, as Parse does.
//
// The error is, when not nil:
//
//   - for input that the automaton does not accept, a *CheckError: its
//     Offset is the first impossible byte, the Offset of Parse's
//     *Error, and its text is that error's. It costs one small
//     allocation; the full *Error (expected bytes, production, notes,
//     ValidPrefix), which costs more than the check itself, is
//     built only on request, by errors.As with a *Error, Unwrap, or
//     Error;
//   - for input longer than p's MaxLength, the *Error of code
//     CodeTooLong that Parse returns;
//   - for a URL of a registered scheme that its validator refuses, what
//     Parse returns: an ErrorList of the errors, or the *Error.
//
// Either way, errors.As with a *Error finds the first error, as it does
// in Parse's. Warnings are not looked for: ParseWarnings gives them.
//
// The one difference from Parse is a bug: Parse reports an error of
// code CodeInternal when its tree parser fails on input the automaton
// accepts, which the tests look for and have not found; Check, which
// builds no tree for RFC 1738's schemes, returns nil there.
func (p *Parser) Check(input string) error {
	if err := p.checkLength(input); err != nil {
		return err
	}
	s := p.schemeOf(input)
	a := automatonOf(s)
	st, n := a.Run(input)
	if n != len(input) || !a.Final[st] {
		return &CheckError{Input: input, Offset: n, input: input, offset: n, scheme: s, state: st}
	}
	if s != nil && s.checkTree {
		_, err := p.build(input, s)
		return err
	}
	return nil
}

// CheckError is the error that Check returns for input that is not a
// valid URL: where the input stops being one, without the explanation,
// which its Unwrap builds when asked. Its Error text is the text of
// the *Error that Parse returns for the same input.
//
// A CheckError is safe for concurrent use; the *Error it unwraps to is
// built once, by the first call that needs it, and shared by the calls
// after it: a caller must not change it.
//
// Its exported fields are for the caller to read; the error is what
// Check found, whatever they are changed to later (a caller may shorten
// Input for a log line). A CheckError that Check did not make, a literal,
// is answered as the default parser's Parse answers its Input, its
// Offset clamped to Input when Parse finds no error.
type CheckError struct {
	// Input is the input that Check was given.
	Input string
	// Offset is the first impossible byte of Input: the length of its
	// longest prefix that some valid URL starts with, len(Input) when
	// Input stops too early. It is the Offset of the full *Error.
	Offset int

	// input, offset, scheme and state are what Check found: the
	// automaton of scheme (nil for the generic syntax) stopped in state
	// after offset bytes of input, from which the full error is built
	// without reading the input again. state is never automaton.Dead in
	// an error that Check made.
	input  string
	offset int
	scheme *scheme
	state  uint16
	full   atomic.Pointer[Error]
}

// Error returns the text of the full error, as Parse gives it:
//
//	offset 18: port: found "o", expected a digit (RFC 1738 section 5, explained in section 3.1: port = digits; in httpurl, RFC 1738 section 3.3)
//
// It builds that error, as Unwrap does.
func (e *CheckError) Error() string {
	if e == nil {
		return "<nil>"
	}
	return e.fullError().Error()
}

// Unwrap returns the full error, a *Error of code CodeSyntax equal to the
// one Parse returns for Input: with what was found and expected at
// Offset, the production, the notes and ValidPrefix. errors.As with a
// *Error calls it. It is built the first time it is asked for, from
// where the automaton stopped, without reading the input again.
func (e *CheckError) Unwrap() error {
	if e == nil {
		return nil
	}
	return e.fullError()
}

// fullError returns the full error, built once.
func (e *CheckError) fullError() *Error {
	if f := e.full.Load(); f != nil {
		return f
	}
	var f *Error
	if e.state != automaton.Dead {
		f = errorAt(CodeSyntax, automatonOf(e.scheme), e.input, 0, productionOf(e.scheme), e.state, e.offset)
		e.scheme.addNotes(f, e.input)
	} else {
		// Not made by Check (a CheckError literal): the default parser's
		// error for Input, or, when the default parser accepts Input,
		// only the offset given, within Input.
		f = syntaxError(e.Input, defaultParser().schemeOf(e.Input))
		if f == nil {
			f = &Error{Code: CodeSyntax, Offset: min(max(e.Offset, 0), len(e.Input)), Production: grammar.GenericURL}
		}
	}
	e.full.CompareAndSwap(nil, f)
	return e.full.Load()
}
