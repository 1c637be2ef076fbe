package rfc1738_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"testing"

	rfc1738 "github.com/urlsyntax/rfc1738"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// hostPort returns the host and port this library reads in u: its
// hostport's, or a file URL's host; "" for a URL without one (mailto,
// news, an opaque part).
func hostPort(u *ast.URL) (host, port string) {
	if hp := u.HostPort(); hp != nil {
		if hp.Host != nil {
			host = hp.Host.String()
		}
		if hp.Port != nil {
			port = string(hp.Port.Text)
		}
		return host, port
	}
	if f, ok := u.Part.(*ast.FilePart); ok && f.Host != nil {
		host = f.Host.String()
	}
	return host, port
}

// hostProblems returns what breaks the host invariants of SECURITY.md for
// u, a URL Parse accepted, "" when nothing does: the host and port of u
// are those url.Parse and a lenient reader (lenientHostPort) read in the
// text of u.NetURL(); every reader reads in Canonical(u) the host and
// port this library reads there (readerProblems), but in a mailto or news
// URL, which has no host; and Canonical(u) keeps
// both this library's reading of them and url.Parse's, but where
// url.Parse read the URL otherwise than this library: then it reads
// Canonical(u) as this library does.
func hostProblems(u *ast.URL) string {
	host, port := hostPort(u)
	nu, err := rfc1738.URL{URL: u}.NetURL()
	if err != nil {
		return "NetURL: " + err.Error()
	}
	for _, first := range []bool{true, false} {
		if h, p := lenientHostPort(nu.String(), first); h != host || p != port {
			return fmt.Sprintf("a lenient reader (first @: %v) reads host %q port %q in NetURL's text %q, the library %q %q", first, h, p, nu.String(), host, port)
		}
	}
	std, err := url.Parse(nu.String())
	if err != nil {
		if c := u.Scheme.Text[0]; 'a' <= c|0x20 && c|0x20 <= 'z' {
			return "url.Parse(NetURL().String()): " + err.Error()
		}
		return "" // a scheme RFC 3986 refuses ("1h:"), as NetURL documents
	}
	if std.Hostname() != host || std.Port() != port {
		return "url.Parse of NetURL's text reads host " + std.Hostname() + " port " + std.Port() + ", the library " + host + " " + port
	}
	canon := rfc1738.Canonical(u)
	cu, err := rfc1738.Parse(canon)
	if err != nil {
		return "Canonical " + canon + ": " + err.Error()
	}
	ch, cp := hostPort(cu)
	if !strings.EqualFold(ch, host) && !isThisMachine(u, ch, host) {
		return "Canonical " + canon + " has host " + ch + ", the URL " + host
	}
	// A mailto or news part that starts with "//" keeps it in canonical
	// form, so that readers of RFC 3986 read the host there they read in
	// the URL (see the switch below); every other URL has one reading.
	if !hasNoHost(u) {
		if p := readerProblems(parser.Default(), canon, ch, cp); p != "" {
			return "Canonical " + canon + ": " + p
		}
	}
	before, errBefore := url.Parse(u.String())
	after, errAfter := url.Parse(canon)
	switch {
	case errBefore == nil && errAfter == nil && !strings.EqualFold(before.Hostname(), after.Hostname()) &&
		!strings.EqualFold(after.Hostname(), host) && !isThisMachine(u, before.Hostname(), after.Hostname()):
		// Canonical may move net/url's reading only to this library's:
		// a "?" in a login, which net/url ends the authority at, is
		// written %3F, so net/url then reads the URL's own host.
		return "url.Parse reads host " + before.Hostname() + " in the URL, " + after.Hostname() + " in Canonical " + canon
	case errBefore != nil && errAfter == nil && after.Hostname() != "" && !strings.EqualFold(after.Hostname(), host):
		return "url.Parse refuses the URL but reads host " + after.Hostname() + " in Canonical " + canon
	}
	return ""
}

