package parser

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// The helpers of this file serve the telnet, wais and prospero tests.

// schemesParser builds a parser that knows the schemes given, and only them.
func schemesParser(t *testing.T, schemes ...Scheme) *Parser {
	t.Helper()
	var opts []Option
	for _, s := range schemes {
		opts = append(opts, WithScheme(replacing(withValidator(s))))
	}
	p, err := New(opts...)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// withValidator returns s with its validator: a built-in Scheme holds
// none, as only Validate and ParseWarnings look it up (builtinValidator).
func withValidator(s Scheme) Scheme {
	if s.Validate == nil {
		s.Validate = builtinValidator(s.Name)
	}
	return s
}

// pinnedDiag is what a test pins of one diagnostic.
type pinnedDiag struct {
	Offset     int
	Production string
	Found      string
	Severity   Severity
}

// pinDiags returns what the tests pin of err: a syntax *Error or a
// validator's ErrorList.
func pinDiags(t *testing.T, err error) []pinnedDiag {
	t.Helper()
	var list ErrorList
	var one *Error
	switch {
	case errors.As(err, &list):
	case errors.As(err, &one):
		list = ErrorList{one}
	default:
		t.Fatalf("error %v (%T) is neither *Error nor ErrorList", err, err)
	}
	var out []pinnedDiag
	for _, e := range list {
		out = append(out, pinnedDiag{e.Offset, e.Production.Name, e.Found, e.Severity})
	}
	return out
}

// checkPrintsBack checks that u prints back to in, and that every node's
// text is the input between its offsets.
func checkPrintsBack(t *testing.T, in string, u *ast.URL) {
	t.Helper()
	if got := u.String(); got != in {
		t.Errorf("%q: String() = %q", in, got)
	}
	ast.Inspect(u, func(n ast.Node) bool {
		if n == nil {
			return false
		}
		if n.Pos() < 0 || n.End() > len(in) || n.Pos() > n.End() {
			t.Errorf("%q: %T has span [%d,%d)", in, n, n.Pos(), n.End())
		} else if got := in[n.Pos():n.End()]; got != n.String() {
			t.Errorf("%q: %T at [%d,%d) is %q in the input, String() = %q", in, n, n.Pos(), n.End(), got, n.String())
		}
		return true
	})
}

// walkedProductions lists grammar.Of of every node of u, depth first.
func walkedProductions(u ast.Node) []string {
	var out []string
	ast.Inspect(u, func(n ast.Node) bool {
		if n != nil {
			out = append(out, grammar.Of(n).Name)
		}
		return true
	})
	return out
}

// telnetView is what the tests pin of a parsed telnet URL.
type telnetView struct {
	User, Password       string
	HasUser, HasPassword bool
	Host, Port           string
	Slash                bool
}

func viewTelnet(u *ast.URL) telnetView {
	p := u.Part.(*ast.TelnetPart)
	v := telnetView{Host: p.Login.HostPort.Host.String(), Slash: p.Slash}
	if p.Login.HostPort.Port != nil {
		v.Port = p.Login.HostPort.Port.String()
	}
	v.User, v.HasUser = p.User()
	v.Password, v.HasPassword = p.Password()
	return v
}

func TestTelnetValid(t *testing.T) {
	p := schemesParser(t, telnetScheme)
	tests := []struct {
		in   string
		want telnetView
	}{
		// Section 3.8's form, filled in, and the same without the
		// optional parts it names.
		{"telnet://joe:secret@host.example.com:23/", telnetView{User: "joe", HasUser: true, Password: "secret", HasPassword: true, Host: "host.example.com", Port: "23", Slash: true}},
		{"telnet://joe@host.example.com/", telnetView{User: "joe", HasUser: true, Host: "host.example.com", Slash: true}},
		{"telnet://host.example.com:23", telnetView{Host: "host.example.com", Port: "23"}},
		{"telnet://host.example.com", telnetView{Host: "host.example.com"}},
		// URLs of the conformance corpus.
		{"telnet://melvyl.ucop.edu/", telnetView{Host: "melvyl.ucop.edu", Slash: true}},
		{"telnet://192.0.2.16:80/", telnetView{Host: "192.0.2.16", Port: "80", Slash: true}},
		{"telnet://usr:pswd@web:12345/", telnetView{User: "usr", HasUser: true, Password: "pswd", HasPassword: true, Host: "web", Port: "12345", Slash: true}},
		{"telnet://127.0.0.1", telnetView{Host: "127.0.0.1"}},
		// Empty user and password are present, unlike absent ones.
		{"telnet://@h", telnetView{HasUser: true, Host: "h"}},
		{"telnet://:@h/", telnetView{HasUser: true, HasPassword: true, Host: "h", Slash: true}},
		// Escapes decode; user and password may hold ";", "?", "&", "=".
		{"telnet://j%40x:p%3Aw@h/", telnetView{User: "j@x", HasUser: true, Password: "p:w", HasPassword: true, Host: "h", Slash: true}},
		{"telnet://a;b?c&d=e:f;g?h&i=j@host/", telnetView{User: "a;b?c&d=e", HasUser: true, Password: "f;g?h&i=j", HasPassword: true, Host: "host", Slash: true}},
		// The scheme in any case (section 2.1).
		{"TELNET://Host.Example:0023", telnetView{Host: "Host.Example", Port: "0023"}},
	}
	for _, tt := range tests {
		u, err := p.Parse(tt.in)
		if err != nil {
			t.Errorf("%q: %v", tt.in, err)
			continue
		}
		checkPrintsBack(t, tt.in, u)
		if diff := cmp.Diff(tt.want, viewTelnet(u)); diff != "" {
			t.Errorf("%q (-want +got):\n%s", tt.in, diff)
		}
		if port, ok := u.DefaultPort(); !ok || port != 23 {
			t.Errorf("%q: DefaultPort() = %d, %v", tt.in, port, ok)
		}
		if u.Login() == nil || u.Login() != u.Part.(*ast.TelnetPart).Login {
			t.Errorf("%q: URL.Login() does not find the login", tt.in)
		}
		if list := p.Validate(u); len(list) != 0 {
			t.Errorf("%q: Validate: %v", tt.in, list)
		}
	}
}

func TestTelnetWalk(t *testing.T) {
	u, err := schemesParser(t, telnetScheme).Parse("telnet://u:p@h.x:23/")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"genericurl", "scheme", "telneturl", "login", "user", "password", "hostport", "host", "hostname", "domainlabel", "toplabel", "port"}
	if diff := cmp.Diff(want, walkedProductions(u)); diff != "" {
		t.Errorf("walk (-want +got):\n%s", diff)
	}
}

