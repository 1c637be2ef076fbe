package describe

import "github.com/urlsyntax/rfc1738/parser"

// Leads reports whether note n of a syntax error says what the input
// likely meant by a part after the error, and so should be read before
// the error: in "http://user:pass@www.iec.ch/", the parser, which has
// no login to read in an http URL, reads "user" as the host and stops
// at "p", which is no port; only the "@" after it, which the note is
// about, shows that a user name and password were meant.
func Leads(e *parser.Error, n parser.Note) bool {
	return n.Code == parser.NoteNoLogin && n.Offset > e.Offset
}

// LeadNotes returns the notes of the diagnostics of list that lead
// (Leads): shown before the errors, where the others follow their
// error. The errors' messages stay as the parser words them.
func LeadNotes(list []*parser.Error) []parser.Note {
	var out []parser.Note
	for _, e := range list {
		for _, n := range e.Notes {
			if Leads(e, n) {
				out = append(out, n)
			}
		}
	}
	return out
}

// withoutLead returns e without its notes that lead, e itself when it
// has none.
func withoutLead(e *parser.Error) *parser.Error {
	keep := make([]parser.Note, 0, len(e.Notes))
	for _, n := range e.Notes {
		if !Leads(e, n) {
			keep = append(keep, n)
		}
	}
	if len(keep) == len(e.Notes) {
		return e
	}
	c := *e
	c.Notes = keep
	return &c
}
