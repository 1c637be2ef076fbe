package parser

import (
	"bytes"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/internal/corpustest"
)

const resolveGolden = "testdata/resolve-neturl.golden"

// TestResolveNetURLDifferences resolves pairs of a base URL and a
// reference built from the shared corpora (resolvePairs) with Resolve
// (RFC 1808 section 4) and with net/url (url.Parse of both, then
// (*url.URL).ResolveReference, then String: RFC 3986 section 5.2 as
// net/url implements it), and explains every pair on which they
// disagree by the reasons of resolveReasons: one refuses a pair the
// other resolves, or both resolve it to different texts. A disagreement
// that no reason explains fails the test; so does a reason whose
// condition holds on a pair that its rewrite does not then explain. The
// counts per reason and the first examples of each are compared with
// testdata/resolve-neturl.golden; -update rewrites it. Every pair runs,
// under the race detector too: resolving is fast enough that sampling
// would save little.
func TestResolveNetURLDifferences(t *testing.T) {
	pairs := resolvePairs(t)
	type tally struct{ pairs, agree, bothRefuse, rfc1808Refuses, netURLRefuses, differ int }
	var total tally
	byKind := map[string]*tally{}
	found := map[string][]*resolveCase{}
	const maxReported = 20
	unexplained := 0
	for _, p := range pairs {
		c := newResolveCase(p)
		k := byKind[p.kind]
		if k == nil {
			k = &tally{}
			byKind[p.kind] = k
		}
		k.pairs++
		total.pairs++
		switch c.outcome() {
		case resolveAgree:
			k.agree++
			total.agree++
			continue
		case resolveBothRefuse:
			k.bothRefuse++
			total.bothRefuse++
			continue
		case resolveRFC1808Refuses:
			k.rfc1808Refuses++
			total.rfc1808Refuses++
		case resolveNetURLRefuses:
			k.netURLRefuses++
			total.netURLRefuses++
		case resolveDiffer:
			k.differ++
			total.differ++
		}
		codes, why := c.explain()
		if why != "" {
			if unexplained++; unexplained <= maxReported {
				t.Errorf("base %q, reference %q (%s): unexplained: %s", p.base, p.ref, p.kind, why)
			}
			continue
		}
		c.codes = codes
		for _, code := range codes {
			found[code] = append(found[code], c)
		}
	}
	if unexplained > maxReported {
		t.Errorf("and %d more unexplained differences", unexplained-maxReported)
	}
	t.Logf("%d pairs: %d agree, %d both refuse, %d refused by Resolve only, %d by net/url only, %d resolved differently",
		total.pairs, total.agree, total.bothRefuse, total.rfc1808Refuses, total.netURLRefuses, total.differ)
	var b bytes.Buffer
	fmt.Fprintf(&b, "# How parser.Resolve (RFC 1808 section 4) and net/url's ResolveReference (RFC 3986 section 5.2\n")
	fmt.Fprintf(&b, "# as net/url implements it) disagree on pairs of a base and a reference built from the corpora of\n")
	fmt.Fprintf(&b, "# ../shared/corpus, by reason. TestResolveNetURLDifferences (parser/resolve_neturl_test.go) builds\n")
	fmt.Fprintf(&b, "# the pairs (resolvePairs) and defines each reason (resolveReasons); a pair may have several.\n")
	fmt.Fprintf(&b, "# net/url is the toolchain's: a Go release that changes it changes this file.\n")
	fmt.Fprintf(&b, "# Regenerate: go test -run '^TestResolveNetURLDifferences$' -update ./parser\n#\n")
	fmt.Fprintf(&b, "# %-16s %6s %6s %11s %15s %14s %7s\n", "reference kind", "pairs", "agree", "both-refuse", "rfc1808-refuses", "neturl-refuses", "differ")
	row := func(name string, c tally) {
		fmt.Fprintf(&b, "# %-16s %6d %6d %11d %15d %14d %7d\n", name, c.pairs, c.agree, c.bothRefuse, c.rfc1808Refuses, c.netURLRefuses, c.differ)
	}
	for _, kind := range resolveKinds {
		if k := byKind[kind]; k != nil {
			row(kind, *k)
		}
	}
	row("all", total)
	const perReason = 3
	for _, r := range resolveReasons {
		cs := found[r.code]
		fmt.Fprintf(&b, "\n%s: %d (%s)\n", r.code, len(cs), r.kind)
		fmt.Fprintf(&b, "  RFC 1808: %s\n", r.rfc1808)
		fmt.Fprintf(&b, "  RFC 3986: %s\n", r.rfc3986)
		// The examples are the first pairs this reason alone explains,
		// of distinct reference kinds first, then the first of any kind;
		// then, if there are too few, pairs that other reasons explain
		// too.
		shown := map[*resolveCase]bool{}
		kinds := map[string]bool{}
		for pass := 0; pass < 4; pass++ {
			alone, newKind := pass < 2, pass%2 == 0
			for _, c := range cs {
				if len(shown) == perReason {
					break
				}
				if shown[c] || alone && len(c.codes) > 1 || newKind && kinds[c.kind] {
					continue
				}
				shown[c], kinds[c.kind] = true, true
				fmt.Fprintf(&b, "    %s\n", c.describe(r.code))
			}
		}
	}
	for code := range found {
		if resolveReasonOf(code) == nil {
			t.Errorf("reason %q is not in resolveReasons", code)
		}
	}

	if *Update {
		if err := os.WriteFile(filepath.FromSlash(resolveGolden), b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(filepath.FromSlash(resolveGolden))
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if d := cmp.Diff(string(want), b.String()); d != "" {
		t.Errorf("%s is stale (-want +got); run go test -run '^TestResolveNetURLDifferences$' -update ./parser and review the change:\n%s", resolveGolden, d)
	}
}

// TestResolveNetURLReasons holds every reason to one pair of its own,
// worked out by hand, which it must explain alone: each reason's
// condition recognises the difference it names, and its rewrite turns
// Resolve's answer into net/url's. It runs without the corpora, so that
// the reasons are tested where ../shared is absent, and it checks that
// a pair on which the two agree needs no reason, and that a made-up
// difference is left unexplained.
func TestResolveNetURLReasons(t *testing.T) {
	const base = "http://a/b/c/d;p?q#f"
	tests := []struct {
		base, ref string
		codes     []string // the reason of its own first
	}{
		{base, "../../../g", []string{"rfc1808-dotdot-above-root"}},
		{base, "/./g", []string{"rfc1808-abs-path-as-written"}},
		{base, "//g/./x", []string{"rfc1808-net-path-as-written"}},
		{base, "http://g/./x", []string{"rfc1808-absolute-as-written"}},
		{"http://a/b/../c", "?y", []string{"neturl-cleans-base-path"}},
		{base, ";x", []string{"rfc1808-params-not-path"}},
		{base, ";", []string{"rfc1808-empty-params"}},
		{base, "?", []string{"rfc1808-empty-query"}},
		{base, "//", []string{"rfc1808-empty-netloc"}},
		{"http://a", "?y", []string{"rfc1808-slash-after-netloc"}},
		{"http://a?q", "g", []string{"rfc1808-netloc-to-slash"}},
		{"http://a", "./", []string{"rfc1808-merge-empty-base-path"}},
		{"mailto:x@y", "g", []string{"neturl-opaque-base", "neturl-adds-empty-authority"}},
		{"data:", "g", []string{"neturl-roots-path", "neturl-adds-empty-authority"}},
		{"file:/a/b", "#s", []string{"neturl-adds-empty-authority"}},
		{"telnet://", "#s", []string{"neturl-drops-empty-authority"}},
		{"HTTP://a/b", "g", []string{"neturl-lowercases-scheme"}},
		{"ftp://a*b@h/c", "d", []string{"neturl-escapes-userinfo"}},
		{"http://a/b#", "", []string{"neturl-drops-empty-fragment"}},
		{"http://a/b?", "", []string{"neturl-drops-base-empty-query"}},
		{base, "///g", []string{"neturl-triple-slash-path"}},
		{base, "../..//x", []string{"neturl-drops-empty-segment-at-root"}},
		{base, "~g", []string{"neturl-accepts-tilde"}},
		{base, "g|h", []string{"neturl-accepts-unsafe"}},
		{base, "//[::1]/g", []string{"neturl-ipv6-literal"}},
		{base, "g#\x02", []string{"neturl-accepts-unsafe"}},
		{base, "g\u00e9", []string{"neturl-accepts-non-ascii"}},
		{base, "g?%zz", []string{"neturl-unchecked-escape"}},
		{"/b/c", "g", []string{"base-not-absolute"}},
		{"http://a//b", "g", []string{"base-not-generic"}},
		{base, "//a//b", []string{"rfc1808-net-path-double-slash"}},
		{"x:/a", ".//g", []string{"path-as-net-loc"}},
		{base, "1g:h", []string{"neturl-scheme-first-char"}},
		{base, "g@h:0", []string{"neturl-colon-first-segment"}},
		{base, "//a:b/c", []string{"neturl-port-digits"}},
		{base, "//a%41/c", []string{"neturl-host-escape"}},
	}
	covered := map[string]bool{}
	for _, tt := range tests {
		c := newResolveCase(resolvePair{tt.base, tt.ref, "hand"})
		codes, why := c.explain()
		if why != "" {
			t.Errorf("base %q, reference %q: %s", tt.base, tt.ref, why)
			continue
		}
		if d := cmp.Diff(tt.codes, codes, cmpopts.SortSlices(func(a, b string) bool { return a < b })); d != "" {
			t.Errorf("base %q, reference %q: codes (-want +got):\n%s", tt.base, tt.ref, d)
		}
		covered[tt.codes[0]] = true
	}
	for _, r := range resolveReasons {
		if !covered[r.code] {
			t.Errorf("reason %s has no pair of its own here", r.code)
		}
	}

	// A pair on which the two agree is no difference to explain.
	if c := newResolveCase(resolvePair{base, "g", "hand"}); c.outcome() != resolveAgree {
		t.Errorf("base %q, reference g: outcome %v, want agreement", base, c.outcome())
	}
	// A difference no reason covers stays unexplained: here net/url's
	// answer is replaced by one that no rule of either RFC gives.
	c := newResolveCase(resolvePair{base, "g", "hand"})
	c.text = "http://a/b/c/h"
	if codes, why := c.explain(); why == "" {
		t.Errorf("a made-up difference was explained by %v", codes)
	}
}

// resolvePair is a base and a reference, and the kind of the reference
// (resolveKinds).
type resolvePair struct{ base, ref, kind string }

// resolveKinds are the kinds of references of resolvePairs, in the order
// the golden file lists them: the references of RFC 1808 section 5, the
// empty components whose reading the package documentation gives, and
// the references made from a corpus URL's parts.
var resolveKinds = []string{
	"section-5", "empty-parts",
	"path", "path?query", "segment", "../segment", "../../segments",
	"//net_loc/path", "?query", ";params", "#fragment", "absolute",
}

// rfc1808Section5 are the references of RFC 1808 section 5 (5.1 and
// 5.2), resolved against the section's base and against corpus URLs.
var rfc1808Section5 = []string{
	"g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "g?y/./x", "#s",
	"g#s", "g#s/./x", "g?y#s", ";x", "g;x", "g;x?y#s", ".", "./", "..",
	"../", "../g", "../..", "../../", "../../g",
	"", "../../../g", "../../../../g", "/./g", "/../g", "g.", ".g", "g..",
	"..g", "./../g", "./g/.", "g/./h", "g/../h", "http:g", "http:",
}

// rfc1808EmptyParts are references made of one delimiter and an empty
// component, which the package documentation reads as absent (";", "?",
// "#") or as present ("//").
var rfc1808EmptyParts = []string{";", "?", "#", "//"}

// resolvePairs builds the pairs of TestResolveNetURLDifferences from the
// corpora, the same ones each run, in this order:
//
//   - the references of section 5 and rfc1808EmptyParts against the
//     section's base (http://a/b/c/d;p?q#f), then against every 8th URL
//     of the sample below;
//   - for each URL of the sample, references made from its components as
//     section 2.4 parses them (its path, path and query, last segment,
//     "../" and the last segment, "../../" and the last two, "//",
//     net_loc and path, "?" query, ";" params, "#" fragment, and the URL
//     itself), against the section's base and against another URL of the
//     sample.
//
// The sample is every URL of conformance-public.txt and every 48th of
// kasztp.txt and node_files.txt. A pair already built is not repeated.
func resolvePairs(t *testing.T) []resolvePair {
	t.Helper()
	var sample []string
	for _, c := range []struct {
		name   string
		stride int
	}{{"conformance-public.txt", 1}, {"kasztp.txt", 48}, {"node_files.txt", 48}} {
		sample = append(sample, corpustest.Sample(corpustest.Lines(t, c.name), c.stride)...)
	}
	const base = "http://a/b/c/d;p?q#f"
	seen := map[[2]string]bool{}
	var pairs []resolvePair
	add := func(base, ref, kind string) {
		if !seen[[2]string{base, ref}] {
			seen[[2]string{base, ref}] = true
			pairs = append(pairs, resolvePair{base, ref, kind})
		}
	}
	bases := []string{base}
	for i := 0; i < len(sample); i += 8 {
		bases = append(bases, sample[i])
	}
	for _, b := range bases {
		for _, ref := range rfc1808Section5 {
			add(b, ref, "section-5")
		}
		for _, ref := range rfc1808EmptyParts {
			add(b, ref, "empty-parts")
		}
	}
	for i, u := range sample {
		other := sample[(i*7919+13)%len(sample)]
		for _, r := range derivedReferences(u) {
			add(base, r[0], r[1])
			add(other, r[0], r[1])
		}
	}
	return pairs
}

// derivedReferences returns the references made from u's components
// (section 2.4), each with its kind.
func derivedReferences(u string) [][2]string {
	p := ast.SplitParts(u)
	var refs [][2]string
	add := func(ref, kind string) {
		if ref != "" {
			refs = append(refs, [2]string{ref, kind})
		}
	}
	add(p.Path, "path")
	if p.HasQuery {
		add(p.Path+"?"+p.Query, "path?query")
	}
	if segs := strings.Split(strings.TrimPrefix(p.Path, "/"), "/"); p.Path != "" {
		last := segs[len(segs)-1]
		add(last, "segment")
		add("../"+last, "../segment")
		if len(segs) > 1 {
			add("../../"+strings.Join(segs[len(segs)-2:], "/"), "../../segments")
		}
	}
	if p.HasNetLoc {
		add("//"+p.NetLoc+p.Path, "//net_loc/path")
	}
	if p.HasQuery {
		add("?"+p.Query, "?query")
	}
	if p.HasParams {
		add(";"+p.Params, ";params")
	}
	if p.HasFragment {
		add("#"+p.Fragment, "#fragment")
	}
	add(u, "absolute")
	return refs
}

// resolveCase is one pair resolved both ways.
type resolveCase struct {
	resolvePair
	// Resolve's answer.
	r    *Resolution
	rerr error
	// net/url's: its parses of the base and the reference, its result
	// and the result's text; or its error and which input it is about.
	nbase, nref, n *url.URL
	text           string
	nerr           error
	nerrInput      string
	// b and f are the base and the reference parsed by section 2.4 (f
	// for the reference, as section 2.4 calls the fragment #f's base).
	b, f ast.Parts

	codes []string // the reasons that explain it, once explained
}

func newResolveCase(p resolvePair) *resolveCase {
	c := &resolveCase{resolvePair: p, b: ast.SplitParts(p.base), f: ast.SplitParts(p.ref)}
	c.r, c.rerr = Resolve(p.base, p.ref)
	var err error
	if c.nbase, err = url.Parse(p.base); err != nil {
		c.nerr, c.nerrInput = err, "base"
		return c
	}
	if c.nref, err = url.Parse(p.ref); err != nil {
		c.nerr, c.nerrInput = err, "reference"
		return c
	}
	c.n = c.nbase.ResolveReference(c.nref)
	c.text = c.n.String()
	return c
}

type resolveOutcome int

const (
	resolveAgree resolveOutcome = iota
	resolveBothRefuse
	resolveRFC1808Refuses
	resolveNetURLRefuses
	resolveDiffer
)

func (c *resolveCase) outcome() resolveOutcome {
	switch {
	case c.rerr != nil && c.nerr != nil:
		return resolveBothRefuse
	case c.rerr != nil:
		return resolveRFC1808Refuses
	case c.nerr != nil:
		return resolveNetURLRefuses
	case c.r.Text != c.text:
		return resolveDiffer
	}
	return resolveAgree
}

// resolveReasonKind says which disagreements a reason explains.
type resolveReasonKind string

const (
	// rfc1808Refuses: Resolve refuses the pair, net/url resolves it.
	rfc1808Refuses resolveReasonKind = "Resolve refuses, net/url resolves"
	// netURLRefuses: net/url refuses the base or the reference,
	// Resolve resolves the pair.
	netURLRefuses resolveReasonKind = "net/url refuses, Resolve resolves"
	// resolvedApart: both resolve it, to different texts.
	resolvedApart resolveReasonKind = "both resolve, differently"
)

// resolveReason is one reason why Resolve and net/url disagree about a
// pair, tied to the rule of RFC 1808 (and the reading of it Resolve
// follows, as the package documentation gives it) and to the rule of RFC
// 3986 (and what net/url does of it) responsible.
//
// applies recognises the reason from the pair and both answers. For a
// pair that both resolve, rewrite then turns the model of Resolve's
// answer (its components, section 2.4) into what net/url's rule gives;
// the pair is explained when, all the reasons that apply having
// rewritten the model, it reads as net/url's answer. A refusal is
// explained by the first reason that applies.
type resolveReason struct {
	code             string
	kind             resolveReasonKind
	rfc1808, rfc3986 string
	applies          func(c *resolveCase) bool
	rewrite          func(c *resolveCase, m *ast.Parts)
}

// resolveReasons are the reasons, in the order they are tried and the
// golden file lists them. The rewrites of the reasons that apply to a
// pair run in this order: first those that recompute a whole component
// as net/url does, then those that change a part of it.
var resolveReasons = []resolveReason{
	// Both resolve, differently.
	{
		code:    "neturl-lowercases-scheme",
		kind:    resolvedApart,
		rfc1808: `the scheme is kept as written (section 2.4.2), inherited as written (step 2c) and returned as written (steps 2a, 2b).`,
		rfc3986: `section 3.1 makes lower case the canonical form of a scheme, and net/url.Parse lower-cases it.`,
		applies: func(c *resolveCase) bool { return c.r.Parts.Scheme != strings.ToLower(c.r.Parts.Scheme) },
		rewrite: func(c *resolveCase, m *ast.Parts) { m.Scheme = strings.ToLower(m.Scheme) },
	},
	{
		code:    "rfc1808-netloc-to-slash",
		kind:    resolvedApart,
		rfc1808: `the net_loc is everything after "//" up to the next "/" (section 2.4.3), "?" and ";" included (net_loc = *( pchar | ";" | "?" )), so the base http://a?q has the net_loc "a?q" and no query.`,
		rfc3986: `the authority ends at the first "/", "?" or "#" (section 3.2): http://a?q has the host "a" and the query "q", which a reference with no path and no query keeps (5.2.2).`,
		applies: func(c *resolveCase) bool { return c.r.Parts.HasNetLoc && strings.Contains(c.r.Parts.NetLoc, "?") },
		rewrite: func(c *resolveCase, m *ast.Parts) {
			netLoc, query, _ := strings.Cut(m.NetLoc, "?")
			m.NetLoc = netLoc
			if c.f.Scheme == "" && !c.f.HasNetLoc && c.f.Path == "" && !c.f.HasParams && !c.f.HasQuery {
				m.Query, m.HasQuery = query, query != ""
			}
		},
	},
	{
		code:    "rfc1808-slash-after-netloc",
		kind:    resolvedApart,
		rfc1808: `step 7 writes "/" between a net_loc and params or a query when the path is empty, as the BNF writes them after a net_loc (net_path = "//" net_loc [ abs_path ]): http://a and "?y" give http://a/?y (the package's reading of step 7).`,
		rfc3986: `section 5.3 appends the path as it is, empty too, and a query may follow the authority (path-abempty): http://a?y.`,
		applies: func(c *resolveCase) bool {
			p := c.r.Parts
			// Parts are read back from Text, so the "/" step 7 wrote is
			// the path.
			return hasStep(c.r, "7") && p.HasNetLoc && p.Path == "/" && (p.Params != "" || p.Query != "") && c.n.EscapedPath() == ""
		},
		rewrite: func(c *resolveCase, m *ast.Parts) { m.Path = strings.TrimPrefix(m.Path, "/") },
	},
	{
		code:    "neturl-opaque-base",
		kind:    resolvedApart,
		rfc1808: `a base whose scheme is not followed by "/" is still generic-RL when the rest is a rel_path (section 2.2): step 6 replaces its last segment, so mailto:x@y and "g" give mailto:g.`,
		rfc3986: `section 5.2.3 merges the same way (mailto:g), but net/url parses the base as Opaque and resolves a reference with a path against an empty path, rooted: mailto:///g (with neturl-adds-empty-authority).`,
		applies: func(c *resolveCase) bool {
			f := c.f
			return c.nbase.Opaque != "" && f.Scheme == "" && !f.HasNetLoc && netURLPathOf(f) != "" && !strings.HasPrefix(f.Path, "/")
		},
		rewrite: netURLMerge,
	},
	{
		code:    "rfc1808-params-not-path",
		kind:    resolvedApart,
		rfc1808: `params are not part of the path (section 2.4.5; section 4: "Parameters ... do not form a part of the URL path"): step 5 keeps the base's last segment for ";x" (http://a/b/c/d;x), and steps 6a-6d do not look inside params.`,
		rfc3986: `";" is a sub-delim inside a segment (section 3.3), so a reference ";x" replaces the base's last segment in the merge (5.2.3: http://a/b/c/;x), and "." and ".." after a ";" are segments for 5.2.4.`,
		applies: func(c *resolveCase) bool {
			if c.f.Scheme != "" || c.f.HasNetLoc || strings.HasPrefix(c.f.Path, "/") || !c.f.HasParams && !c.b.HasParams {
				return false
			}
			if c.f.Path == "" && c.f.Params == "" {
				return false // ";" alone: rfc1808-empty-params
			}
			// Whether the params change net/url's path: the merge as
			// net/url does it, params in the paths, against the same
			// merge with the params left out of the paths and put
			// after the result, as RFC 1808 does.
			var apart string
			if c.f.Path == "" {
				apart = netURLResolvePath(c.b.Path, "")
			} else {
				apart = netURLResolvePath(c.b.Path, c.f.Path)
			}
			if c.f.HasParams {
				apart += ";" + c.f.Params
			} else if c.f.Path == "" && c.b.HasParams {
				apart += ";" + c.b.Params
			}
			return netURLResolvePath(c.nbase.EscapedPath(), netURLPathOf(c.f)) != apart
		},
		rewrite: netURLMerge,
	},
	{
		code:    "rfc1808-empty-params",
		kind:    resolvedApart,
		rfc1808: `an empty params is the same as none (section 2.4, the package's reading), so ";" is entirely empty and step 2a returns the whole base, fragment included.`,
		rfc3986: `";" is a path of one segment (section 3.3), merged with the base's path (5.2.3): http://a/b/c/;.`,
		applies: func(c *resolveCase) bool { return lastStep(c.r) == "2a" && c.f.HasParams },
		rewrite: netURLMerge,
	},
	{
		code:    "rfc1808-empty-query",
		kind:    resolvedApart,
		rfc1808: `an empty query is the same as none (section 2.4, the package's reading): "?" is entirely empty, so step 2a returns the whole base, fragment included; "g?" resolves to .../g.`,
		rfc3986: `a "?" defines the query, empty or not (section 3.4): T.query is R.query (5.2.2) and 5.3 writes "?" for it; net/url keeps it as ForceQuery: http://a/b/c/d;p? and .../g?.`,
		applies: func(c *resolveCase) bool { return c.f.Scheme == "" && c.f.HasQuery && c.f.Query == "" },
		rewrite: func(c *resolveCase, m *ast.Parts) {
			if lastStep(c.r) == "2a" {
				m.Fragment, m.HasFragment = "", false
			}
			m.Query, m.HasQuery = "", true
		},
	},
	{
		code:    "rfc1808-empty-netloc",
		kind:    resolvedApart,
		rfc1808: `"//" has a net_loc, empty (section 2.4.3), so it is not entirely empty (step 2a): step 3 inherits the base's net_loc, step 5 its path, params and query, and the base's fragment is not inherited (section 4: only by an empty reference).`,
		rfc3986: `"//" has an empty authority, which T takes (5.2.2: http://); net/url cannot tell an empty host from none and resolves "//" as the empty reference, the base's fragment included (as RFC 1808's step 2a would).`,
		applies: func(c *resolveCase) bool {
			f := c.f
			return f.Scheme == "" && f.HasNetLoc && f.NetLoc == "" && f.Path == "" && !f.HasParams && !f.HasQuery && f.Fragment == ""
		},
		rewrite: func(c *resolveCase, m *ast.Parts) {
			m.Fragment, m.HasFragment = c.nbase.EscapedFragment(), c.nbase.Fragment != ""
		},
	},
	{
		code:    "rfc1808-absolute-as-written",
		kind:    resolvedApart,
		rfc1808: `a reference with a scheme is "interpreted as an absolute URL and we are done" (step 2b): returned as written, its "." and ".." segments kept.`,
		rfc3986: `T.path is remove_dot_segments(R.path) for a reference with a scheme (5.2.2), and net/url does so for a path that starts with "/".`,
		applies: func(c *resolveCase) bool { return lastStep(c.r) == "2b" && hasDotSegments(c.r.Parts) },
		rewrite: netURLRemoveDots,
	},
	{
		code:    "rfc1808-net-path-as-written",
		kind:    resolvedApart,
		rfc1808: `a reference with a non-empty net_loc skips to step 7 (step 3): its path is taken as written, "." and ".." included.`,
		rfc3986: `T.path is remove_dot_segments(R.path) for a reference with an authority (5.2.2).`,
		applies: func(c *resolveCase) bool { return lastStep(c.r) == "3" && hasDotSegments(c.r.Parts) },
		rewrite: netURLRemoveDots,
	},
	{
		code:    "rfc1808-abs-path-as-written",
		kind:    resolvedApart,
		rfc1808: `a path preceded by "/" "is not relative and we skip to Step 7" (step 4): section 5.2 gives /./g = http://a/./g and /../g = http://a/../g.`,
		rfc3986: `T.path is remove_dot_segments(R.path) for an absolute path (5.2.2): http://a/g.`,
		applies: func(c *resolveCase) bool { return lastStep(c.r) == "4" && hasDotSegments(c.r.Parts) },
		rewrite: netURLRemoveDots,
	},
	{
		code:    "neturl-cleans-base-path",
		kind:    resolvedApart,
		rfc1808: `a reference with an empty path inherits the base's path as it is (step 5; step 2a, the whole base).`,
		rfc3986: `so does RFC 3986 (5.2.2: T.path = Base.path), but net/url runs the base's path through its dot-segment removal: http://a/b/../c and "?y" give http://a/c?y.`,
		applies: func(c *resolveCase) bool {
			return c.f.Scheme == "" && (c.f.HasNetLoc && c.f.NetLoc == "" || !c.f.HasNetLoc) && c.f.Path == "" &&
				c.nbase.Opaque == "" && hasDotSegments(c.b)
		},
		rewrite: netURLRemoveDots,
	},
	{
		code:    "rfc1808-dotdot-above-root",
		kind:    resolvedApart,
		rfc1808: `steps 6c and 6d remove "<segment>/.." only where <segment> is a complete segment other than "..", so ".." segments above the root stay (section 5.2: ../../../g = http://a/../g).`,
		rfc3986: `remove_dot_segments (5.2.4) drops a ".." that has no segment before it: http://a/g.`,
		applies: func(c *resolveCase) bool { return hasStep(c.r, "6") && hasDotDot(c.r.Parts.Path) },
		rewrite: netURLRemoveDots,
	},
	{
		code:    "rfc1808-merge-empty-base-path",
		kind:    resolvedApart,
		rfc1808: `step 6 appends the reference's path to the base's path without its last segment, "" for http://a; "./" then leaves an empty path: http://a.`,
		rfc3986: `the merge of a base with an authority and an empty path is "/" and the reference's path (5.2.3): "./" gives http://a/.`,
		applies: func(c *resolveCase) bool {
			p := c.r.Parts
			return hasStep(c.r, "6") && c.b.HasNetLoc && c.b.Path == "" && p.Path == "" && p.Params == "" && p.Query == "" &&
				c.n.EscapedPath() == "/"
		},
		rewrite: func(c *resolveCase, m *ast.Parts) { m.Path = "/" },
	},
	{
		code:    "neturl-roots-path",
		kind:    resolvedApart,
		rfc1808: `step 6 keeps a relative base path relative: data: and "g" give data:g.`,
		rfc3986: `so does the merge of a base without an authority (5.2.3: data:g), but net/url's merge always starts the path with "/": data:///g (with neturl-adds-empty-authority).`,
		applies: func(c *resolveCase) bool {
			return hasStep(c.r, "6") && !c.b.HasNetLoc && c.nbase.Opaque == "" && !strings.HasPrefix(c.r.Parts.Path, "/")
		},
		rewrite: netURLMerge,
	},
	{
		code:    "neturl-triple-slash-path",
		kind:    resolvedApart,
		rfc1808: `"///g" is "//", an empty net_loc, and the path "/g" (section 2.4.3); step 3 inherits the base's net_loc: http://a/g.`,
		rfc3986: `"///g" has an empty authority too (section 4.2; 5.2.2 gives http:///g), but net/url.Parse reads a reference without a scheme that starts with "///" as a path, which then replaces the base's: http://a///g.`,
		applies: func(c *resolveCase) bool { return c.f.Scheme == "" && strings.HasPrefix(c.ref, "///") },
		rewrite: func(c *resolveCase, m *ast.Parts) {
			m.Path = netURLResolvePath("//"+netURLPathOf(c.f), "")
			m.Params, m.HasParams = "", false
		},
	},
	{
		code:    "neturl-drops-empty-segment-at-root",
		kind:    resolvedApart,
		rfc1808: `steps 6c and 6d remove "<segment>/.." and keep the empty segment after it: http://a/b/c/d and "../..//x" give http://a//x.`,
		rfc3986: `remove_dot_segments keeps it too (5.2.4: http://a//x), but net/url's removal, when a ".." climbs back to the root, drops the empty segment that follows: http://a/x.`,
		applies: func(c *resolveCase) bool {
			full, ok := netURLRemovalInput(c)
			if !ok || full == "" {
				return false
			}
			p := netURLResolvePath(full, "")
			return strings.HasPrefix(p, "//") && c.n.EscapedPath() == p[1:]
		},
		rewrite: func(c *resolveCase, m *ast.Parts) { m.Path = strings.TrimPrefix(m.Path, "/") },
	},
	{
		code:    "neturl-adds-empty-authority",
		kind:    resolvedApart,
		rfc1808: `a base without a net_loc gives a result without one (step 3 inherits the base's net_loc, "if any"): file:/a/b and "#s" give file:/a/b#s.`,
		rfc3986: `so does RFC 3986 (5.2.2: T.authority = Base.authority, undefined; 5.3 writes "//" only for a defined one), but ResolveReference takes URL.OmitHost from the reference, and String writes "//" before a path when it is false: file:///a/b#s.`,
		applies: func(c *resolveCase) bool {
			return !c.r.Parts.HasNetLoc && c.f.Scheme == "" && c.n.Opaque == "" && c.n.Path != ""
		},
		rewrite: func(c *resolveCase, m *ast.Parts) { m.NetLoc, m.HasNetLoc = "", true },
	},
	{
		code:    "neturl-drops-empty-authority",
		kind:    resolvedApart,
		rfc1808: `an empty net_loc is present (section 2.4.3, the package's reading) and written back (step 7): telnet:// and "#s" give telnet://#s.`,
		rfc3986: `an empty authority is defined and 5.3 writes "//" for it, but net/url writes "//" only before a host, a user or a path: telnet:#s.`,
		applies: func(c *resolveCase) bool {
			return c.r.Parts.HasNetLoc && c.r.Parts.NetLoc == "" && c.n.Host == "" && c.n.User == nil && c.n.Path == ""
		},
		rewrite: func(c *resolveCase, m *ast.Parts) { m.HasNetLoc = false },
	},
	{
		code:    "neturl-escapes-userinfo",
		kind:    resolvedApart,
		rfc1808: `the net_loc, login included, is carried over as written (step 3).`,
		rfc3986: `userinfo may hold sub-delims such as "*" and "!" (section 3.2.1), but net/url decodes it and writes it back escaped by its own rules: ftp://a*b@h/ gives ftp://a%2Ab@h/.`,
		applies: func(c *resolveCase) bool {
			if c.n.User == nil {
				return false
			}
			i := strings.LastIndexByte(c.r.Parts.NetLoc, '@')
			return i >= 0 && c.r.Parts.NetLoc[:i] != c.n.User.String()
		},
		rewrite: func(c *resolveCase, m *ast.Parts) {
			i := strings.LastIndexByte(m.NetLoc, '@')
			if ast.Decode(m.NetLoc[:i]) == ast.Decode(c.n.User.String()) {
				m.NetLoc = c.n.User.String() + m.NetLoc[i:]
			}
		},
	},
	{
		code:    "neturl-drops-empty-fragment",
		kind:    resolvedApart,
		rfc1808: `a URL returned as written (steps 2a, 2b) keeps an empty fragment: http://a/b# and "" give http://a/b#.`,
		rfc3986: `"#" defines an empty fragment (section 3.5), but net/url has no field to remember one by (URL.Fragment is ""): http://a/b. (For an empty reference, 5.2.2 would not take the base's fragment at all.)`,
		applies: func(c *resolveCase) bool { return c.r.Parts.HasFragment && c.r.Parts.Fragment == "" },
		rewrite: func(c *resolveCase, m *ast.Parts) { m.HasFragment = false },
	},
	{
		code:    "neturl-drops-base-empty-query",
		kind:    resolvedApart,
		rfc1808: `step 2a returns the whole base as written, an empty query included: http://a/b? and "" give http://a/b?.`,
		rfc3986: `T.query is Base.query, defined and empty, which 5.3 writes (5.2.2), but ResolveReference copies the base's RawQuery and not its ForceQuery: http://a/b.`,
		applies: func(c *resolveCase) bool {
			return lastStep(c.r) == "2a" && c.b.HasQuery && c.b.Query == "" && !c.f.HasQuery
		},
		rewrite: func(c *resolveCase, m *ast.Parts) { m.HasQuery = false },
	},

	// Resolve refuses, net/url resolves.
	{
		code:    "neturl-accepts-tilde",
		kind:    rfc1808Refuses,
		rfc1808: `"~" is no uchar: RFC 1808's BNF (section 2.2) has it nowhere, and RFC 1738 section 2.2 calls it unsafe ("national"): it must be escaped.`,
		rfc3986: `"~" is unreserved (section 2.3).`,
		applies: func(c *resolveCase) bool { return c.syntaxFound() == "~" },
	},
	{
		code:    "neturl-ipv6-literal",
		kind:    rfc1808Refuses,
		rfc1808: `a net_loc is *( pchar | ";" | "?" ) (section 2.2), and "[" is none (national in RFC 1738 section 2.2).`,
		rfc3986: `a host may be an IP-literal in "[" and "]" (section 3.2.2, after RFC 2732), which net/url reads.`,
		applies: func(c *resolveCase) bool {
			e, in := c.syntaxError()
			if e == nil || e.Code != CodeSyntax || e.Found != "[" {
				return false
			}
			p := ast.SplitParts(in)
			at := strings.Index(in, "//") + 2
			return p.HasNetLoc && e.Offset == at
		},
	},
	{
		code:    "neturl-accepts-unsafe",
		kind:    rfc1808Refuses,
		rfc1808: `a space, " < > \ ^ ` + "`" + ` { | } [ ] and the control characters are no uchar (section 2.2; unsafe, national or control in RFC 1738 section 2.2), nor is a second "#" (fragment = *( uchar | reserved )).`,
		rfc3986: `they are not allowed either ("[" and "]" only around an IP-literal host), but net/url.Parse accepts them outside the host (control characters only in the fragment) and escapes some when it writes the URL.`,
		applies: func(c *resolveCase) bool {
			f := c.syntaxFound()
			return len(f) == 1 && (strings.Contains(" \"<>\\^`{|}[]#", f) || f[0] < 0x20 || f[0] == 0x7f)
		},
	},
	{
		code:    "neturl-accepts-non-ascii",
		kind:    rfc1808Refuses,
		rfc1808: `a byte above 7F is in no production (section 2.2).`,
		rfc3986: `not allowed either (section 2), but net/url.Parse takes it as it is.`,
		applies: func(c *resolveCase) bool { f := c.syntaxFound(); return f != "" && f[0] >= 0x80 },
	},
	{
		code:    "neturl-unchecked-escape",
		kind:    rfc1808Refuses,
		rfc1808: `a "%" starts an escape, "%" hex hex, everywhere (section 2.2: escape = "%" hex hex).`,
		rfc3986: `so does RFC 3986 (pct-encoded, section 2.1), but net/url keeps a query (RawQuery) and an opaque part as written and checks escapes only in what it decodes.`,
		applies: func(c *resolveCase) bool {
			// The error is at the first or second byte after a "%".
			e, in := c.syntaxError()
			if e == nil || e.Code != CodeSyntax || e.Expected != hexDigits ||
				!(e.Offset >= 1 && in[e.Offset-1] == '%' || e.Offset >= 2 && in[e.Offset-2] == '%') {
				return false
			}
			p := ast.SplitParts(in)
			q := strings.IndexByte(in, '?')
			h := strings.IndexByte(in, '#')
			inQuery := p.HasQuery && q < e.Offset && (h < 0 || e.Offset < h)
			opaque := p.Scheme != "" && !strings.HasPrefix(in[len(p.Scheme)+1:], "/") && (h < 0 || e.Offset < h)
			return inQuery || opaque
		},
	},
	{
		code:    "base-not-absolute",
		kind:    rfc1808Refuses,
		rfc1808: `a base URL is absolute (section 3; step 2 parses it as an absoluteURL), and Resolve refuses one without a scheme.`,
		rfc3986: `a base URI is absolute too (5.1, 5.2.1), but net/url resolves against any URL, relative ones included.`,
		applies: func(c *resolveCase) bool { return c.errorCode() == CodeBaseNotAbsolute },
	},
	{
		code:    "base-not-generic",
		kind:    rfc1808Refuses,
		rfc1808: `"relative URLs can only be used within" a base in the generic-RL syntax (section 2); http://a//b, "//" after the net_loc, is absoluteURL's second alternative, which Resolve refuses for any reference but an empty or absolute one.`,
		rfc3986: `a path may start with an empty segment after an authority (path-abempty, section 3.3), and such a base resolves like any other.`,
		applies: func(c *resolveCase) bool { return c.errorCode() == CodeBaseNotGeneric },
	},
	{
		code:    "rfc1808-net-path-double-slash",
		kind:    rfc1808Refuses,
		rfc1808: `in a relative reference the path after a net_loc is an abs_path = "/" rel_path, which cannot start with "/" (section 2.2), so //a//b is no relativeURL.`,
		rfc3986: `a network-path reference has path-abempty after the authority (section 4.2), which may start with "//".`,
		applies: func(c *resolveCase) bool {
			e, in := c.syntaxError()
			if e == nil || c.r != nil || !strings.HasPrefix(in, "//") || in != c.ref {
				return false
			}
			// The error is at the second "/" of the "//" after the net_loc.
			at := 2 + len(c.f.NetLoc)
			return e.Offset == at+1 && strings.HasPrefix(in[at:], "//")
		},
	},
	{
		code:    "path-as-net-loc",
		kind:    rfc1808Refuses,
		rfc1808: `a result without a net_loc whose path starts with "//" would be read back with a net_loc (section 2.4.3), and RFC 1808 has no way to write it: Resolve refuses it (x:/a and ".//g").`,
		rfc3986: `5.2.4 can give such a path and 5.3 writes it as it is; net/url writes an empty authority before it: x:////g.`,
		applies: func(c *resolveCase) bool { return c.errorCode() == CodeResolvedNetLoc },
	},

	// net/url refuses, Resolve resolves.
	{
		code:    "neturl-scheme-first-char",
		kind:    netURLRefuses,
		rfc1808: `a scheme is one or more of letters, digits, "+", "." and "-" followed by ":" (section 2.4.2; scheme = 1*( alpha | digit | "+" | "-" | "." )), so 1g:h has the scheme "1g".`,
		rfc3986: `a scheme starts with a letter (section 3.1), so net/url reads 1g:h as a relative path whose first segment has a ":", which section 4.2 forbids.`,
		applies: func(c *resolveCase) bool {
			p := c.netURLInput()
			return strings.Contains(c.nerr.Error(), "first path segment in URL cannot contain colon") &&
				p.Scheme != "" && !isASCIILetter(p.Scheme[0])
		},
	},
	{
		code:    "neturl-colon-first-segment",
		kind:    netURLRefuses,
		rfc1808: `a reference has a scheme only when scheme characters run from its first byte to a ":" (section 2.4.2): g@h:0 has none and is a rel_path (section 5.3 advises "./" before such a path, but the grammar allows it).`,
		rfc3986: `the first segment of a relative-path reference cannot contain ":" (section 4.2: segment-nz-nc), and net/url refuses it.`,
		applies: func(c *resolveCase) bool {
			return strings.Contains(c.nerr.Error(), "first path segment in URL cannot contain colon") && c.netURLInput().Scheme == ""
		},
	},
	{
		code:    "neturl-port-digits",
		kind:    netURLRefuses,
		rfc1808: `the net_loc is any text of pchar, ";" and "?" (section 2.2), its login and port left to the scheme.`,
		rfc3986: `port = *DIGIT (section 3.2.3), and net/url checks it.`,
		applies: func(c *resolveCase) bool { return strings.Contains(c.nerr.Error(), "invalid port") },
	},
	{
		code:    "neturl-host-escape",
		kind:    netURLRefuses,
		rfc1808: `an escape may stand anywhere in a net_loc (net_loc = *( pchar | ";" | "?" ), pchar = uchar | ...).`,
		rfc3986: `a reg-name may hold pct-encoded octets (section 3.2.2), but net/url accepts an escape in a host only where it is part of a UTF-8 sequence.`,
		applies: func(c *resolveCase) bool {
			p := c.netURLInput()
			return strings.Contains(c.nerr.Error(), "invalid URL escape") && p.HasNetLoc && strings.Contains(p.NetLoc, "%")
		},
	},
}

// netURLMerge rewrites the model's path as net/url resolves a reference
// with a relative path or params: the base's path, params included and
// "" for an opaque base, merged with the reference's (RFC 3986 5.2.3),
// dot segments removed (5.2.4), the result rooted; the params are then
// part of the path, and the query and the fragment are the reference's.
func netURLMerge(c *resolveCase, m *ast.Parts) {
	m.Path = netURLResolvePath(c.nbase.EscapedPath(), netURLPathOf(c.f))
	m.Params, m.HasParams = "", false
	m.Query, m.HasQuery = c.f.Query, c.f.HasQuery
	m.Fragment, m.HasFragment = c.f.Fragment, c.f.Fragment != ""
}

// netURLRemoveDots rewrites the model's path, params included, as
// net/url's dot-segment removal does.
func netURLRemoveDots(c *resolveCase, m *ast.Parts) {
	m.Path = netURLResolvePath(netURLPathOf(*m), "")
	m.Params, m.HasParams = "", false
}

// netURLRemovalInput returns the path that ResolveReference gives its
// dot-segment removal for the case's pair, as its branches choose it
// (from net/url's parses of the base and the reference), and false when
// it removes none (an opaque result).
func netURLRemovalInput(c *resolveCase) (string, bool) {
	b, r := c.nbase, c.nref
	switch {
	case r.Scheme != "" || r.Host != "" || r.User != nil:
		return r.EscapedPath(), true
	case r.Opaque != "" || r.Path == "" && b.Opaque != "":
		return "", false
	case r.Path == "":
		return b.EscapedPath(), true
	case r.Path[0] == '/':
		return r.EscapedPath(), true
	}
	bp := b.EscapedPath()
	return bp[:strings.LastIndexByte(bp, '/')+1] + r.EscapedPath(), true
}

// netURLPathOf returns what RFC 3986 calls the path of p: RFC 1808's
// path and params.
func netURLPathOf(p ast.Parts) string {
	if p.HasParams {
		return p.Path + ";" + p.Params
	}
	return p.Path
}

// netURLResolvePath is net/url's path resolution as RFC 3986 words it:
// ref merged with base (5.2.3, without the rule for a base with an
// authority and an empty path), dot segments removed (5.2.4), and, as
// net/url does, the result rooted with "/" unless it is empty.
func netURLResolvePath(base, ref string) string {
	full := ref
	switch {
	case ref == "":
		full = base
	case ref[0] != '/':
		full = base[:strings.LastIndexByte(base, '/')+1] + ref
	}
	if full == "" {
		return ""
	}
	if p := removeDotSegments(full); strings.HasPrefix(p, "/") {
		return p
	} else {
		return "/" + p
	}
}

// removeDotSegments is RFC 3986 section 5.2.4, step by step.
func removeDotSegments(in string) string {
	var out []string // output buffer, as segments each with its "/"
	for in != "" {
		switch {
		case strings.HasPrefix(in, "../"):
			in = in[3:] // A
		case strings.HasPrefix(in, "./"):
			in = in[2:] // A
		case strings.HasPrefix(in, "/./"):
			in = in[2:] // B
		case in == "/.":
			in = "/" // B
		case strings.HasPrefix(in, "/../"):
			in = in[3:] // C
			if len(out) > 0 {
				out = out[:len(out)-1]
			}
		case in == "/..":
			in = "/" // C
			if len(out) > 0 {
				out = out[:len(out)-1]
			}
		case in == "." || in == "..":
			in = "" // D
		default: // E: the first segment, its "/" included
			n := strings.IndexByte(in[1:], '/') + 1
			if n == 0 {
				n = len(in)
			}
			out = append(out, in[:n])
			in = in[n:]
		}
	}
	return strings.Join(out, "")
}

// hasDotSegments reports whether the path of p, params included,
// changes under net/url's dot-segment removal.
func hasDotSegments(p ast.Parts) bool {
	path := netURLPathOf(p)
	return strings.HasPrefix(path, "/") && netURLResolvePath(path, "") != path
}

// hasDotDot reports whether a path has ".." as a complete segment.
func hasDotDot(path string) bool {
	for _, s := range strings.Split(path, "/") {
		if s == ".." {
			return true
		}
	}
	return false
}

// explain returns the codes of the reasons that explain the case's
// disagreement, or why none does.
func (c *resolveCase) explain() (codes []string, unexplained string) {
	switch c.outcome() {
	case resolveAgree, resolveBothRefuse:
		return nil, ""
	case resolveRFC1808Refuses, resolveNetURLRefuses:
		kind := rfc1808Refuses
		if c.outcome() == resolveNetURLRefuses {
			kind = netURLRefuses
		}
		for _, r := range resolveReasons {
			if r.kind == kind && r.applies(c) {
				return []string{r.code}, ""
			}
		}
		return nil, c.answers()
	}
	// Both resolved: the model starts as Resolve's answer, which must
	// read back as it is, and each reason that applies rewrites it.
	m := ast.SplitParts(c.r.Text)
	if got := composeParts(m); got != c.r.Text {
		return nil, fmt.Sprintf("Resolve's answer %q reads back as %q", c.r.Text, got)
	}
	for _, r := range resolveReasons {
		if r.kind == resolvedApart && r.applies(c) {
			r.rewrite(c, &m)
			codes = append(codes, r.code)
		}
	}
	if got := composeParts(m); got != c.text {
		why := c.answers()
		if len(codes) > 0 {
			why += fmt.Sprintf("; after %s, Resolve's answer reads %q", strings.Join(codes, ", "), got)
		}
		return nil, why
	}
	return codes, ""
}

// composeParts writes p back as RFC 3986 section 5.3 recomposes a URI,
// each component whose delimiter p says was written with it, empty or
// not. For Resolve's answer read by ast.SplitParts, that is the answer.
func composeParts(p ast.Parts) string {
	var b strings.Builder
	if p.Scheme != "" {
		b.WriteString(p.Scheme + ":")
	}
	if p.HasNetLoc {
		b.WriteString("//" + p.NetLoc)
	}
	b.WriteString(p.Path)
	if p.HasParams {
		b.WriteString(";" + p.Params)
	}
	if p.HasQuery {
		b.WriteString("?" + p.Query)
	}
	if p.HasFragment {
		b.WriteString("#" + p.Fragment)
	}
	return b.String()
}

// answers describes both answers.
func (c *resolveCase) answers() string {
	var r, n string
	if c.rerr != nil {
		r = "error: " + c.rerr.Error()
	} else {
		r = fmt.Sprintf("%q", c.r.Text)
	}
	if c.nerr != nil {
		n = "error: " + c.nerr.Error()
	} else {
		n = fmt.Sprintf("%q", c.text)
	}
	return "Resolve " + r + ", net/url " + n
}

// describe is the case as the golden file shows it under reason code:
// both answers, short, and the other reasons that explain it too.
func (c *resolveCase) describe(code string) string {
	var r, n string
	if c.rerr != nil {
		var re *ResolveError
		e, _ := c.syntaxError()
		switch {
		case errors.As(c.rerr, &re) && e != nil:
			r = fmt.Sprintf("%s error at %d (%s)", re.Which, e.Offset, e.Code)
		default:
			r = "error"
		}
	} else {
		r = resolveQuote(c.r.Text)
	}
	if c.nerr != nil {
		msg := c.nerr.Error()
		var ue *url.Error
		if errors.As(c.nerr, &ue) {
			msg = ue.Err.Error()
		}
		n = c.nerrInput + " error: " + msg
	} else {
		n = resolveQuote(c.text)
	}
	s := fmt.Sprintf("%s + %s: Resolve %s, net/url %s", resolveQuote(c.base), resolveQuote(c.ref), r, n)
	var others []string
	for _, o := range c.codes {
		if o != code {
			others = append(others, o)
		}
	}
	if len(others) > 0 {
		s += " [also " + strings.Join(others, ", ") + "]"
	}
	return s
}

// resolveQuote quotes s, cut to keep the golden file's lines short.
func resolveQuote(s string) string {
	const limit = 60
	if len(s) > limit {
		return fmt.Sprintf("%q...", s[:limit])
	}
	return fmt.Sprintf("%q", s)
}

// syntaxError returns Resolve's *Error, and the input it is about.
func (c *resolveCase) syntaxError() (*Error, string) {
	var re *ResolveError
	var e *Error
	if !errors.As(c.rerr, &re) || !errors.As(c.rerr, &e) {
		return nil, ""
	}
	if re.Which == "base" {
		return e, c.base
	}
	return e, c.ref
}

// syntaxFound returns what Resolve's syntax error found, "" when it has
// none.
func (c *resolveCase) syntaxFound() string {
	if e, _ := c.syntaxError(); e != nil && e.Code == CodeSyntax {
		return e.Found
	}
	return ""
}

// errorCode returns the code of Resolve's error.
func (c *resolveCase) errorCode() Code {
	if e, _ := c.syntaxError(); e != nil {
		return e.Code
	}
	return ""
}

// netURLInput returns the input that net/url refused, parsed by RFC 1808
// section 2.4.
func (c *resolveCase) netURLInput() ast.Parts {
	if c.nerrInput == "base" {
		return c.b
	}
	return c.f
}

// lastStep returns the number of the last step of section 4 before step
// 7 that applied: "2a", "2b", "3" (a net_loc: skip to 7), "4", "5...",
// "6..."; "7" when the components were recombined by step 7 after
// steps 5 or 6.
func lastStep(r *Resolution) string {
	if r == nil || len(r.Steps) == 0 {
		return ""
	}
	n := len(r.Steps)
	last := r.Steps[n-1].Number
	if last != "7" || n < 2 {
		return last
	}
	switch prev := r.Steps[n-2].Number; prev {
	case "3", "4":
		return prev
	}
	return "7"
}

// hasStep reports whether step number applied.
func hasStep(r *Resolution, number string) bool {
	for _, s := range r.Steps {
		if s.Number == number {
			return true
		}
	}
	return false
}

// hexDigits is what a syntax error expects after a "%": a hex digit.
var hexDigits = func() ByteSet {
	var s ByteSet
	for _, c := range []byte("0123456789abcdefABCDEF") {
		s.Add(c)
	}
	return s
}()

func isASCIILetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

func resolveReasonOf(code string) *resolveReason {
	for i := range resolveReasons {
		if resolveReasons[i].code == code {
			return &resolveReasons[i]
		}
	}
	return nil
}
