package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/urlsyntax/rfc1738/examples/explain/describe"
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
func writeTable(w io.Writer, rows []describe.Row) {
	tags := make([]string, len(rows))
	spans := make([]string, len(rows))
	var tagW, textW, spanW, prodW int
	for i, r := range rows {
		tags[i] = r.Tag
		if r.InPath {
			tags[i] = "  " + r.Tag
		}
		spans[i] = fmt.Sprintf("[%d,%d)", r.Pos, r.End)
		tagW = max(tagW, width(tags[i]))
		textW = max(textW, min(width(r.Quoted), maxTextColumn))
		spanW = max(spanW, width(spans[i]))
		prodW = max(prodW, width(r.Production))
	}
	if out.width > 0 {
		// The text column gives way to the production's, down to its least.
		fixed := 2 + tagW + 2 + 2 + spanW + 2
		textW = max(min(textW, minTextColumn), min(textW, out.width-fixed-min(prodW, minProductionColumn)))
	}
	prodCol := 0     // the production column's width: 0 does not wrap
	stacked := false // each production on a line of its own, under its row
	indent := strings.Repeat(" ", 2+tagW+2)
	if out.width > 0 {
		prodCol = out.width - (2 + tagW + 2 + textW + 2 + spanW + 2)
		if prodCol < minProductionColumn {
			stacked, prodCol = true, 0
		}
	}
	blankTag := strings.Repeat(" ", 2+tagW)
	for i, r := range rows {
		texts := []string{r.Quoted}
		if out.width > 0 {
			texts = describe.Wrap(r.Quoted, textW, "", "  ")
		}
		var right []string // the span and production cells, line by line
		if stacked {
			right = []string{spans[i]}
		} else {
			for j, p := range describe.Wrap(r.Production, prodCol, "", "  ") {
				s := strings.Repeat(" ", spanW)
				if j == 0 {
					s = pad(spans[i], spanW)
				}
				right = append(right, s+"  "+p)
			}
		}
		lead := "  " + pad(tags[i], tagW)
		for _, t := range texts {
			line := lead + "  " + pad(t, textW)
			lead = blankTag
			if out.width > 0 && width(t) > textW {
				fmt.Fprintln(w, strings.TrimRight(line, " ")) // a word that cannot be broken
				continue
			}
			if len(right) > 0 {
				line += "  " + right[0]
				right = right[1:]
			}
			fmt.Fprintln(w, strings.TrimRight(line, " "))
		}
		for _, s := range right {
			fmt.Fprintln(w, blankTag+"  "+strings.Repeat(" ", textW)+"  "+s)
		}
		if stacked {
			writeWrapped(w, r.Production, indent, indent+"  ")
		}
		for k, d := range r.Details {
			if !out.verbose && k < len(r.Kinds) && r.Kinds[k] == describe.Structure {
				continue
			}
			writeWrapped(w, d, indent, indent+"  ")
		}
	}
}

// writeWrapped writes the sentence s to w, wrapped to out.width: its
// first line starts with first, the others with rest.
func writeWrapped(w io.Writer, s, first, rest string) {
	for _, l := range describe.Wrap(s, out.width, first, rest) {
		fmt.Fprintln(w, l)
	}
}
