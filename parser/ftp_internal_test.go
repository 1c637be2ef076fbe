package parser

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// ftpParser returns a parser that reads ftp URLs by ftpurl.
func ftpParser(t testing.TB) *Parser {
	t.Helper()
	p, err := New(WithScheme(replacing(withValidator(ftpScheme))))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// fpathParse parses input, which must be valid, and checks that the tree
// prints back to it and that every node's span holds that node's text.
func fpathParse(t *testing.T, p *Parser, input string) *ast.URL {
	t.Helper()
	u, err := p.Parse(input)
	if err != nil {
		t.Fatalf("Parse(%q): %v", input, err)
	}
	if got := u.String(); got != input {
		t.Errorf("Parse(%q).String() = %q", input, got)
	}
	ast.Inspect(u, func(n ast.Node) bool {
		if n == nil {
			return false
		}
		if n.Pos() < 0 || n.Pos() > n.End() || n.End() > len(input) || input[n.Pos():n.End()] != n.String() {
			t.Errorf("Parse(%q): %T spans [%d,%d) but prints %q", input, n, n.Pos(), n.End(), n.String())
		}
		return true
	})
	return u
}

// fpathErr is what a reader of a syntax error relies on.
type fpathErr struct {
	Offset     int
	Production string
	Found      string
}

// fpathSyntaxError parses input, which must be invalid, and returns its
// error; it checks that the error names the scheme's production.
func fpathSyntaxError(t *testing.T, p *Parser, input string, scheme ast.Production) fpathErr {
	t.Helper()
	u, err := p.Parse(input)
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("Parse(%q) = %v, %v; want an *Error", input, u, err)
	}
	if e.Scheme != scheme {
		t.Errorf("Parse(%q): error names scheme production %q, want %q", input, e.Scheme.Name, scheme.Name)
	}
	return fpathErr{e.Offset, e.Production.Name, e.Found}
}

// fpathFinding is what a reader of a validator's fpathFinding relies on.
type fpathFinding struct {
	Offset     int
	Production string
	Found      string
	Severity   Severity
}

func fpathFindings(list ErrorList) []fpathFinding {
	var out []fpathFinding
	for _, e := range list {
		out = append(out, fpathFinding{e.Offset, e.Production.Name, e.Found, e.Severity})
	}
	return out
}

// ftpView is what an ftp URL says, through the typed accessors.
type ftpView struct {
	User, Password string // decoded; "<none>" when absent
	Host, Port     string
	Path           string // raw fpath; "<none>" when absent
	Segments       []string
	Dirs           []string
	Name           string
	Typecode       string // raw; "" when absent
	Type           string // Type() as a string; "" for 0
}

const fpathNone = "<none>"

func viewFTP(t *testing.T, u *ast.URL) ftpView {
	t.Helper()
	part, ok := u.Part.(*ast.FTPPart)
	if !ok {
		t.Fatalf("%q: part is %T, want *ast.FTPPart", u, u.Part)
	}
	v := ftpView{User: fpathNone, Password: fpathNone, Path: fpathNone, Segments: part.Segments(), Dirs: part.Dirs(), Name: part.Name()}
	if l := u.Login(); l != nil {
		if l.User != nil {
			v.User = l.User.Decoded()
		}
		if l.Password != nil {
			v.Password = l.Password.Decoded()
		}
		v.Host = l.HostPort.Host.String()
		if l.HostPort.Port != nil {
			v.Port = l.HostPort.Port.String()
		}
	}
	if part.Path != nil {
		v.Path = part.Path.String()
	}
	if part.Typecode != nil {
		v.Typecode = part.Typecode.String()
	}
	if c := part.Type(); c != 0 {
		v.Type = string(rune(c))
	}
	return v
}