// hasNoHost reports whether u's scheme is mailto or news, whose
// productions have no host.
func hasNoHost(u *ast.URL) bool {
	switch u.Part.(type) {
	case *ast.MailtoPart, *ast.NewsPart:
		return true
	}
	return false
}

// isThisMachine reports whether hosts a and b are both "localhost" or
// empty in a file URL: section 3.10 reads both as the machine the URL is
// interpreted on, and the canonical form writes the empty one.
func isThisMachine(u *ast.URL, a, b string) bool {
	_, file := u.Part.(*ast.FilePart)
	local := func(h string) bool { return h == "" || strings.EqualFold(h, "localhost") }
	return file && local(a) && local(b)
}

// TestHostInvariants checks hostProblems over every URL of the corpora
// that parses.
func TestHostInvariants(t *testing.T) {
	for name, urls := range parsedCorpora(t, "conformance-public.txt", "kasztp.txt", "node_files.txt") {
		for _, u := range urls {
			if p := hostProblems(u); p != "" {
				t.Errorf("%s: %q: %s", name, u, p)
			}
		}
	}
}

// FuzzHostInvariants checks hostProblems on any input Parse accepts, and
// that every reader reads the host of NetURL's url.URL in the own text of
// FromNetURL of it.
func FuzzHostInvariants(f *testing.F) {
	for _, s := range []string{"http://h.example:80/a?b", "mailto:%2F%2Fevil.com", "news://evil.com/x@good.com",
		"ftp://u:p@h/a;type=i", "file://h/x", "file:///x", "news://h/a@b", "mailto://evil.com", "x://u@h:1/p?q", "telnet://u:p@h:23/",
		"mailto://good.com%3F@evil.com", "mailto://good.com%2F@evil.com", "mailto://x%40evil.com", "mailto://evil.com%3A99", "news://%70/@A", "mailto://%61bc",
		"x-y://attacker.example?@allowed.example/", "ftp://attacker.example:21?@allowed.example/", "x://a;b&c=d$e+f,g!h*i'j(k)l@h/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := rfc1738.Parse(s)
		if err != nil {
			return
		}
		if p := hostProblems(u); p != "" {
			t.Errorf("%q: %s", s, p)
		}
		// The way back keeps the host in its own text too.
		nu, err := rfc1738.URL{URL: u}.NetURL()
		if err != nil {
			return
		}
		if back, err := rfc1738.FromNetURL(nu); err == nil {
			if p := ownTextProblems(back, nu.Hostname(), nu.Port()); p != "" {
				t.Errorf("%q: FromNetURL(NetURL): %s", s, p)
			}
		}
	})
}

// netURLFields are the fields FromNetURL may name in a *NetURLError.
var netURLFields = map[string]bool{"": true, "Scheme": true, "Fragment": true, "User": true, "Host": true, "Opaque": true, "Path": true, "RawQuery": true}

