package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// A row is the line of the part table that describes one part, and the
// lines under it that say more.
type row struct {
	tag        string   // the part's name, e.g. "<host>"
	text       string   // its text, quoted, and decoded when that differs
	span       string   // its byte span, e.g. "[7,17)"
	production string   // the production that defines it, with its section
	details    []string // more about the part, one line each
}

// rowOf describes part p of u.
func rowOf(p part, u *ast.URL) row {
	return row{
		tag:        p.tag(),
		text:       textOf(p.node),
		span:       fmt.Sprintf("[%d,%d)", p.node.Pos(), p.node.End()),
		production: productionOf(p),
		details:    detailsOf(p, u),
	}
}

// textOf quotes n's text as written, followed by its decoded text when
// escapes make them differ. Decoded bytes that are not printable ASCII are
// shown as Go escapes, so the output stays plain ASCII.
func textOf(n ast.Node) string {
	s := n.String()
	if s == "" {
		return `"" (empty)`
	}
	q := strconv.Quote(s)
	if d, ok := n.(interface{ Decoded() string }); ok && d.Decoded() != s {
		q += " (decoded " + strconv.QuoteToASCII(d.Decoded()) + ")"
	}
	return q
}

// productionOf names the production that defines p and cites it; an
// opaque scheme part is said to be one.
func productionOf(p part) string {
	g := grammar.Of(p.node)
	if _, ok := p.node.(*ast.OpaquePart); ok {
		return g.Name + " (opaque: *xchar, in this scheme's own syntax; " + g.Cite() + ")"
	}
	return g.Name + " (" + g.Cite() + ")"
}

// writeTable writes rows to w as a table indented by two spaces, the
// columns aligned and each row's details under its text.
func writeTable(w io.Writer, rows []row) {
	var tagW, textW, spanW int
	for _, r := range rows {
		tagW = max(tagW, len(r.tag))
		textW = max(textW, len(r.text))
		spanW = max(spanW, len(r.span))
	}
	indent := strings.Repeat(" ", 2+tagW+2)
	for _, r := range rows {
		fmt.Fprintf(w, "  %-*s  %-*s  %-*s  %s\n", tagW, r.tag, textW, r.text, spanW, r.span, r.production)
		for _, d := range r.details {
			fmt.Fprintf(w, "%s%s\n", indent, d)
		}
	}
}
