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

// The parts below are scheme authors' parts whose server is no
// *ast.HostPort field: NetURL must find it in the tree whatever the
// part's type, and refuse what one url.URL cannot carry.
type (
	// popHostPart is shaped as examples/internal/authorscheme's POP part: a
	// user and a password of its own (ast.UserInfoPart), then a bare
	// host with no port.
	popHostPart struct {
		ast.Span
		User *pairName   `parser:"'/' '/' ( (?= (Alpha | Digit | Safe | Escape)+ ( ':' (Alpha | Digit | Safe | Escape)* )? '@' ) @@"`
		Pass *pairSecret `parser:"( ':' @@ )? '@' )?"`
		Host *ast.Host   `parser:"@@"`
	}
	// hostPathPart is a bare host and a path.
	hostPathPart struct {
		ast.Span
		Host *ast.Host  `parser:"'/' '/' @@"`
		Path *ast.HPath `parser:"( '/' @@ )?"`
	}
	// userBareHostPart is an *ast.User of its own before a bare host, and
	// no ast.UserInfoPart.
	userBareHostPart struct {
		ast.Span
		User *ast.User  `parser:"'/' '/' ( @@ '@' )?"`
		Host *ast.Host  `parser:"@@"`
		Path *ast.HPath `parser:"( '/' @@ )?"`
	}
	// keyLoginPart is a key of the scheme's own before a login.
	keyLoginPart struct {
		ast.Span
		Key   *pairName  `parser:"'/' '/' ( @@ '!' )?"`
		Login *ast.Login `parser:"@@"`
		Path  *ast.HPath `parser:"( '/' @@ )?"`
	}
	// viaPart is a host to go through, then the target host.
	viaPart struct {
		ast.Span
		Via    *ast.HostPort `parser:"'/' '/' @@"`
		Target *ast.HostPort `parser:"'/' '/' @@"`
		Path   *ast.HPath    `parser:"( '/' @@ )?"`
	}
	// dirPart is shaped as LDAP's (RFC 4516): "//", a hostport that may
	// be absent, then a "/" and a name of its own.
	dirPart struct {
		ast.Span
		HostPort *ast.HostPort `parser:"'/' '/' @@?"`
		Name     *ast.HPath    `parser:"( '/' @@ )?"`
	}
	// noSlashHostPart has a host but no "//" before it.
	noSlashHostPart struct {
		ast.Span
		Host *ast.Host  `parser:"@@"`
		Path *ast.HPath `parser:"( '/' @@ )?"`
	}
)

func (p *popHostPart) String() string {
	s := "//"
	if p.User != nil {
		s += p.User.String()
		if p.Pass != nil {
			s += ":" + p.Pass.String()
		}
		s += "@"
	}
	return s + p.Host.String()
}
func (*popHostPart) DefaultPort() (int, bool)   { return 110, true }
func (*popHostPart) Production() ast.Production { return ast.Production{Name: "popurl"} }
func (p *popHostPart) UserInfo() (user, password ast.Node) {
	var u, pw ast.Node
	if p.User != nil {
		u = p.User
	}
	if p.Pass != nil {
		pw = p.Pass
	}
	return u, pw
}

func (p *hostPathPart) String() string           { return "//" + p.Host.String() + slashed(p.Path) }
func (*hostPathPart) DefaultPort() (int, bool)   { return 0, false }
func (*hostPathPart) Production() ast.Production { return ast.Production{Name: "hsturl"} }

func (p *userBareHostPart) String() string {
	s := "//"
	if p.User != nil {
		s += p.User.String() + "@"
	}
	return s + p.Host.String() + slashed(p.Path)
}
func (*userBareHostPart) DefaultPort() (int, bool)   { return 0, false }
func (*userBareHostPart) Production() ast.Production { return ast.Production{Name: "ubhurl"} }

func (p *keyLoginPart) String() string {
	s := "//"
	if p.Key != nil {
		s += p.Key.String() + "!"
	}
	return s + p.Login.String() + slashed(p.Path)
}
func (*keyLoginPart) DefaultPort() (int, bool)   { return 0, false }
func (*keyLoginPart) Production() ast.Production { return ast.Production{Name: "kurl"} }

func (p *viaPart) String() string {
	return "//" + p.Via.String() + "//" + p.Target.String() + slashed(p.Path)
}
func (*viaPart) DefaultPort() (int, bool)   { return 0, false }
func (*viaPart) Production() ast.Production { return ast.Production{Name: "viaurl"} }

