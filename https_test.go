package rfc1738_test

import (
	"errors"
	"net/url"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestHTTPSNetURL checks NetURL on https URLs, which the default parser
// reads by http's production: the search goes to RawQuery, not into the
// path, and String gives the text back.
func TestHTTPSNetURL(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want url.URL
	}{
		{"https://www.iec.ch:443/a/b%2Fc?x=1&y", url.URL{Scheme: "https", Host: "www.iec.ch:443", Path: "/a/b/c", RawPath: "/a/b%2Fc", RawQuery: "x=1&y"}},
		{"HTTPS://h/?", url.URL{Scheme: "https", Host: "h", Path: "/", ForceQuery: true}},
		{"https://h", url.URL{Scheme: "https", Host: "h"}},
	} {
		u := rfc1738.URL{URL: rfc1738.MustParse(tc.in)}
		nu, err := u.NetURL()
		if err != nil {
			t.Errorf("NetURL(%q): %v", tc.in, err)
			continue
		}
		if d := cmp.Diff(tc.want, *nu); d != "" {
			t.Errorf("NetURL(%q) (-want +got):\n%s", tc.in, d)
		}
		back, err := rfc1738.FromNetURL(nu)
		if err != nil {
			t.Errorf("FromNetURL(NetURL(%q)): %v", tc.in, err)
			continue
		}
		if _, ok := back.URL.Part.(*ast.HTTPPart); !ok {
			t.Errorf("FromNetURL(NetURL(%q)).Part = %T, want *ast.HTTPPart", tc.in, back.URL.Part)
		}
		if got, want := back.String(), nu.String(); got != want {
			t.Errorf("FromNetURL(NetURL(%q)) = %q, want %q", tc.in, got, want)
		}
	}
}

// TestHTTPSFromNetURLLogin checks that FromNetURL refuses a user in an
// https URL, as in an http one, citing RFC 2818's httpsurl.
func TestHTTPSFromNetURLLogin(t *testing.T) {
	nu := &url.URL{Scheme: "https", User: url.User("joe"), Host: "h", Path: "/"}
	_, err := rfc1738.FromNetURL(nu)
	var ne *rfc1738.NetURLError
	if !errors.As(err, &ne) || ne.Field != "User" {
		t.Fatalf("FromNetURL(%v) = %v, want a *NetURLError of User", nu, err)
	}
	want := "RFC 2818's httpsurl (section 2.4) has a host but no login: it cannot carry a user or password"
	if ne.Reason != want {
		t.Errorf("Reason = %q, want %q", ne.Reason, want)
	}
}

// TestHTTPSResolve checks RFC 1808 resolution against an https base: the
// results are https URLs read by http's production.
func TestHTTPSResolve(t *testing.T) {
	b, err := rfc1738.ParseBase("https://a/b/c/d;p?q")
	if err != nil {
		t.Fatal(err)
	}
	for ref, want := range map[string]string{
		"g":           "https://a/b/c/g",
		"../g?y=1":    "https://a/b/g?y=1",
		"//h:443/x":   "https://h:443/x",
		"?z":          "https://a/b/c/d;p?z",
		"http://o/p":  "http://o/p",
		"#frag":       "https://a/b/c/d;p?q#frag",
		"/%7Ejoe/x?a": "https://a/%7Ejoe/x?a",
	} {
		r, err := b.Resolve(ref)
		if err != nil {
			t.Errorf("Resolve(%q): %v", ref, err)
			continue
		}
		if r.Text != want {
			t.Errorf("Resolve(%q) = %q, want %q", ref, r.Text, want)
		}
		if r.URL == nil || r.URL.Scheme.Name() != "https" {
			continue
		}
		if _, ok := r.URL.Part.(*ast.HTTPPart); !ok {
			t.Errorf("Resolve(%q).URL.Part = %T, want *ast.HTTPPart", ref, r.URL.Part)
		}
	}
	// A result that http's production refuses is no URL, as for http:
	// a search needs a path. The error cites httpsurl.
	r, err := b.Resolve("//h?x")
	var pe *parser.Error
	if err != nil || r.URL != nil || !errors.As(r.URLError, &pe) || pe.Production.Name != "httpsurl" {
		t.Errorf(`Resolve("//h?x") against an https base = %v, %v; want a result with httpsurl's URLError`, r, err)
	}
}

// TestHTTPSRFC1738Only checks that a parser of RFC 1738's schemes only
// reads https by the generic syntax, as in 1994: no default port, the
// search inside the url-path, no segments, no query.
func TestHTTPSRFC1738Only(t *testing.T) {
	p, err := parser.New(parser.RFC1738Only())
	if err != nil {
		t.Fatal(err)
	}
	in := "https://h:443/a/b?x=1"
	tree, err := p.Parse(in)
	if err != nil {
		t.Fatal(err)
	}
	u := rfc1738.URL{URL: tree, Parser: p}
	if _, ok := tree.Part.(*ast.IPSchemePart); !ok {
		t.Errorf("Part = %T, want *ast.IPSchemePart", tree.Part)
	}
	if port, ok := tree.DefaultPort(); ok {
		t.Errorf("DefaultPort() = %d, want none", port)
	}
	got := accessorsOf(u)
	want := accessors{"h", "443", url.Values{}, nil, in}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("accessors (-want +got):\n%s", d)
	}
}

// TestHTTPSFromNetURLRFC1738Only checks that FromNetURLWith a parser of
// RFC 1738's schemes only takes a user in an https URL, as the generic
// syntax it reads https by has a login.
func TestHTTPSFromNetURLRFC1738Only(t *testing.T) {
	p, err := parser.New(parser.RFC1738Only())
	if err != nil {
		t.Fatal(err)
	}
	nu := &url.URL{Scheme: "https", User: url.User("joe"), Host: "h", Path: "/"}
	u, err := rfc1738.FromNetURLWith(p, nu)
	if err != nil || u.String() != "https://joe@h/" || u.Login() == nil {
		t.Errorf("FromNetURLWith(RFC1738Only, %v) = %q, %v; want https://joe@h/ with its login", nu, u, err)
	}
	var ne *rfc1738.NetURLError
	if _, err := rfc1738.FromNetURLWith(parser.Default(), nu); !errors.As(err, &ne) || ne.Field != "User" {
		t.Errorf("FromNetURLWith(Default, %v) = %v, want a *NetURLError of User", nu, err)
	}
}
