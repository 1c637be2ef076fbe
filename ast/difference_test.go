package ast_test

import (
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestFirstDifference compares trees a program built or changed with the
// parse of the text they print: where they agree, nil; where the text
// reads otherwise, the first node read otherwise and the node the tree
// holds there.
func TestFirstDifference(t *testing.T) {
	host := func(name string) *ast.HostPort {
		return &ast.HostPort{Host: &ast.Host{Name: &ast.Hostname{Top: &ast.TopLabel{Text: ast.Text(name)}}}}
	}
	for _, tc := range []struct {
		name      string
		built     *ast.URL
		held, got string // the nodes' texts, "" for none
	}{
		{"the same", &ast.URL{Scheme: &ast.Scheme{Text: "http"}, Part: &ast.HTTPPart{HostPort: host("h")}}, "", ""},
		{"a hostname's labels", &ast.URL{Scheme: &ast.Scheme{Text: "http"}, Part: &ast.HTTPPart{HostPort: &ast.HostPort{
			Host: &ast.Host{Name: &ast.Hostname{Labels: []*ast.DomainLabel{{Text: "a.b"}}, Top: &ast.TopLabel{Text: "c"}}}}}},
			"a.b", "a"},
	} {
		text := tc.built.String()
		parsed, err := parser.Parse(text)
		if err != nil {
			t.Errorf("%s: %s: %v", tc.name, text, err)
			continue
		}
		held, got := ast.FirstDifference(tc.built, parsed)
		if (held == nil) != (tc.held == "") || held != nil && (held.String() != tc.held || got.String() != tc.got) {
			t.Errorf("%s: FirstDifference(%s) = %v, %v; want %q, %q", tc.name, text, held, got, tc.held, tc.got)
		}
		if ast.Spanned(tc.built, text) && text != "" && held != nil {
			t.Errorf("%s: a built tree that differs from its parse is Spanned", tc.name)
		}
		if !ast.Spanned(parsed, text) {
			t.Errorf("%s: the tree parsed from %q is not Spanned by it", tc.name, text)
		}
		if held, got := ast.FirstDifference(parsed, parsed); held != nil || got != nil {
			t.Errorf("%s: a tree differs from itself at %v, %v", tc.name, held, got)
		}
	}
}
