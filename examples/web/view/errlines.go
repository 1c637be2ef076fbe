package view

import (
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
// joins them with "; note: ". Each error comes first, its notes under
// it, as explain writes them: a note about a part after the error (the
// "@" of http://user:pass@www.iec.ch/) says in its first words that it
// is the likely reading.
func errorLines(list []*parser.Error, rules []string, l grammar.Lang) []ErrorLine {
	var lines []ErrorLine
	for _, e := range list {
		lines = append(lines, ErrorLine{Kind: "error", Text: e.Summary(l)})
		for _, n := range e.Notes {
			lines = append(lines, ErrorLine{Kind: "note", Text: n.Text(l)})
		}
	}
	for _, r := range rules {
		lines = append(lines, ErrorLine{Kind: "rule", Text: r})
	}
	return lines
}
