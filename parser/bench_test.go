package parser_test

import (
	"net/url"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/internal/corpustest"
	"github.com/urlsyntax/rfc1738/parser"
)

// lineSet holds lines as one string and the offsets of their ends, so
// that the benchmarks' own data holds no pointer but one: a []string of
// a corpus's lines is a pointer a line that every GC cycle of a benchmark
// scans, a cost charged to the parser being measured in proportion to
// the bytes it allocates, and which a program reading URLs as a stream
// does not have.
type lineSet struct {
	text string
	ends []int32 // line i is text[ends[i-1]:ends[i]], from 0
}

// pack returns lines as a lineSet.
func pack(lines []string) lineSet {
	var b strings.Builder
	ends := make([]int32, len(lines))
	for i, l := range lines {
		b.WriteString(l)
		ends[i] = int32(b.Len())
	}
	return lineSet{text: b.String(), ends: ends}
}

// line returns line i.
func (s lineSet) line(i int) string {
	start := int32(0)
	if i > 0 {
		start = s.ends[i-1]
	}
	return s.text[start:s.ends[i]]
}

// benchLines parses one of lines per iteration, in turn, and reports the
// cost per URL, so that the figures of different parsers on the same
// lines, in the same run, compare directly. It reports how many lines
// there are too (the metric "lines"), for .ci/bench's table.
func benchLines(b *testing.B, lines lineSet, parse func(string) error) {
	n := len(lines.ends)
	b.SetBytes(int64(len(lines.text)) / int64(n))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = parse(lines.line(i % n))
	}
	b.ReportMetric(float64(n), "lines") // after the loop: ResetTimer clears metrics
}

var corpora = []string{"kasztp.txt", "node_files.txt", "conformance-public.txt"}

// BenchmarkCorpus compares this library's recognizer, Check ("check"),
// and its tree builders, the generated parser (the default: Parse,
// "generated"; and ParseWarnings, which also runs every validator,
// "warnings") and the grammar's interpreter, with net/url.Parse on the
// same URLs. Each iteration parses one URL, so ns/op is ns per URL and
// B/op and allocs/op are per URL; MB/s is over the URLs' bytes. "all"
// parses every line, valid or not (Parse's invalid URL costs a
// diagnosis: the expected set and production; Check's only its offset);
// "valid" only the lines this library accepts, the same lines for all
// five. Each -count repetition runs every
// sub-benchmark in this order, which .ci/bench relies on to pair each
// run with net/url's run of the same repetition.
func BenchmarkCorpus(b *testing.B) {
	interpreter, err := parser.New(parser.Interpret())
	if err != nil {
		b.Fatal(err)
	}
	parsers := []struct {
		name  string
		parse func(string) error
	}{
		{"net-url", func(s string) error { _, err := url.Parse(s); return err }},
		{"check", parser.Check},
		{"generated", func(s string) error { _, err := parser.Parse(s); return err }},
		{"warnings", func(s string) error { _, _, err := parser.ParseWarnings(s); return err }},
		{"interpreter", func(s string) error { _, err := interpreter.Parse(s); return err }},
	}
	for _, name := range corpora {
		all, valid := corpusSets(b, name)
		for _, set := range []struct {
			name  string
			lines lineSet
		}{{"all", all}, {"valid", valid}} {
			for _, p := range parsers {
				b.Run(strings.TrimSuffix(name, ".txt")+"/"+set.name+"/"+p.name, func(b *testing.B) {
					benchLines(b, set.lines, p.parse)
				})
			}
		}
	}
}

// corpusSets returns the lines of a corpus, and those Parse accepts.
func corpusSets(b *testing.B, name string) (all, valid lineSet) {
	lines := corpustest.Lines(b, name)
	var ok []string
	for _, l := range lines {
		if _, err := parser.Parse(l); err == nil {
			ok = append(ok, l)
		}
	}
	return pack(lines), pack(ok)
}

// sameLengths pairs each invalid line of lines with a valid line of the
// same length, taking the valid lines of each length in turn: two lists
// of equal length and equal byte counts, line for line. An invalid line
// with no valid line of its length is left out.
func sameLengths(lines []string) (valid, invalid []string) {
	byLength := map[int][]string{}
	var bad []string
	for _, l := range lines {
		if _, err := parser.Parse(l); err == nil {
			byLength[len(l)] = append(byLength[len(l)], l)
		} else {
			bad = append(bad, l)
		}
	}
	next := map[int]int{}
	for _, l := range bad {
		same := byLength[len(l)]
		if len(same) == 0 {
			continue
		}
		valid = append(valid, same[next[len(l)]%len(same)])
		invalid = append(invalid, l)
		next[len(l)]++
	}
	return valid, invalid
}

// BenchmarkInvalidVsValid compares what an invalid URL costs, its error
// built (offset, expected set, production, notes), with a valid URL of
// the same length, its tree built and validated: kasztp.txt's invalid
// lines, each beside a valid line of the same length, with net/url on
// both. .ci/bench writes the invalid/valid ratio of Parse into
// docs/speed.md's tables.
func BenchmarkInvalidVsValid(b *testing.B) {
	v, inv := sameLengths(corpustest.Lines(b, "kasztp.txt"))
	if len(inv) == 0 {
		b.Skip("no invalid line with a valid line of its length")
	}
	valid, invalid := pack(v), pack(inv)
	for _, set := range []struct {
		name  string
		lines lineSet
	}{{"valid", valid}, {"invalid", invalid}} {
		b.Run(set.name+"/net-url", func(b *testing.B) {
			benchLines(b, set.lines, func(s string) error { _, err := url.Parse(s); return err })
		})
		b.Run(set.name+"/parse", func(b *testing.B) {
			benchLines(b, set.lines, func(s string) error { _, err := parser.Parse(s); return err })
		})
	}
}
