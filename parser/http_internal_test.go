package parser

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// httpParser returns a parser that knows the http scheme (and gopher,
// so that each scheme's tests also show the other does not leak).
func httpParser(t testing.TB) *Parser {
	t.Helper()
	p, err := New(WithScheme(replacing(withValidator(httpScheme))), WithScheme(replacing(withValidator(gopherScheme))))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// httpCheckTree checks that u prints back as input and that every node's
// text is the input between its offsets.
func httpCheckTree(t *testing.T, input string, u *ast.URL) {
	t.Helper()
	if got := u.String(); got != input {
		t.Errorf("%q: String() = %q", input, got)
	}
	ast.Inspect(u, func(n ast.Node) bool {
		if n == nil {
			return false
		}
		if n.Pos() < 0 || n.End() < n.Pos() || n.End() > len(input) {
			t.Errorf("%q: %T has span [%d,%d)", input, n, n.Pos(), n.End())
			return false
		}
		if got, want := n.String(), input[n.Pos():n.End()]; got != want {
			t.Errorf("%q: %T [%d,%d) String() = %q, input there is %q", input, n, n.Pos(), n.End(), got, want)
		}
		return true
	})
}

// httpProductions lists the productions of the nodes Walk visits.
func httpProductions(n ast.Node) []string {
	var out []string
	ast.Inspect(n, func(n ast.Node) bool {
		if n != nil {
			out = append(out, grammar.Of(n).Name)
		}
		return true
	})
	return out
}

// httpView is what an http URL's tree says, raw.
type httpView struct {
	Host, Port string
	Path       []string // raw hsegments; nil when there is no "/"
	Search     *string
}

func viewHTTP(t *testing.T, u *ast.URL) httpView {
	t.Helper()
	p, ok := u.Part.(*ast.HTTPPart)
	if !ok {
		t.Fatalf("part is %T", u.Part)
	}
	v := httpView{Host: p.HostPort.Host.String()}
	if p.HostPort.Port != nil {
		v.Port = string(p.HostPort.Port.Text)
	}
	if p.Path != nil {
		v.Path = []string{}
		for _, s := range p.Path.Segments {
			v.Path = append(v.Path, string(s.Text))
		}
	}
	if p.Search != nil {
		s := string(p.Search.Text)
		v.Search = &s
	}
	return v
}

func httpStr(s string) *string { return &s }

func TestHTTPValid(t *testing.T) {
	p := httpParser(t)
	tests := []struct {
		in   string
		want httpView
	}{
		// The RFC's own http URLs (the second, quoted with "#WARNING", is
		// parsed without the fragment here) and the seed note's.
		{"http://www.acl.lanl.gov/URI/archive/uri-archive.index.html", httpView{Host: "www.acl.lanl.gov", Path: []string{"URI", "archive", "uri-archive.index.html"}}},
		{"http://ds.internic.net/instructions/overview.html", httpView{Host: "ds.internic.net", Path: []string{"instructions", "overview.html"}}},
		{"http://www.iec.ch", httpView{Host: "www.iec.ch"}},
		{"http://www.iec.ch/about/mission-e.htm", httpView{Host: "www.iec.ch", Path: []string{"about", "mission-e.htm"}}},
		// hostport alone, with a port, with a hostnumber.
		{"http://h", httpView{Host: "h"}},
		{"http://h:80", httpView{Host: "h", Port: "80"}},
		{"http://10.0.0.1:8080/", httpView{Host: "10.0.0.1", Port: "8080", Path: []string{""}}},
		// hpath: one empty hsegment, empty hsegments between "/", every
		// character hsegment allows.
		{"http://h/", httpView{Host: "h", Path: []string{""}}},
		{"http://h//", httpView{Host: "h", Path: []string{"", ""}}},
		{"http://h/a//b/", httpView{Host: "h", Path: []string{"a", "", "b", ""}}},
		{"http://h/aZ09$-_.+!*'(),;:@&=%2F%3f", httpView{Host: "h", Path: []string{"aZ09$-_.+!*'(),;:@&=%2F%3f"}}},
		// search: only after "/" hpath; empty; every character it allows.
		{"http://h/?", httpView{Host: "h", Path: []string{""}, Search: httpStr("")}},
		{"http://h/?q", httpView{Host: "h", Path: []string{""}, Search: httpStr("q")}},
		{"http://h/a/b?x=1&y=2", httpView{Host: "h", Path: []string{"a", "b"}, Search: httpStr("x=1&y=2")}},
		{"http://h/a?aZ09$-_.+!*'(),;:@&=%2F%3F%09", httpView{Host: "h", Path: []string{"a"}, Search: httpStr("aZ09$-_.+!*'(),;:@&=%2F%3F%09")}},
		// The scheme in any case (section 2.1).
		{"HTTP://H/X", httpView{Host: "H", Path: []string{"X"}}},
		// Values the grammar allows and the generic validator warns about.
		{"http://h:99999/", httpView{Host: "h", Port: "99999", Path: []string{""}}},
	}
	for _, tt := range tests {
		u, err := p.Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if diff := cmp.Diff(tt.want, viewHTTP(t, u)); diff != "" {
			t.Errorf("Parse(%q) (-want +got):\n%s", tt.in, diff)
		}
		httpCheckTree(t, tt.in, u)
	}
}

// TestHTTPReference parses the RFC's example with its fragment.
func TestHTTPReference(t *testing.T) {
	const in = "http://ds.internic.net/instructions/overview.html#WARNING"
	u, f, err := httpParser(t).ParseReference(in)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := u.Part.(*ast.HTTPPart); !ok || f.Text != "WARNING" || u.End() != 49 {
		t.Errorf("got %T ending at %d, fragment %q", u.Part, u.End(), f.Text)
	}
}

// httpErrView is what a reader of a syntax error relies on.
type httpErrView struct {
	Offset                     int
	Production, Found, Scheme  string
	Expected                   string
	SeverityError, HasCitation bool
}

func viewHTTPError(t *testing.T, err error) httpErrView {
	t.Helper()
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("error %v (%T) is not an *Error", err, err)
	}
	return httpErrView{
		Offset: e.Offset, Production: e.Production.Name, Found: e.Found, Scheme: e.Scheme.Name,
		Expected: e.ExpectedText(grammar.English), SeverityError: e.Severity == SeverityError, HasCitation: e.Production.Section != "",
	}
}

