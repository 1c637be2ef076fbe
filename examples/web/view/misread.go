package view

import (
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// withoutMisread returns table, the rows of the parts of the general
// form that shown, the part of an invalid input that parsed, has,
// without those inside its node of production misread that ends where
// it ends, which a note of the error says is no such node
// (printer.DiagramConfig.Misread): the page colours no text by them, as
// the diagram labels none. It returns table itself when there is none.
func withoutMisread(table *Table, shown *ast.URL, misread string) *Table {
	if misread == "" {
		return table
	}
	pos, end := -1, shown.End()
	ast.Inspect(shown, func(n ast.Node) bool {
		if ast.IsNil(n) {
			return false
		}
		if pos < 0 && n.End() == end && grammar.Of(n).Name == misread {
			pos = n.Pos()
		}
		return pos < 0
	})
	if pos < 0 {
		return table
	}
	kept := &Table{}
	for _, r := range table.Rows {
		if r.Pos < pos || r.End > end {
			kept.Rows = append(kept.Rows, r)
		}
	}
	return kept
}
