package rfc1738

import (
	"errors"
	"fmt"
	"net/url"
	"reflect"
	"strconv"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// NetURL returns u as a *url.URL of the standard library, for the code
// that takes one (net/http, ...). Each of RFC 1738's schemes is taken
// apart by its own production, and the result is the one url.Parse
// returns for u's text wherever the two readings agree:
//
//   - Scheme is the scheme in lower case, as url.Parse gives it, since
//     programs compare it so (section 2.1 makes case irrelevant).
//   - A login's user and password go to User, decoded (url.User or
//     url.UserPassword, so an empty password after ":" is kept), and
//     hostport to Host as written ("host:port"). So do the user and
//     password of a registered scheme's part that holds them in nodes of
//     its own (ast.UserInfoPart), when nothing else stands between its
//     "//" and its host: what does (IMAP's ";AUTH=mech") is an error,
//     which names it, as a url.URL has no field for it.
//   - A registered scheme's server is found in its part's children,
//     whatever the part's type: a login, a hostport or a bare host
//     (POP's), or a child of the author's own that holds one (a
//     LoginPart, HostPortPart or HostPart method). What one url.URL
//     cannot carry is an error, not dropped: text of the part's own
//     before a login or host, a second host, text after the host in
//     the child that holds it, a host with no "//" before it, and a
//     part that is "//" alone (url.URL writes no "//" without a host or
//     a path).
//   - A part that starts with "//" and holds no host, followed by "/"
//     ("file:///x", LDAP's "ldap:///dn"), has an empty Host and its
//     url-path in Path, as url.Parse reads it; a part that holds no
//     host but text after its "//" that url.Parse would read as one is
//     an error.
//   - The path goes to Path, decoded, with the "/" before it, and to
//     RawPath when its escapes are not the ones url.URL.EscapedPath
//     would choose, so that "%2F" stays an escaped "/".
//   - http and wais searches go to RawQuery as written, and so do those
//     of https, which the default parser reads by http's production
//     (RFC 2818 section 2.4); an empty search sets ForceQuery.
//   - ftp's ";type=" stays at the end of the path, as url.Parse leaves
//     it; so do prospero's fieldspecs. A gopher path is all Path, its
//     "%09" decoded to tabs there (and kept in RawPath when needed):
//     "?" delimits nothing in a gopher URL, so there is no RawQuery.
//   - mailto and news URLs have no "//" and no hierarchy: their scheme
//     part goes to Opaque as written, "?" included (url.Parse would
//     split a query off, which neither production has).
//   - Schemes RFC 1738 does not define leave the structure of their
//     url-path to their own definitions (section 3.1), so they are read
//     as url.Parse reads them: a "?" in the url-path, or in a scheme
//     part without "//", starts RawQuery; a scheme part without "//"
//     is Opaque, or a Path with OmitHost set when it starts with "/".
//
// url.URL.String() then gives back u's text byte for byte, but for what
// url.URL cannot hold:
//
//   - Upper-case letters in the scheme are lower case.
//   - A user or password is printed by url.Userinfo, which escapes what
//     RFC 3986 reserves in a userinfo from the decoded text: "?", "!",
//     "*", "'", "(" and ")" come back escaped, escapes of characters it
//     leaves plain ("%41") come back decoded, and lower-case hex digits
//     upper case. url.URL keeps no raw userinfo. A scheme author's user
//     production may reserve what url.Userinfo leaves plain (IMAP's
//     ";"): FromNetURL escapes it again, String does not.
//   - A mailto or news scheme part that starts with "//" starts with
//     "%2F/" in Opaque: url.Parse would read a host after "//", and
//     neither scheme has one (both reserve no character, so the escaped
//     "/" means the same).
//   - A "?" in an ftp, file, gopher or prospero path, which those
//     productions allow, is "%3F" in RawPath, and so in String: RFC
//     3986 ends a path at "?", and url.URL.EscapedPath ignores a RawPath
//     that holds one (and escapes Path afresh, which would lose an
//     escaped "/"). The octets are the same, and "?" is reserved in
//     none of those schemes, so the URL means the same (section 2.2).
//
// TestNetURLRoundTrip counts these over the corpora. The fragment of a
// reference is not part of u (see ParseReference) and is not set. A
// scheme that does not start with a letter, which RFC 1738 allows
// ("1h:", "+ftp:") and RFC 3986 does not, is set all the same: String
// writes it, though url.Parse would refuse what String writes.
//
// NetURL converts the URL u prints as, read again by u.Parser (Parse when
// it is nil): a tree a
// program built or changed converts as its text reads, and an error
// (Parse's) is returned when that text is no RFC 1738 URL. The zero URL
// is an error too.
func (u URL) NetURL() (*url.URL, error) {
	if u.URL == nil {
		return nil, errors.New("rfc1738: the zero URL has no url.URL")
	}
	text := u.URL.String()
	t, err := u.parser().Parse(text)
	if err != nil {
		return nil, err
	}
	if err := sameParser(u, t); err != nil {
		return nil, err
	}
	nu := &url.URL{Scheme: t.Scheme.Name()}
	kids := ast.ChildrenOf(t.Part)
	s, hierarchical, err := netServer(t, text, kids)
	if err != nil {
		return nil, err
	}
	if !hierarchical {
		setOpaque(nu, t.Part, text[t.Part.Pos():t.Part.End()])
		return nu, nil
	}
	if err := setServer(u.Parser, nu, t, text, s); err != nil {
		return nil, err
	}
	return nu, setURLPath(nu, t, text, s.pathStart(t), searchOf(kids))
}

// sameParser refuses a URL whose part is a registered scheme's own type
// when u's parser, the default one when u.Parser is nil, reads its text,
// t, by another part: the fields NetURL would fill are then another
// production's, and User, which reads u's own tree, would disagree.
func sameParser(u URL, t *ast.URL) error {
	own, read := reflect.TypeOf(u.URL.Part), reflect.TypeOf(t.Part)
	if own == nil || own == read || own.Kind() == reflect.Pointer && own.Elem().PkgPath() == reflect.TypeFor[ast.URL]().PkgPath() {
		return nil
	}
	which := "u.Parser"
	if u.Parser == nil {
		which = "the default parser (u.Parser is nil)"
	}
	return fmt.Errorf("rfc1738: NetURL: the URL's part is a %v, but %s reads its text by a %v: set URL.Parser to the parser that reads its scheme", own, which, read)
}

// urlPath is where a scheme part's url-path of section 3.1 is: it
// starts, with its "/", after the part's last login, hostport or host,
// or child that holds one (serverIn, as NetURL finds it), or after the "//" of a part
// whose host may be empty (file's, URL.Host's HostPart) when it has
// none.
type urlPath struct {
	kids  []ast.Node // the part's children
	start int        // the offset in the URL's text where it starts
	next  int        // the index in kids of the first child after the server
}

// urlPathOf returns the url-path of t's part, and false for a part with
// no server: no "//" (mailto, news, an opaque part), or a part of its
// own that holds no host.
func urlPathOf(t *ast.URL) (urlPath, bool) {
	p := urlPath{kids: ast.ChildrenOf(t.Part)}
	hierarchical := false
	for i, c := range p.kids {
		if _, ok := serverIn(c); ok {
			p.start, p.next, hierarchical = c.End(), i+1, true
		}
	}
	if _, hostPart := t.Part.(interface{ HostPart() *ast.Host }); !hierarchical && hostPart {
		p.start, hierarchical = t.Part.Pos()+len("//"), true
	}
	return p, hierarchical
}

// setOpaque sets in nu the scheme part p, whose text is part, that has
// no server. A production that gives its text a meaning of its own
// (mailto's address, news's group or article, a registered scheme's) is
// Opaque as written, "?" included: url.Parse would split a query off
// that the production does not have. The generic syntax leaves the
// structure to the scheme (section 3.1), which RFC 1738 does not know,
// so its opaque part is read as url.Parse reads it: a "?" starts
// RawQuery, and a part that starts with "/" is a Path with OmitHost.
func setOpaque(nu *url.URL, p ast.SchemePart, part string) {
	if _, generic := p.(*ast.OpaquePart); !generic {
		nu.Opaque = opaqueText(part)
		return
	}
	rest, query, force := splitQuery(part)
	nu.RawQuery, nu.ForceQuery = query, force
	if strings.HasPrefix(rest, "/") {
		nu.OmitHost = true
		setPath(nu, rest)
	} else {
		nu.Opaque = rest
	}
}

// setServer sets nu's user, password and host from s, the server of t's
// part, parsed from text by p (the default parser when nil): a login's,
// or those of a part that holds them in nodes of its own
// (ast.UserInfoPart), when nothing else stands between its "//" and its
// host. Anything else there (text of the part's own before a login,
// pop's ";AUTH=mech", a host without "//" before it) has no url.URL
// field, and dropping it would change the URL.
func setServer(p *parser.Parser, nu *url.URL, t *ast.URL, text string, s server) error {
	if s.host == nil {
		return nil
	}
	nu.Host = text[s.host.Pos():s.host.End()]
	before := text[t.Part.Pos():s.host.Pos()]
	slashes := strings.HasPrefix(before, "//")
	switch {
	case before == "//":
		return nil
	case s.login != nil && slashes && s.login.Pos() == t.Part.Pos()+len("//"):
		setUser(nu, s.login)
		return nil
	}
	if _, _, own := ownUserNodes(t); own {
		return setOwnUser(p, nu, t, text, s.host)
	}
	if !slashes {
		return fmt.Errorf("rfc1738: NetURL: the %s part holds %q before its host, not \"//\": a url.URL writes \"//\" there", t.Scheme.Name(), before)
	}
	return fmt.Errorf("rfc1738: NetURL: the %s part holds %q before its host, which is no RFC 1738 login, and the part no ast.UserInfoPart: a url.URL has no field for it", t.Scheme.Name(), strings.TrimPrefix(before, "//"))
}

// setURLPath sets nu's path and query from the text of t's part after
// its server, which starts at start in text. A search the production
// declares after a "?" (http's, wais's, a registered scheme's
// ast.Search) is RawQuery, and what comes before that "?" the path. Without one, all of
// it is the path in a scheme RFC 1738 defines, whose productions give
// "?" no meaning of a delimiter there (ftp's, file's, gopher's and
// prospero's paths hold it as a character; ftp's ";type=" and prospero's
// fieldspecs stay in the path, as url.Parse leaves them). The generic
// syntax and the schemes of other RFCs leave that structure to their own
// definitions (section 3.1): their text is read as url.Parse reads it, a
// "?" starting RawQuery.
func setURLPath(nu *url.URL, t *ast.URL, text string, start int, search ast.Node) error {
	end := t.Part.End()
	if search != nil && text[search.Pos()-len("?")] != '?' {
		search = nil // a delimiter of the scheme's own, which url.URL does not know
	}
	if search != nil {
		end = search.Pos() - len("?")
		nu.RawQuery = text[search.Pos():search.End()]
		nu.ForceQuery = nu.RawQuery == ""
	}
	rest := text[start:end]
	if prod := grammar.Of(t.Part); search == nil && (!prod.FromRFC1738() || prod == grammar.IPSchemePart) {
		rest, nu.RawQuery, nu.ForceQuery = splitQuery(rest)
	}
	if rest != "" && rest[0] != '/' {
		return fmt.Errorf("rfc1738: NetURL: the %s part goes on after its host with %q, which a url.URL cannot hold (its path starts with \"/\")", t.Scheme.Name(), rest[:1])
	}
	if rest != "" {
		setPath(nu, rest)
	}
	return nil
}

// opaqueText returns the scheme part of a mailto or news URL as Opaque:
// as written, but for a leading "//", whose first "/" is escaped. Written
// after the scheme's ":", "//" starts an authority for url.Parse, which
// would read a host that the URL does not have; mailto and news reserve
// no character (sections 3.5 and 3.6), so "%2F" means "/".
func opaqueText(s string) string {
	if strings.HasPrefix(s, "//") {
		return "%2F" + s[1:]
	}
	return s
}

// setUser sets the user and password of nu from l.
func setUser(nu *url.URL, l *ast.Login) {
	if l.User == nil {
		return
	}
	if l.Password != nil {
		nu.User = url.UserPassword(l.User.Decoded(), l.Password.Decoded())
	} else {
		nu.User = url.User(l.User.Decoded())
	}
}

// setPath sets nu's Path to the decoded raw, and its RawPath to raw when
// url.URL would not escape the decoded path as raw is, exactly as
// url.Parse does: ast.Decode is net/url's decoding of a path.
//
// A "?" in raw, which RFC 1738 allows in the paths of some schemes, is
// first escaped: url.URL.EscapedPath ignores a RawPath holding "?" and
// escapes the decoded Path afresh, which would turn every other escape
// of raw into its character, an escaped "/" into a separator.
func setPath(nu *url.URL, raw string) {
	raw = strings.ReplaceAll(raw, "?", "%3F")
	nu.Path = ast.Decode(raw)
	if nu.EscapedPath() != raw {
		nu.RawPath = raw
	}
}

// splitQuery splits s at its first "?" as url.Parse does: a query that
// is empty sets ForceQuery only when that "?" is the only one and ends s.
func splitQuery(s string) (rest, query string, force bool) {
	if strings.HasSuffix(s, "?") && strings.Count(s, "?") == 1 {
		return s[:len(s)-1], "", true
	}
	rest, query, _ = strings.Cut(s, "?")
	return rest, query, false
}

// NetURLError reports a url.URL that FromNetURL cannot turn into an RFC
// 1738 URL: a field RFC 1738 has no place for, text it does not allow,
// or a URL that RFC 1738's productions refuse, in which case Err is the
// parser's error (errors.As finds it through Unwrap).
type NetURLError struct {
	// Field is the url.URL field at fault ("Scheme", "Fragment", "User",
	// "Host", "Opaque", "Path", "RawQuery"), or "" when the parser
	// refused the URL as a whole.
	Field string
	// Text is the field's text as url.URL writes it, or the whole URL
	// FromNetURL wrote when Field is "".
	Text string
	// Reason says why RFC 1738 cannot carry it, and how to fix it when
	// there is a way.
	Reason string
	// Err is the parser's error when Field is "": a *parser.Error or a
	// parser.ErrorList, whose offsets are into Text.
	Err error
}

// Error implements error.
func (e *NetURLError) Error() string {
	if e.Field == "" && e.Err != nil {
		what := "an RFC 1738 URL"
		var pe *parser.Error
		if errors.As(e.Err, &pe) && pe.Scheme.Name != "" && !pe.Scheme.FromRFC1738() {
			what = "a URL of " + pe.Scheme.Name // a production of its own RFC, not RFC 1738
		}
		return "rfc1738: url.URL " + strconv.Quote(e.Text) + " is not " + what + ": " + e.Err.Error()
	}
	return "rfc1738: url.URL." + e.Field + " " + strconv.Quote(e.Text) + ": " + e.Reason
}

// Unwrap returns the parser's error, if any.
func (e *NetURLError) Unwrap() error { return e.Err }

// FromNetURL returns the RFC 1738 URL that nu stands for. It writes nu
// as url.URL.String does, from its fields (Opaque, or "//", the user and
// password, Host, EscapedPath(); then RawQuery), and parses the text
// with Parse, so the result obeys the production of its scheme. Two
// things differ from url.URL.String: the fragment is never written, and
// the user and password are escaped as RFC 1738's user and password
// productions require (Escape with InUser and InPassword), not as net/url
// does, so "!" and "*" stay plain and "~" is escaped; and "?", which
// those productions allow plain, is escaped too: net/url, browsers and
// RFC 3986 end the authority at the first "?", and would read what stands
// before it as the host. So are "#", "/", "\", "@", ":", spaces,
// controls and bytes above 7F, as the productions require: no character
// of a user or password is written plain that any of those readers ends
// a user, a password or an authority at. For a registered scheme whose
// part holds its user in nodes of its own (ast.UserInfoPart), whose
// production may reserve other characters (IMAP's ";"), every byte but
// letters, digits, "-", "." and "_" is escaped, and the user and
// password are read back from those nodes.
//
// It returns a *NetURLError for what RFC 1738 cannot carry:
//
//   - a fragment (Fragment or RawFragment): RFC 1808 section 2.4.1 keeps
//     the fragment out of the URL, and ParseReference takes it apart;
//     clear it, and keep it beside the URL if it is needed;
//   - no scheme: a relative reference (RFC 1808), not a URL;
//   - a user or password that the scheme's production has no place
//     for, found when the parser reads the URL without it but not with
//     it (Field "User"): any user where the production has a host but
//     no login (http and https, gopher, nntp, wais, prospero and file;
//     section 3.3: "No user name or password is allowed"), and one that
//     the production of a login of its own refuses (a password in
//     IMAP's, which has none), with the parser's error in Err;
//   - an IP-literal host in brackets, IPv6 or later: RFC 1738's host is
//     hostname | hostnumber, an IPv4 dotted quad;
//   - a host with bytes above 7F (an internationalized name): write its
//     A-label ("xn--") form;
//   - a character RFC 1738 calls unsafe or does not use (section 2.2:
//     "~", "[", "]", "|", space, controls, bytes above 7F...) left
//     unescaped in Opaque, the path or RawQuery, and a "%" that starts
//     no escape. net/url leaves "~" and some others plain, as RFC 3986
//     allows; RFC 1738 requires them escaped, and FromNetURL does not
//     rewrite a field it was given escaped: set RawPath to the escaped
//     path (Escape with the path's Component) and write the query with
//     the escapes RFC 1738 needs;
//   - anything the scheme's production refuses, with the parser's error
//     in Err: an empty port ("host:"), a host name with a trailing dot,
//     a search without a path ("http://h?q": RFC 1738 needs
//     "http://h/?q"), an opaque URL of a scheme whose production has
//     "//" ("http:h"), an empty mailto address, and so on.
//
// A query is written after "?", and ForceQuery writes a "?" with no
// query after it, as String does. RFC 1738 reads that "?" as a search's
// where a scheme has one (http, wais, the generic syntax); in the paths
// of ftp, file, gopher and prospero "?" is a character like another, and
// the query is read as part of the path: the text is the one url.URL
// writes, read as RFC 1738 reads it. Elsewhere the parser refuses it.
//
// Nothing moves from one part to another: FromNetURL refuses a scheme
// that is no scheme name ("ftp://evil.com/x"), a Host that holds a
// character no hostport does ("good.com@evil.com", "evil.com/x", a
// space...), a Host or User beside Opaque (which url.URL.String writes
// alone) or in a mailto or news URL (which have no host: "news://h/a@b"
// would be an article at host b), and an Opaque that starts with "//"
// (which later readers take for an authority). It checks that the URL it
// made has nu's user, password, host and port, and that net/url and a
// reader of RFC 3986 (the authority ending at the first "/", "?", "#" or
// "\", the host after the first or the last "@") read nu's host and port
// in its text, with a *NetURLError naming the field otherwise. So must
// browsers, in the schemes the WHATWG URL Standard calls special (ftp,
// file, http, https, ws, wss): they read an authority after the
// scheme's ":" with or without "//", skipping any "/" and "\", so an
// Opaque ("ws:evil.example/x") or a path without a host ("wss:/evil.example/x",
// with OmitHost) of such a scheme, which RFC 1738's generic syntax and
// net/url read with no host, is refused, naming Opaque or Path.
//
// What nu holds that RFC 1738 has no field for is lost: OmitHost, when
// it does not change what String writes; RawPath, when EscapedPath
// does not use it (as url.URL.String does not).
func FromNetURL(nu *url.URL) (URL, error) { return FromNetURLWith(nil, nu) }

// FromNetURLWith is FromNetURL reading the text with p (parser.Default
// when p is nil): the URLs of the schemes registered with p are read by
// their productions. The URL it returns has p as its Parser.
func FromNetURLWith(p *parser.Parser, nu *url.URL) (URL, error) {
	if nu == nil {
		return URL{}, errors.New("rfc1738: FromNetURL(nil)")
	}
	if nu.Scheme == "" {
		return URL{}, &NetURLError{Field: "Scheme", Reason: "a URL without a scheme is a relative reference (RFC 1808), not an RFC 1738 URL"}
	}
	if !isScheme(nu.Scheme) {
		return URL{}, &NetURLError{Field: "Scheme", Text: nu.Scheme,
			Reason: `a scheme name is letters, digits, "+", "-" and "." (RFC 1738 section 5, explained in section 2.1: scheme = 1*[ lowalpha | digit | "+" | "-" | "." ])`}
	}
	if nu.Fragment != "" || nu.RawFragment != "" {
		return URL{}, &NetURLError{Field: "Fragment", Text: nu.EscapedFragment(),
			Reason: "RFC 1738 URLs have no fragment: a fragment is not part of the URL (RFC 1808 section 2.4.1); clear it and keep it beside the URL"}
	}
	if err := checkAuthority(nu); err != nil {
		return URL{}, err
	}
	esc := Escape
	if ownUserIn(p, strings.ToLower(nu.Scheme)) {
		esc = escapeOwnLogin
	}
	text, err := netURLText(nu, nu.User, esc)
	if err != nil {
		return URL{}, err
	}
	u := URL{Parser: p}
	t, err := u.parser().Parse(text)
	if err != nil {
		if nu.User != nil {
			if e := userNotCarried(p, nu, esc, err); e != nil {
				return URL{}, e
			}
		}
		return URL{}, &NetURLError{Text: text, Err: err}
	}
	if err := sameAuthority(nu, t); err != nil {
		return URL{}, err
	}
	if err := sameHostElsewhere(nu, text); err != nil {
		return URL{}, err
	}
	if err := sameHostInBrowsers(nu, text); err != nil {
		return URL{}, err
	}
	u.URL = t
	return u, nil
}

// netURLText writes nu as FromNetURL does, with user as its user and
// password, each escaped by esc.
func netURLText(nu *url.URL, user *url.Userinfo, esc func(string, Component) string) (string, error) {
	var b strings.Builder
	b.WriteString(nu.Scheme)
	b.WriteByte(':')
	if nu.Opaque != "" {
		if err := checkUnsafe("Opaque", nu.Opaque); err != nil {
			return "", err
		}
		if strings.HasPrefix(nu.Opaque, "//") {
			return "", &NetURLError{Field: "Opaque", Text: nu.Opaque,
				Reason: `written after the scheme's ":", "//" starts an authority, and net/url and browsers would read a host the url.URL has not: escape the first "/" ("%2F/"), as NetURL writes such a mailto or news part, or set Host`}
		}
		b.WriteString(nu.Opaque)
	} else {
		if !(nu.OmitHost && nu.Host == "" && user == nil) && (nu.Host != "" || nu.Path != "" || user != nil) {
			b.WriteString("//")
			if user != nil {
				b.WriteString(esc(user.Username(), InUser))
				if pw, ok := user.Password(); ok {
					b.WriteByte(':')
					b.WriteString(esc(pw, InPassword))
				}
				b.WriteByte('@')
			}
			b.WriteString(nu.Host)
		}
		path := nu.EscapedPath()
		if err := checkUnsafe("Path", path); err != nil {
			return "", err
		}
		if path != "" && path[0] != '/' && nu.Host != "" {
			b.WriteByte('/')
		}
		b.WriteString(path)
	}
	if nu.ForceQuery || nu.RawQuery != "" {
		if err := checkUnsafe("RawQuery", nu.RawQuery); err != nil {
			return "", err
		}
		b.WriteByte('?')
		b.WriteString(nu.RawQuery)
	}
	return b.String(), nil
}

// isScheme reports whether s is a scheme name (section 2.1), in any case.
func isScheme(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9', c == '+', c == '-', c == '.':
		default:
			return false
		}
	}
	return s != ""
}

