// Package netdiff compares how RFC 1738 (this module's parser) and Go's
// net/url, which follows RFC 3986, read the same text, field by field,
// and says why they differ: each difference has one of a fixed set of
// reasons (Reasons), tied to the rules of both RFCs (or of net/url
// itself) responsible.
//
// Its rules are those of the root package's differential test,
// TestNetURLDifferences, which explains with them every disagreement of
// the two parsers over the shared corpora (testdata/neturl-differences.golden);
// this package's test checks that they give that file's counts and
// examples exactly. The live page (examples/web) shows them beside
// each URL typed, in English or French.
package netdiff

import (
	"errors"
	"fmt"
	"net/url"
	"reflect"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// A View is the part of a URL that the comparison reads, as one of the
// two parsers gives it.
//
//   - Scheme: RFC 1738's as written (Scheme.Text); net/url's Scheme.
//   - User, Password: decoded, nil when absent: RFC 1738's Login().User
//     and Password; net/url's User.Username() and User.Password().
//   - Host, Port: RFC 1738's Host().String() and the HostPort's port as
//     written ("" without them); net/url's Hostname() and Port().
//   - Path: decoded. net/url's Path includes the "/" after the host;
//     RFC 1738's url-path (section 3.1) starts after that "/", so the
//     RFC 1738 side is the decoded text from the end of the host or
//     hostport (the "/" included) to the "?" before an http or wais
//     search, or to the end. For file:/// URLs (no host) it starts after
//     "file://". A URL whose scheme part is opaque has no Path, nor has
//     a telnet URL: the "/" that may end it is no url-path (section
//     3.8), and only Raw holds it.
//   - Opaque: as written. RFC 1738: the whole scheme part of an
//     *ast.OpaquePart, *ast.MailtoPart or *ast.NewsPart (section 5's
//     *xchar, mailtourl, newsurl: no "//" host); net/url's Opaque.
//   - Query: as written, nil when there is no "?": RFC 1738's search
//     (http and wais, the schemes that have one); net/url's RawQuery
//     (nil when RawQuery is "" and ForceQuery is false).
//
// net/url's Fragment is not part of a View: RFC 1738 has no fragment,
// and rfc1738.Parse rejects every "#".
type View struct {
	Scheme   string
	User     *string
	Password *string
	Host     string
	Port     string
	Path     string
	Opaque   string
	Query    *string

	// Raw is the RFC 1738 side's Path as written, for the rule
	// neturl-splits-query; Equal does not compare it.
	Raw string
	// OwnUserInfo is, for a part that holds its user in nodes of its
	// own (ast.UserInfoPart) and has an "@" before its host, the text
	// between its "//" and that "@", all of which net/url reads as its
	// userinfo; nil otherwise. It is for the rule own-userinfo; Equal
	// does not compare it.
	OwnUserInfo *string
}

// Equal reports whether v and w read the same parts, Raw and
// OwnUserInfo aside.
func (v View) Equal(w View) bool {
	return v.Scheme == w.Scheme && eq(v.User, w.User) && eq(v.Password, w.Password) && v.Host == w.Host &&
		v.Port == w.Port && v.Path == w.Path && v.Opaque == w.Opaque && eq(v.Query, w.Query)
}

// eq reports whether a and b are both absent, or both the same text.
func eq(a, b *string) bool { return a == nil && b == nil || a != nil && b != nil && *a == *b }

// RFC1738View returns the View of u, which the parser read from line.
func RFC1738View(line string, u *ast.URL) View {
	v := View{Scheme: string(u.Scheme.Text)}
	if l := u.Login(); l != nil && l.User != nil {
		s := l.User.Decoded()
		v.User = &s
		if l.Password != nil {
			s := l.Password.Decoded()
			v.Password = &s
		}
	} else if p, ok := u.Part.(ast.UserInfoPart); ok {
		// A scheme author's part names its user and password nodes.
		user, password := p.UserInfo()
		v.User, v.Password = decodedText(user), decodedText(password)
		if hp := u.HostPort(); hp != nil {
			if start := p.Pos() + len("//"); start < hp.Pos() && hp.Pos() <= len(line) && strings.HasPrefix(line[p.Pos():], "//") && line[hp.Pos()-1] == '@' {
				info := line[start : hp.Pos()-1]
				v.OwnUserInfo = &info
				if ast.EmptyUser(u) {
					v.User = &info // "", as URL.User and net/url read it
				}
			}
		}
	}
	part := line[len(v.Scheme)+1:]
	switch u.Part.(type) {
	case *ast.OpaquePart, *ast.MailtoPart, *ast.NewsPart:
		v.Opaque = part
		return v
	}
	end := len(v.Scheme) + len(":") + len("//")
	if hp := u.HostPort(); hp != nil {
		end = hp.End()
		if hp.Port != nil {
			v.Port = string(hp.Port.Text)
		}
	}
	if h := u.Host(); h != nil {
		v.Host = h.String()
		end = max(end, h.End())
	}
	rest := line[end:]
	var search *ast.Search
	switch p := u.Part.(type) {
	case *ast.HTTPPart:
		search = p.Search
	case *ast.WAISPart:
		search = p.Search
	}
	if search != nil {
		rest = line[end : search.Pos()-1]
		q := string(search.Text)
		v.Query = &q
	}
	v.Raw = rest
	if _, ok := u.Part.(*ast.TelnetPart); ok {
		// telneturl = "telnet://" login [ "/" ]: the "/" it allows
		// ends the URL, and is no url-path (section 3.8).
		return v
	}
	v.Path = ast.Decode(rest)
	return v
}

// NetURLView returns the View of n.
func NetURLView(n *url.URL) View {
	v := View{Scheme: n.Scheme, Host: n.Hostname(), Port: n.Port(), Path: n.Path, Opaque: n.Opaque}
	if n.User != nil {
		s := n.User.Username()
		v.User = &s
		if p, ok := n.User.Password(); ok {
			v.Password = &p
		}
	}
	if n.RawQuery != "" || n.ForceQuery {
		q := n.RawQuery
		v.Query = &q
	}
	return v
}

// Rewrite rewrites r, the RFC 1738 View of a text, into net/url's
// reading n of it by the rules that make the two differ, and returns
// the codes of the rules it applied. What differs after that is
// unexplained.
func Rewrite(r, n View) (View, []string) {
	var codes []string
	if r.Scheme != n.Scheme && strings.ToLower(r.Scheme) == n.Scheme {
		r.Scheme = n.Scheme
		codes = append(codes, "neturl-lowercases-scheme")
	}
	if r.Scheme == "news" && strings.HasPrefix(r.Opaque, "//") && n.Host != "" {
		// The two readings share nothing but the scheme.
		return n, append(codes, "news-authority")
	}
	if strings.HasPrefix(r.Opaque, "/") && !strings.HasPrefix(r.Opaque, "//") && n.Opaque == "" {
		r.Raw, r.Path, r.Opaque = r.Opaque, ast.Decode(r.Opaque), ""
		codes = append(codes, "neturl-rooted-path")
	}
	if r.Scheme == "telnet" && r.Path == "" && r.Raw == "/" && n.Path == "/" {
		r.Path = n.Path
		codes = append(codes, "telnet-slash")
	}
	if r.OwnUserInfo != nil && n.User != nil && !(eq(r.User, n.User) && eq(r.Password, n.Password)) {
		r.User, r.Password = n.User, n.Password
		codes = append(codes, "own-userinfo")
	}
	if r.Query == nil && n.Query != nil {
		split := func(s string) (string, *string, bool) {
			before, after, ok := strings.Cut(s, "?")
			return before, &after, ok
		}
		if r.Opaque != "" {
			if before, q, ok := split(r.Opaque); ok {
				r.Opaque, r.Query = before, q
				codes = append(codes, "neturl-splits-query")
			}
		} else if before, q, ok := split(r.Raw); ok {
			r.Raw, r.Path, r.Query = before, ast.Decode(before), q
			codes = append(codes, "neturl-splits-query")
		}
	}
	return r, codes
}

// spans are the places in a line that net/url reads as its parts,
// found as net/url finds them (the userinfo ends at the last "@" of the
// authority), for telling where RFC 1738's error lies.
type spans struct {
	scheme              string // lower case; "" when net/url found none
	afterScheme         int    // offset after "scheme:"
	authority           bool   // "//" follows the scheme
	hostStart, hostEnd  int    // the host, without the userinfo and port
	authEnd, queryStart int    // queryStart is -1 without a "?" before any "#"
}

func spansOf(line string, n *url.URL) spans {
	s := spans{scheme: n.Scheme, queryStart: -1}
	if n.Scheme != "" {
		s.afterScheme = len(n.Scheme) + 1
	}
	if i := strings.IndexAny(line, "?#"); i >= 0 && line[i] == '?' {
		s.queryStart = i
	}
	if !strings.HasPrefix(line[s.afterScheme:], "//") {
		return s
	}
	s.authority = true
	start := s.afterScheme + 2
	s.authEnd = len(line)
	if i := strings.IndexAny(line[start:], "/?#"); i >= 0 {
		s.authEnd = start + i
	}
	s.hostStart = start + strings.LastIndex(line[start:s.authEnd], "@") + 1
	s.hostEnd = s.authEnd
	hostport := line[s.hostStart:s.authEnd]
	if strings.HasPrefix(hostport, "[") {
		if i := strings.IndexByte(hostport, ']'); i >= 0 {
			s.hostEnd = s.hostStart + i + 1
		}
	} else if i := strings.LastIndexByte(hostport, ':'); i >= 0 {
		s.hostEnd = s.hostStart + i
	}
	return s
}

// inHost says whether off lies in the host or at the byte after it.
func (s spans) inHost(off int) bool {
	return s.authority && s.hostStart <= off && off <= s.hostEnd
}

// schemesWithHost are the built-in schemes whose part has a login,
// hostport or host, so whose production starts with "//" (section 5),
// and those of the same kind (https, read by http's, RFC 2818 section
// 2.4); schemesWithoutLogin are those whose part has a hostport or host
// where ip-schemepart has a login, and no user of its own. Both are read
// from package ast's parts (ast.PartOf).
var schemesWithHost, schemesWithoutLogin = hostSchemes()

// hostSchemes returns schemesWithHost and schemesWithoutLogin.
func hostSchemes() (withHost, withoutLogin map[string]bool) {
	withHost, withoutLogin = map[string]bool{}, map[string]bool{}
	names := ast.Schemes()
	for _, k := range ast.SameKindSchemes() {
		names = append(names, k.Name)
	}
	for _, name := range names {
		part := ast.PartOf(name)
		_, login := part.(interface{ LoginPart() *ast.Login })
		_, user := part.(ast.UserInfoPart)
		_, hostPort := part.(interface{ HostPortPart() *ast.HostPort })
		_, host := part.(interface{ HostPart() *ast.Host })
		withHost[name] = login || hostPort || host
		withoutLogin[name] = !login && !user && (hostPort || host)
	}
	return withHost, withoutLogin
}

// RejectReason returns the code of the reason why RFC 1738's parser
// gave e for line where net/url.Parse gave n, and "" when no reason
// explains it. The rules are tried in order; each looks at what RFC
// 1738's parser found where its error is, or where its reading of the
// authority as a host and port stopped (HostReading), and at net/url's
// reading of that place.
func RejectReason(line string, e *parser.Error, n *url.URL) string {
	s := spansOf(line, n)
	isByte := func(set string) bool { return len(e.Found) == 1 && strings.Contains(set, e.Found) }
	hostByte := func(c byte) bool {
		return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '.'
	}
	hostOff, hostFound := HostReading(e)
	isHostByte := func(set string) bool { return len(hostFound) == 1 && strings.Contains(set, hostFound) }
	switch {
	case s.scheme == "":
		return "relative-reference"
	case e.Found == "#":
		return "fragment"
	case registered(e) && e.Found == " ":
		return "neturl-accepts-space"
	case registered(e) && e.Found != "" && e.Found[0] >= 0x80:
		return "non-ascii"
	case registered(e):
		// A registered scheme's production is its own RFC's: the
		// reasons below speak of RFC 1738's rules.
		return ""
	case e.Found == "~":
		return "tilde"
	case e.Found == " ":
		return "neturl-accepts-space"
	case e.Found != "" && e.Found[0] >= 0x80:
		return "non-ascii"
	case s.authority && schemesWithoutLogin[s.scheme] && n.User != nil && e.Offset < s.hostStart:
		return "no-login"
	case schemesWithHost[s.scheme] && !s.authority && e.Offset <= s.afterScheme+1:
		return "scheme-without-slashes"
	// newsurl = "news:" grouppart: the parser names the grouppart, the
	// whole scheme part, newsurl.
	case s.scheme == "news" && (e.Production.Name == "newsurl" || e.Production.Name == "group" || e.Production.Name == "article"):
		return "news-grouppart"
	case s.scheme == "file" && s.authority && s.authEnd == len(line) && e.Offset == len(line):
		return "file-without-path"
	case s.scheme == "file" && s.authority && e.Offset == s.hostEnd && s.hostEnd < s.authEnd:
		return "file-port"
	case s.authority && s.hostStart == s.hostEnd && e.Offset == s.hostStart:
		return "empty-host"
	case s.authority && hostOff == s.hostStart && line[s.hostStart] == '[':
		return "ipv6-literal"
	case s.inHost(hostOff) && hostOff < s.hostEnd && hostFound == "_":
		return "host-underscore"
	case s.inHost(hostOff) && hostOff < s.hostEnd && len(hostFound) == 1 && !hostByte(hostFound[0]):
		return "host-chars"
	case s.inHost(hostOff) && hostOff == s.hostEnd && hostOff > s.hostStart && line[hostOff-1] == '.':
		return "trailing-dot"
	case s.inHost(hostOff) && isHostByte(".-"):
		return "hostname-label"
	// The ":" before the port ends the authority: in an http URL the
	// error is in the port; where a login may come, "host:" may also
	// be a user and an empty password, so the error is the login's,
	// at the same place.
	case s.authority && hostOff == s.authEnd && s.hostEnd == hostOff-1 && line[hostOff-1] == ':':
		return "empty-port"
	case s.authority && hostFound == "?" && hostOff == s.authEnd:
		return "query-without-slash"
	case e.Production.Name == "search" && isByte("/?"):
		return "search-chars"
	case e.Production.Name == "escape" && (s.queryStart >= 0 && e.Offset > s.queryStart || n.Opaque != ""):
		return "neturl-unchecked-escape"
	case isByte("\"<>\\^`{|}[]"):
		return "neturl-accepts-unsafe"
	}
	return ""
}

// HostReading returns where RFC 1738's reading of the authority as a
// host and port stopped, and the text there. That is where e is, unless
// the text could go on as a user name and password (the generic syntax,
// ftp and telnet have a login): then e is where the user name stopped,
// often at the "/" or the end for want of an "@", and a note
// (NoteHostReading, NotePortReading) says where the host reading
// stopped.
func HostReading(e *parser.Error) (int, string) {
	for _, n := range e.Notes {
		if n.Code == parser.NoteHostReading || n.Code == parser.NotePortReading {
			return n.Offset, n.Found
		}
	}
	return e.Offset, e.Found
}

// AcceptReason returns the code of the reason why net/url.Parse rejects
// a URL that RFC 1738's parser read as u, and "" when no reason explains
// it.
func AcceptReason(u *ast.URL) string {
	if c := u.Scheme.Text[0]; !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
		return "scheme-first-char"
	}
	return ""
}

