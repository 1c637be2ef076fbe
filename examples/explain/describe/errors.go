package describe

import (
	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// ErrorLines says why an input is not a URL, in l, as explain writes it
// under the input's diagram: each of the parser's diagnostics, list, in
// input order, by its text (parser.Error.Text: the message and its
// notes); then, for a scheme with a production of its own that no
// message already names, that production's rule, the whole of what the
// URL must match, once.
func ErrorLines(list []*parser.Error, l grammar.Lang) []string {
	v := speaker{Voice: voice.Voice{Lang: l}}
	var lines []string
	for _, e := range list {
		lines = append(lines, e.Text(l))
	}
	seen := map[string]bool{}
	for _, e := range list {
		if g := e.Scheme; g.Name != "" && g != e.Production && !seen[g.Name] {
			seen[g.Name] = true
			label := v.S("the scheme's own production: ", "la production propre au mode : ")
			if g.Of != nil {
				// This grammar's reading of an RFC that writes no rule
				// (httpsurl), which the citation says: not the scheme's own.
				label = v.S("the scheme's production: ", "la production du mode : ")
			}
			lines = append(lines, label+g.Rule+" ("+v.RuleWhere(g)+")")
		}
	}
	return lines
}
