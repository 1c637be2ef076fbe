package printer_test

import (
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/internal/corpustest"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// probeRefs are references to resolve against a URL and against its
// canonical form: each step of RFC 1808 section 4 that reads the base's
// components (net_loc, path and its dot segments, params, query).
var probeRefs = []string{
	"", "passwd", "../x", "./", ".", "..", "g;p", "?q", ";p", "#f", "//h/x",
	"/x", "g/../../x", "../../../x", "x@h", "x/y@h", "a.b", "1",
}

// probeBases are bases of every scheme RFC 1738 defines, and of others,
// against which a reference and its canonical form must resolve alike:
// among them bases whose results put a reference's path where RFC 1738
// takes no escape (a news article's host, an nntp group, an ftp
// typecode).
var probeBases = []string{
	"http://a/b/c/d;p?q#f", "ftp://h/pub/x;type=a", "gopher://h/1x/y",
	"file:///etc/x", "news:x", "news://u@h", "nntp://h/g/1", "mailto:a/b",
	"mailto://a/b", "wais://h/db/t/p", "prospero://h/a/b;f=v", "telnet://h",
	"x://u@h/a/b", "x:a/b",
}

// section5Refs are the references of RFC 1808 section 5, resolved
// there against http://a/b/c/d;p?q#f.
var section5Refs = []string{
	"g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "g?y/./x", "#s",
	"g#s", "g#s/./x", "g?y#s", ";x", "g;x", "g;x?y#s", ".", "./", "..",
	"../", "../g", "../..", "../../", "../../g",
	"", "../../../g", "../../../../g", "/./g", "/../g", "g.", ".g", "g..",
	"..g", "./../g", "./g/.", "g/./h", "g/../h", "http:g", "http:",
}

// resolution describes what Resolve(base, ref) gives, up to canonical
// form: "refused"; or "no RFC 1738 URL" when the result is none,
// followed, with text, by the result's canonical form as an RFC 1808
// reference; or the canonical form of the RFC 1738 URL, and of its
// fragment after a "#".
func resolution(t testing.TB, base, ref string, text bool) string {
	t.Helper()
	r, err := parser.Resolve(base, ref)
	if err != nil {
		return "refused"
	}
	if r.URL == nil {
		if !text {
			return "no RFC 1738 URL"
		}
		return "no RFC 1738 URL: " + referenceCanonical(t, r.Text)
	}
	s := printer.Canonical(r.URL)
	if r.Fragment != nil {
		s += "#" + sprint(t, printer.CanonicalFormat, r.Fragment)
	}
	return s
}

// referenceCanonical returns the canonical form of text as an RFC 1808
// reference, and text marked as such when it is none (a result longer
// than the parser's limit).
func referenceCanonical(t testing.TB, text string) string {
	t.Helper()
	ref, err := parser.ParseRelative(text)
	if err != nil {
		return "unparsed " + text
	}
	return sprint(t, printer.CanonicalFormat, ref)
}

// checkURLResolutions checks that every probe reference resolves
// against the canonical form c of u, parsed from in, as it does against
// in: both refused, both no RFC 1738 URL, or URLs with the same canonical
// form. A result that is no RFC 1738 URL has no canonical form of its
// own to compare: the canonical form rewrites what RFC 1738 lets it
// rewrite (a host's case, a default port), which its reference
// canonical form, knowing no scheme, keeps.
func checkURLResolutions(t *testing.T, in, c string, refs []string) {
	t.Helper()
	for _, ref := range refs {
		if a, b := resolution(t, in, ref, false), resolution(t, c, ref, false); a != b {
			t.Errorf("Resolve(%q, %q) gives %q; against its canonical form %q, %q", in, ref, a, c, b)
		}
	}
}

// checkReferenceResolutions checks that the canonical form of ref
// resolves against each base as ref does, and that ref resolves against
// each base's canonical form as against the base: both refused, both no
// RFC 1738 URL with the same canonical text, or URLs with the same
// canonical form.
func checkReferenceResolutions(t *testing.T, ref string, bases []string) {
	t.Helper()
	canon := referenceCanonical(t, ref)
	for _, base := range bases {
		want := resolution(t, base, ref, true)
		if got := resolution(t, base, canon, true); got != want {
			t.Errorf("Resolve(%q, %q) gives %q; its canonical form %q, %q", base, ref, want, canon, got)
		}
		if _, err := parser.ParseRelative(base); err != nil {
			continue
		}
		cb := referenceCanonical(t, base)
		if got := resolution(t, cb, ref, true); got != want {
			t.Errorf("Resolve(%q, %q) gives %q; against the base's canonical form %q, %q", base, ref, want, cb, got)
		}
	}
}

// TestCanonicalResolution checks that no canonical form changes what
// resolution gives, over RFC 1808 section 5 and the shared corpora: the
// canonical form of a URL resolves each probe reference as the URL does
// (checkURLResolutions), and the canonical form of a reference resolves
// against each probe base as the reference does
// (checkReferenceResolutions). It checks too that the two canonical
// forms agree where a text is both a URL and a reference: the canonical
// form of a URL is in canonical form as a reference, and a URL's
// canonical form as a reference has the URL's canonical form.
func TestCanonicalResolution(t *testing.T) {
	// Section 5's base, its fragment aside, spelled in ways that the
	// canonical form rewrites and in ways that it must keep.
	for _, base := range []string{"http://a/b/c/d;p?q", "HTTP://A:80/%62/%63/d;p?q", "http://a/b/%2e%2E/d;p?q", "http://a/%2E/c/d;p?q", "http://a/b/c/%2E%2E;p?q"} {
		checkCorpusResolution(t, base)
		checkURLResolutions(t, base, printer.Canonical(mustParse(t, base)), section5Refs)
	}
	for _, ref := range section5Refs {
		checkReferenceResolutions(t, ref, probeBases)
	}
	for _, name := range []string{"kasztp.txt", "node_files.txt", "conformance-public.txt"} {
		t.Run(name, func(t *testing.T) {
			lines := corpustest.Lines(t, name)
			sample := corpustest.Sample(lines, len(lines)/2000)
			if testing.Short() {
				sample = corpustest.Sample(lines, len(lines)/200)
			}
			for _, line := range sample {
				checkCorpusResolution(t, line)
			}
		})
	}
}

// checkCorpusResolution checks one line of a corpus as TestCanonicalResolution
// says.
func checkCorpusResolution(t *testing.T, line string) {
	t.Helper()
	u, uErr := parser.Parse(line)
	_, rErr := parser.ParseRelative(line)
	if uErr == nil {
		c := printer.Canonical(u)
		checkURLResolutions(t, line, c, append(probeRefs, refsOf(line)...))
		if rErr == nil {
			if rc := referenceCanonical(t, c); rc != c {
				t.Errorf("canonical form %q of %q is, as a reference, %q", c, line, rc)
			}
			if cc := printer.Canonical(mustParse(t, referenceCanonical(t, line))); cc != c {
				t.Errorf("%q has the canonical form %q, but its canonical form as a reference, that of %q", line, c, cc)
			}
		}
	}
	if rErr == nil {
		checkReferenceResolutions(t, line, probeBases)
	}
}

// refsOf returns references made of the parts of in: its net_path, its
// path, the path without its "/", and its last segment, so that a URL
// resolves its own pieces.
func refsOf(in string) []string {
	p := ast.SplitParts(in)
	refs := []string{strings.TrimPrefix(in, p.Scheme+":"), p.Path, strings.TrimPrefix(p.Path, "/")}
	return append(refs, p.Path[strings.LastIndexByte(p.Path, '/')+1:])
}