// opaque are the productions without "//" and a host, by scheme.
var opaque = map[string]ast.Production{
	"mailto": ast.MailtoURLP,
	"news":   ast.NewsURLP,
}

// checkAuthority refuses a user or host where FromNetURL cannot write
// them so that they stay a user and a host: beside Opaque (which
// url.URL.String writes alone), in a scheme without a host, and a Host
// holding a character that would end it and start another part.
func checkAuthority(nu *url.URL) error {
	field, text := "Host", nu.Host
	if nu.Host == "" {
		field, text = "User", nu.User.String()
	}
	switch p, ok := opaque[strings.ToLower(nu.Scheme)]; {
	case nu.Host == "" && nu.User == nil:
		return nil
	case nu.Opaque != "":
		return &NetURLError{Field: field, Text: text,
			Reason: "Opaque is set too, and url.URL.String writes Opaque alone: the " + strings.ToLower(field) + " would be lost"}
	case ok:
		return &NetURLError{Field: field, Text: text,
			Reason: "RFC 1738's " + p.Name + " (section " + p.Section + ") has no host and no login: put the address or article in Opaque"}
	}
	return checkHost(nu.Host)
}

// checkHost refuses the hosts RFC 1738 has no syntax for, with a reason
// that says so, and a Host that holds a character that would make
// what follows it another part of the URL ("@": the host a user; "/",
// "?", "#": a path, search or fragment); other bad hosts are left to
// the parser.
func checkHost(h string) error {
	if strings.HasPrefix(h, "[") {
		return &NetURLError{Field: "Host", Text: h,
			Reason: "an IP literal in brackets (IPv6) cannot be written: RFC 1738's host is hostname | hostnumber, and hostnumber is IPv4's dotted quad (section 3.1)"}
	}
	for i := 0; i < len(h); i++ {
		switch c := h[i]; {
		case grammar.Class(c) == grammar.NonASCII:
			return &NetURLError{Field: "Host", Text: h,
				Reason: "byte " + strconv.Itoa(i) + " is not ASCII: RFC 1738 host names are ASCII letters, digits and hyphens; write an internationalized name in its A-label (xn--) form"}
		case isAlphaDigit(c) || c == '-' || c == '.' || c == ':':
		default:
			return &NetURLError{Field: "Host", Text: h,
				Reason: "byte " + strconv.Itoa(i) + ", " + strconv.Quote(h[i:i+1]) + `, is in no host or port (RFC 1738 section 5, explained in section 3.1: hostport = host [ ":" port ]): written in the URL it would end the host, and what follows would be read as another part`}
		}
	}
	return nil
}

