package parser

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
)

// TestJoinParts holds Parts.Join to Parts.String of the joined path, and
// its offset to where that path starts, on every split of each path
// into a directory and the rest.
func TestJoinParts(t *testing.T) {
	for _, text := range []string{
		"http://a/b/c/g;x?y#s", "http://a", "http://a?y", "http://a;x", "http:g", "http:",
		"file:///x/y", "foo://h//p", "foo:/a/b?q", "x:a/b;p?q#f", "http://a/",
	} {
		p := ast.SplitParts(text)
		for i := 0; i <= len(p.Path); i++ {
			q := p
			dir := p.Path[:i]
			q.Path = p.Path[i:]
			got, at := q.Join(dir)
			if diff := cmp.Diff(p.String(), got); diff != "" {
				t.Errorf("Join(%q, %q) (-want +got):\n%s", text, dir, diff)
				continue
			}
			tail := ast.Parts{Params: p.Params, Query: p.Query, Fragment: p.Fragment}.String()
			if want := len(got) - len(tail) - len(p.Path); at != want {
				t.Errorf("Join(%q, %q): path at %d, want %d", text, dir, at, want)
			}
		}
	}
}
