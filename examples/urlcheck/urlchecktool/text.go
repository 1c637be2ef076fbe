package urlchecktool

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/urlsyntax/rfc1738/examples/internal/term"
	"github.com/urlsyntax/rfc1738/parser"
)

// place is what -text adds to a report before its "url": where the URL
// is in its document (the file as messages name it, the 1-based line and
// byte column and the byte offset of the finding's first byte) and the
// form it is written in (parser.Form). It is embedded in report, nil
// without -text, and its keys are then left out.
type place struct {
	File   string `json:"file"`
	Line   int    `json:"line"`
	Column int    `json:"column"`
	Offset int    `json:"offset"`
	Form   string `json:"form"`
}

// textOptions are the flags that -text reads its documents with.
type textOptions struct {
	p        *parser.Parser
	asJSON   bool // one JSON object per URL found
	warnings bool // look for the warnings of valid URLs
	fix      bool // write the documents with their URLs fixed
	diff     bool // with fix, a unified diff instead
	write    bool // with fix, write each document fixed over its file
	markdown bool // every document is Markdown, whatever its name
	tty      bool // standard output is a terminal (isTerminal)
}

// runText is the command with -text: it finds the URLs of each document
// that names lists (standard input for "-"), reports each invalid one
// (and the warnings of the valid ones) where it is, or with fix writes
// the documents fixed, and returns the exit status: exitInvalid when a
// URL is invalid (with fix, when one has no fix), exitError when a
// document cannot be read or the output written (with write, the file).
func runText(names []string, stdin io.Reader, stdout, stderr io.Writer, o textOptions) int {
	status := exitValid
	o.tty = isTerminal(stdout)
	s := &streams{stdout: stdout, stderr: stderr}
	for _, name := range names {
		shown, text, err := readDocument(name, stdin)
		if err != nil {
			fmt.Fprintln(stderr, "urlcheck:", term.Escape(err.Error())) // a file name is an argument
			status = exitError
			continue
		}
		failed, err := o.document(s, shown, text, o.markdown || markdownName(name))
		if err != nil {
			fmt.Fprintln(&s.msgs, "urlcheck:", term.Escape(err.Error()))
			status = exitError
		}
		if err := s.flush(true); err != nil {
			fmt.Fprintln(stderr, "urlcheck: writing output:", term.Escape(err.Error()))
			return exitError
		}
		if failed && status == exitValid {
			status = exitInvalid
		}
	}
	return status
}

// readDocument reads the document name, whole, and returns it with its
// name as the output shows it (escaped there): stdinName for "-".
func readDocument(name string, stdin io.Reader) (string, string, error) {
	if name == "-" {
		b, err := io.ReadAll(stdin)
		return stdinName, string(b), err
	}
	b, err := os.ReadFile(name)
	return name, string(b), err
}

// markdownName reports whether the file name is a Markdown document's,
// whose code spans and fenced blocks are skipped; every other document,
// standard input too, is plain text, in which a backtick delimits
// nothing (RFCs quote `like this').
func markdownName(name string) bool {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".md", ".markdown", ".mdown", ".mkd":
		return true
	}
	return false
}

// document finds the URLs of text, the document shown as name, and
// writes to s what the options ask, as it goes (to its msgs the URLs
// that -fix has no fix for), or with -w the document fixed over its
// file; it reports whether a URL counts against the exit status, and the
// error of -w. It stops at the first error writing standard output,
// which s keeps. Each finding is let go once reported, with the error it
// built, so that what it holds is the text and the list of findings.
func (o textOptions) document(s *streams, name, text string, markdown bool) (bool, error) {
	mode := parser.FindCode
	if markdown {
		mode = 0
	}
	findings := o.p.Find(text, mode)
	var edits []edit // with -fix, the edits of every URL, in the document
	failed := false
	for i := range findings {
		r := o.reportOf(name, &findings[i])
		findings[i] = parser.Finding{}
		if r.failed() {
			failed = true
		}
		switch {
		case o.asJSON:
			formatJSON(&s.out, &r)
		case o.fix:
			if r.Fixed == nil {
				noFixAt(&s.msgs, &r)
			}
			edits = append(edits, r.Edits...)
		default:
			formatPlace(&s.out, &r, o.warnings)
		}
		if s.flush(false) != nil {
			return failed, nil
		}
	}
	switch {
	case o.write:
		return failed, writeBack(name, text, editDocument(text, edits))
	case o.fix && !o.asJSON:
		o.writeFixed(&s.out, name, text, editDocument(text, edits))
	}
	return failed, nil
}

