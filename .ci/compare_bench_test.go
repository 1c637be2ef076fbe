package parser_test

// This file is .ci/compare's harness: the script copies it into the
// parser package of each commit it compares, so that both are measured
// by the same benchmark code. It uses only what both commits have
// (Parse, ParseBase, Base.Resolve, Resolve); Base.ResolveText where the
// commit has it. Its names start with "compare" so that they meet none
// of the package's own test names.

import (
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/urlsyntax/rfc1738/parser"
)

// compareLines reads a corpus of ../shared/corpus beside the module's
// root (the test runs in the parser directory), or skips.
func compareLines(b *testing.B, name string) []string {
	data, err := os.ReadFile(filepath.Join("..", "..", "shared", "corpus", name))
	if err != nil {
		b.Skipf("corpus %s: %v", name, err)
	}
	return strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
}

// compareSet is lines held as one string and the offsets of their ends,
// so that the benchmark's own data is one object to the collector.
type compareSet struct {
	text string
	ends []int
}

func comparePack(lines []string) compareSet {
	var s compareSet
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(l)
		s.ends = append(s.ends, b.Len())
	}
	s.text = b.String()
	return s
}

func (s compareSet) line(i int) string {
	start := 0
	if i > 0 {
		start = s.ends[i-1]
	}
	return s.text[start:s.ends[i]]
}

// compareRun calls f on each line in turn, one a op. Besides go test's
// allocs/op, a whole number, it reports the mean with two decimals
// (mallocs/op), and the process's CPU time per op, user and system, the
// collector's included (cpu-ns/op): unlike ns/op, it counts no time
// spent waiting for a CPU that other processes hold.
func compareRun(b *testing.B, s compareSet, f func(i int, line string)) {
	n := len(s.ends)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	b.ReportAllocs()
	b.ResetTimer()
	cpu := compareCPU()
	for i := 0; i < b.N; i++ {
		f(i%n, s.line(i%n))
	}
	cpu = compareCPU() - cpu
	b.StopTimer()
	runtime.ReadMemStats(&after)
	b.ReportMetric(float64(after.Mallocs-before.Mallocs)/float64(b.N), "mallocs/op")
	b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
}

// compareCPU returns the CPU time the process has used, user and
// system.
func compareCPU() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

// BenchmarkCompare runs, on the same lines, net/url and this library:
// Parse on kasztp's lines (all, and those Parse accepts) and on
// node_files' valid lines; and resolution of a page's six links and of
// kasztp's URLs made relative to their hosts' roots, each base parsed
// once: net/url's Parse, ResolveReference and String, ResolveText
// (where the commit has it) and Resolve.
func BenchmarkCompare(b *testing.B) {
	for _, set := range []struct{ name, corpus, which string }{
		{"kasztp-all", "kasztp.txt", "all"},
		{"kasztp-valid", "kasztp.txt", "valid"},
		{"node_files-valid", "node_files.txt", "valid"},
	} {
		b.Run("parse/"+set.name, func(b *testing.B) {
			lines := compareLines(b, set.corpus)
			if set.which == "valid" {
				lines = compareValid(lines)
			}
			s := comparePack(lines)
			b.Run("neturl", func(b *testing.B) {
				compareRun(b, s, func(_ int, l string) { _, _ = url.Parse(l) })
			})
			b.Run("ours", func(b *testing.B) {
				compareRun(b, s, func(_ int, l string) { _, _ = parser.Parse(l) })
			})
		})
	}
	for _, set := range []struct {
		name  string
		pairs func(b *testing.B) [][2]string
	}{{"page", func(*testing.B) [][2]string { return comparePage() }}, {"kasztp", compareKasztp}} {
		b.Run("resolve/"+set.name, func(b *testing.B) { compareResolve(b, set.pairs(b)) })
	}
}

// compareValid returns the lines Parse accepts.
func compareValid(lines []string) []string {
	var ok []string
	for _, l := range lines {
		if _, err := parser.Parse(l); err == nil {
			ok = append(ok, l)
		}
	}
	return ok
}

// compareTexter is Base.ResolveText, which older commits lack.
type compareTexter interface {
	ResolveText(ref string) (string, error)
}

// compareResolve times the resolution of pairs that all resolve.
func compareResolve(b *testing.B, pairs [][2]string) {
	var refs []string
	var bases []*parser.Base
	var urls []*url.URL
	for _, p := range pairs {
		base, err := parser.ParseBase(p[0])
		u, uerr := url.Parse(p[0])
		_, rerr := url.Parse(p[1])
		if err != nil || uerr != nil || rerr != nil {
			continue
		}
		if _, err := base.Resolve(p[1]); err != nil {
			continue
		}
		refs, bases, urls = append(refs, p[1]), append(bases, base), append(urls, u)
	}
	if len(refs) == 0 {
		b.Fatal("no pair that all resolve")
	}
	s := comparePack(refs)
	b.Run("neturl", func(b *testing.B) {
		compareRun(b, s, func(i int, ref string) {
			r, _ := url.Parse(ref)
			_ = urls[i].ResolveReference(r).String()
		})
	})
	b.Run("text", func(b *testing.B) {
		if _, ok := any(bases[0]).(compareTexter); !ok {
			b.Skip("this commit has no Base.ResolveText")
		}
		compareRun(b, s, func(i int, ref string) { _, _ = any(bases[i]).(compareTexter).ResolveText(ref) })
	})
	b.Run("tree", func(b *testing.B) {
		compareRun(b, s, func(i int, ref string) { _, _ = bases[i].Resolve(ref) })
	})
}

// comparePage is a page's base and six of its links.
func comparePage() [][2]string {
	const base = "http://www.example.com/docs/guide/intro.html"
	var pairs [][2]string
	for _, ref := range []string{
		"install.html", "../faq/index.html#top", "/search?q=rfc1738",
		"#section-2", "//mirror.example.org/docs/", "mailto:webmaster@example.com",
	} {
		pairs = append(pairs, [2]string{base, ref})
	}
	return pairs
}

// compareKasztp is kasztp's URLs with a host, each made relative to its
// host's root: an abs_path for even lines, a rel_path for odd ones.
func compareKasztp(b *testing.B) [][2]string {
	var pairs [][2]string
	for i, u := range compareLines(b, "kasztp.txt") {
		scheme, rest, ok := strings.Cut(u, "://")
		if !ok {
			continue
		}
		host, path, _ := strings.Cut(rest, "/")
		ref := "/" + path
		if i%2 == 1 {
			ref = path
		}
		pairs = append(pairs, [2]string{scheme + "://" + host + "/", ref})
	}
	return pairs
}
