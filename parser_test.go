package rfc1738_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/oracle"
	"github.com/urlsyntax/rfc1738/parser"
)

// view is what the table tests compare: the components of a URL as
// written, nil when absent and "" when present but empty. The first
// fields are those of section 3.1, read through the URL's accessors
// (Login, HostPort, Host); the others are the components of the
// scheme-specific productions of section 5, each set only for its
// scheme.
type view struct {
	Scheme   string
	User     *string
	Password *string
	Host     *string
	HostKind string // "hostname" or "hostnumber"; "" when there is no host
	Port     *string
	Path     *string // the generic urlpath, or gopher's whole gopher-path; without the "/" before it
	Opaque   *string // the scheme part when it is the generic *xchar

	Segments []string // ftp and file fsegments, http hsegments, prospero psegments; nil when there is no path
	Typecode *string  // ftp's ftptype
	Search   *string  // http, gopher and wais search

	GType      *string // gopher
	Selector   *string
	GopherPlus *string

	Address *string // mailto's encoded822addr

	All         bool    // news:*
	Group       *string // news and nntp
	Unique      *string // a news article: unique "@" host
	ArticleHost *string
	Number      *string // nntp's article number

	Slash bool // telnet's final "/"

	Database *string // wais
	WType    *string
	WPath    *string

	Fields [][2]string // prospero's fieldspecs, name and value as written
}

func p(s string) *string { return &s }

// at returns the view of a URL of scheme whose host is name: a
// hostnumber when name is digits and dots, else a hostname.
func at(scheme, name string) view {
	kind := "hostname"
	if strings.Trim(name, "0123456789.") == "" {
		kind = "hostnumber"
	}
	return view{Scheme: scheme, Host: p(name), HostKind: kind}
}

// opaque returns the view of a URL whose scheme part is the generic *xchar.
func opaque(scheme, text string) view { return view{Scheme: scheme, Opaque: p(text)} }

func (v view) user(s string) view     { v.User = p(s); return v }
func (v view) password(s string) view { v.Password = p(s); return v }
func (v view) port(s string) view     { v.Port = p(s); return v }
func (v view) path(s string) view     { v.Path = p(s); return v }
func (v view) segs(s ...string) view  { v.Segments = s; return v }
func (v view) typecode(s string) view { v.Typecode = p(s); return v }
func (v view) search(s string) view   { v.Search = p(s); return v }
func (v view) address(s string) view  { v.Address = p(s); return v }
func (v view) group(s string) view    { v.Group = p(s); return v }
func (v view) number(s string) view   { v.Number = p(s); return v }
func (v view) slash() view            { v.Slash = true; return v }
func (v view) database(s string) view { v.Database = p(s); return v }

// gopher sets the gopher-path, its gtype and its selector.
func (v view) gopher(path, gtype, selector string) view {
	v.Path, v.GType, v.Selector = p(path), p(gtype), p(selector)
	return v
}

func (v view) plus(s string) view { v.GopherPlus = p(s); return v }

func (v view) article(unique, host string) view {
	v.Unique, v.ArticleHost = p(unique), p(host)
	return v
}

func (v view) doc(wtype, wpath string) view {
	v.WType, v.WPath = p(wtype), p(wpath)
	return v
}

// fields sets the prospero fields from name, value, name, value...
func (v view) fields(nv ...string) view {
	for i := 0; i+1 < len(nv); i += 2 {
		v.Fields = append(v.Fields, [2]string{nv[i], nv[i+1]})
	}
	return v
}

func viewOf(u *ast.URL) view {
	v := view{Scheme: u.Scheme.String()}
	if l := u.Login(); l != nil {
		if l.User != nil {
			v.User = p(l.User.String())
		}
		if l.Password != nil {
			v.Password = p(l.Password.String())
		}
	}
	if h := u.Host(); h != nil {
		v.Host, v.HostKind = p(h.String()), "hostname"
		if h.Number != nil {
			v.HostKind = "hostnumber"
		}
	}
	if hp := u.HostPort(); hp != nil && hp.Port != nil {
		v.Port = p(hp.Port.String())
	}
	switch part := u.Part.(type) {
	case *ast.OpaquePart:
		v.Opaque = p(part.String())
	case *ast.IPSchemePart:
		if part.Path != nil {
			v.Path = p(part.Path.String())
		}
	case *ast.FTPPart:
		if part.Path != nil {
			v.Segments = fsegments(part.Path)
			if part.Typecode != nil {
				v.Typecode = p(part.Typecode.String())
			}
		}
	case *ast.FilePart:
		if part.Path != nil {
			v.Segments = fsegments(part.Path)
		}
	case *ast.HTTPPart:
		if part.Path != nil {
			for _, s := range part.Path.Segments {
				v.Segments = append(v.Segments, s.String())
			}
		}
		if part.Search != nil {
			v.Search = p(part.Search.String())
		}
	case *ast.GopherPart:
		if g := part.Path; g != nil {
			v.Path = p(g.String())
			if g.GType != nil {
				v.GType = p(g.GType.String())
			}
			if g.Selector != nil {
				v.Selector = p(g.Selector.String())
			}
			if g.Search != nil {
				v.Search = p(g.Search.String())
			}
			if g.GopherPlus != nil {
				v.GopherPlus = p(g.GopherPlus.String())
			}
		}
	case *ast.MailtoPart:
		if part.Addr != nil {
			v.Address = p(part.Addr.String())
		}
	case *ast.NewsPart:
		v.All = part.All
		if part.Group != nil {
			v.Group = p(part.Group.String())
		}
		if a := part.Article; a != nil {
			v.Unique = p(a.Unique.String())
			if a.Host != nil {
				v.ArticleHost = p(a.Host.String())
			}
		}
	case *ast.NNTPPart:
		if part.Group != nil {
			v.Group = p(part.Group.String())
		}
		if part.Article != nil {
			v.Number = p(part.Article.String())
		}
	case *ast.TelnetPart:
		v.Slash = part.Slash
	case *ast.WAISPart:
		if part.Database != nil {
			v.Database = p(part.Database.String())
		}
		if part.Search != nil {
			v.Search = p(part.Search.String())
		}
		if part.WType != nil {
			v.WType = p(part.WType.String())
		}
		if part.WPath != nil {
			v.WPath = p(part.WPath.String())
		}
	case *ast.ProsperoPart:
		if part.Path != nil {
			for _, s := range part.Path.Segments {
				v.Segments = append(v.Segments, s.String())
			}
		}
		for _, f := range part.Fields {
			v.Fields = append(v.Fields, [2]string{f.Name.String(), f.Value.String()})
		}
	}
	return v
}

func fsegments(f *ast.FPath) []string {
	var out []string
	for _, s := range f.FSegments {
		out = append(out, s.String())
	}
	return out
}

// schemeProductions are the schemes that section 5 gives a production
// of their own, with that production and the section that defines it.
// A URL of any other scheme follows the generic syntax.
var schemeProductions = map[string]struct{ name, section string }{
	"ftp":      {"ftpurl", "3.2"},
	"http":     {"httpurl", "3.3"},
	"gopher":   {"gopherurl", "3.4"},
	"mailto":   {"mailtourl", "3.5"},
	"news":     {"newsurl", "3.6"},
	"nntp":     {"nntpurl", "3.7"},
	"telnet":   {"telneturl", "3.8"},
	"wais":     {"waisurl", "3.9"},
	"file":     {"fileurl", "3.10"},
	"prospero": {"prosperourl", "3.11"},
}

// schemeOf returns the scheme that in starts with, in lower case, or ""
// when it starts with none followed by ":".
func schemeOf(in string) string {
	i := strings.IndexByte(in, ':')
	if i <= 0 {
		return ""
	}
	for _, c := range in[:i] {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '+' || c == '-' || c == '.') {
			return ""
		}
	}
	return strings.ToLower(in[:i])
}

// warning is a Validate finding as the tests compare it.
type warning struct {
	Offset     int
	Production string
	Severity   parser.Severity
}

func warningsOf(l parser.ErrorList) []warning {
	var out []warning
	for _, e := range l {
		out = append(out, warning{e.Offset, e.Production.Name, e.Severity})
	}
	return out
}

func warn(off int, prod string) warning { return warning{off, prod, parser.SeverityWarning} }

// checkNodes checks that every node of u spans input[Pos:End], that its
// text there is what String returns, and that children lie inside their
// parent in input order.
func checkNodes(t *testing.T, input string, u *ast.URL) {
	t.Helper()
	type frame struct {
		n    ast.Node
		next int // where the next child may start
	}
	stack := []frame{{next: 0}}
	ast.Inspect(u, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return false
		}
		top := &stack[len(stack)-1]
		pos, end := n.Pos(), n.End()
		if pos < top.next || end < pos || end > len(input) || top.n != nil && end > top.n.End() {
			t.Errorf("%s [%d,%d) lies outside its parent or before its sibling (parent %T, next %d)", grammar.Of(n).Name, pos, end, top.n, top.next)
			return false
		}
		if got := input[pos:end]; got != n.String() {
			t.Errorf("%s: input[%d:%d] = %q, String() = %q", grammar.Of(n).Name, pos, end, got, n.String())
		}
		top.next = end
		stack = append(stack, frame{n, pos})
		return true
	})
}

type validCase struct {
	name  string
	in    string
	want  view
	warns []warning
}

// checkValid parses tc.in and compares its components and warnings. It
// also checks that the URL's scheme chose its production: a scheme of
// section 5 its own, any other the generic one.
func checkValid(t *testing.T, tc validCase) {
	t.Helper()
	u, err := rfc1738.Parse(tc.in)
	if err != nil {
		t.Fatalf("Parse(%q): %v", tc.in, err)
	}
	if d := cmp.Diff(tc.want, viewOf(u)); d != "" {
		t.Errorf("Parse(%q) (-want +got):\n%s", tc.in, d)
	}
	if got := u.String(); got != tc.in {
		t.Errorf("Parse(%q).String() = %q", tc.in, got)
	}
	checkNodes(t, tc.in, u)
	if d := cmp.Diff(tc.warns, warningsOf(rfc1738.Validate(u))); d != "" {
		t.Errorf("Validate(Parse(%q)) (-want +got):\n%s", tc.in, d)
	}
	got := grammar.Of(u.Part).Name
	if want, ok := schemeProductions[u.Scheme.Name()]; ok && got != want.name {
		t.Errorf("Parse(%q) read the scheme part as %s, want %s", tc.in, got, want.name)
	} else if !ok && got != "ip-schemepart" && got != "schemepart" {
		t.Errorf("Parse(%q) read the scheme part of an unregistered scheme as %s", tc.in, got)
	}
}

// synErr is a syntax error as the tests compare it.
type synErr struct {
	Offset     int
	Production string
	Found      string
}

type invalidCase struct {
	name string
	in   string
	want synErr
}

// checkInvalid parses tc.in, which is no URL, and compares its syntax
// error with tc.want, which the table works out from the BNF of section
// 5: the offset is the first impossible byte (tc.in[:Offset] is still
// the start of some valid URL, tc.in[:Offset+1] is not), the production
// the innermost one that every way of going on from there lies in. The
// error's offset, Expected and End are also checked against the oracle
// (checkOracle), which decides the same questions without the parser's
// automaton.
func checkInvalid(t *testing.T, tc invalidCase) {
	t.Helper()
	u, err := rfc1738.Parse(tc.in)
	var e *parser.Error
	if !errors.As(err, &e) {
		t.Fatalf("Parse(%q) = %v, %v; want a *parser.Error", tc.in, u, err)
	}
	if u != nil {
		t.Errorf("Parse(%q) returned a tree with its error", tc.in)
	}
	if e.Severity != parser.SeverityError || e.Code != parser.CodeSyntax {
		t.Errorf("Severity = %v, Code = %q; want error, %q", e.Severity, e.Code, parser.CodeSyntax)
	}
	msg := err.Error()
	// Section 5: a URL of a scheme with its own production is read by
	// it, so its error names it.
	if sp, ok := schemeProductions[schemeOf(tc.in)]; ok {
		in := fmt.Sprintf("; in %s, RFC 1738 section %s)", sp.name, sp.section)
		if e.Scheme.Name != sp.name {
			t.Errorf("Parse(%q): Scheme = %q, want %q", tc.in, e.Scheme.Name, sp.name)
		}
		if e.Production.Name == sp.name {
			if !strings.Contains(msg, "(RFC 1738 section "+sp.section+": "+sp.name+" = ") {
				t.Errorf("Error() = %q does not cite %s, section %s", msg, sp.name, sp.section)
			}
		} else if !strings.Contains(msg, in) {
			t.Errorf("Error() = %q does not name the scheme's production: want %q", msg, in)
		}
	} else if e.Scheme.Name != "" || strings.Contains(msg, "; in ") {
		t.Errorf("Parse(%q): a URL of the generic syntax names a scheme production: Scheme %q, %q", tc.in, e.Scheme.Name, msg)
	}
	if d := cmp.Diff(tc.want, synErr{e.Offset, e.Production.Name, e.Found}); d != "" {
		t.Fatalf("Parse(%q) (-want +got):\n%s\n%v", tc.in, d, err)
	}
	if prefix := fmt.Sprintf("offset %d: %s: ", tc.want.Offset, tc.want.Production); !strings.HasPrefix(msg, prefix) {
		t.Errorf("Error() = %q, want it to start with %q", msg, prefix)
	}
	if !strings.Contains(msg, "("+e.Production.Cite()) {
		t.Errorf("Error() = %q does not cite %q", msg, e.Production.Cite())
	}
	checkOracle(t, tc.in, e)
}

// urlOracle is grammar/oracle's checker of RFC 1738 URLs, built once.
var urlOracle = sync.OnceValues(oracle.NewURL)

// oracleLimit is the longest input checkOracle asks the oracle about:
// its backtracking search is meant for URLs, not for the mebibytes of
// TestHostileInputs.
const oracleLimit = 4 << 10

// checkOracle checks syntax error e of input against the oracle of
// grammar/oracle, which shares no code with the parser's automaton: the
// same first impossible byte, the same bytes expected there, and the
// same answer to whether the URL could end there.
func checkOracle(t *testing.T, input string, e *parser.Error) {
	t.Helper()
	if len(input) > oracleLimit {
		return
	}
	o, err := urlOracle()
	if err != nil {
		t.Fatalf("oracle.NewURL: %v", err)
	}
	r, err := o.FirstImpossible(input)
	if err != nil {
		t.Fatalf("oracle: FirstImpossible(%q): %v", input, err)
	}
	if r.Offset != e.Offset || r.Expected != e.Expected || r.End != e.End {
		oe := &parser.Error{Code: parser.CodeSyntax, Expected: r.Expected, End: r.End}
		t.Errorf("Parse(%q): offset %d, expected %s; the oracle says offset %d, expected %s",
			input, e.Offset, e.ExpectedText(grammar.English), r.Offset, oe.ExpectedText(grammar.English))
	}
}

