package describe

import (
	"regexp"
	"strings"

	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/grammar"
)

// NoteLines splits a line of an error's text (parser.Error.Text) into
// the message and each of its notes, a line each, each note after
// "note: " (« remarque : »), as explain writes them under the error:
// joined by the parser's "; note: ", the notes would read as one dense
// paragraph, and "write %7E; note:" as if the ";" were part of the
// advice.
func NoteLines(line string, l grammar.Lang) []string {
	parts := noteSep[l].Split(line, -1)
	for i := 1; i < len(parts); i++ {
		parts[i] = voice.Voice{Lang: l}.S("note: ", "remarque : ") + parts[i]
	}
	return parts
}

// SplitNotes returns lines, each split by NoteLines, joined by newlines.
func SplitNotes(lines []string, l grammar.Lang) string {
	var all []string
	for _, line := range lines {
		all = append(all, NoteLines(line, l)...)
	}
	return strings.Join(all, "\n")
}

// noteSep matches what joins a note to the message before it in the
// parser's text, "; note: ", « ; remarque : », whether the French has
// the no-break spaces of French typography (grammar.FrenchSpaces) before
// ";" and ":" or plain spaces: it splits on the structure, not on the
// spaces.
var noteSep = map[grammar.Lang]*regexp.Regexp{
	grammar.English: regexp.MustCompile(`; note: `),
	grammar.French:  regexp.MustCompile("[ \u00a0]; remarque[ \u00a0]: "),
}
