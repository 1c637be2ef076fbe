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

// answeringPart is an author's part whose methods answer on a nil
// receiver, as a part's must.
type answeringPart struct{ ast.Span }

func (*answeringPart) String() string           { return "" }
func (*answeringPart) DefaultPort() (int, bool) { return 7, true }

// TestTypedNilAuthorPartAnswers checks that a URL asks an author's
// typed-nil part for its port, which IsNil would call absent: the
// library trusts an author's nil-safe methods, and treats as absent only
// its own parts' typed nils.
func TestTypedNilAuthorPartAnswers(t *testing.T) {
	u := &ast.URL{Scheme: &ast.Scheme{Text: "seven"}, Part: (*answeringPart)(nil)}
	if !ast.IsNil(u.Part) {
		t.Fatal("IsNil of a typed-nil part is false")
	}
	if port, ok := u.DefaultPort(); port != 7 || !ok {
		t.Errorf("DefaultPort() = %d, %v, want the part's 7, true", port, ok)
	}
	own := &ast.URL{Scheme: &ast.Scheme{Text: "ftp"}, Part: (*ast.HTTPPart)(nil)}
	if port, ok := own.DefaultPort(); port != 21 || !ok {
		t.Errorf("ftp with a typed-nil *HTTPPart: DefaultPort() = %d, %v, want ftp's 21, true", port, ok)
	}
}
