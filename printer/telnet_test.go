package printer_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// telnetWAISProsperoParser is a parser that reads telnet, wais and
// prospero URLs by their own productions, which the printer tests of
// these schemes print. It is built through the public API, without the
// schemes' validators, which the printer does not need.
func telnetWAISProsperoParser(t *testing.T) *parser.Parser {
	t.Helper()
	p, err := parser.New(
		parser.WithScheme(parser.Scheme{Name: "telnet", Part: &ast.TelnetPart{}, Replace: true}),
		parser.WithScheme(parser.Scheme{Name: "wais", Part: &ast.WAISPart{}, Replace: true}),
		parser.WithScheme(parser.Scheme{Name: "prospero", Part: &ast.ProsperoPart{}, Replace: true}),
	)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// checkSchemeCanonical parses in with p, and checks that it prints back
// raw, node by node, and that its canonical form is want, parses with p
// to the same kind of part, and is its own canonical form. It returns
// the trees of in and of its canonical form.
func checkSchemeCanonical(t *testing.T, p *parser.Parser, in, want string) (u, cu *ast.URL) {
	t.Helper()
	u, err := p.Parse(in)
	if err != nil {
		t.Fatalf("Parse(%q): %v", in, err)
	}
	if got := sprint(t, printer.RawFormat, u); got != in {
		t.Errorf("raw %q = %q", in, got)
	}
	checkSubNodes(t, in, u)
	c := sprint(t, printer.CanonicalFormat, u)
	if c != want {
		t.Errorf("canonical %q = %q, want %q", in, c, want)
	}
	if c != printer.Canonical(u) {
		t.Errorf("Canonical(%q) = %q, Fprint gives %q", in, printer.Canonical(u), c)
	}
	cu, err = p.Parse(c)
	if err != nil {
		t.Fatalf("canonical %q of %q does not parse: %v", c, in, err)
	}
	if again := printer.Canonical(cu); again != c {
		t.Errorf("canonical %q of %q is not its own canonical form: %q", c, in, again)
	}
	return u, cu
}

func TestTelnetPrint(t *testing.T) {
	p := telnetWAISProsperoParser(t)
	tests := []struct{ in, canonical string }{
		{"telnet://melvyl.ucop.edu/", "telnet://melvyl.ucop.edu/"},
		// Section 3.8: "The final "/" character may be omitted"; the
		// canonical form writes it, as the RFC's form does.
		{"telnet://127.0.0.1", "telnet://127.0.0.1/"},
		// Port 23 is the default, and goes.
		{"TELNET://Joe:Secret@Host.Example.COM:023", "telnet://Joe:Secret@host.example.com/"},
		{"telnet://192.0.2.16:80/", "telnet://192.0.2.16:80/"},
		{"telnet://%4a%6fe:p%3a%2f@h/", "telnet://Joe:p%3A%2F@h/"},
		{"telnet://@h", "telnet://@h/"},
		{"telnet://a;b?c&d=e:f;g?h&i=j@host/", "telnet://a;b%3Fc&d=e:f;g%3Fh&i=j@host/"},
	}
	for _, tt := range tests {
		u, cu := checkSchemeCanonical(t, p, tt.in, tt.canonical)
		// The canonical form suggests the same user and password.
		for _, get := range []func(*ast.TelnetPart) (string, bool){(*ast.TelnetPart).User, (*ast.TelnetPart).Password} {
			s1, ok1 := get(u.Part.(*ast.TelnetPart))
			s2, ok2 := get(cu.Part.(*ast.TelnetPart))
			if s1 != s2 || ok1 != ok2 {
				t.Errorf("%q: %q, %v in the canonical form, %q, %v in the input", tt.in, s2, ok2, s1, ok1)
			}
		}
	}
}

func TestTelnetPrintBuilt(t *testing.T) {
	tests := []struct {
		name           string
		node           ast.Node
		raw, canonical string
	}{
		{"nil part", &ast.URL{Scheme: &ast.Scheme{Text: "telnet"}, Part: (*ast.TelnetPart)(nil)}, "telnet:", "telnet:"},
		{"empty part", &ast.TelnetPart{}, "//", "///"},
		{"part alone keeps its port", &ast.TelnetPart{Login: &ast.Login{HostPort: hostPort("H", "23")}}, "//H:23", "//h:23/"},
		{"url", &ast.URL{Scheme: &ast.Scheme{Text: "Telnet"}, Part: &ast.TelnetPart{Login: &ast.Login{HostPort: hostPort("H", "23")}, Slash: true}},
			"Telnet://H:23/", "telnet://h/"},
	}
	for _, tt := range tests {
		got := []string{sprint(t, printer.RawFormat, tt.node), sprint(t, printer.CanonicalFormat, tt.node)}
		if diff := cmp.Diff([]string{tt.raw, tt.canonical}, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.name, diff)
		}
	}
}
