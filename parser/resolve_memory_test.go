package parser_test

import (
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/internal/memtest"
	"github.com/urlsyntax/rfc1738/parser"
)

// maxResolveBytesPerByte bounds what Resolve allocates per byte of its
// base and reference together. It parses both (a tree each), splits the
// merged path into segments once, records the path after each operation
// of step 6 that changes it (which a teaching tool shows), writes the
// result and parses it by RFC 1738 (another tree): more than one parse.
// The worst shape is a run of empty segments, at 1 KiB, where the fixed
// costs weigh.
const maxResolveBytesPerByte = 96

// maxResolveTextBytesPerByte bounds what Base.ResolveText allocates per
// byte of its base and reference together: no tree, no record, only the
// merged path, its segments once past the ones the function's frame
// holds (a string header, 16 bytes, per two bytes of "./"), the path
// joined again, and the result.
const maxResolveTextBytesPerByte = 16

// rep repeats unit to about n bytes.
func rep(unit string, n int) string { return strings.Repeat(unit, max(1, n/len(unit))) }

// resolveShapes are bases and references that make each part of
// Resolve as costly as it gets: many segments for step 6 to split and
// rejoin, and many ".." and "." for its operations to remove.
var resolveShapes = []struct {
	name      string
	base, ref func(n int) string
}{
	{"empty segments", func(int) string { return "http://a/b/c/d" }, func(n int) string { return "a" + strings.Repeat("/", n) }},
	{"short segments", func(int) string { return "http://a/b/c/d" }, func(n int) string { return rep("a/", n) }},
	{"dot segments", func(int) string { return "http://a/b/c/d" }, func(n int) string { return rep("./", n) + "g" }},
	{"dotdot segments", func(int) string { return "http://a/b/c/d" }, func(n int) string { return rep("../", n) + "g" }},
	{"deep base, dotdots", func(n int) string { return "http://a/" + rep("b/", n) }, func(n int) string { return rep("../", n) + "g" }},
	{"deep base, empty ref", func(n int) string { return "http://a/" + rep("b/", n) + ";p?q#f" }, func(int) string { return "" }},
	{"segments and dots", func(int) string { return "http://a/b/c/d" }, func(n int) string { return rep("a/./../", n) + "." }},
	{"long query", func(int) string { return "http://a/b" }, func(n int) string { return "?" + rep("a=b&", n) }},
}

// TestResolveMemory checks that ParseRelative stays within the bound of
// every parse, and Resolve and ResolveText within their own, at 1 KiB and
// 32 KiB each for the base and the reference.
func TestResolveMemory(t *testing.T) {
	if parser.RaceEnabled {
		t.Skip("the race detector allocates for its own bookkeeping: .ci/run runs this test without it")
	}
	// The first run of RFC 1808's automaton builds its rows, once per
	// process (ParseRelative runs it only on an input that is no
	// reference): no cost of the input measured.
	if _, err := parser.ParseRelative("a b"); err == nil {
		t.Fatal(`"a b" is a reference`)
	}
	for _, sh := range resolveShapes {
		for _, size := range []int{1 << 10, 1 << 15} {
			base, ref := sh.base(size), sh.ref(size)
			n := len(base) + len(ref)
			if per := memtest.PerByte(len(ref), func() { _, _ = parser.ParseRelative(ref) }); per > memtest.MaxPerByte && len(ref) > 16 {
				t.Errorf("ParseRelative %s (%d bytes): %.1f bytes allocated a byte, more than %d", sh.name, len(ref), per, memtest.MaxPerByte)
			}
			var err error
			per := memtest.PerByte(n, func() { _, err = parser.Resolve(base, ref) })
			if err != nil {
				t.Fatalf("Resolve %s %d: %v", sh.name, size, err)
			}
			t.Logf("Resolve %s (%d bytes): %.1f bytes a byte", sh.name, n, per)
			if per > maxResolveBytesPerByte {
				t.Errorf("Resolve %s (%d bytes): %.1f bytes allocated a byte, more than %d", sh.name, n, per, maxResolveBytesPerByte)
			}
			b, err := parser.ParseBase(base)
			if err != nil {
				t.Fatalf("ParseBase %s %d: %v", sh.name, size, err)
			}
			per = memtest.PerByte(n, func() { _, err = b.ResolveText(ref) })
			if err != nil {
				t.Fatalf("ResolveText %s %d: %v", sh.name, size, err)
			}
			t.Logf("ResolveText %s (%d bytes): %.1f bytes a byte", sh.name, n, per)
			if per > maxResolveTextBytesPerByte {
				t.Errorf("ResolveText %s (%d bytes): %.1f bytes allocated a byte, more than %d", sh.name, n, per, maxResolveTextBytesPerByte)
			}
		}
	}
}

// resolveOwnAllocations is what Base.Resolve allocates besides the
// result's parse: the Resolution, the reference's tree, and one buffer
// for the text and the paths step 6 records.
const resolveOwnAllocations = 3

// TestMemoryResolveAllocations holds Base.Resolve, the base parsed once,
// to resolveOwnAllocations plus what ParseReference takes on its
// result, on every pair of RFC 1808 section 5, the page's links and the
// benchmarks' corpora: four for a result that Parse builds in one
// allocation. Base.ResolveText takes one at most, for its text. A result that is no RFC 1738 URL is left out, its error
// being what it allocates. Its name has "Memory" in it for .ci/run,
// which runs the memory tests without the race detector.
func TestMemoryResolveAllocations(t *testing.T) {
	if parser.RaceEnabled {
		t.Skip("the race detector allocates for its own bookkeeping: .ci/run runs this test without it")
	}
	over := 0
	for _, pairs := range [][][2]string{section5Pairs(), pagePairs(), corpusPairs(t), kasztpPairs(t)} {
		for _, pair := range pairs {
			b, err := parser.ParseBase(pair[0])
			if err != nil {
				continue
			}
			r, err := b.Resolve(pair[1])
			if err != nil || r.URLError != nil {
				continue
			}
			if n := testing.AllocsPerRun(1, func() { _, _ = b.ResolveText(pair[1]) }); n > 1 {
				t.Errorf("ResolveText(%q) against %q: %.0f allocations, want at most 1, the text's", pair[1], pair[0], n)
			}
			n := testing.AllocsPerRun(1, func() { _, _ = b.Resolve(pair[1]) })
			parse := testing.AllocsPerRun(1, func() { _, _, _ = parser.ParseReference(r.Text) })
			if n <= resolveOwnAllocations+parse {
				continue
			}
			if over++; over <= 5 {
				t.Errorf("Resolve(%q) against %q: %.0f allocations, want at most %d and ParseReference's %.0f",
					pair[1], pair[0], n, resolveOwnAllocations, parse)
			}
		}
	}
	if over > 5 {
		t.Errorf("%d references take more allocations", over)
	}
}