func TestHTTPInvalid(t *testing.T) {
	tests := []struct {
		in   string
		want httpErrView
	}{
		// No user or password (section 3.3): the text before "@" is read
		// as the host, and the error is where that reading fails.
		{"http://u:p@host/", httpErrView{9, "port", "p", "httpurl", "a digit", true, true}},
		{"http://u@host/", httpErrView{8, "httpurl", "@", "httpurl", `a letter, a digit, "-", ".", "/", ":" or the end of the URL`, true, true}},
		{"http://:p@host/", httpErrView{7, "host", ":", "httpurl", "a letter or a digit", true, true}},
		// "?" only after "/" hpath.
		{"http://host?x", httpErrView{11, "httpurl", "?", "httpurl", `a letter, a digit, "-", ".", "/", ":" or the end of the URL`, true, true}},
		{"http://h:80?x", httpErrView{11, "httpurl", "?", "httpurl", `a digit, "/" or the end of the URL`, true, true}},
		// The example: a hostnumber has four parts.
		{"http://1.2.3", httpErrView{12, "host", "", "httpurl", `a letter, a digit, "-" or "."`, true, true}},
		// search holds no "/" and no second "?".
		{"http://h/a?b?c", httpErrView{12, "search", "?", "httpurl", uchar + `, "&", ":", ";", "=", "@" or the end of the URL`, true, true}},
		{"http://h/a?b/c", httpErrView{12, "search", "/", "httpurl", uchar + `, "&", ":", ";", "=", "@" or the end of the URL`, true, true}},
		{"http://h/?%", httpErrView{11, "escape", "", "httpurl", "a hex digit", true, true}},
		// Unsafe characters in an hsegment or a search.
		{"http://h/a b", httpErrView{10, "httpurl", " ", "httpurl", xchar + " or the end of the URL", true, true}},
		{"http://h/~", httpErrView{9, "httpurl", "~", "httpurl", xchar + " or the end of the URL", true, true}},
		{"http://h/a?b c", httpErrView{12, "search", " ", "httpurl", uchar + `, "&", ":", ";", "=", "@" or the end of the URL`, true, true}},
		{"http://h/%zz", httpErrView{10, "escape", "z", "httpurl", "a hex digit", true, true}},
		// A fragment is no part of a URL (Parse; see TestHTTPReference).
		{"http://h/#x", httpErrView{9, "httpurl", "#", "httpurl", xchar + " or the end of the URL", true, true}},
		// The "//" and a host are required.
		{"http:h", httpErrView{5, "httpurl", "h", "httpurl", `"/"`, true, true}},
		{"http:", httpErrView{5, "httpurl", "", "httpurl", `"/"`, true, true}},
		{"http:/h", httpErrView{6, "httpurl", "h", "httpurl", `"/"`, true, true}},
		{"http://", httpErrView{7, "host", "", "httpurl", "a letter or a digit", true, true}},
		{"http:///", httpErrView{7, "host", "/", "httpurl", "a letter or a digit", true, true}},
		{"http://h:/", httpErrView{9, "port", "/", "httpurl", "a digit", true, true}},
	}
	p := httpParser(t)
	for _, tt := range tests {
		_, err := p.Parse(tt.in)
		if err == nil {
			t.Errorf("Parse(%q) succeeded; want an error", tt.in)
			continue
		}
		if diff := cmp.Diff(tt.want, viewHTTPError(t, err)); diff != "" {
			t.Errorf("Parse(%q) (-want +got):\n%s\n%v", tt.in, diff, err)
		}
	}
}

