package parser_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/internal/corpustest"
	"github.com/urlsyntax/rfc1738/parser"
)

// httpsReading is what a parse of an https URL gives: the part's type,
// the default port, the host, the path and the search as written.
type httpsReading struct {
	Part         string
	Port         int
	HasPort      bool
	Host, Path   string
	Search       string
	HasSearch    bool
	SegmentCount int
}

func readHTTPS(u *ast.URL) httpsReading {
	r := httpsReading{}
	r.Port, r.HasPort = u.DefaultPort()
	switch p := u.Part.(type) {
	case *ast.HTTPPart:
		r.Part = "http"
		r.Host = p.HostPort.Host.String()
		if p.Path != nil {
			r.Path = p.Path.String()
			r.SegmentCount = len(p.Path.Segments)
		}
		if p.Search != nil {
			r.Search, r.HasSearch = p.Search.String(), true
		}
	case *ast.IPSchemePart:
		r.Part = "generic"
		r.Host = p.Login.HostPort.Host.String()
		if p.Path != nil {
			r.Path = p.Path.String()
		}
	default:
		r.Part = "other"
	}
	return r
}

// TestHTTPS checks that the default parser reads https by http's
// production (RFC 2818 section 2.4), with port 443, and that a parser of
// RFC 1738's schemes only reads it by the generic syntax, as in 1994.
func TestHTTPS(t *testing.T) {
	only, err := parser.New(parser.RFC1738Only())
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		in          string
		def, rfc    httpsReading
		defaultOnly bool // valid by http's production only
	}{
		{in: "https://www.iec.ch/a/b?x=1&y=2",
			def: httpsReading{"http", 443, true, "www.iec.ch", "a/b", "x=1&y=2", true, 2},
			rfc: httpsReading{"generic", 0, false, "www.iec.ch", "a/b?x=1&y=2", "", false, 0}},
		{in: "HTTPS://H:443/",
			def: httpsReading{"http", 443, true, "H", "", "", false, 1},
			rfc: httpsReading{"generic", 0, false, "H", "", "", false, 0}},
		{in: "https://h/?",
			def: httpsReading{"http", 443, true, "h", "", "", true, 1},
			rfc: httpsReading{"generic", 0, false, "h", "?", "", false, 0}},
		{in: "https://h",
			def: httpsReading{"http", 443, true, "h", "", "", false, 0},
			rfc: httpsReading{"generic", 0, false, "h", "", "", false, 0}},
	} {
		u, err := parser.Parse(tc.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tc.in, err)
		} else if d := cmp.Diff(tc.def, readHTTPS(u)); d != "" {
			t.Errorf("Parse(%q) (-want +got):\n%s", tc.in, d)
		}
		u, err = only.Parse(tc.in)
		if err != nil {
			t.Errorf("RFC1738Only: Parse(%q): %v", tc.in, err)
		} else if d := cmp.Diff(tc.rfc, readHTTPS(u)); d != "" {
			t.Errorf("RFC1738Only: Parse(%q) (-want +got):\n%s", tc.in, d)
		}
	}
}