// TestRFCExamples parses every example URL of RFC 1738 (sections 2, 3.1
// to 3.11 and the Appendix, and the references, which the Appendix's
// rules let a line break split) and of the seed note, with the
// components that section 5's production of each scheme gives them.
// The cases marked "built" are not whole URLs in the RFC: they put the
// examples of a component that sections 3.4, 3.6 and 3.11 give in
// prose (a gopher+_string, a newsgroup name, a Prospero field) into the
// form the section gives for its scheme.
func TestRFCExamples(t *testing.T) {
	ref := func(hostname string, segs ...string) view { return at("ftp", hostname).segs(segs...) }
	const form = "+%091%0D%0A+-1%0D%0Aval1%0D%0Aval2%0D%0A.%0D%0A" // 3.4.9, with two values filled in
	for _, tc := range []validCase{
		{"2 uri archive", "http://www.acl.lanl.gov/URI/archive/uri-archive.index.html",
			at("http", "www.acl.lanl.gov").segs("URI", "archive", "uri-archive.index.html"), nil},
		// 3.1: an empty user name or password is not an absent one. FTP
		// cannot send an empty USER or PASS argument (RFC 959 5.3.2),
		// which is what the validator warns of.
		{"3.1 empty user name", "ftp://@host.com/", at("ftp", "host.com").user("").segs(""), []warning{warn(6, "user")}},
		{"3.1 no user name", "ftp://host.com/", ref("host.com", ""), nil},
		{"3.1 empty password", "ftp://foo:@host.com/", at("ftp", "host.com").user("foo").password("").segs(""),
			[]warning{warn(10, "password")}},
		// 3.2.2: "%2F" is inside a segment; "//" is an empty segment.
		{"3.2.2 encoded slash", "ftp://myname@host.dom/%2Fetc/motd", at("ftp", "host.dom").user("myname").segs("%2Fetc", "motd"), nil},
		{"3.2.2 relative path", "ftp://myname@host.dom/etc/motd", at("ftp", "host.dom").user("myname").segs("etc", "motd"), nil},
		{"3.2.2 null CWD", "ftp://myname@host.dom//etc/motd", at("ftp", "host.dom").user("myname").segs("", "etc", "motd"), nil},
		{"3.4.7 attribute (built)", "gopher://host/0sel%09%09!+ABSTRACT",
			at("gopher", "host").gopher("0sel%09%09!+ABSTRACT", "0", "sel").search("").plus("!+ABSTRACT"), nil},
		{"3.4.7 attributes (built)", "gopher://host/0sel%09%09!+ABSTRACT%20+SMELL",
			at("gopher", "host").gopher("0sel%09%09!+ABSTRACT%20+SMELL", "0", "sel").search("").plus("!+ABSTRACT%20+SMELL"), nil},
		{"3.4.8 alternate view (built)", "gopher://host/0sel%09%09+application/postscript%20Es_ES",
			at("gopher", "host").gopher("0sel%09%09+application/postscript%20Es_ES", "0", "sel").search("").plus("+application/postscript%20Es_ES"), nil},
		// 3.4.3: with a gopher+_string, "%09<search> must be supplied,
		// although the <search> element may be the empty string"; the
		// form's own "%09" is inside the gopher+_string.
		{"3.4.9 filled form (built)", "gopher://host/1sel%09%09" + form,
			at("gopher", "host").gopher("1sel%09%09"+form, "1", "sel").search("").plus(form), nil},
		{"3.6 all groups", "news:*", view{Scheme: "news", All: true}, nil},
		{"3.6 group name (built)", "news:comp.infosystems.www.misc", view{Scheme: "news"}.group("comp.infosystems.www.misc"), nil},
		{"3.10 vms file", "file://vms.host.edu/disk$user/my/notes/note12345.txt",
			at("file", "vms.host.edu").segs("disk$user", "my", "notes", "note12345.txt"), nil},
		// 3.11: "designates a <hsoname> of "/pros/name"": the ppath's
		// first segment is empty.
		{"3.11 hsoname with slash", "prospero://host.dom//pros/name", at("prospero", "host.dom").segs("", "pros", "name"), nil},
		{"3.11 object version (built)", "prospero://host.dom//pros/name;OBJECT-VERSION=2",
			at("prospero", "host.dom").segs("", "pros", "name").fields("OBJECT-VERSION", "2"), nil},
		{"A type d", "ftp://info.cern.ch/pub/www/doc;type=d", ref("info.cern.ch", "pub", "www", "doc").typecode("d"), nil},
		{"A rfc dir", "ftp://ds.internic.net/rfc", ref("ds.internic.net", "rfc"), nil},
		{"ref 1", "ftp://ds.internic.net/rfc/rfc1436.txt;type=a", ref("ds.internic.net", "rfc", "rfc1436.txt").typecode("a"), nil},
		{"ref 2", "ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol/Gopher+/Gopher+.txt",
			ref("boombox.micro.umn.edu", "pub", "gopher", "gopher_protocol", "Gopher+", "Gopher+.txt"), nil},
		{"ref 3", "ftp://ds.internic.net/rfc/rfc1630.txt", ref("ds.internic.net", "rfc", "rfc1630.txt"), nil},
		{"ref 4", "ftp://info.cern.ch/pub/www/doc/http-spec.txt.Z", ref("info.cern.ch", "pub", "www", "doc", "http-spec.txt.Z"), nil},
		{"ref 5", "ftp://ds.internic.net/rfc/rfc1123.txt", ref("ds.internic.net", "rfc", "rfc1123.txt"), nil},
		{"ref 6", "ftp://ds.internic.net/rfc/rfc822.txt", ref("ds.internic.net", "rfc", "rfc822.txt"), nil},
		{"ref 7", "ftp://quake.think.com/pub/wais/doc/protspec.txt", ref("quake.think.com", "pub", "wais", "doc", "protspec.txt"), nil},
		{"ref 8", "ftp://ds.internic.net/rfc/rfc1036.txt", ref("ds.internic.net", "rfc", "rfc1036.txt"), nil},
		{"ref 10", "ftp://quake.think.com/pub/wais/doc/doc-ids.txt", ref("quake.think.com", "pub", "wais", "doc", "doc-ids.txt"), nil},
		{"ref 11", "ftp://ds.internic.net/rfc/rfc977.txt", ref("ds.internic.net", "rfc", "rfc977.txt"), nil},
		{"ref 12", "ftp://ds.internic.net/internet-drafts/draft-ietf-uri-irl-fun-req-02.txt",
			ref("ds.internic.net", "internet-drafts", "draft-ietf-uri-irl-fun-req-02.txt"), nil},
		{"ref 13", "ftp://ds.internic.net/rfc/rfc1034.txt", ref("ds.internic.net", "rfc", "rfc1034.txt"), nil},
		{"ref 14", "ftp://prospero.isi.edu/pub/prospero/doc/prospero-protocol.PS.Z",
			ref("prospero.isi.edu", "pub", "prospero", "doc", "prospero-protocol.PS.Z"), nil},
		{"ref 15", "ftp://ds.internic.net/rfc/rfc959.txt", ref("ds.internic.net", "rfc", "rfc959.txt"), nil},
		{"ref 16", "ftp://ds.internic.net/rfc/rfc1737.txt", ref("ds.internic.net", "rfc", "rfc1737.txt"), nil},
		{"ref 17", "ftp://ds.internic.net/rfc/rfc1625.txt", ref("ds.internic.net", "rfc", "rfc1625.txt"), nil},
		{"ref 18", "ftp://uu.psi.com/wp/nir.txt", ref("uu.psi.com", "wp", "nir.txt"), nil},
		// The seed note: "besides <scheme> this URL contains only the
		// part <host>"; a forum (group) and an article "the identifier
		// of which is "XYZ123", stored on the host "news.iso.org"".
		{"seed iec site", "http://www.iec.ch", at("http", "www.iec.ch"), nil},
		{"seed iec mission", "http://www.iec.ch/about/mission-e.htm", at("http", "www.iec.ch").segs("about", "mission-e.htm"), nil},
		{"seed news group", "news:comp.os.unix", view{Scheme: "news"}.group("comp.os.unix"), nil},
		{"seed news article", "news:XYZ123@news.iso.org", view{Scheme: "news"}.article("XYZ123", "news.iso.org"), nil},
	} {
		t.Run(tc.name, func(t *testing.T) { checkValid(t, tc) })
	}
}

// TestRFCExampleWithFragment is the Appendix's last example: the "#"
// and what follows are a fragment, outside the URL (RFC 1808 2.4.1).
// In an http URL the "#" stands where an hsegment character, a "/", the
// "?" of a search or the end could: all of them in httpurl.
func TestRFCExampleWithFragment(t *testing.T) {
	const in = "http://ds.internic.net/instructions/overview.html#WARNING"
	checkInvalid(t, invalidCase{in: in, want: synErr{49, "httpurl", "#"}})
	u, f, err := rfc1738.ParseReference(in)
	if err != nil {
		t.Fatalf("ParseReference(%q): %v", in, err)
	}
	if d := cmp.Diff(at("http", "ds.internic.net").segs("instructions", "overview.html"), viewOf(u)); d != "" {
		t.Errorf("URL (-want +got):\n%s", d)
	}
	if d := cmp.Diff(&fragment{"WARNING", 50, 57}, fragmentOf(f)); d != "" {
		t.Errorf("fragment (-want +got):\n%s", d)
	}
}

// TestRFCExampleMeanings checks the typed, decoded access to the RFC's
// examples against what the RFC's text says they mean.
func TestRFCExampleMeanings(t *testing.T) {
	part := func(in string) ast.SchemePart { return rfc1738.MustParse(in).Part }
	// 3.2.2: each <cwd> is the argument of a CWD, <name> that of RETR
	// (or NLST with typecode "d"); "%2F" is decoded into the argument.
	for _, tc := range []struct {
		in   string
		dirs []string
		name string
		typ  byte
	}{
		{"ftp://myname@host.dom/%2Fetc/motd", []string{"/etc"}, "motd", 0},
		{"ftp://myname@host.dom/etc/motd", []string{"etc"}, "motd", 0},
		{"ftp://myname@host.dom//etc/motd", []string{"", "etc"}, "motd", 0},
		{"ftp://info.cern.ch/pub/www/doc;type=d", []string{"pub", "www"}, "doc", 'd'},
		{"ftp://ds.internic.net/rfc/rfc1436.txt;type=a", []string{"rfc"}, "rfc1436.txt", 'a'},
		{"ftp://ds.internic.net/rfc", nil, "rfc", 0},
		{"ftp://host.com/", nil, "", 0},
	} {
		f := part(tc.in).(*ast.FTPPart)
		if d := cmp.Diff(tc.dirs, f.Dirs()); d != "" {
			t.Errorf("%s: Dirs() (-want +got):\n%s", tc.in, d)
		}
		if f.Name() != tc.name || f.Type() != tc.typ {
			t.Errorf("%s: Name(), Type() = %q, %q; want %q, %q", tc.in, f.Name(), f.Type(), tc.name, tc.typ)
		}
	}

	// 3.1: "ftp://@host.com/ has an empty user name and no password,
	// ftp://host.com/ has no user name, while ftp://foo:@host.com/ has a
	// user name of "foo" and an empty password".
	for in, want := range map[string][2]*string{
		"ftp://@host.com/":     {p(""), nil},
		"ftp://host.com/":      {nil, nil},
		"ftp://foo:@host.com/": {p("foo"), p("")},
	} {
		l := rfc1738.MustParse(in).Login()
		var got [2]*string
		if l.User != nil {
			got[0] = p(l.User.Decoded())
		}
		if l.Password != nil {
			got[1] = p(l.Password.Decoded())
		}
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("%s: user and password (-want +got):\n%s", in, d)
		}
	}

	// 3.10: the VMS file's directories and name; "localhost" and the
	// empty host are the machine interpreting the URL.
	f := part("file://vms.host.edu/disk$user/my/notes/note12345.txt").(*ast.FilePart)
	if d := cmp.Diff([]string{"disk$user", "my", "notes", "note12345.txt"}, f.Segments()); d != "" || f.HostName() != "vms.host.edu" || f.IsLocal() {
		t.Errorf("vms file: HostName() %q, IsLocal() %v, Segments() (-want +got):\n%s", f.HostName(), f.IsLocal(), d)
	}
	for _, in := range []string{"file://localhost/etc/motd", "file:///etc/motd"} {
		if f := part(in).(*ast.FilePart); !f.IsLocal() {
			t.Errorf("%s: IsLocal() = false, want true (section 3.10)", in)
		}
	}

	// 3.11: "designates a <hsoname> of "/pros/name"".
	if got := part("prospero://host.dom//pros/name").(*ast.ProsperoPart).HSOName(); got != "/pros/name" {
		t.Errorf("HSOName() = %q, want /pros/name", got)
	}
	pr := part("prospero://host.dom//pros/name;OBJECT-VERSION=2").(*ast.ProsperoPart)
	if v, ok := pr.Field("OBJECT-VERSION"); !ok || v != "2" || pr.HSOName() != "/pros/name" {
		t.Errorf("Field(OBJECT-VERSION) = %q, %v, HSOName() = %q; want 2, true, /pros/name", v, ok, pr.HSOName())
	}

	// 3.6 and the seed note: "*" is all groups; a group is told from an
	// article by the "@".
	if n := part("news:*").(*ast.NewsPart); !n.IsAll() {
		t.Errorf("news:*: IsAll() = false")
	}
	n := part("news:comp.os.unix").(*ast.NewsPart)
	if g, ok := n.GroupName(); !ok || g != "comp.os.unix" || n.Article != nil {
		t.Errorf("news:comp.os.unix: GroupName() = %q, %v; Article %v", g, ok, n.Article)
	}
	n = part("news:XYZ123@news.iso.org").(*ast.NewsPart)
	if id, ok := n.MessageID(); !ok || id != "XYZ123@news.iso.org" || n.Article.Unique.Decoded() != "XYZ123" || n.Article.Host.String() != "news.iso.org" {
		t.Errorf("news:XYZ123@news.iso.org: MessageID() = %q, %v", id, ok)
	}
	if _, ok := n.GroupName(); ok {
		t.Errorf("news:XYZ123@news.iso.org: GroupName() reports a group")
	}

	// The seed note's site has no path; the page's path is about, mission-e.htm.
	if h := part("http://www.iec.ch").(*ast.HTTPPart); h.Segments() != nil {
		t.Errorf("http://www.iec.ch: Segments() = %q, want none", h.Segments())
	}
	if got := part("http://www.iec.ch/about/mission-e.htm").(*ast.HTTPPart).Segments(); !cmp.Equal(got, []string{"about", "mission-e.htm"}) {
		t.Errorf("mission page: Segments() = %q", got)
	}
}

