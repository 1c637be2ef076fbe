package main

import (
	"fmt"
	"io"

	"github.com/urlsyntax/rfc1738/parser"
)

// explain writes to w how RFC 1738 reads input, and reports whether input
// is a URL. A URL is shown with its parts marked and then described one
// by one, followed by what it leaves out and any warning of the
// validator; anything else, with where and why the parser rejected it.
func explain(w io.Writer, input string) bool {
	u, err := parser.Parse(input)
	if err != nil {
		showError(w, input, err)
		return false
	}
	ps := parts(u)
	fmt.Fprintln(w, input)
	var marks []mark
	for _, p := range ps {
		if p.node.Pos() < p.node.End() { // an empty part has no text to mark
			marks = append(marks, mark{p.node.Pos(), p.node.End(), p.label})
		}
	}
	for _, line := range diagram(marks) {
		fmt.Fprintln(w, line)
	}
	fmt.Fprintln(w)
	rows := make([]row, len(ps))
	for i, p := range ps {
		rows[i] = rowOf(p, u)
	}
	writeTable(w, rows)
	for _, line := range absent(u, ps) {
		fmt.Fprintf(w, "  %s\n", line)
	}
	for _, warning := range parser.Validate(u).Warnings() {
		fmt.Fprintf(w, "  warning: %v\n", warning)
	}
	return true
}
