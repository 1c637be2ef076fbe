package rfc1738_test

import (
	"net/url"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// popPart is POP's server production (RFC 2384 section 3), whose user
// may be empty and is followed by an optional ";AUTH=" mechanism:
//
//	popurl = "//" [ [ user ] [ ";AUTH=" auth ] "@" ] hostport
type (
	popPart struct {
		ast.Span
		User     *popUser      `parser:"'/' '/' ( (?= (Alpha | Digit | Safe | Extra | Escape | '&' | '=')* ( ';' 'A' 'U' 'T' 'H' '=' (Alpha | Digit | Safe | Extra | Escape | '&' | '=')+ )? '@' ) @@?"`
		Auth     *popAuth      `parser:"( ';' 'A' 'U' 'T' 'H' '=' @@ )? '@' )?"`
		HostPort *ast.HostPort `parser:"@@"`
	}
	popUser struct {
		ast.Span
		Text ast.Text `parser:"@( Alpha | Digit | Safe | Extra | Escape | '&' | '=' )+"`
	}
	popAuth struct {
		ast.Span
		Text ast.Text `parser:"@( Alpha | Digit | Safe | Extra | Escape | '&' | '=' )+"`
	}
)

func (p *popPart) String() string {
	if p == nil {
		return "" // nil-safe, as ast.SchemePart asks
	}
	s := "//"
	if p.User != nil {
		s += p.User.String()
	}
	if p.Auth != nil {
		s += ";AUTH=" + p.Auth.String()
	}
	if p.User != nil || p.Auth != nil || p.Pos() >= 0 && p.HostPort != nil && p.HostPort.Pos() == p.Pos()+3 {
		s += "@"
	}
	return s + p.HostPort.String()
}
func (*popPart) DefaultPort() (int, bool) { return 110, true }
func (*popPart) Production() ast.Production {
	return ast.Production{Name: "popurl", RFC: "RFC 2384", Section: "3"}
}
func (p *popPart) UserInfo() (user, password ast.Node) { return p.User, nil }
func (u *popUser) String() string                      { return string(u.Text) }
func (*popUser) Production() ast.Production {
	return ast.Production{Name: "user", RFC: "RFC 2384", Section: "3"}
}
func (a *popAuth) String() string { return string(a.Text) }
func (*popAuth) Production() ast.Production {
	return ast.Production{Name: "auth", RFC: "RFC 2384", Section: "3"}
}

// TestNetURLOwnUserWritten checks what NetURL gives for the users of a
// POP part: the empty user of "pop://@host" as url.User(""), which
// url.URL writes back as "//@"; and a refusal where the text url.URL
// would write for the user reads as another user and a mechanism, for
// url.URL leaves ";" and "=" unescaped in a user, as RFC 3986 allows.
func TestNetURLOwnUserWritten(t *testing.T) {
	p, err := parser.New(parser.WithScheme(parser.Scheme{Name: "pop", Part: &popPart{}}))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		in   string
		want userView
	}{
		{"pop://joe@h.example", userView{User: "joe", HasUser: true, Host: "h.example", String: "pop://joe@h.example"}},
		{"pop://@h.example", userView{HasUser: true, Host: "h.example", String: "pop://@h.example"}},
		{"pop://h.example", userView{Host: "h.example", String: "pop://h.example"}},
		{"pop://a%3Bb@h.example", userView{User: "a;b", HasUser: true, Host: "h.example", String: "pop://a;b@h.example"}}, // no POP URL: misleads no one
		{"pop://a%3BAUTH=x@h.example", userView{Err: `rfc1738: NetURL: url.URL writes the pop URL's user "a;AUTH=x" without a password as "pop://a;AUTH=x@h.example", where the pop part reads user "a" without a password: a url.URL cannot carry this user`}},
		{"pop://%3BAUTH%3Dx@h.example", userView{Err: `rfc1738: NetURL: url.URL writes the pop URL's user ";AUTH=x" without a password as "pop://;AUTH=x@h.example", where the pop part reads no user: a url.URL cannot carry this user`}},
		{"pop://;AUTH=*@h.example", userView{Err: `rfc1738: NetURL: the pop part holds ";AUTH=*@" before its host, which is no user (and password) of its UserInfo between "//" and "@": a url.URL has no field for it`}},
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
	// And back: url.User("") is the empty user of "pop://@h.example".
	got, err := rfc1738.FromNetURLWith(p, &url.URL{Scheme: "pop", User: url.User(""), Host: "h.example"})
	if err != nil || got.String() != "pop://@h.example" {
		t.Errorf(`FromNetURLWith(url.User("")) = %v, %v; want pop://@h.example`, got, err)
	}
}

// TestRedactedOwnPassword checks that Redacted hides the password a
// registered scheme's part holds in a node of its own, in a parsed tree
// and in one a program built, whose spans are zero.
func TestRedactedOwnPassword(t *testing.T) {
	p := ownUserParser(t)
	for _, tc := range []struct{ in, want string }{
		{"pair://joe:s3cret@h.example", "pair://joe:xxxxx@h.example"},
		{"pair://joe:@h.example", "pair://joe:xxxxx@h.example"},
		{"pair://joe@h.example", "pair://joe@h.example"},
		{"imap://joe@h.example/INBOX", "imap://joe@h.example/INBOX"},
	} {
		u, err := p.Parse(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := (rfc1738.URL{URL: u, Parser: p}).Redacted(); got != tc.want {
			t.Errorf("Redacted(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	built := &ast.URL{Scheme: &ast.Scheme{Text: "pair"}, Part: &pairPart{
		Name: &pairName{Text: "s3"}, Secret: &pairSecret{Text: "s3"},
		HostPort: &ast.HostPort{Host: &ast.Host{Name: &ast.Hostname{Top: &ast.TopLabel{Text: "s3"}}}}}}
	if got, want := (rfc1738.URL{URL: built, Parser: p}).Redacted(), "pair://s3:xxxxx@s3"; got != want {
		t.Errorf("Redacted(built %s) = %q, want %q", built, got, want)
	}
}

// TestUser checks URL.User: a login's user and password, a registered
// part's own (ast.UserInfoPart), POP's empty user, and none, decoded.
func TestUser(t *testing.T) {
	own := ownUserParser(t)
	pop, err := parser.New(parser.WithScheme(parser.Scheme{Name: "pop", Part: &popPart{}}))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		p    *parser.Parser
		in   string
		want *url.Userinfo
	}{
		{nil, "ftp://jo%40e:s%3Ac@h/", url.UserPassword("jo@e", "s:c")},
		{nil, "ftp://joe@h/", url.User("joe")},
		{nil, "ftp://h/", nil},
		{nil, "mailto:joe@h.example", nil},
		{own, "pair://j%40e:s3@h.example", url.UserPassword("j@e", "s3")},
		{own, "imap://joe;AUTH=x@h.example/INBOX", url.User("joe")},
		{pop, "pop://@h.example", url.User("")},
		{pop, "pop://h.example", nil},
	} {
		p := cmpOr(tc.p, parser.Default())
		u, err := p.Parse(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		got := rfc1738.URL{URL: u, Parser: p}.User()
		if (got == nil) != (tc.want == nil) || got.String() != tc.want.String() {
			t.Errorf("User(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
	if got := (rfc1738.URL{}).User(); got != nil {
		t.Errorf("the zero URL's User = %v", got)
	}
}

// cmpOr returns p, or d when p is nil.
func cmpOr(p, d *parser.Parser) *parser.Parser {
	if p == nil {
		return d
	}
	return p
}

// TestNilOwnPart checks that a URL whose registered part is a nil
// pointer prints as its scheme alone, in raw and canonical form, and
// that Validate reports the part missing.
func TestNilOwnPart(t *testing.T) {
	p, err := parser.New(parser.WithScheme(parser.Scheme{Name: "pop", Part: &popPart{}}))
	if err != nil {
		t.Fatal(err)
	}
	u := &ast.URL{Scheme: &ast.Scheme{Text: "pop"}, Part: (*popPart)(nil)}
	v := rfc1738.URL{URL: u, Parser: p}
	if got := rfc1738.Canonical(u); got != "pop:" {
		t.Errorf("Canonical = %q, want %q", got, "pop:")
	}
	if got := v.Redacted(); got != "pop:" {
		t.Errorf("Redacted = %q", got)
	}
	if list := p.Validate(u); len(list) != 1 || list[0].Code != parser.CodePartMissing {
		t.Errorf("Validate = %v, want part-missing", list)
	}
}

// TestNetURLWithoutItsParser checks that NetURL refuses a tree of a
// registered part when the URL's parser (the default one, Parser nil)
// reads its text by another part, rather than convert that reading.
func TestNetURLWithoutItsParser(t *testing.T) {
	p, err := parser.New(parser.WithScheme(parser.Scheme{Name: "pop", Part: &popPart{}}))
	if err != nil {
		t.Fatal(err)
	}
	u, err := p.Parse("pop://a;AUTH=x@h.example")
	if err != nil {
		t.Fatal(err)
	}
	_, err = rfc1738.URL{URL: u}.NetURL()
	want := "rfc1738: NetURL: the URL's part is a *rfc1738_test.popPart, but the default parser (u.Parser is nil) reads its text by a *ast.IPSchemePart: set URL.Parser to the parser that reads its scheme"
	if err == nil || err.Error() != want {
		t.Errorf("NetURL without its parser: %v, want %s", err, want)
	}
	if _, err := (rfc1738.URL{URL: u, Parser: p}).NetURL(); err != nil && !strings.Contains(err.Error(), "no field") {
		t.Errorf("NetURL with its parser: %v", err)
	}
}

// TestFromNetURLRegisteredError checks that FromNetURLWith's error for a
// url.URL that is no URL of a registered scheme names that scheme's
// production, not RFC 1738.
func TestFromNetURLRegisteredError(t *testing.T) {
	p, err := parser.New(parser.WithScheme(parser.Scheme{Name: "pop", Part: &popPart{}}))
	if err != nil {
		t.Fatal(err)
	}
	_, err = rfc1738.FromNetURLWith(p, &url.URL{Scheme: "pop", Host: "h.example", Path: "/x"})
	if err == nil || !strings.HasPrefix(err.Error(), `rfc1738: url.URL "pop://h.example/x" is not a URL of popurl: `) {
		t.Errorf("FromNetURLWith: %v", err)
	}
}
