package urlchecktool

import (
	"bytes"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/examples/internal/term"
	"github.com/urlsyntax/rfc1738/parser"
)

// repairIn fixes the URL that f found (parser.Parser.Fix), as -fix
// fixes a line, and places the fix's edits in the document. A valid URL
// has no edits. An edit that escapes bytes a quote's whitespace
// separates ("~" and "~" on two lines, which Fix, reading the URL
// without its whitespace, makes one edit of) is made byte by byte,
// around the whitespace; any other edit across it would take it off,
// and the URL has no fix.
func (o textOptions) repairIn(f *parser.Finding) *repair {
	if f.Err == nil {
		text := f.Text
		return &repair{Fixed: &text, Edits: []edit{}}
	}
	fixed, err := o.p.Fix(f.Text)
	if err != nil {
		why := diagnostics(err)
		for i := range why { // offsets into the URL: moved into the document
			d := &why[i]
			d.Offset, d.Message = moved(f, d.Offset, d.Message)
			pos := f.Position(d.Offset)
			d.Line, d.Column = pos.Line, pos.Column
		}
		return &repair{why: why}
	}
	edits := make([]edit, 0, len(fixed.Edits))
	for _, e := range fixed.Edits {
		start := f.TextOffset(e.Offset)
		if e.Old == "" || f.TextOffset(e.Offset+len(e.Old)-1)-start == len(e.Old)-1 {
			edits = append(edits, edit{Offset: start, Old: e.Old, New: e.New, Code: string(e.Code)})
			continue
		}
		if e.New != percentEncode(e.Old) {
			pos := f.Position(start)
			return &repair{why: []diagnostic{{Offset: start, Line: pos.Line, Column: pos.Column, specific: string(e.Code),
				Message: "the edit of " + strconv.Quote(e.Old) + " would take off the whitespace inside it"}}}
		}
		for k := 0; k < len(e.Old); k++ {
			old := e.Old[k : k+1]
			edits = append(edits, edit{Offset: f.TextOffset(e.Offset + k), Old: old, New: percentEncode(old), Code: string(e.Code)})
		}
	}
	text := fixed.Text
	return &repair{Fixed: &text, Edits: edits}
}

// percentEncode returns every byte of s escaped, "%" and two upper-case
// hex digits, as Fix escapes them.
func percentEncode(s string) string {
	const hex = "0123456789ABCDEF"
	b := make([]byte, 0, 3*len(s))
	for i := 0; i < len(s); i++ {
		b = append(b, '%', hex[s[i]>>4], hex[s[i]&0xf])
	}
	return string(b)
}

// noFixAt writes to b the message for the URL of r, found in a document,
// that -fix has no fix for: where and why, as -text writes an error.
func noFixAt(b *bytes.Buffer, r *report) {
	d := &r.why[0]
	b.WriteString("urlcheck: ")
	writeAt(b, "", r.File, d.Line, d.Column, d.specific, "no fix: ", d.Message, d.Offset)
}

// editDocument returns text with edits, which do not overlap, applied.
func editDocument(text string, edits []edit) string {
	if len(edits) == 0 {
		return text
	}
	sort.SliceStable(edits, func(i, j int) bool { return edits[i].Offset < edits[j].Offset })
	var b strings.Builder
	at := 0
	for _, e := range edits {
		b.WriteString(text[at:e.Offset])
		b.WriteString(e.New)
		at = e.Offset + len(e.Old)
	}
	b.WriteString(text[at:])
	return b.String()
}

// diffContext is how many unchanged lines a hunk shows around a change,
// as diff -u does.
const diffContext = 3

// writeDiff writes to b the unified diff (diff -u, without timestamps)
// that turns old, the document name, into new; nothing when they are
// equal. The fixes of -fix never add or take off a line break, so that
// line i of new is line i of old, edited or not, and the diff is the
// changed lines, each a "-" and a "+", in hunks with their context;
// where the lines do not correspond, it replaces them all, which is a
// correct diff still. It writes the documents' lines as they are: the
// caller escapes what a terminal acts on.
func writeDiff(b *bytes.Buffer, name, old, new string) {
	if old == new {
		return
	}
	a, c := docLines(old), docLines(new)
	b.WriteString("--- " + name + "\n+++ " + name + "\n")
	if len(a) != len(c) {
		writeHunk(b, a, c, 0, len(a), 0, len(c))
		return
	}
	for i := 0; i < len(a); {
		if a[i] == c[i] {
			i++
			continue
		}
		// A hunk from the first change, with its context, to the last
		// change that is followed by fewer than twice the context of
		// unchanged lines before the next.
		start, end := max(0, i-diffContext), i+1
		for j := end; j < len(a) && j <= end+2*diffContext; j++ {
			if a[j] != c[j] {
				end = j + 1
			}
		}
		end = min(len(a), end+diffContext)
		writeHunk(b, a, c, start, end, start, end)
		i = end
	}
}

