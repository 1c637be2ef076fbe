package printer_test

import (
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/internal/memtest"
	"github.com/urlsyntax/rfc1738/printer"
)

// french is the configuration the rows draw with: French labels are the
// longest.
var french = &printer.DiagramConfig{Lang: grammar.French}

// memRows drive package printer's exported functions for TestMemory
// (package memtest): a teaching printer is bound by what it writes.
var memRows = []memtest.Row{
	{Name: "printer.Fprint", Printer: true, Run: memtest.Writes(func(w *memtest.Counter, u *ast.URL) error { return printer.Fprint(w, u) })},
	{Name: "printer.Config.Fprint", Printer: true, Run: memtest.Writes(func(w *memtest.Counter, u *ast.URL) error {
		return (&printer.Config{Mode: printer.CanonicalFormat}).Fprint(w, u)
	})},
	{Name: "printer.Canonical", Run: memtest.OnTree(func(c *memtest.Case) int { return len(printer.Canonical(c.U)) })},
	{Name: "printer.DiagramConfig.FprintJSON", Printer: true, Run: memtest.Writes(func(w *memtest.Counter, u *ast.URL) error { return french.FprintJSON(w, u) })},
	{Name: "printer.DiagramConfig.JSONTree", Printer: true, Run: memtest.OnTree(func(c *memtest.Case) int { french.JSONTree(c.U); return c.JSONLen })},
	{Name: "printer.DiagramConfig.FprintTree", Printer: true, Run: memtest.Writes(func(w *memtest.Counter, u *ast.URL) error { return french.FprintTree(w, u) })},
	{Name: "printer.DiagramConfig.FprintTreeViews", Printer: true, Run: memtest.Writes(func(w *memtest.Counter, u *ast.URL) error {
		return french.FprintTreeViews(printer.TreeViews{Tree: w, JSON: w, Line: func(printer.TreeLine) {}}, u)
	})},
	{Name: "printer.DiagramConfig.FprintDiagram", Printer: true, Run: memtest.Writes(func(w *memtest.Counter, u *ast.URL) error { return french.FprintDiagram(w, u) })},
	{Name: "printer.DiagramConfig.FprintError", Printer: true, Run: func(c *memtest.Case) (int, bool) {
		if c.Err == nil {
			return 0, false
		}
		var w memtest.Counter
		if err := french.FprintError(&w, c.In, c.Prefix, c.Err.Offset, c.Err.Error()); err != nil {
			panic(err)
		}
		return w.N, true
	}},
	{Name: "printer.ParsedPrefix", Run: memtest.OnError(func(c *memtest.Case) {
		printer.ParsedPrefix(c.In, c.Err.Offset, c.Err.End, memtest.Unlimited.Parse)
	})},
}

// TestMemory holds package printer's exported functions to the bounds of
// package memtest, over every shape of input.
func TestMemory(t *testing.T) { memtest.Run(t, memRows, nil, memtest.Shapes) }

// TestMemoryCoversAPI checks that every exported function of package
// printer has a row of TestMemory.
func TestMemoryCoversAPI(t *testing.T) { memtest.CoversAPI(t, "printer", ".", memRows, nil, nil) }
