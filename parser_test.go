package rfc1738_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
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
	"github.com/urlsyntax/rfc1738/parser"
)

var update = flag.Bool("update", false, "rewrite testdata/conformance.golden.jsonl")

// view is what the table tests compare: the components of a URL as
// written, nil when absent and "" when present but empty.
type view struct {
	Scheme   string
	User     *string
	Password *string
	Host     *string
	HostKind string // "hostname" or "hostnumber"; "" when there is no host
	Port     *string
	Path     *string // without the "/" before it
	Opaque   *string // the scheme part when it is not an ip-schemepart
}

func p(s string) *string { return &s }

func viewOf(u *ast.URL) view {
	v := view{Scheme: u.Scheme.String()}
	if o, ok := u.Part.(*ast.OpaquePart); ok {
		v.Opaque = p(o.String())
	}
	if ip, ok := u.Part.(*ast.IPSchemePart); ok && ip.Path != nil {
		v.Path = p(ip.Path.String())
	}
	l := u.Login()
	if l == nil {
		return v
	}
	if l.User != nil {
		v.User = p(l.User.String())
	}
	if l.Password != nil {
		v.Password = p(l.Password.String())
	}
	v.Host, v.HostKind = p(l.HostPort.Host.String()), "hostname"
	if l.HostPort.Host.Number != nil {
		v.HostKind = "hostnumber"
	}
	if l.HostPort.Port != nil {
		v.Port = p(l.HostPort.Port.String())
	}
	return v
}

// host returns the view of scheme://host/path with no user or port.
func host(scheme, name, kind, path string) view {
	return view{Scheme: scheme, Host: p(name), HostKind: kind, Path: p(path)}
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
	// bug, when set, says why the parser is known to disagree with want.
	// The case is skipped while it disagrees and fails once it agrees,
	// so that the mark is removed with the bug.
	bug string
}

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
	d := cmp.Diff(tc.want, synErr{e.Offset, e.Production.Name, e.Found})
	switch {
	case d != "" && tc.bug != "":
		t.Skipf("known parser bug: %s\nParse(%q) (-want +got):\n%s\n%v", tc.bug, tc.in, d, err)
	case d != "":
		t.Fatalf("Parse(%q) (-want +got):\n%s\n%v", tc.in, d, err)
	case tc.bug != "":
		t.Errorf("Parse(%q) now agrees with the RFC; remove the bug mark %q", tc.in, tc.bug)
	}
	msg := err.Error()
	if prefix := fmt.Sprintf("offset %d: %s: ", tc.want.Offset, tc.want.Production); !strings.HasPrefix(msg, prefix) {
		t.Errorf("Error() = %q, want it to start with %q", msg, prefix)
	}
	if !strings.Contains(msg, "("+e.Production.Cite()+")") {
		t.Errorf("Error() = %q does not cite %q", msg, e.Production.Cite())
	}
	if e.Severity != parser.SeverityError {
		t.Errorf("Severity = %v, want error", e.Severity)
	}
}

