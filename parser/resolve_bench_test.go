package parser_test

import (
	"net/url"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/internal/corpustest"
	"github.com/urlsyntax/rfc1738/parser"
)

// BenchmarkResolve compares resolution by RFC 1808 with net/url's on
// the same pairs of a base and a reference, as a crawler resolves the
// links of a page: each base is parsed once, outside the timing
// (ParseBase; url.Parse), and each iteration resolves one reference and
// writes the absolute URL as text. The engines, in this order, which
// .ci/bench relies on to pair each with net/url in the same run:
// "neturl", url.Parse of the reference, ResolveReference and String;
// "text", Base.ResolveText, which builds no tree; "tree", Base.Resolve,
// which builds the reference's tree, records the steps and parses the
// result by RFC 1738, its Text being the same text. The sets of pairs:
// "section5", the references of RFC 1808 section 5 against its base;
// "corpus", references made from a sample of the shared corpora against
// other URLs of the sample; "kasztp", each URL of kasztp.txt with a
// net_loc made relative to its host's root, alternately as an abs_path
// ("/a/b?q") and a rel_path ("a/b?q"); "page", one page's base and six
// links of the kinds a page holds. Only pairs that all three resolve
// are timed, so that no error path is measured. ns/op, B/op and
// allocs/op are per reference.
func BenchmarkResolve(b *testing.B) {
	sets := []struct {
		name  string
		pairs func(b *testing.B) [][2]string
	}{
		{"section5", func(*testing.B) [][2]string { return section5Pairs() }},
		{"corpus", func(b *testing.B) [][2]string { return corpusPairs(b) }}, // skips when ../../shared is absent
		{"kasztp", func(b *testing.B) [][2]string { return kasztpPairs(b) }}, // so too
		{"page", func(*testing.B) [][2]string { return pagePairs() }},
	}
	for _, set := range sets {
		b.Run(set.name, func(b *testing.B) {
			pairs := bothResolve(set.pairs(b))
			if len(pairs) == 0 {
				b.Fatal("no pair that both resolve")
			}
			bp := prepare(b, pairs)
			b.Run("neturl", func(b *testing.B) {
				bp.run(b, func(i int, ref string) string {
					u, err := url.Parse(ref)
					if err != nil {
						panic(err)
					}
					return bp.urls[i].ResolveReference(u).String()
				})
			})
			b.Run("text", func(b *testing.B) {
				bp.run(b, func(i int, ref string) string {
					text, err := bp.bases[i].ResolveText(ref)
					if err != nil {
						panic(err)
					}
					return text
				})
			})
			b.Run("tree", func(b *testing.B) {
				bp.run(b, func(i int, ref string) string {
					r, err := bp.bases[i].Resolve(ref)
					if err != nil {
						panic(err)
					}
					return r.Text
				})
			})
		})
	}
}

// basePairs are pairs whose bases are parsed, each distinct base once:
// the references as a lineSet, and the base of each, an index into
// bases (parser's) and urls (net/url's).
type basePairs struct {
	refs  lineSet
	base  []int32
	bases []*parser.Base
	urls  []*url.URL
}

// prepare parses the bases of pairs, which both resolve.
func prepare(b *testing.B, pairs [][2]string) *basePairs {
	bp := &basePairs{base: make([]int32, len(pairs))}
	index := map[string]int32{}
	refs := make([]string, len(pairs))
	for i, p := range pairs {
		n, ok := index[p[0]]
		if !ok {
			base, err := parser.ParseBase(p[0])
			if err != nil {
				b.Fatal(err)
			}
			u, err := url.Parse(p[0])
			if err != nil {
				b.Fatal(err)
			}
			n = int32(len(bp.bases))
			index[p[0]] = n
			bp.bases, bp.urls = append(bp.bases, base), append(bp.urls, u)
		}
		bp.base[i], refs[i] = n, p[1]
	}
	bp.refs = pack(refs)
	return bp
}

// run resolves one reference per iteration, in turn, with resolve,
// given the index of its base, and reports how many pairs there are
// (the metric "pairs", for .ci/bench's table).
func (bp *basePairs) run(b *testing.B, resolve func(base int, ref string) string) {
	n := len(bp.base)
	b.ReportAllocs()
	b.ResetTimer()
	var sink string
	for i := 0; i < b.N; i++ {
		sink = resolve(int(bp.base[i%n]), bp.refs.line(i%n))
	}
	_ = sink
	b.ReportMetric(float64(n), "pairs")
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
func corpusPairs(tb testing.TB) [][2]string {
	var sample []string
	for _, name := range corpora {
		sample = append(sample, corpustest.Sample(corpustest.Lines(tb, name), 97)...)
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

// kasztpPairs are the URLs of kasztp.txt that have a net_loc, each made
// relative to its host's root: the base is the scheme, "://", the
// net_loc and "/", and the reference what follows, with its first "/"
// (an abs_path) for even lines and without it (a rel_path) for odd
// ones. Resolved, each gives the URL back but where the URL has no path.
func kasztpPairs(tb testing.TB) [][2]string {
	var pairs [][2]string
	for i, u := range corpustest.Lines(tb, "kasztp.txt") {
		p := ast.SplitParts(u)
		if p.Scheme == "" || !p.HasNetLoc {
			continue
		}
		ref := u[len(p.Scheme)+len("://")+len(p.NetLoc):]
		if i%2 == 1 {
			ref = strings.TrimPrefix(ref, "/")
		}
		pairs = append(pairs, [2]string{p.Scheme + "://" + p.NetLoc + "/", ref})
	}
	return pairs
}

// pagePairs are a page's base and six of its links: a sibling page, one
// in a parent directory with a fragment, an abs_path with a query, a
// fragment alone, another host, and another scheme.
func pagePairs() [][2]string {
	const base = "http://www.example.com/docs/guide/intro.html"
	var pairs [][2]string
	for _, ref := range []string{
		"install.html",
		"../faq/index.html#top",
		"/search?q=rfc1738",
		"#section-2",
		"//mirror.example.org/docs/",
		"mailto:webmaster@example.com",
	} {
		pairs = append(pairs, [2]string{base, ref})
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
