package explaintool

import (
	"fmt"
	"io"
	"strings"

	"github.com/urlsyntax/rfc1738/examples/explain/describe"
	"github.com/urlsyntax/rfc1738/examples/explain/tracetext"
	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// traceFlag is the value of -trace: -trace alone asks for the summary
// of a derivation, -trace=full for every step of it.
type traceFlag struct{ set, full bool }

func (f *traceFlag) String() string {
	switch {
	case f == nil || !f.set:
		return "false"
	case f.full:
		return "full"
	}
	return "true"
}

func (f *traceFlag) Set(s string) error {
	switch strings.ToLower(s) {
	case "true", "summary":
		*f = traceFlag{set: true}
	case "full":
		*f = traceFlag{set: true, full: true}
	case "false":
		*f = traceFlag{}
	default:
		return fmt.Errorf("-trace is -trace or -trace=full, not -trace=%s", s)
	}
	return nil
}

// IsBoolFlag lets -trace stand alone, as a boolean flag does.
func (f *traceFlag) IsBoolFlag() bool { return true }

// show is the explainer of the mode the flag asks for.
func (f *traceFlag) show(w io.Writer, v voice.Voice, input string) (bool, error) {
	if f.full {
		return showTraceFull(w, v, input)
	}
	return showTrace(w, v, input)
}

// showTrace writes the summary of the derivation of input, for a
// student: the productions the grammar's interpreter entered, outer
// before inner and left before right, each with the bytes it matched
// (its span and text), named by its label in v's language and, where
// that differs, by its RFC name; at each choice, which alternative was
// taken and how many failed before it; and each lookahead's decision,
// as a sentence: the part of the rule it guards, what it looks for, and
// whether it found it. For input that is not a URL, the summary is of
// the attempt (failed productions marked ✗, the furthest byte the
// interpreter reached), then the verdict: the error Parse gives, at the
// first impossible byte, with its notes. It returns false when input is
// not a URL. The trace is the interpreter's (parser.Parser.Trace),
// worded by package tracetext, which the live page shares; the verdict
// is the parse every output of explain makes (parseURL).
func showTrace(w io.Writer, v voice.Voice, input string) (bool, error) {
	return writeTrace(w, v, input, false)
}

// showTraceFull is showTrace with every step of the derivation: each
// production, choice and alternative tried, each repetition with its
// count and the iteration that ended it, each lookahead and each run of
// characters, those that failed marked ✗ with where and why.
func showTraceFull(w io.Writer, v voice.Voice, input string) (bool, error) {
	return writeTrace(w, v, input, true)
}

func writeTrace(w io.Writer, v voice.Voice, input string, full bool) (bool, error) {
	_, perr := parseURL(input)
	if list := describe.Diagnostics(perr); len(list) == 1 && list[0].Code == parser.CodeTooLong {
		return false, showError(w, v, input, perr) // not read: no trace
	}
	tr, _ := readWith.Trace(input) // the same error as perr
	if tr == nil {
		return false, showError(w, v, input, perr)
	}
	t := tracetext.Build(tr, perr, v.Lang, full)
	var b strings.Builder
	b.WriteString(grammar.Marked(input) + "\n") // as the diagram's first line

	writeTraceLines(&b, t.Lines)
	for _, line := range t.End {
		writeWrapped(&b, line, "", "    ")
	}
	if strings.Contains(b.String(), "⟨%") {
		writeWrapped(&b, tracedOctets(v), "", " ")
	}
	if t.Counts != "" {
		writeWrapped(&b, t.Counts, "", " ")
	}
	if perr == nil {
		_, err := io.WriteString(w, b.String())
		return true, err
	}
	b.WriteString("\n")
	writeWrapped(&b, t.Verdict, "", "    ")
	if _, err := io.WriteString(w, b.String()); err != nil {
		return false, err
	}
	list := describe.Diagnostics(perr)
	offset := 0
	lines := describe.ErrorLines(list, v.Lang)
	if len(list) == 0 {
		lines = []string{perr.Error()}
	} else {
		offset = list[0].Offset
	}
	c := &printer.DiagramConfig{Lang: v.Lang}
	return false, c.FprintError(w, input, nil, offset, errorMessage(v, lines))
}

// tracedOctets is the line that says how the trace shows a byte of the
// input that is not printable, apart from the three characters of an
// escape that a lookahead looks for.
func tracedOctets(v voice.Voice) string {
	return v.S("(in the trace, ⟨%XX⟩ is a byte of the input that is not printable; %XX alone is the three characters)",
		"(dans la trace, ⟨%XX⟩ note un octet non imprimable de l'entrée ; %XX seul, ces trois caractères)")
}

// maxNameWidth is the widest first column that sets the column's
// width: a wider one overflows it.
const maxNameWidth = 56

// writeTraceLines writes a trace's lines, indented by depth, their
// columns aligned: the name, the span, then the text and what the step
// did; a sentence wrapped with a hanging indent, under the third column
// when that is within the left half of out.width.
func writeTraceLines(b *strings.Builder, nodes []*tracetext.Line) {
	type line struct {
		indent int
		n      *tracetext.Line
	}
	var lines []line
	var walk func(nodes []*tracetext.Line, indent int)
	walk = func(nodes []*tracetext.Line, indent int) {
		for _, n := range nodes {
			lines = append(lines, line{indent, n})
			walk(n.Children, indent+1)
		}
	}
	walk(nodes, 0)
	var w0, w1 int
	for _, l := range lines {
		if len(l.n.Cols) > 1 {
			if w := 2*l.indent + voice.Width(l.n.Cols[0]); w <= maxNameWidth {
				w0 = max(w0, w)
			}
			w1 = max(w1, voice.Width(l.n.Cols[1]))
		}
	}
	for _, l := range lines {
		indent := strings.Repeat("  ", l.indent)
		rest := indent + "    " // a sentence's hanging indent
		var line string
		if len(l.n.Cols) == 1 {
			line = indent + l.n.Cols[0]
		} else {
			line = voice.Pad(indent+l.n.Cols[0], w0) + "  " + voice.Pad(l.n.Cols[1], w1)
			if col := w0 + 2 + w1 + 2; col <= out.width/2 {
				rest = strings.Repeat(" ", col) // under the third column
			}
			for _, c := range l.n.Cols[2:] {
				if c != "" {
					line += "  " + c
				}
			}
			line = strings.TrimRight(line, " ")
		}
		if l.n.Count > 1 {
			line += fmt.Sprintf(" (×%d)", l.n.Count)
		}
		body := strings.TrimLeft(line, " ")
		for _, s := range describe.Wrap(body, out.width, line[:len(line)-len(body)], rest) {
			b.WriteString(s + "\n")
		}
	}
}
