package printer_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/printer"
)

// waisMeaning is what a wais URL says: its form and its parts decoded.
func waisMeaning(u *ast.URL) []string {
	w := u.Part.(*ast.WAISPart)
	m := []string{w.Form().String(), w.Database.Decoded()}
	switch w.Form() {
	case ast.WAISIndex:
		m = append(m, w.Search.Decoded())
	case ast.WAISDoc:
		m = append(m, w.WType.Decoded(), w.WPath.Decoded())
	}
	return m
}

func TestWAISPrint(t *testing.T) {
	p := telnetWAISProsperoParser(t)
	tests := []struct{ in, canonical string }{
		{"wais://quake.think.com/wais-discussion-archives?lynch", "wais://quake.think.com/wais-discussion-archives?lynch"},
		{"WAIS://Web.Net:210/db", "wais://web.net/db"},
		{"wais://web.net:0210/db?query", "wais://web.net/db?query"},
		{"wais://host:211/database/wt/wpath", "wais://host:211/database/wt/wpath"},
		// Escapes of unreserved characters decode; "/" and "?" stay
		// escaped, for unescaped they would end the part.
		{"wais://h/%64b%2f%3f/%54EXT/id%2fx%7e", "wais://h/db%2F%3F/TEXT/id%2Fx%7E"},
		{"wais://h/db?a%3db%2b%26", "wais://h/db?a%3Db+%26"},
		{"wais://h/", "wais://h/"},
		{"wais://h//%41/", "wais://h//A/"},
	}
	for _, tt := range tests {
		u, cu := checkSchemeCanonical(t, p, tt.in, tt.canonical)
		if diff := cmp.Diff(waisMeaning(u), waisMeaning(cu)); diff != "" {
			t.Errorf("%q: the canonical form means otherwise (-in +canonical):\n%s", tt.in, diff)
		}
	}
}

func TestWAISPrintBuilt(t *testing.T) {
	tests := []struct {
		name           string
		node           ast.Node
		raw, canonical string
	}{
		{"nil part", &ast.URL{Scheme: &ast.Scheme{Text: "wais"}, Part: (*ast.WAISPart)(nil)}, "wais:", "wais:"},
		{"empty part", &ast.WAISPart{}, "///", "///"},
		{"url", &ast.URL{Scheme: &ast.Scheme{Text: "WAIS"}, Part: &ast.WAISPart{HostPort: hostPort("H", "210"), Database: &ast.Database{Text: "%41"}}},
			"WAIS://H:210/%41", "wais://h/A"},
		// A search and a document cannot both be written; the search is.
		{"search and doc", &ast.WAISPart{HostPort: hostPort("h", ""), Search: &ast.Search{Text: "%7e"}, WType: &ast.WType{Text: "t"}, WPath: &ast.WPath{}},
			"//h/?%7e", "//h/?%7E"},
		// Half a document prints with the other half empty.
		{"wpath without wtype, which it follows", &ast.WAISPart{HostPort: hostPort("h", ""), WPath: &ast.WPath{Text: "p"}}, "//h/", "//h/"},
		{"database", &ast.Database{Text: "a%2fb"}, "a%2fb", "a%2Fb"},
		{"wtype", &ast.WType{Text: "%54"}, "%54", "T"},
		{"wpath", &ast.WPath{Text: "%7e"}, "%7e", "%7E"},
	}
	for _, tt := range tests {
		got := []string{sprint(t, printer.RawFormat, tt.node), sprint(t, printer.CanonicalFormat, tt.node)}
		if diff := cmp.Diff([]string{tt.raw, tt.canonical}, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.name, diff)
		}
	}
}