// TestFTPValid parses the RFC's ftp examples and valid boundary cases of
// each production, and reads them through the accessors.
func TestFTPValid(t *testing.T) {
	p := ftpParser(t)
	tests := []struct {
		in   string
		want ftpView
	}{
		// Section 3.1: empty and absent user and password.
		{"ftp://@host.com/", ftpView{User: "", Password: fpathNone, Host: "host.com", Path: "", Segments: []string{""}}},
		{"ftp://host.com/", ftpView{User: fpathNone, Password: fpathNone, Host: "host.com", Path: "", Segments: []string{""}}},
		{"ftp://foo:@host.com/", ftpView{User: "foo", Password: "", Host: "host.com", Path: "", Segments: []string{""}}},
		// Section 3.2.2: "%2F" is a "/" inside a segment; "//" is an
		// empty CWD.
		{"ftp://myname@host.dom/%2Fetc/motd", ftpView{User: "myname", Password: fpathNone, Host: "host.dom", Path: "%2Fetc/motd",
			Segments: []string{"/etc", "motd"}, Dirs: []string{"/etc"}, Name: "motd"}},
		{"ftp://myname@host.dom/etc/motd", ftpView{User: "myname", Password: fpathNone, Host: "host.dom", Path: "etc/motd",
			Segments: []string{"etc", "motd"}, Dirs: []string{"etc"}, Name: "motd"}},
		{"ftp://myname@host.dom//etc/motd", ftpView{User: "myname", Password: fpathNone, Host: "host.dom", Path: "/etc/motd",
			Segments: []string{"", "etc", "motd"}, Dirs: []string{"", "etc"}, Name: "motd"}},
		// Appendix: the URL broken across lines, whitespace removed.
		{"ftp://info.cern.ch/pub/www/doc;type=d", ftpView{User: fpathNone, Password: fpathNone, Host: "info.cern.ch", Path: "pub/www/doc",
			Segments: []string{"pub", "www", "doc"}, Dirs: []string{"pub", "www"}, Name: "doc", Typecode: "d", Type: "d"}},
		{"ftp://ds.internic.net/rfc", ftpView{User: fpathNone, Password: fpathNone, Host: "ds.internic.net", Path: "rfc",
			Segments: []string{"rfc"}, Name: "rfc"}},
		// References [1] and [2].
		{"ftp://ds.internic.net/rfc/rfc1436.txt;type=a", ftpView{User: fpathNone, Password: fpathNone, Host: "ds.internic.net", Path: "rfc/rfc1436.txt",
			Segments: []string{"rfc", "rfc1436.txt"}, Dirs: []string{"rfc"}, Name: "rfc1436.txt", Typecode: "a", Type: "a"}},
		{"ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol/Gopher+/Gopher+.txt", ftpView{User: fpathNone, Password: fpathNone,
			Host: "boombox.micro.umn.edu", Path: "pub/gopher/gopher_protocol/Gopher+/Gopher+.txt",
			Segments: []string{"pub", "gopher", "gopher_protocol", "Gopher+", "Gopher+.txt"},
			Dirs:     []string{"pub", "gopher", "gopher_protocol", "Gopher+"}, Name: "Gopher+.txt"}},

		// ftpurl: no path at all, a port, any case of scheme.
		{"ftp://h", ftpView{User: fpathNone, Password: fpathNone, Host: "h", Path: fpathNone}},
		{"FTP://H.Example:21", ftpView{User: fpathNone, Password: fpathNone, Host: "H.Example", Port: "21", Path: fpathNone}},
		{"ftp://u:p@1.2.3.4:2121/a", ftpView{User: "u", Password: "p", Host: "1.2.3.4", Port: "2121", Path: "a", Segments: []string{"a"}, Name: "a"}},
		{"ftp://u;?&=%3A:p;?&=%40@h/", ftpView{User: "u;?&=:", Password: "p;?&=@", Host: "h", Path: "", Segments: []string{""}}},
		// fpath: empty segments anywhere.
		{"ftp://h//", ftpView{User: fpathNone, Password: fpathNone, Host: "h", Path: "/", Segments: []string{"", ""}, Dirs: []string{""}}},
		{"ftp://h///", ftpView{User: fpathNone, Password: fpathNone, Host: "h", Path: "//", Segments: []string{"", "", ""}, Dirs: []string{"", ""}}},
		{"ftp://h/a/", ftpView{User: fpathNone, Password: fpathNone, Host: "h", Path: "a/", Segments: []string{"a", ""}, Dirs: []string{"a"}}},
		// fsegment: every character it allows unescaped, and escapes,
		// the reserved "/" and ";" among them.
		{"ftp://h/?:@&=$-_.+!*'(),AZaz09", ftpView{User: fpathNone, Password: fpathNone, Host: "h", Path: "?:@&=$-_.+!*'(),AZaz09",
			Segments: []string{"?:@&=$-_.+!*'(),AZaz09"}, Name: "?:@&=$-_.+!*'(),AZaz09"}},
		{"ftp://h/a%2fb%3Bc%3btype=i%20%7E", ftpView{User: fpathNone, Password: fpathNone, Host: "h", Path: "a%2fb%3Bc%3btype=i%20%7E",
			Segments: []string{"a/b;c;type=i ~"}, Name: "a/b;c;type=i ~"}},
		{"ftp://h/q?path", ftpView{User: fpathNone, Password: fpathNone, Host: "h", Path: "q?path", Segments: []string{"q?path"}, Name: "q?path"}},
		// ftptype: each letter, after an empty path and after a "/".
		{"ftp://h/;type=d", ftpView{User: fpathNone, Password: fpathNone, Host: "h", Path: "", Segments: []string{""}, Typecode: "d", Type: "d"}},
		{"ftp://h/a/;type=D", ftpView{User: fpathNone, Password: fpathNone, Host: "h", Path: "a/", Segments: []string{"a", ""}, Dirs: []string{"a"}, Typecode: "D", Type: "d"}},
		{"ftp://h/a;type=A", ftpView{User: fpathNone, Password: fpathNone, Host: "h", Path: "a", Segments: []string{"a"}, Name: "a", Typecode: "A", Type: "a"}},
		{"ftp://h/a;type=I", ftpView{User: fpathNone, Password: fpathNone, Host: "h", Path: "a", Segments: []string{"a"}, Name: "a", Typecode: "I", Type: "i"}},
		{"ftp://h/a;type=i", ftpView{User: fpathNone, Password: fpathNone, Host: "h", Path: "a", Segments: []string{"a"}, Name: "a", Typecode: "i", Type: "i"}},
	}
	for _, tt := range tests {
		u := fpathParse(t, p, tt.in)
		if diff := cmp.Diff(tt.want, viewFTP(t, u)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.in, diff)
		}
		if port, ok := u.DefaultPort(); port != 21 || !ok {
			t.Errorf("%s: DefaultPort() = %d, %v; want 21, true", tt.in, port, ok)
		}
	}
}

