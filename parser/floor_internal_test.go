package parser

import (
	"net/url"
	"strings"
	"syscall"
	"testing"
	"time"
	"unsafe"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar/treeparse"
	"github.com/urlsyntax/rfc1738/internal/corpustest"
)

// A recipe is what the floor needs of a valid http URL's tree to build it
// again without reading the input: its block and its nodes' spans, as
// int32s in a row, so that the benchmark reads them in order as the
// parser reads its input, and the collector never scans them.
//
//	block, scheme end, hostport end, host end,
//	labels, label start and end for each, top label start and end,
//	port start and end (-1 -1 for none),
//	path start (-1 for none), segments, segment start and end for each,
//	search start and end (-1 -1 for none), URL end
const noSpan = -1

// floorSet holds the kasztp lines the floor rebuilds and their recipes,
// each as one string or slice and the offsets where each line's ends.
type floorSet struct {
	text    string
	ends    []int32
	recipes []int32
	recEnds []int32
}

func (s *floorSet) line(i int) (string, []int32) {
	start, rstart := int32(0), int32(0)
	if i > 0 {
		start, rstart = s.ends[i-1], s.recEnds[i-1]
	}
	return s.text[start:s.ends[i]], s.recipes[rstart:s.recEnds[i]]
}

// floorBlock returns the block parseHTTP takes for input: 0 to 3 for
// fastHTTP2x2 to fastHTTP5x12, -1 for none.
func floorBlock(input string) int32 {
	switch labels, segments, more := treeparse.Shape(input); {
	case !more && labels <= 2 && segments <= 2 && len(input) >= 6:
		return 0
	case !more && labels <= 3 && segments <= 3 && len(input) >= 7:
		return 1
	case !more && labels <= 4 && segments <= 6 && len(input) >= 9:
		return 2
	case len(input) >= 13:
		return 3
	}
	return -1
}

// floorRecipe appends the recipe of u, the tree of input, to r; false
// when the tree is not one the floor rebuilds (not an http URL of a
// hostname, or larger than its block).
func floorRecipe(r []int32, input string, u *ast.URL) ([]int32, bool) {
	part, ok := u.Part.(*ast.HTTPPart)
	block := floorBlock(input)
	if !ok || part.HostPort.Host.Name == nil || block < 0 {
		return r, false
	}
	capacity := [...][2]int{{2, 2}, {3, 3}, {4, 6}, {5, 12}}[block]
	name := part.HostPort.Host.Name
	if len(name.Labels) > capacity[0] || part.Path != nil && len(part.Path.Segments) > capacity[1] ||
		part.HostPort.Port != nil && block != 3 {
		return r, false
	}
	span := func(n ast.Node) []int32 {
		if n == nil || isNilNode(n) {
			return []int32{noSpan, noSpan}
		}
		return []int32{int32(n.Pos()), int32(n.End())}
	}
	r = append(r, block, int32(u.Scheme.End()), int32(part.HostPort.End()), int32(part.HostPort.Host.End()), int32(len(name.Labels)))
	for _, l := range name.Labels {
		r = append(r, span(l)...)
	}
	r = append(r, span(name.Top)...)
	r = append(r, span(part.HostPort.Port)...)
	if part.Path == nil {
		r = append(r, noSpan)
	} else {
		r = append(r, int32(part.Path.Pos()), int32(len(part.Path.Segments)))
		for _, s := range part.Path.Segments {
			r = append(r, span(s)...)
		}
	}
	r = append(r, span(part.Search)...)
	return append(r, int32(u.End())), true
}

// isNilNode reports whether n holds a nil pointer.
func isNilNode(n ast.Node) bool {
	switch n := n.(type) {
	case *ast.Port:
		return n == nil
	case *ast.Search:
		return n == nil
	}
	return false
}

// floorLines returns kasztp's valid lines that the floor rebuilds, with
// their recipes: nearly all of them.
func floorLines(tb testing.TB) *floorSet {
	var s floorSet
	var text strings.Builder
	skipped := 0
	for _, l := range corpustest.Lines(tb, "kasztp.txt") {
		u, err := Parse(l)
		if err != nil {
			continue
		}
		r, ok := floorRecipe(s.recipes, l, u)
		if !ok {
			skipped++
			continue
		}
		s.recipes = r
		text.WriteString(l)
		s.ends = append(s.ends, int32(text.Len()))
		s.recEnds = append(s.recEnds, int32(len(s.recipes)))
	}
	s.text = text.String()
	if skipped*100 > len(s.ends) {
		tb.Fatalf("the floor rebuilds %d valid lines and skips %d", len(s.ends), skipped)
	}
	return &s
}

