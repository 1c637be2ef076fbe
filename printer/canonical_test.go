package printer_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// canonicalTests names each rewrite of the canonical form, and the bytes
// it must leave alone.
var canonicalTests = []struct {
	name, in, want string
}{
	{"scheme lower-cased", "HTTP://host/", "http://host/"},
	{"opaque scheme lower-cased", "MailTo:Joe@Example.COM", "mailto:Joe@Example.COM"},
	{"host lower-cased", "http://WWW.Example.COM/", "http://www.example.com/"},
	{"path case kept", "http://host/A/B", "http://host/A/B"},
	{"user and password case kept", "ftp://Joe:PW@host/", "ftp://Joe:PW@host/"},
	{"hostnumber kept", "http://010.1.1.1/", "http://010.1.1.1/"},
	{"default port dropped", "http://host:80/x", "http://host/x"},
	{"default port with zeros dropped", "http://host:080", "http://host"},
	{"default of upper-case scheme dropped", "FTP://host:21/", "ftp://host/"},
	{"other port kept as written", "http://host:0081/", "http://host:0081/"},
	{"port of another scheme's default kept", "ftp://host:80/", "ftp://host:80/"},
	{"port of scheme without default kept", "x-y://host:443/", "x-y://host:443/"},
	{"https default port dropped", "https://host:443/", "https://host/"},
	{"https default of upper-case scheme dropped", "HTTPS://Host:0443/a?b", "https://host/a?b"},
	{"https keeps http's port", "https://host:80/", "https://host:80/"},
	{"http keeps https's port", "http://host:443/", "http://host:443/"},
	{"https path and search escapes as http's", "https://host:443/%7e?q=%41", "https://host/%7E?q=A"},
	{"overlong port kept", "http://host:99999999999999999999/", "http://host:99999999999999999999/"},
	{"hex upper-cased", "http://host/%3a%2f%7e", "http://host/%3A%2F%7E"},
	{"alpha and digit decoded", "http://host/%61%5A%30", "http://host/aZ0"},
	{"safe decoded", "http://host/%24%2D%5F%2E%2B", "http://host/$-_.+"},
	{"extra decoded", "http://host/%21%2A%27%28%29%2C", "http://host/!*'(),"},
	{"reserved kept", "http://host/%3B%2F%3F%3A%40%26%3D", "http://host/%3B%2F%3F%3A%40%26%3D"},
	{"unsafe kept", "http://host/%20%23%25%7E", "http://host/%20%23%25%7E"},
	{"controls and 8-bit kept", "http://host/%0a%7F%E9", "http://host/%0A%7F%E9"},
	{"escaped percent not re-read", "http://host/%2541", "http://host/%2541"},
	{"user and password escapes", "ftp://%4aoe:%3a%70w@host/", "ftp://Joe:%3Apw@host/"},
	{"? in user and password escaped", "ftp://u?:%3f?p@host/", "ftp://u%3F:%3F%3Fp@host/"},
	{"? in a generic user, escape decoded", "A://%70?@A", "a://p%3F@a"},
	{"empty user kept", "ftp://@host/", "ftp://@host/"},
	{"empty password kept", "ftp://joe:@host/", "ftp://joe:@host/"},
	{"opaque escapes", "foo:%3c%41%40host%3e", "foo:%3CA%40host%3E"},
	{"empty path kept", "http://host/", "http://host/"},
	{"all at once", "FTP://Joe%2e:x%40@WWW.Example.COM:021/%7euser/%41%2fb", "ftp://Joe.:x%40@www.example.com/%7Euser/A%2Fb"},
}

func TestCanonical(t *testing.T) {
	for _, tt := range canonicalTests {
		t.Run(tt.name, func(t *testing.T) {
			got := printer.Canonical(mustParse(t, tt.in))
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Canonical(%q) mismatch (-want +got):\n%s", tt.in, diff)
			}
		})
	}
}