// TestFTPReferences parses the ftp URLs of the RFC's references: valid,
// printed back, and without warnings.
func TestFTPReferences(t *testing.T) {
	p := ftpParser(t)
	for _, in := range []string{
		"ftp://ds.internic.net/rfc/rfc1630.txt",
		"ftp://info.cern.ch/pub/www/doc/http-spec.txt.Z",
		"ftp://ds.internic.net/rfc/rfc1123.txt",
		"ftp://ds.internic.net/rfc/rfc822.txt",
		"ftp://quake.think.com/pub/wais/doc/protspec.txt",
		"ftp://ds.internic.net/rfc/rfc1036.txt",
		"ftp://quake.think.com/pub/wais/doc/doc-ids.txt",
		"ftp://ds.internic.net/rfc/rfc977.txt",
		"ftp://ds.internic.net/internet-drafts/draft-ietf-uri-irl-fun-req-02.txt",
		"ftp://ds.internic.net/rfc/rfc1034.txt",
		"ftp://prospero.isi.edu/pub/prospero/doc/prospero-protocol.PS.Z",
		"ftp://ds.internic.net/rfc/rfc959.txt",
		"ftp://ds.internic.net/rfc/rfc1737.txt",
		"ftp://ds.internic.net/rfc/rfc1625.txt",
		"ftp://uu.psi.com/wp/nir.txt",
	} {
		u := fpathParse(t, p, in)
		if list := p.Validate(u); len(list) != 0 {
			t.Errorf("%s: %v", in, list)
		}
		if got, want := strings.Join(u.Part.(*ast.FTPPart).Segments(), "/"), in[strings.Index(in[6:], "/")+7:]; got != want {
			t.Errorf("%s: segments %q, want %q", in, got, want)
		}
	}
}