// TestDefaultPorts checks the ports sections 3.2 to 3.11 give; file,
// mailto and news have none, and neither has a scheme the RFC does not
// define.
func TestDefaultPorts(t *testing.T) {
	for in, want := range map[string]int{
		"ftp://h": 21, "http://h": 80, "gopher://h": 70, "nntp://h/g": 119, "telnet://h": 23,
		"wais://h/db": 210, "prospero://h/x": 1525, "file:///x": 0, "mailto:a@b": 0, "news:*": 0, "foo://h": 0,
	} {
		got, ok := rfc1738.MustParse(in).DefaultPort()
		if got != want || ok != (want != 0) {
			t.Errorf("DefaultPort() of %s = %d, %v; want %d", in, got, ok, want)
		}
	}
}

// TestParseValid covers every generic production of section 5 with
// valid boundary cases, in URLs of schemes that RFC 1738 does not define
// ("foo", "x-ip"), which keep the generic syntax; then the productions
// of each scheme that has its own, with the cases where the scheme's
// production accepts what the generic syntax would not, or reads it
// otherwise; and the readings of parser/doc.go that accept.
func TestParseValid(t *testing.T) {
	hn := func(name string) validCase {
		return validCase{"hostname/" + name, "x-ip://" + name + "/", at("x-ip", name).path(""), nil}
	}
	for _, tc := range []validCase{
		// scheme = 1*[ lowalpha | digit | "+" | "-" | "." ], case-insensitive
		// (2.1), for choosing a scheme's production too
		{"scheme/upper case", "HTTP://x", at("HTTP", "x"), nil},
		{"scheme/mixed case", "MailTo:a@b", view{Scheme: "MailTo"}.address("a@b"), nil},
		{"scheme/upper case unregistered", "FOO://x", at("FOO", "x"), nil},
		{"scheme/plus minus dot digit", "a+b-c.d9:x", opaque("a+b-c.d9", "x"), nil},
		{"scheme/starts with digit", "1x:y", opaque("1x", "y"), nil},
		{"scheme/only plus", "+:x", opaque("+", "x"), nil},
		{"scheme/dots", "..://example.net", at("..", "example.net"), nil},
		{"scheme/experimental", "x-y://h/p", at("x-y", "h").path("p"), nil},
		// schemepart = *xchar | ip-schemepart
		{"schemepart/empty", "foo:", opaque("foo", ""), nil},
		{"schemepart/opaque every xchar", "x:aZ09$-_.+!*'(),;/?:@&=%7e%7E", opaque("x", "aZ09$-_.+!*'(),;/?:@&=%7e%7E"), nil},
		{"schemepart/one slash", "foo:/", opaque("foo", "/"), nil},
		{"schemepart/slashes later", "x:a//b", opaque("x", "a//b"), nil},
		{"schemepart/second colon", "urn:isbn:0-395-36341-1", opaque("urn", "isbn:0-395-36341-1"), nil},
		{"schemepart/unknown scheme ip", "foo://host:80/p", at("foo", "host").port("80").path("p"), nil},
		// ip-schemepart = "//" login [ "/" urlpath ]
		{"ip-schemepart/no path", "x-ip://h", at("x-ip", "h"), nil},
		{"ip-schemepart/empty path", "x-ip://h/", at("x-ip", "h").path(""), nil},
		{"ip-schemepart/path of slash", "x-ip://h//", at("x-ip", "h").path("/"), nil},
		// login = [ user [ ":" password ] "@" ] hostport
		{"login/user password port", "foo://u:p@h:23/", at("foo", "h").user("u").password("p").port("23").path(""), nil},
		{"login/slash ends login", "foo://a/b@h/", at("foo", "a").path("b@h/"), nil},
		// user = *[ uchar | ";" | "?" | "&" | "=" ]
		{"user/empty", "foo://@h", at("foo", "h").user(""), nil},
		{"user/every allowed char", "foo://aZ09$-_.+!*'(),;?&=%41@h", at("foo", "h").user("aZ09$-_.+!*'(),;?&=%41"), nil},
		{"user/escaped colon at slash", "foo://%3A%40%2F@h", at("foo", "h").user("%3A%40%2F"), nil},
		// password = *[ uchar | ";" | "?" | "&" | "=" ]
		{"password/empty", "foo://u:@h", at("foo", "h").user("u").password(""), nil},
		{"password/empty user and password", "foo://:@h", at("foo", "h").user("").password(""), nil},
		{"password/empty user", "foo://:pw@h", at("foo", "h").user("").password("pw"), nil},
		{"password/every allowed char", "foo://u:aZ09$-_.+!*'(),;?&=%3a@h", at("foo", "h").user("u").password("aZ09$-_.+!*'(),;?&=%3a"), nil},
		{"password/looks like port", "foo://h:21@h", at("foo", "h").user("h").password("21"), nil},
		// hostname = *[ domainlabel "." ] toplabel
		hn("localhost"),
		hn("x"),
		hn("a-b"),
		hn("a--b"),
		hn("a1"),
		hn("1a.com"),
		hn("1.2.3.com"),
		hn("1-2.x"),
		hn("WWW.IEC.CH"),
		hn("xn--bcher-kva.ch"),
		// hostnumber = digits "." digits "." digits "." digits
		{"hostnumber/ipv4", "foo://192.0.2.16/", at("foo", "192.0.2.16").path(""), nil},
		{"hostnumber/leading zero", "foo://080.0.0.1/", at("foo", "080.0.0.1").path(""), []warning{warn(6, "hostnumber")}},
		{"hostnumber/max", "foo://255.255.255.255", at("foo", "255.255.255.255"), nil},
		{"hostnumber/above 255", "foo://999.999.999.999/", at("foo", "999.999.999.999").path(""),
			[]warning{warn(6, "hostnumber"), warn(10, "hostnumber"), warn(14, "hostnumber"), warn(18, "hostnumber")}},
		{"hostnumber/one part above 255", "foo://1.256.3.4/", at("foo", "1.256.3.4").path(""), []warning{warn(8, "hostnumber")}},
		{"hostnumber/beyond int", "foo://1.2.3.99999999999999999999/", at("foo", "1.2.3.99999999999999999999").path(""),
			[]warning{warn(12, "hostnumber")}},
		// port = digits
		{"port/zero", "x-ip://h:0/", at("x-ip", "h").port("0").path(""), nil},
		{"port/leading zero", "x-ip://h:080/", at("x-ip", "h").port("080").path(""), nil},
		{"port/max", "x-ip://h:65535", at("x-ip", "h").port("65535"), nil},
		{"port/above 65535", "x-ip://h:99999/", at("x-ip", "h").port("99999").path(""), []warning{warn(9, "port")}},
		{"port/65536", "x-ip://h:65536", at("x-ip", "h").port("65536"), []warning{warn(9, "port")}},
		{"port/with hostnumber", "x-ip://10.0.0.1:8080/", at("x-ip", "10.0.0.1").port("8080").path(""), nil},
		// urlpath = *xchar; escape = "%" hex hex
		{"urlpath/every xchar", "x-ip://h/aZ09$-_.+!*'(),;/?:@&=", at("x-ip", "h").path("aZ09$-_.+!*'(),;/?:@&="), nil},
		{"escape/upper hex", "x-ip://h/%41%2F%7E", at("x-ip", "h").path("%41%2F%7E"), nil},
		{"escape/lower hex", "x-ip://h/%2f%7e%ff", at("x-ip", "h").path("%2f%7e%ff"), nil},
		{"escape/encoded hash", "x-ip://h/%23", at("x-ip", "h").path("%23"), nil},
		// readings of parser/doc.go
		{"reading/URL: prefix is a scheme", "URL:http://x", opaque("URL", "http://x"), nil},
		{"reading/long label warns", "x-ip://" + strings.Repeat("a", 64) + ".b/", at("x-ip", strings.Repeat("a", 64)+".b").path(""),
			[]warning{warn(7, "domainlabel")}},
		{"reading/long top label warns", "x-ip://" + strings.Repeat("a", 64), at("x-ip", strings.Repeat("a", 64)),
			[]warning{warn(7, "toplabel")}},
		{"reading/long hostname warns", "x-ip://" + strings.Repeat("a.", 127) + "bc/", at("x-ip", strings.Repeat("a.", 127)+"bc").path(""),
			[]warning{warn(7, "hostname")}},
		{"reading/hostname of 255 is fine", "x-ip://" + strings.Repeat("a.", 126) + "bcd/", at("x-ip", strings.Repeat("a.", 126)+"bcd").path(""), nil},
		{"reading/scheme hosts warn too", "http://" + strings.Repeat("a", 64) + ".b:99999/", at("http", strings.Repeat("a", 64)+".b").port("99999").segs(""),
			[]warning{warn(7, "domainlabel"), warn(74, "port")}},

		// ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
		{"ftpurl/no path", "ftp://h", at("ftp", "h"), nil},
		{"ftpurl/empty path", "ftp://h/", at("ftp", "h").segs(""), nil},
		{"ftpurl/login", "ftp://u:p@h:21/a", at("ftp", "h").user("u").password("p").port("21").segs("a"), nil},
		{"ftpurl/slash ends login", "ftp://a/b@h/", at("ftp", "a").segs("b@h", ""), nil},
		{"ftpurl/empty user warns", "ftp://@h", at("ftp", "h").user(""), []warning{warn(6, "user")}},
		{"ftpurl/empty password warns", "ftp://u:@h", at("ftp", "h").user("u").password(""), []warning{warn(8, "password")}},
		{"ftpurl/encoded line break in login warns", "ftp://u%0Ax:p%0D@h/", at("ftp", "h").user("u%0Ax").password("p%0D").segs(""),
			[]warning{warn(7, "user"), warn(13, "password")}},
		// fpath = fsegment *[ "/" fsegment ]
		{"fpath/path of slash", "ftp://h//", at("ftp", "h").segs("", ""), nil},
		{"fpath/empty segments", "ftp://h/a//b/", at("ftp", "h").segs("a", "", "b", ""), nil},
		// fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
		{"fsegment/every allowed char", "ftp://h/aZ09$-_.+!*'(),?:@&=%3B%2F", at("ftp", "h").segs("aZ09$-_.+!*'(),?:@&=%3B%2F"), nil},
		{"fsegment/encoded line break warns", "ftp://h/a%0D%0Ab", at("ftp", "h").segs("a%0D%0Ab"), []warning{warn(9, "fsegment"), warn(12, "fsegment")}},
		// ftptype = "A" | "I" | "D" | "a" | "i" | "d"
		{"ftptype/A", "ftp://h/a;type=A", at("ftp", "h").segs("a").typecode("A"), nil},
		{"ftptype/I", "ftp://h/a;type=I", at("ftp", "h").segs("a").typecode("I"), nil},
		{"ftptype/D", "ftp://h/a;type=D", at("ftp", "h").segs("a").typecode("D"), nil},
		{"ftptype/a", "ftp://h/a;type=a", at("ftp", "h").segs("a").typecode("a"), nil},
		{"ftptype/i", "ftp://h/a;type=i", at("ftp", "h").segs("a").typecode("i"), nil},
		{"ftptype/d after dirs", "ftp://h/a/b;type=d", at("ftp", "h").segs("a", "b").typecode("d"), nil},
		{"ftptype/d of empty name", "ftp://h/;type=d", at("ftp", "h").segs("").typecode("d"), nil},
		{"ftptype/a of empty name warns", "ftp://h/;type=a", at("ftp", "h").segs("").typecode("a"), []warning{warn(14, "ftptype")}},
		{"ftptype/after escaped slash", "ftp://h/a%2Fb;type=a", at("ftp", "h").segs("a%2Fb").typecode("a"), nil},

		// fileurl = "file://" [ host | "localhost" ] "/" fpath
		{"fileurl/empty host", "file:///etc/motd", view{Scheme: "file"}.segs("etc", "motd"), nil},
		{"fileurl/empty host and path", "file:///", view{Scheme: "file"}.segs(""), nil},
		{"fileurl/localhost", "file://localhost/etc/motd", at("file", "localhost").segs("etc", "motd"), nil},
		{"fileurl/LOCALHOST", "file://LOCALHOST/x", at("file", "LOCALHOST").segs("x"), nil},
		{"fileurl/empty path", "file://h/", at("file", "h").segs(""), nil},
		{"fileurl/hostnumber", "file://127.0.0.1/x", at("file", "127.0.0.1").segs("x"), nil},
		{"fileurl/encoded hash", "file://h/%23", at("file", "h").segs("%23"), nil},
		{"fileurl/fsegment chars", "file://h/a?b:c@d&e=f/%3B", at("file", "h").segs("a?b:c@d&e=f", "%3B"), nil},

		// httpurl = "http://" hostport [ "/" hpath [ "?" search ]]
		{"httpurl/no path", "http://h", at("http", "h"), nil},
		{"httpurl/empty path", "http://h/", at("http", "h").segs(""), nil},
		{"httpurl/port", "http://h:80", at("http", "h").port("80"), nil},
		{"httpurl/empty search", "http://h/?", at("http", "h").segs("").search(""), nil},
		{"httpurl/search after empty path", "http://h/?q", at("http", "h").segs("").search("q"), nil},
		{"httpurl/path and search", "http://h/a/b?x=1&y=2", at("http", "h").segs("a", "b").search("x=1&y=2"), nil},
		// hpath = hsegment *[ "/" hsegment ]
		{"hpath/path of slash", "http://h//", at("http", "h").segs("", ""), nil},
		// hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
		{"hsegment/every allowed char", "http://h/aZ09$-_.+!*'(),;:@&=%2F%3F", at("http", "h").segs("aZ09$-_.+!*'(),;:@&=%2F%3F"), nil},
		// search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
		{"search/every allowed char", "http://h/?aZ09$-_.+!*'(),;:@&=%2F%3F", at("http", "h").segs("").search("aZ09$-_.+!*'(),;:@&=%2F%3F"), nil},

		// gopherurl = "gopher://" hostport [ / [ gtype [ selector
		//             [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
		{"gopherurl/no path", "gopher://h", at("gopher", "h"), nil},
		{"gopherurl/empty path", "gopher://h/", at("gopher", "h").path(""), nil},
		{"gopherurl/port", "gopher://h:70/0x", at("gopher", "h").port("70").gopher("0x", "0", "x"), nil},
		{"gopherurl/gtype alone", "gopher://h/1", at("gopher", "h").gopher("1", "1", ""), nil},
		{"gopherurl/empty search", "gopher://h/1sel%09", at("gopher", "h").gopher("1sel%09", "1", "sel").search(""), nil},
		{"gopherurl/empty selector", "gopher://h/1%09x", at("gopher", "h").gopher("1%09x", "1", "").search("x"), nil},
		{"gopherurl/gopher+", "gopher://h/1sel%09s%09+", at("gopher", "h").gopher("1sel%09s%09+", "1", "sel").search("s").plus("+"), nil},
		// gtype = xchar: "no characters are reserved" (3.4.1)
		{"gtype/escaped", "gopher://h/%31sel", at("gopher", "h").gopher("%31sel", "%31", "sel"), nil},
		{"gtype/tab warns", "gopher://h/%09", at("gopher", "h").gopher("%09", "%09", ""), []warning{warn(11, "gtype")}},
		// selector = *xchar; "some Gopher <selector> strings begin with
		// a copy of the <gophertype> character" (3.4.1)
		{"selector/copy of type", "gopher://h/11/sel", at("gopher", "h").gopher("11/sel", "1", "1/sel"), nil},
		{"selector/every xchar", "gopher://h/0aZ09$-_.+!*'(),;/?:@&=%7E", at("gopher", "h").gopher("0aZ09$-_.+!*'(),;/?:@&=%7E", "0", "aZ09$-_.+!*'(),;/?:@&=%7E"), nil},
		{"selector/encoded CR warns", "gopher://h/1a%0Db", at("gopher", "h").gopher("1a%0Db", "1", "a%0Db"), []warning{warn(13, "selector")}},
		// the leftmost "%09" that a search can follow splits
		{"selector/tab before no search", "gopher://h/1a%09b/c", at("gopher", "h").gopher("1a%09b/c", "1", "a%09b/c"),
			[]warning{warn(13, "selector")}},
		{"selector/tab before search", "gopher://h/1a%09b?c%09d", at("gopher", "h").gopher("1a%09b?c%09d", "1", "a%09b?c").search("d"),
			[]warning{warn(13, "selector")}},
		// gopher+_string = *xchar, "%09" included
		{"gopher+_string/holds tab", "gopher://h/7sel%09a%09+b%09c", at("gopher", "h").gopher("7sel%09a%09+b%09c", "7", "sel").search("a").plus("+b%09c"), nil},
		{"gopher+_string/empty warns", "gopher://h/1sel%09%09", at("gopher", "h").gopher("1sel%09%09", "1", "sel").search("").plus(""),
			[]warning{warn(21, "gopher+_string")}},
		{"gopher+_string/no form warns", "gopher://h/1sel%09%09x", at("gopher", "h").gopher("1sel%09%09x", "1", "sel").search("").plus("x"),
			[]warning{warn(21, "gopher+_string")}},
		{"gopher+_string/?", "gopher://h/0sel%09%09?", at("gopher", "h").gopher("0sel%09%09?", "0", "sel").search("").plus("?"), nil},
		{"gopher+_string/$", "gopher://h/1sel%09%09$", at("gopher", "h").gopher("1sel%09%09$", "1", "sel").search("").plus("$"), nil},

		// mailtourl = "mailto:" encoded822addr; encoded822addr = 1*xchar
		{"mailtourl/address", "mailto:joe@example.com", view{Scheme: "mailto"}.address("joe@example.com"), nil},
		{"mailtourl/encoded percent", "mailto:a%25b@c", view{Scheme: "mailto"}.address("a%25b@c"), nil},
		{"mailtourl/quoted local part", "mailto:%22a%20b%22@c", view{Scheme: "mailto"}.address("%22a%20b%22@c"), nil},
		// 1*xchar is the syntax; RFC 822's addr-spec is the validator's
		{"encoded822addr/no domain warns", "mailto:joe", view{Scheme: "mailto"}.address("joe"), []warning{warn(10, "encoded822addr")}},
		{"encoded822addr/list warns", "mailto:a@b,c@d", view{Scheme: "mailto"}.address("a@b,c@d"), []warning{warn(10, "encoded822addr")}},
		{"encoded822addr/at alone warns", "mailto:@", view{Scheme: "mailto"}.address("@"), []warning{warn(7, "encoded822addr")}},
		{"encoded822addr/slashes are no login", "mailto://x", view{Scheme: "mailto"}.address("//x"), []warning{warn(10, "encoded822addr")}},

		// newsurl = "news:" grouppart; grouppart = "*" | group | article
		{"group/one letter", "news:a", view{Scheme: "news"}.group("a"), nil},
		{"group/every allowed char", "news:a.b-c+d_e9", view{Scheme: "news"}.group("a.b-c+d_e9"), nil},
		{"group/empty component warns", "news:comp..misc", view{Scheme: "news"}.group("comp..misc"), []warning{warn(9, "group")}},
		{"group/upper case scheme", "NEWS:*", view{Scheme: "NEWS", All: true}, nil},
		// article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
		{"article/hostnumber", "news:x@1.2.3.4", view{Scheme: "news"}.article("x", "1.2.3.4"), nil},
		{"article/every allowed char", "news:aZ09$-_.+!*'(),;/?:&=%41@h.com", view{Scheme: "news"}.article("aZ09$-_.+!*'(),;/?:&=%41", "h.com"), nil},
		{"article/dots before at", "news:a.b@c", view{Scheme: "news"}.article("a.b", "c"), nil},
		{"article/digit first", "news:1abc@h", view{Scheme: "news"}.article("1abc", "h"), nil},
		{"article/star first", "news:*x@h", view{Scheme: "news"}.article("*x", "h"), nil},
		{"article/slashes warn", "news://host/x@y", view{Scheme: "news"}.article("//host/x", "y"), []warning{warn(5, "article")}},
		{"article/angle bracket warns", "news:%3Cx%3E@h", view{Scheme: "news"}.article("%3Cx%3E", "h"), []warning{warn(5, "article")}},

		// nntpurl = "nntp://" hostport "/" group [ "/" digits ]
		{"nntpurl/group", "nntp://h/g", at("nntp", "h").group("g"), nil},
		{"nntpurl/article", "nntp://h:119/comp.os.unix/42", at("nntp", "h").port("119").group("comp.os.unix").number("42"), nil},
		{"nntpurl/group chars", "nntp://h/g.b-c+d_e/1", at("nntp", "h").group("g.b-c+d_e").number("1"), nil},
		{"nntpurl/leading zeros", "nntp://h/g/007", at("nntp", "h").group("g").number("007"), nil},
		{"nntpurl/article zero warns", "nntp://h/g/0", at("nntp", "h").group("g").number("0"), []warning{warn(11, "digits")}},
		{"nntpurl/article too big warns", "nntp://h/g/99999999999", at("nntp", "h").group("g").number("99999999999"), []warning{warn(11, "digits")}},

		// telneturl = "telnet://" login [ "/" ]
		{"telneturl/no slash", "telnet://h", at("telnet", "h"), nil},
		{"telneturl/slash", "telnet://h/", at("telnet", "h").slash(), nil},
		{"telneturl/login", "telnet://u:p@h:23/", at("telnet", "h").user("u").password("p").port("23").slash(), nil},
		{"telneturl/empty user", "telnet://@h", at("telnet", "h").user(""), nil},
		{"telneturl/encoded CR warns", "telnet://u%0D@h", at("telnet", "h").user("u%0D"), []warning{warn(10, "user")}},

		// waisurl = waisdatabase | waisindex | waisdoc
		{"waisdatabase", "wais://h/db", at("wais", "h").database("db"), nil},
		{"waisdatabase/empty warns", "wais://h/", at("wais", "h").database(""), []warning{warn(9, "database")}},
		{"waisindex", "wais://h/db?query", at("wais", "h").database("db").search("query"), nil},
		{"waisindex/empty search", "wais://h/db?", at("wais", "h").database("db").search(""), nil},
		{"waisindex/search chars", "wais://h:210/db?a;b:c@d&e=f", at("wais", "h").port("210").database("db").search("a;b:c@d&e=f"), nil},
		{"waisdoc", "wais://h/db/TEXT/doc-id", at("wais", "h").database("db").doc("TEXT", "doc-id"), nil},
		{"waisdoc/empty warns", "wais://h/db//", at("wais", "h").database("db").doc("", ""), []warning{warn(12, "wtype"), warn(13, "wpath")}},
		{"waisdoc/escaped slash", "wais://h/d%2Fb/t%3F/p%2F", at("wais", "h").database("d%2Fb").doc("t%3F", "p%2F"), nil},

		// prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]
		{"prosperourl/empty ppath warns", "prospero://h/", at("prospero", "h").segs(""), []warning{warn(13, "ppath")}},
		{"prosperourl/port and escaped semicolon", "prospero://h:1525/x;a=%3B", at("prospero", "h").port("1525").segs("x").fields("a", "%3B"), nil},
		// psegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
		{"psegment/allowed chars", "prospero://h/a/b?c:d@e&f=g", at("prospero", "h").segs("a", "b?c:d@e&f=g"), nil},
		// fieldspec = ";" fieldname "=" fieldvalue
		{"fieldspec/two", "prospero://h/a;x=1;y=2", at("prospero", "h").segs("a").fields("x", "1", "y", "2"), nil},
		{"fieldspec/empty value", "prospero://h/a;x=", at("prospero", "h").segs("a").fields("x", ""), nil},
		{"fieldspec/no name warns", "prospero://h/a;=v", at("prospero", "h").segs("a").fields("", "v"), []warning{warn(14, "fieldspec")}},
		{"fieldspec/repeated name warns", "prospero://h/a;x=1;x=2", at("prospero", "h").segs("a").fields("x", "1", "x", "2"), []warning{warn(18, "fieldspec")}},
		{"fieldvalue/allowed chars", "prospero://h/a;n?:@&=v?:@&", at("prospero", "h").segs("a").fields("n?:@&", "v?:@&"), nil},
	} {
		t.Run(tc.name, func(t *testing.T) { checkValid(t, tc) })
	}
}