// TestRFCExamples parses every example URL of RFC 1738 (sections 3.1 to
// 3.11 and the Appendix, and the references, which the Appendix's rules
// let a line break split) and of the seed note. The components are the
// ones the RFC's text gives them.
func TestRFCExamples(t *testing.T) {
	ref := func(hostname, path string) view { return host("ftp", hostname, "hostname", path) }
	for _, tc := range []validCase{
		{"2 uri archive", "http://www.acl.lanl.gov/URI/archive/uri-archive.index.html",
			host("http", "www.acl.lanl.gov", "hostname", "URI/archive/uri-archive.index.html"), nil},
		{"3.1 empty user name", "ftp://@host.com/",
			view{Scheme: "ftp", User: p(""), Host: p("host.com"), HostKind: "hostname", Path: p("")}, nil},
		{"3.1 no user name", "ftp://host.com/", ref("host.com", ""), nil},
		{"3.1 empty password", "ftp://foo:@host.com/",
			view{Scheme: "ftp", User: p("foo"), Password: p(""), Host: p("host.com"), HostKind: "hostname", Path: p("")}, nil},
		{"3.2.2 encoded slash", "ftp://myname@host.dom/%2Fetc/motd",
			view{Scheme: "ftp", User: p("myname"), Host: p("host.dom"), HostKind: "hostname", Path: p("%2Fetc/motd")}, nil},
		{"3.2.2 relative path", "ftp://myname@host.dom/etc/motd",
			view{Scheme: "ftp", User: p("myname"), Host: p("host.dom"), HostKind: "hostname", Path: p("etc/motd")}, nil},
		{"3.2.2 null CWD", "ftp://myname@host.dom//etc/motd",
			view{Scheme: "ftp", User: p("myname"), Host: p("host.dom"), HostKind: "hostname", Path: p("/etc/motd")}, nil},
		{"3.6 all groups", "news:*", view{Scheme: "news", Opaque: p("*")}, nil},
		{"3.10 vms file", "file://vms.host.edu/disk$user/my/notes/note12345.txt",
			host("file", "vms.host.edu", "hostname", "disk$user/my/notes/note12345.txt"), nil},
		{"3.11 hsoname with slash", "prospero://host.dom//pros/name", host("prospero", "host.dom", "hostname", "/pros/name"), nil},
		{"A type d", "ftp://info.cern.ch/pub/www/doc;type=d", ref("info.cern.ch", "pub/www/doc;type=d"), nil},
		{"A rfc dir", "ftp://ds.internic.net/rfc", ref("ds.internic.net", "rfc"), nil},
		{"ref 1", "ftp://ds.internic.net/rfc/rfc1436.txt;type=a", ref("ds.internic.net", "rfc/rfc1436.txt;type=a"), nil},
		{"ref 2", "ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol/Gopher+/Gopher+.txt",
			ref("boombox.micro.umn.edu", "pub/gopher/gopher_protocol/Gopher+/Gopher+.txt"), nil},
		{"ref 3", "ftp://ds.internic.net/rfc/rfc1630.txt", ref("ds.internic.net", "rfc/rfc1630.txt"), nil},
		{"ref 4", "ftp://info.cern.ch/pub/www/doc/http-spec.txt.Z", ref("info.cern.ch", "pub/www/doc/http-spec.txt.Z"), nil},
		{"ref 5", "ftp://ds.internic.net/rfc/rfc1123.txt", ref("ds.internic.net", "rfc/rfc1123.txt"), nil},
		{"ref 6", "ftp://ds.internic.net/rfc/rfc822.txt", ref("ds.internic.net", "rfc/rfc822.txt"), nil},
		{"ref 7", "ftp://quake.think.com/pub/wais/doc/protspec.txt", ref("quake.think.com", "pub/wais/doc/protspec.txt"), nil},
		{"ref 8", "ftp://ds.internic.net/rfc/rfc1036.txt", ref("ds.internic.net", "rfc/rfc1036.txt"), nil},
		{"ref 10", "ftp://quake.think.com/pub/wais/doc/doc-ids.txt", ref("quake.think.com", "pub/wais/doc/doc-ids.txt"), nil},
		{"ref 11", "ftp://ds.internic.net/rfc/rfc977.txt", ref("ds.internic.net", "rfc/rfc977.txt"), nil},
		{"ref 12", "ftp://ds.internic.net/internet-drafts/draft-ietf-uri-irl-fun-req-02.txt",
			ref("ds.internic.net", "internet-drafts/draft-ietf-uri-irl-fun-req-02.txt"), nil},
		{"ref 13", "ftp://ds.internic.net/rfc/rfc1034.txt", ref("ds.internic.net", "rfc/rfc1034.txt"), nil},
		{"ref 14", "ftp://prospero.isi.edu/pub/prospero/doc/prospero-protocol.PS.Z",
			ref("prospero.isi.edu", "pub/prospero/doc/prospero-protocol.PS.Z"), nil},
		{"ref 15", "ftp://ds.internic.net/rfc/rfc959.txt", ref("ds.internic.net", "rfc/rfc959.txt"), nil},
		{"ref 16", "ftp://ds.internic.net/rfc/rfc1737.txt", ref("ds.internic.net", "rfc/rfc1737.txt"), nil},
		{"ref 17", "ftp://ds.internic.net/rfc/rfc1625.txt", ref("ds.internic.net", "rfc/rfc1625.txt"), nil},
		{"ref 18", "ftp://uu.psi.com/wp/nir.txt", ref("uu.psi.com", "wp/nir.txt"), nil},
		{"seed iec site", "http://www.iec.ch", view{Scheme: "http", Host: p("www.iec.ch"), HostKind: "hostname"}, nil},
		{"seed iec mission", "http://www.iec.ch/about/mission-e.htm", host("http", "www.iec.ch", "hostname", "about/mission-e.htm"), nil},
		{"seed news group", "news:comp.os.unix", view{Scheme: "news", Opaque: p("comp.os.unix")}, nil},
		{"seed news article", "news:XYZ123@news.iso.org", view{Scheme: "news", Opaque: p("XYZ123@news.iso.org")}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) { checkValid(t, tc) })
	}
}

