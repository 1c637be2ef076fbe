package rfc1738_test

import (
	"net/url"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738"
	"github.com/urlsyntax/rfc1738/ast"
)

// FuzzAccessors checks the accessors on any text: none panics, on a URL
// or on the zero URL; Hostname and Port are NetURL's url.URL's; Query is
// url.ParseQuery's reading of NetURL's RawQuery for http's production;
// Redacted is url.URL.Redacted's when url.URL prints the URL's own
// text; and JoinPath with one element, when it succeeds, gives the
// URL's segments (the last one dropped when empty) and the element, and
// with none the URL as it is.
// The registered acc scheme is read too.
func FuzzAccessors(f *testing.F) {
	for _, s := range []string{
		"ftp://joe:secret@ftp.iec.ch:2121/pub/doc.txt;type=a",
		"ftp://joe:@h/",
		"http://www.iec.ch:8080/a/b%3F?x=1&y=a+b&y=%41%2B&z;w",
		"http://h/?", "http://h", "http://h/a/",
		"gopher://h:70/1sel%09a=b", "nntp://h:119/comp.lang/12",
		"news:comp.lang", "mailto:joe@h.example", "telnet://u:p@h:23/",
		"wais://h/db?a=b", "wais://h/db/t/p", "prospero://h:1525/a/b;f=v",
		"file:///etc/motd", "file://localhost/etc/", "x-y://u:p@h:1/p?q",
		"x:opaque?a=b", "acc://u:pw@h.example:7/a/b%2F", "https://h:443/a?b=c",
		"", ":", "http:",
	} {
		f.Add(s, "a b")
	}
	f.Add("http://h/a", "..")
	f.Add("ftp://h/a", "x/;type=i")
	p := accParser(f)
	f.Fuzz(func(t *testing.T, s, elem string) {
		tree, err := p.Parse(s)
		if err != nil {
			checkZero(t)
			return
		}
		u := rfc1738.URL{URL: tree, Parser: p}
		checkAgainstNetURL(t, s, u)
		checkJoinPath(t, s, u, elem)
		_, _ = u.Resolve(elem)
	})
}

// checkZero checks what the accessors give on the zero URL.
func checkZero(t *testing.T) {
	var z rfc1738.URL
	got := accessorsOf(z)
	if diff := cmp.Diff(accessors{Query: url.Values{}}, got); diff != "" {
		t.Errorf("zero URL (-want +got):\n%s", diff)
	}
}

// checkAgainstNetURL compares Hostname, Port, Query and Redacted with
// the url.URL that NetURL makes of u, parsed from s.
func checkAgainstNetURL(t *testing.T, s string, u rfc1738.URL) {
	a := accessorsOf(u)
	nu, err := u.NetURL()
	if err != nil {
		return // a registered part NetURL cannot convert
	}
	if a.Hostname != nu.Hostname() || a.Port != nu.Port() {
		t.Errorf("%q: Hostname, Port = %q, %q; NetURL's %q, %q", s, a.Hostname, a.Port, nu.Hostname(), nu.Port())
	}
	if got := u.User(); got.String() != nu.User.String() || (got == nil) != (nu.User == nil) {
		t.Errorf("%q: User = %v; NetURL's %v", s, got, nu.User)
	}
	want := url.Values{}
	if _, ok := u.URL.Part.(*ast.HTTPPart); ok {
		want = nu.Query()
	}
	if diff := cmp.Diff(want, a.Query); diff != "" {
		t.Errorf("%q: Query (-want +got):\n%s", s, diff)
	}
	if nu.String() == s && a.Redacted != nu.Redacted() {
		t.Errorf("%q: Redacted = %q, url.URL's %q", s, a.Redacted, nu.Redacted())
	}
	if r, err := url.Parse(a.Redacted); err == nil && u.URL.Login() != nil && r.Hostname() != a.Hostname {
		t.Errorf("%q: net/url reads Redacted %q with host %q, not %q", s, a.Redacted, r.Hostname(), a.Hostname)
	}
}

// checkJoinPath checks JoinPath(elem) on u, parsed from s: when it
// succeeds, the result's segments are u's, an empty last one dropped,
// and elem; it fails only for the dots, or for a URL without segments
// (or one too long to parse again).
func checkJoinPath(t *testing.T, s string, u rfc1738.URL, elem string) {
	if j, err := u.JoinPath(); err == nil && j.String() != s {
		t.Errorf("%q: JoinPath() = %q, want the URL as it is", s, j)
	}
	j, err := u.JoinPath(elem)
	segs := u.Segments()
	if err != nil {
		_, hasSegments := u.URL.Part.(interface{ Segments() []string })
		_, prospero := u.URL.Part.(*ast.ProsperoPart)
		dots := elem == "." || elem == ".."
		long := len(s)+3*len(elem)+1 > 64<<10
		if (hasSegments || prospero) && !dots && !long {
			t.Errorf("%q: JoinPath(%q): %v", s, elem, err)
		}
		return
	}
	if n := len(segs); n > 0 && segs[n-1] == "" {
		segs = segs[:n-1]
	}
	want := append(slices.Clone(segs), elem)
	if diff := cmp.Diff(want, j.Segments()); diff != "" {
		t.Errorf("%q: JoinPath(%q) = %q: segments (-want +got):\n%s", s, elem, j, diff)
	}
	if j.Parser != u.Parser {
		t.Errorf("%q: JoinPath's URL has another parser", s)
	}
}