// floorNodes are the block's parts that floorFill fills: the fixed nodes,
// and the label and segment nodes and pointers of the block's size.
type floorNodes struct {
	blk         *fastBlockHTTP
	port        *ast.Port
	labels      []ast.DomainLabel
	labelPtrs   []*ast.DomainLabel
	segments    []ast.HSegment
	segmentPtrs []*ast.HSegment
}

// floorAlloc allocates the block of the recipe, as parseHTTP does.
//
//go:noinline
func floorAlloc(block int32) floorNodes {
	switch block {
	case 0:
		b := new(fastHTTP2x2)
		return floorNodes{&b.Block, nil, b.Labels[:], b.LabelPtrs[:], b.Segments[:], b.SegmentPtrs[:]}
	case 1:
		b := new(fastHTTP3x3)
		return floorNodes{&b.Block, nil, b.Labels[:], b.LabelPtrs[:], b.Segments[:], b.SegmentPtrs[:]}
	case 2:
		b := new(fastHTTP4x6)
		return floorNodes{&b.Block, nil, b.Labels[:], b.LabelPtrs[:], b.Segments[:], b.SegmentPtrs[:]}
	}
	b := new(fastHTTP5x12)
	return floorNodes{&b.Block, &b.portSlot, b.Labels[:], b.LabelPtrs[:], b.Segments[:], b.SegmentPtrs[:]}
}

// floorParts says which of a tree's fields floorFill sets besides the
// spans: so that the fields' costs can be told apart.
type floorParts uint8

const (
	floorTexts    floorParts = 1 << iota // the Text fields: a pointer into the input each
	floorChildren                        // the child pointers and the slices of them
	floorAll      = floorTexts | floorChildren
)

// floorFill builds the tree of input from its recipe r in the block of
// floorAlloc: every span, text, pointer and slice the generated parser
// sets, with none of its reading; with parts, only some of them.
//
//go:noinline
func floorFill(in string, r []int32, parts floorParts) *ast.URL {
	f := floorAlloc(r[0])
	b := f.blk
	texts, children := parts&floorTexts != 0, parts&floorChildren != 0
	span := func(i int) ast.Span { return ast.Span{Offset: r[i], EndOffset: r[i+1]} }
	text := func(i int) ast.Text {
		if !texts {
			return ""
		}
		return ast.Text(in[r[i]:r[i+1]])
	}
	schemeEnd, hostPortEnd, hostEnd := r[1], r[2], r[3]
	b.schemeSlot.Span = ast.Span{EndOffset: schemeEnd}
	if texts {
		b.schemeSlot.Text = ast.Text(in[:schemeEnd])
	}
	i := 5
	labels := f.labelPtrs[:r[4]:r[4]]
	for j := range labels {
		f.labels[j].Span, f.labels[j].Text = span(i), text(i)
		if children {
			labels[j] = &f.labels[j]
		}
		i += 2
	}
	if len(labels) == 0 || !children {
		labels = nil
	}
	b.topLabelSlot.Span, b.topLabelSlot.Text = span(i), text(i)
	i += 2
	hostSpan := ast.Span{Offset: schemeEnd + 3, EndOffset: hostEnd}
	b.hostnameSlot.Span, b.hostSlot.Span = hostSpan, hostSpan
	b.hostPortSlot.Span = ast.Span{Offset: schemeEnd + 3, EndOffset: hostPortEnd}
	if children {
		b.hostnameSlot.Labels, b.hostnameSlot.Top = labels, &b.topLabelSlot
		b.hostSlot.Name, b.hostPortSlot.Host = &b.hostnameSlot, &b.hostSlot
	}
	if r[i] != noSpan {
		f.port.Span, f.port.Text = span(i), text(i)
		if children {
			b.hostPortSlot.Port = f.port
		}
	}
	i += 2
	end := r[len(r)-1]
	b.httpPartSlot.Span = ast.Span{Offset: schemeEnd + 1, EndOffset: end}
	if pathStart := r[i]; pathStart != noSpan {
		segments := f.segmentPtrs[:r[i+1]:r[i+1]]
		i += 2
		for j := range segments {
			f.segments[j].Span, f.segments[j].Text = span(i), text(i)
			if children {
				segments[j] = &f.segments[j]
			}
			i += 2
		}
		b.hPathSlot.Span = ast.Span{Offset: pathStart, EndOffset: end}
		if r[i] != noSpan {
			b.searchSlot.Span, b.searchSlot.Text = span(i), text(i)
			b.hPathSlot.EndOffset = r[i] - 1
		}
		if children {
			b.hPathSlot.Segments, b.httpPartSlot.Path = segments, &b.hPathSlot
			if r[i] != noSpan {
				b.httpPartSlot.Search = &b.searchSlot
			}
		}
	}
	b.urlSlot.Span = ast.Span{EndOffset: end}
	if children {
		b.httpPartSlot.HostPort = &b.hostPortSlot
		b.urlSlot.Scheme, b.urlSlot.Part = &b.schemeSlot, &b.httpPartSlot
	}
	return &b.urlSlot
}

