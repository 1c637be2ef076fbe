package rfc1738

import (
	"errors"
	"fmt"
	"net/url"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
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

// JoinPath returns a new URL with elem appended to u's path, as
// url.URL.JoinPath does, for the schemes whose path is segments: ftp,
// http (and https), file and prospero, and a registered scheme whose
// path is a node of segments of one of their productions (rtsp's hpath).
// The path is the node that follows the part's server after a "/", and
// the new path takes its place: what follows it (the search, the ftp
// typecode, the prospero fields) is kept.
//
// Each element is one segment, decoded text: it is escaped as the
// scheme's segment production requires (Escape with InHSegment,
// InFSegment or InPSegment), so a "/" in an element is "%2F", inside its
// segment, and never a separator. When u's path ends with "/" (its last
// segment is empty), the first element takes the place of that empty
// segment, so "http://h/a/" and "http://h/a" joined with "b" both give
// "http://h/a/b". An empty element is an empty segment, which ftp reads
// as a CWD with a null argument (section 3.2.2). With no element, the
// URL is returned as it is ("http://h" stays without its "/"), parsed
// again.
//
// url.URL.JoinPath cleans the result as path.Join does, "." and ".."
// removed with the segments before them. RFC 1738 gives "." and ".." no
// meaning in a path (RFC 1808 does, in resolving a relative URL, which
// is Resolve's business), and an ftp server reads ".." as a directory
// name, so JoinPath neither cleans nor passes them on: an element "."
// or ".." is an error, as is every element of a URL whose scheme has no
// segments, and the zero URL. u is joined as its text reads with u's
// parser, as NetURL converts it, so a tree a program built or changed is
// joined as it prints; the result is parsed again, and the parser's
// error returned when RFC 1738 refuses either (a URL longer than the
// parser's MaxLength, a tree a program built that is no URL).
func (u URL) JoinPath(elem ...string) (URL, error) {
	if u.URL == nil {
		return URL{}, errors.New("rfc1738: JoinPath: the zero URL has no path")
	}
	for _, e := range elem {
		if e == "." || e == ".." {
			return URL{}, fmt.Errorf("rfc1738: JoinPath: %q is no segment RFC 1738 gives a meaning to; resolve a relative URL with Resolve", e)
		}
	}
	text := u.URL.String()
	path, ok, err := u.segmentPath(u.URL, text)
	if !ok && err == nil {
		// A tree a program built or changed, whose spans need not say
		// where its text has its nodes, or one with no path of segments:
		// its text is read again.
		t, perr := u.parser().Parse(text)
		if perr != nil {
			return URL{}, perr
		}
		path, ok, err = u.segmentPath(t, text)
	}
	if err != nil {
		return URL{}, err
	}
	if !ok {
		return URL{}, fmt.Errorf("rfc1738: JoinPath: the production of scheme %q has no path segments", u.URL.Scheme.Name())
	}
	if len(elem) > 0 {
		text = path.joined(elem)
	}
	t, err := u.parser().Parse(text)
	if err != nil {
		return URL{}, err
	}
	return URL{URL: t, Parser: u.Parser}, nil
}

// segments is a path of segments in a URL's text: the text, where the
// path is in it, its segments, and the Component that escapes a new one.
type segments struct {
	text       string
	start, end int
	segs       []ast.Node
	component  Component
}

// segmentPath returns the path of segments of t, whose text is text,
// when t's spans say where text has its part, its server and the path's
// segments, as in a tree parsed from text. A part that ends at its server
// (http://h) has the path its production gives it after a "/", which is
// read by u's parser from text with that "/" added (http://h/, one empty
// segment); the parser's error when that text is too long to read, and
// false when it is no URL. It reports false when t has no such path, or
// its spans do not hold.
func (u URL) segmentPath(t *ast.URL, text string) (segments, bool, error) {
	if ast.IsNil(t.Part) || t.Scheme == nil || t.Part.Pos() != len(t.Scheme.Text)+len(":") || t.Part.End() != len(text) {
		return segments{}, false, nil
	}
	p, hierarchical := urlPathOf(t)
	if !hierarchical || p.start != t.Part.End() {
		path, ok := segmentsAfter(p, text)
		return path, ok, nil
	}
	with := text[:p.start] + "/" + text[p.start:]
	t, err := u.parser().Parse(with)
	var pe *parser.Error
	switch {
	case errors.As(err, &pe) && pe.Code == parser.CodeTooLong:
		return segments{}, false, err
	case err != nil:
		return segments{}, false, nil // no "/" may follow the server
	}
	p, _ = urlPathOf(t)
	path, ok := segmentsAfter(p, with)
	return path, ok, nil
}

// segmentsAfter returns the path of segments p starts with: the child
// after the server, after a "/", when its children are segments of one
// production that a Component escapes, with a "/" between each and the
// next, and the server's and the segments' spans hold their text.
func segmentsAfter(p urlPath, text string) (segments, bool) {
	if p.start >= len(text) || text[p.start] != '/' || p.next >= len(p.kids) || p.kids[p.next].Pos() != p.start+1 {
		return segments{}, false
	}
	if p.next > 0 && !holds(text, p.kids[p.next-1]) {
		return segments{}, false
	}
	return segmentsOf(p.kids[p.next], text)
}

// holds reports whether text has n's text at n's span.
func holds(text string, n ast.Node) bool {
	pos, end := n.Pos(), n.End()
	return 0 <= pos && pos <= end && end <= len(text) && text[pos:end] == n.String()
}

// segmentsOf returns path as a path of segments, and false when its
// children are none, not of one production, of a production no
// Component escapes, or not written with a "/" between each two.
func segmentsOf(path ast.Node, text string) (segments, bool) {
	segs := ast.ChildrenOf(path)
	if len(segs) == 0 {
		return segments{}, false
	}
	prod := grammar.Of(segs[0])
	c, ok := componentOf(prod)
	at := path.Pos()
	for i, s := range segs {
		if i > 0 {
			if at >= len(text) || text[at] != '/' {
				return segments{}, false
			}
			at++
		}
		if grammar.Of(s) != prod || s.Pos() != at || !holds(text, s) {
			return segments{}, false
		}
		at = s.End()
	}
	if !ok || at != path.End() {
		return segments{}, false
	}
	return segments{text, path.Pos(), path.End(), segs, c}, true
}

// componentOf returns the Component whose production is prod.
func componentOf(prod ast.Production) (Component, bool) {
	for c := Component(0); c.valid(); c++ {
		if c.Production() == prod {
			return c, true
		}
	}
	return 0, false
}

// joined returns p's text with elem added to its path, each escaped as
// one segment; an empty last segment (a path that ends with "/") is
// replaced by the first element.
func (p segments) joined(elem []string) string {
	n := len(p.segs)
	if n > 0 && p.segs[n-1].End() == p.segs[n-1].Pos() {
		n--
	}
	var b strings.Builder
	if n > 0 {
		b.WriteString(p.text[:p.segs[n-1].End()])
	} else {
		b.WriteString(p.text[:p.start])
	}
	for i, e := range elem {
		if i > 0 || n > 0 {
			b.WriteByte('/')
		}
		b.WriteString(Escape(e, p.component))
	}
	b.WriteString(p.text[p.end:])
	return b.String()
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
