package parser_test

import (
	"bufio"
	"net/url"
	"os"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/parser"
)

// corpus reads a corpus of ../shared/corpus, one URL a line, or skips the
// benchmark when the shared directory is absent.
func corpus(b testing.TB, name string) []string {
	b.Helper()
	f, err := os.Open("../../shared/corpus/" + name)
	if err != nil {
		b.Skipf("corpus %s not available: %v", name, err)
	}
	defer f.Close()
	var lines []string
	s := bufio.NewScanner(f)
	s.Buffer(nil, 1<<20)
	for s.Scan() {
		lines = append(lines, s.Text())
	}
	if err := s.Err(); err != nil {
		b.Fatal(err)
	}
	return lines
}

// benchCorpus runs parse over every line of the corpus per iteration and
// reports the cost per URL, so that the figures of different parsers on
// the same corpus, in the same run, compare directly.
func benchCorpus(b *testing.B, name string, parse func(string) error) {
	lines := corpus(b, name)
	total := 0
	for _, l := range lines {
		total += len(l)
	}
	b.SetBytes(int64(total) / int64(len(lines)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = parse(lines[i%len(lines)])
	}
}

var corpora = []string{"kasztp.txt", "node_files.txt", "conformance-public.txt"}

// BenchmarkCorpus compares this library's parsers, the generated one
// (the default) and participle's reflective one, with net/url.Parse on
// the same URLs: each iteration parses one URL, valid or not, so ns/op is
// ns per URL and B/op and allocs/op are per URL.
func BenchmarkCorpus(b *testing.B) {
	for _, name := range corpora {
		b.Run(strings.TrimSuffix(name, ".txt")+"/net-url", func(b *testing.B) {
			benchCorpus(b, name, func(s string) error { _, err := url.Parse(s); return err })
		})
		b.Run(strings.TrimSuffix(name, ".txt")+"/generated", func(b *testing.B) {
			benchCorpus(b, name, func(s string) error { _, err := parser.Parse(s); return err })
		})
		b.Run(strings.TrimSuffix(name, ".txt")+"/participle", func(b *testing.B) {
			p, err := parser.New(parser.UseParticiple())
			if err != nil {
				b.Fatal(err)
			}
			benchCorpus(b, name, func(s string) error { _, err := p.Parse(s); return err })
		})
	}
}
