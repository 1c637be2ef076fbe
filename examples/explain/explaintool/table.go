package explaintool

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/urlsyntax/rfc1738/examples/explain/describe"
	"github.com/urlsyntax/rfc1738/examples/internal/voice"
)

// maxTextColumn is the widest the text column is padded to: a longer
// text overflows its column alone. Padding every row to the longest
// text, the whole path of a long URL, made the table grow with the
// square of the URL.
const maxTextColumn = 60

// minProductionColumn is the narrowest the production column is made,
// when the width leaves little room: the text column gives way first,
// down to minTextColumn.
const (
	minProductionColumn = 24
	minTextColumn       = 16
)

// writeTable writes rows to w as a table indented by two spaces, the
// columns aligned and each row's details under its text: each part's
// tag (the pieces of a url-path indented under it), its text, quoted
// (and decoded), its byte span and its production, cited. With a width
// (out.width > 0), the text and production cells wrap within their
// columns and the details under them with a hanging indent, so that no
// line is longer than the width but for a word that cannot be broken:
// a text with no space (a long URL path, a run of escapes) then takes a
// line of its own, the span and production under it in their columns;
// when the width leaves the production column less than
// minProductionColumn, each production has a line of its own under its
// row, where the details go.
// Unless out.verbose, only the details that the diagram does not show
// are written: what a part means and what the RFC makes of its text,
// not what it is made of (describe.Structure).
//
// The rows are made one at a time, twice: once for the columns' widths
// (their heads), then each to be written, so that the table of a long
// URL costs what it writes, not a row of a dozen strings for each part.
func writeTable(w io.Writer, rs *describe.Rows) {
	var tagW, textW, spanW, prodW int
	for i := range rs.Len() {
		h := rs.Head(i)
		tagW = max(tagW, voice.Width(h.Tag)+inPathIndent(h))
		textW = max(textW, min(voice.Width(h.Quoted), maxTextColumn))
		spanW = max(spanW, voice.SpanWidth(h.Pos, h.End))
		prodW = max(prodW, voice.Width(h.Production))
	}
	if out.width > 0 {
		// The text column gives way to the production's, down to its least.
		fixed := 2 + tagW + 2 + 2 + spanW + 2
		textW = max(min(textW, minTextColumn), min(textW, out.width-fixed-min(prodW, minProductionColumn)))
	}
	t := &tableWriter{w: w, tagW: tagW, textW: textW, spanW: spanW}
	if out.width > 0 {
		t.prodCol = out.width - (2 + tagW + 2 + textW + 2 + spanW + 2)
		if t.prodCol < minProductionColumn {
			t.stacked, t.prodCol = true, 0
		}
	}
	for i := range rs.Len() {
		t.row(rs.Row(i))
	}
}

// inPathIndent is how much further a row's tag is indented: a piece of
// the url-path is, under it.
func inPathIndent(r describe.Row) int {
	if r.InPath {
		return 2
	}
	return 0
}

// tableWriter writes the rows of a table, each line made in one buffer
// used again.
type tableWriter struct {
	w                  io.Writer
	tagW, textW, spanW int
	prodCol            int  // the production column's width: 0 does not wrap
	stacked            bool // each production on a line of its own, under its row
	line               []byte
}

// row writes r: its lines, its production when stacked, its details.
func (t *tableWriter) row(r describe.Row) {
	one := [1]string{r.Quoted}
	texts := one[:]
	if out.width > 0 {
		texts = describe.Wrap(r.Quoted, t.textW, "", "  ")
	}
	prod := [1]string{r.Production}
	prods := prod[:]
	if !t.stacked {
		prods = describe.Wrap(r.Production, t.prodCol, "", "  ")
	}
	right, nRight := 0, len(prods) // the span and production cells, line by line
	if t.stacked {
		nRight = 1
	}
	for k, text := range texts {
		if k == 0 {
			t.text("  ")
			if r.InPath {
				t.text("  ")
			}
			t.padded(r.Tag, t.tagW-inPathIndent(r))
		} else {
			t.spaces(2 + t.tagW)
		}
		t.text("  ")
		t.padded(text, t.textW)
		if out.width > 0 && voice.Width(text) > t.textW {
			t.end() // a word that cannot be broken
			continue
		}
		if right < nRight {
			t.text("  ")
			t.right(r, prods, right)
			right++
		}
		t.end()
	}
	for ; right < nRight; right++ {
		t.spaces(2 + t.tagW + 2 + t.textW + 2)
		t.right(r, prods, right)
		t.end()
	}
	indent := strings.Repeat(" ", 2+t.tagW+2)
	if t.stacked {
		writeWrapped(t.w, r.Production, indent, indent+"  ")
	}
	for k, d := range r.Details {
		if !out.verbose && k < len(r.Kinds) && r.Kinds[k] == describe.Structure {
			continue
		}
		writeWrapped(t.w, d, indent, indent+"  ")
	}
}

// right adds the j-th line of r's span and production cells: the span
// on the first, then the production's lines (the span alone when
// stacked).
func (t *tableWriter) right(r describe.Row, prods []string, j int) {
	if j > 0 {
		t.spaces(t.spanW)
	} else {
		n := len(t.line)
		t.line = voice.AppendSpan(t.line, r.Pos, r.End)
		if t.stacked {
			return
		}
		t.spaces(t.spanW - (len(t.line) - n))
	}
	t.text("  ")
	t.text(prods[j])
}

func (t *tableWriter) text(s string) { t.line = append(t.line, s...) }

func (t *tableWriter) spaces(n int) {
	for ; n > 0; n-- {
		t.line = append(t.line, ' ')
	}
}

// padded adds s and spaces up to n columns.
func (t *tableWriter) padded(s string, n int) {
	t.text(s)
	t.spaces(n - voice.Width(s))
}

// end writes the line, without its trailing spaces.
func (t *tableWriter) end() {
	t.line = append(bytes.TrimRight(t.line, " "), '\n')
	t.w.Write(t.line)
	t.line = t.line[:0]
}

// writeWrapped writes the sentence s to w, wrapped to out.width: its
// first line starts with first, the others with rest.
func writeWrapped(w io.Writer, s, first, rest string) {
	if out.width <= 0 { // one line, as Wrap makes it, without making it
		io.WriteString(w, first)
		io.WriteString(w, s)
		io.WriteString(w, "\n")
		return
	}
	for _, l := range describe.Wrap(s, out.width, first, rest) {
		fmt.Fprintln(w, l)
	}
}