// BothReject is the code Disagreement gives a line both parsers
// reject: no disagreement.
const BothReject = "\x00both-reject"

// Disagreement parses line with both parsers (rfc1738's default parser,
// parser.Default, and net/url.Parse) and returns nil when they agree,
// {BothReject} when both reject it, and otherwise the codes of the
// reasons that explain the disagreement, "" standing for an unexplained
// one, with a short description of it, as the differential test's
// golden file writes it.
func Disagreement(line string) (codes []string, detail string) {
	u, err := parser.Parse(line)
	return disagreement(line, u, err)
}

func disagreement(line string, u *ast.URL, rerr error) (codes []string, detail string) {
	n, nerr := url.Parse(line)
	switch {
	case rerr != nil && nerr != nil:
		return []string{BothReject}, ""
	case rerr != nil:
		e := firstError(rerr)
		if e == nil {
			return []string{""}, fmt.Sprintf("rfc1738 error %T: %v", rerr, rerr)
		}
		detail := fmt.Sprintf("rfc1738: offset %d %s %q", e.Offset, e.Production.Name, e.Found)
		if off, found := HostReading(e); off != e.Offset {
			detail += fmt.Sprintf(", host reading stops at %d %q", off, found)
		}
		return []string{RejectReason(line, e, n)}, detail
	case nerr != nil:
		return []string{AcceptReason(u)}, "net/url: " + netURLMessage(nerr)
	}
	r, nv := RFC1738View(line, u), NetURLView(n)
	if r.Equal(nv) {
		return nil, ""
	}
	detail = ViewDiff(r, nv)
	explained, codes := Rewrite(r, nv)
	if !explained.Equal(nv) {
		codes = append(codes, "")
		detail += "; unexplained after " + strings.Join(codes[:len(codes)-1], ", ") + ": " + ViewDiff(explained, nv)
	}
	return codes, detail
}