// TestRFCExampleWithFragment is the Appendix's last example: the "#"
// and what follows are a fragment, outside the URL (RFC 1808 2.4.1).
func TestRFCExampleWithFragment(t *testing.T) {
	const in = "http://ds.internic.net/instructions/overview.html#WARNING"
	checkInvalid(t, invalidCase{in: in, want: synErr{49, "urlpath", "#"}})
	u, f, err := rfc1738.ParseReference(in)
	if err != nil {
		t.Fatalf("ParseReference(%q): %v", in, err)
	}
	if d := cmp.Diff(host("http", "ds.internic.net", "hostname", "instructions/overview.html"), viewOf(u)); d != "" {
		t.Errorf("URL (-want +got):\n%s", d)
	}
	if d := cmp.Diff(&fragment{"WARNING", 50, 57}, fragmentOf(f)); d != "" {
		t.Errorf("fragment (-want +got):\n%s", d)
	}
}

// TestParseValid covers every generic production of section 5 with
// valid boundary cases, and the readings of parser/doc.go that accept.
func TestParseValid(t *testing.T) {
	hn := func(name string) validCase {
		return validCase{"hostname/" + name, "http://" + name + "/", host("http", name, "hostname", ""), nil}
	}
	for _, tc := range []validCase{
		// scheme = 1*[ lowalpha | digit | "+" | "-" | "." ], case-insensitive (2.1)
		{"scheme/upper case", "HTTP://x", view{Scheme: "HTTP", Host: p("x"), HostKind: "hostname"}, nil},
		{"scheme/mixed case opaque", "MailTo:a@b", view{Scheme: "MailTo", Opaque: p("a@b")}, nil},
		{"scheme/plus minus dot digit", "a+b-c.d9:x", view{Scheme: "a+b-c.d9", Opaque: p("x")}, nil},
		{"scheme/starts with digit", "1x:y", view{Scheme: "1x", Opaque: p("y")}, nil},
		{"scheme/only plus", "+:x", view{Scheme: "+", Opaque: p("x")}, nil},
		{"scheme/dots", "..://example.net", view{Scheme: "..", Host: p("example.net"), HostKind: "hostname"}, nil},
		// schemepart = *xchar | ip-schemepart
		{"schemepart/empty", "foo:", view{Scheme: "foo", Opaque: p("")}, nil},
		{"schemepart/opaque every xchar", "x:aZ09$-_.+!*'(),;/?:@&=%7e%7E",
			view{Scheme: "x", Opaque: p("aZ09$-_.+!*'(),;/?:@&=%7e%7E")}, nil},
		{"schemepart/one slash", "foo:/", view{Scheme: "foo", Opaque: p("/")}, nil},
		{"schemepart/slashes later", "x:a//b", view{Scheme: "x", Opaque: p("a//b")}, nil},
		{"schemepart/second colon", "urn:isbn:0-395-36341-1", view{Scheme: "urn", Opaque: p("isbn:0-395-36341-1")}, nil},
		{"schemepart/unknown scheme ip", "foo://host:80/p", view{Scheme: "foo", Host: p("host"), HostKind: "hostname", Port: p("80"), Path: p("p")}, nil},
		// ip-schemepart = "//" login [ "/" urlpath ]
		{"ip-schemepart/no path", "telnet://h", view{Scheme: "telnet", Host: p("h"), HostKind: "hostname"}, nil},
		{"ip-schemepart/empty path", "telnet://h/", host("telnet", "h", "hostname", ""), nil},
		{"ip-schemepart/path of slash", "ftp://h//", host("ftp", "h", "hostname", "/"), nil},
		// login = [ user [ ":" password ] "@" ] hostport
		{"login/user password port", "telnet://u:p@h:23/",
			view{Scheme: "telnet", User: p("u"), Password: p("p"), Host: p("h"), HostKind: "hostname", Port: p("23"), Path: p("")}, nil},
		{"login/slash ends login", "ftp://a/b@h/", host("ftp", "a", "hostname", "b@h/"), nil},
		// user = *[ uchar | ";" | "?" | "&" | "=" ]
		{"user/empty", "ftp://@h", view{Scheme: "ftp", User: p(""), Host: p("h"), HostKind: "hostname"}, nil},
		{"user/every allowed char", "ftp://aZ09$-_.+!*'(),;?&=%41@h",
			view{Scheme: "ftp", User: p("aZ09$-_.+!*'(),;?&=%41"), Host: p("h"), HostKind: "hostname"}, nil},
		{"user/escaped colon at slash", "ftp://%3A%40%2F@h",
			view{Scheme: "ftp", User: p("%3A%40%2F"), Host: p("h"), HostKind: "hostname"}, nil},
		// password = *[ uchar | ";" | "?" | "&" | "=" ]
		{"password/empty", "ftp://u:@h", view{Scheme: "ftp", User: p("u"), Password: p(""), Host: p("h"), HostKind: "hostname"}, nil},
		{"password/empty user and password", "ftp://:@h", view{Scheme: "ftp", User: p(""), Password: p(""), Host: p("h"), HostKind: "hostname"}, nil},
		{"password/empty user", "ftp://:pw@h", view{Scheme: "ftp", User: p(""), Password: p("pw"), Host: p("h"), HostKind: "hostname"}, nil},
		{"password/every allowed char", "ftp://u:aZ09$-_.+!*'(),;?&=%3a@h",
			view{Scheme: "ftp", User: p("u"), Password: p("aZ09$-_.+!*'(),;?&=%3a"), Host: p("h"), HostKind: "hostname"}, nil},
		{"password/looks like port", "ftp://h:21@h", view{Scheme: "ftp", User: p("h"), Password: p("21"), Host: p("h"), HostKind: "hostname"}, nil},
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
		{"hostnumber/ipv4", "ftp://192.0.2.16/", host("ftp", "192.0.2.16", "hostnumber", ""), nil},
		{"hostnumber/leading zero", "ftp://080.0.0.1/", host("ftp", "080.0.0.1", "hostnumber", ""), nil},
		{"hostnumber/max", "ftp://255.255.255.255", view{Scheme: "ftp", Host: p("255.255.255.255"), HostKind: "hostnumber"}, nil},
		{"hostnumber/above 255", "ftp://999.999.999.999/", host("ftp", "999.999.999.999", "hostnumber", ""),
			[]warning{warn(6, "hostnumber"), warn(10, "hostnumber"), warn(14, "hostnumber"), warn(18, "hostnumber")}},
		{"hostnumber/one part above 255", "ftp://1.256.3.4/", host("ftp", "1.256.3.4", "hostnumber", ""), []warning{warn(8, "hostnumber")}},
		{"hostnumber/beyond int", "ftp://1.2.3.99999999999999999999/", host("ftp", "1.2.3.99999999999999999999", "hostnumber", ""),
			[]warning{warn(12, "hostnumber")}},
		// port = digits
		{"port/zero", "http://h:0/", view{Scheme: "http", Host: p("h"), HostKind: "hostname", Port: p("0"), Path: p("")}, nil},
		{"port/leading zero", "http://h:080/", view{Scheme: "http", Host: p("h"), HostKind: "hostname", Port: p("080"), Path: p("")}, nil},
		{"port/max", "http://h:65535", view{Scheme: "http", Host: p("h"), HostKind: "hostname", Port: p("65535")}, nil},
		{"port/above 65535", "http://h:99999/", view{Scheme: "http", Host: p("h"), HostKind: "hostname", Port: p("99999"), Path: p("")},
			[]warning{warn(9, "port")}},
		{"port/65536", "http://h:65536", view{Scheme: "http", Host: p("h"), HostKind: "hostname", Port: p("65536")}, []warning{warn(9, "port")}},
		{"port/with hostnumber", "http://10.0.0.1:8080/", view{Scheme: "http", Host: p("10.0.0.1"), HostKind: "hostnumber", Port: p("8080"), Path: p("")}, nil},
		// urlpath = *xchar; escape = "%" hex hex
		{"urlpath/every xchar", "http://h/aZ09$-_.+!*'(),;/?:@&=",
			host("http", "h", "hostname", "aZ09$-_.+!*'(),;/?:@&="), nil},
		{"escape/upper hex", "http://h/%41%2F%7E", host("http", "h", "hostname", "%41%2F%7E"), nil},
		{"escape/lower hex", "http://h/%2f%7e%ff", host("http", "h", "hostname", "%2f%7e%ff"), nil},
		{"escape/encoded hash", "file://h/%23", host("file", "h", "hostname", "%23"), nil},
		// readings of parser/doc.go
		{"reading/URL: prefix is a scheme", "URL:http://x", view{Scheme: "URL", Opaque: p("http://x")}, nil},
		{"reading/long label warns", "http://" + strings.Repeat("a", 64) + ".b/", host("http", strings.Repeat("a", 64)+".b", "hostname", ""),
			[]warning{warn(7, "domainlabel")}},
		{"reading/long top label warns", "http://" + strings.Repeat("a", 64), view{Scheme: "http", Host: p(strings.Repeat("a", 64)), HostKind: "hostname"},
			[]warning{warn(7, "toplabel")}},
		{"reading/long hostname warns", "http://" + strings.Repeat("a.", 127) + "bc/", host("http", strings.Repeat("a.", 127)+"bc", "hostname", ""),
			[]warning{warn(7, "hostname")}},
		{"reading/hostname of 255 is fine", "http://" + strings.Repeat("a.", 126) + "bcd/", host("http", strings.Repeat("a.", 126)+"bcd", "hostname", ""), nil},
	} {
		t.Run(tc.name, func(t *testing.T) { checkValid(t, tc) })
	}
}