// reportOf returns the report of the finding f of the document name: its
// place, its URL as read, and the usual verdict, parts and diagnostics,
// every offset of which is into the document and placed at its line and
// column; with -fix, its fix, the edits placed in the document too.
func (o textOptions) reportOf(name string, f *parser.Finding) report {
	var r report
	if f.Err != nil {
		r = report{URL: f.Text, Errors: diagnostics(f.Err), Warnings: []diagnostic{}}
	} else {
		r = check(o.p, urlPart(f))
		r.URL = f.Text
		if !o.warnings {
			r.Warnings = []diagnostic{}
		}
		for i := range r.Warnings { // offsets into the URL: moved into the document
			w := &r.Warnings[i]
			w.Offset, w.Message = moved(f, w.Offset, w.Message)
			for j := range w.Notes {
				n := &w.Notes[j]
				n.Offset, n.Message = moved(f, n.Offset, n.Message)
			}
		}
	}
	r.place = &place{File: name, Line: f.Pos.Line, Column: f.Pos.Column, Offset: f.Pos.Offset, Form: f.Form.String()}
	for _, ds := range [][]diagnostic{r.Errors, r.Warnings} {
		for i := range ds {
			d := &ds[i]
			pos := f.Position(d.Offset)
			d.Line, d.Column = pos.Line, pos.Column
			d.SpecificCode = d.specificCode()
			for j := range d.Notes {
				n := &d.Notes[j]
				pos := f.Position(n.Offset)
				n.Line, n.Column = pos.Line, pos.Column
			}
		}
	}
	switch {
	case o.fix && len(r.Errors) > 0 && r.Errors[0].Code == string(parser.CodeUnclosedQuote):
		// The quote's URL has no end that a fix could keep it to: what
		// follows "<URL:" up to the blank line may be prose.
		r.repair = &repair{why: r.Errors[:1]}
	case o.fix:
		r.repair = o.repairIn(f)
	}
	return r
}

// moved returns the offset off into f's URL moved into the document,
// and message, which starts with "offset off: ", with the moved offset,
// and the offset that a message names inside it ("field "x" is given
// again (first at offset 14)") moved too: every offset that -text
// writes is into the document.
func moved(f *parser.Finding, off int, message string) (int, string) {
	to := f.TextOffset(off)
	if rest, ok := strings.CutPrefix(message, "offset "+strconv.Itoa(off)+": "); ok {
		message = "offset " + strconv.Itoa(to) + ": " + rest
	}
	return to, movedInside(f, message)
}

// firstAt is how a message names another offset in the URL.
const firstAt = "(first at offset "

// movedInside returns message with the offset after firstAt, which is
// into f's URL, moved into the document.
func movedInside(f *parser.Finding, message string) string {
	before, after, ok := strings.Cut(message, firstAt)
	if !ok {
		return message
	}
	n := 0
	for n < len(after) && '0' <= after[n] && after[n] <= '9' {
		n++
	}
	off, err := strconv.Atoi(after[:n])
	if err != nil || !strings.HasPrefix(after[n:], ")") || off > len(f.Text) {
		return message
	}
	return before + firstAt + strconv.Itoa(f.TextOffset(off)) + after[n:]
}

// urlPart returns the URL of a valid finding, without its fragment.
func urlPart(f *parser.Finding) string {
	if f.Fragment == nil {
		return f.Text
	}
	return f.Text[:strings.IndexByte(f.Text, '#')]
}

// formatPlace writes r, the report of a URL found in a document, as the
// lines that compilers and go vet write, which editors jump from: for an
// invalid URL its first error, "FILE:LINE:COLUMN: CODE: message", at
// its first impossible byte, with the most specific code
// (parser.Error.SpecificCode), then each note on an indented line in the
// same form; for a valid one, with warnings, each warning so, its
// message after "warning: ". A valid URL without warnings writes
// nothing. Messages are escaped (term.Escape): a note may quote the URL.
func formatPlace(b *bytes.Buffer, r *report, warnings bool) {
	if len(r.Errors) > 0 {
		d := &r.Errors[0]
		writeAt(b, "", r.File, d.Line, d.Column, d.specific, "", d.Message, d.Offset)
		for _, n := range d.Notes {
			writeAt(b, "\t", r.File, n.Line, n.Column, n.Code, "", n.Message, n.Offset)
		}
		return
	}
	if !warnings {
		return
	}
	for _, d := range r.Warnings {
		writeAt(b, "", r.File, d.Line, d.Column, d.Code, "warning: ", d.Message, d.Offset)
	}
}

// writeAt writes one line: indent, "file:line:column: code: ", then
// label and message, without the "offset N: " that starts it (the line
// and column say where).
func writeAt(b *bytes.Buffer, indent, file string, line, column int, code, label, message string, offset int) {
	b.WriteString(indent)
	b.WriteString(term.Escape(file)) // an argument
	b.WriteByte(':')
	b.Write(strconv.AppendInt(b.AvailableBuffer(), int64(line), 10))
	b.WriteByte(':')
	b.Write(strconv.AppendInt(b.AvailableBuffer(), int64(column), 10))
	b.WriteString(": ")
	b.WriteString(code)
	b.WriteString(": ")
	b.WriteString(label)
	b.WriteString(term.Escape(withoutOffset(message, offset)))
	b.WriteByte('\n')
}

// withoutOffset returns message without the "offset N: " with which the
// parser's messages (Error.Summary, Note.Text) start.
func withoutOffset(message string, offset int) string {
	return strings.TrimPrefix(message, "offset "+strconv.Itoa(offset)+": ")
}