// FuzzFromNetURL builds a url.URL field by field, hosts with "@", "/",
// "?", "#", ":", "%" and spaces among them, and converts it with
// FromNetURL and with FromNetURLWith a parser that registers acct, a
// scheme with a login (checkFromNetURL).
func FuzzFromNetURL(f *testing.F) {
	f.Add("ftp", "good.com@evil.com", "/", "", "", "", false, false, "")
	f.Add("ftp", "evil.com/x.good.com", "/", "", "", "", false, false, "")
	f.Add("ftp://evil.com/x", "h", "/", "", "", "", false, false, "")
	f.Add("mailto", "evil.com", "", "u", "", "", true, false, "x@y")
	f.Add("news", "x", "/a@b", "", "", "", false, false, "")
	f.Add("http", "h:80", "/a", "", "", "q=1", false, false, "")
	f.Add("ftp", "h", "/a", "u", "p:w@d", "", true, true, "")
	f.Add("x-y", "h", "/p", "", "", "", false, false, "")
	f.Add("http", "h h", "/", "", "", "", false, false, "")
	f.Add("telnet", "h:23", "", "us er", "", "", true, false, "")
	f.Add("https", "allowed.example", "/", "attacker.example?", "", "", true, false, "")
	f.Add("x-y", "allowed.example", "/", "attacker.example?", "", "", true, false, "")
	f.Add("ftp", "allowed.example", "/", "attacker.example", "21?", "", true, true, "")
	f.Add("acct", "allowed.example:1", "/p", "a#b", `c\d`, "", true, true, "")
	f.Add("news", "", "", "", "", "", false, false, "//evil.com/a@b")
	f.Add("ws", "", "", "", "", "", false, false, "evil.example/x")
	f.Add("wss", "", "", "", "", "", false, false, "user@evil.example:8080/x")
	f.Add("WS", "", "/evil.example/x", "", "", "", false, false, "")
	lp := loginParser(f)
	f.Fuzz(func(t *testing.T, scheme, host, path, user, pass, query string, hasUser, hasPass bool, opaque string) {
		nu := &url.URL{Scheme: scheme, Host: host, Path: path, RawQuery: query, Opaque: opaque}
		switch {
		case hasUser && hasPass:
			nu.User = url.UserPassword(user, pass)
		case hasUser:
			nu.User = url.User(user)
		}
		checkFromNetURL(t, nil, nu)
		checkFromNetURL(t, lp, nu)
	})
}

// checkFromNetURL converts nu with FromNetURLWith(p, nu), which must
// refuse it with a *NetURLError naming a field, or give a URL whose
// scheme, user, password, host and port are nu's, whose own text
// (String, MarshalText, MarshalJSON) every reader reads with nu's host
// and port (ownTextProblems), browsers too (browserHostPort), and that
// keeps the host invariants (hostProblems).
func checkFromNetURL(t *testing.T, p *parser.Parser, nu *url.URL) {
	t.Helper()
	in := goURL(nu)
	got, err := rfc1738.FromNetURLWith(p, nu)
	if err != nil {
		var e *rfc1738.NetURLError
		if !errors.As(err, &e) || !netURLFields[e.Field] {
			t.Fatalf("FromNetURL(%s): %T %v; want a *NetURLError naming a field", in, err, err)
		}
		return
	}
	u := got.URL
	if !strings.EqualFold(string(u.Scheme.Text), nu.Scheme) {
		t.Errorf("FromNetURL(%s): scheme %q", in, u.Scheme.Text)
	}
	h, pt := hostPort(u)
	if h != nu.Hostname() || pt != nu.Port() {
		t.Errorf("FromNetURL(%s) = %q: host %q port %q, the url.URL's %q %q", in, u, h, pt, nu.Hostname(), nu.Port())
	}
	var gotUser, gotPass string
	var gotHasUser, gotHasPass bool
	if l := u.Login(); l != nil && l.User != nil {
		gotUser, gotHasUser = l.User.Decoded(), true
		if l.Password != nil {
			gotPass, gotHasPass = l.Password.Decoded(), true
		}
	}
	wantPass, wantHasPass := nu.User.Password()
	if gotHasUser != (nu.User != nil) || gotUser != nu.User.Username() || gotHasPass != wantHasPass || gotPass != wantPass {
		t.Errorf("FromNetURL(%s) = %q: user %q (%v) password %q (%v)", in, u, gotUser, gotHasUser, gotPass, gotHasPass)
	}
	if problem := ownTextProblems(got, nu.Hostname(), nu.Port()); problem != "" {
		t.Errorf("FromNetURL(%s): %s", in, problem)
	}
	if h, pt, special := browserHostPort(got.String()); special && (h != nu.Hostname() || pt != nu.Port()) {
		t.Errorf("FromNetURL(%s) = %q: browsers read host %q port %q", in, got, h, pt)
	}
	if p == nil {
		// hostProblems reads with the default parser.
		if problem := hostProblems(u); problem != "" {
			t.Errorf("FromNetURL(%s) = %q: %s", in, u, problem)
		}
	}
}

