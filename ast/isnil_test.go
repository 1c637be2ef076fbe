package ast_test

import (
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
)

// authorPart is a scheme author's part, of a type this package does not
// declare.
type authorPart struct{ ast.Span }

func (*authorPart) String() string           { return "" }
func (*authorPart) DefaultPort() (int, bool) { return 0, false }

// authorList is a node of a kind that holds no pointer yet can be nil.
type authorList []ast.Node

func (authorList) Pos() int       { return 0 }
func (authorList) End() int       { return 0 }
func (authorList) String() string { return "" }

func TestIsNil(t *testing.T) {
	var nilURL *ast.URL
	for _, tc := range []struct {
		name string
		n    ast.Node
		want bool
	}{
		{"nil", nil, true},
		{"typed nil URL", nilURL, true},
		{"typed nil part of this package", (*ast.FTPPart)(nil), true},
		{"typed nil leaf", (*ast.Host)(nil), true},
		{"typed nil of an author's type", (*authorPart)(nil), true},
		{"nil slice of an author's type", authorList(nil), true},
		{"URL.Part of a URL built by hand", (&ast.URL{Part: (*ast.HTTPPart)(nil)}).Part, true},
		{"zero URL", &ast.URL{}, false},
		{"zero part", &ast.HTTPPart{}, false},
		{"author's zero part", &authorPart{}, false},
		{"empty slice of an author's type", authorList{}, false},
	} {
		if got := ast.IsNil(tc.n); got != tc.want {
			t.Errorf("%s: IsNil(%#v) = %v, want %v", tc.name, tc.n, got, tc.want)
		}
	}
}
