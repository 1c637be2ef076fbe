package rfc1738_test

import (
	"errors"
	"net/url"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// userHostPart is a scheme author's part with a user of its own before
// its host: text that no *ast.Login holds.
type userHostPart struct {
	ast.Span
	User     *ast.User     `parser:"'/' '/' @@ '@'"`
	HostPort *ast.HostPort `parser:"@@"`
}

func (p *userHostPart) String() string {
	return "//" + p.User.String() + "@" + p.HostPort.String()
}
func (*userHostPart) DefaultPort() (int, bool)   { return 0, false }
func (*userHostPart) Production() ast.Production { return ast.Production{Name: "uh"} }

// TestNetURLRegisteredRefuses checks that NetURL refuses, rather than
// drops, what a registered part holds before its host outside a login
// (POP's "user;AUTH=mech@host" would otherwise lose its user).
func TestNetURLRegisteredRefuses(t *testing.T) {
	p, err := parser.New(parser.WithScheme(parser.Scheme{Name: "uh", Part: &userHostPart{}}))
	if err != nil {
		t.Fatal(err)
	}
	u, err := p.Parse("uh://joe@h.example")
	if err != nil {
		t.Fatal(err)
	}
	nu, err := rfc1738.URL{URL: u, Parser: p}.NetURL()
	if err == nil || !strings.Contains(err.Error(), `"joe@"`) {
		t.Errorf("NetURL = %v, %v; want an error naming joe@", nu, err)
	}
}

// hostOnlyPart is a scheme author's part with a hostport and a path but
// no login, as http's: FromNetURL must refuse a user in it from its
// production, with no list of such schemes to consult.
type hostOnlyPart struct {
	ast.Span
	HostPort *ast.HostPort `parser:"'/' '/' @@"`
	Path     *ast.HPath    `parser:"( '/' @@ )?"`
}

func (p *hostOnlyPart) String() string {
	s := "//" + p.HostPort.String()
	if p.Path != nil {
		s += "/" + p.Path.String()
	}
	return s
}
func (*hostOnlyPart) DefaultPort() (int, bool) { return 0, false }
func (*hostOnlyPart) Production() ast.Production {
	return ast.Production{Name: "hourl", RFC: "RFC 9999", Section: "1"}
}

// TestFromNetURLRegisteredNoLogin checks that FromNetURL refuses a user
// or password in a URL of a registered scheme whose production has a
// host but no login, naming that production, and that the same URL
// without the user converts both ways.
func TestFromNetURLRegisteredNoLogin(t *testing.T) {
	p, err := parser.New(parser.WithScheme(parser.Scheme{Name: "ho", Part: &hostOnlyPart{}}))
	if err != nil {
		t.Fatal(err)
	}
	for _, user := range []*url.Userinfo{url.User("joe"), url.UserPassword("joe", "pw"), url.User("")} {
		nu := &url.URL{Scheme: "ho", User: user, Host: "h.example", Path: "/a/b"}
		_, err := rfc1738.FromNetURLWith(p, nu)
		var ne *rfc1738.NetURLError
		if !errors.As(err, &ne) || ne.Field != "User" {
			t.Errorf("FromNetURLWith(%v) = %v; want a *NetURLError of User", nu, err)
			continue
		}
		if want := "RFC 9999's hourl (section 1) has a host but no login: it cannot carry a user or password"; ne.Reason != want {
			t.Errorf("FromNetURLWith(%v): Reason %q, want %q", nu, ne.Reason, want)
		}
	}
	u, err := rfc1738.FromNetURLWith(p, &url.URL{Scheme: "ho", Host: "h.example", Path: "/a/b"})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := u.URL.Part.(*hostOnlyPart); !ok {
		t.Fatalf("FromNetURLWith: part %T, want *hostOnlyPart", u.URL.Part)
	}
	nu, err := u.NetURL()
	if err != nil || nu.String() != "ho://h.example/a/b" || nu.User != nil {
		t.Errorf("NetURL = %v, %v; want ho://h.example/a/b without a user", nu, err)
	}
}

// searchPart is a scheme author's part shaped as rtsp's: a hostport, an
// hpath, and a search, which NetURL finds by its production, with no
// case for the scheme.
type searchPart struct {
	ast.Span
	HostPort *ast.HostPort `parser:"'/' '/' @@"`
	Path     *ast.HPath    `parser:"( '/' @@"`
	Search   *ast.Search   `parser:"( '?' @@ )? )?"`
}

func (p *searchPart) String() string {
	s := "//" + p.HostPort.String()
	if p.Path != nil {
		s += "/" + p.Path.String()
		if p.Search != nil {
			s += "?" + p.Search.String()
		}
	}
	return s
}
func (*searchPart) DefaultPort() (int, bool)   { return 0, false }
func (*searchPart) Production() ast.Production { return ast.Production{Name: "spurl"} }

// semiSearchPart is a scheme author's part whose search follows a ";"
// after its host, a delimiter of its own, which no url.URL field holds.
type semiSearchPart struct {
	ast.Span
	HostPort *ast.HostPort `parser:"'/' '/' @@"`
	Search   *ast.Search   `parser:"( ';' @@ )?"`
}

func (p *semiSearchPart) String() string {
	s := "//" + p.HostPort.String()
	if p.Search != nil {
		s += ";" + p.Search.String()
	}
	return s
}
func (*semiSearchPart) DefaultPort() (int, bool)   { return 0, false }
func (*semiSearchPart) Production() ast.Production { return ast.Production{Name: "ssurl"} }

// TestNetURLRegisteredPath checks that NetURL takes a registered
// scheme's path and query from the text after its server, the query
// from the search its production declares after a "?".
func TestNetURLRegisteredPath(t *testing.T) {
	p, err := parser.New(parser.WithScheme(parser.Scheme{Name: "sp", Part: &searchPart{}}),
		parser.WithScheme(parser.Scheme{Name: "ss", Part: &semiSearchPart{}}))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		in   string
		want url.URL
	}{
		{"sp://h", url.URL{Scheme: "sp", Host: "h"}},
		{"sp://h:7/", url.URL{Scheme: "sp", Host: "h:7", Path: "/"}},
		{"sp://h/a%2Fb/c?x=1&y", url.URL{Scheme: "sp", Host: "h", Path: "/a/b/c", RawPath: "/a%2Fb/c", RawQuery: "x=1&y"}},
		{"sp://h/a?", url.URL{Scheme: "sp", Host: "h", Path: "/a", ForceQuery: true}},
	} {
		tree, err := p.Parse(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		nu, err := rfc1738.URL{URL: tree, Parser: p}.NetURL()
		if err != nil {
			t.Errorf("NetURL(%q): %v", tc.in, err)
			continue
		}
		if diff := cmp.Diff(tc.want, *nu); diff != "" {
			t.Errorf("NetURL(%q) (-want +got):\n%s", tc.in, diff)
		}
		if got := nu.String(); got != tc.in {
			t.Errorf("NetURL(%q).String() = %q", tc.in, got)
		}
	}
	// A search after a delimiter of the scheme's own is no RawQuery,
	// and a url.URL's path starts with "/": NetURL refuses it rather
	// than write another URL.
	tree, err := p.Parse("ss://h;x=1")
	if err != nil {
		t.Fatal(err)
	}
	if nu, err := (rfc1738.URL{URL: tree, Parser: p}).NetURL(); err == nil || !strings.Contains(err.Error(), `";"`) {
		t.Errorf("NetURL(ss://h;x=1) = %v, %v; want an error naming \";\"", nu, err)
	}
}
