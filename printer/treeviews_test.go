package printer_test

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/printer"
)

// growBuffer is a bytes.Buffer that records what it is grown by.
type growBuffer struct {
	bytes.Buffer
	grown []int
}

func (b *growBuffer) Grow(n int) {
	b.grown = append(b.grown, n)
	b.Buffer.Grow(n)
}

// checkTreeViews checks that c.FprintTreeViews of n writes what
// FprintTree and FprintJSON write, or fails as they do and writes
// nothing, and that its lines are the tree view's, each with its node's
// JSONNode, in order.
func checkTreeViews(t *testing.T, c *printer.DiagramConfig, n ast.Node) {
	t.Helper()
	var tree, js strings.Builder
	var lines []printer.TreeLine
	err := c.FprintTreeViews(printer.TreeViews{Tree: &tree, JSON: &js, Line: func(l printer.TreeLine) { lines = append(lines, l) }}, n)
	var wantTree, wantJSON strings.Builder
	errTree := c.FprintTree(&wantTree, n)
	errJSON := c.FprintJSON(&wantJSON, n)
	if (err != nil) != (errTree != nil) || (err != nil) != (errJSON != nil) {
		t.Fatalf("FprintTreeViews: %v; FprintTree: %v; FprintJSON: %v", err, errTree, errJSON)
	}
	if err != nil {
		if tree.Len() > 0 || js.Len() > 0 || len(lines) > 0 {
			t.Errorf("FprintTreeViews: error %v, and wrote %q, %q, %d lines", err, tree.String(), js.String(), len(lines))
		}
		return
	}
	if diff := cmp.Diff(wantTree.String(), tree.String()); diff != "" {
		t.Errorf("tree view (-FprintTree +FprintTreeViews):\n%s", diff)
	}
	if diff := cmp.Diff(wantJSON.String(), js.String()); diff != "" {
		t.Errorf("JSON form (-FprintJSON +FprintTreeViews):\n%s", diff)
	}
	var want []printer.TreeLine
	var walk func(j *printer.JSONNode)
	walk = func(j *printer.JSONNode) {
		want = append(want, printer.TreeLine{Production: j.Production, Label: j.Label, Pos: j.Pos, End: j.End})
		for _, k := range j.Children {
			walk(k)
		}
	}
	walk(c.JSONTree(n))
	text := tree.String()
	got := make([]printer.TreeLine, len(lines))
	offset := 0
	for i, l := range lines {
		// A label may hold a newline (a DiagramConfig's Labels may say
		// anything): a line is where the one before it ends.
		if l.Offset != offset || l.Count != len(lines) || l.Offset+l.Len >= len(text) || text[l.Offset+l.Len] != '\n' ||
			strings.Trim(text[l.Offset:l.Offset+l.Indent], "│├└─ ") != "" ||
			!strings.HasPrefix(text[l.Offset+l.Indent:], l.Label) {
			t.Errorf("line %d at [%d,+%d,+%d) of %q: not where the tree view has it", i, l.Offset, l.Indent, l.Len, text)
		}
		offset = l.Offset + l.Len + 1
		got[i] = printer.TreeLine{Production: l.Production, Label: l.Label, Pos: l.Pos, End: l.End}
	}
	if offset != len(text) {
		t.Errorf("the lines end at %d, the tree view at %d", offset, len(text))
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("lines' nodes (-JSONTree +got):\n%s", diff)
	}
}

// TestFprintTreeViews checks FprintTreeViews against FprintTree,
// FprintJSON and JSONTree on the URLs of the golden file, in English and
// French, and that a writer with a Grow method is grown once, by the
// size of its text. TestNoPanics checks it on generated trees.
func TestFprintTreeViews(t *testing.T) {
	for _, g := range urlGroups {
		for _, in := range g.urls {
			u := mustParse(t, in)
			for _, c := range []*printer.DiagramConfig{nil, {Lang: grammar.French}} {
				checkTreeViews(t, c, u)
				var tree, js growBuffer
				if err := c.FprintTreeViews(printer.TreeViews{Tree: &tree, JSON: &js}, u); err != nil {
					t.Fatal(err)
				}
				for _, b := range []*growBuffer{&tree, &js} {
					if len(b.grown) != 1 || b.grown[0] != b.Len() {
						t.Errorf("%s: grown by %v to write %d bytes", in, b.grown, b.Len())
					}
				}
			}
		}
	}
}

// TestFprintTreeViewsSome checks that FprintTreeViews writes the outputs
// it is given and only those, and tells the lines with no tree view.
func TestFprintTreeViewsSome(t *testing.T) {
	u := mustParse(t, "ftp://u@h/a;type=d")
	var all strings.Builder
	var allLines []printer.TreeLine
	if err := (*printer.DiagramConfig)(nil).FprintTreeViews(printer.TreeViews{Tree: &all, Line: func(l printer.TreeLine) { allLines = append(allLines, l) }}, u); err != nil {
		t.Fatal(err)
	}
	var js strings.Builder
	var lines []printer.TreeLine
	if err := (*printer.DiagramConfig)(nil).FprintTreeViews(printer.TreeViews{JSON: &js, Line: func(l printer.TreeLine) { lines = append(lines, l) }}, u); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(allLines, lines); diff != "" {
		t.Errorf("lines without a tree view (-with +without):\n%s", diff)
	}
	var want strings.Builder
	(*printer.DiagramConfig)(nil).FprintJSON(&want, u)
	if js.String() != want.String() {
		t.Errorf("JSON alone: %q, want %q", js.String(), want.String())
	}
	if err := (*printer.DiagramConfig)(nil).FprintTreeViews(printer.TreeViews{}, u); err != nil {
		t.Errorf("no output: %v", err)
	}
	if err := (*printer.DiagramConfig)(nil).FprintTreeViews(printer.TreeViews{Tree: &all}, (*ast.URL)(nil)); err == nil {
		t.Errorf("a nil *ast.URL: no error")
	}
}

// TestGrowOnce checks that every teaching output grows a writer with a
// Grow method once, by the size of what it then writes, and writes what
// it writes to a writer without one.
func TestGrowOnce(t *testing.T) {
	fr := &printer.DiagramConfig{Lang: grammar.French}
	for _, g := range urlGroups {
		for _, in := range g.urls {
			u := mustParse(t, in)
			outputs := map[string]func(w io.Writer) error{
				"FprintDiagram": func(w io.Writer) error { return fr.FprintDiagram(w, u) },
				"FprintError":   func(w io.Writer) error { return fr.FprintError(w, in+"\x00", u, len(in), "m\nn") },
				"FprintTree":    func(w io.Writer) error { return fr.FprintTree(w, u) },
				"FprintJSON":    func(w io.Writer) error { return fr.FprintJSON(w, u) },
			}
			for name, print := range outputs {
				var b growBuffer
				var plain strings.Builder
				if err := print(&b); err != nil {
					t.Fatal(err)
				}
				if err := print(struct{ io.Writer }{&plain}); err != nil {
					t.Fatal(err)
				}
				if len(b.grown) != 1 || b.grown[0] != b.Len() || b.String() != plain.String() {
					t.Errorf("%s of %s: grown by %v to write %d bytes; %d bytes without Grow", name, in, b.grown, b.Len(), plain.Len())
				}
			}
		}
	}
}
