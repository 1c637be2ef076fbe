package ast_test

import (
	"fmt"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestNodesAreStringers checks that every node of a tree of each scheme
// prints through fmt (Node embeds fmt.Stringer) as its own text, which
// is the input between its Pos and End.
func TestNodesAreStringers(t *testing.T) {
	for _, in := range []string{
		"ftp://u:p@ftp.iec.ch:21/pub/a;type=d",
		"http://www.iec.ch:80/a/b?q=1",
		"gopher://h:70/1sel%09search%09plus",
		"mailto:joe@iec.ch",
		"news:comp.os.unix",
		"news:a1@iec.ch",
		"nntp://h/comp.os/12",
		"telnet://u:p@h:23/",
		"wais://h/db?query",
		"wais://h/db/type/path",
		"file://localhost/etc/motd",
		"prospero://h/a/b;f=v",
		"x-other://u@10.0.0.1:8/p",
		"urn:isbn:0451450523",
	} {
		u, err := parser.Parse(in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", in, err)
		}
		nodes := 0
		ast.Inspect(u, func(n ast.Node) bool {
			if n == nil {
				return false
			}
			nodes++
			var s fmt.Stringer = n
			if got, want := fmt.Sprint(s), in[n.Pos():n.End()]; got != want {
				t.Errorf("%q: fmt.Sprint(%T) = %q, want %q", in, n, got, want)
			}
			return true
		})
		if nodes < 3 {
			t.Errorf("%q: only %d nodes visited", in, nodes)
		}
	}
}