func (p *dirPart) String() string {
	s := "//"
	if p.HostPort != nil {
		s += p.HostPort.String()
	}
	return s + slashed(p.Name)
}
func (*dirPart) DefaultPort() (int, bool)   { return 0, false }
func (*dirPart) Production() ast.Production { return ast.Production{Name: "dirurl"} }
func (p *dirPart) HostPortPart() *ast.HostPort {
	if p == nil {
		return nil
	}
	return p.HostPort
}

func (p *noSlashHostPart) String() string           { return p.Host.String() + slashed(p.Path) }
func (*noSlashHostPart) DefaultPort() (int, bool)   { return 0, false }
func (*noSlashHostPart) Production() ast.Production { return ast.Production{Name: "nsurl"} }

// slashed returns "/" and p's text, or "" when p is nil.
func slashed(p *ast.HPath) string {
	if p == nil {
		return ""
	}
	return "/" + p.String()
}

// serverParser registers the parts above.
func serverParser(t *testing.T) *parser.Parser {
	t.Helper()
	p, err := parser.New(
		parser.WithScheme(parser.Scheme{Name: "pop", Part: &popHostPart{}}),
		parser.WithScheme(parser.Scheme{Name: "hst", Part: &hostPathPart{}}),
		parser.WithScheme(parser.Scheme{Name: "ubh", Part: &userBareHostPart{}}),
		parser.WithScheme(parser.Scheme{Name: "k", Part: &keyLoginPart{}}),
		parser.WithScheme(parser.Scheme{Name: "via", Part: &viaPart{}}),
		parser.WithScheme(parser.Scheme{Name: "dir", Part: &dirPart{}}),
		parser.WithScheme(parser.Scheme{Name: "ns", Part: &noSlashHostPart{}}))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestNetURLServerOfAnyPart checks that NetURL finds the host and user
// of a registered part whatever holds them (a bare *ast.Host, nodes of
// the part's own, a login), that String gives the URL back, and that
// FromNetURLWith converts the url.URL back to the same URL.
func TestNetURLServerOfAnyPart(t *testing.T) {
	p := serverParser(t)
	for _, tc := range []struct {
		in   string
		want url.URL
	}{
		{"pop://joe:pw@mail.example", url.URL{Scheme: "pop", User: url.UserPassword("joe", "pw"), Host: "mail.example"}},
		{"pop://joe@mail.example", url.URL{Scheme: "pop", User: url.User("joe"), Host: "mail.example"}},
		{"pop://mail.example", url.URL{Scheme: "pop", Host: "mail.example"}},
		{"hst://h.example/x", url.URL{Scheme: "hst", Host: "h.example", Path: "/x"}},
		{"hst://h.example", url.URL{Scheme: "hst", Host: "h.example"}},
		{"k://joe:pw@h.example/x", url.URL{Scheme: "k", User: url.UserPassword("joe", "pw"), Host: "h.example", Path: "/x"}},
		{"dir://h.example:389/o=x", url.URL{Scheme: "dir", Host: "h.example:389", Path: "/o=x"}},
		{"dir:///o=University%20of%20Michigan,c=US", url.URL{Scheme: "dir", Path: "/o=University of Michigan,c=US"}},
		{"dir:///", url.URL{Scheme: "dir", Path: "/"}},
	} {
		tree, err := p.Parse(tc.in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tc.in, err)
		}
		nu, err := rfc1738.URL{URL: tree, Parser: p}.NetURL()
		if err != nil {
			t.Errorf("NetURL(%q): %v", tc.in, err)
			continue
		}
		if d := cmp.Diff(tc.want, *nu, cmp.AllowUnexported(url.Userinfo{})); d != "" {
			t.Errorf("NetURL(%q) (-want +got):\n%s", tc.in, d)
		}
		if got := nu.String(); got != tc.in {
			t.Errorf("NetURL(%q).String() = %q", tc.in, got)
		}
		// The accessors name the host NetURL carries.
		if got := (rfc1738.URL{URL: tree, Parser: p}).Hostname(); got != nu.Hostname() {
			t.Errorf("Hostname of %q = %q; NetURL's is %q", tc.in, got, nu.Hostname())
		}
		back, err := rfc1738.FromNetURLWith(p, nu)
		if err != nil || back.String() != tc.in {
			t.Errorf("FromNetURLWith(NetURL(%q)) = %q, %v", tc.in, back, err)
		}
	}
}