// TestParseInvalid covers every generic production with invalid boundary
// cases, in URLs of schemes that keep the generic syntax, then each
// scheme's production, with the cases where it rejects what the generic
// syntax accepts. Each offset is the first impossible byte, worked out
// from the BNF of section 5 (and the readings of parser/doc.go): the
// input before it is still the start of some valid URL, the input up to
// and including it is not; at the end of the input when it stops too
// early. The production is the innermost one that every way of going on
// from there lies in: every byte that could stand there, and the end
// when the URL could end there; where that is the whole scheme part, the
// scheme's production (genericurl's parts keep their names). An error
// in a URL of a scheme with its own production also names that
// production (checkInvalid).
//
// In the generic syntax, ftp and telnet a login may start with
// user [ ":" password ] "@", and user and password take letters, digits,
// safe and extra characters, escapes, ";", "?", "&" and "=": text that
// cannot be a host (or host and port) may still be a user name waiting
// for its "@", so the error moves on to where neither reading can go
// on, often the "/" or the end of the input. The error's notes then say
// where the host reading stopped; TestErrorNotes checks them.
func TestParseInvalid(t *testing.T) {
	for _, tc := range []invalidCase{
		// genericurl = scheme ":" schemepart. Without a ":" the input is
		// still the start of a scheme, which more scheme characters or
		// the ":" of genericurl may follow.
		{name: "genericurl/empty input", in: "", want: synErr{0, "scheme", ""}},
		{name: "genericurl/no colon", in: "http", want: synErr{4, "genericurl", ""}},
		{name: "genericurl/no colon before query", in: "ab?c", want: synErr{2, "genericurl", "?"}},
		// scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]: the first
		// character can only be a scheme's; after it, ":" may come too.
		{name: "scheme/empty", in: ":x", want: synErr{0, "scheme", ":"}},
		{name: "scheme/underscore", in: "a_b:x", want: synErr{1, "genericurl", "_"}},
		{name: "scheme/space", in: "ht tp:x", want: synErr{2, "genericurl", " "}},
		{name: "scheme/non-ASCII", in: "é:x", want: synErr{0, "scheme", "é"}},
		{name: "scheme/escape", in: "ht%74p://h", want: synErr{2, "genericurl", "%74"}},
		// schemepart = *xchar | ip-schemepart
		{name: "schemepart/space", in: "foo:a b", want: synErr{5, "schemepart", " "}},
		{name: "schemepart/tilde", in: "foo:~x", want: synErr{4, "schemepart", "~"}},
		// "%" may start an escape; the end comes where a hex digit must.
		{name: "schemepart/percent at end", in: "foo:%", want: synErr{5, "escape", ""}},
		// "//" makes an ip-schemepart (parser/doc.go). "host:abc" is no
		// host and port (a port is digits), but it is a user "host" and
		// a password "abc" waiting for their "@"; a password has no "/".
		{name: "schemepart/double slash commits", in: "foo://host:abc/", want: synErr{14, "login", "/"}},
		// A host, or a user and password, must follow "//".
		{name: "schemepart/double slash then nothing", in: "foo://", want: synErr{6, "login", ""}},
		// ip-schemepart = "//" login [ "/" urlpath ]: "h?q" is no host
		// followed by a path, but it is a user name ("?" is one of its
		// characters) that only ":" or "@" can go on.
		{name: "ip-schemepart/query without slash", in: "x-ip://h?q", want: synErr{10, "login", ""}},
		// An empty login is neither a user name's "@" nor a host.
		{name: "ip-schemepart/empty host before path", in: "x-ip:///etc/motd", want: synErr{7, "login", "/"}},
		// login = [ user [ ":" password ] "@" ] hostport. After "a@b"
		// the host "b" may go on, or a port, a path or the end: every way
		// but the end lies in the ip-schemepart, not the login.
		{name: "login/second at", in: "foo://a@b@h/", want: synErr{9, "ip-schemepart", "@"}},
		// After "@" only a host can come: a hostname or a hostnumber.
		{name: "login/empty host after at", in: "foo://u:p@/", want: synErr{10, "host", "/"}},
		// After "a" the host, the user name, a port, a path or the end:
		// the space is none of them.
		{name: "user/space", in: "foo://a b@h/", want: synErr{7, "ip-schemepart", " "}},
		// "%" starts an escape of the user name; "z" is not a hex digit.
		{name: "user/bad escape", in: "foo://a%zz@h", want: synErr{8, "escape", "z"}},
		// "a:b" is a user and a password ("b" is no port); a password has
		// no ":".
		{name: "password/colon", in: "foo://a:b:c@h/", want: synErr{9, "login", ":"}},
		{name: "password/tilde", in: "foo://u:p~@h/", want: synErr{9, "login", "~"}},
		// hostname = *[ domainlabel "." ] toplabel. In the generic
		// syntax each of these hosts is also a user name ("." "-" "_"
		// and escapes are uchars), so the error is where the user name
		// cannot go on: at the "/" (no "@" came) or at the end.
		{name: "hostname/trailing dot", in: "x-ip://www.iec.ch.", want: synErr{18, "login", ""}},
		{name: "hostname/trailing dot before path", in: "x-ip://example.com../", want: synErr{20, "login", "/"}},
		{name: "hostname/empty label", in: "x-ip://a..b/", want: synErr{11, "login", "/"}},
		{name: "hostname/leading hyphen", in: "x-ip://-a/", want: synErr{9, "login", "/"}},
		{name: "toplabel/trailing hyphen", in: "x-ip://a-/", want: synErr{9, "login", "/"}},
		{name: "domainlabel/trailing hyphen", in: "x-ip://a-.com/", want: synErr{13, "login", "/"}},
		// A label may start with a digit, but the toplabel may not: "1a"
		// could go on as "1a.com", not end before a "/".
		{name: "toplabel/starts with digit", in: "x-ip://1a/", want: synErr{9, "login", "/"}},
		{name: "toplabel/digit after dot", in: "x-ip://h.1/", want: synErr{10, "login", "/"}},
		{name: "toplabel/digit letter after dot", in: "x-ip://h.1a/", want: synErr{11, "login", "/"}},
		{name: "hostname/underscore", in: "x-ip://a_b/", want: synErr{10, "login", "/"}},
		// A space or a non-ASCII byte is no host's, no user's, no
		// port's and no path's: the error stays where it stands.
		{name: "domainlabel/space", in: "x-ip://exa mple.com/", want: synErr{10, "ip-schemepart", " "}},
		{name: "domainlabel/non-ASCII", in: "x-ip://bücher.ch", want: synErr{8, "ip-schemepart", "ü"}},
		// "[" is national: no host starts with it, and a user name has it
		// only escaped.
		{name: "host/bracketed", in: "x-ip://[::1]/", want: synErr{7, "login", "["}},
		// A host has no escapes, a user name has.
		{name: "host/escape", in: "x-ip://a%2Fb/", want: synErr{12, "login", "/"}},
		// hostnumber = digits "." digits "." digits "." digits: three
		// parts, or five, are no host, but a user name.
		{name: "hostnumber/three parts", in: "x-ip://1.2.3/", want: synErr{12, "login", "/"}},
		{name: "hostnumber/five parts", in: "x-ip://1.2.3.4.5/", want: synErr{16, "login", "/"}},
		// port = digits. "h:" followed by no digit is a user "h" and a
		// password, which ends with "@", not "/" nor the end.
		{name: "port/empty", in: "x-ip://h:/", want: synErr{9, "login", "/"}},
		{name: "port/empty at end", in: "x-ip://h:", want: synErr{9, "login", ""}},
		{name: "port/letter", in: "x-ip://h:a/", want: synErr{10, "login", "/"}},
		{name: "port/sign", in: "x-ip://h:-1/", want: synErr{11, "login", "/"}},
		// "h:80" is a host and port, and a user and password: after it a
		// port digit, a password character, "@", "/" or the end; a
		// password has no ":".
		{name: "port/second colon", in: "x-ip://h:80:80/", want: synErr{11, "ip-schemepart", ":"}},
		{name: "port/letter after digits", in: "x-ip://host:80x/", want: synErr{15, "login", "/"}},
		{name: "port/escape", in: "x-ip://h:%38%30/", want: synErr{15, "login", "/"}},
		// urlpath = *xchar: the path is the last part, so every way of
		// going on lies in it.
		{name: "urlpath/hash", in: "x-ip://h/a#b", want: synErr{10, "urlpath", "#"}},
		{name: "urlpath/tilde", in: "x-ip://h/~u", want: synErr{9, "urlpath", "~"}},
		{name: "urlpath/space", in: "x-ip://h/a b", want: synErr{10, "urlpath", " "}},
		{name: "urlpath/two spaces", in: "x-ip://h/a b c", want: synErr{10, "urlpath", " "}},
		{name: "urlpath/brackets", in: "x-ip://h/a[1]", want: synErr{10, "urlpath", "["}},
		{name: "urlpath/non-ASCII", in: "x-ip://h/é", want: synErr{9, "urlpath", "é"}},
		{name: "urlpath/invalid UTF-8", in: "x-ip://h/\xff", want: synErr{9, "urlpath", "\xff"}},
		{name: "urlpath/control", in: "x-ip://h/a\x01b", want: synErr{10, "urlpath", "\x01"}},
		{name: "urlpath/delete", in: "x-ip://h/\x7f", want: synErr{9, "urlpath", "\x7f"}},
		// escape = "%" hex hex, read byte by byte: the error is at the
		// first byte after "%" that is not a hex digit, or at the end.
		{name: "escape/not hex", in: "x-ip://h/%zz", want: synErr{10, "escape", "z"}},
		{name: "escape/one hex then not", in: "x-ip://h/%4g", want: synErr{11, "escape", "g"}},
		{name: "escape/truncated", in: "x-ip://h/%4", want: synErr{11, "escape", ""}},
		{name: "escape/percent at end", in: "x-ip://h/a%", want: synErr{11, "escape", ""}},
		// The second "%" starts an escape of its own, "%41", where the
		// first one needs a hex digit.
		{name: "escape/percent percent", in: "x-ip://h/%%41", want: synErr{10, "escape", "%41"}},
		// readings of parser/doc.go
		{name: "reading/angle brackets", in: "<URL:http://x>", want: synErr{0, "scheme", "<"}},
		{name: "reading/fragment rejected", in: "foo:xxx#frag", want: synErr{7, "schemepart", "#"}},

		// ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]: an
		// fsegment has no ";", so a ";" starts ";type=", which is
		// ftpurl's own.
		{name: "ftpurl/semicolon not type", in: "ftp://h/a;b", want: synErr{10, "ftpurl", "b"}},
		{name: "ftpurl/semicolon at end", in: "ftp://h/a;", want: synErr{10, "ftpurl", ""}},
		{name: "ftpurl/misspelt type", in: "ftp://h/a;typo=d", want: synErr{13, "ftpurl", "o"}},
		// After the typecode only the end.
		{name: "ftpurl/second typecode", in: "ftp://h/a;type=d;type=d", want: synErr{16, "ftpurl", ";"}},
		// Without the "/" of the path, ";type=a" goes on the user name
		// "h;type=a" (";" and "=" are a user's), which waits for its "@".
		{name: "ftpurl/typecode without path", in: "ftp://h;type=a", want: synErr{14, "login", ""}},
		{name: "ftpurl/bad host", in: "ftp://u:p@/", want: synErr{10, "host", "/"}},
		// "h:a" is a user and a password, which need an "@".
		{name: "ftpurl/port letter", in: "ftp://h:a/", want: synErr{9, "login", "/"}},
		{name: "ftptype/other letter", in: "ftp://h/a;type=x", want: synErr{15, "ftptype", "x"}},
		{name: "ftptype/empty", in: "ftp://h/a;type=", want: synErr{15, "ftptype", ""}},
		// After "a" the fsegment, a "/" of the fpath, ";type=" or the
		// end: all in ftpurl.
		{name: "fsegment/hash", in: "ftp://h/a#b", want: synErr{9, "ftpurl", "#"}},
		{name: "fsegment/bad escape", in: "ftp://h/%2", want: synErr{10, "escape", ""}},

		// fileurl = "file://" [ host | "localhost" ] "/" fpath: the "/"
		// is fileurl's, the host's characters the host's.
		{name: "fileurl/nothing after slashes", in: "file://", want: synErr{7, "fileurl", ""}},
		{name: "fileurl/host without slash", in: "file://h", want: synErr{8, "fileurl", ""}},
		{name: "fileurl/localhost without slash", in: "file://localhost", want: synErr{16, "fileurl", ""}},
		{name: "fileurl/one slash", in: "file:/etc/motd", want: synErr{6, "fileurl", "e"}},
		// A host and no login, no port.
		{name: "fileurl/port", in: "file://h:80/x", want: synErr{8, "fileurl", ":"}},
		{name: "fileurl/user", in: "file://u@h/x", want: synErr{8, "fileurl", "@"}},
		// After "h." a label: a letter or a digit.
		{name: "fileurl/trailing dot", in: "file://h./x", want: synErr{9, "hostname", "/"}},
		// The fpath ends the URL: an fsegment character, "/" or the end.
		{name: "fileurl/semicolon", in: "file://h/a;b", want: synErr{10, "fpath", ";"}},
		{name: "fileurl/no typecode", in: "file://h/a;type=d", want: synErr{10, "fpath", ";"}},
		{name: "fileurl/hash", in: "file://h/a#b", want: synErr{10, "fpath", "#"}},

		// httpurl = "http://" hostport [ "/" hpath [ "?" search ]]:
		// "No user name or password is allowed" (3.3), so "u:" is a host
		// and a port.
		{name: "httpurl/user and password", in: "http://u:p@host/", want: synErr{9, "port", "p"}},
		// After "u": the host, a port, a path or the end.
		{name: "httpurl/user", in: "http://u@h/", want: synErr{8, "httpurl", "@"}},
		{name: "httpurl/empty user", in: "http://@h/", want: synErr{7, "host", "@"}},
		// "1.2.3" may become a hostnumber "1.2.3.4" or a hostname
		// "1.2.3a.com": a host.
		{name: "httpurl/three part hostnumber", in: "http://1.2.3", want: synErr{12, "host", ""}},
		// Five numbers are no hostnumber; a hostname would need a label
		// that starts with a letter.
		{name: "httpurl/five part hostnumber", in: "http://1.2.3.4.5/", want: synErr{16, "hostname", "/"}},
		// "?" only after the "/" of the hpath.
		{name: "httpurl/search without path", in: "http://h?q", want: synErr{8, "httpurl", "?"}},
		{name: "httpurl/empty search without path", in: "http://h?", want: synErr{8, "httpurl", "?"}},
		{name: "httpurl/empty port", in: "http://h:/", want: synErr{9, "port", "/"}},
		{name: "httpurl/trailing dot", in: "http://www.iec.ch.", want: synErr{18, "hostname", ""}},
		// After "a" the hsegment, a "/" of the hpath, "?" or the end.
		{name: "hsegment/hash", in: "http://h/a#b", want: synErr{10, "httpurl", "#"}},
		{name: "hsegment/tilde", in: "http://h/~u", want: synErr{9, "httpurl", "~"}},
		{name: "hsegment/bad escape", in: "http://h/%zz", want: synErr{10, "escape", "z"}},
		// The search ends the URL.
		{name: "search/second question mark", in: "http://h/a?b?c", want: synErr{12, "search", "?"}},
		{name: "search/slash", in: "http://h/a?b/c", want: synErr{12, "search", "/"}},
		{name: "search/hash", in: "http://h/a?b#c", want: synErr{12, "search", "#"}},

		// gopherurl: a hostport, no login
		{name: "gopherurl/user", in: "gopher://u@h/", want: synErr{10, "gopherurl", "@"}},
		// After the "/", the gopher-path (ast.GopherPathP, section
		// 3.4.1's name for it) or the end.
		{name: "gtype/hash", in: "gopher://h/#", want: synErr{11, "gopher-path", "#"}},
		{name: "selector/space", in: "gopher://h/0/a b", want: synErr{14, "gopher-path", " "}},
		// "%0" may go on as an escape of the selector or as the "%09"
		// before the search: both in the gopher-path.
		{name: "selector/bad escape", in: "gopher://h/1%0", want: synErr{14, "escape", ""}},
		{name: "gopher+_string/space", in: "gopher://h/1a%09b%09c d", want: synErr{21, "gopher+_string", " "}},

		// mailtourl = "mailto:" encoded822addr; encoded822addr = 1*xchar
		{name: "encoded822addr/empty", in: "mailto:", want: synErr{7, "encoded822addr", ""}},
		{name: "encoded822addr/space", in: "mailto:a b@c", want: synErr{8, "encoded822addr", " "}},
		{name: "encoded822addr/tilde", in: "mailto:~", want: synErr{7, "encoded822addr", "~"}},
		{name: "encoded822addr/hash", in: "mailto:a@b#x", want: synErr{10, "encoded822addr", "#"}},
		{name: "encoded822addr/bad escape", in: "mailto:a%", want: synErr{9, "escape", ""}},

		// newsurl = "news:" grouppart; grouppart = "*" | group | article.
		// An article is 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ]
		// "@" host: any run of those characters can still become one,
		// so the error of a text that is no "*" and no group is at its
		// end, where the "@" is missing. A grouppart is the whole scheme
		// part, which the parser names by the scheme's production.
		{name: "newsurl/server", in: "news://host/x", want: synErr{13, "article", ""}},
		{name: "grouppart/empty", in: "news:", want: synErr{5, "newsurl", ""}},
		{name: "grouppart/slash", in: "news:/", want: synErr{6, "article", ""}},
		{name: "group/digit first", in: "news:1abc", want: synErr{9, "article", ""}},
		{name: "group/escape", in: "news:a%41", want: synErr{9, "article", ""}},
		{name: "grouppart/star then more", in: "news:*x", want: synErr{7, "article", ""}},
		// "a" is a group, or the start of an article: the grouppart.
		{name: "group/space", in: "news:a b", want: synErr{6, "newsurl", " "}},
		{name: "article/no host", in: "news:a@", want: synErr{7, "host", ""}},
		// "b" starts with a letter: a hostname, which ends the URL.
		{name: "article/second at", in: "news:a@b@c", want: synErr{8, "hostname", "@"}},
		{name: "article/port", in: "news:a@b:119", want: synErr{8, "hostname", ":"}},
		{name: "article/path after host", in: "news:a@h/x", want: synErr{8, "hostname", "/"}},
		// "b.1" can only go on as a hostname whose label "1..." is no
		// toplabel yet.
		{name: "article/digit toplabel", in: "news:a@b.1", want: synErr{10, "hostname", ""}},

		// nntpurl = "nntp://" hostport "/" group [ "/" digits ]
		{name: "nntpurl/no group", in: "nntp://host/", want: synErr{12, "group", ""}},
		{name: "nntpurl/no slash", in: "nntp://h", want: synErr{8, "nntpurl", ""}},
		{name: "nntpurl/user", in: "nntp://u@h/g", want: synErr{8, "nntpurl", "@"}},
		{name: "nntpurl/empty article", in: "nntp://h/g/", want: synErr{11, "digits", ""}},
		{name: "nntpurl/article letter", in: "nntp://h/g/1a", want: synErr{12, "digits", "a"}},
		{name: "nntpurl/slash after article", in: "nntp://h/g/1/", want: synErr{12, "digits", "/"}},
		{name: "group/digit first in nntp", in: "nntp://h/1g", want: synErr{9, "group", "1"}},
		{name: "group/star in nntp", in: "nntp://h/*", want: synErr{9, "group", "*"}},
		// After "a" the group, the "/" before the article or the end.
		{name: "group/article in nntp", in: "nntp://h/a@b", want: synErr{10, "nntpurl", "@"}},
		{name: "group/escape in nntp", in: "nntp://h/g%41", want: synErr{10, "nntpurl", "%41"}},

		// telneturl = "telnet://" login [ "/" ]
		{name: "telneturl/path", in: "telnet://h/x", want: synErr{11, "telneturl", "x"}},
		{name: "telneturl/two slashes", in: "telnet://h//", want: synErr{11, "telneturl", "/"}},
		{name: "telneturl/two slashes after login", in: "telnet://u:p@h:23//", want: synErr{18, "telneturl", "/"}},
		// "h?" is a user name waiting for ":" or "@".
		{name: "telneturl/query", in: "telnet://h?", want: synErr{11, "login", ""}},

		// waisurl = waisdatabase | waisindex | waisdoc. WAISPart holds
		// the three forms: where only waisdoc is left, the parser names
		// the scheme's production.
		{name: "waisurl/no database", in: "wais://h", want: synErr{8, "waisurl", ""}},
		{name: "waisurl/user", in: "wais://u@h/db", want: synErr{8, "waisurl", "@"}},
		{name: "waisdoc/no wpath", in: "wais://h/db/t", want: synErr{13, "waisurl", ""}},
		// After "d" the database, "?", "/" or the end.
		{name: "database/semicolon", in: "wais://h/d;b", want: synErr{10, "waisurl", ";"}},
		// After "t" the wtype or the "/" before the wpath.
		{name: "wtype/semicolon", in: "wais://h/db/t;x/p", want: synErr{13, "waisurl", ";"}},
		{name: "wpath/slash", in: "wais://h/db/t/p/q", want: synErr{15, "wpath", "/"}},
		{name: "wpath/question mark", in: "wais://h/db/t/p?x", want: synErr{15, "wpath", "?"}},
		{name: "search/slash in wais", in: "wais://h/db?a/b", want: synErr{13, "search", "/"}},
		{name: "search/question mark in wais", in: "wais://h/db?x?y", want: synErr{13, "search", "?"}},

		// prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]:
		// "No username or password is allowed" (3.11)
		{name: "prosperourl/no path", in: "prospero://h", want: synErr{12, "prosperourl", ""}},
		{name: "prosperourl/user", in: "prospero://u@h/x", want: synErr{12, "prosperourl", "@"}},
		// fieldspec = ";" fieldname "=" fieldvalue: the "=" is the
		// fieldspec's.
		{name: "fieldspec/no equals", in: "prospero://h/a;x", want: synErr{16, "fieldspec", ""}},
		{name: "fieldname/empty field at end", in: "prospero://h/a;x=1;", want: synErr{19, "fieldspec", ""}},
		// After "1" the fieldvalue, another fieldspec or the end.
		{name: "fieldvalue/equals", in: "prospero://h/a;x=1=2", want: synErr{18, "prosperourl", "="}},
		{name: "fieldvalue/slash", in: "prospero://h/a;x=a/b", want: synErr{18, "prosperourl", "/"}},
	} {
		t.Run(tc.name, func(t *testing.T) { checkInvalid(t, tc) })
	}
	// national and punctuation (section 5), "%" and "#" aside: unsafe,
	// so never allowed unescaped (section 2.2), in the generic urlpath
	// and in an hsegment (after "a": the hsegment, "/", "?" or the end,
	// all in httpurl)
	for _, c := range strings.Split(`{ } | \ ^ ~ [ ] `+"`"+` < > "`, " ") {
		for _, tc := range []invalidCase{
			{name: "urlpath/unsafe " + c, in: "x-ip://h/a" + c, want: synErr{10, "urlpath", c}},
			{name: "hsegment/unsafe " + c, in: "http://h/a" + c, want: synErr{10, "httpurl", c}},
		} {
			t.Run(tc.name, func(t *testing.T) { checkInvalid(t, tc) })
		}
	}
}

