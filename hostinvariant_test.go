package rfc1738_test

import (
	"errors"
	"net/url"
	"strings"
	"testing"

	rfc1738 "github.com/urlsyntax/rfc1738"
	"github.com/urlsyntax/rfc1738/ast"
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

// hostProblems returns what breaks the host invariants of issue 11 for
// u, a URL Parse accepted, "" when nothing does: the host and port of u
// are those url.Parse reads in the text of u.NetURL(), and Canonical(u)
// keeps both this library's reading of them and url.Parse's, but where
// url.Parse read the URL otherwise than this library: then it reads
// Canonical(u) as this library does.
func hostProblems(u *ast.URL) string {
	host, port := hostPort(u)
	nu, err := rfc1738.URL{URL: u}.NetURL()
	if err != nil {
		return "NetURL: " + err.Error()
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
	if h, _ := hostPort(cu); !strings.EqualFold(h, host) && !isThisMachine(u, h, host) {
		return "Canonical " + canon + " has host " + h + ", the URL " + host
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

// FuzzHostInvariants checks hostProblems on any input Parse accepts.
func FuzzHostInvariants(f *testing.F) {
	for _, s := range []string{"http://h.example:80/a?b", "mailto:%2F%2Fevil.com", "news://evil.com/x@good.com",
		"ftp://u:p@h/a;type=i", "file://h/x", "file:///x", "news://h/a@b", "mailto://evil.com", "x://u@h:1/p?q", "telnet://u:p@h:23/",
		"mailto://good.com%3F@evil.com", "mailto://good.com%2F@evil.com", "mailto://x%40evil.com", "mailto://evil.com%3A99", "news://%70/@A", "mailto://%61bc"} {
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
	})
}

// netURLFields are the fields FromNetURL may name in a *NetURLError.
var netURLFields = map[string]bool{"": true, "Scheme": true, "Fragment": true, "User": true, "Host": true, "Opaque": true, "Path": true, "RawQuery": true}

// FuzzFromNetURL builds a url.URL field by field, hosts with "@", "/",
// "?", "#", ":", "%" and spaces among them, and checks FromNetURL: it
// refuses with a *NetURLError naming a field, or gives a URL whose
// scheme, user, password, host and port are the url.URL's, and whose
// NetURL url.Parse reads with the same host.
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
	f.Fuzz(func(t *testing.T, scheme, host, path, user, pass, query string, hasUser, hasPass bool, opaque string) {
		nu := &url.URL{Scheme: scheme, Host: host, Path: path, RawQuery: query, Opaque: opaque}
		switch {
		case hasUser && hasPass:
			nu.User = url.UserPassword(user, pass)
		case hasUser:
			nu.User = url.User(user)
		}
		got, err := rfc1738.FromNetURL(nu)
		if err != nil {
			var e *rfc1738.NetURLError
			if !errors.As(err, &e) || !netURLFields[e.Field] {
				t.Fatalf("FromNetURL(%#v): %T %v; want a *NetURLError naming a field", nu, err, err)
			}
			return
		}
		u := got.URL
		if !strings.EqualFold(string(u.Scheme.Text), scheme) {
			t.Errorf("FromNetURL(%#v): scheme %q", nu, u.Scheme.Text)
		}
		h, p := hostPort(u)
		if h != nu.Hostname() || p != nu.Port() {
			t.Errorf("FromNetURL(%#v) = %q: host %q port %q, the url.URL's %q %q", nu, u, h, p, nu.Hostname(), nu.Port())
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
			t.Errorf("FromNetURL(%#v) = %q: user %q (%v) password %q (%v)", nu, u, gotUser, gotHasUser, gotPass, gotHasPass)
		}
		if problem := hostProblems(u); problem != "" {
			t.Errorf("FromNetURL(%#v) = %q: %s", nu, u, problem)
		}
	})
}
