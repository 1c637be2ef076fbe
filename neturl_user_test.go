package rfc1738_test

import (
	"errors"
	"fmt"
	"net/url"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/internal/imaptest"
	"github.com/urlsyntax/rfc1738/parser"
)

// pairPart holds a user and a password in nodes of its own:
//
//	pairurl = "//" [ name [ ":" secret ] "@" ] hostport
type (
	pairPart struct {
		ast.Span
		Name     *pairName     `parser:"'/' '/' ( (?= (Alpha | Digit | Safe | Escape)+ ( ':' (Alpha | Digit | Safe | Escape)* )? '@' ) @@"`
		Secret   *pairSecret   `parser:"( ':' @@ )? '@' )?"`
		HostPort *ast.HostPort `parser:"@@"`
	}
	pairName struct {
		ast.Span
		Text ast.Text `parser:"@( Alpha | Digit | Safe | Escape )+"`
	}
	pairSecret struct {
		ast.Span
		Text ast.Text `parser:"@( Alpha | Digit | Safe | Escape )*"`
	}
)

func (p *pairPart) String() string {
	s := "//"
	if p.Name != nil {
		s += p.Name.String()
		if p.Secret != nil {
			s += ":" + p.Secret.String()
		}
		s += "@"
	}
	return s + p.HostPort.String()
}
func (*pairPart) DefaultPort() (int, bool) { return 0, false }
func (*pairPart) Production() ast.Production {
	return ast.Production{Name: "pairurl", RFC: "this test", Section: "1"}
}

// UserInfo returns the part's fields as they are, nil pointers
// included, which NetURL and FromNetURL must read as absent nodes.
func (p *pairPart) UserInfo() (user, password ast.Node) { return p.Name, p.Secret }
func (n *pairName) String() string                      { return string(n.Text) }
func (*pairName) Production() ast.Production            { return ast.Production{Name: "name"} }
func (s *pairSecret) String() string                    { return string(s.Text) }
func (*pairSecret) Production() ast.Production          { return ast.Production{Name: "secret"} }

// ownUserParser reads imap URLs by imaptest's part, whose user is its
// own and may be followed by ";AUTH=", and pair URLs by the part above.
func ownUserParser(t testing.TB) *parser.Parser {
	t.Helper()
	p, err := parser.New(
		parser.WithScheme(parser.Scheme{Name: "imap", Part: &imaptest.IMAPPart{}}),
		parser.WithScheme(parser.Scheme{Name: "pair", Part: &pairPart{}}))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// userView is what a test compares of a url.URL, or of the error that
// stood in its place.
type userView struct {
	User, Password, Host, Path, String, Err string
	HasUser, HasPassword                    bool
}

func userViewOf(nu *url.URL, err error) userView {
	if err != nil {
		return userView{Err: err.Error()}
	}
	v := userView{Host: nu.Host, Path: nu.Path, String: nu.String(), HasUser: nu.User != nil}
	if nu.User != nil {
		v.User = nu.User.Username()
		v.Password, v.HasPassword = nu.User.Password()
	}
	return v
}

// TestNetURLOwnUser checks that NetURL maps the user and password nodes
// of a part that has its own (ast.UserInfoPart) to url.URL.User, and
// refuses, naming it, what stands beside them and no url.URL field
// holds.
func TestNetURLOwnUser(t *testing.T) {
	p := ownUserParser(t)
	for _, tc := range []struct {
		in   string
		want userView
	}{
		{"imap://joe@h.example/INBOX", userView{User: "joe", HasUser: true, Host: "h.example", Path: "/INBOX", String: "imap://joe@h.example/INBOX"}},
		{"imap://jo%3Be@h.example/INBOX", userView{User: "jo;e", HasUser: true, Host: "h.example", Path: "/INBOX", String: "imap://jo;e@h.example/INBOX"}},
		{"imap://h.example/INBOX", userView{Host: "h.example", Path: "/INBOX", String: "imap://h.example/INBOX"}},
		{"imap://joe;AUTH=x@h.example/INBOX", userView{Err: `rfc1738: NetURL: the imap part holds "joe;AUTH=x" before its host, where url.URL.User holds only its user "joe" and a password after ":": a url.URL has no field for ";AUTH=x"`}},
		{"pair://joe:s3@h.example", userView{User: "joe", HasUser: true, Password: "s3", HasPassword: true, Host: "h.example", String: "pair://joe:s3@h.example"}},
		{"pair://joe:@h.example", userView{User: "joe", HasUser: true, HasPassword: true, Host: "h.example", String: "pair://joe:@h.example"}},
		{"pair://j%40e@h.example", userView{User: "j@e", HasUser: true, Host: "h.example", String: "pair://j%40e@h.example"}},
	} {
		u, err := p.Parse(tc.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tc.in, err)
			continue
		}
		if d := cmp.Diff(tc.want, userViewOf(rfc1738.URL{URL: u, Parser: p}.NetURL())); d != "" {
			t.Errorf("NetURL(%q) (-want +got):\n%s", tc.in, d)
		}
	}
}