// TestFTPInvalid checks the error of each way an ftp URL can break its
// production: where, which production, and what was found.
func TestFTPInvalid(t *testing.T) {
	p := ftpParser(t)
	tests := []struct {
		in   string
		want fpathErr
	}{
		// "ftp://" login is required.
		{"ftp:foo", fpathErr{4, "ftpurl", "f"}},
		{"ftp:/h", fpathErr{5, "ftpurl", "h"}},
		{"ftp://", fpathErr{6, "login", ""}},
		{"ftp:///a", fpathErr{6, "login", "/"}},
		{"ftp://u@/a", fpathErr{8, "host", "/"}},
		{"ftp://h:/", fpathErr{8, "login", "/"}},
		// The typecode follows an fpath, not the host; but "h;type=a" can
		// still be a user name, which an "@" would end, so the first
		// impossible byte is the end (a note points at the ";").
		{"ftp://h;type=a", fpathErr{14, "login", ""}},
		// fsegment has no ";": one may only start ";type=", spelled in
		// lower case, each of whose letters is the only one that can
		// follow.
		{"ftp://h/a;b", fpathErr{10, "ftpurl", "b"}},
		{"ftp://h/;", fpathErr{9, "ftpurl", ""}},
		{"ftp://h/a;", fpathErr{10, "ftpurl", ""}},
		{"ftp://h/a;TYPE=a", fpathErr{10, "ftpurl", "T"}},
		{"ftp://h/a;Type=a", fpathErr{10, "ftpurl", "T"}},
		{"ftp://h/a;typ", fpathErr{13, "ftpurl", ""}},
		{"ftp://h/a;type", fpathErr{14, "ftpurl", ""}},
		// ftptype is one letter of six.
		{"ftp://h/a;type=", fpathErr{15, "ftptype", ""}},
		{"ftp://h/a/;type=", fpathErr{16, "ftptype", ""}},
		{"ftp://h/a;type=x", fpathErr{15, "ftptype", "x"}},
		{"ftp://h/a;type=%61", fpathErr{15, "ftptype", "%61"}},
		{"ftp://h/a;type=ab", fpathErr{16, "ftpurl", "b"}},
		{"ftp://h/a;type=a;type=i", fpathErr{16, "ftpurl", ";"}},
		{"ftp://h/a;type=a/b", fpathErr{16, "ftpurl", "/"}},
		// fsegment: unsafe characters and broken escapes.
		{"ftp://h/a b", fpathErr{9, "ftpurl", " "}},
		{"ftp://h/~u", fpathErr{8, "ftpurl", "~"}},
		{"ftp://h/a#f", fpathErr{9, "ftpurl", "#"}},
		{"ftp://h/a[1]", fpathErr{9, "ftpurl", "["}},
		{"ftp://h/%zz", fpathErr{9, "escape", "z"}},
		{"ftp://h/a%3", fpathErr{11, "escape", ""}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, fpathSyntaxError(t, p, tt.in, ast.FTPURLP)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.in, diff)
		}
	}
	_, err := p.Parse("ftp://h/a;type=x")
	const want = `offset 15: ftptype: found "x", expected one of "A", "D", "I", "a", "d" or "i" (RFC 1738 section 5, explained in section 3.2: ftptype = "A" | "I" | "D" | "a" | "i" | "d"; in ftpurl, RFC 1738 section 3.2)` +
		`; note: offset 15: ftptype: a type code is "a", "i" or "d" (RFC 1738 section 3.2.2): with "d", the client will "perform a NLST (name list) command" and read a directory listing; "a" and "i" go to FTP's TYPE command, where RFC 959 names them ASCII, for text, and image, for binary files`
	if err == nil || err.Error() != want {
		t.Errorf("error message:\n got %v\nwant %s", err, want)
	}
}