func isAlphaDigit(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

// sameAuthority checks that t, the URL FromNetURL wrote from nu and
// parsed, has nu's user, password, host and port: a last guard that no
// field moved into another (the checks above are meant to refuse every
// way it could).
func sameAuthority(nu *url.URL, t *ast.URL) error {
	user, pass, hasUser, hasPass := userOf(t)
	var wantPass string
	var wantHasPass bool
	if nu.User != nil {
		wantPass, wantHasPass = nu.User.Password()
	}
	if hasUser != (nu.User != nil) || user != nu.User.Username() || hasPass != wantHasPass || pass != wantPass {
		return &NetURLError{Field: "User", Text: nu.User.String(),
			Reason: "the URL this makes is read, by " + grammar.Of(t.Part).Name + ", with " + describeUser(user, hasUser, hasPass) + ", where the url.URL has " + describeUser(nu.User.Username(), nu.User != nil, wantHasPass)}
	}
	var host, port string
	switch servers := serversOfURL(t); len(servers) {
	case 0:
	case 1:
		host, port = servers[0].hostPort()
	default:
		return &NetURLError{Field: "Host", Text: nu.Host, Reason: "RFC 1738 would read " + strconv.Itoa(len(servers)) + " hosts in the URL this makes, " + grammar.Of(t.Part).Name + "'s: " + strconv.Quote(servers[0].host.String()) + " and " + strconv.Quote(servers[1].host.String())}
	}
	if host != nu.Hostname() || port != nu.Port() {
		return &NetURLError{Field: "Host", Text: nu.Host, Reason: "RFC 1738 would read another host or port from the URL this makes: host " + strconv.Quote(host) + ", port " + strconv.Quote(port)}
	}
	return nil
}

// hostPort is a host and a port as a reader of a URL's text finds them.
type hostPort struct{ host, port string }

// sameHostElsewhere checks that the readers of later standards read nu's
// host and port in text, the URL FromNetURL wrote: net/url, and a reader
// that ends the authority at the first "/", "?", "#" or "\" (RFC 3986
// section 3.2; browsers read "\" as "/") and takes the host after the
// first or after the last "@". It is a last guard, as sameAuthority is
// for this library's reading: Escape and checkHost are meant to
// leave no way to make them differ. A text url.Parse refuses ("1h://h/":
// RFC 3986's scheme starts with a letter) gives net/url no host to read.
func sameHostElsewhere(nu *url.URL, text string) error {
	want := hostPort{nu.Hostname(), nu.Port()}
	first, last := lenientHostPorts(text)
	got := []hostPort{first, last}
	if std, err := url.Parse(text); err == nil {
		got = append(got, hostPort{std.Hostname(), std.Port()})
	}
	for _, hp := range got {
		if hp == want {
			continue
		}
		field, fieldText := "Host", nu.Host
		switch {
		case nu.Opaque != "":
			field, fieldText = "Opaque", nu.Opaque
		case nu.User != nil:
			field, fieldText = "User", nu.User.String()
		}
		return &NetURLError{Field: field, Text: fieldText,
			Reason: "net/url or a reader of RFC 3986 would read another host or port from the URL this makes: host " + strconv.Quote(hp.host) + ", port " + strconv.Quote(hp.port)}
	}
	return nil
}

// lenientHostPorts returns the host and port that a lenient reader finds
// in text: after "scheme://", up to the first "/", "?", "#" or "\", the
// hostport after the first and after the last "@" of that authority, cut
// at its last ":". A text without "//" has no host.
func lenientHostPorts(text string) (first, last hostPort) {
	_, rest, _ := strings.Cut(text, ":")
	authority, ok := strings.CutPrefix(rest, "//")
	if !ok {
		return hostPort{}, hostPort{}
	}
	if i := strings.IndexAny(authority, `/?#\`); i >= 0 {
		authority = authority[:i]
	}
	split := func(s string) hostPort {
		if i := strings.LastIndexByte(s, ':'); i >= 0 {
			return hostPort{s[:i], s[i+1:]}
		}
		return hostPort{host: s}
	}
	return split(authority[strings.IndexByte(authority, '@')+1:]), split(authority[strings.LastIndexByte(authority, '@')+1:])
}

// specialSchemes are the special schemes of the WHATWG URL Standard,
// whose URLs browsers read otherwise than RFC 3986 does.
var specialSchemes = map[string]bool{"ftp": true, "file": true, "http": true, "https": true, "ws": true, "wss": true}

// sameHostInBrowsers checks that browsers read nu's host and port in
// text, the URL FromNetURL wrote, when its scheme is special to them
// (the WHATWG URL Standard): they read an authority after the scheme's
// ":" whether "//" follows it or not, skipping any "/" and "\" ("special
// authority ignore slashes state"), so that "ws:evil.example/x", an
// opaque URL to net/url and to RFC 1738's generic syntax, and
// "wss:/evil.example/x" are host evil.example to a browser. A file URL
// has an authority only after two of them.
func sameHostInBrowsers(nu *url.URL, text string) error {
	got, special := browserHostPort(text)
	if !special || got == (hostPort{nu.Hostname(), nu.Port()}) {
		return nil
	}
	field, fieldText := "Host", nu.Host
	switch {
	case nu.Opaque != "":
		field, fieldText = "Opaque", nu.Opaque
	case nu.Host == "":
		field, fieldText = "Path", nu.EscapedPath()
	}
	return &NetURLError{Field: field, Text: fieldText,
		Reason: strings.ToLower(nu.Scheme) + " is a special scheme of the WHATWG URL Standard, and browsers read an authority after its \":\" with or without \"//\": they would read host " + strconv.Quote(got.host) + ", port " + strconv.Quote(got.port) + " in " + strconv.Quote(text) + ", where the url.URL has host " + strconv.Quote(nu.Hostname()) + ", port " + strconv.Quote(nu.Port()) + "; set Host, or write the path after \"//\" and an empty host where the scheme allows one"}
}

// browserHostPort returns the host and port a browser reads in text when
// its scheme is special (specialSchemes), and false otherwise: the
// authority after the scheme's ":" and any "/" and "\" (two, for file),
// up to the next "/", "\", "?" or "#", after its last "@", cut at its
// last ":".
func browserHostPort(text string) (hostPort, bool) {
	scheme, rest, _ := strings.Cut(text, ":")
	scheme = strings.ToLower(scheme)
	if !specialSchemes[scheme] {
		return hostPort{}, false
	}
	slash := func(i int) bool { return i < len(rest) && (rest[i] == '/' || rest[i] == '\\') }
	switch {
	case scheme != "file":
		rest = strings.TrimLeft(rest, `/\`)
	case slash(0) && slash(1):
		rest = rest[2:]
	default:
		return hostPort{}, true
	}
	if i := strings.IndexAny(rest, `/\?#`); i >= 0 {
		rest = rest[:i]
	}
	authority := rest[strings.LastIndexByte(rest, '@')+1:]
	if i := strings.LastIndexByte(authority, ':'); i >= 0 {
		return hostPort{authority[:i], authority[i+1:]}, true
	}
	return hostPort{host: authority}, true
}

// checkUnsafe refuses text that holds a character RFC 1738 never allows
// unescaped (section 2.2), or a "%" that starts no escape, naming the
// first.
func checkUnsafe(field, s string) error {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if grammar.EscapeAt(s, i) {
			i += 2
			continue
		}
		var why string
		switch grammar.Class(c) {
		case grammar.National, grammar.Punctuation, grammar.Space:
			why = "is unsafe"
		case grammar.Control:
			why = "is a control character"
		case grammar.NonASCII:
			why = "is not US-ASCII"
		default:
			continue
		}
		reason := "byte " + strconv.Itoa(i) + ", " + strconv.Quote(s[i:i+1]) + ", " + why +
			" and must be escaped (RFC 1738 section 2.2): write it " + Escape(string(c), InURLPath)
		switch {
		case c == '%':
			reason = "byte " + strconv.Itoa(i) + ` is a "%" that starts no escape (RFC 1738 section 5, explained in section 2.2: escape = "%" hex hex): write a literal "%" as %25`
		case c == '#' && field == "RawQuery":
			reason += `; a "#" in RawQuery that starts a fragment belongs in Fragment, which RFC 1738 does not carry either`
		}
		if field == "Path" {
			reason += "; set RawPath to the path so escaped (Escape does it for a segment)"
		}
		return &NetURLError{Field: field, Text: s, Reason: reason}
	}
	return nil
}
