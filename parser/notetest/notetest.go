// Package notetest checks the notes of a scheme author's own
// (parser.Scheme's Notes), which the parser drops silently when they do
// not hold: a program that parses can do nothing of a wrong note, so only
// a test sees it. Call it from a test of the scheme's package, with the
// parser the scheme is registered on and inputs that need its notes:
//
//	func TestPOPNotes(t *testing.T) {
//		p, err := parser.New(parser.WithScheme(pop.Scheme))
//		if err != nil {
//			t.Fatal(err)
//		}
//		notetest.Check(t, p, []string{"pop://rg:pw@mail.example"})
//	}
//
// Package grammar/gen/schemetest checks the scheme's grammar and
// generated code; this package, which reads the parser's errors, stands
// apart from it, since nothing under grammar/ imports package parser.
package notetest

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/parser"
)

// Check checks the notes of a scheme's own (parser.Scheme's Notes) on
// inputs, URLs of a scheme that p reads, each of which needs a note: it
// fails t for an input that p parses, or whose scheme has no Notes, and
// for each input on which Notes gives no note, panics, or gives a note
// that the parser drops, with the rule of parser.SchemeNote that the
// note breaks (parser.Parser.CheckNote): a code without words in English
// and French, an argument missing, an offset outside the input, advice
// on other text or that does not get past the error.
//
// Notes is called as the parser calls it, with the error of Parse
// without the scheme's own notes.
func Check(t testing.TB, p *parser.Parser, inputs []string) {
	t.Helper()
	for _, in := range inputs {
		for _, msg := range notesFindings(p, in) {
			t.Errorf("%q: %s", in, msg)
		}
	}
}

// notesFindings returns what Check reports of in.
func notesFindings(p *parser.Parser, in string) []string {
	_, err := p.Parse(in)
	var e *parser.Error
	if !errors.As(err, &e) || e.Code != parser.CodeSyntax {
		return []string{fmt.Sprintf("Parse gives %v, not a syntax error to note", err)}
	}
	name, _, _ := strings.Cut(in, ":")
	s, ok := p.Scheme(strings.ToLower(name))
	if !ok || s.Notes == nil {
		return []string{fmt.Sprintf("the parser has no scheme %q with Notes", name)}
	}
	libraryOnly := withoutOwnNotes(p, s, in, e)
	notes, panicked := callNotes(s, in, libraryOnly)
	if panicked != nil {
		return []string{fmt.Sprintf("Notes panics (the parser then adds no note): %v", panicked)}
	}
	if len(notes) == 0 {
		return []string{"Notes gives no note"}
	}
	var out []string
	for _, n := range notes {
		if err := p.CheckNote(in, libraryOnly, n); err != nil {
			out = append(out, "the parser drops "+err.Error())
		}
	}
	return out
}

// withoutOwnNotes returns a copy of e, the error p gives in, without the
// notes of s's own that p added after the library's: those that hold.
func withoutOwnNotes(p *parser.Parser, s parser.Scheme, in string, e *parser.Error) *parser.Error {
	c := *e
	notes, _ := callNotes(s, in, e)
	held := 0
	for _, n := range notes {
		if p.CheckNote(in, e, n) == nil {
			held++
		}
	}
	c.Notes = append([]parser.Note(nil), e.Notes[:max(len(e.Notes)-held, 0)]...)
	return &c
}

// callNotes calls s.Notes with a copy of e, so that it cannot change e,
// and returns what it panicked with, if it did.
func callNotes(s parser.Scheme, in string, e *parser.Error) (notes []parser.SchemeNote, panicked any) {
	defer func() {
		if r := recover(); r != nil {
			notes, panicked = nil, r
		}
	}()
	c := *e
	c.Notes = append([]parser.Note(nil), e.Notes...)
	return s.Notes(in, &c), nil
}