// TestErrorNotes checks the notes that explain a syntax error: where
// another reading of the input got stuck, or how to write what was
// found. Each note has its own offset and production, and Error prints
// it after the error's citation.
func TestErrorNotes(t *testing.T) {
	type note struct {
		Code       parser.Code
		Offset     int
		Production string
	}
	tested := map[parser.Code]bool{}
	for _, tc := range []struct {
		in    string
		off   int // the error's offset
		notes []note
	}{
		// Read as host and port, "host:80" stops at the "x" (13); the
		// parser reads on as a user and a password, which stop at the
		// "/" (14), where no "@" came.
		{"ftp://host:80x/", 14, []note{{parser.NotePortReading, 13, "port"}}},
		{"foo://host:abc/", 14, []note{{parser.NotePortReading, 11, "port"}}},
		// Read as a host, "h" stops at the "?" (8); read as a user name,
		// "h?q" waits for its "@" at the end.
		{"x-ip://h?q", 10, []note{{parser.NoteHostReading, 8, "host"}}},
		// ";type=" where the "/" of the path could have stood.
		{"ftp://h;type=a", 14, []note{{parser.NoteTypeWithoutPath, 7, "ftpurl"}}},
		// The "." at 17 ends the hostname.
		{"x-ip://www.iec.ch.", 18, []note{{parser.NoteTrailingDot, 17, "hostname"}}},
		{"http://www.iec.ch.", 18, []note{{parser.NoteTrailingDot, 17, "hostname"}}},
		// The "-" at 8 ends the only label, which could be the toplabel.
		{"http://a-/", 9, []note{{parser.NoteLabelHyphen, 8, "toplabel"}}},
		// The last label "1" starts with a digit.
		{"http://h.1/", 10, []note{{parser.NoteToplabelDigit, 9, "toplabel"}}},
		{"http://9lives", 13, []note{{parser.NoteToplabelDigit, 7, "toplabel"}}},
		// Three numbers make no hostnumber.
		{"http://1.2.3/", 12, []note{{parser.NoteHostnumberParts, 7, "hostnumber"}}},
		// httpurl has no login: the "@" would end one.
		{"http://u@h/", 8, []note{{parser.NoteNoLogin, 8, "httpurl"}}},
		{"http://u:p@h/", 9, []note{{parser.NoteNoLogin, 10, "httpurl"}}},
		// newsurl names no server: "//host/comp.lang" reads as an
		// article, which ends with "@" and a host; but a file URL's
		// "//" is its own.
		{"news://host/comp.lang", 21, []note{{parser.NoteNoAuthority, 5, "newsurl"}}},
		// "file://name": the name is a host, which "/" follows, or
		// "file:///name" is a file here: the note gives both.
		{"file://h", 8, []note{{parser.NoteFileHost, 8, "fileurl"}}},
		{"file://node.gypi", 16, []note{{parser.NoteFileHost, 16, "fileurl"}}},
		{"file://host.example.org", 23, []note{{parser.NoteFileHost, 23, "fileurl"}}},
		// Not a host: only the file here.
		{"file://h=x", 8, []note{{parser.NoteFilePath, 7, "fileurl"}, {parser.NoteHostChar, 8, "hostname"}}},
		{"file://.flake8", 7, []note{{parser.NoteFilePath, 7, "fileurl"}}},
		// A port where the production has none.
		{"file://host:21/x", 11, []note{{parser.NoteNoPort, 11, "fileurl"}}},
		// A port that goes on with a letter, where "/" or the end could
		// also come: the error names httpurl, the note the port.
		{"http://host:80x/", 14, []note{{parser.NotePortDigits, 14, "port"}}},
		// A scheme name without its ":", and no scheme at all.
		{"http//host", 4, []note{{parser.NoteSchemeColon, 4, "scheme"}}},
		{"www.example.com", 15, []note{{parser.NoteNoScheme, 0, "scheme"}}},
		// The "//" after the ":" left out, or one "/" of it; a "/" that
		// is there stays the path's in a file URL.
		{"http:www.iec.ch", 5, []note{{parser.NoteSchemeSlashes, 5, "httpurl"}}},
		{"http:/www.iec.ch", 6, []note{{parser.NoteSchemeSlashes, 5, "httpurl"}}},
		{"file:/etc/motd", 6, []note{{parser.NoteSchemeSlashes, 5, "fileurl"}}},
		// Of the ways to write the "//", one that makes a valid URL.
		{"file:c:/path/to/file", 5, []note{{parser.NoteSchemeSlashes, 5, "fileurl"}}},
		// "//" is data to mailto, not its syntax.
		{"mailto:", 7, nil},
		// A ":" with no port; an IPv6 host of RFC 2732.
		{"http://www.iec.ch:/", 18, []note{{parser.NoteEmptyPort, 17, "port"}}},
		{"http://www.iec.ch:", 18, []note{{parser.NoteEmptyPort, 17, "port"}}},
		// A ":" before another URL's "//": no advice to drop it.
		{"http://a.jphttp://b.jp", 16, nil},
		{"http://[::1]:8080/", 7, []note{{parser.NoteIPv6Host, 7, "host"}}},
		// News text that is no group, nor an article for want of "@".
		{"news:comp.os.unix/123", 21, []note{{parser.NoteNewsGroup, 17, "group"}}},
		{"news:123abc", 11, []note{{parser.NoteNewsGroup, 5, "group"}}},
		// A ";" in an FTP path that starts no ";type=".
		{"ftp://h.example.org/a;b", 22, []note{{parser.NoteFTPSemicolon, 21, "fsegment"}}},
		{"ftp://h/a;type=x", 15, nil},
		// A path after a telnet URL's "/".
		{"telnet://h/path", 11, []note{{parser.NoteTelnetPath, 11, "telneturl"}}},
		// Hosts: an empty label, a "-" before a ".", a "_".
		{"http://a..b/", 9, []note{{parser.NoteEmptyLabel, 9, "hostname"}}},
		{"http://a-.com/", 9, []note{{parser.NoteLabelHyphen, 8, "domainlabel"}}},
		{"http://exa_mple.com/", 10, []note{{parser.NoteHostChar, 10, "hostname"}}},
		// "?" right after the host; "/" and "?" inside a search.
		{"http://host?q", 11, []note{{parser.NoteSearchWithoutPath, 11, "httpurl"}}},
		{"http://host/a?b/c", 15, []note{{parser.NoteSearchChar, 15, "search"}}},
		{"wais://h/db?x?y", 13, []note{{parser.NoteSearchChar, 13, "search"}}},
		// A ":" in a password, a second "@" in a login.
		{"ftp://anon:pa:ss@h/", 13, []note{{parser.NotePortReading, 11, "port"}, {parser.NoteLoginEscape, 13, "login"}}},
		{"ftp://user@pass@host/", 15, []note{{parser.NoteLoginEscape, 10, "login"}}},
		// Notes that are right or not given: a valid hostnumber before
		// the error; a "-" that starts a label; "?" in gopher, where
		// "/?" would make a type, not a search.
		{"http://1.2.3.4 /", 14, nil},
		{"http://a.-b/", 9, []note{{parser.NoteLabelHyphen, 9, "hostname"}}},
		{"gopher://h?q", 10, nil},
		{"http://h?x@y", 8, []note{{parser.NoteSearchWithoutPath, 8, "httpurl"}}},
		// Text's delimiters around a URL or its scheme part.
		{"<URL:http://x/>", 0, []note{{parser.NoteURLWrapper, 0, "scheme"}}},
		{"<http://x/>", 0, []note{{parser.NoteAngleBrackets, 0, "scheme"}}},
		{"news:<abc@h>", 5, []note{{parser.NoteAngleBrackets, 5, "newsurl"}}},
		// How to write what was found: a space escaped, a "#" as the
		// start of a fragment, a "%" that starts no escape.
		{"http://h/a b", 10, []note{{parser.NoteUnsafe, 10, "httpurl"}}},
		{"http://h/a#b", 10, []note{{parser.NoteFragment, 10, "httpurl"}}},
		{"http://h/%zz", 10, []note{{parser.NoteEscape, 9, "escape"}}},
		// Both: the host reading stops at the "%", which starts no
		// escape of the user name.
		{"foo://a%zz@h", 8, []note{{parser.NoteHostReading, 7, "host"}, {parser.NoteEscape, 7, "escape"}}},
		// No note where nothing is to explain: "h:" may go on as a host
		// and a port, or as a user and a password, and neither takes "/".
		{"x-ip://h:/", 9, nil},
	} {
		_, err := rfc1738.Parse(tc.in)
		var e *parser.Error
		if !errors.As(err, &e) {
			t.Fatalf("Parse(%q): %v, want a *parser.Error", tc.in, err)
		}
		var got []note
		for _, n := range e.Notes {
			got = append(got, note{n.Code, n.Offset, n.Production.Name})
			if want := fmt.Sprintf("; note: offset %d: %s: %s", n.Offset, n.Production.Name, n.Message(grammar.English)); !strings.Contains(err.Error(), want) {
				t.Errorf("Parse(%q): Error() = %q does not print the note %q", tc.in, err.Error(), want)
			}
		}
		if e.Offset != tc.off {
			t.Errorf("Parse(%q): offset %d, want %d", tc.in, e.Offset, tc.off)
		}
		if d := cmp.Diff(tc.notes, got); d != "" {
			t.Errorf("Parse(%q) notes (-want +got):\n%s\n%v", tc.in, d, err)
		}
		for _, n := range tc.notes {
			tested[n.Code] = true
		}
	}
	// A note of RFC 1808's grammar, given by ParseRelative.
	if _, err := rfc1738.ParseRelative("//a//b"); err != nil {
		var e *parser.Error
		if errors.As(err, &e) && len(e.Notes) == 1 && e.Notes[0].Code == parser.NoteRelativeSlashes && e.Notes[0].Offset == 4 {
			tested[parser.NoteRelativeSlashes] = true
		} else {
			t.Errorf(`ParseRelative("//a//b"): %v, want note-relative-slashes at 4`, err)
		}
	}
	// The notes of Fix's errors, which parser's TestFixRefusalNotes
	// holds at their offsets.
	for in, code := range map[string]parser.Code{`http://h/a\b`: parser.NoteFixBackslash, "http://h/a\tb": parser.NoteFixRemoved} {
		_, err := rfc1738.Fix(in)
		var e *parser.Error
		if errors.As(err, &e) && len(e.Notes) == 1 && e.Notes[0].Code == code {
			tested[code] = true
		} else {
			t.Errorf("Fix(%q): %v, want the note %s", in, err, code)
		}
	}
	for _, c := range parser.Codes() {
		if strings.HasPrefix(string(c), "note-") && !tested[c] {
			t.Errorf("no case gives a note %s", c)
		}
	}
}