// TestHTTPSErrors checks the errors of https URLs that http's production
// refuses: they name httpsurl, whose rule writes "https://" as the input
// does, and cite RFC 2818 beside RFC 1738 section 3.3; Parse, Check and
// Validate agree. A parser of RFC 1738's schemes only accepts some of
// them, by the generic syntax.
func TestHTTPSErrors(t *testing.T) {
	only, err := parser.New(parser.RFC1738Only())
	if err != nil {
		t.Fatal(err)
	}
	// RFC 2818 writes no rule: httpsurl is this grammar's reading of it.
	const rule = `(this grammar's reading of RFC 2818 section 2.4, where https URLs are http URLs with "https" in place of "http": httpsurl = "https://" hostport [ "/" hpath [ "?" search ]], as httpurl, RFC 1738 section 3.3)`
	for _, tc := range []struct {
		in, want string
		onlyOK   bool // valid by the generic syntax
	}{
		{"https://h?x", `offset 9: httpsurl: found "?", expected a letter, a digit, "-", ".", "/", ":" or the end of the URL ` + rule +
			`; note: offset 9: httpsurl: the search follows the path, after a "/": write "/?" here`, false},
		{"https://joe@h/", `offset 11: httpsurl: found "@", expected a letter, a digit, "-", ".", "/", ":" or the end of the URL ` + rule +
			`; note: offset 11: httpsurl: likely meant: a user name (perhaps with ":" and a password) that this "@" ends; httpurl has no place for one (RFC 1738 section 5, explained in section 3.3: httpurl = "http://" hostport [ "/" hpath [ "?" search ]]): without it, did you mean "https://h/"?; note: offset 11: httpsurl: RFC 1738 section 3.3 says so of http URLs: "No user name or password is allowed."`, true},
		{"https:/h", `offset 7: httpsurl: found "h", expected "/" ` + rule +
			`; note: offset 6: httpsurl: in this scheme, "//" follows the ":" and starts the host (RFC 1738 section 3.1): did you mean "https://h"?; note: offset 6: httpsurl: a reading, on which the error rests: the scheme's name picks its production, httpurl (RFC 1738 section 3.3); section 5's grammar alone would accept the whole text as written, as an otherurl, the alternative of url of which it says "new schemes follow the general syntax" (RFC 1738 section 5: otherurl = genericurl; genericurl = scheme ":" schemepart; schemepart = *xchar | ip-schemepart)`, true},
		{"https://h/a b", `offset 11: httpsurl: found "␣" (a space), expected an xchar (a letter, a digit, a safe, extra or reserved character, or an escape) or the end of the URL ` + rule +
			`; note: offset 11: httpsurl: RFC 1738 section 2.2 allows "␣" (a space) only escaped: write %20`, false},
		{"https://h:8a/", `offset 11: httpsurl: found "a", expected a digit, "/" or the end of the URL ` + rule +
			`; note: offset 11: port: a port is digits, and "a" is not one (RFC 1738 section 5, explained in section 3.1: port = digits)`, false},
	} {
		_, err := parser.Parse(tc.in)
		if err == nil {
			t.Errorf("Parse(%q): no error", tc.in)
			continue
		}
		if got := err.Error(); got != tc.want {
			t.Errorf("Parse(%q):\n got %s\nwant %s", tc.in, got, tc.want)
		}
		if e, _ := err.(*parser.Error); e != nil && strings.Contains(e.Summary(grammar.English), `"http://"`) {
			t.Errorf("Parse(%q): the error says \"http://\": %s", tc.in, err)
		}
		var e *parser.Error
		if !errors.As(err, &e) || e.Scheme != ast.HTTPSURLP {
			t.Errorf("Parse(%q): Scheme = %+v, want HTTPSURLP", tc.in, e)
		}
		var ce *parser.Error
		if cerr := parser.Check(tc.in); !errors.As(cerr, &ce) || ce.Error() != err.Error() {
			t.Errorf("Check(%q) = %v, want Parse's error", tc.in, cerr)
		}
		if _, err := only.Parse(tc.in); (err == nil) != tc.onlyOK {
			t.Errorf("RFC1738Only: Parse(%q) = %v, want valid %v", tc.in, err, tc.onlyOK)
		}
	}
	// In French the citation of http's production follows too.
	_, err = parser.Parse("https:/h")
	var e *parser.Error
	if !errors.As(err, &e) {
		t.Fatal(err)
	}
	if got := e.Text(grammar.French); !strings.Contains(got, grammar.FrenchSpaces("lecture par cette grammaire de la RFC 2818, section 2.4, où les URL https sont des URL http avec « https » à la place de « http »")) || !strings.Contains(got, "comme URL http (httpurl), RFC 1738, section 3.3") {
		t.Errorf("French: %s", got)
	}
}

// TestHTTPSValidate checks Validate on https trees a program built: the
// findings of http's validator name the URL's own scheme and httpsurl.
func TestHTTPSValidate(t *testing.T) {
	u := &ast.URL{Scheme: &ast.Scheme{Text: "https"}, Part: &ast.FTPPart{}}
	list := parser.Validate(u)
	if len(list) == 0 {
		t.Fatal("Validate: no finding for an https URL with an ftp part")
	}
	e := list[0]
	if e.Code != parser.CodePartType || e.Args["scheme"] != "https" || e.Production != ast.HTTPSURLP || e.Scheme != ast.HTTPSURLP {
		t.Errorf("Validate: %+v", e)
	}
	if strings.Contains(e.Error(), "httpurl =") {
		t.Errorf("Validate: cites http's rule: %s", e)
	}
	// A tree of the generic syntax is read as https is by a parser of RFC
	// 1738's schemes only: its part is not http's.
	only, err := parser.New(parser.RFC1738Only())
	if err != nil {
		t.Fatal(err)
	}
	g, err := only.Parse("https://h/x?y")
	if err != nil {
		t.Fatal(err)
	}
	if l := only.Validate(g); l.Err() != nil {
		t.Errorf("RFC1738Only: Validate: %v", l)
	}
	if l := parser.Validate(g); l.Err() == nil {
		t.Error("default: Validate of a generic https tree: no error, want http's part")
	}
}