// TestParseInvalid covers every generic production with invalid boundary
// cases. The offset is that of the first byte after which no valid URL
// can continue, except where a reading of parser/doc.go says otherwise.
func TestParseInvalid(t *testing.T) {
	const (
		emptyHost  = `the error is at the start of a host, which may be a hostname or a hostnumber ("expected a letter or a digit"); toplabel or domainlabel is named depending on the text after the error`
		validEsc   = `a complete escape where the grammar allows none is reported as a malformed escape ("expected two hex digits after %")`
		earlyLabel = `a domainlabel may start with a digit, so the digit is no error; participle reports the start of the label, where its toplabel alternative failed`
		noTree     = `when one probe cannot repair the input, the production falls back to genericurl instead of the node holding the offset`
	)
	for _, tc := range []invalidCase{
		// genericurl = scheme ":" schemepart
		{name: "genericurl/empty input", in: "", want: synErr{0, "scheme", ""}},
		{name: "genericurl/no colon", in: "http", want: synErr{4, "scheme", ""}},
		{name: "genericurl/no colon before query", in: "ab?c", want: synErr{2, "scheme", "?"}},
		// scheme
		{name: "scheme/empty", in: ":x", want: synErr{0, "scheme", ":"}},
		{name: "scheme/underscore", in: "a_b:x", want: synErr{1, "scheme", "_"}},
		{name: "scheme/space", in: "ht tp:x", want: synErr{2, "scheme", " "}},
		{name: "scheme/non-ASCII", in: "é:x", want: synErr{0, "scheme", "é"}},
		{name: "scheme/escape", in: "ht%74p://h", want: synErr{2, "scheme", "%74"}},
		// schemepart
		{name: "schemepart/space", in: "foo:a b", want: synErr{5, "schemepart", " "}},
		{name: "schemepart/tilde", in: "foo:~x", want: synErr{4, "schemepart", "~"}},
		{name: "schemepart/percent at end", in: "foo:%", want: synErr{4, "escape", "%"}},
		{name: "schemepart/double slash commits", in: "foo://host:abc/", want: synErr{11, "port", "a"}},
		{name: "schemepart/double slash then nothing", in: "foo://", want: synErr{6, "host", ""}},
		// ip-schemepart
		{name: "ip-schemepart/query without slash", in: "http://h?q", want: synErr{8, "toplabel", "?"}},
		{name: "ip-schemepart/empty host before path", in: "file:///etc/motd", want: synErr{7, "host", "/"}},
		// login, user, password
		{name: "login/second at", in: "ftp://a@b@h/", want: synErr{9, "toplabel", "@"}},
		{name: "login/empty host after at", in: "ftp://u:p@/", want: synErr{10, "host", "/"}},
		{name: "user/space", in: "ftp://a b@h/", want: synErr{7, "toplabel", " "}},
		{name: "user/bad escape", in: "ftp://a%zz@h", want: synErr{7, "escape", "%zz"}},
		{name: "password/colon", in: "ftp://a:b:c@h/", want: synErr{8, "port", "b"}},
		{name: "password/tilde", in: "ftp://u:p~@h/", want: synErr{8, "port", "p"}},
		// host, hostname, domainlabel, toplabel
		{name: "hostname/trailing dot", in: "http://www.iec.ch.", want: synErr{18, "toplabel", ""}},
		{name: "hostname/trailing dot before path", in: "http://example.com../", want: synErr{19, "toplabel", "."}},
		{name: "hostname/empty label", in: "http://a..b/", want: synErr{9, "toplabel", "."}},
		{name: "hostname/leading hyphen", in: "http://-a/", want: synErr{7, "host", "-"}},
		{name: "toplabel/trailing hyphen", in: "http://a-/", want: synErr{9, "toplabel", "/"}},
		{name: "domainlabel/trailing hyphen", in: "http://a-.com/", want: synErr{9, "toplabel", "."}},
		{name: "toplabel/starts with digit", in: "http://1a/", want: synErr{9, "hostname", "/"}, bug: earlyLabel},
		{name: "toplabel/digit after dot", in: "http://h.1/", want: synErr{10, "hostname", "/"}, bug: earlyLabel},
		{name: "toplabel/digit letter after dot", in: "http://h.1a/", want: synErr{11, "hostname", "/"}, bug: earlyLabel},
		{name: "hostname/underscore", in: "http://a_b/", want: synErr{8, "toplabel", "_"}},
		{name: "domainlabel/space", in: "http://exa mple.com/", want: synErr{10, "domainlabel", " "}},
		{name: "domainlabel/non-ASCII", in: "http://bücher.ch", want: synErr{8, "domainlabel", "ü"}},
		{name: "host/bracketed", in: "http://[::1]/", want: synErr{7, "host", "["}},
		{name: "host/escape", in: "http://a%2Fb/", want: synErr{8, "toplabel", "%2F"}},
		// hostnumber
		{name: "hostnumber/three parts", in: "http://1.2.3/", want: synErr{12, "hostname", "/"}},
		{name: "hostnumber/five parts", in: "http://1.2.3.4.5/", want: synErr{16, "hostname", "/"}, bug: noTree},
		// port
		{name: "port/empty", in: "http://h:/", want: synErr{9, "port", "/"}},
		{name: "port/empty at end", in: "http://h:", want: synErr{9, "port", ""}},
		{name: "port/letter", in: "http://h:a/", want: synErr{9, "port", "a"}},
		{name: "port/sign", in: "http://h:-1/", want: synErr{9, "port", "-"}},
		{name: "port/second colon", in: "http://h:80:80/", want: synErr{11, "port", ":"}},
		{name: "port/letter after digits", in: "http://host:80x/", want: synErr{14, "port", "x"}},
		{name: "port/escape", in: "http://h:%38%30/", want: synErr{9, "port", "%38"}},
		// urlpath
		{name: "urlpath/hash", in: "http://h/a#b", want: synErr{10, "urlpath", "#"}},
		{name: "urlpath/tilde", in: "http://h/~u", want: synErr{9, "urlpath", "~"}},
		{name: "urlpath/space", in: "http://h/a b", want: synErr{10, "urlpath", " "}},
		{name: "urlpath/two spaces", in: "http://h/a b c", want: synErr{10, "urlpath", " "}},
		{name: "urlpath/brackets", in: "http://h/a[1]", want: synErr{10, "urlpath", "["}},
		{name: "urlpath/non-ASCII", in: "http://h/é", want: synErr{9, "urlpath", "é"}},
		{name: "urlpath/invalid UTF-8", in: "http://h/\xff", want: synErr{9, "urlpath", "\xff"}},
		{name: "urlpath/control", in: "http://h/a\x01b", want: synErr{10, "urlpath", "\x01"}},
		{name: "urlpath/delete", in: "http://h/\x7f", want: synErr{9, "urlpath", "\x7f"}},
		// escape = "%" hex hex
		{name: "escape/not hex", in: "http://h/%zz", want: synErr{9, "escape", "%zz"}},
		{name: "escape/one hex then not", in: "http://h/%4g", want: synErr{9, "escape", "%4g"}},
		{name: "escape/truncated", in: "http://h/%4", want: synErr{9, "escape", "%4"}},
		{name: "escape/percent at end", in: "http://h/a%", want: synErr{10, "escape", "%"}},
		{name: "escape/percent percent", in: "http://h/%%41", want: synErr{9, "escape", "%%4"}},
		// readings of parser/doc.go
		{name: "reading/angle brackets", in: "<URL:http://x>", want: synErr{0, "scheme", "<"}},
		{name: "reading/fragment rejected", in: "foo:xxx#frag", want: synErr{7, "schemepart", "#"}},
	} {
		t.Run(tc.name, func(t *testing.T) { checkInvalid(t, tc) })
	}
	// national and punctuation (section 5), "%" and "#" aside: unsafe,
	// so never allowed unescaped (section 2.2)
	for _, c := range strings.Split(`{ } | \ ^ ~ [ ] `+"`"+` < > "`, " ") {
		tc := invalidCase{name: "urlpath/unsafe " + c, in: "http://h/a" + c, want: synErr{10, "urlpath", c}}
		t.Run(tc.name, func(t *testing.T) { checkInvalid(t, tc) })
	}
}