// TestHTTPErrorMessage pins one whole message: it names the production
// where the error is and, after it, httpurl and its section, then a note
// on the reading the writer likely meant: a user name and password.
func TestHTTPErrorMessage(t *testing.T) {
	_, err := httpParser(t).Parse("http://u:p@host/")
	const want = `offset 9: port: found "p", expected a digit (RFC 1738 section 5, explained in section 3.1: port = digits; in httpurl, RFC 1738 section 3.3); ` +
		`note: offset 10: httpurl: likely meant: a user name (perhaps with ":" and a password) that this "@" ends; httpurl has no place for one (RFC 1738 section 5, explained in section 3.3: httpurl = "http://" hostport [ "/" hpath [ "?" search ]]): without it, did you mean "http://host/"?; ` +
		`note: offset 10: httpurl: RFC 1738 section 3.3 says so of http URLs: "No user name or password is allowed."`
	if err == nil || err.Error() != want {
		t.Errorf("got  %v\nwant %s", err, want)
	}
}

// TestHTTPUnregistered shows that a parser built without the scheme
// reads http URLs by the generic syntax, as before.
func TestHTTPUnregistered(t *testing.T) {
	p, err := New()
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := p.schemes["http"]; ok {
		t.Skip("http is built in now; the generic reading no longer applies")
	}
	u, err := p.Parse("http://u:p@host/x?y/z")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := u.Part.(*ast.IPSchemePart); !ok {
		t.Errorf("part is %T", u.Part)
	}
}

func TestHTTPWalk(t *testing.T) {
	const in = "http://h.example:8080/a/b?q"
	u, err := httpParser(t).Parse(in)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"genericurl", "scheme", "httpurl", "hostport", "host", "hostname", "domainlabel", "toplabel", "port", "hpath", "hsegment", "hsegment", "search"}
	if diff := cmp.Diff(want, httpProductions(u)); diff != "" {
		t.Errorf("walk (-want +got):\n%s", diff)
	}
	var spans [][2]int
	ast.Inspect(u.Part, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.HPath, *ast.HSegment, *ast.Search:
			spans = append(spans, [2]int{n.Pos(), n.End()})
		}
		return true
	})
	if diff := cmp.Diff([][2]int{{22, 25}, {22, 23}, {24, 25}, {26, 27}}, spans); diff != "" {
		t.Errorf("spans (-want +got):\n%s", diff)
	}
}

