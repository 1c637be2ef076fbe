package rfc1738_test

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

var updateNetURL = flag.Bool("update-neturl", false, "rewrite "+netURLGolden+" from the corpora")

const netURLGolden = "testdata/neturl-differences.golden"

// netURLReason is one reason why rfc1738.Parse and net/url.Parse
// disagree about a URL, tied to the rule of RFC 1738 and the rule of
// RFC 3986 (or of net/url itself) responsible.
type netURLReason struct {
	code string
	why  string
}

// The reasons, in the order the golden file lists them: first those
// where only net/url accepts the input, then where only rfc1738 does,
// then where both accept it and read it differently.
var netURLReasons = []netURLReason{
	{"relative-reference", `the input has no scheme: RFC 1738 defines only absolute URLs (section 2.1: <scheme>:<scheme-specific-part>); net/url also parses relative references (RFC 3986 section 4.2).`},
	{"fragment", `"#": RFC 1738 section 2.2 makes it unsafe and RFC 1808 section 2.4.1 keeps the fragment out of the URL (rfc1738.ParseReference splits it off); net/url splits it into Fragment (RFC 3986 section 3.5).`},
	{"tilde", `an unescaped "~": "national" in RFC 1738 section 2.2, so it must be escaped; unreserved in RFC 3986 section 2.3.`},
	{"neturl-accepts-space", `an unescaped space: unsafe in RFC 1738 section 2.2; net/url accepts it outside the host and escapes it only when printing.`},
	{"non-ascii", `a byte above 7F: outside RFC 1738's character set (section 2.2); net/url takes it as it is, in a host too.`},
	{"no-login", `a user or password in an http, gopher, wais, nntp, prospero or file URL: their productions in RFC 1738 section 5 have a hostport (or host), not a login (section 3.3: "No user name or password is allowed"); net/url accepts userinfo in any authority (RFC 3986 section 3.2.1).`},
	{"scheme-without-slashes", `one of RFC 1738's schemes with a host (ftp, http, gopher, nntp, telnet, wais, file, prospero) not followed by "//": section 5 requires it; net/url reads any scheme's rest as an opaque or rooted path (RFC 3986 section 3).`},
	{"news-grouppart", `a news URL that is neither "*", a group (a letter, then letters, digits, "-", ".", "+", "_") nor an article (with an "@"), as RFC 1738 section 3.6 requires; net/url checks the structure of no scheme.`},
	{"file-without-path", `"file://host" with nothing after the host: RFC 1738 section 3.10 requires the "/" of fileurl = "file://" [ host | "localhost" ] "/" fpath; RFC 3986's path-abempty may be empty.`},
	{"file-port", `a port in a file URL: fileurl has a host and no port (RFC 1738 section 3.10); net/url accepts a port in any authority.`},
	{"empty-host", `nothing between "//" and the path: RFC 1738 section 3.1 requires a host (hostport = host [ ":" port ]); RFC 3986 section 3.2.2 allows an empty reg-name.`},
	{"ipv6-literal", `an IPv6 literal "[...]": RFC 1738 section 3.1 knows only hostname and hostnumber, and "[" is national (section 2.2); RFC 3986 section 3.2.2 (after RFC 2732) adds IP-literal.`},
	{"host-underscore", `"_" in a host: an RFC 1738 hostname (section 3.1) has letters, digits, "-" and "." only; "_" is unreserved in RFC 3986's reg-name.`},
	{"host-chars", `another character that no RFC 1738 hostname has (section 3.1) in a host: net/url accepts RFC 3986's sub-delims (section 3.2.2) and also '"', "<" and ">" there.`},
	{"trailing-dot", `a host ending in ".": an RFC 1738 hostname ends with a toplabel (section 3.1); DNS's absolute names (RFC 1034 section 3.1) and RFC 3986's reg-name allow it.`},
	{"hostname-label", `a host whose labels are not RFC 1738 labels (section 3.1: each starts and ends with a letter or digit, none is empty); RFC 3986's reg-name has no label structure.`},
	{"empty-port", `":" with no digits after it: RFC 1738's port = digits needs one (section 3.1); RFC 3986 section 3.2.3 has port = *DIGIT.`},
	{"query-without-slash", `"?" right after the host: RFC 1738 has "?" only after the "/" that ends the hostport (section 3.1 ip-schemepart, section 3.3 httpurl); RFC 3986's path-abempty may be empty before a query.`},
	{"search-chars", `"/" or "?" in an http search: RFC 1738 section 3.3 gives search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]; RFC 3986 section 3.4 allows both in a query.`},
	{"neturl-unchecked-escape", `a "%" that does not start "%" hex hex (RFC 1738 section 2.2) in a query or an opaque part: net/url keeps RawQuery and Opaque as written and checks escapes only in what it decodes.`},
	{"neturl-accepts-unsafe", `another unsafe or national character unescaped ('"', "<", ">", "\", "^", "` + "`" + `", "{", "|", "}", "[", "]"): RFC 1738 section 2.2 requires it escaped; net/url accepts it outside the host and escapes it only when printing.`},
	{"scheme-first-char", `a scheme that starts with a digit, "+", "-" or ".": allowed by RFC 1738 section 5 (scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]); RFC 3986 section 3.1 requires a letter first, so net/url fails to find the scheme.`},
	{"neturl-lowercases-scheme", `a scheme not in lower case: rfc1738 keeps it as written (Scheme.Name gives the lower case; section 2.1 says to treat cases alike); net/url lower-cases it.`},
	{"neturl-splits-query", `"?" in a URL with no search: RFC 1738 has a search only in http and wais URLs (section 5); elsewhere "?" is an xchar of the url-path or scheme part. net/url splits a query off every URL at its first "?" (RFC 3986 section 3.4).`},
	{"neturl-rooted-path", `a scheme part that starts with a single "/" in a URL without "//": RFC 1738's schemepart = *xchar is opaque (section 5); net/url's Opaque never starts with "/", so it reads a rooted Path instead.`},
	{"news-authority", `"news://host/...@host2": RFC 1738's newsurl has no "//" host (section 3.6); the BNF reads an article whose host is the one after the "@". net/url reads an authority after "//" (RFC 3986 section 3.2).`},
}

