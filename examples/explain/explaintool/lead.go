package explaintool

import (
	"io"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/explain/describe"
	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// fprintError writes what c.FprintError writes of an input that is not a
// URL, with message lines, the errors of list as describe.ErrorLines
// words them; the notes of list that lead (describe.LeadNotes), each
// on a line of its own, come before the error's line: what the input
// likely meant is read first, the error, as exact as ever, after it.
func fprintError(w io.Writer, c *printer.DiagramConfig, v voice.Voice, input string, parsed ast.Node, offset int, list []*parser.Error, lines []string) error {
	message := errorMessage(v, lines)
	lead := describe.LeadNotes(list)
	if len(lead) == 0 {
		return c.FprintError(w, input, parsed, offset, message)
	}
	var b strings.Builder
	if err := c.FprintError(&b, input, parsed, offset, message); err != nil {
		return err
	}
	out := b.String()
	first, _, _ := strings.Cut(message, "\n")
	at := strings.LastIndex(out, first)
	if at < 0 { // not written: nothing to lead
		_, err := io.WriteString(w, out)
		return err
	}
	start := strings.LastIndexByte(out[:at], '\n') + 1
	_, err := io.WriteString(w, out[:start]+leadLines(v, lead)+out[start:])
	return err
}

// leadLines writes the notes that lead, a line each that starts "note: ",
// « remarque : », wrapped as the error's lines are.
func leadLines(v voice.Voice, lead []parser.Note) string {
	var b strings.Builder
	for _, n := range lead {
		text := v.S("note: ", "remarque : ") + n.Text(v.Lang)
		if out.width == 0 {
			b.WriteString(text + "\n")
			continue
		}
		for _, l := range describe.Wrap(text, max(20, out.width), "", "  ") {
			b.WriteString(l + "\n")
		}
	}
	return b.String()
}
