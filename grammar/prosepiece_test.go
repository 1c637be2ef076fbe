package grammar_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// TestProsePiece checks both directions of the pieces the RFC's prose
// names: from the name to the production whose rule writes the piece,
// and back, by the production's name for a part of its text (an
// article's <unique>) and by the production itself for a rule's generic
// name (nntp's digits, not every digits); and none for other names.
func TestProsePiece(t *testing.T) {
	type piece struct {
		Key, Production string
		Found           bool
		Part, Named     string // PieceOf's and NamedIn's answers
	}
	var got []piece
	for _, key := range []string{"unique", "article-number", "article", "digits", "host"} {
		p, ok := grammar.ProsePiece(key)
		part, _ := grammar.PieceOf(p.Name)
		named, _ := grammar.NamedIn(p)
		got = append(got, piece{key, p.Name, ok, part, named})
	}
	want := []piece{
		{"unique", "article", true, "unique", ""},
		{"article-number", "digits", true, "", "article-number"},
		{"article", "", false, "", ""},
		{"digits", "", false, "", ""},
		{"host", "", false, "", ""},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("the prose's pieces (-want +got):\n%s", diff)
	}
	var others []string
	for _, name := range []string{"digits", "port", "host", "unique", "grouppart"} {
		if key, ok := grammar.PieceOf(name); ok {
			others = append(others, name+" "+key)
		}
	}
	for _, p := range []ast.Production{grammar.DigitsP, grammar.PortP, ast.ArticleP, ast.GroupP} {
		if key, ok := grammar.NamedIn(p); ok {
			others = append(others, p.Name+" "+key)
		}
	}
	if diff := cmp.Diff([]string(nil), others); diff != "" {
		t.Errorf("pieces of productions the prose names none of (-want +got):\n%s", diff)
	}
}
