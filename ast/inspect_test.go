package ast_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
)

// inspectTrees are an ftp URL with every kind of child: a login with user,
// password and port, a hostname of several labels, a path of segments
// and a typecode; and a scheme author's part that embeds one of this
// package's, whose children come from the embedded Children.
func inspectTrees() []*ast.URL {
	labels := []*ast.DomainLabel{{Text: "ftp"}, {Text: "example"}}
	host := &ast.Host{Name: &ast.Hostname{Labels: labels, Top: &ast.TopLabel{Text: "com"}}}
	login := &ast.Login{User: &ast.User{Text: "u"}, Password: &ast.Password{Text: "p"},
		HostPort: &ast.HostPort{Host: host, Port: &ast.Port{Text: "21"}}}
	path := &ast.FPath{FSegments: []*ast.FSegment{{Text: "a"}, {Text: "b"}, nil, {Text: "c"}}}
	ftp := &ast.URL{Scheme: &ast.Scheme{Text: "ftp"}, Part: &ast.FTPPart{Login: login, Path: path, Typecode: &ast.FTPType{Text: "i"}}}
	other := &ast.URL{Scheme: &ast.Scheme{Text: "x"}, Part: &embeddingPart{ast.IPSchemePart{Login: login}}}
	return []*ast.URL{ftp, other}
}

// embeddingPart is a scheme author's part that embeds one of this package's.
type embeddingPart struct{ ast.IPSchemePart }

// TestInspectMatchesWalk checks that Inspect visits the nodes Walk
// visits, in the same order, with the same nil after each node's
// children.
func TestInspectMatchesWalk(t *testing.T) {
	for _, u := range inspectTrees() {
		var walked, inspected []string
		name := func(n ast.Node) string {
			if n == nil {
				return "end"
			}
			return fmt.Sprintf("%T %s", n, n)
		}
		ast.Walk(visitRecorder(func(n ast.Node) { walked = append(walked, name(n)) }), u)
		ast.Inspect(u, func(n ast.Node) bool {
			inspected = append(inspected, name(n))
			return true
		})
		if diff := cmp.Diff(walked, inspected); diff != "" {
			t.Errorf("%s (-walk +inspect):\n%s", u, diff)
		}
		if !strings.Contains(strings.Join(inspected, "\n"), "*ast.TopLabel com") {
			t.Errorf("%s: the walk did not reach the toplabel: %q", u, inspected)
		}
	}
}

// visitRecorder is a Visitor that records every node, nil included.
type visitRecorder func(ast.Node)

func (r visitRecorder) Visit(n ast.Node) ast.Visitor {
	r(n)
	return r
}

// TestInspectAllocs checks that Inspect, with a function literal that
// keeps state of its caller's, allocates nothing on a tree of this
// package's nodes: the validators that Parse runs rely on it.
func TestInspectAllocs(t *testing.T) {
	u := inspectTrees()[0]
	ports := 0
	n := testing.AllocsPerRun(100, func() {
		ast.Inspect(u, func(n ast.Node) bool {
			if _, ok := n.(*ast.Port); ok {
				ports++
			}
			return true
		})
	})
	if n != 0 {
		t.Errorf("Inspect allocates %.0f times, want 0", n)
	}
	if ports == 0 {
		t.Error("Inspect found no port")
	}
}