// TestRFC1738OnlyKeepsRegistered checks that RFC1738Only removes only the
// built-in https, not an https a program registers, before or after it.
func TestRFC1738OnlyKeepsRegistered(t *testing.T) {
	own := parser.Scheme{Name: "https", Part: &hostOnly{}, Replace: true}
	for _, opts := range [][]parser.Option{
		{parser.WithScheme(own), parser.RFC1738Only()},
		{parser.RFC1738Only(), parser.WithScheme(own)},
	} {
		p, err := parser.New(opts...)
		if err != nil {
			t.Fatal(err)
		}
		u, err := p.Parse("https://h")
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := u.Part.(*hostOnly); !ok {
			t.Errorf("Part = %T, want the registered *hostOnly", u.Part)
		}
	}
}

// TestHTTPSCorpus reads kasztp.txt's https lines: each valid one is read
// by http's production, with port 443 and its search split off. It
// reports how many are valid with the default parser and with RFC
// 1738's schemes only.
func TestHTTPSCorpus(t *testing.T) {
	lines := corpustest.Lines(t, "kasztp.txt")
	only, err := parser.New(parser.RFC1738Only())
	if err != nil {
		t.Fatal(err)
	}
	var https, valid, validOnly, searches int
	for _, line := range lines {
		if !strings.HasPrefix(strings.ToLower(line), "https:") {
			continue
		}
		https++
		if _, err := only.Parse(line); err == nil {
			validOnly++
		}
		u, err := parser.Parse(line)
		if err != nil {
			continue
		}
		valid++
		p, ok := u.Part.(*ast.HTTPPart)
		if !ok {
			t.Errorf("%q: Part = %T, want *ast.HTTPPart", line, u.Part)
			continue
		}
		if port, ok := u.DefaultPort(); port != 443 || !ok {
			t.Errorf("%q: DefaultPort() = %d, %v; want 443", line, port, ok)
		}
		if p.Search != nil {
			searches++
			if p.Path != nil && strings.Contains(p.Path.String(), "?") {
				t.Errorf("%q: a \"?\" in the path", line)
			}
		} else if strings.Contains(line, "?") {
			t.Errorf("%q: no search, though the line has a \"?\"", line)
		}
	}
	if https == 0 {
		t.Skip("no https line in kasztp.txt")
	}
	if valid == 0 {
		t.Error("no https line is valid")
	}
	t.Logf("kasztp.txt: %d https lines: %d valid by http's production (%d with a search), %d by the generic syntax (RFC1738Only)", https, valid, searches, validOnly)
}

// TestHTTPSExtract checks that Extract reads the https URLs a text
// quotes by http's production, and reports httpsurl's errors, and that
// with RFC 1738's schemes only it reads them by the generic syntax.
func TestHTTPSExtract(t *testing.T) {
	text := "see <URL:https://h:443/a?b=1> and <URL:https://h?x>"
	q := parser.Extract(text)
	if len(q) != 2 {
		t.Fatalf("Extract: %d quotes, want 2", len(q))
	}
	if q[0].Err != nil {
		t.Fatalf("Extract: %v", q[0].Err)
	}
	if got := readHTTPS(q[0].URL); got != (httpsReading{"http", 443, true, "h", "a", "b=1", true, 1}) {
		t.Errorf("Extract: %+v", got)
	}
	var e *parser.Error
	if !errors.As(q[1].Err, &e) || e.Production != ast.HTTPSURLP || e.Scheme != ast.HTTPSURLP {
		t.Errorf("Extract: second quote's error = %v, want httpsurl's", q[1].Err)
	}
	only, err := parser.New(parser.RFC1738Only())
	if err != nil {
		t.Fatal(err)
	}
	q = only.Extract(text)
	if len(q) != 2 || q[0].Err != nil || readHTTPS(q[0].URL).Part != "generic" {
		t.Errorf("RFC1738Only: Extract = %+v", q)
	}
}