func TestTelnetInvalid(t *testing.T) {
	p := schemesParser(t, telnetScheme)
	tests := []struct {
		in   string
		want pinnedDiag
	}{
		// telneturl has no path: after the login only "/" may come, and
		// after it nothing.
		{"telnet://host/x", pinnedDiag{14, "telneturl", "x", SeverityError}},
		{"telnet://host//", pinnedDiag{14, "telneturl", "/", SeverityError}},
		{"telnet://host/?", pinnedDiag{14, "telneturl", "?", SeverityError}},
		// "//" and a host are required.
		{"telnet:", pinnedDiag{7, "telneturl", "", SeverityError}},
		{"telnet:host", pinnedDiag{7, "telneturl", "h", SeverityError}},
		{"telnet:/host", pinnedDiag{8, "telneturl", "h", SeverityError}},
		{"telnet://", pinnedDiag{9, "login", "", SeverityError}},
		{"telnet://u@", pinnedDiag{11, "host", "", SeverityError}},
		{"telnet://u:p@/", pinnedDiag{13, "host", "/", SeverityError}},
		// The login's own rules. A text that cannot be host and port may
		// still be user and password, which an "@" would end: the error
		// is where that reading stops too (with a note where the port
		// stopped).
		{"telnet://host:", pinnedDiag{14, "login", "", SeverityError}},
		{"telnet://h:23x", pinnedDiag{14, "login", "", SeverityError}},
		{"telnet://ho st/", pinnedDiag{11, "telneturl", " ", SeverityError}},
		{"telnet://u:p:q@host", pinnedDiag{12, "login", ":", SeverityError}},
		{"telnet://u%zz@host", pinnedDiag{11, "escape", "z", SeverityError}},
	}
	for _, tt := range tests {
		u, err := p.Parse(tt.in)
		if err == nil {
			t.Errorf("%q: parsed as %q", tt.in, u.String())
			continue
		}
		// Every error names the scheme's production besides its own.
		if e := (*Error)(nil); errors.As(err, &e) && e.Scheme != ast.TelnetURLP {
			t.Errorf("%q: error in scheme %q", tt.in, e.Scheme.Name)
		}
		if diff := cmp.Diff([]pinnedDiag{tt.want}, pinDiags(t, err)); diff != "" {
			t.Errorf("%q (-want +got):\n%s\n%v", tt.in, diff, err)
		}
	}
}

