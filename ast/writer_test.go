package ast_test

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
)

// TestWriterHooks checks that String and a Writer with no hooks write
// the same text, and that the hooks see what they are documented to:
// the Node hook every node, and may write one itself; the Leaf hook
// the text of each leaf.
func TestWriterHooks(t *testing.T) {
	u := &ast.URL{Scheme: &ast.Scheme{Text: "FTP"}, Part: &ast.FTPPart{
		Login: &ast.Login{User: &ast.User{Text: "u"}, HostPort: &ast.HostPort{Host: &ast.Host{Name: &ast.Hostname{
			Labels: []*ast.DomainLabel{{Text: "a"}}, Top: &ast.TopLabel{Text: "B"}}}, Port: &ast.Port{Text: "21"}}},
		Path: &ast.FPath{FSegments: []*ast.FSegment{{Text: "x"}, {Text: "y"}}}, Typecode: &ast.FTPType{Text: "I"},
	}}
	var plain ast.Writer
	plain.WriteNode(u)
	if got, want := string(plain.Buf), "FTP://u@a.B:21/x/y;type=I"; got != want || u.String() != want {
		t.Errorf("Writer wrote %q, String %q; want %q", got, u.String(), want)
	}
	h := &recorder{}
	w := ast.Writer{Hooks: h}
	w.WriteNode(u)
	want := []string{"*ast.Scheme FTP", "*ast.User u", "*ast.DomainLabel a", "*ast.TopLabel B", "*ast.Port 21", "path", "*ast.FTPType I"}
	if diff := cmp.Diff(want, h.seen); diff != "" {
		t.Errorf("hooks (-want +got):\n%s", diff)
	}
	if got, want := string(w.Buf), "://@.:/;type="; got != want {
		t.Errorf("with hooks the writer wrote %q, want the delimiters alone, %q", got, want)
	}
}

// recorder records the leaves it is asked to write, and writes an FPath
// itself, as "path".
type recorder struct{ seen []string }

func (r *recorder) Node(n ast.Node) bool {
	if _, ok := n.(*ast.FPath); ok {
		r.seen = append(r.seen, "path")
		return true
	}
	return false
}

func (r *recorder) Leaf(n ast.Node, text string) {
	r.seen = append(r.seen, fmt.Sprintf("%T %s", n, text))
}

func (r *recorder) Other(n ast.Node) { r.seen = append(r.seen, "other") }
