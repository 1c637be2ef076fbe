package explaintool

import (
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/urlsyntax/rfc1738/examples/explain/describe"
	"github.com/urlsyntax/rfc1738/examples/internal/voice"
)

// out is how explain lays out its output, as run sets it from -width and
// -v: the zero value, which the tests of single functions use, wraps
// nothing and writes the concise output.
var out layout

// A layout is how explain lays out its output.
type layout struct {
	// width is the number of columns lines are wrapped to; 0 wraps
	// nothing.
	width int
	// verbose writes everything (-v): the details of each part that the
	// diagram shows too, what each part left out means in full, and the
	// rules of the productions cited.
	verbose bool
}

// defaultWidth is the width of output written to w when -width is not
// given: a terminal's, that of the COLUMNS environment variable or else
// 80 columns, when w is a terminal; 0, no wrapping, when it is not (a
// file, a pipe, a test's buffer). The standard library has no call that
// asks the terminal its width, and explain depends on no other for it.
func defaultWidth(w io.Writer, getenv func(string) string) int {
	f, ok := w.(*os.File)
	if !ok {
		return 0
	}
	if fi, err := f.Stat(); err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		return 0
	}
	if n, err := strconv.Atoi(getenv("COLUMNS")); err == nil && n > 0 {
		return n
	}
	return 80
}

// writeRule writes rule, "name = expr", to w after indent, wrapped to
// out.width, its following lines aligned after the "= ".
func writeRule(w io.Writer, rule, indent string) {
	name, _, ok := strings.Cut(rule, " = ")
	rest := indent + "    "
	if ok && voice.Width(name) < 24 {
		rest = indent + strings.Repeat(" ", voice.Width(name)+3)
	}
	writeWrapped(w, rule, indent, rest)
}

// errorMessage joins the lines of an error's message for the printer's
// FprintError, which writes the first after "error: " and the others
// under it: each note of a line ("; note: ...") starts a line of its
// own, whatever the width (describe.NoteLines), and with a width each is
// wrapped to out.width less that prefix, with a hanging indent of two
// columns.
func errorMessage(v voice.Voice, lines []string) string {
	room := 0
	if out.width > 0 {
		room = max(20, out.width-voice.Width(v.S("error: ", "erreur : ")))
	}
	if room == 0 {
		return describe.SplitNotes(lines, v.Lang) // a line each, for grep
	}
	var all []string
	for _, l := range lines {
		for _, part := range describe.NoteLines(l, v.Lang) {
			all = append(all, describe.Wrap(part, room, "", "  ")...)
		}
	}
	return strings.Join(all, "\n")
}