// TestSpans pins the span of every node where empty and absent parts
// make positions easy to get wrong: in the generic syntax, and in each
// scheme's production.
func TestSpans(t *testing.T) {
	h := func(pos int) []string { // the host "h" at pos
		r := fmt.Sprintf("[%d,%d) \"h\"", pos, pos+1)
		return []string{"host " + r, "hostname " + r, "toplabel " + r}
	}
	cat := func(parts ...[]string) []string {
		var out []string
		for _, p := range parts {
			out = append(out, p...)
		}
		return out
	}
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"foo://@h/", cat([]string{
			`genericurl [0,9) "foo://@h/"`, `scheme [0,3) "foo"`, `ip-schemepart [4,9) "//@h/"`,
			`login [6,8) "@h"`, `user [6,6) ""`, `hostport [7,8) "h"`}, h(7), []string{`urlpath [9,9) ""`})},
		{"foo://:@h", cat([]string{
			`genericurl [0,9) "foo://:@h"`, `scheme [0,3) "foo"`, `ip-schemepart [4,9) "//:@h"`,
			`login [6,9) ":@h"`, `user [6,6) ""`, `password [7,7) ""`, `hostport [8,9) "h"`}, h(8))},
		{"foo:", []string{`genericurl [0,4) "foo:"`, `scheme [0,3) "foo"`, `schemepart [4,4) ""`}},
		{"x-ip://1.2.3.4:5//", []string{
			`genericurl [0,18) "x-ip://1.2.3.4:5//"`, `scheme [0,4) "x-ip"`, `ip-schemepart [5,18) "//1.2.3.4:5//"`,
			`login [7,16) "1.2.3.4:5"`, `hostport [7,16) "1.2.3.4:5"`, `host [7,14) "1.2.3.4"`,
			`hostnumber [7,14) "1.2.3.4"`, `digits [7,8) "1"`, `digits [9,10) "2"`, `digits [11,12) "3"`,
			`digits [13,14) "4"`, `port [15,16) "5"`, `urlpath [17,18) "/"`}},
		{"x-ip://a-b.c-d.e", []string{
			`genericurl [0,16) "x-ip://a-b.c-d.e"`, `scheme [0,4) "x-ip"`, `ip-schemepart [5,16) "//a-b.c-d.e"`,
			`login [7,16) "a-b.c-d.e"`, `hostport [7,16) "a-b.c-d.e"`, `host [7,16) "a-b.c-d.e"`,
			`hostname [7,16) "a-b.c-d.e"`, `domainlabel [7,10) "a-b"`, `domainlabel [11,14) "c-d"`,
			`toplabel [15,16) "e"`}},
		// ftp: an empty user, an empty fpath of one empty fsegment, and
		// the typecode after ";type="
		{"ftp://@h/;type=d", cat([]string{
			`genericurl [0,16) "ftp://@h/;type=d"`, `scheme [0,3) "ftp"`, `ftpurl [4,16) "//@h/;type=d"`,
			`login [6,8) "@h"`, `user [6,6) ""`, `hostport [7,8) "h"`}, h(7), []string{
			`fpath [9,9) ""`, `fsegment [9,9) ""`, `ftptype [15,16) "d"`})},
		{"ftp://h//", cat([]string{
			`genericurl [0,9) "ftp://h//"`, `scheme [0,3) "ftp"`, `ftpurl [4,9) "//h//"`,
			`login [6,7) "h"`, `hostport [6,7) "h"`}, h(6), []string{
			`fpath [8,9) "/"`, `fsegment [8,8) ""`, `fsegment [9,9) ""`})},
		// file: no host
		{"file:///", []string{`genericurl [0,8) "file:///"`, `scheme [0,4) "file"`, `fileurl [5,8) "///"`,
			`fpath [8,8) ""`, `fsegment [8,8) ""`}},
		// http: an empty hsegment and an empty search
		{"http://h/?", cat([]string{`genericurl [0,10) "http://h/?"`, `scheme [0,4) "http"`, `httpurl [5,10) "//h/?"`,
			`hostport [7,8) "h"`}, h(7), []string{`hpath [9,9) ""`, `hsegment [9,9) ""`, `search [10,10) ""`})},
		// gopher: a gtype, and an empty selector, search and gopher+_string
		{"gopher://h/1%09%09", cat([]string{`genericurl [0,18) "gopher://h/1%09%09"`, `scheme [0,6) "gopher"`,
			`gopherurl [7,18) "//h/1%09%09"`, `hostport [9,10) "h"`}, h(9), []string{
			`gopher-path [11,18) "1%09%09"`, `gtype [11,12) "1"`, `selector [12,12) ""`, `search [15,15) ""`,
			`gopher+_string [18,18) ""`})},
		{"gopher://h/", cat([]string{`genericurl [0,11) "gopher://h/"`, `scheme [0,6) "gopher"`,
			`gopherurl [7,11) "//h/"`, `hostport [9,10) "h"`}, h(9), []string{`gopher-path [11,11) ""`})},
		{"mailto:a", []string{`genericurl [0,8) "mailto:a"`, `scheme [0,6) "mailto"`, `mailtourl [7,8) "a"`, `encoded822addr [7,8) "a"`}},
		// news: "*" is no node of its own; an article's unique part
		// answers to article
		{"news:*", []string{`genericurl [0,6) "news:*"`, `scheme [0,4) "news"`, `newsurl [5,6) "*"`}},
		{"news:a@h", cat([]string{`genericurl [0,8) "news:a@h"`, `scheme [0,4) "news"`, `newsurl [5,8) "a@h"`,
			`article [5,8) "a@h"`, `article [5,6) "a"`}, h(7))},
		{"nntp://h/g/1", cat([]string{`genericurl [0,12) "nntp://h/g/1"`, `scheme [0,4) "nntp"`, `nntpurl [5,12) "//h/g/1"`,
			`hostport [7,8) "h"`}, h(7), []string{`group [9,10) "g"`, `digits [11,12) "1"`})},
		// telnet: the final "/" is no node
		{"telnet://@h/", cat([]string{`genericurl [0,12) "telnet://@h/"`, `scheme [0,6) "telnet"`, `telneturl [7,12) "//@h/"`,
			`login [9,11) "@h"`, `user [9,9) ""`, `hostport [10,11) "h"`}, h(10))},
		// wais: an empty database, then an empty search or an empty document
		{"wais://h/?", cat([]string{`genericurl [0,10) "wais://h/?"`, `scheme [0,4) "wais"`, `waisurl [5,10) "//h/?"`,
			`hostport [7,8) "h"`}, h(7), []string{`database [9,9) ""`, `search [10,10) ""`})},
		{"wais://h///", cat([]string{`genericurl [0,11) "wais://h///"`, `scheme [0,4) "wais"`, `waisurl [5,11) "//h///"`,
			`hostport [7,8) "h"`}, h(7), []string{`database [9,9) ""`, `wtype [10,10) ""`, `wpath [11,11) ""`})},
		// prospero: an empty ppath and a field with empty name and value
		{"prospero://h/;=", cat([]string{`genericurl [0,15) "prospero://h/;="`, `scheme [0,8) "prospero"`,
			`prosperourl [9,15) "//h/;="`, `hostport [11,12) "h"`}, h(11), []string{
			`ppath [13,13) ""`, `psegment [13,13) ""`, `fieldspec [13,15) ";="`, `fieldname [14,14) ""`, `fieldvalue [15,15) ""`})},
	} {
		t.Run(tc.in, func(t *testing.T) {
			u := rfc1738.MustParse(tc.in)
			var got []string
			ast.Inspect(u, func(n ast.Node) bool {
				if n != nil {
					got = append(got, fmt.Sprintf("%s [%d,%d) %q", grammar.Of(n).Name, n.Pos(), n.End(), n.String()))
				}
				return true
			})
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("nodes of %q (-want +got):\n%s", tc.in, d)
			}
		})
	}
}