// goURL writes nu as Go code that builds it, its user and password
// shown (%#v shows the pointer).
func goURL(nu *url.URL) string {
	user := "nil"
	if pw, ok := nu.User.Password(); ok {
		user = fmt.Sprintf("url.UserPassword(%q, %q)", nu.User.Username(), pw)
	} else if nu.User != nil {
		user = fmt.Sprintf("url.User(%q)", nu.User.Username())
	}
	return fmt.Sprintf("&url.URL{Scheme: %q, Opaque: %q, User: %s, Host: %q, Path: %q, RawPath: %q, RawQuery: %q, ForceQuery: %v, OmitHost: %v}",
		nu.Scheme, nu.Opaque, user, nu.Host, nu.Path, nu.RawPath, nu.RawQuery, nu.ForceQuery, nu.OmitHost)
}

// lenientHostPort returns the host and port that a reader of RFC 3986 or
// of browsers finds in text, from the authority after "scheme://" up to
// the first "/", "?", "#" or "\" (a "/" to browsers in their special
// schemes): the hostport after its first "@" when first is set, after
// its last "@" otherwise, cut at its last ":". A text without "//" has
// no host.
func lenientHostPort(text string, first bool) (host, port string) {
	_, rest, _ := strings.Cut(text, ":")
	authority, ok := strings.CutPrefix(rest, "//")
	if !ok {
		return "", ""
	}
	if i := strings.IndexAny(authority, `/?#\`); i >= 0 {
		authority = authority[:i]
	}
	at := strings.LastIndexByte(authority, '@')
	if first {
		at = strings.IndexByte(authority, '@')
	}
	hp := authority[at+1:]
	if i := strings.LastIndexByte(hp, ':'); i >= 0 {
		return hp[:i], hp[i+1:]
	}
	return hp, ""
}

// readerProblems returns what breaks the host invariant of text, a URL's
// own text: this library (reading with p), net/url and the lenient
// reader, its authority split at the first and at the last "@", all read
// host and port in it. url.Parse may refuse the text only when its scheme
// starts with no letter, which RFC 3986 requires.
func readerProblems(p *parser.Parser, text, host, port string) string {
	t, err := p.Parse(text)
	if err != nil {
		return "the library refuses it: " + err.Error()
	}
	if h, pt := hostPort(t); h != host || pt != port {
		return fmt.Sprintf("the library reads host %q port %q", h, pt)
	}
	if std, err := url.Parse(text); err == nil {
		if std.Hostname() != host || std.Port() != port {
			return fmt.Sprintf("url.Parse reads host %q port %q", std.Hostname(), std.Port())
		}
	} else if c := text[0] | 0x20; 'a' <= c && c <= 'z' {
		return "url.Parse refuses it: " + err.Error()
	}
	for _, first := range []bool{true, false} {
		if h, pt := lenientHostPort(text, first); h != host || pt != port {
			return fmt.Sprintf("a lenient reader (first @: %v) reads host %q port %q", first, h, pt)
		}
	}
	return ""
}

// ownTextProblems returns what breaks the host invariant in u's own text,
// as String, MarshalText and MarshalJSON (decoded) write it: see
// readerProblems. Each must write the same text.
func ownTextProblems(u rfc1738.URL, host, port string) string {
	text := u.String()
	mt, err := u.MarshalText()
	if err != nil || string(mt) != text {
		return fmt.Sprintf("MarshalText = %q, %v; String %q", mt, err, text)
	}
	mj, err := u.MarshalJSON()
	var fromJSON string
	if err != nil || json.Unmarshal(mj, &fromJSON) != nil || fromJSON != text {
		return fmt.Sprintf("MarshalJSON = %s, %v; String %q", mj, err, text)
	}
	p := u.Parser
	if p == nil {
		p = parser.Default()
	}
	if problem := readerProblems(p, text, host, port); problem != "" {
		return "in " + strconv.Quote(text) + ", " + problem
	}
	return ""
}

// loginPart is a registered scheme's part with a login and a path, as a
// scheme author may write one: "acct://user:password@host:port/path".
type loginPart struct {
	ast.Span
	Login *ast.Login   `parser:"'/' '/' @@"`
	Path  *ast.URLPath `parser:"( '/' @@ )?"`
}

func (p *loginPart) String() string {
	s := "//" + p.Login.String()
	if p.Path != nil {
		s += "/" + p.Path.String()
	}
	return s
}
func (*loginPart) DefaultPort() (int, bool)   { return 0, false }
func (*loginPart) Production() ast.Production { return ast.Production{Name: "accturl"} }

// loginParser returns a parser that reads the scheme "acct" by loginPart.
func loginParser(t testing.TB) *parser.Parser {
	p, err := parser.New(parser.WithScheme(parser.Scheme{Name: "acct", Part: &loginPart{}}))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestFromNetURLLoginBytes puts every octet into a user and into a
// password, alone, before other text and after it, and converts the
// url.URL with FromNetURL and FromNetURLWith, for every scheme with a
// login: ftp and telnet, x-y (read by the generic syntax), and acct, a
// registered scheme whose part has a login. Each conversion gives a URL
// whose own text (String, MarshalText, MarshalJSON) every reader reads
// with the url.URL's host and port (ownTextProblems) and this library
// with its user and password: escaping carries every octet. The schemes
// whose production has no login (http, https, gopher) refuse every one
// with a *NetURLError naming User.
func TestFromNetURLLoginBytes(t *testing.T) {
	p := loginParser(t)
	convert := map[string]func(*url.URL) (rfc1738.URL, error){
		"FromNetURL":        rfc1738.FromNetURL,
		"FromNetURLWith(p)": func(nu *url.URL) (rfc1738.URL, error) { return rfc1738.FromNetURLWith(p, nu) },
	}
	accepted := 0
	for name, from := range convert {
		for _, scheme := range []string{"ftp", "telnet", "x-y", "acct", "http", "https", "gopher"} {
			path := "/p"
			if scheme == "telnet" {
				path = "/" // telneturl = "telnet://" login [ "/" ]
			}
			for c := 0; c < 256; c++ {
				b := string([]byte{byte(c)})
				for _, text := range []string{b, "attacker.example" + b, b + "attacker.example", "a" + b + "21"} {
					for _, nu := range []*url.URL{
						{Scheme: scheme, User: url.User(text), Host: "allowed.example", Path: path},
						{Scheme: scheme, User: url.UserPassword("attacker.example", text), Host: "allowed.example:21", Path: path},
						{Scheme: scheme, User: url.UserPassword(text, "21"+text), Host: "allowed.example"},
					} {
						pw, hasPW := nu.User.Password()
						in := fmt.Sprintf("%s(scheme %s, user %q, password %q (%v), host %s)", name, scheme, nu.User.Username(), pw, hasPW, nu.Host)
						u, err := from(nu)
						var e *rfc1738.NetURLError
						loginless := scheme == "http" || scheme == "https" || scheme == "gopher"
						switch {
						case err != nil && (!errors.As(err, &e) || e.Field != "User"):
							t.Errorf("%s: %v; want a *NetURLError for User", in, err)
						case err != nil && !loginless:
							t.Errorf("%s: %v; want the octet escaped", in, err)
						case err != nil:
						case loginless:
							t.Errorf("%s = %q; want a *NetURLError for User: %s has no login", in, u, scheme)
						default:
							accepted++
							if problem := ownTextProblems(u, nu.Hostname(), nu.Port()); problem != "" {
								t.Errorf("%s: %s", in, problem)
							}
							l := u.Login()
							if l == nil || l.User.Decoded() != nu.User.Username() || (l.Password != nil) != hasPW || hasPW && l.Password.Decoded() != pw {
								t.Errorf("%s = %q: another user or password", in, u)
							}
						}
					}
				}
			}
		}
	}
	t.Logf("%d conversions accepted", accepted)
}