// TestFromNetURLOwnUser checks that FromNetURLWith writes url.URL.User
// into a part that has its own user nodes, escaped so that the part's
// production reads the same user, and says which of the user and
// password the production has no place for.
func TestFromNetURLOwnUser(t *testing.T) {
	p := ownUserParser(t)
	nu := func(scheme string, user *url.Userinfo) *url.URL {
		return &url.URL{Scheme: scheme, User: user, Host: "h.example", Path: "/INBOX"}
	}
	for _, tc := range []struct {
		name string
		nu   *url.URL
		want string
	}{
		{"user", nu("imap", url.User("joe")), "imap://joe@h.example/INBOX"},
		{"reserved in IMAP's user", nu("imap", url.User("jo;e")), "imap://jo%3Be@h.example/INBOX"},
		{"question mark", nu("imap", url.User("jo?e")), "imap://jo%3Fe@h.example/INBOX"},
		{"another host", nu("imap", url.User("a@evil.example")), "imap://a%40evil.example@h.example/INBOX"},
		{"no user", nu("imap", nil), "imap://h.example/INBOX"},
		{"password where IMAP has none", nu("imap", url.UserPassword("joe", "pw")),
			`rfc1738: url.URL.User "joe:pw": imapurl (RFC 2192 section 3) reads the URL without the password, not with it: its production has no place for this password`},
		{"empty user", nu("imap", url.User("")),
			`rfc1738: url.URL.User "": imapurl (RFC 2192 section 3) reads the URL without the user, not with it: the user is empty, and its production needs a user of one character or more`},
		{"empty user and a password", nu("imap", url.UserPassword("", "pw")),
			`rfc1738: url.URL.User ":pw": imapurl (RFC 2192 section 3) reads the URL without the user, not with it: the user is empty, and its production needs a user of one character or more`},
		{"user and password", &url.URL{Scheme: "pair", User: url.UserPassword("joe", "p;w"), Host: "h.example"}, "pair://joe:p%3Bw@h.example"},
		{"user, empty password", &url.URL{Scheme: "pair", User: url.UserPassword("joe", ""), Host: "h.example"}, "pair://joe:@h.example"},
	} {
		u, err := rfc1738.FromNetURLWith(p, tc.nu)
		got := u.String()
		if err != nil {
			got = err.Error()
			var e *rfc1738.NetURLError
			if !errors.As(err, &e) || e.Field != "User" {
				t.Errorf("%s: %v is not a *NetURLError of User", tc.name, err)
			}
		}
		if d := cmp.Diff(tc.want, got); d != "" {
			t.Errorf("%s: (-want +got):\n%s", tc.name, d)
		}
	}
}

