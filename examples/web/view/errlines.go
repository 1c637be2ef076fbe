package view

import (
	"github.com/urlsyntax/rfc1738/examples/explain/describe"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// An ErrorLine is a line of an error's panel.
type ErrorLine struct {
	// Kind is "error" for an error's summary (parser.Error.Summary),
	// "note" for one of its notes, without the word "note", which the
	// page writes, and "rule" for the rule of the scheme's own
	// production.
	Kind string `json:"kind"`
	Text string `json:"text"`
}

// errorLines cuts the errors of list, in l, into their summaries and
// notes, followed by rules, the lines describe.ErrorLines adds after
// theirs: the error's panel shows each apart, where parser.Error.Text
// joins them with "; note: ".
//
// A note that says what the input likely meant by a part after the
// error (describe.Leads: http://user:pass@www.iec.ch/ has a login, which
// httpurl has not) comes first, before the errors, as explain writes it.
func errorLines(list []*parser.Error, rules []string, l grammar.Lang) []ErrorLine {
	var lines []ErrorLine
	for _, n := range describe.LeadNotes(list) {
		lines = append(lines, ErrorLine{Kind: "note", Text: n.Text(l)})
	}
	for _, e := range list {
		lines = append(lines, ErrorLine{Kind: "error", Text: e.Summary(l)})
		for _, n := range e.Notes {
			if !describe.Leads(e, n) {
				lines = append(lines, ErrorLine{Kind: "note", Text: n.Text(l)})
			}
		}
	}
	for _, r := range rules {
		lines = append(lines, ErrorLine{Kind: "rule", Text: r})
	}
	return lines
}

// leadWord is the word before a note that leads, on a line of its own in
// Error.Message: "note: ", « remarque : ».
func leadWord(l grammar.Lang) string {
	if l == grammar.French {
		return grammar.FrenchSpaces("remarque : ")
	}
	return "note: "
}