// TestSpans pins the span of every node where empty and absent parts
// make positions easy to get wrong.
func TestSpans(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"ftp://@h/", []string{
			`genericurl [0,9) "ftp://@h/"`, `scheme [0,3) "ftp"`, `ip-schemepart [4,9) "//@h/"`,
			`login [6,8) "@h"`, `user [6,6) ""`, `hostport [7,8) "h"`, `host [7,8) "h"`, `hostname [7,8) "h"`,
			`toplabel [7,8) "h"`, `urlpath [9,9) ""`}},
		{"ftp://:@h", []string{
			`genericurl [0,9) "ftp://:@h"`, `scheme [0,3) "ftp"`, `ip-schemepart [4,9) "//:@h"`,
			`login [6,9) ":@h"`, `user [6,6) ""`, `password [7,7) ""`, `hostport [8,9) "h"`, `host [8,9) "h"`,
			`hostname [8,9) "h"`, `toplabel [8,9) "h"`}},
		{"foo:", []string{`genericurl [0,4) "foo:"`, `scheme [0,3) "foo"`, `schemepart [4,4) ""`}},
		{"news:*", []string{`genericurl [0,6) "news:*"`, `scheme [0,4) "news"`, `schemepart [5,6) "*"`}},
		{"http://1.2.3.4:5//", []string{
			`genericurl [0,18) "http://1.2.3.4:5//"`, `scheme [0,4) "http"`, `ip-schemepart [5,18) "//1.2.3.4:5//"`,
			`login [7,16) "1.2.3.4:5"`, `hostport [7,16) "1.2.3.4:5"`, `host [7,14) "1.2.3.4"`,
			`hostnumber [7,14) "1.2.3.4"`, `digits [7,8) "1"`, `digits [9,10) "2"`, `digits [11,12) "3"`,
			`digits [13,14) "4"`, `port [15,16) "5"`, `urlpath [17,18) "/"`}},
		{"http://a-b.c-d.e", []string{
			`genericurl [0,16) "http://a-b.c-d.e"`, `scheme [0,4) "http"`, `ip-schemepart [5,16) "//a-b.c-d.e"`,
			`login [7,16) "a-b.c-d.e"`, `hostport [7,16) "a-b.c-d.e"`, `host [7,16) "a-b.c-d.e"`,
			`hostname [7,16) "a-b.c-d.e"`, `domainlabel [7,10) "a-b"`, `domainlabel [11,14) "c-d"`,
			`toplabel [15,16) "e"`}},
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
// that have every component.
func TestWholeAST(t *testing.T) {
	at := ast.At
	for _, tc := range []struct {
		in   string
		want *ast.URL
	}{
		{"ftp://user:pass@ftp.example.com:2121/pub/file.txt", &ast.URL{
			Span:   at(0, 49),
			Scheme: &ast.Scheme{Span: at(0, 3), Text: "ftp"},
			Part: &ast.IPSchemePart{
				Span: at(4, 49),
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
				Path: &ast.URLPath{Span: at(37, 49), Text: "pub/file.txt"},
			},
		}},
		{"http://u:p@192.0.2.16:8080/", &ast.URL{
			Span:   at(0, 27),
			Scheme: &ast.Scheme{Span: at(0, 4), Text: "http"},
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
		{"news:comp.os.unix", &ast.URL{
			Span:   at(0, 17),
			Scheme: &ast.Scheme{Span: at(0, 4), Text: "news"},
			Part:   &ast.OpaquePart{Span: at(5, 17), Text: "comp.os.unix"},
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
// into the whole input, errors included.
func TestParseReference(t *testing.T) {
	for _, tc := range []struct {
		name     string
		in       string
		want     *view
		wantFrag *fragment
		wantErr  *synErr
	}{
		{"fragment", "http://h/p#frag", &view{Scheme: "http", Host: p("h"), HostKind: "hostname", Path: p("p")}, &fragment{"frag", 11, 15}, nil},
		{"empty fragment", "http://h/p#", &view{Scheme: "http", Host: p("h"), HostKind: "hostname", Path: p("p")}, &fragment{"", 11, 11}, nil},
		{"no fragment", "http://h/p", &view{Scheme: "http", Host: p("h"), HostKind: "hostname", Path: p("p")}, nil, nil},
		{"fragment after host", "http://h#x", &view{Scheme: "http", Host: p("h"), HostKind: "hostname"}, &fragment{"x", 9, 10}, nil},
		{"fragment of opaque", "foo:#x", &view{Scheme: "foo", Opaque: p("")}, &fragment{"x", 5, 6}, nil},
		{"fragment xchars", "x:y#a/?:@%41", &view{Scheme: "x", Opaque: p("y")}, &fragment{"a/?:@%41", 4, 12}, nil},
		{"second hash", "http://h/p#a#b", nil, nil, &synErr{12, "fragment", "#"}},
		{"space in fragment", "http://h/p#a b", nil, nil, &synErr{12, "fragment", " "}},
		{"bad escape in fragment", "http://h/p#%zz", nil, nil, &synErr{11, "fragment", "%zz"}},
		{"error before fragment", "http://h:/#x", nil, nil, &synErr{9, "port", "/"}},
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
// given, not the text it was parsed from.
func TestValidateChangedTree(t *testing.T) {
	u := rfc1738.MustParse("http://10.0.0.1:80/")
	if l := rfc1738.Validate(u); len(l) != 0 {
		t.Fatalf("Validate before the change = %v, want nothing", l)
	}
	u.Login().HostPort.Port.Text = "70000"
	u.Login().HostPort.Host.Number.Parts[3].Text = "300"
	want := []warning{warn(14, "hostnumber"), warn(16, "port")}
	l := rfc1738.Validate(u)
	if d := cmp.Diff(want, warningsOf(l)); d != "" {
		t.Errorf("Validate after the change (-want +got):\n%s", d)
	}
	if l.Err() != nil || len(l.Warnings()) != 2 || len(l.Errors()) != 0 {
		t.Errorf("Err() = %v, %d warnings, %d errors; want nil, 2, 0", l.Err(), len(l.Warnings()), len(l.Errors()))
	}
}

// readCorpus returns the lines of ../shared/corpus/name, skipping the
// test when the corpus is not there.
func readCorpus(t *testing.T, name string) []string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "shared", "corpus", name))
	if errors.Is(err, os.ErrNotExist) {
		t.Skipf("corpus %s not found", name)
	}
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
}

// errorList returns the diagnostics of an error from Parse, which is a
// *parser.Error or a parser.ErrorList.
func errorList(err error) (parser.ErrorList, bool) {
	var e *parser.Error
	var l parser.ErrorList
	switch {
	case errors.As(err, &e):
		return parser.ErrorList{e}, true
	case errors.As(err, &l):
		return l, true
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

// record is one line of testdata/conformance.golden.jsonl. Components are
// input[node.Pos():node.End()], null when absent.
type record struct {
	URL      string  `json:"url"`
	Valid    bool    `json:"valid"`
	Scheme   *string `json:"scheme"`
	User     *string `json:"user"`
	Password *string `json:"password"`
	Host     *string `json:"host"`
	Port     *string `json:"port"`
	Path     *string `json:"path"`
	Errors   []diag  `json:"errors"`
	Warnings []diag  `json:"warnings"`
}

type diag struct {
	Offset  int    `json:"offset"`
	Message string `json:"message"`
}

func diags(l parser.ErrorList) []diag {
	out := []diag{}
	for _, e := range l {
		out = append(out, diag{e.Offset, e.Error()})
	}
	return out
}

func recordOf(in string) record {
	r := record{URL: in, Errors: []diag{}, Warnings: []diag{}}
	u, err := rfc1738.Parse(in)
	if err != nil {
		l, _ := errorList(err)
		r.Errors = diags(l)
		return r
	}
	raw := func(n ast.Node) *string { return p(in[n.Pos():n.End()]) }
	r.Valid, r.Scheme, r.Warnings = true, p(u.Scheme.Name()), diags(rfc1738.Validate(u))
	if ip, ok := u.Part.(*ast.IPSchemePart); ok && ip.Path != nil {
		r.Path = raw(ip.Path)
	}
	if l := u.Login(); l != nil {
		r.Host = raw(l.HostPort.Host)
		if l.User != nil {
			r.User = raw(l.User)
		}
		if l.Password != nil {
			r.Password = raw(l.Password)
		}
		if l.HostPort.Port != nil {
			r.Port = raw(l.HostPort.Port)
		}
	}
	return r
}

// TestConformance writes one JSON line per URL of conformance-public.txt
// and compares them with testdata/conformance.golden.jsonl; -update
// rewrites the file. testdata/conformance-review.md checks its verdicts
// against RFC 1738.
func TestConformance(t *testing.T) {
	lines := readCorpus(t, "conformance-public.txt")
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	for _, line := range lines {
		if err := enc.Encode(recordOf(line)); err != nil {
			t.Fatal(err)
		}
	}
	const golden = "testdata/conformance.golden.jsonl"
	if *update {
		if err := os.WriteFile(golden, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test -run TestConformance -update to write it)", err)
	}
	if d := cmp.Diff(splitLines(want), splitLines(buf.Bytes())); d != "" {
		t.Errorf("%s differs (-want +got):\n%s", golden, d)
	}
}

func splitLines(b []byte) []string {
	var out []string
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		out = append(out, sc.Text())
	}
	return out
}
