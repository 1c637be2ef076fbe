package interp_test

import (
	"runtime"
	"strings"
	"testing"
	"unsafe"

	"github.com/urlsyntax/rfc1738/grammar/interp"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestTraceMemoryWithinTwiceItsRecord holds a trace to the teaching outputs'
// bound: what it allocates is at most twice what it returns, its events,
// plus 64 bytes per input byte, over the shapes with the most events a
// byte, valid and not.
func TestTraceMemoryWithinTwiceItsRecord(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates for its own bookkeeping")
	}
	const n = 16 << 10
	for _, in := range []string{
		"prospero://h/p" + strings.Repeat(";=", n/2),
		"prospero://h/p" + strings.Repeat(";=", n/2) + ";",
		"http://h/" + strings.Repeat("a/", n/2),
		"http://h/" + strings.Repeat("/", n) + "~",
		"http://" + strings.Repeat("a.", n/2) + "com/",
		"http://h/" + strings.Repeat("%41", n/3),
		"ftp://" + strings.Repeat("u:", n/2) + "@h/",
	} {
		if _, err := parser.Trace(in); err != nil && len(in) > parser.DefaultMaxLength {
			t.Fatal(err)
		}
		var m0, m1 runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&m0)
		tr, _ := parser.Trace(in)
		runtime.ReadMemStats(&m1)
		alloc := float64(m1.TotalAlloc - m0.TotalAlloc)
		record := float64(uintptr(tr.Events) * unsafe.Sizeof(interp.Event{}))
		if bound := 2*record + 64*float64(len(in)); alloc > bound {
			t.Errorf("%.20q…: Trace allocated %.0f bytes, over twice its %d events (%.0f bytes) plus 64 a byte (%.0f)", in, alloc, tr.Events, record, bound)
		}
	}
}