// TestCanonicalMatchesConfig checks that Canonical is the canonical
// Config's Fprint.
func TestCanonicalMatchesConfig(t *testing.T) {
	for _, in := range canonicalInputs() {
		u := mustParse(t, in)
		if diff := cmp.Diff(sprint(t, printer.CanonicalFormat, u), printer.Canonical(u)); diff != "" {
			t.Errorf("%q: Canonical and Config.Fprint differ (-Fprint +Canonical):\n%s", in, diff)
		}
	}
}

// TestCanonicalProperties checks, for every valid input, that the
// canonical form parses, prints back as itself, is its own canonical
// form, and means what the input means.
func TestCanonicalProperties(t *testing.T) {
	for _, in := range canonicalInputs() {
		checkCanonical(t, in, mustParse(t, in))
	}
}

// checkCanonical checks the canonical form of u, parsed from in.
func checkCanonical(t *testing.T, in string, u *ast.URL) {
	t.Helper()
	c := printer.Canonical(u)
	cu, err := parser.Parse(c)
	if err != nil {
		t.Errorf("Canonical(%q) = %q, which does not parse: %v", in, c, err)
		return
	}
	if again := printer.Canonical(cu); again != c {
		t.Errorf("Canonical(%q) = %q, but its own canonical form is %q", in, c, again)
	}
	if diff := cmp.Diff(meaningOf(u), meaningOf(cu)); diff != "" {
		t.Errorf("Canonical(%q) = %q changes the meaning (-in +canonical):\n%s", in, c, diff)
	}
}

// TestCanonicalChangesSomething keeps the property tests honest: the
// inputs they run over must include ones the canonical form rewrites.
func TestCanonicalChangesSomething(t *testing.T) {
	changed := 0
	for _, in := range canonicalInputs() {
		if printer.Canonical(mustParse(t, in)) != in {
			changed++
		}
	}
	if changed < 20 {
		t.Errorf("only %d inputs change in canonical form; the property tests need more", changed)
	}
}

// TestCanonicalSubNodes checks sub-nodes printed alone: they are
// rewritten as in a URL, except that outside a URL the scheme, and so
// the default port, is unknown.
func TestCanonicalSubNodes(t *testing.T) {
	u := mustParse(t, "XTTP://%4aoe:P%2f@WWW.Example.COM:80/%7e%41")
	part := u.Part.(*ast.IPSchemePart)
	l := part.Login
	tests := []struct {
		node ast.Node
		want string
	}{
		{u.Scheme, "xttp"},
		{part, "//Joe:P%2F@www.example.com:80/%7EA"},
		{l, "Joe:P%2F@www.example.com:80"},
		{l.User, "Joe"},
		{l.Password, "P%2F"},
		{l.HostPort, "www.example.com:80"},
		{l.HostPort.Host, "www.example.com"},
		{l.HostPort.Host.Name.Labels[1], "example"},
		{l.HostPort.Host.Name.Top, "com"},
		{l.HostPort.Port, "80"},
		{part.Path, "%7EA"},
	}
	for _, tt := range tests {
		if got := sprint(t, printer.CanonicalFormat, tt.node); got != tt.want {
			t.Errorf("canonical %T = %q, want %q", tt.node, got, tt.want)
		}
	}
}

// canonicalInputs returns the inputs of the golden file and of
// canonicalTests.
func canonicalInputs() []string {
	all := allURLs()
	for _, tt := range canonicalTests {
		all = append(all, tt.in)
	}
	return all
}

// TestCanonicalRFC1738Only checks that an https URL that a parser of RFC
// 1738's schemes only read by the generic syntax keeps ":443": 1994's
// https has no default port.
func TestCanonicalRFC1738Only(t *testing.T) {
	p, err := parser.New(parser.RFC1738Only())
	if err != nil {
		t.Fatal(err)
	}
	u, err := p.Parse("HTTPS://Host:443/a?b")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := printer.Canonical(u), "https://host:443/a?b"; got != want {
		t.Errorf("Canonical = %q, want %q", got, want)
	}
}
