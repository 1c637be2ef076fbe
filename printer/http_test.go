package printer_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// httpGopherParser returns a parser that reads http and gopher URLs by
// their own productions. Their validators are unexported; the printer
// needs only the trees.
func httpGopherParser(t *testing.T) *parser.Parser {
	t.Helper()
	p, err := parser.New(
		parser.WithScheme(parser.Scheme{Name: "http", Part: &ast.HTTPPart{}, Replace: true}),
		parser.WithScheme(parser.Scheme{Name: "gopher", Part: &ast.GopherPart{}, Replace: true}),
	)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// checkHTTPGopherCanonical parses in with p and checks that it prints
// back raw, node by node, that its canonical form is want, parses with p
// to a part of the same type, is its own canonical form and means what
// in means, by meaning. It returns nothing: every failure is reported.
func checkHTTPGopherCanonical(t *testing.T, p *parser.Parser, in, want string, meaning func(*ast.URL) any) {
	t.Helper()
	u, err := p.Parse(in)
	if err != nil {
		t.Errorf("Parse(%q): %v", in, err)
		return
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
	cu, err := p.Parse(c)
	if err != nil {
		t.Errorf("canonical %q of %q does not parse: %v", c, in, err)
		return
	}
	if again := printer.Canonical(cu); again != c {
		t.Errorf("canonical %q of %q is not its own canonical form: %q", c, in, again)
	}
	if diff := cmp.Diff(meaning(u), meaning(cu)); diff != "" {
		t.Errorf("%q: the canonical form %q means otherwise (-in +canonical):\n%s", in, c, diff)
	}
}

// httpMeaning is what an http URL says: the host ignoring case, the port
// or its default, the decoded segments and search.
type httpMeaning struct {
	Host, Port string
	Segments   []string
	Search     *string
}

func meaningOfHTTP(u *ast.URL) any {
	h := u.Part.(*ast.HTTPPart)
	m := httpMeaning{Host: strings.ToLower(h.HostPort.Host.String()), Port: "80", Segments: h.Segments()}
	if h.HostPort.Port != nil {
		v, _ := h.HostPort.Port.Value()
		m.Port = strconv.Itoa(v)
	}
	if s, ok := h.DecodedSearch(); ok {
		m.Search = &s
	}
	return m
}

func TestHTTPPrint(t *testing.T) {
	p := httpGopherParser(t)
	tests := []struct{ in, canonical string }{
		{"http://www.acl.lanl.gov/URI/archive/uri-archive.index.html", "http://www.acl.lanl.gov/URI/archive/uri-archive.index.html"},
		{"http://www.iec.ch", "http://www.iec.ch"},
		{"HTTP://WWW.IEC.CH:80/About/Mission-E.htm", "http://www.iec.ch/About/Mission-E.htm"},
		{"http://h:080", "http://h"},
		{"http://h:8080/", "http://h:8080/"},
		// The "/" stays as written: an empty path differs from none.
		{"http://h/", "http://h/"},
		{"http://h//", "http://h//"},
		// Escapes of unreserved characters decode; "/", "?" and ";"
		// stay escaped, as do unsafe characters; hex is upper-cased.
		{"http://h/%7euser/%41%2fb%3f%3b?%61=%2f%3f%20", "http://h/%7Euser/A%2Fb%3F%3B?a=%2F%3F%20"},
		{"http://h/?", "http://h/?"},
		{"http://h/a?%2B", "http://h/a?+"},
	}
	for _, tt := range tests {
		checkHTTPGopherCanonical(t, p, tt.in, tt.canonical, meaningOfHTTP)
	}
}

func TestHTTPPrintBuilt(t *testing.T) {
	tests := []struct {
		name           string
		node           ast.Node
		raw, canonical string
	}{
		{"nil part", &ast.URL{Scheme: &ast.Scheme{Text: "http"}, Part: (*ast.HTTPPart)(nil)}, "http:", "http:"},
		{"empty part", &ast.HTTPPart{}, "//", "//"},
		{"url", &ast.URL{Scheme: &ast.Scheme{Text: "HTTP"}, Part: &ast.HTTPPart{
			HostPort: hostPort("H", "80"),
			Path:     &ast.HPath{Segments: []*ast.HSegment{{Text: "%41"}, nil, {Text: "b%2f"}}},
			Search:   &ast.Search{Text: "%3d%7e"},
		}}, "HTTP://H:80/%41//b%2f?%3d%7e", "http://h/A//b%2F?%3D%7E"},
		// A search is written only after a path.
		{"search without path", &ast.HTTPPart{HostPort: hostPort("h", ""), Search: &ast.Search{Text: "q"}}, "//h", "//h"},
		// Outside a URL the scheme, and so the default port, is unknown.
		{"part alone", &ast.HTTPPart{HostPort: hostPort("H", "80"), Path: &ast.HPath{}}, "//H:80/", "//h:80/"},
		{"hpath", &ast.HPath{Segments: []*ast.HSegment{{Text: "%7e"}, {Text: "%2D"}}}, "%7e/%2D", "%7E/-"},
		{"hsegment", &ast.HSegment{Text: "%3b%5f"}, "%3b%5f", "%3B_"},
		{"search", &ast.Search{Text: "%26%2e"}, "%26%2e", "%26."},
		{"nil hsegment", (*ast.HSegment)(nil), "", ""},
		{"nil search", (*ast.Search)(nil), "", ""},
	}
	for _, tt := range tests {
		got := []string{sprint(t, printer.RawFormat, tt.node), sprint(t, printer.CanonicalFormat, tt.node)}
		if diff := cmp.Diff([]string{tt.raw, tt.canonical}, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.name, diff)
		}
	}
}
