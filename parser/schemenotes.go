package parser

import (
	"errors"
	"fmt"
	"github.com/urlsyntax/rfc1738/ast"
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
// none, and a program that parses can do nothing of it, so it is dropped
// silently. A test of the scheme's notes should look for each on an
// input that needs it: notetest.Check, of package parser/notetest,
// reports each note that Notes gives there and the parser drops, with
// the rule it breaks (Parser.CheckNote).
type SchemeNote struct {
	// Code is the note's code, registered with RegisterMessages.
	Code Code
	// Offset is the byte of the input the note is about.
	Offset int
	// Production is the production the note cites; the scheme's part's
	// (the error's Scheme) when it is the zero Production.
	Production ast.Production
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
		if p == (ast.Production{}) {
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

// CheckNote returns why p leaves out n, a note that the Notes of input's
// scheme returns on e, the syntax error p gives input: which rule of
// SchemeNote it breaks (a code without words, an argument missing, an
// offset outside the input, advice on other text or that does not get
// past the error). It returns nil when n holds and p adds it to e. A
// scheme's tests call it, through notetest.Check, to find the notes
// that the parser drops, which a program that parses never sees.
func (p *Parser) CheckNote(input string, e *Error, n SchemeNote) error {
	if e == nil {
		return errors.New("no error to note")
	}
	return n.check(e, input, p.schemeOf(input))
}

// holds reports whether n holds for e, the error of input, a URL of s.
func (n SchemeNote) holds(e *Error, input string, s *scheme) bool {
	return n.check(e, input, s) == nil
}

// check returns why n does not hold for e, the error of input, a URL of
// s, or nil when it holds.
func (n SchemeNote) check(e *Error, input string, s *scheme) error {
	if n.Offset < 0 || n.Offset > len(input) {
		return fmt.Errorf("note %s: offset %d is outside the input, of %d bytes", n.Code, n.Offset, len(input))
	}
	if err := n.worded(); err != nil {
		return err
	}
	if n.Old == "" && n.New == "" {
		return nil
	}
	if n.Offset > e.Offset {
		return fmt.Errorf("note %s: its advice is at offset %d, after the error's, %d", n.Code, n.Offset, e.Offset)
	}
	if !strings.HasPrefix(input[n.Offset:], n.Old) {
		return fmt.Errorf("note %s: its advice replaces %q, but the input at offset %d is %q", n.Code, n.Old, n.Offset, input[n.Offset:min(len(input), n.Offset+len(n.Old))])
	}
	edited := input[:n.Offset] + n.New + input[n.Offset+len(n.Old):]
	mapped := max(e.Offset, n.Offset+len(n.Old)) + len(n.New) - len(n.Old)
	a := automatonOf(s)
	st, got := a.Run(edited)
	if got > mapped || got == len(edited) && a.Final[st] {
		return nil
	}
	return fmt.Errorf("note %s: its advice, %q written %q, does not get past the error: the input so edited, %q, is refused at offset %d, not past the error, at %d in it", n.Code, n.Old, n.New, edited, got, mapped)
}

// worded returns why n's code lacks words in a language, or a value in
// n.Args for a placeholder of them but {found}: nil when it has them.
func (n SchemeNote) worded() error {
	for _, l := range []struct {
		lang  grammar.Lang
		words string
	}{{grammar.English, "English"}, {grammar.French, "French"}} {
		lang, words := l.lang, l.words
		t := Template(n.Code, lang)
		if t == "" {
			return fmt.Errorf("note %s: the code has no words in %s (RegisterMessages)", n.Code, words)
		}
		for _, name := range placeholders(t) {
			if _, ok := n.Args[name]; !ok && name != "found" {
				return fmt.Errorf("note %s: Args gives no value to {%s} of its words in %s", n.Code, name, words)
			}
		}
	}
	return nil
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