// TestWholeAST compares whole trees, every Pos and End included, for URLs
// that have every component of their production.
func TestWholeAST(t *testing.T) {
	at := ast.At
	// host returns the one-label host name at [pos, pos+len(name)).
	host := func(pos int, name string) *ast.Host {
		end := pos + len(name)
		return &ast.Host{Span: at(pos, end), Name: &ast.Hostname{Span: at(pos, end), Top: &ast.TopLabel{Span: at(pos, end), Text: ast.Text(name)}}}
	}
	for _, tc := range []struct {
		in   string
		want *ast.URL
	}{
		{"ftp://user:pass@ftp.example.com:2121/pub/file.txt;type=i", &ast.URL{
			Span:   at(0, 56),
			Scheme: &ast.Scheme{Span: at(0, 3), Text: "ftp"},
			Part: &ast.FTPPart{
				Span: at(4, 56),
				Login: &ast.Login{
					Span:     at(6, 36),
					User:     &ast.User{Span: at(6, 10), Text: "user"},
					Password: &ast.Password{Span: at(11, 15), Text: "pass"},
					HostPort: &ast.HostPort{
						Span: at(16, 36),
						Host: &ast.Host{Span: at(16, 31), Name: &ast.Hostname{
							Span: at(16, 31),
							Labels: []*ast.DomainLabel{
								{Span: at(16, 19), Text: "ftp"},
								{Span: at(20, 27), Text: "example"},
							},
							Top: &ast.TopLabel{Span: at(28, 31), Text: "com"},
						}},
						Port: &ast.Port{Span: at(32, 36), Text: "2121"},
					},
				},
				Path: &ast.FPath{Span: at(37, 49), FSegments: []*ast.FSegment{
					{Span: at(37, 40), Text: "pub"},
					{Span: at(41, 49), Text: "file.txt"},
				}},
				Typecode: &ast.FTPType{Span: at(55, 56), Text: "i"},
			},
		}},
		{"x-ip://u:p@192.0.2.16:8080/", &ast.URL{
			Span:   at(0, 27),
			Scheme: &ast.Scheme{Span: at(0, 4), Text: "x-ip"},
			Part: &ast.IPSchemePart{
				Span: at(5, 27),
				Login: &ast.Login{
					Span:     at(7, 26),
					User:     &ast.User{Span: at(7, 8), Text: "u"},
					Password: &ast.Password{Span: at(9, 10), Text: "p"},
					HostPort: &ast.HostPort{
						Span: at(11, 26),
						Host: &ast.Host{Span: at(11, 21), Number: &ast.Hostnumber{
							Span: at(11, 21),
							Parts: []*ast.Digits{
								{Span: at(11, 14), Text: "192"},
								{Span: at(15, 16), Text: "0"},
								{Span: at(17, 18), Text: "2"},
								{Span: at(19, 21), Text: "16"},
							},
						}},
						Port: &ast.Port{Span: at(22, 26), Text: "8080"},
					},
				},
				Path: &ast.URLPath{Span: at(27, 27), Text: ""},
			},
		}},
		{"http://192.0.2.16:8080/a/b?q=1", &ast.URL{
			Span:   at(0, 30),
			Scheme: &ast.Scheme{Span: at(0, 4), Text: "http"},
			Part: &ast.HTTPPart{
				Span: at(5, 30),
				HostPort: &ast.HostPort{
					Span: at(7, 22),
					Host: &ast.Host{Span: at(7, 17), Number: &ast.Hostnumber{
						Span: at(7, 17),
						Parts: []*ast.Digits{
							{Span: at(7, 10), Text: "192"},
							{Span: at(11, 12), Text: "0"},
							{Span: at(13, 14), Text: "2"},
							{Span: at(15, 17), Text: "16"},
						},
					}},
					Port: &ast.Port{Span: at(18, 22), Text: "8080"},
				},
				Path: &ast.HPath{Span: at(23, 26), Segments: []*ast.HSegment{
					{Span: at(23, 24), Text: "a"},
					{Span: at(25, 26), Text: "b"},
				}},
				Search: &ast.Search{Span: at(27, 30), Text: "q=1"},
			},
		}},
		{"gopher://h:70/1sel%09q%09+", &ast.URL{
			Span:   at(0, 26),
			Scheme: &ast.Scheme{Span: at(0, 6), Text: "gopher"},
			Part: &ast.GopherPart{
				Span:     at(7, 26),
				HostPort: &ast.HostPort{Span: at(9, 13), Host: host(9, "h"), Port: &ast.Port{Span: at(11, 13), Text: "70"}},
				Path: &ast.GopherPath{
					Span:       at(14, 26),
					GType:      &ast.GType{Span: at(14, 15), Text: "1"},
					Selector:   &ast.Selector{Span: at(15, 18), Text: "sel"},
					Search:     &ast.GopherSearch{Span: at(21, 22), Text: "q"},
					GopherPlus: &ast.GopherPlus{Span: at(25, 26), Text: "+"},
				},
			},
		}},
		{"mailto:a@b", &ast.URL{
			Span:   at(0, 10),
			Scheme: &ast.Scheme{Span: at(0, 6), Text: "mailto"},
			Part:   &ast.MailtoPart{Span: at(7, 10), Addr: &ast.Encoded822Addr{Span: at(7, 10), Text: "a@b"}},
		}},
		{"news:comp.os.unix", &ast.URL{
			Span:   at(0, 17),
			Scheme: &ast.Scheme{Span: at(0, 4), Text: "news"},
			Part:   &ast.NewsPart{Span: at(5, 17), Group: &ast.Group{Span: at(5, 17), Text: "comp.os.unix"}},
		}},
		{"news:*", &ast.URL{
			Span:   at(0, 6),
			Scheme: &ast.Scheme{Span: at(0, 4), Text: "news"},
			Part:   &ast.NewsPart{Span: at(5, 6), All: true},
		}},
		{"news:XYZ123@news.iso.org", &ast.URL{
			Span:   at(0, 24),
			Scheme: &ast.Scheme{Span: at(0, 4), Text: "news"},
			Part: &ast.NewsPart{Span: at(5, 24), Article: &ast.Article{
				Span:   at(5, 24),
				Unique: &ast.Unique{Span: at(5, 11), Text: "XYZ123"},
				Host: &ast.Host{Span: at(12, 24), Name: &ast.Hostname{
					Span: at(12, 24),
					Labels: []*ast.DomainLabel{
						{Span: at(12, 16), Text: "news"},
						{Span: at(17, 20), Text: "iso"},
					},
					Top: &ast.TopLabel{Span: at(21, 24), Text: "org"},
				}},
			}},
		}},
		{"nntp://h/g/1", &ast.URL{
			Span:   at(0, 12),
			Scheme: &ast.Scheme{Span: at(0, 4), Text: "nntp"},
			Part: &ast.NNTPPart{
				Span:     at(5, 12),
				HostPort: &ast.HostPort{Span: at(7, 8), Host: host(7, "h")},
				Group:    &ast.Group{Span: at(9, 10), Text: "g"},
				Article:  &ast.ArticleNumber{Span: at(11, 12), Text: "1"},
			},
		}},
		{"telnet://u@h/", &ast.URL{
			Span:   at(0, 13),
			Scheme: &ast.Scheme{Span: at(0, 6), Text: "telnet"},
			Part: &ast.TelnetPart{
				Span: at(7, 13),
				Login: &ast.Login{
					Span:     at(9, 12),
					User:     &ast.User{Span: at(9, 10), Text: "u"},
					HostPort: &ast.HostPort{Span: at(11, 12), Host: host(11, "h")},
				},
				Slash: true,
			},
		}},
		{"wais://h/db/t/p", &ast.URL{
			Span:   at(0, 15),
			Scheme: &ast.Scheme{Span: at(0, 4), Text: "wais"},
			Part: &ast.WAISPart{
				Span:     at(5, 15),
				HostPort: &ast.HostPort{Span: at(7, 8), Host: host(7, "h")},
				Database: &ast.Database{Span: at(9, 11), Text: "db"},
				WType:    &ast.WType{Span: at(12, 13), Text: "t"},
				WPath:    &ast.WPath{Span: at(14, 15), Text: "p"},
			},
		}},
		{"file:///x", &ast.URL{
			Span:   at(0, 9),
			Scheme: &ast.Scheme{Span: at(0, 4), Text: "file"},
			Part: &ast.FilePart{
				Span: at(5, 9),
				Path: &ast.FPath{Span: at(8, 9), FSegments: []*ast.FSegment{{Span: at(8, 9), Text: "x"}}},
			},
		}},
		{"prospero://h/a;x=1", &ast.URL{
			Span:   at(0, 18),
			Scheme: &ast.Scheme{Span: at(0, 8), Text: "prospero"},
			Part: &ast.ProsperoPart{
				Span:     at(9, 18),
				HostPort: &ast.HostPort{Span: at(11, 12), Host: host(11, "h")},
				Path:     &ast.PPath{Span: at(13, 14), Segments: []*ast.PSegment{{Span: at(13, 14), Text: "a"}}},
				Fields: []*ast.FieldSpec{{
					Span:  at(14, 18),
					Name:  &ast.FieldName{Span: at(15, 16), Text: "x"},
					Value: &ast.FieldValue{Span: at(17, 18), Text: "1"},
				}},
			},
		}},
	} {
		t.Run(tc.in, func(t *testing.T) {
			u, err := rfc1738.Parse(tc.in)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(tc.want, u); d != "" {
				t.Errorf("Parse(%q) (-want +got):\n%s", tc.in, d)
			}
		})
	}
}

