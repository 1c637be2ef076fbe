package rfc1738

import (
	"net/url"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// This file gives URL the accessors of net/url's url.URL, with their
// names and, where RFC 1738 gives the part they read, their meanings.
// Each reads the tree whatever its scheme, so that code written for one
// scheme does not panic on another, and each is safe on the zero URL
// and on a tree a program built, however partial.

// Hostname returns the URL's host as written, without its port: a host
// name or a host number, "" when the URL has none. Every scheme whose
// production has a host has one (ftp, http, gopher, nntp, telnet, wais,
// prospero, file, the common syntax of section 3.1, and a registered
// scheme whose part holds an *ast.Login, *ast.HostPort or, like file,
// answers URL.Host); mailto, news and an opaque scheme part have none.
//
// A file URL's host is "" for "file:///path", and "localhost" (in the
// case written) for "file://localhost/path": Hostname reports the text,
// as url.URL.Hostname does, and section 3.10 gives both the same
// meaning, "the machine from which the URL is being interpreted", which
// ast.FilePart.IsLocal reports.
//
// Case is kept: host names compare without regard to it (Canonical
// lowers it). There are no brackets to strip, as RFC 1738 has no IPv6
// literal. The zero URL has no host: "".
func (u URL) Hostname() string {
	if u.URL == nil {
		return ""
	}
	return u.URL.Host().String()
}

// Port returns the URL's port as written ("080" stays "080"), and ""
// when the URL names none, as url.URL.Port does: it is not the scheme's
// default port, which DefaultPort gives. A URL without a host, and the
// zero URL, have no port.
func (u URL) Port() string {
	if u.URL == nil {
		return ""
	}
	hp := u.URL.HostPort()
	if hp == nil {
		return ""
	}
	return hp.Port.String()
}

// Query returns the search part of an http URL read as an HTML form's
// query, application/x-www-form-urlencoded (RFC 1866 section 8.2.1):
// "&"-separated name=value pairs, each with "+" read as a space and its
// escapes decoded. It is url.ParseQuery's reading, as url.URL.Query's,
// so that the two give the same values for the same search:
//
//   - A pair holding a ";" is dropped: url.ParseQuery refuses ";" as a
//     separator (since Go 1.17), though HTML 4.01 (appendix B.2.2)
//     suggested it beside "&". To read such a search otherwise, take
//     its text from the tree (ast.HTTPPart's Search).
//   - "+" is a space; a "+" that is data is written "%2B".
//   - A name may appear more than once; its values are kept in order.
//
// The reading is keyed on the part's node type, *ast.HTTPPart, not on
// the scheme's name, so every scheme read by http's production is read
// so. RFC 1738 gives a search of any other scheme (gopher's and wais's
// searches, a "?" in the common syntax's url-path) no form structure:
// Query returns an empty url.Values for it, and for an http URL without
// a search, for any URL without one, and for the zero URL. The result
// is never nil, as url.URL.Query's, and the caller may change it.
func (u URL) Query() url.Values {
	if u.URL == nil {
		return url.Values{}
	}
	p, ok := u.URL.Part.(*ast.HTTPPart)
	if !ok || p == nil || p.Search == nil {
		return url.Values{}
	}
	v, _ := url.ParseQuery(string(p.Search.Text)) // pairs with ";" dropped, as url.URL.Query does
	return v
}

// Segments returns the decoded path segments of a URL whose scheme's
// production has them, in order, and nil when it has none or when the
// URL has no path. The segments are split at the "/" written as such,
// then decoded, so an escaped "/" ("%2F") stays inside its segment. A
// path that ends with "/" ends with an empty segment.
//
//   - ftp: the fsegments, the typecode split off (section 3.2.2);
//   - http, and https, which the default parser reads by http's
//     production: the hsegments, the search split off (section 3.3);
//   - file: the fsegments of its fpath (section 3.10);
//   - prospero: the psegments of its ppath, the fieldspecs split off,
//     though section 3.11 says no significance may be assumed of a "/"
//     in the hsoname (ast.ProsperoPart.HSOName gives it whole);
//   - a registered scheme whose part has a Segments() []string method:
//     that method's result.
//
// The others have none, and Segments is nil for them: gopher's path is
// a type and a selector in which "no characters are reserved" (section
// 3.4: ast.GopherPart.DecodedSelector); wais's database, wtype and
// wpath are three fields of their own (section 3.9: ast.WAISPart);
// nntp's group and article number and news's group or article are no
// path (sections 3.6, 3.7); mailto and telnet have no path. The common
// syntax's url-path has the structure its scheme gives it (section 3.1),
// which RFC 1738 does not know: ast.URLPath gives its text. The zero
// URL has no segments.
func (u URL) Segments() []string {
	if u.URL == nil {
		return nil
	}
	switch p := u.URL.Part.(type) {
	case *ast.ProsperoPart:
		if p == nil {
			return nil
		}
		return p.Path.DecodedSegments()
	case interface{ Segments() []string }:
		if ast.IsNil(u.URL.Part) {
			return nil
		}
		return p.Segments()
	}
	return nil
}

// User returns the URL's user and password, decoded, as url.URL.User
// holds them: a login's (section 3.1), or those a registered scheme's
// part holds in nodes of its own (ast.UserInfoPart), where an "@" with
// no user before it (POP's "pop://@host") is the empty user,
// url.User(""). It is nil when the URL has no user, as for the zero
// URL.
func (u URL) User() *url.Userinfo {
	if u.URL == nil {
		return nil
	}
	user, pass, hasUser, hasPass := userOf(u.URL)
	switch {
	case !hasUser:
		return nil
	case hasPass:
		return url.UserPassword(user, pass)
	}
	return url.User(user)
}

// Redacted returns the URL as written, with its password, when it has
// one, replaced by "xxxxx", as url.URL.Redacted does: for logging a URL
// without its secret. A login with a user and an empty password
// ("ftp://joe:@host/") has a password, and gets "xxxxx" too; a user
// without ":" is kept as written. Unlike url.URL.Redacted, the rest of
// the text is not escaped again: every other part stays as written, but
// for a "?" in the user, which RFC 1738 allows there and which
// net/url, browsers and other readers of a log take as the start of the
// query, so that they would read another host: it is written %3F, as
// Canonical and NetURL write it. The password hidden is a login's (an *ast.Login's, section
// 3.1, which a registered scheme's part may hold too), or the node a
// registered scheme's part names its password (ast.UserInfoPart); its
// other nodes are written as they are. The zero URL is "".
func (u URL) Redacted() string {
	if u.URL == nil {
		return ""
	}
	text := u.URL.String()
	if user, password, own := ownUserNodes(u.URL); own && u.URL.Login() == nil {
		text = replaceNode(text, password, "xxxxx")
		if user != nil && strings.Contains(user.String(), "?") {
			text = replaceNode(text, user, strings.ReplaceAll(user.String(), "?", "%3F"))
		}
		return text
	}
	l := u.URL.Login()
	if l == nil || l.Password == nil && (l.User == nil || !strings.Contains(string(l.User.Text), "?")) {
		return text
	}
	login := l.String()
	redacted := *l
	if l.User != nil {
		redacted.User = &ast.User{Text: ast.Text(strings.ReplaceAll(string(l.User.Text), "?", "%3F"))}
	}
	if l.Password != nil {
		redacted.Password = &ast.Password{Text: "xxxxx"}
	}
	at := loginOffset(text, l, login)
	if at < 0 {
		return text // no password printed: nothing to hide
	}
	return text[:at] + redacted.String() + text[at+len(login):]
}

// replaceNode returns text, a URL's text, with the text of n, a node of
// its tree (nil for none), replaced by with: at its span when the text
// there is the node's, as in every parsed tree; otherwise, in a tree a
// program built, at its text's last place before the first "@" after
// "//", where a user and password of a part's own are
// (ast.UserInfoPart). The text is unchanged when n's is not found.
func replaceNode(text string, n ast.Node, with string) string {
	if n == nil {
		return text
	}
	s := n.String()
	at := -1
	if pos, end := n.Pos(), n.End(); 0 <= pos && pos <= end && end <= len(text) && text[pos:end] == s {
		at = pos
	} else if start := strings.Index(text, "//"); start >= 0 {
		if end := strings.IndexByte(text[start:], '@'); end >= 0 {
			at = strings.LastIndex(text[:start+end], s)
		}
	}
	if at < 0 {
		return text
	}
	return text[:at] + with + text[at+len(s):]
}

// loginOffset returns where in text, the URL's text, l is printed as
// login: at its span when the text there is the login's, as in every
// parsed tree; otherwise, in a tree a program built or changed, at the
// first place the login's text occurs, which for RFC 1738's schemes is
// after "scheme://" (a scheme holds no "@", which a login with a
// password does). It is -1 when the text holds no such login.
func loginOffset(text string, l *ast.Login, login string) int {
	if pos, end := l.Pos(), l.End(); 0 <= pos && pos <= end && end <= len(text) && text[pos:end] == login {
		return pos
	}
	return strings.Index(text, login)
}

// Resolve resolves the reference ref against u by RFC 1808 section 4,
// as parser.Resolve does with u's text as the base, and parses the
// result with u's parser (so a registered scheme's result is read by its
// production). The zero URL is no base: ref must then be absolute (step
// 1), and a relative ref is an error. To resolve many references
// against one URL, parse it once with ParseBase (or the Parser's).
func (u URL) Resolve(ref string) (*parser.Resolution, error) {
	return u.parser().Resolve(u.String(), ref)
}

// ParseBase parses base as a base URL (RFC 1808 section 3), to resolve
// many references against it, as a crawler resolves the links of a
// page: see parser.Parser.ParseBase. Its errors are *parser.ResolveError.
func ParseBase(base string) (*parser.Base, error) { return parser.ParseBase(base) }
