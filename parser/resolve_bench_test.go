package parser_test

import (
	"net/url"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/internal/corpustest"
	"github.com/urlsyntax/rfc1738/parser"
)

// BenchmarkResolve compares parser.Resolve (RFC 1808 section 4, the
// result also parsed as an RFC 1738 URL) with net/url (url.Parse of the
// base and of the reference, ResolveReference, String) on the same
// pairs, side by side in one run: "section5", the references of RFC 1808
// section 5 against its base, and "corpus", references made from a
// sample of the shared corpora against other URLs of the sample. Only
// pairs that both resolve are timed, so that neither side's error path
// is measured. Each iteration resolves one pair, so ns/op, B/op and
// allocs/op are per pair.
func BenchmarkResolve(b *testing.B) {
	sets := []struct {
		name  string
		pairs func(b *testing.B) [][2]string
	}{
		{"section5", func(*testing.B) [][2]string { return section5Pairs() }},
		{"corpus", corpusPairs}, // skips when ../../shared is absent
	}
	resolvers := []struct {
		name    string
		resolve func(base, ref string) string
	}{
		{"rfc1808", func(base, ref string) string {
			r, err := parser.Resolve(base, ref)
			if err != nil {
				panic(err)
			}
			return r.Text
		}},
		{"neturl", func(base, ref string) string {
			bu, err := url.Parse(base)
			if err != nil {
				panic(err)
			}
			ru, err := url.Parse(ref)
			if err != nil {
				panic(err)
			}
			return bu.ResolveReference(ru).String()
		}},
	}
	for _, set := range sets {
		b.Run(set.name, func(b *testing.B) {
			pairs := bothResolve(set.pairs(b))
			if len(pairs) == 0 {
				b.Fatal("no pair that both resolve")
			}
			for _, r := range resolvers {
				b.Run(r.name, func(b *testing.B) {
					b.ReportAllocs()
					var sink string
					for i := 0; i < b.N; i++ {
						p := pairs[i%len(pairs)]
						sink = r.resolve(p[0], p[1])
					}
					_ = sink
					b.ReportMetric(float64(len(pairs)), "pairs")
				})
			}
		})
	}
}

// section5Pairs are the references of RFC 1808 section 5 with its base.
func section5Pairs() [][2]string {
	refs := []string{
		"g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "g?y/./x", "#s",
		"g#s", "g#s/./x", "g?y#s", ";x", "g;x", "g;x?y#s", ".", "./", "..",
		"../", "../g", "../..", "../../", "../../g",
		"", "../../../g", "../../../../g", "/./g", "/../g", "g.", ".g", "g..",
		"..g", "./../g", "./g/.", "g/./h", "g/../h", "http:g", "http:",
	}
	pairs := make([][2]string, len(refs))
	for i, r := range refs {
		pairs[i] = [2]string{rfc1808Base, r}
	}
	return pairs
}

// corpusPairs are references made from every 97th URL of each corpus
// (its path, its last segment after "../", its query, its fragment, and
// the URL itself) against the next URL of the sample.
func corpusPairs(b *testing.B) [][2]string {
	var sample []string
	for _, name := range corpora {
		lines := corpustest.Lines(b, name)
		for i := 0; i < len(lines); i += 97 {
			sample = append(sample, lines[i])
		}
	}
	var pairs [][2]string
	for i, u := range sample {
		base := sample[(i+1)%len(sample)]
		p := ast.SplitParts(u)
		refs := []string{p.Path, u}
		if p.Path != "" {
			refs = append(refs, "../"+p.Path[strings.LastIndexByte(p.Path, '/')+1:])
		}
		if p.HasQuery {
			refs = append(refs, "?"+p.Query)
		}
		if p.HasFragment {
			refs = append(refs, "#"+p.Fragment)
		}
		for _, r := range refs {
			pairs = append(pairs, [2]string{base, r})
		}
	}
	return pairs
}

// bothResolve returns the pairs that Resolve and net/url both resolve.
func bothResolve(pairs [][2]string) [][2]string {
	var out [][2]string
	for _, p := range pairs {
		_, err := parser.Resolve(p[0], p[1])
		_, berr := url.Parse(p[0])
		_, rerr := url.Parse(p[1])
		if err == nil && berr == nil && rerr == nil {
			out = append(out, p)
		}
	}
	return out
}