// TestFTPWarnings checks the validator on parsed URLs: valid, but suspect.
func TestFTPWarnings(t *testing.T) {
	p := ftpParser(t)
	const w = SeverityWarning
	tests := []struct {
		in   string
		want []fpathFinding
	}{
		{"ftp://h/a;type=i", nil},
		{"ftp://h/;type=d", nil},
		{"ftp://anonymous:me%40example.com@h/", nil},
		// USER and PASS take one character at least (RFC 959).
		{"ftp://@host.com/", []fpathFinding{{6, "user", "", w}}},
		{"ftp://foo:@host.com/", []fpathFinding{{10, "password", "", w}}},
		{"ftp://:@h", []fpathFinding{{6, "user", "", w}, {7, "password", "", w}}},
		{"ftp://:pass@localhost/", []fpathFinding{{6, "user", "", w}}},
		// CR and LF would end the command they are sent in.
		{"ftp://u%0D%0a:p%0A@h/a%0d%0aDELE%20x/b", []fpathFinding{
			{7, "user", "%0D", w}, {10, "user", "%0a", w}, {15, "password", "%0A", w},
			{22, "fsegment", "%0d", w}, {25, "fsegment", "%0a", w}}},
		{"ftp://h/%0E0A/%00/%250D", nil},
		// A file to retrieve needs a name.
		{"ftp://h/;type=i", []fpathFinding{{14, "ftptype", "i", w}}},
		{"ftp://h/a/;type=A", []fpathFinding{{16, "ftptype", "A", w}}},
		// The generic checks run too.
		{"ftp://h:99999/", []fpathFinding{{8, "port", "99999", w}}},
	}
	for _, tt := range tests {
		u := fpathParse(t, p, tt.in)
		list := p.Validate(u)
		if diff := cmp.Diff(tt.want, fpathFindings(list)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.in, diff)
		}
		for _, e := range list {
			if e.Production != grammar.PortP && e.Scheme != ast.FTPURLP {
				t.Errorf("%s: fpathFinding %v does not name ftpurl", tt.in, e)
			}
		}
	}
	// RFC 1738 section 3.1 gives both as its own examples of URLs: the
	// warnings name each RFC and section, and what each says.
	for _, tt := range []struct{ in, want string }{
		{"ftp://@host.com/", `offset 6: user: RFC 1738 section 3.1 allows an empty user name (its example ftp://@host.com/); section 3.2.1 sends the user name in FTP's USER command, whose argument RFC 959 section 5.3.2 makes at least one character, so a client cannot send it as written (RFC 1738 section 5, explained in section 3.1: user = *[ uchar | ";" | "?" | "&" | "=" ]; in ftpurl, RFC 1738 section 3.2)`},
		{"ftp://foo:@host.com/", `offset 10: password: RFC 1738 section 3.1 allows an empty password (its example ftp://foo:@host.com/); section 3.2.1 sends the password in FTP's PASS command, whose argument RFC 959 section 5.3.2 makes at least one character, so a client cannot send it as written (RFC 1738 section 5, explained in section 3.1: password = *[ uchar | ";" | "?" | "&" | "=" ]; in ftpurl, RFC 1738 section 3.2)`},
	} {
		if got := p.Validate(fpathParse(t, p, tt.in)).Error(); got != tt.want {
			t.Errorf("%s: warning message:\n got %s\nwant %s", tt.in, got, tt.want)
		}
	}
}

// TestFTPWalk checks the children of each ftp node, in input order, and
// the production each names.
func TestFTPWalk(t *testing.T) {
	u := fpathParse(t, ftpParser(t), "ftp://u:p@h:21/a//b;type=d")
	var got []string
	ast.Inspect(u, func(n ast.Node) bool {
		if n != nil {
			got = append(got, grammar.Of(n).Name+" "+n.String())
		}
		return true
	})
	want := []string{
		"genericurl ftp://u:p@h:21/a//b;type=d", "scheme ftp", "ftpurl //u:p@h:21/a//b;type=d",
		"login u:p@h:21", "user u", "password p", "hostport h:21", "host h", "hostname h", "toplabel h", "port 21",
		"fpath a//b", "fsegment a", "fsegment ", "fsegment b", "ftptype d",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("walk (-want +got):\n%s", diff)
	}
	if u.Login() == nil || u.Login().String() != "u:p@h:21" {
		t.Errorf("Login() = %v", u.Login())
	}
	if got := (*ast.FTPType)(nil).Letter(); got != 0 {
		t.Errorf("nil typecode letter %q", got)
	}
}

