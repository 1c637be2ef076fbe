package explaintool

import (
	"fmt"
	"github.com/urlsyntax/rfc1738/internal/urlshape"
	"os"
	"runtime"
	"strings"
	"testing"
)

// The bounds of explain's outputs, in bytes allocated per byte of input.
// explain makes three passes over its input, each within the library's
// bound of 64 bytes a byte (the parse; the validation, or the parse of
// the prefix that parses; the printer), and allocates at most twice what
// it writes besides: passes*maxPerByte + 2*written. -base makes five:
// the reference's parse and diagram, the parse of the resolved URL, its
// validation and its diagram. -trace adds the trace itself, a structure
// that the library holds to traceOwn bytes a byte (the root package's
// TestMemory): the lines it writes are made only for what it shows.
// Every mode costs no more a byte as the input grows.
const (
	maxPerByte  = 64
	passes      = 3
	basePasses  = 5
	traceOwn    = 300
	maxGrowth   = 1.25
	growthSlack = 2
)

// memShapes are inputs of about n bytes (package urlshape), of the
// shapes with the most nodes a byte, valid and not.
var memShapes = urlshape.Inputs("empty-fields", "empty-fields invalid", "segments", "empty-segments", "empty-segments invalid", "labels", "escapes")

// counter counts what is written to it, and keeps none. It takes a
// string as it is, as a terminal's *os.File does: io.WriteString would
// otherwise copy each string written to it, which explain does not cost.
type counter struct{ n int }

func (w *counter) Write(p []byte) (int, error) { w.n += len(p); return len(p), nil }

func (w *counter) WriteString(s string) (int, error) { w.n += len(s); return len(s), nil }

// TestMemory runs every mode of explain on each shape, at 16 and 64 KiB
// (16 KiB with -short), and checks what it allocates a byte of input
// against what it writes, and that a larger input costs no more a byte.
func TestMemory(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates for its own bookkeeping; .ci/run runs this test without it")
	}
	sizes := []int{16 << 10, 64<<10 - 64}
	if testing.Short() {
		sizes = sizes[:1]
	}
	for _, mode := range [][]string{nil, {"-tree"}, {"-json"}, {"-trace"}, {"-trace=full"}, {"-base", "http://b/"}, {"-v"}, {"-lang", "fr"}} {
		for _, sh := range memShapes {
			prev := 0.0
			for _, n := range sizes {
				in := sh.Of(n)
				var out, errs counter
				args := append(append([]string{"-width", "0"}, mode...), in)
				var m0, m1 runtime.MemStats
				runtime.ReadMemStats(&m0)
				run(args, &out, &errs)
				runtime.ReadMemStats(&m1)
				per := float64(m1.TotalAlloc-m0.TotalAlloc) / float64(len(in))
				written := float64(out.n+errs.n) / float64(len(in))
				bound := passes*maxPerByte + 2*written
				switch {
				case len(mode) > 0 && strings.HasPrefix(mode[0], "-trace"):
					bound += traceOwn
				case len(mode) > 0 && mode[0] == "-base":
					bound = basePasses*maxPerByte + 2*written
				}
				name := fmt.Sprintf("explain %s on %s (%d bytes)", strings.Join(mode, " "), sh.Name, len(in))
				if os.Getenv("MEMORY_REPORT") != "" {
					t.Logf("%s: %.1f bytes a byte, %.1f written", name, per, written)
				}
				if per > bound {
					t.Errorf("%s: %.1f bytes allocated a byte, over %.1f (writing %.1f a byte)", name, per, bound, written)
				}
				if prev > 0 && per > maxGrowth*prev+growthSlack {
					t.Errorf("%s: %.1f bytes a byte, %.1f at a quarter of the size: it grows with the input", name, per, prev)
				}
				prev = per
			}
		}
	}
}
