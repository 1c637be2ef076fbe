package interp_test

import (
	"testing"

	"github.com/urlsyntax/rfc1738/grammar/interp"
	"github.com/urlsyntax/rfc1738/internal/memtest"
)

// memRows drive package interp's functions of an input for TestMemory
// (package memtest): the trace of an input, and the interpreter.
var memRows = []memtest.Row{
	{Name: "interp.Grammar.Trace", Run: memtest.OnURL(func(c *memtest.Case) { c.Trace.Grammar.Trace(c.In) })},
	{Name: "interp.Grammar.Interpret", Run: memtest.OnURL(func(c *memtest.Case) { c.Trace.Grammar.Interpret(c.In) })},
	{Name: "interp.Trace.Walk", Run: memtest.OnURL(func(c *memtest.Case) { c.Trace.Walk(func(*interp.Event, int) bool { return true }) })},
	{Name: "interp.Trace.Derivation", Run: memtest.OnURL(func(c *memtest.Case) { c.Trace.Derivation(func(*interp.Event, int) {}) })},
	{Name: "interp.Event.Failed", Run: memtest.OnURL(func(c *memtest.Case) {
		c.Trace.Walk(func(e *interp.Event, _ int) bool { e.Failed(); return true })
	})},
	{Name: "interp.Event.Production", Run: memtest.OnURL(func(c *memtest.Case) {
		c.Trace.Walk(func(e *interp.Event, _ int) bool { e.Production(); return true })
	})},
}

// ownBounds are the functions with a bound of their own, in bytes a byte
// of input: the interpreter, which parses a registered scheme without
// generated code and keeps every capture pending until its production
// ends, as participle does; and the trace, which records every step of
// the interpreter's derivation (a few events a byte of a prospero URL of
// empty fields, each production, terminal and iteration one, and a miss
// where each field stops).
var ownBounds = map[string]float64{
	"interp.Grammar.Interpret": 256,
	"interp.Grammar.Trace":     300,
}

// notDriven are the exported functions TestMemory does not drive: they
// read or write the grammar, not a URL.
var notDriven = map[string]string{}

func init() {
	for _, name := range []string{
		"interp.BuildAutomaton", "interp.Nullable", "interp.ProductionOf", "interp.Read", "interp.ReadFragment",
		"interp.ReadReference", "interp.ReadURL", "interp.Grammar.CheckDeclared", "interp.Grammar.EBNF",
		"interp.Children", "interp.TextProductions", "interp.Struct.RuleName", "interp.Union.RuleName",
		"interp.UnionOf", "interp.CaptureKind.String", "interp.Error.Error", "interp.Event.EBNF",
		"interp.EventKind.String", "interp.Mode.String", "interp.Mode.Suffix", "interp.Result.String",
		"interp.BuildMachine", "interp.RuleEBNF", "interp.ExprEBNF",
	} {
		notDriven[name] = "reads or writes the grammar, not a URL"
	}
}

// TestMemory holds package interp's functions of an input to the bounds
// of package memtest, over every shape of input.
func TestMemory(t *testing.T) { memtest.Run(t, memRows, ownBounds, memtest.Shapes) }

// TestMemoryCoversAPI checks that every exported function of package
// interp has a row of TestMemory or a reason to have none.
func TestMemoryCoversAPI(t *testing.T) {
	memtest.CoversAPI(t, "interp", ".", memRows, notDriven, ownBounds)
}
