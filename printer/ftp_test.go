package printer_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// fpathParser is a parser that reads ftp and file URLs by their own
// productions, built through the public API, without the schemes'
// validators, which the printer does not need.
func fpathParser(t *testing.T) *parser.Parser {
	t.Helper()
	p, err := parser.New(
		parser.WithScheme(parser.Scheme{Name: "ftp", Part: &ast.FTPPart{}, Replace: true}),
		parser.WithScheme(parser.Scheme{Name: "file", Part: &ast.FilePart{}, Replace: true}),
	)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// fpathPrint parses in with p and checks that it prints back raw, node
// by node; that its canonical form is want and parses with p; and that
// the canonical form is its own. It returns the trees of in and of its
// canonical form.
func fpathPrint(t *testing.T, p *parser.Parser, in, want string) (u, cu *ast.URL) {
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

func TestFTPPrint(t *testing.T) {
	p := fpathParser(t)
	tests := []struct{ in, canonical string }{
		// The RFC's examples are canonical already.
		{"ftp://@host.com/", "ftp://@host.com/"},
		{"ftp://foo:@host.com/", "ftp://foo:@host.com/"},
		{"ftp://myname@host.dom/%2Fetc/motd", "ftp://myname@host.dom/%2Fetc/motd"},
		{"ftp://myname@host.dom//etc/motd", "ftp://myname@host.dom//etc/motd"},
		{"ftp://info.cern.ch/pub/www/doc;type=d", "ftp://info.cern.ch/pub/www/doc;type=d"},
		{"ftp://ds.internic.net/rfc", "ftp://ds.internic.net/rfc"},
		// Scheme and host lower-cased, port 21 dropped, user and
		// password escapes only.
		{"FTP://Joe%2e:P%3a@FTP.Example.COM:021", "ftp://Joe.:P%3A@ftp.example.com"},
		{"ftp://h:2121/", "ftp://h:2121/"},
		// Segment escapes: unreserved decoded, reserved and unsafe kept
		// with upper-case hex; "/" and ";" stay data.
		{"ftp://h/%7e%41/a%2fb/%3b%3F%40%20", "ftp://h/%7EA/a%2Fb/%3B%3F%40%20"},
		{"ftp://h/?:@&=$-_.+!*'(),", "ftp://h/?:@&=$-_.+!*'(),"},
		// The typecode is lower-cased; an upper-case letter means what
		// the lower case does.
		{"ftp://h/a;type=I", "ftp://h/a;type=i"},
		{"ftp://h/;type=D", "ftp://h/;type=d"},
		{"ftp://h/a/;type=a", "ftp://h/a/;type=a"},
		// Empty segments and paths stay.
		{"ftp://h//", "ftp://h//"},
		{"ftp://h/", "ftp://h/"},
		{"ftp://h", "ftp://h"},
	}
	for _, tt := range tests {
		u, cu := fpathPrint(t, p, tt.in, tt.canonical)
		// The canonical form names the same files in the same mode.
		a, b := u.Part.(*ast.FTPPart), cu.Part.(*ast.FTPPart)
		if diff := cmp.Diff(a.Segments(), b.Segments()); diff != "" || a.Type() != b.Type() {
			t.Errorf("%s: canonical form changed segments (-in +canonical):\n%s type %q, %q", tt.in, diff, a.Type(), b.Type())
		}
		if ua, ub := u.Login().User, cu.Login().User; (ua == nil) != (ub == nil) || ua != nil && ua.Decoded() != ub.Decoded() {
			t.Errorf("%s: canonical form changed the user", tt.in)
		}
	}
}

// TestFTPPrintNodes prints each ftp node on its own, in both forms.
func TestFTPPrintNodes(t *testing.T) {
	path := &ast.FPath{FSegments: []*ast.FSegment{{Text: "%61"}, nil, {Text: ""}, {Text: "%2f"}}}
	tests := []struct {
		name           string
		node           ast.Node
		raw, canonical string
	}{
		{"fpath, nil segment empty", path, "%61///%2f", "a///%2F"},
		{"fsegment", &ast.FSegment{Text: "x%7e"}, "x%7e", "x%7E"},
		{"typecode", &ast.FTPType{Text: "A"}, "A", "a"},
		{"part without login", &ast.FTPPart{Path: path}, "///%61///%2f", "///a///%2F"},
		{"typecode without path", &ast.FTPPart{Typecode: &ast.FTPType{Text: "i"}}, "//", "//"},
		{"URL drops port 21", &ast.URL{Scheme: &ast.Scheme{Text: "FTP"}, Part: &ast.FTPPart{
			Login: &ast.Login{HostPort: &ast.HostPort{Host: &ast.Host{Name: &ast.Hostname{Top: &ast.TopLabel{Text: "H"}}}, Port: &ast.Port{Text: "21"}}},
			Path:  &ast.FPath{FSegments: []*ast.FSegment{{Text: "x"}}}, Typecode: &ast.FTPType{Text: "D"},
		}}, "FTP://H:21/x;type=D", "ftp://h/x;type=d"},
		{"nil part", (*ast.FTPPart)(nil), "", ""},
		{"nil fpath", (*ast.FPath)(nil), "", ""},
		{"nil fsegment", (*ast.FSegment)(nil), "", ""},
		{"nil typecode", (*ast.FTPType)(nil), "", ""},
		{"URL with nil part", &ast.URL{Scheme: &ast.Scheme{Text: "ftp"}, Part: (*ast.FTPPart)(nil)}, "ftp:", "ftp:"},
	}
	for _, tt := range tests {
		got := []string{sprint(t, printer.RawFormat, tt.node), sprint(t, printer.CanonicalFormat, tt.node)}
		if diff := cmp.Diff([]string{tt.raw, tt.canonical}, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.name, diff)
		}
		if tt.node != nil && !strings.HasPrefix(tt.name, "nil") && tt.name != "URL with nil part" && tt.node.String() != tt.raw {
			t.Errorf("%s: String() = %q, raw print %q", tt.name, tt.node.String(), tt.raw)
		}
	}
}