// netURLView is the part of a URL the differential test compares, as
// each parser gives it.
//
//   - Scheme: rfc1738's as written (Scheme.Text); net/url's Scheme.
//   - User, Password: decoded, nil when absent: rfc1738's Login().User
//     and Password; net/url's User.Username() and User.Password().
//   - Host, Port: rfc1738's Host().String() and the HostPort's port as
//     written ("" without them); net/url's Hostname() and Port().
//   - Path: decoded. net/url's Path includes the "/" after the host;
//     RFC 1738's url-path (section 3.1) starts after that "/", so the
//     rfc1738 side is the decoded text from the end of the host or
//     hostport (the "/" included) to the "?" before an http or wais
//     search, or to the end. For file:/// URLs (no host) it starts after
//     "file://". A URL whose scheme part is opaque has no Path.
//   - Opaque: as written. rfc1738: the whole scheme part of an
//     *ast.OpaquePart, *ast.MailtoPart or *ast.NewsPart (section 5's
//     *xchar, mailtourl, newsurl: no "//" host); net/url's Opaque.
//   - Query: as written, nil when there is no "?": rfc1738's search
//     (http and wais, the schemes that have one); net/url's RawQuery
//     (nil when RawQuery is "" and ForceQuery is false).
//
// net/url's Fragment is not compared: rfc1738.Parse rejects every "#".
type netURLView struct {
	Scheme   string
	User     *string
	Password *string
	Host     string
	Port     string
	Path     string
	Opaque   string
	Query    *string

	raw string // rfc1738 side only: Path as written, for neturl-splits-query
}