func TestHTTPAccessors(t *testing.T) {
	p := httpParser(t)
	type view struct {
		Segments     []string
		Search       string
		HasSearch    bool
		Host         string
		Decoded      string
		Port         int
		HasDefault   bool
		LoginIsNil   bool
		PartDefault  int
		SegmentsText []string
	}
	tests := []struct {
		in   string
		want view
	}{
		{"http://h", view{Host: "h", Port: 80, HasDefault: true, LoginIsNil: true, PartDefault: 80}},
		{"http://H:8/", view{Segments: []string{""}, Host: "H", Port: 80, HasDefault: true, LoginIsNil: true, PartDefault: 80}},
		// An escaped "/" stays in its segment; the decoded path has it.
		{"http://h/a%2Fb/%7Ec?x%20y=%3F", view{
			Segments: []string{"a/b", "~c"}, Search: "x y=?", HasSearch: true, Host: "h",
			Decoded: "a/b/~c", Port: 80, HasDefault: true, LoginIsNil: true, PartDefault: 80,
		}},
		{"http://h/?", view{Segments: []string{""}, HasSearch: true, Host: "h", Port: 80, HasDefault: true, LoginIsNil: true, PartDefault: 80}},
	}
	for _, tt := range tests {
		u, err := p.Parse(tt.in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tt.in, err)
		}
		part := u.Part.(*ast.HTTPPart)
		var v view
		v.Segments = part.Segments()
		v.Search, v.HasSearch = part.DecodedSearch()
		v.Host = part.HostPortPart().Host.String()
		if part.Path != nil {
			v.Decoded = part.Path.Decoded()
		}
		v.Port, v.HasDefault = u.DefaultPort()
		v.LoginIsNil = u.Login() == nil
		v.PartDefault, _ = part.DefaultPort()
		if diff := cmp.Diff(tt.want, v); diff != "" {
			t.Errorf("%q (-want +got):\n%s", tt.in, diff)
		}
	}
	var nilPart *ast.HTTPPart
	if nilPart.Segments() != nil || nilPart.HostPortPart() != nil || nilPart.String() != "" || nilPart.Children() != nil {
		t.Error("a nil *HTTPPart is not empty")
	}
	if s, ok := nilPart.DecodedSearch(); ok || s != "" {
		t.Error("a nil *HTTPPart has a search")
	}
}

// httpHost returns a hostport of one host name label, built by hand.
func httpHost(name string) *ast.HostPort {
	return &ast.HostPort{Host: &ast.Host{Name: &ast.Hostname{Top: &ast.TopLabel{Text: ast.Text(name)}}}}
}

// httpFinding is what a validator's finding says, but the message.
type httpFinding struct {
	Offset                    int
	Production, Found, Scheme string
	Severity                  Severity
}

func httpFindings(list ErrorList) []httpFinding {
	var out []httpFinding
	for _, e := range list {
		out = append(out, httpFinding{e.Offset, e.Production.Name, e.Found, e.Scheme.Name, e.Severity})
	}
	return out
}

