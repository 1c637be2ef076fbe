package printer_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/printer"
)

// gopherMeaning is what a gopher URL says: the host ignoring case, the
// port or its default, the type, and the decoded selector, search and
// Gopher+ string; nil where absent.
type gopherMeaning struct {
	Host, Port         string
	Path               bool
	Type               byte
	Selector           string
	Search, GopherPlus *string
}

func meaningOfGopher(u *ast.URL) any {
	g := u.Part.(*ast.GopherPart)
	m := gopherMeaning{
		Host: strings.ToLower(g.HostPort.Host.String()), Port: "70", Path: g.Path != nil,
		Type: g.Type(), Selector: g.DecodedSelector(),
	}
	if g.HostPort.Port != nil {
		v, _ := g.HostPort.Port.Value()
		m.Port = strconv.Itoa(v)
	}
	if s, ok := g.DecodedSearch(); ok {
		m.Search = &s
	}
	if s, ok := g.DecodedGopherPlus(); ok {
		m.GopherPlus = &s
	}
	return m
}

func TestGopherPrint(t *testing.T) {
	p := httpGopherParser(t)
	tests := []struct{ in, canonical string }{
		{"gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles", "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles"},
		{"GOPHER://Gopher.Micro.UMN.EDU:70/00/Information", "gopher://gopher.micro.umn.edu/00/Information"},
		{"gopher://host:070", "gopher://host"},
		{"gopher://host:71/", "gopher://host:71/"},
		// No structure changes: "/" and an empty path stay as written.
		{"gopher://host/", "gopher://host/"},
		// An escaped type decodes when it is unreserved.
		{"gopher://h/%31%2fx", "gopher://h/1%2Fx"},
		{"gopher://h/%3f", "gopher://h/%3F"},
		{"gopher://h/%09x", "gopher://h/%09x"},
		// Every split stays: "%09" is never decoded, "/" and "?" neither.
		{"gopher://h/7a%09b%09c", "gopher://h/7a%09b%09c"},
		{"gopher://h/1a%09b%2f%09c", "gopher://h/1a%09b%2F%09c"},
		{"gopher://h/1a%09b/c%09%64", "gopher://h/1a%09b/c%09d"},
		{"gopher://h/0%73el%09%09!%2bABSTRACT%20%2bSMELL", "gopher://h/0sel%09%09!+ABSTRACT%20+SMELL"},
		{"gopher://h/0a%09%09+%091%0d%0a.%0d%0a", "gopher://h/0a%09%09+%091%0D%0A.%0D%0A"},
	}
	for _, tt := range tests {
		checkHTTPGopherCanonical(t, p, tt.in, tt.canonical, meaningOfGopher)
	}
}

func TestGopherPrintBuilt(t *testing.T) {
	path := &ast.GopherPath{
		GType:      &ast.GType{Text: "%30"},
		Selector:   &ast.Selector{Text: "%41/b"},
		Search:     &ast.GopherSearch{Text: "%3a"},
		GopherPlus: &ast.GopherPlus{Text: "%2b"},
	}
	tests := []struct {
		name           string
		node           ast.Node
		raw, canonical string
	}{
		{"nil part", &ast.URL{Scheme: &ast.Scheme{Text: "gopher"}, Part: (*ast.GopherPart)(nil)}, "gopher:", "gopher:"},
		{"empty part", &ast.GopherPart{}, "//", "//"},
		{"url", &ast.URL{Scheme: &ast.Scheme{Text: "Gopher"}, Part: &ast.GopherPart{HostPort: hostPort("H", "70"), Path: path}},
			"Gopher://H:70/%30%41/b%09%3a%09%2b", "gopher://h/0A/b%09%3A%09+"},
		{"empty path", &ast.GopherPart{HostPort: hostPort("h", ""), Path: &ast.GopherPath{}}, "//h/", "//h/"},
		// Each part only after the one it follows.
		{"selector without gtype", &ast.GopherPath{Selector: &ast.Selector{Text: "a"}}, "", ""},
		{"gopher+ without search", &ast.GopherPath{GType: &ast.GType{Text: "1"}, GopherPlus: &ast.GopherPlus{Text: "+"}}, "1", "1"},
		{"search without selector", &ast.GopherPath{GType: &ast.GType{Text: "7"}, Search: &ast.GopherSearch{Text: "q"}}, "7%09q", "7%09q"},
		{"path", path, "%30%41/b%09%3a%09%2b", "0A/b%09%3A%09+"},
		{"gtype", path.GType, "%30", "0"},
		{"selector", path.Selector, "%41/b", "A/b"},
		{"search", path.Search, "%3a", "%3A"},
		{"search as Search", path.Search.AsSearch(), "%3a", "%3A"},
		{"gopher+", path.GopherPlus, "%2b", "+"},
		{"nil gtype", (*ast.GType)(nil), "", ""},
		{"nil selector", (*ast.Selector)(nil), "", ""},
		{"nil search", (*ast.GopherSearch)(nil), "", ""},
		{"nil gopher+", (*ast.GopherPlus)(nil), "", ""},
	}
	for _, tt := range tests {
		got := []string{sprint(t, printer.RawFormat, tt.node), sprint(t, printer.CanonicalFormat, tt.node)}
		if diff := cmp.Diff([]string{tt.raw, tt.canonical}, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.name, diff)
		}
	}
}
