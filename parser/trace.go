package parser

import (
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/interp"
)

// Trace returns how the default parser derives input, step by step, for
// teaching: see Parser.Trace.
func Trace(input string) (*interp.Trace, error) { return defaultParser().Trace(input) }

// Trace returns the derivation of input by the production Parse would
// read it with (its scheme's, or the generic syntax), as the grammar's
// interpreter takes it (interp.Grammar.Trace): each production entered and
// the span it matched; each choice, with the alternatives tried in
// order, the one taken, and for each that failed, the bytes it had read
// and the byte where it failed, with what the grammar allowed there
// (interp.Miss: its bytes, DescribeExpected words them); each lookahead's
// decision and how far it looked (a login's user and password are read
// only when an "@" follows them); each repetition with its count of
// iterations and the byte it stopped at. A run of characters, such as a
// user or a segment, is one step, however long: a trace grows linearly
// with the input.
//
// The error is the one Parse returns. For input that is not a URL, the
// trace is of the attempt, and the error, an *Error of code CodeSyntax
// with its notes, is its verdict: at the first impossible byte, found by
// the scheme's automaton, which reads every reading of the input at
// once. The trace's Miss, the furthest byte the interpreter reached
// outside lookaheads, is that byte or an earlier one: the interpreter
// tries one reading at a time, in the grammar's order, and a reading
// can fail before the input does. In "ftp://anon:pa:ss@host/" the
// login's lookahead finds no "@" after "anon:pa" (it stops at the second
// ":", 13), so "anon" is read as a host, whose port fails at "p" (11);
// the error is at 13, where neither a password nor a port can go on.
//
// A trace is for teaching, not for parsing: it interprets the grammar,
// several times slower than the generated parsers (docs/speed.md), and
// holds a few hundred bytes per input byte. Input longer than the
// parser's MaxLength gets no trace, only the error of code CodeTooLong.
func (p *Parser) Trace(input string) (*interp.Trace, error) {
	if err := p.checkLength(input); err != nil {
		return nil, err
	}
	s := p.schemeOf(input)
	g, err := s.grammar()
	if err != nil {
		return nil, internalError(input, s, err.Error())
	}
	t := g.Trace(input)
	if e := syntaxError(input, s); e != nil {
		return t, e
	}
	if !t.Matched {
		return t, internalError(input, s, "the grammar's interpreter found no derivation of a URL its automaton accepts")
	}
	if s != nil && s.checkTree {
		if _, err := p.build(input, s); err != nil {
			return t, err
		}
	}
	return t, nil
}

// DescribeExpected says in lang what could stand at a place in a URL:
// the bytes of set grouped by the RFC's classes (`a letter, a digit, "-"
// or "."`), then, when end, the end of the URL, as an Error's
// ExpectedText words its Expected and End. It words the misses of a
// trace (interp.Miss).
func DescribeExpected(set ByteSet, end bool, lang grammar.Lang) string {
	return describeExpected(set, end, urlEnd, lang)
}