// TestValidateHTTPAlone runs the validator on its own over trees built
// by hand: every check it makes, each on the smallest tree that fails it.
func TestValidateHTTPAlone(t *testing.T) {
	seg := func(s string) *ast.HSegment { return &ast.HSegment{Span: ast.At(20, 20+len(s)), Text: ast.Text(s)} }
	tests := []struct {
		name string
		part ast.SchemePart
		want []httpFinding
	}{
		{"valid", &ast.HTTPPart{HostPort: httpHost("h"), Path: &ast.HPath{Segments: []*ast.HSegment{seg("a;b")}}, Search: &ast.Search{Text: "q=1"}}, nil},
		{"valid without path", &ast.HTTPPart{HostPort: httpHost("h")}, nil},
		{"foreign part", &ast.IPSchemePart{}, []httpFinding{{5, "httpurl", "", "httpurl", SeverityError}}},
		{"nil part", (*ast.HTTPPart)(nil), []httpFinding{{5, "httpurl", "", "httpurl", SeverityError}}},
		{"no hostport", &ast.HTTPPart{Span: ast.At(5, 7)}, []httpFinding{{5, "httpurl", "", "httpurl", SeverityError}}},
		{"no host", &ast.HTTPPart{HostPort: &ast.HostPort{Span: ast.At(7, 10), Port: &ast.Port{Text: "80"}}}, []httpFinding{{7, "host", ":80", "httpurl", SeverityError}}},
		{"search without path", &ast.HTTPPart{HostPort: httpHost("h"), Search: &ast.Search{Span: ast.At(9, 10), Text: "q"}}, []httpFinding{{9, "httpurl", "q", "httpurl", SeverityError}}},
		{"slash in segment", &ast.HTTPPart{HostPort: httpHost("h"), Path: &ast.HPath{Segments: []*ast.HSegment{seg("a/b")}}}, []httpFinding{{21, "hsegment", "/", "httpurl", SeverityError}}},
		{"question mark in segment", &ast.HTTPPart{HostPort: httpHost("h"), Path: &ast.HPath{Segments: []*ast.HSegment{seg("ab?")}}}, []httpFinding{{22, "hsegment", "?", "httpurl", SeverityError}}},
		{"bare percent", &ast.HTTPPart{HostPort: httpHost("h"), Path: &ast.HPath{Segments: []*ast.HSegment{seg("%4")}}}, []httpFinding{{22, "escape", "", "httpurl", SeverityError}}},
		{"space in search", &ast.HTTPPart{HostPort: httpHost("h"), Path: &ast.HPath{Segments: []*ast.HSegment{nil}}, Search: &ast.Search{Span: ast.At(10, 13), Text: "a b"}}, []httpFinding{{11, "search", " ", "httpurl", SeverityError}}},
	}
	for _, tt := range tests {
		u := &ast.URL{Scheme: &ast.Scheme{Span: ast.At(0, 4), Text: "http"}, Part: tt.part}
		got := httpFindings(builtinValidator("http")(u))
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.name, diff)
		}
	}
}

// TestHTTPValidateThroughParser checks that a registered scheme's
// validator runs in Validate, after the generic checks.
func TestHTTPValidateThroughParser(t *testing.T) {
	p := httpParser(t)
	u, err := p.Parse("http://h:99999/a")
	if err != nil {
		t.Fatal(err)
	}
	u.Part.(*ast.HTTPPart).Path.Segments[0].Text = "a?b"
	got := httpFindings(p.Validate(u))
	want := []httpFinding{{9, "port", "99999", "", SeverityWarning}, {16, "hsegment", "?", "httpurl", SeverityError}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// TestHTTPBuiltPrints checks String on trees built by hand, with
// children missing.
func TestHTTPBuiltPrints(t *testing.T) {
	tests := []struct {
		node ast.Node
		want string
	}{
		{&ast.HTTPPart{}, "//"},
		{&ast.HTTPPart{HostPort: httpHost("h"), Search: &ast.Search{Text: "q"}}, "//h"},
		{&ast.HTTPPart{HostPort: httpHost("h"), Path: &ast.HPath{}, Search: &ast.Search{Text: "q"}}, "//h/?q"},
		{&ast.HPath{Segments: []*ast.HSegment{{Text: "a"}, nil, {Text: "b"}}}, "a//b"},
		{(*ast.HPath)(nil), ""},
	}
	for _, tt := range tests {
		if got := tt.node.String(); got != tt.want {
			t.Errorf("%#v: String() = %q, want %q", tt.node, got, tt.want)
		}
		ast.Inspect(tt.node, func(ast.Node) bool { return true })
	}
}