// TestFTPHandBuilt checks trees a program built: they print by String,
// nil parts are absent (a nil segment is an empty one), and the accessors hold.
func TestFTPHandBuilt(t *testing.T) {
	part := &ast.FTPPart{
		Login:    &ast.Login{HostPort: &ast.HostPort{Host: &ast.Host{Name: &ast.Hostname{Top: &ast.TopLabel{Text: "h"}}}}},
		Path:     &ast.FPath{FSegments: []*ast.FSegment{{Text: "a"}, nil, {Text: "b%2F"}}},
		Typecode: &ast.FTPType{Text: "I"},
	}
	u := &ast.URL{Scheme: &ast.Scheme{Text: "ftp"}, Part: part}
	if got, want := u.String(), "ftp://h/a//b%2F;type=I"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	if diff := cmp.Diff([]string{"a", "b/"}, part.Segments()); diff != "" {
		t.Errorf("Segments (-want +got):\n%s", diff)
	}
	if part.Type() != 'i' || part.Name() != "b/" {
		t.Errorf("Type() = %q, Name() = %q", part.Type(), part.Name())
	}
	// A typecode without a path cannot be written, so it is left out.
	part.Path = nil
	if got, want := u.String(), "ftp://h"; got != want || part.Type() != 0 || len(part.Children()) != 1 {
		t.Errorf("no path: String() = %q, Type() = %q, %d children", got, part.Type(), len(part.Children()))
	}
	var nilPart *ast.FTPPart
	if nilPart.String() != "" || nilPart.Children() != nil || nilPart.Segments() != nil || nilPart.Type() != 0 || nilPart.LoginPart() != nil {
		t.Error("a nil *ast.FTPPart is not empty")
	}
	if got := (&ast.URL{Scheme: &ast.Scheme{Text: "ftp"}, Part: nilPart}).String(); got != "ftp:" {
		t.Errorf("URL with a nil part prints %q", got)
	}
}