type fragment struct {
	Text     string
	Pos, End int
}

func fragmentOf(f *ast.Fragment) *fragment {
	if f == nil {
		return nil
	}
	return &fragment{f.String(), f.Pos(), f.End()}
}

// TestParseReference checks the reading that a fragment is not part of
// the URL: ParseReference splits it off at the first "#", with offsets
// into the whole input, errors included, and the URL before it is read
// by its scheme's production.
func TestParseReference(t *testing.T) {
	for _, tc := range []struct {
		name     string
		in       string
		want     *view
		wantFrag *fragment
		wantErr  *synErr
	}{
		{"fragment", "http://h/p#frag", viewPtr(at("http", "h").segs("p")), &fragment{"frag", 11, 15}, nil},
		{"empty fragment", "http://h/p#", viewPtr(at("http", "h").segs("p")), &fragment{"", 11, 11}, nil},
		{"no fragment", "http://h/p", viewPtr(at("http", "h").segs("p")), nil, nil},
		{"fragment after host", "http://h#x", viewPtr(at("http", "h")), &fragment{"x", 9, 10}, nil},
		{"fragment after search", "http://h/p?q#x", viewPtr(at("http", "h").segs("p").search("q")), &fragment{"x", 13, 14}, nil},
		{"fragment after typecode", "ftp://h/a;type=d#x", viewPtr(at("ftp", "h").segs("a").typecode("d")), &fragment{"x", 17, 18}, nil},
		{"fragment of article", "news:a@h#x", viewPtr(view{Scheme: "news"}.article("a", "h")), &fragment{"x", 9, 10}, nil},
		{"fragment of generic", "x-ip://h/p#x", viewPtr(at("x-ip", "h").path("p")), &fragment{"x", 11, 12}, nil},
		{"fragment of opaque", "foo:#x", viewPtr(opaque("foo", "")), &fragment{"x", 5, 6}, nil},
		{"fragment xchars", "x:y#a/?:@%41", viewPtr(opaque("x", "y")), &fragment{"a/?:@%41", 4, 12}, nil},
		{"second hash", "http://h/p#a#b", nil, nil, &synErr{12, "fragment", "#"}},
		{"space in fragment", "http://h/p#a b", nil, nil, &synErr{12, "fragment", " "}},
		// The "%" at 11 starts an escape; "z" is no hex digit.
		{"bad escape in fragment", "http://h/p#%zz", nil, nil, &synErr{12, "escape", "z"}},
		{"error before fragment", "http://h:/#x", nil, nil, &synErr{9, "port", "/"}},
		{"scheme error before fragment", "telnet://h/x#y", nil, nil, &synErr{11, "telneturl", "x"}},
		{"only a fragment", "#s", nil, nil, &synErr{0, "scheme", ""}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			u, f, err := rfc1738.ParseReference(tc.in)
			if tc.wantErr != nil {
				var e *parser.Error
				if !errors.As(err, &e) || u != nil || f != nil {
					t.Fatalf("ParseReference(%q) = %v, %v, %v; want a *parser.Error", tc.in, u, f, err)
				}
				if d := cmp.Diff(*tc.wantErr, synErr{e.Offset, e.Production.Name, e.Found}); d != "" {
					t.Errorf("ParseReference(%q) error (-want +got):\n%s", tc.in, d)
				}
				return
			}
			if err != nil {
				t.Fatalf("ParseReference(%q): %v", tc.in, err)
			}
			if d := cmp.Diff(*tc.want, viewOf(u)); d != "" {
				t.Errorf("URL (-want +got):\n%s", d)
			}
			if d := cmp.Diff(tc.wantFrag, fragmentOf(f)); d != "" {
				t.Errorf("fragment (-want +got):\n%s", d)
			}
			if f != nil && tc.in[f.Pos():f.End()] != f.String() {
				t.Errorf("fragment text %q is not input[%d:%d]", f.String(), f.Pos(), f.End())
			}
			hash := strings.IndexByte(tc.in, '#')
			if hash < 0 {
				hash = len(tc.in)
			}
			if u.String() != tc.in[:hash] || u.End() != hash {
				t.Errorf("URL %q ends at %d, want %q ending at %d", u.String(), u.End(), tc.in[:hash], hash)
			}
		})
	}
}

func viewPtr(v view) *view { return &v }

func TestMustParse(t *testing.T) {
	const valid = "ftp://foo:@host.com/"
	want, err := rfc1738.Parse(valid)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(want, rfc1738.MustParse(valid)); d != "" {
		t.Errorf("MustParse(%q) differs from Parse (-Parse +MustParse):\n%s", valid, d)
	}
	const invalid = "http://h:/"
	_, perr := rfc1738.Parse(invalid)
	defer func() {
		r := recover()
		wantMsg := "rfc1738: MustParse(" + strconv.Quote(invalid) + "): " + perr.Error()
		if r != wantMsg {
			t.Errorf("MustParse(%q) panicked with %v, want %q", invalid, r, wantMsg)
		}
	}()
	rfc1738.MustParse(invalid)
}

func TestSchemeName(t *testing.T) {
	for in, want := range map[string]string{"HTTP://x": "http", "MailTo:a": "mailto", "a+B.c-D:": "a+b.c-d"} {
		if got := rfc1738.MustParse(in).Scheme.Name(); got != want {
			t.Errorf("Scheme.Name() of %q = %q, want %q", in, got, want)
		}
	}
}

// TestValidateChangedTree checks that Validate judges the tree it is
// given, not the text it was parsed from: the generic checks, reached
// through the login of the generic syntax or the hostport of http, and
// the checks of a scheme's own validator.
func TestValidateChangedTree(t *testing.T) {
	for _, tc := range []struct {
		in       string
		hostPort func(u *ast.URL) *ast.HostPort
	}{
		{"x-ip://10.0.0.1:80/", func(u *ast.URL) *ast.HostPort { return u.Login().HostPort }},
		{"http://10.0.0.1:80/", (*ast.URL).HostPort},
	} {
		u := rfc1738.MustParse(tc.in)
		if l := rfc1738.Validate(u); len(l) != 0 {
			t.Fatalf("%s: Validate before the change = %v, want nothing", tc.in, l)
		}
		hp := tc.hostPort(u)
		hp.Port.Text = "70000"
		hp.Host.Number.Parts[3].Text = "300"
		want := []warning{warn(14, "hostnumber"), warn(16, "port")}
		l := rfc1738.Validate(u)
		if d := cmp.Diff(want, warningsOf(l)); d != "" {
			t.Errorf("%s: Validate after the change (-want +got):\n%s", tc.in, d)
		}
		if l.Err() != nil || len(l.Warnings()) != 2 || len(l.Errors()) != 0 {
			t.Errorf("%s: Err() = %v, %d warnings, %d errors; want nil, 2, 0", tc.in, l.Err(), len(l.Warnings()), len(l.Errors()))
		}
	}

	// ftptype = "A" | "I" | "D" | "a" | "i" | "d": any other letter is an
	// error, which no parse can produce.
	u := rfc1738.MustParse("ftp://h/a;type=d")
	u.Part.(*ast.FTPPart).Typecode.Text = "x"
	l := rfc1738.Validate(u)
	if len(l) != 1 || l[0].Production.Name != "ftptype" || l[0].Offset != 15 || l.Err() == nil {
		t.Errorf("ftp typecode x: Validate = %v, want one error in ftptype at 15", l)
	}
	// An nntp article number 0 is no article NNTP gives (a warning).
	u = rfc1738.MustParse("nntp://h/g/1")
	u.Part.(*ast.NNTPPart).Article.Text = "0"
	if d := cmp.Diff([]warning{warn(11, "digits")}, warningsOf(rfc1738.Validate(u))); d != "" {
		t.Errorf("nntp article 0: Validate (-want +got):\n%s", d)
	}
	// A search without a path cannot be written in an http URL.
	u = rfc1738.MustParse("http://h/?q")
	u.Part.(*ast.HTTPPart).Path = nil
	if l := rfc1738.Validate(u); l.Err() == nil {
		t.Errorf("http search without path: Validate = %v, want an error", l)
	}
}

// readCorpus returns the lines of ../shared/corpus/name, skipping the
// test when the corpus is not there.
func readCorpus(t *testing.T, name string) []string {
	t.Helper()
	lines, err := corpusFile(name)
	if errors.Is(err, os.ErrNotExist) {
		t.Skipf("corpus %s not found", name)
	}
	if err != nil {
		t.Fatal(err)
	}
	return lines
}

// corpusFile returns the lines of ../shared/corpus/name.
func corpusFile(name string) ([]string, error) {
	b, err := os.ReadFile(filepath.Join("..", "shared", "corpus", name))
	if err != nil {
		return nil, err
	}
	return strings.Split(strings.TrimSuffix(string(b), "\n"), "\n"), nil
}

// errorList returns the diagnostics of an error from Parse, which is a
// *parser.Error or a parser.ErrorList. The list is looked for first:
// errors.As also finds a *parser.Error in a list (its first), through
// ErrorList.Unwrap.
func errorList(err error) (parser.ErrorList, bool) {
	var e *parser.Error
	var l parser.ErrorList
	switch {
	case errors.As(err, &l):
		return l, true
	case errors.As(err, &e):
		return parser.ErrorList{e}, true
	}
	return nil, false
}

// checkLine parses one corpus line and returns what is wrong with the
// result, "" when nothing is.
func checkLine(line string) (problem string) {
	defer func() {
		if r := recover(); r != nil {
			problem = fmt.Sprintf("Parse panicked: %v", r)
		}
	}()
	u, err := rfc1738.Parse(line)
	if err != nil {
		l, ok := errorList(err)
		if !ok {
			return fmt.Sprintf("error %T is neither a *parser.Error nor a parser.ErrorList: %v", err, err)
		}
		for _, e := range l {
			if e.Offset < 0 || e.Offset > len(line) {
				return fmt.Sprintf("error offset %d outside [0,%d]: %v", e.Offset, len(line), err)
			}
		}
		return ""
	}
	if s := u.String(); s != line {
		return fmt.Sprintf("String() = %q", s)
	}
	ast.Inspect(u, func(n ast.Node) bool {
		if n == nil || problem != "" {
			return false
		}
		if n.Pos() < 0 || n.Pos() > n.End() || n.End() > len(line) || line[n.Pos():n.End()] != n.String() {
			problem = fmt.Sprintf("%s [%d,%d) does not span %q", grammar.Of(n).Name, n.Pos(), n.End(), n.String())
		}
		return true
	})
	return problem
}

// TestCorpora parses every line of the corpora (every 20th with -short).
func TestCorpora(t *testing.T) {
	for _, name := range []string{"conformance-public.txt", "kasztp.txt", "node_files.txt"} {
		t.Run(name, func(t *testing.T) {
			lines := readCorpus(t, name)
			step := 1
			if testing.Short() {
				step = 20
			}
			start := time.Now()
			var mu sync.Mutex
			var wg sync.WaitGroup
			next := make(chan int)
			for w := 0; w < runtime.GOMAXPROCS(0); w++ {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for i := range next {
						if problem := checkLine(lines[i]); problem != "" {
							mu.Lock()
							t.Errorf("line %d %q: %s", i+1, lines[i], problem)
							mu.Unlock()
						}
					}
				}()
			}
			for i := 0; i < len(lines); i += step {
				next <- i
			}
			close(next)
			wg.Wait()
			t.Logf("%d of %d lines in %v", (len(lines)+step-1)/step, len(lines), time.Since(start).Round(time.Millisecond))
		})
	}
}