// registered reports whether e is an error in the part of a scheme
// read by a production of its own RFC, not RFC 1738's
// (ast.Production.FromRFC1738): one registered from outside RFC 1738, or
// a built-in scheme of a later RFC.
func registered(e *parser.Error) bool {
	return e.Scheme.Name != "" && !e.Scheme.FromRFC1738()
}

// firstError returns the first of the parser's errors in err, or nil.
func firstError(err error) *parser.Error {
	var l parser.ErrorList
	var e *parser.Error
	switch {
	case errors.As(err, &l):
		if len(l) > 0 {
			return l[0]
		}
	case errors.As(err, &e):
		return e
	}
	return nil
}

// netURLMessage is net/url's error without the operation and the input
// that url.Error adds.
func netURLMessage(err error) string {
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err.Error()
	}
	return err.Error()
}

// ViewDiff describes the fields in which r (RFC 1738's) and n
// (net/url's) differ, as "field rfc1738 X, net/url Y", joined by "; ".
func ViewDiff(r, n View) string {
	str := func(p *string) string {
		if p == nil {
			return "none"
		}
		return Quoted(*p)
	}
	var out []string
	add := func(field, a, b string) {
		if a != b {
			out = append(out, fmt.Sprintf("%s rfc1738 %s, net/url %s", field, a, b))
		}
	}
	add("scheme", Quoted(r.Scheme), Quoted(n.Scheme))
	add("user", str(r.User), str(n.User))
	add("password", str(r.Password), str(n.Password))
	add("host", Quoted(r.Host), Quoted(n.Host))
	add("port", Quoted(r.Port), Quoted(n.Port))
	add("path", Quoted(r.Path), Quoted(n.Path))
	add("opaque", Quoted(r.Opaque), Quoted(n.Opaque))
	add("query", str(r.Query), str(n.Query))
	return strings.Join(out, "; ")
}

// Quoted returns s quoted as Go quotes it, cut to keep the golden file's lines short.
func Quoted(s string) string {
	const limit = 72
	if len(s) > limit {
		return fmt.Sprintf("%q...", s[:limit])
	}
	return fmt.Sprintf("%q", s)
}

// decodedText returns n's text with its escapes decoded, nil for no node.
func decodedText(n ast.Node) *string {
	if n == nil || reflect.ValueOf(n).Kind() == reflect.Pointer && reflect.ValueOf(n).IsNil() {
		return nil
	}
	s := ast.Decode(n.String())
	return &s
}