// floorNoScan allocates a block of the size the recipe's tree takes
// that holds no pointer, which the collector neither scans nor
// needs write barriers for.
//
//go:noinline
func floorNoScan(block int32) unsafe.Pointer {
	switch block {
	case 0:
		return unsafe.Pointer(new([unsafe.Sizeof(fastHTTP2x2{})]byte))
	case 1:
		return unsafe.Pointer(new([unsafe.Sizeof(fastHTTP3x3{})]byte))
	case 2:
		return unsafe.Pointer(new([unsafe.Sizeof(fastHTTP4x6{})]byte))
	}
	return unsafe.Pointer(new([unsafe.Sizeof(fastHTTP5x12{})]byte))
}

// floorNetURL builds net/url's URL of an http URL from the same recipe
// (scheme, host, path and query set): net/url's own floor.
//
//go:noinline
func floorNetURL(in string, r []int32) *url.URL {
	u := new(url.URL)
	u.Scheme = in[:r[1]]
	u.Host = in[r[1]+3 : r[2]]
	end := r[len(r)-1]
	u.Path = in[r[2]:end]
	if q := r[len(r)-3]; q != noSpan {
		u.Path, u.RawQuery = in[r[2]:q-1], in[q:end]
	}
	return u
}

// BenchmarkFloor measures what a valid kasztp URL's tree costs with no
// parsing at all, beside net/url's whole Parse of the same lines: the
// lines' recipes (spans of every node, read before the timing) are
// rebuilt as trees, so that what Parse costs above "fill" is its
// reading, and what "fill" costs above net/url is the tree's shape.
//
//   - net-url: url.Parse;
//   - parse: Parse;
//   - fill: the block parseHTTP takes for the line, every node, span,
//     text, pointer and slice set as Parse sets them;
//   - fill-no-text, fill-no-children: the same without the Text fields,
//     or without the child pointers and slices: what each costs;
//   - alloc: only that block, allocated and zeroed;
//   - alloc-noscan: a block of the same size without pointers;
//   - neturl-fill: net/url's URL, its scheme, host, path and query set.
//
// Besides the wall time it reports the process's CPU time per URL
// (cpu-ns/op), the collector's included.
func BenchmarkFloor(b *testing.B) {
	set := floorLines(b)
	n := len(set.ends)
	for _, c := range []struct {
		name string
		f    func(i int)
	}{
		{"net-url", func(i int) { in, _ := set.line(i); _, _ = url.Parse(in) }},
		{"parse", func(i int) { in, _ := set.line(i); _, _ = Parse(in) }},
		{"fill", func(i int) { in, r := set.line(i); floorFill(in, r, floorAll) }},
		{"fill-no-text", func(i int) { in, r := set.line(i); floorFill(in, r, floorChildren) }},
		{"fill-no-children", func(i int) { in, r := set.line(i); floorFill(in, r, floorTexts) }},
		{"alloc", func(i int) { _, r := set.line(i); floorAlloc(r[0]) }},
		{"alloc-noscan", func(i int) { _, r := set.line(i); floorNoScan(r[0]) }},
		{"neturl-fill", func(i int) { floorNetURL(set.line(i)) }},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(set.text) / n))
			b.ReportAllocs()
			b.ResetTimer()
			cpu := floorCPU()
			for i := 0; i < b.N; i++ {
				c.f(i % n)
			}
			cpu = floorCPU() - cpu
			b.ReportMetric(float64(n), "lines")
			b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
		})
	}
}

// floorCPU returns the process's CPU time, user and system: on a shared
// machine, unlike the wall time, it leaves out the waits for a CPU that
// other processes hold, and it counts the collector's work on the other
// CPUs, which an allocation causes.
func floorCPU() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

// TestFloorFill holds the floor to the trees Parse builds: else it
// would measure less work than Parse does.
func TestFloorFill(t *testing.T) {
	set := floorLines(t)
	for i := range set.ends {
		in, r := set.line(i)
		want, err := Parse(in)
		if err != nil {
			t.Fatalf("%s: %v", in, err)
		}
		if diff := cmp.Diff(want, floorFill(in, r, floorAll)); diff != "" {
			t.Fatalf("%s: the floor's tree differs from Parse's (-Parse +floor):\n%s", in, diff)
		}
	}
}
