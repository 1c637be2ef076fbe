package parser

import (
	"net/url"
	"testing"

	"github.com/urlsyntax/rfc1738/internal/corpustest"
)

// invalidCase is an invalid kasztp line with what its error's notes
// start from, found before the timing.
type invalidCase struct {
	input string
	s     *scheme
	e     *Error
	st    uint16
}

// invalidCases returns kasztp's lines that Parse refuses with a syntax
// error of a built-in scheme.
func invalidCases(tb testing.TB) []invalidCase {
	var cases []invalidCase
	p := defaultParser()
	for _, l := range corpustest.Lines(tb, "kasztp.txt") {
		if _, err := Parse(l); err == nil || len(l) > p.maxLength {
			continue
		}
		s := p.schemeOf(l)
		if s == nil || s.builtin == "" {
			continue
		}
		a := automatonOf(s)
		st, n := a.Run(l)
		if n == len(l) && a.Final[st] {
			continue // valid syntax that a validator refused
		}
		cases = append(cases, invalidCase{input: l, s: s, e: syntaxError(l, s), st: st})
	}
	if len(cases) == 0 {
		tb.Skip("no invalid line")
	}
	return cases
}

// BenchmarkInvalidCost splits what Parse costs on kasztp's invalid
// lines, each stage on every line, beside net/url's Parse:
//
//   - parse: Parse, the whole;
//   - attempt: the scheme found and its generated parser run until it
//     fails, as Parse runs it first;
//   - automaton: the scheme's automaton run to the first impossible byte;
//   - error: the error built, the automaton's run, its expected set,
//     production, citation and notes included (syntaxError);
//   - notes: the notes alone, given the error and the automaton's state.
//
// Besides the wall time it reports the process's CPU time per line
// (cpu-ns/op).
func BenchmarkInvalidCost(b *testing.B) {
	cases := invalidCases(b)
	p := defaultParser()
	for _, c := range []struct {
		name string
		f    func(c *invalidCase)
	}{
		{"net-url", func(c *invalidCase) { _, _ = url.Parse(c.input) }},
		{"parse", func(c *invalidCase) { _, _ = Parse(c.input) }},
		{"attempt", func(c *invalidCase) { p.builtinTree(c.input, p.schemeOf(c.input)) }},
		{"automaton", func(c *invalidCase) { automatonOf(c.s).Run(c.input) }},
		{"error", func(c *invalidCase) { syntaxError(c.input, c.s) }},
		{"notes", func(c *invalidCase) { notes(c.input, c.e, automatonOf(c.s), c.st) }},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			b.ResetTimer()
			cpu := floorCPU()
			for i := 0; i < b.N; i++ {
				c.f(&cases[i%len(cases)])
			}
			cpu = floorCPU() - cpu
			b.ReportMetric(float64(len(cases)), "lines")
			b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
		})
	}
}