// writeHunk writes the hunk that replaces a[as:ae] with c[cs:ce]: equal
// lines of both as context, and the others, where both have them, as
// their "-" and "+" lines in runs.
func writeHunk(b *bytes.Buffer, a, c []string, as, ae, cs, ce int) {
	b.WriteString("@@ -" + hunkRange(as, ae-as) + " +" + hunkRange(cs, ce-cs) + " @@\n")
	if ae-as != ce-cs {
		for _, l := range a[as:ae] {
			diffLine(b, '-', l)
		}
		for _, l := range c[cs:ce] {
			diffLine(b, '+', l)
		}
		return
	}
	for i := 0; i < ae-as; {
		if a[as+i] == c[cs+i] {
			diffLine(b, ' ', a[as+i])
			i++
			continue
		}
		j := i
		for j < ae-as && a[as+j] != c[cs+j] {
			j++
		}
		for _, l := range a[as+i : as+j] {
			diffLine(b, '-', l)
		}
		for _, l := range c[cs+i : cs+j] {
			diffLine(b, '+', l)
		}
		i = j
	}
}

// hunkRange writes a hunk's range of n lines from line start (counted
// from 0) as diff -u does: "l,n" from 1, "l" alone for one line, and the
// line before for none.
func hunkRange(start, n int) string {
	switch n {
	case 0:
		return strconv.Itoa(start) + ",0"
	case 1:
		return strconv.Itoa(start + 1)
	}
	return strconv.Itoa(start+1) + "," + strconv.Itoa(n)
}

// diffLine writes one line of a hunk with its mark; a last line without
// a line break is followed by diff's marker of it.
func diffLine(b *bytes.Buffer, mark byte, l string) {
	b.WriteByte(mark)
	b.WriteString(l)
	if !strings.HasSuffix(l, "\n") {
		b.WriteByte('\n')
		b.WriteString("\\ No newline at end of file\n")
	}
}

// docLines splits s into its lines, each with its line break but the last
// when s does not end with one.
func docLines(s string) []string {
	out := strings.SplitAfter(s, "\n")
	if out[len(out)-1] == "" {
		out = out[:len(out)-1]
	}
	return out
}

// writeFixed writes to out the document name fixed, or with -diff the
// diff from text to fixed. Written to a file or a pipe, it is a
// document: its bytes are the input's, but for the edits, a carriage
// return, a form feed, a byte order mark and bytes that are not UTF-8
// too. Written to a terminal, it is display, and what a terminal acts
// on is escaped (term.Writer), as everywhere else.
func (o textOptions) writeFixed(out *bytes.Buffer, name, text, fixed string) {
	var shown bytes.Buffer
	dst := out
	if o.tty {
		dst = &shown
	}
	if o.diff {
		writeDiff(dst, diffName(name), text, fixed)
	} else {
		dst.WriteString(fixed)
	}
	if o.tty {
		w := &term.Writer{W: out}
		w.Write(shown.Bytes())
		w.Flush()
	}
}

// diffName returns the file name as a diff's header writes it: as it
// is, or, when it holds a space, a quote, a backslash or a character
// that is not graphic (term.Inert), in double quotes with C's escapes,
// every byte of such a character in octal, as GNU diff quotes it and
// patch -p0 reads it. Quoted so, a name is inert on a terminal too.
func diffName(name string) string {
	quote := false
	for _, r := range name {
		quote = quote || r == ' ' || r == '"' || r == '\\' || !term.Inert(r) || r == utf8.RuneError
	}
	if !quote {
		return name
	}
	b := []byte{'"'}
	for i := 0; i < len(name); {
		r, n := utf8.DecodeRuneInString(name[i:])
		switch {
		case r == '"' || r == '\\':
			b = append(b, '\\', name[i])
		case r == '\t':
			b = append(b, '\\', 't')
		case r == '\n':
			b = append(b, '\\', 'n')
		case term.Inert(r) && !(r == utf8.RuneError && n == 1):
			b = append(b, name[i:i+n]...)
		default:
			for _, c := range []byte(name[i : i+n]) {
				b = append(b, '\\', '0'+c>>6, '0'+c>>3&7, '0'+c&7)
			}
		}
		i += n
	}
	return string(append(b, '"'))
}
