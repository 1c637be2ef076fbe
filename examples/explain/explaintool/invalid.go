package explaintool

import (
	"fmt"
	"io"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/explain/describe"
	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// showError writes to w, as the printer's FprintError draws it in v's
// language, an input that is not a URL: the input, a caret under its
// first impossible byte, the diagram of the part of the input that
// parsed (printer.ParsedPrefix of the longest prefix that is a URL,
// which the error gives: one parse more, so that an input that is not a
// URL costs two parses in all), and the parser's message with its
// notes, in v's language (parser.Error.Text); then, for a scheme with
// a production of its own that the message does not already name, that
// production's rule, the whole of what the URL must match. A validator
// may report several errors: the caret is under the first, and each has
// a line, which gives its offset. An input over the parser's MaxLength
// is not shown: only the error is.
func showError(w io.Writer, v voice.Voice, input string, err error) error {
	list := describe.Diagnostics(err)
	if len(list) == 1 && list[0].Code == parser.CodeTooLong {
		// Not read: nothing to draw, and the input may be huge.
		_, err := fmt.Fprintln(w, v.S("error: ", "erreur : ")+list[0].Text(v.Lang))
		return err
	}
	offset, prefix, exact, in, misread := 0, 0, false, "", ""
	var lines []string
	if len(list) == 0 {
		lines = append(lines, err.Error())
	} else {
		offset, prefix, misread = list[0].Offset, list[0].Offset, describe.Misread(list[0])
		if list[0].Code == parser.CodeSyntax {
			prefix, exact, in = list[0].ValidPrefix, true, list[0].Production.Name
		}
	}
	lines = append(lines, describe.ErrorLines(list, v.Lang)...)
	parsed := printer.ParsedPrefix(input, prefix, exact, parseURL) // nil when none parses: FprintError shows no part
	c := &printer.DiagramConfig{Lang: v.Lang, ErrorIn: in, Misread: misread}
	return c.FprintError(w, input, parsed, offset, errorMessage(v, lines))
}

// parseURL is the parser explain reads URLs with: every parse goes
// through it, so that a test can count them.
var parseURL = func(s string) (*ast.URL, error) { return readWith.Parse(s) }

// readWith is the parser explain reads, validates and shows the grammar
// with: Config's, with the schemes -scheme names (run sets it).
var readWith = parser.Default()

// extra are the schemes -scheme may add (Config.Extra; run sets them):
// -grammar suggests one whose rule has a name asked for.
var extra []parser.Scheme