// rfc1738ViewOf returns the netURLView of u, which Parse read from line.
func rfc1738ViewOf(line string, u *ast.URL) netURLView {
	v := netURLView{Scheme: string(u.Scheme.Text)}
	if l := u.Login(); l != nil && l.User != nil {
		s := l.User.Decoded()
		v.User = &s
		if l.Password != nil {
			s := l.Password.Decoded()
			v.Password = &s
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
	v.raw = rest
	v.Path = ast.Decode(rest)
	return v
}

// netURLViewOf returns the netURLView of n.
func netURLViewOf(n *url.URL) netURLView {
	v := netURLView{Scheme: n.Scheme, Host: n.Hostname(), Port: n.Port(), Path: n.Path, Opaque: n.Opaque}
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

// netURLExplain rewrites r, the rfc1738 view of a line, into net/url's
// reading of it by the rules that make the two differ, and returns the
// codes of the rules it applied. What differs after that is unexplained.
func netURLExplain(r, n netURLView) (netURLView, []string) {
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
		r.raw, r.Path, r.Opaque = r.Opaque, ast.Decode(r.Opaque), ""
		codes = append(codes, "neturl-rooted-path")
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
		} else if before, q, ok := split(r.raw); ok {
			r.raw, r.Path, r.Query = before, ast.Decode(before), q
			codes = append(codes, "neturl-splits-query")
		}
	}
	return r, codes
}

// netURLSpans are the places in a line that net/url reads as its parts,
// found as net/url finds them (the userinfo ends at the last "@" of the
// authority), for telling where rfc1738's error lies.
type netURLSpans struct {
	scheme              string // lower case; "" when net/url found none
	afterScheme         int    // offset after "scheme:"
	authority           bool   // "//" follows the scheme
	hostStart, hostEnd  int    // the host, without the userinfo and port
	authEnd, queryStart int    // queryStart is -1 without a "?" before any "#"
}

func netURLSpansOf(line string, n *url.URL) netURLSpans {
	s := netURLSpans{scheme: n.Scheme, queryStart: -1}
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
func (s netURLSpans) inHost(off int) bool {
	return s.authority && s.hostStart <= off && off <= s.hostEnd
}

var (
	// netURLSchemesWithHost are RFC 1738's schemes whose production starts
	// with "//" (section 5).
	netURLSchemesWithHost = map[string]bool{"ftp": true, "http": true, "gopher": true, "nntp": true, "telnet": true, "wais": true, "file": true, "prospero": true}
	// netURLSchemesWithoutLogin are those whose production has a hostport or
	// host where ip-schemepart has a login.
	netURLSchemesWithoutLogin = map[string]bool{"http": true, "gopher": true, "nntp": true, "wais": true, "file": true, "prospero": true}
)

// netURLRejectReason returns the code of the reason why rfc1738.Parse gave e
// for line where net/url.Parse gave n, and "" when no reason explains it.
// The rules are tried in order; each looks at what rfc1738 found where
// its error is, or where its reading of the authority as a host and port
// stopped (hostReading), and at net/url's reading of that place.
func netURLRejectReason(line string, e *parser.Error, n *url.URL) string {
	s := netURLSpansOf(line, n)
	isByte := func(set string) bool { return len(e.Found) == 1 && strings.Contains(set, e.Found) }
	hostByte := func(c byte) bool {
		return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '.'
	}
	hostOff, hostFound := hostReading(e)
	isHostByte := func(set string) bool { return len(hostFound) == 1 && strings.Contains(set, hostFound) }
	switch {
	case s.scheme == "":
		return "relative-reference"
	case e.Found == "#":
		return "fragment"
	case e.Found == "~":
		return "tilde"
	case e.Found == " ":
		return "neturl-accepts-space"
	case e.Found != "" && e.Found[0] >= 0x80:
		return "non-ascii"
	case s.authority && netURLSchemesWithoutLogin[s.scheme] && n.User != nil && e.Offset < s.hostStart:
		return "no-login"
	case netURLSchemesWithHost[s.scheme] && !s.authority && e.Offset <= s.afterScheme+1:
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

// hostReading returns where rfc1738's reading of the authority as a host
// and port stopped, and the text there. That is where its error is,
// unless the text could go on as a user name and password (the generic
// syntax, ftp and telnet have a login): then the error is where the
// user name stopped, often at the "/" or the end for want of an "@",
// and a note (NoteHostReading, NotePortReading) says where the host
// reading stopped.
func hostReading(e *parser.Error) (int, string) {
	for _, n := range e.Notes {
		if n.Code == parser.NoteHostReading || n.Code == parser.NotePortReading {
			return n.Offset, n.Found
		}
	}
	return e.Offset, e.Found
}

// netURLAcceptReason returns the code of the reason why net/url.Parse rejects
// a URL that rfc1738.Parse read as u, and "" when no reason explains it.
func netURLAcceptReason(u *ast.URL) string {
	if c := u.Scheme.Text[0]; !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
		return "scheme-first-char"
	}
	return ""
}

// netURLFinding is one corpus line on which the two parsers disagree.
type netURLFinding struct {
	corpus string
	line   int // 1-based
	input  string
	detail string
}

// TestNetURLDifferences parses every line of the three corpora with
// rfc1738.Parse and net/url.Parse and explains every disagreement (one
// accepts, the other rejects, or both accept and read the parts of
// netURLView differently) by a reason of netURLReasons; a disagreement
// no reason explains fails the test. The counts and the first examples
// of each reason are compared with testdata/neturl-differences.golden;
// -update-neturl rewrites it.
func TestNetURLDifferences(t *testing.T) {
	corpora := []string{"conformance-public.txt", "kasztp.txt", "node_files.txt"}
	lines := make([][]string, len(corpora))
	for i, name := range corpora {
		lines[i] = readCorpus(t, name)
	}
	type tally struct{ lines, agree, bothReject, differ int }
	tallies := make([]tally, len(corpora))
	found := map[string][]netURLFinding{}
	const maxReported = 20 // unexplained lines reported one by one
	unexplained := 0
	for ci, name := range corpora {
		for li, line := range lines[ci] {
			tallies[ci].lines++
			codes, detail := netURLDisagreement(line)
			switch {
			case codes == nil:
				tallies[ci].agree++
				continue
			case len(codes) == 1 && codes[0] == netURLBothReject:
				tallies[ci].bothReject++
				continue
			}
			tallies[ci].differ++
			for _, c := range codes {
				if c == "" {
					if unexplained++; unexplained <= maxReported {
						t.Errorf("%s:%d %q: unexplained disagreement: %s", name, li+1, line, detail)
					}
					continue
				}
				found[c] = append(found[c], netURLFinding{name, li + 1, line, detail})
			}
		}
	}

	if unexplained > maxReported {
		t.Errorf("and %d more unexplained disagreements", unexplained-maxReported)
	}

	var b bytes.Buffer
	fmt.Fprintf(&b, "# How net/url.Parse and rfc1738.Parse disagree over the corpora in ../shared/corpus,\n")
	fmt.Fprintf(&b, "# by reason (TestNetURLDifferences in neturl_diff_test.go defines each and the views compared).\n")
	fmt.Fprintf(&b, "# net/url is the toolchain's: a Go release that changes it changes this file.\n")
	fmt.Fprintf(&b, "# Regenerate: go test -run '^TestNetURLDifferences$' -update-neturl .\n#\n")
	fmt.Fprintf(&b, "# %-24s %6s %6s %12s %6s\n", "corpus", "lines", "agree", "both-reject", "differ")
	for ci, name := range corpora {
		c := tallies[ci]
		fmt.Fprintf(&b, "# %-24s %6d %6d %12d %6d\n", name, c.lines, c.agree, c.bothReject, c.differ)
	}
	const perCorpus = 3
	for _, r := range netURLReasons {
		fs := found[r.code]
		byCorpus := map[string]int{}
		for _, f := range fs {
			byCorpus[f.corpus]++
		}
		var counts []string
		for _, name := range corpora {
			if byCorpus[name] > 0 {
				counts = append(counts, fmt.Sprintf("%s %d", name, byCorpus[name]))
			}
		}
		fmt.Fprintf(&b, "\n%s: %d (%s)\n", r.code, len(fs), strings.Join(counts, ", "))
		fmt.Fprintf(&b, "  %s\n", r.why)
		shown := map[string]int{}
		for _, f := range fs {
			if shown[f.corpus] == perCorpus {
				continue
			}
			shown[f.corpus]++
			fmt.Fprintf(&b, "    %s:%d %s  %s\n", f.corpus, f.line, netURLQuote(f.input), f.detail)
		}
	}
	for code := range found {
		if !isNetURLReason(code) {
			t.Errorf("reason %q is not in netURLReasons", code)
		}
	}

	if *updateNetURL {
		if err := os.WriteFile(filepath.FromSlash(netURLGolden), b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(filepath.FromSlash(netURLGolden))
	if err != nil {
		t.Fatalf("%v (run with -update-neturl to create it)", err)
	}
	if d := cmp.Diff(string(want), b.String()); d != "" {
		t.Errorf("%s is stale (-want +got); run go test -run '^TestNetURLDifferences$' -update-neturl . and review the change:\n%s", netURLGolden, d)
	}
}

// netURLBothReject marks a line both parsers reject: no disagreement.
const netURLBothReject = "\x00both-reject"

// netURLDisagreement parses line with both parsers and returns nil when
// they agree, {netURLBothReject} when both reject it, and otherwise the
// codes of the reasons that explain the disagreement, "" standing for
// an unexplained one, with a short description of it.
func netURLDisagreement(line string) (codes []string, detail string) {
	u, rerr := rfc1738.Parse(line)
	n, nerr := url.Parse(line)
	switch {
	case rerr != nil && nerr != nil:
		return []string{netURLBothReject}, ""
	case rerr != nil:
		l, ok := errorList(rerr)
		if !ok || len(l) == 0 {
			return []string{""}, fmt.Sprintf("rfc1738 error %T: %v", rerr, rerr)
		}
		e := l[0]
		detail := fmt.Sprintf("rfc1738: offset %d %s %q", e.Offset, e.Production.Name, e.Found)
		if off, found := hostReading(e); off != e.Offset {
			detail += fmt.Sprintf(", host reading stops at %d %q", off, found)
		}
		return []string{netURLRejectReason(line, e, n)}, detail
	case nerr != nil:
		msg := nerr.Error()
		var ue *url.Error
		if errors.As(nerr, &ue) {
			msg = ue.Err.Error()
		}
		return []string{netURLAcceptReason(u)}, "net/url: " + msg
	}
	r, nv := rfc1738ViewOf(line, u), netURLViewOf(n)
	if cmp.Equal(r, nv, cmp.AllowUnexported(netURLView{}), netURLIgnoreRaw) {
		return nil, ""
	}
	detail = netURLViewDiff(r, nv)
	explained, codes := netURLExplain(r, nv)
	if !cmp.Equal(explained, nv, cmp.AllowUnexported(netURLView{}), netURLIgnoreRaw) {
		codes = append(codes, "")
		detail += "; unexplained after " + strings.Join(codes[:len(codes)-1], ", ") + ": " + netURLViewDiff(explained, nv)
	}
	return codes, detail
}

// netURLIgnoreRaw leaves out netURLView.raw, which only the rfc1738 side has.
var netURLIgnoreRaw = cmp.FilterPath(func(p cmp.Path) bool {
	sf, ok := p.Last().(cmp.StructField)
	return ok && sf.Name() == "raw"
}, cmp.Ignore())

// netURLViewDiff describes the fields in which r (rfc1738's) and n (net/url's)
// differ, as "field rfc1738 X, net/url Y".
func netURLViewDiff(r, n netURLView) string {
	str := func(p *string) string {
		if p == nil {
			return "none"
		}
		return netURLQuote(*p)
	}
	var out []string
	add := func(field, a, b string) {
		if a != b {
			out = append(out, fmt.Sprintf("%s rfc1738 %s, net/url %s", field, a, b))
		}
	}
	add("scheme", netURLQuote(r.Scheme), netURLQuote(n.Scheme))
	add("user", str(r.User), str(n.User))
	add("password", str(r.Password), str(n.Password))
	add("host", netURLQuote(r.Host), netURLQuote(n.Host))
	add("port", netURLQuote(r.Port), netURLQuote(n.Port))
	add("path", netURLQuote(r.Path), netURLQuote(n.Path))
	add("opaque", netURLQuote(r.Opaque), netURLQuote(n.Opaque))
	add("query", str(r.Query), str(n.Query))
	return strings.Join(out, "; ")
}

// netURLQuote quotes s, cut to keep the golden file's lines short.
func netURLQuote(s string) string {
	const limit = 72
	if len(s) > limit {
		return fmt.Sprintf("%q...", s[:limit])
	}
	return fmt.Sprintf("%q", s)
}

func isNetURLReason(code string) bool {
	for _, r := range netURLReasons {
		if r.code == code {
			return true
		}
	}
	return false
}