// TestNetURLServerRefuses checks that NetURL refuses, rather than drops
// or moves, what a registered part holds that one url.URL cannot carry:
// text before a login or a bare host, a second host, a host without
// "//" before it, "//" alone, and a user of its own that is no
// ast.UserInfoPart's.
func TestNetURLServerRefuses(t *testing.T) {
	p := serverParser(t)
	for _, tc := range []struct {
		in, msg string
	}{
		{"k://secret!joe:pw@h.example/x", `"secret!joe:pw@" before its host`},
		{"via://via.example//target.example/x", `2 hosts ("via.example" and "target.example")`},
		{"ubh://joe@h.example/x", `"joe@" before its host`},
		{"ns:h.example/x", `before its host, not "//"`},
		{"dir://", `"//" alone`},
	} {
		tree, err := p.Parse(tc.in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tc.in, err)
		}
		nu, err := rfc1738.URL{URL: tree, Parser: p}.NetURL()
		if err == nil || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("NetURL(%q) = %v, %v; want an error with %q", tc.in, nu, err, tc.msg)
		}
	}
}

// TestFromNetURLRegisteredHosts checks that FromNetURLWith reads the host
// of a registered part from the tree whatever holds it, and refuses a
// url.URL whose text that part reads with two hosts.
func TestFromNetURLRegisteredHosts(t *testing.T) {
	p := serverParser(t)
	for _, nu := range []*url.URL{
		{Scheme: "pop", User: url.User("joe"), Host: "mail.example"},
		{Scheme: "pop", Host: "mail.example"},
		{Scheme: "hst", Host: "h.example", Path: "/x"},
	} {
		if u, err := rfc1738.FromNetURLWith(p, nu); err != nil || u.String() != nu.String() {
			t.Errorf("FromNetURLWith(%v) = %q, %v; want %q", nu, u, err, nu.String())
		}
	}
	nu := &url.URL{Scheme: "via", Host: "via.example", Path: "//target.example/x"}
	var e *rfc1738.NetURLError
	if u, err := rfc1738.FromNetURLWith(p, nu); !errors.As(err, &e) || e.Field != "Host" || !strings.Contains(e.Reason, "2 hosts") {
		t.Errorf("FromNetURLWith(%v) = %q, %v; want a *NetURLError of Host naming 2 hosts", nu, u, err)
	}
}

// TestNetURLChangedSpans checks that NetURL of a tree whose spans a
// program broke converts as its text reads, with no panic: it reads the
// text again and uses none of the tree's spans.
func TestNetURLChangedSpans(t *testing.T) {
	for _, in := range []string{"http://h.example/a", "ftp://u@h.example/a", "file://h/x", "http://h.example", "prospero://h.example/a"} {
		tree := rfc1738.MustParse(in)
		want, err := rfc1738.URL{URL: tree}.NetURL()
		if err != nil {
			t.Fatal(err)
		}
		if hp := tree.HostPort(); hp != nil {
			hp.EndOffset = -1
		}
		if h := tree.Host(); h != nil {
			h.Offset, h.EndOffset = -5, -1
		}
		got, err := rfc1738.URL{URL: tree}.NetURL()
		if err != nil || got.String() != want.String() {
			t.Errorf("NetURL(%q) with broken spans = %v, %v; want %v", in, got, err, want)
		}
	}
}

// ldapLikePart is shaped as RFC 4516's ldapurl: "//", a hostport that
// may be absent, and the rest after a "/" (the DN, then "?" and the
// attributes, scope, filter and extensions). The ldap package of the
// examples registers error codes that this package's tests of its own
// codes would read, so its shape is copied here.
type ldapLikePart struct {
	ast.Span
	HostPort *ast.HostPort `parser:"'/' '/' @@?"`
	Rest     *ast.URLPath  `parser:"( '/' @@ )?"`
}

func (p *ldapLikePart) String() string {
	s := "//"
	if p.HostPort != nil {
		s += p.HostPort.String()
	}
	if p.Rest != nil {
		s += "/" + p.Rest.String()
	}
	return s
}
func (*ldapLikePart) DefaultPort() (int, bool)   { return 389, true }
func (*ldapLikePart) Production() ast.Production { return ast.Production{Name: "ldapurl"} }
func (p *ldapLikePart) HostPortPart() *ast.HostPort {
	if p == nil {
		return nil
	}
	return p.HostPort
}

