package view

import (
	"encoding/json"
	"fmt"
	"github.com/urlsyntax/rfc1738/internal/urlshape"
	"math"
	"os"
	"runtime"
	"testing"
)

// The bounds of what the page computes, in bytes allocated per byte of
// input, against what it writes: the Result, as JSON, which is what the
// page is sent. Its input is MaxLength bytes at most, and every part of
// a Result is made for it (the diagram and its lines, the tree and its
// lines, the JSON form, the table, the trace when asked). It is held to
// the teaching printers' bound: twice what it writes, and 64 bytes a
// byte of input more. The tree is read once for the tree view, the JSON
// form and the lines (printer.FprintTreeViews), which the printer tells
// as it writes them; the diagram's pieces are counted, then made in one
// list; and the table's rows are made one at a time. A call with a
// trace is held to the same bound without the trace itself, the
// grammar's record of every step (gen.Trace), which the root package's
// TestMemory holds to its own bound and of which the page writes only
// what it shows. What a process computes once (the grammar's rules,
// which the productions' anchors and the trace's forms read) is paid
// before the figures are taken. Every call costs no more a byte as the
// input grows.
const (
	factor      = 2
	slack       = 72 // a call's fixed cost over the smallest input: the panels, the comparison with RFC 3986
	maxGrowth   = 1.25
	growthSlack = 2
)

// leastAllocated returns the least call allocates in three runs: a call
// allocates the same each time, but an allocation of the runtime's or of
// another goroutine may land between the two readings of one run.
func leastAllocated(call func()) uint64 {
	least := uint64(math.MaxUint64)
	for range 3 {
		var m0, m1 runtime.MemStats
		runtime.ReadMemStats(&m0)
		call()
		runtime.ReadMemStats(&m1)
		least = min(least, m1.TotalAlloc-m0.TotalAlloc)
	}
	return least
}

// memShapes are inputs of about n bytes (package urlshape), of the
// shapes with the most nodes a byte, valid and not.
var memShapes = urlshape.Inputs("empty-fields", "empty-fields invalid", "semicolons", "segments", "empty-segments", "empty-segments invalid", "labels", "escapes")

// TestMemory checks what Explain and Resolve allocate a byte of input,
// at a quarter of MaxLength and at MaxLength (the page refuses longer
// input), beside the trace's own record for a call with a trace, and
// that the larger input costs no more a byte. With
// MEMORY_REPORT set it logs each figure beside the size of the Result as
// JSON, which is what the page is sent.
func TestMemory(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates for its own bookkeeping")
	}
	sizes := []int{MaxLength / 4, MaxLength - 32}
	calls := []struct {
		name  string
		call  func(in string) Result
		trace bool // it traces the input (traceOf), which is not counted
	}{
		{"Explain", func(in string) Result { return Explain(in, "en") }, false},
		{"Explain fr", func(in string) Result { return Explain(in, "fr") }, false},
		{"ExplainWith trace", func(in string) Result { return ExplainWith(in, "en", Options{Trace: "summary"}) }, true},
		{"ExplainWith full trace", func(in string) Result { return ExplainWith(in, "en", Options{Trace: "full"}) }, true},
		{"Resolve", func(in string) Result { return Resolve("http://b/", in, "en") }, false},
	}
	for _, c := range calls { // what a process computes once, for each scheme
		for _, sh := range memShapes {
			c.call(sh.Of(64))
		}
	}
	for _, c := range calls {
		for _, sh := range memShapes {
			prev := 0.0
			for _, n := range sizes {
				in := sh.Of(n)
				var r Result
				allocated := leastAllocated(func() { r = c.call(in) })
				if c.trace {
					allocated -= min(allocated, leastAllocated(func() { _, _ = traceOf(defaultPage().p, in) }))
				}
				out, err := json.Marshal(r)
				if err != nil {
					t.Fatal(err)
				}
				per := float64(allocated) / float64(len(in))
				written := float64(len(out)) / float64(len(in))
				name := fmt.Sprintf("%s on %s (%d bytes)", c.name, sh.Name, len(in))
				if os.Getenv("MEMORY_REPORT") != "" {
					t.Logf("%s: %.1f bytes a byte, %.1f in the Result", name, per, written)
				}
				if bound := factor*written + slack; per > bound {
					t.Errorf("%s: %.1f bytes allocated a byte, over %.1f (a Result of %.1f a byte)", name, per, bound, written)
				}
				if prev > 0 && per > maxGrowth*prev+growthSlack {
					t.Errorf("%s: %.1f bytes a byte, %.1f at a quarter of the size: it grows with the input", name, per, prev)
				}
				prev = per
			}
		}
	}
}