// TestValidateFTPAlone runs the validator on its own over trees a program
// built or changed: what the grammar would have rejected is an error.
func TestValidateFTPAlone(t *testing.T) {
	host := func() *ast.Login {
		return &ast.Login{HostPort: &ast.HostPort{Host: &ast.Host{Name: &ast.Hostname{Top: &ast.TopLabel{Text: "h"}}}}}
	}
	scheme := &ast.Scheme{Span: ast.At(0, 3), Text: "ftp"}
	const e, w = SeverityError, SeverityWarning
	tests := []struct {
		name string
		part ast.SchemePart
		want []fpathFinding
	}{
		{"valid", &ast.FTPPart{Login: host(), Path: &ast.FPath{FSegments: []*ast.FSegment{{Text: "a"}}}, Typecode: &ast.FTPType{Text: "d"}}, nil},
		{"generic part", &ast.IPSchemePart{Login: host()}, []fpathFinding{{4, "ftpurl", "", e}}},
		{"no part", nil, []fpathFinding{{4, "ftpurl", "", e}}},
		{"nil part", (*ast.FTPPart)(nil), []fpathFinding{{4, "ftpurl", "", e}}},
		{"no login", &ast.FTPPart{}, []fpathFinding{{0, "ftpurl", "", e}}},
		{"reserved and unsafe characters", &ast.FTPPart{Login: host(), Path: &ast.FPath{Span: ast.At(8, 20), FSegments: []*ast.FSegment{
			{Span: ast.At(8, 13), Text: "a;b/c"}, nil, {Span: ast.At(14, 20), Text: "%~é%2"},
		}}}, []fpathFinding{
			// One finding a segment: its first impossible byte, here
			// the "~" that follows a "%", which only hex digits can.
			{9, "fsegment", ";", e}, {15, "escape", "~", e},
		}},
		{"errors and warnings in input order", &ast.FTPPart{Login: host(), Path: &ast.FPath{FSegments: []*ast.FSegment{
			{Span: ast.At(8, 11), Text: "%0a"}, {Span: ast.At(12, 15), Text: "a;b"}, {Span: ast.At(16, 22), Text: "%0D a"},
		}}}, []fpathFinding{{8, "fsegment", "%0a", w}, {13, "fsegment", ";", e}, {16, "fsegment", "%0D", w}, {19, "fsegment", " ", e}}},
		{"typecode without path", &ast.FTPPart{Login: host(), Typecode: &ast.FTPType{Text: "a"}}, []fpathFinding{{0, "ftptype", "a", e}}},
		{"typecode not a letter of ftptype", &ast.FTPPart{Login: host(), Path: &ast.FPath{FSegments: []*ast.FSegment{{Text: "a"}}}, Typecode: &ast.FTPType{Text: "x"}}, []fpathFinding{{0, "ftptype", "x", e}}},
		{"typecode of two letters", &ast.FTPPart{Login: host(), Path: &ast.FPath{FSegments: []*ast.FSegment{{Text: "a"}}}, Typecode: &ast.FTPType{Text: "ai"}}, []fpathFinding{{1, "ftptype", "i", e}}},
		{"empty typecode", &ast.FTPPart{Login: host(), Path: &ast.FPath{FSegments: []*ast.FSegment{{Text: "a"}}}, Typecode: &ast.FTPType{}}, []fpathFinding{{0, "ftptype", "", e}}},
		{"retrieve without a name", &ast.FTPPart{Login: host(), Path: &ast.FPath{}, Typecode: &ast.FTPType{Text: "i"}}, []fpathFinding{{0, "ftptype", "i", w}}},
	}
	for _, tt := range tests {
		list := builtinValidator("ftp")(&ast.URL{Scheme: scheme, Part: tt.part})
		if diff := cmp.Diff(tt.want, fpathFindings(list)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.name, diff)
		}
		for _, f := range list {
			if f.Scheme != ast.FTPURLP {
				t.Errorf("%s: %v does not name ftpurl", tt.name, f)
			}
		}
	}
	// A tree without a scheme is checked all the same.
	if list := builtinValidator("ftp")(&ast.URL{Part: &ast.OpaquePart{Text: "x"}}); len(list) != 1 || list[0].Offset != 0 {
		t.Errorf("no scheme: %v", list)
	}

	// A parsed tree that a program changed.
	p := ftpParser(t)
	u := fpathParse(t, p, "ftp://h/a;type=i")
	part := u.Part.(*ast.FTPPart)
	part.Path.FSegments[0].Text = ""
	if diff := cmp.Diff([]fpathFinding{{15, "ftptype", "i", w}}, fpathFindings(builtinValidator("ftp")(u))); diff != "" {
		t.Errorf("emptied name (-want +got):\n%s", diff)
	}
	part.Path.FSegments[0].Text = "a;b"
	if diff := cmp.Diff([]fpathFinding{{9, "fsegment", ";", e}}, fpathFindings(builtinValidator("ftp")(u))); diff != "" {
		t.Errorf("changed segment (-want +got):\n%s", diff)
	}
	if err := p.Validate(u).Err(); err == nil {
		t.Error("Validate(...).Err() = nil for a segment with a \";\"")
	}
}

// TestFTPLinear checks that a long path costs no more than its length:
// every choice in ftpurl is decided within a token or two.
func TestFTPLinear(t *testing.T) {
	p := ftpParser(t)
	in := "ftp://h/" + strings.Repeat("ab/", 20000) + ";type=i"
	u := fpathParse(t, p, in)
	if n := len(u.Part.(*ast.FTPPart).Segments()); n != 20001 {
		t.Errorf("%d segments, want 20001", n)
	}
}