// TestNetURLLDAPWithoutHost checks NetURL on RFC 4516's LDAP URLs
// without a host, whose part starts with "//" and holds no hostport: an
// empty Host and a Path, with the rest after "?" in RawQuery, as
// url.Parse reads them, which String writes back and FromNetURLWith
// reads back.
func TestNetURLLDAPWithoutHost(t *testing.T) {
	p, err := parser.New(parser.WithScheme(parser.Scheme{Name: "ldap", Part: &ldapLikePart{}}))
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{
		"ldap:///o=University%20of%20Michigan,c=US", // RFC 4516 section 4
		"ldap:///??sub??bindname=cn=Manager%2co=Foo",
		"ldap:///dc=x?cn",
		"ldap:///",
		"ldap://h.example/dc=x?cn",
	} {
		tree, err := p.Parse(in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", in, err)
		}
		nu, err := rfc1738.URL{URL: tree, Parser: p}.NetURL()
		if err != nil {
			t.Errorf("NetURL(%q): %v", in, err)
			continue
		}
		want, err := url.Parse(in)
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(want, nu); d != "" {
			t.Errorf("NetURL(%q) (-url.Parse +got):\n%s", in, d)
		}
		if back, err := rfc1738.FromNetURLWith(p, nu); err != nil || back.String() != in {
			t.Errorf("FromNetURLWith(NetURL(%q)) = %q, %v", in, back, err)
		}
	}
}

type (
	// serverNode is a node of an author's own that holds a hostport,
	// which it returns from HostPortPart.
	serverNode struct {
		ast.Span
		HostPort *ast.HostPort `parser:"@@"`
	}
	// foreignServerNode returns from HostPortPart a copy of its hostport,
	// whose span is no place in the text.
	foreignServerNode struct {
		ast.Span
		HostPort *ast.HostPort `parser:"@@"`
	}
	// serverNodePart holds its host in a serverNode.
	serverNodePart struct {
		ast.Span
		Server *serverNode `parser:"'/' '/' @@"`
		Path   *ast.HPath  `parser:"( '/' @@ )?"`
	}
	// foreignServerPart holds its host in a foreignServerNode.
	foreignServerPart struct {
		ast.Span
		Server *foreignServerNode `parser:"'/' '/' @@"`
		Path   *ast.HPath         `parser:"( '/' @@ )?"`
	}
)

func (n *serverNode) String() string                  { return n.HostPort.String() }
func (*serverNode) Production() ast.Production        { return ast.Production{Name: "server"} }
func (n *serverNode) HostPortPart() *ast.HostPort     { return n.HostPort }
func (n *foreignServerNode) String() string           { return n.HostPort.String() }
func (*foreignServerNode) Production() ast.Production { return ast.Production{Name: "server"} }
func (n *foreignServerNode) HostPortPart() *ast.HostPort {
	return &ast.HostPort{Host: n.HostPort.Host, Port: n.HostPort.Port}
}
func (p *serverNodePart) String() string              { return "//" + p.Server.String() + slashed(p.Path) }
func (*serverNodePart) DefaultPort() (int, bool)      { return 0, false }
func (*serverNodePart) Production() ast.Production    { return ast.Production{Name: "srvurl"} }
func (p *foreignServerPart) String() string           { return "//" + p.Server.String() + slashed(p.Path) }
func (*foreignServerPart) DefaultPort() (int, bool)   { return 0, false }
func (*foreignServerPart) Production() ast.Production { return ast.Production{Name: "fsrvurl"} }

// TestNetURLServerNode checks that NetURL finds a host in a child of the
// author's own type that returns it from HostPortPart, and refuses, with
// no panic, one whose HostPortPart returns a node that is not in the
// text.
func TestNetURLServerNode(t *testing.T) {
	p, err := parser.New(parser.WithScheme(parser.Scheme{Name: "srv", Part: &serverNodePart{}}),
		parser.WithScheme(parser.Scheme{Name: "fsrv", Part: &foreignServerPart{}}))
	if err != nil {
		t.Fatal(err)
	}
	tree, err := p.Parse("srv://h.example:7/x")
	if err != nil {
		t.Fatal(err)
	}
	nu, err := rfc1738.URL{URL: tree, Parser: p}.NetURL()
	if want := (url.URL{Scheme: "srv", Host: "h.example:7", Path: "/x"}); err != nil || *nu != want {
		t.Errorf("NetURL(srv://h.example:7/x) = %v, %v; want %v", nu, err, &want)
	}
	tree, err = p.Parse("fsrv://h.example:7/x")
	if err != nil {
		t.Fatal(err)
	}
	if nu, err := (rfc1738.URL{URL: tree, Parser: p}).NetURL(); err == nil || !strings.Contains(err.Error(), "not where the part's text holds it") {
		t.Errorf("NetURL(fsrv://h.example:7/x) = %v, %v; want an error", nu, err)
	}
}
