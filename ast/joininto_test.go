package ast_test

import (
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
)

// TestJoinInto checks that JoinInto writes after what a builder holds
// what Join returns, its path's offset moved by that much.
func TestJoinInto(t *testing.T) {
	for _, tc := range []struct{ ref, dir string }{
		{"http://a/b/c;p?q#f", ""},
		{"//a?y", ""},
		{"g;x?y#s", "/b/c/"},
		{"http://a", "b/"},
		{"", ""},
	} {
		p := ast.SplitParts(tc.ref)
		text, pathAt := p.Join(tc.dir)
		var b strings.Builder
		b.WriteString("held")
		at := p.JoinInto(&b, tc.dir)
		if b.String() != "held"+text || at != len("held")+pathAt {
			t.Errorf("JoinInto(%q, %q) wrote %q, path at %d; Join gives %q, path at %d", tc.ref, tc.dir, b.String(), at, text, pathAt)
		}
	}
}
