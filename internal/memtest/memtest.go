// Package memtest holds the bounds on what the library's exported
// functions allocate a byte of input, and the driver that checks them:
// each package's TestMemory gives the rows of its own API (a Row drives
// one function on a Case), and TestMemoryCoversAPI, through CoversAPI,
// that every exported function of the package has a row or a reason to
// have none. The shapes of input, the cases made of them and the bounds
// are one, here, so that a function is bounded once, in its package.
//
// Only tests import this package: the library's binaries must not link
// it.
package memtest

import (
	"fmt"
	"os"
	"runtime"
	"sort"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/parser"
)

// The bounds of Run, in bytes allocated per byte of input: every
// function that parses, converts or reads a tree allocates at most
// MaxPerByte a byte; a teaching printer at most twice what it writes
// plus MaxPerByte a byte; the functions of a package's own bounds their
// own. A size of input must not cost more a byte than a quarter of its
// size does: MaxGrowth times as much, and GrowthSlack more a byte, which
// absorbs the noise of figures near zero.
const (
	MaxPerByte  = 64
	MaxGrowth   = 1.25
	GrowthSlack = 2
)

// Sizes are the sizes of input Run compares: 16 KiB, and 64 KiB less
// room for the default parser's limit, which counts the scheme and a
// "#f" that the rows add.
var Sizes = []int{16 << 10, 64<<10 - 64}

// PerByte returns the bytes that f allocates, per byte of an input of n
// bytes, for the tests of a bound on inputs of their own.
func PerByte(n int, f func()) float64 { return float64(allocated(f)) / float64(n) }

// allocated returns the bytes that f allocates.
func allocated(f func()) uint64 {
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	f()
	runtime.ReadMemStats(&m1)
	return m1.TotalAlloc - m0.TotalAlloc
}

// Run drives every row over every one of shapes, at each of Sizes (the first
// only with -short): each allocates at most MaxPerByte bytes a byte of
// input, or own[row] when it has a bound of its own, a teaching printer
// twice what it writes more, and the larger input costs no more a byte
// than the smaller one did, give or take MaxGrowth. With -v and
// MEMORY_REPORT set it logs every figure. It skips under the race
// detector, which allocates for its own bookkeeping.
func Run(t *testing.T, rows []Row, own map[string]float64, shapes []Shape) {
	SkipUnderRace(t)
	sizes := Sizes
	if testing.Short() {
		sizes = sizes[:1]
	}
	var report []string
	for _, sh := range shapes {
		prev := map[string]float64{}
		for _, n := range sizes {
			c := NewCase(sh, n)
			for _, r := range rows {
				per, written, ok := measure(c, r)
				if !ok {
					continue
				}
				report = append(report, fmt.Sprintf("%-36s %-32s %6d %10.1f B/byte %8.1f written/byte", r.Name, sh.Name, len(c.In), per, written))
				bound := float64(MaxPerByte)
				if b, ok := own[r.Name]; ok {
					bound = b
				}
				if r.Printer {
					bound += 2 * written
				}
				if per > bound {
					t.Errorf("%s on %s (%d bytes): %.1f bytes allocated a byte, over %.1f (writing %.1f a byte)", r.Name, sh.Name, len(c.In), per, bound, written)
				}
				if p, ok := prev[r.Name]; ok && per > MaxGrowth*p+GrowthSlack {
					t.Errorf("%s on %s: %.1f bytes a byte at %d bytes, %.1f at a quarter of that: it grows with the input", r.Name, sh.Name, per, len(c.In), p)
				}
				prev[r.Name] = per
			}
		}
	}
	if testing.Verbose() && os.Getenv("MEMORY_REPORT") != "" {
		sort.Strings(report)
		t.Log("\n" + strings.Join(report, "\n"))
	}
}

// measure runs r on c, with c's findings and quote errors made afresh
// before, and returns what it allocated and wrote a byte of input, and
// whether c was for r.
func measure(c *Case, r Row) (per, written float64, ok bool) {
	if c.Text { // errors not yet built
		c.QuoteErrs = c.QuoteErrs[:0]
		for _, q := range parser.Extract(c.In) {
			if e, ok := q.Err.(*parser.QuoteError); ok {
				c.QuoteErrs = append(c.QuoteErrs, e)
			}
		}
	}
	c.Findings = parser.Find(c.In, 0)
	var n int
	bytes := allocated(func() { n, ok = r.Run(c) })
	return float64(bytes) / float64(len(c.In)), float64(n) / float64(len(c.In)), ok
}

// SkipUnderRace skips t under the race detector, which allocates for its
// own bookkeeping: a test that counts what the code allocates would count
// it too. .ci/run runs such tests without it.
func SkipUnderRace(t testing.TB) {
	t.Helper()
	if raceEnabled {
		t.Skip("the race detector allocates for its own bookkeeping; .ci/run runs this test without it")
	}
}