// TestFromNetURLOwnUserBytes puts every octet into the user and the
// password of parts with their own user nodes, alone and between other
// text, as TestFromNetURLLoginBytes does for logins: each url.URL
// converts, the host stays where every reader finds it, and NetURL gives
// back the user and password.
func TestFromNetURLOwnUserBytes(t *testing.T) {
	p := ownUserParser(t)
	for c := 0; c < 256; c++ {
		b := string([]byte{byte(c)})
		for _, text := range []string{b, "attacker.example" + b, b + "attacker.example", "a" + b + "21"} {
			for _, nu := range []*url.URL{
				{Scheme: "imap", User: url.User(text), Host: "allowed.example", Path: "/INBOX"},
				{Scheme: "pair", User: url.User(text), Host: "allowed.example:21"},
				{Scheme: "pair", User: url.UserPassword("attacker.example", text), Host: "allowed.example:21"},
				{Scheme: "pair", User: url.UserPassword(text, "21"+text), Host: "allowed.example"},
			} {
				in := fmt.Sprintf("%s(user %q)", nu.Scheme, nu.User)
				u, err := rfc1738.FromNetURLWith(p, nu)
				if err != nil {
					t.Errorf("%s: %v", in, err)
					continue
				}
				if problem := ownTextProblems(u, nu.Hostname(), nu.Port()); problem != "" {
					t.Errorf("%s: %s", in, problem)
				}
				back, err := u.NetURL()
				if d := cmp.Diff(userViewOf(nu, nil).User, userViewOf(back, err).User); d != "" || err != nil {
					t.Errorf("%s = %q: NetURL: %v, user (-want +got):\n%s", in, u, err, d)
				}
				if d := cmp.Diff(userViewOf(nu, nil).Password, userViewOf(back, err).Password); d != "" {
					t.Errorf("%s = %q: password (-want +got):\n%s", in, u, d)
				}
			}
		}
	}
}

// atPart holds a user before its host without "//": user "@" hostport.
type atPart struct {
	ast.Span
	User     *pairName     `parser:"@@ '@'"`
	HostPort *ast.HostPort `parser:"@@"`
}

func (p *atPart) String() string                      { return p.User.String() + "@" + p.HostPort.String() }
func (*atPart) DefaultPort() (int, bool)              { return 0, false }
func (*atPart) Production() ast.Production            { return ast.Production{Name: "aturl"} }
func (p *atPart) UserInfo() (user, password ast.Node) { return p.User, nil }

// TestNetURLOwnUserWithoutSlashes checks that NetURL refuses a user of
// a part's own that is not between "//" and "@", where url.URL.String
// would write it, rather than move it there.
func TestNetURLOwnUserWithoutSlashes(t *testing.T) {
	p, err := parser.New(parser.WithScheme(parser.Scheme{Name: "at", Part: &atPart{}}))
	if err != nil {
		t.Fatal(err)
	}
	u, err := p.Parse("at:joe@h.example")
	if err != nil {
		t.Fatal(err)
	}
	want := userView{Err: `rfc1738: NetURL: the at part holds "joe@" before its host, which is no user (and password) of its UserInfo between "//" and "@": a url.URL has no field for it`}
	if d := cmp.Diff(want, userViewOf(rfc1738.URL{URL: u, Parser: p}.NetURL())); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
}

// TestInUcharEscapesAnOwnUser writes users into a registered scheme
// whose user is its own (IMAP's, where ";AUTH=" follows it): escaped
// with InUchar, every user reads back as itself with no mechanism;
// escaped with InUser, RFC 1738's user, which leaves ";" and "=" alone,
// "joe;AUTH=x" would be read as the user "joe" and the mechanism "x",
// which is why InUser's doc points such a scheme to InUchar.
func TestInUcharEscapesAnOwnUser(t *testing.T) {
	p := ownUserParser(t)
	users := append(escapeInputs(), "joe;AUTH=x", ";AUTH=*", "a@b", "a:b")
	for _, user := range users {
		if user == "" {
			continue // imapurl's user has at least one character
		}
		text := "imap://" + rfc1738.Escape(user, rfc1738.InUchar) + "@h.example/INBOX"
		u, err := p.Parse(text)
		if err != nil {
			t.Errorf("user %q: %s: %v", user, text, err)
			continue
		}
		part := u.Part.(*imaptest.IMAPPart)
		if part.User == nil || part.Auth != nil || part.User.Text.Decoded() != user {
			t.Errorf("user %q: %s reads user %v, auth %v", user, text, part.User, part.Auth)
		}
	}
	u, err := p.Parse("imap://" + rfc1738.Escape("joe;AUTH=x", rfc1738.InUser) + "@h.example/INBOX")
	if err != nil || u.Part.(*imaptest.IMAPPart).Auth == nil {
		t.Errorf("InUser left %q alone, so that IMAP reads a mechanism: got %v, %v; the test no longer shows why InUchar exists", ";AUTH=", u, err)
	}
}
