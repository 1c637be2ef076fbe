package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/urlsyntax/rfc1738/examples/explain/describe"
)

// writeTable writes rows to w as a table indented by two spaces, the
// columns aligned and each row's details under its text: each part's
// tag (the pieces of a url-path indented under it), its text, quoted
// (and decoded), its byte span and its production, cited.
// maxTextColumn is the widest the text column is padded to: a longer
// text overflows its column alone. Padding every row to the longest
// text, the whole path of a long URL, made the table grow with the
// square of the URL.
const maxTextColumn = 60

func writeTable(w io.Writer, rows []describe.Row) {
	tags := make([]string, len(rows))
	spans := make([]string, len(rows))
	var tagW, textW, spanW int
	for i, r := range rows {
		tags[i] = r.Tag
		if r.InPath {
			tags[i] = "  " + r.Tag
		}
		spans[i] = fmt.Sprintf("[%d,%d)", r.Pos, r.End)
		tagW = max(tagW, width(tags[i]))
		textW = max(textW, min(width(r.Quoted), maxTextColumn))
		spanW = max(spanW, width(spans[i]))
	}
	indent := strings.Repeat(" ", 2+tagW+2)
	for i, r := range rows {
		fmt.Fprintf(w, "  %s  %s  %s  %s\n", pad(tags[i], tagW), pad(r.Quoted, textW), pad(spans[i], spanW), r.Production)
		for _, d := range r.Details {
			fmt.Fprintf(w, "%s%s\n", indent, d)
		}
	}
}
