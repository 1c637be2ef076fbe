package parser

import (
	"strings"

	"github.com/urlsyntax/rfc1738/grammar"
)

// SchemeNote is a note of a scheme author's own on a syntax error in a
// URL of their scheme, which Scheme.Notes returns: "IMAP has no
// password; did you mean ;AUTH=?" where the library can only say what it
// expected. The parser makes it a Note of the error, beside the library's
// own, when it holds:
//
//   - Code is registered with RegisterMessages, with words in English
//     and in French, and Args gives a value to each {name} of both (but
//     {found}, the text at Offset, which the parser fills);
//   - Offset is in the input, and, when the note gives advice, at or
//     before the error's offset;
//   - the advice, when there is one (Old or New not empty: Old, the
//     input's text at Offset, written New), gets past the error: the
//     scheme's automaton reads the input so edited further than the
//     error's byte, or accepts it. This is the test the library's notes
//     that say how to write something are held to.
//
// A note that does not hold is left out: a wrong note misleads more than
// none. A test of the scheme's notes should look for each on an input
// that needs it (TestSchemeNotes in package parser shows how).
type SchemeNote struct {
	// Code is the note's code, registered with RegisterMessages.
	Code Code
	// Offset is the byte of the input the note is about.
	Offset int
	// Production is the production the note cites; the scheme's part's
	// (the error's Scheme) when it is the zero Production.
	Production grammar.Production
	// Args are the values of the {name} placeholders of Code's texts.
	Args map[string]string
	// Old and New are the note's advice: Old, the input's text at
	// Offset, written New. Both are "" for a note that gives none.
	Old, New string
}

// addSchemeNotes appends to e, the syntax error of input, a URL of
// scheme s, the notes of s.Notes that hold (see SchemeNote).
func addSchemeNotes(e *Error, input string, s *scheme) {
	if e == nil || s == nil || s.Notes == nil || e.Offset > len(input) {
		return
	}
	for _, n := range schemeNotes(e, input, s) {
		if !n.holds(e, input, s) {
			continue
		}
		p := n.Production
		if p == (grammar.Production{}) {
			p = e.Scheme
		}
		note := Note{Code: n.Code, Offset: n.Offset, Production: p, Found: foundAt(input, n.Offset)}
		if len(n.Args) > 0 {
			note.Args = make(map[string]string, len(n.Args))
			for k, v := range n.Args {
				note.Args[k] = v
			}
		}
		e.Notes = append(e.Notes, note)
	}
}

// schemeNotes calls s.Notes with a copy of e, so that it cannot change
// the error; a Notes that panics gives no notes, rather than crashing a
// program that parses untrusted input.
func schemeNotes(e *Error, input string, s *scheme) (out []SchemeNote) {
	defer func() {
		if recover() != nil {
			out = nil
		}
	}()
	c := *e
	c.Notes = append([]Note(nil), e.Notes...)
	return s.Notes(input, &c)
}

// holds reports whether n holds for e, the error of input, a URL of s.
func (n SchemeNote) holds(e *Error, input string, s *scheme) bool {
	if n.Offset < 0 || n.Offset > len(input) || !n.worded() {
		return false
	}
	if n.Old == "" && n.New == "" {
		return true
	}
	if n.Offset > e.Offset || !strings.HasPrefix(input[n.Offset:], n.Old) {
		return false
	}
	edited := input[:n.Offset] + n.New + input[n.Offset+len(n.Old):]
	mapped := max(e.Offset, n.Offset+len(n.Old)) + len(n.New) - len(n.Old)
	a := automatonOf(s)
	st, got := a.Run(edited)
	return got > mapped || got == len(edited) && a.Final[st]
}

// worded reports whether n's code has words in both languages, with a
// value in n.Args for each of their placeholders but {found}.
func (n SchemeNote) worded() bool {
	for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
		t := Template(n.Code, lang)
		if t == "" {
			return false
		}
		for _, name := range placeholders(t) {
			if _, ok := n.Args[name]; !ok && name != "found" {
				return false
			}
		}
	}
	return true
}

// placeholders returns the names of the {name} and {name:q} placeholders
// of a catalogue text.
func placeholders(t string) []string {
	var names []string
	for {
		i := strings.IndexByte(t, '{')
		if i < 0 {
			return names
		}
		j := strings.IndexByte(t[i:], '}')
		if j < 0 {
			return names
		}
		name, _, _ := strings.Cut(t[i+1:i+j], ":")
		names = append(names, name)
		t = t[i+j+1:]
	}
}
