package ast_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/ast"
)

// TestSameKindSchemes checks the list of later schemes of the same kind
// as RFC 1738's: https alone, read as http, port 443 (RFC 2818 section
// 2.4), outside Schemes, which generates one parser per part.
func TestSameKindSchemes(t *testing.T) {
	want := []ast.SameKind{{Name: "https", As: "http", Port: 443, PortSection: "2.3", Production: ast.HTTPSURLP}}
	got := ast.SameKindSchemes()
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("SameKindSchemes() (-want +got):\n%s", d)
	}
	got[0].Name = "changed"
	if ast.SameKindSchemes()[0].Name != "https" {
		t.Error("SameKindSchemes returned the package's own slice")
	}
	for _, s := range ast.Schemes() {
		if s == "https" {
			t.Error("Schemes() lists https: it has no part of its own")
		}
	}
}

// TestDefaultPortTable checks the default ports by name: RFC 1738's and
// RFC 2818's 443 for https, none for the schemes that have none.
func TestDefaultPortTable(t *testing.T) {
	for _, tc := range []struct {
		scheme string
		port   int
		ok     bool
	}{
		{"http", 80, true},
		{"https", 443, true},
		{"ftp", 21, true},
		{"prospero", 1525, true},
		{"file", 0, false},
		{"mailto", 0, false},
		{"HTTPS", 0, false}, // lower case only
		{"shttp", 0, false},
		{"", 0, false},
	} {
		port, ok := ast.DefaultPort(tc.scheme)
		if port != tc.port || ok != tc.ok {
			t.Errorf("DefaultPort(%q) = %d, %v; want %d, %v", tc.scheme, port, ok, tc.port, tc.ok)
		}
	}
}

// otherPart is a scheme part of a type no built-in scheme has, as a
// registered scheme's, with a port of its own.
type otherPart struct{ ast.IPSchemePart }

func (*otherPart) DefaultPort() (int, bool) { return 8443, true }

// TestURLDefaultPortSameKind checks URL.DefaultPort on https trees: 443
// with http's part (whose own DefaultPort is 80) and with none, none
// with the generic syntax's part (a parser of RFC 1738's schemes only),
// and the part's own port with a part of another type.
func TestURLDefaultPortSameKind(t *testing.T) {
	for _, tc := range []struct {
		name   string
		scheme string
		part   ast.SchemePart
		port   int
		ok     bool
	}{
		{"https, http's part", "https", &ast.HTTPPart{}, 443, true},
		{"HTTPS in upper case", "HTTPS", &ast.HTTPPart{}, 443, true},
		{"https, no part", "https", nil, 443, true},
		{"https, a nil *HTTPPart", "https", (*ast.HTTPPart)(nil), 443, true},
		{"https, the generic syntax", "https", &ast.IPSchemePart{}, 0, false},
		{"https, a part of its own", "https", &otherPart{}, 8443, true},
		{"http", "http", &ast.HTTPPart{}, 80, true},
		{"http, the generic syntax", "http", &ast.IPSchemePart{}, 80, true},
	} {
		u := &ast.URL{Scheme: &ast.Scheme{Text: ast.Text(tc.scheme)}, Part: tc.part}
		port, ok := u.DefaultPort()
		if port != tc.port || ok != tc.ok {
			t.Errorf("%s: DefaultPort() = %d, %v; want %d, %v", tc.name, port, ok, tc.port, tc.ok)
		}
	}
}

// TestHTTPSURLPCite checks that httpsurl cites RFC 2818, of which it is
// this grammar's reading (RFC 2818 writes no rule), and, beside it, the
// RFC 1738 production it is written as.
func TestHTTPSURLPCite(t *testing.T) {
	want := `this grammar's reading of RFC 2818 section 2.4, where https URLs are http URLs with "https" in place of "http": httpsurl = "https://" hostport [ "/" hpath [ "?" search ]], as httpurl (RFC 1738 section 3.3)`
	if got := ast.HTTPSURLP.Cite(); got != want {
		t.Errorf("Cite() =\n%s\nwant\n%s", got, want)
	}
	if *ast.HTTPSURLP.Of != ast.HTTPURLP {
		t.Errorf("HTTPSURLP.Of = %+v", *ast.HTTPSURLP.Of)
	}
	if got := ast.HTTPURLP.Cite(); got != `RFC 1738 section 5, explained in section 3.3: httpurl = "http://" hostport [ "/" hpath [ "?" search ]]` {
		t.Errorf("HTTPURLP.Cite() = %s", got)
	}
}

// TestURLDefaultPortAllocs checks that URL.DefaultPort of an https URL
// allocates nothing: the printer asks it of every URL it prints.
func TestURLDefaultPortAllocs(t *testing.T) {
	u := &ast.URL{Scheme: &ast.Scheme{Text: "https"}, Part: &ast.HTTPPart{}}
	if n := testing.AllocsPerRun(100, func() { u.DefaultPort() }); n != 0 {
		t.Errorf("DefaultPort: %v allocations, want 0", n)
	}
}

// TestSameKindSorted checks that SameKindSchemes gives the schemes in
// the order of their names, as its doc says.
func TestSameKindSorted(t *testing.T) {
	list := ast.SameKindSchemes()
	for i := 1; i < len(list); i++ {
		if list[i-1].Name >= list[i].Name {
			t.Errorf("SameKindSchemes: %q before %q", list[i-1].Name, list[i].Name)
		}
	}
}

// TestProseNameWhere checks that gopher-path, which section 3.4.1's
// prose names and section 5 does not, is cited as such, and that a rule
// of section 5 is cited by its section.
func TestProseNameWhere(t *testing.T) {
	for _, tc := range []struct {
		p    ast.Production
		want string
	}{
		{ast.GopherPathP, "RFC 1738 section 3.4.1's prose name, not a rule of section 5"},
		{ast.SelectorP, "RFC 1738 section 3.4"},
		{ast.HTTPURLP, "RFC 1738 section 3.3"},
	} {
		if got := tc.p.Where(); got != tc.want {
			t.Errorf("%s.Where() = %q, want %q", tc.p.Name, got, tc.want)
		}
	}
}