func TestTelnetWarnings(t *testing.T) {
	p := schemesParser(t, telnetScheme)
	tests := []struct {
		in   string
		want []pinnedDiag
	}{
		{"telnet://u%0Dx:p%0a@h/", []pinnedDiag{
			{10, "user", "%0D", SeverityWarning},
			{16, "password", "%0a", SeverityWarning},
		}},
		{"telnet://a%0D%0A@h", []pinnedDiag{
			{10, "user", "%0D", SeverityWarning},
			{13, "user", "%0A", SeverityWarning},
		}},
		// Other controls are not Telnet's line ends.
		{"telnet://a%09@h", nil},
		// The generic checks run too.
		{"telnet://h:99999/", []pinnedDiag{{11, "port", "99999", SeverityWarning}}},
	}
	for _, tt := range tests {
		u, err := p.Parse(tt.in)
		if err != nil {
			t.Errorf("%q: %v", tt.in, err)
			continue
		}
		var got []pinnedDiag
		if list := p.Validate(u); len(list) > 0 {
			got = pinDiags(t, list)
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%q (-want +got):\n%s", tt.in, diff)
		}
	}
}

// TestTelnetValidateBuilt runs the validator on its own, over trees built
// by hand, as a program that makes or edits URLs would.
func TestTelnetValidateBuilt(t *testing.T) {
	host := func() *ast.HostPort {
		return &ast.HostPort{Host: &ast.Host{Name: &ast.Hostname{Top: &ast.TopLabel{Text: "h"}}}}
	}
	scheme := func() *ast.Scheme { return &ast.Scheme{Span: ast.At(0, 6), Text: "telnet"} }
	tests := []struct {
		name string
		part ast.SchemePart
		want []pinnedDiag
	}{
		{"valid", &ast.TelnetPart{Login: &ast.Login{User: &ast.User{Text: "u"}, HostPort: host()}}, nil},
		{"other part", &ast.IPSchemePart{}, []pinnedDiag{{7, "telneturl", "", SeverityError}}},
		{"nil part", (*ast.TelnetPart)(nil), []pinnedDiag{{7, "telneturl", "", SeverityError}}},
		{"no login", &ast.TelnetPart{}, []pinnedDiag{{0, "telneturl", "", SeverityError}}},
		{"no hostport", &ast.TelnetPart{Login: &ast.Login{}}, []pinnedDiag{{0, "login", "", SeverityError}}},
		{"no host", &ast.TelnetPart{Login: &ast.Login{HostPort: &ast.HostPort{Host: &ast.Host{}}}}, []pinnedDiag{{0, "host", "", SeverityError}}},
		{"password alone", &ast.TelnetPart{Login: &ast.Login{Password: &ast.Password{Text: "pw"}, HostPort: host()}}, []pinnedDiag{{0, "login", "pw", SeverityError}}},
		{"@ in user", &ast.TelnetPart{Login: &ast.Login{User: &ast.User{Span: ast.At(9, 12), Text: "a@b"}, HostPort: host()}}, []pinnedDiag{{10, "user", "@", SeverityError}}},
		{"lone % in password", &ast.TelnetPart{Login: &ast.Login{User: &ast.User{}, Password: &ast.Password{Text: "x%"}, HostPort: host()}}, []pinnedDiag{{2, "escape", "", SeverityError}}},
		{"line break", &ast.TelnetPart{Login: &ast.Login{User: &ast.User{Text: "%0a"}, HostPort: host()}}, []pinnedDiag{{0, "user", "%0a", SeverityWarning}}},
	}
	for _, tt := range tests {
		u := &ast.URL{Scheme: scheme(), Part: tt.part}
		var got []pinnedDiag
		if list := builtinValidator("telnet")(u); len(list) > 0 {
			got = pinDiags(t, list)
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.name, diff)
		}
	}
	// Parser.Validate runs it for a telnet URL, after the generic checks.
	u := &ast.URL{Scheme: scheme(), Part: &ast.TelnetPart{}}
	if got := schemesParser(t, telnetScheme).Validate(u); len(got) != 1 || got[0].Production != ast.TelnetURLP {
		t.Errorf("Parser.Validate = %v", got)
	}
}

func TestTelnetAccessors(t *testing.T) {
	var nilPart *ast.TelnetPart
	if nilPart.String() != "" || nilPart.LoginPart() != nil || nilPart.Children() != nil {
		t.Error("a nil *TelnetPart is not empty")
	}
	if _, ok := nilPart.User(); ok {
		t.Error("a nil *TelnetPart has a user")
	}
	// A password without a user cannot be written, so there is none.
	p := &ast.TelnetPart{Login: &ast.Login{Password: &ast.Password{Text: "pw"}}, Slash: true}
	if _, ok := p.Password(); ok {
		t.Error("Password() found a password without a user")
	}
	if got := p.String(); got != "///" {
		t.Errorf("String() = %q", got)
	}
	if got := (&ast.URL{Scheme: &ast.Scheme{Text: "telnet"}, Part: nilPart}).String(); got != "telnet:" {
		t.Errorf("URL with a nil part: %q", got)
	}
	if port, ok := nilPart.DefaultPort(); !ok || port != 23 {
		t.Errorf("DefaultPort() = %d, %v", port, ok)
	}
}
