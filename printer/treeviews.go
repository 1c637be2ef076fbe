package printer

import (
	"bufio"
	"fmt"
	"io"

	"github.com/urlsyntax/rfc1738/ast"
)

// TreeViews are the outputs of a tree that FprintTreeViews writes from
// one reading of it: a program that shows both the tree view and the
// JSON form (a page, say) reads the tree once, not once for each.
type TreeViews struct {
	// Tree receives the tree view, as FprintTree writes it, and JSON the
	// JSON form, as FprintJSON writes it; either may be nil, for none.
	// Each is grown first when it has a Grow method (see the package
	// documentation).
	Tree, JSON io.Writer
	// Line, when not nil, is called with each line of the tree view, in
	// order, once the line is written (or would be, when Tree is nil):
	// a program can cut the text into its nodes' lines without reading
	// it again.
	Line func(TreeLine)
	// ErrorIn, when not empty, says that the tree is the part of an
	// invalid input that parsed (ParsedPrefix) and that the error, past
	// it, is in this production (DiagramConfig.ErrorIn): the node of it
	// that ends where the tree ends is shown without the nodes it holds,
	// which the error reads otherwise, as FprintError leaves out their
	// labels. As there, the node of the scheme's own production keeps
	// them.
	ErrorIn string
	// Misread, when not empty, says that the tree is the part of an
	// invalid input that parsed and that a note of the error says its
	// last part is no node of this production (DiagramConfig.Misread):
	// the node of it that ends where the tree ends is left out, with the
	// nodes it holds, as FprintError leaves out their labels.
	Misread string
}

// A TreeLine is one line of the tree view: where it is in the view's
// text, and the node it stands for.
type TreeLine struct {
	// Offset is the byte offset of the line's first byte in the tree
	// view, Indent how many bytes its indent and branch take ("│  └─ ")
	// before the node's label, and Len its length in bytes, without the
	// "\n" that ends it.
	Offset, Indent, Len int
	// Count is how many lines the tree view has, the same in each line:
	// a program can make its list of them once.
	Count int
	// Production, Label, Pos and End are the node's, as its JSONNode
	// gives them: its production's RFC name, its label in the
	// DiagramConfig's language, and the span the tree view shows.
	Production, Label string
	Pos, End          int
}

// FprintTreeViews writes the outputs v asks for of the tree under node,
// from one reading of it: the tree view, as FprintTree writes it, the
// JSON form, as FprintJSON writes it, and each line of the tree view to
// v.Line. A nil node, a nil pointer of a node type and a tree one of
// whose nodes' methods panics are errors, as they are for FprintTree,
// and nothing is written. Its allocations are those of one reading of
// the tree, as FprintTree's are, whatever v asks for.
func (c *DiagramConfig) FprintTreeViews(v TreeViews, node ast.Node) error {
	if ast.IsNil(node) {
		return fmt.Errorf("printer: FprintTreeViews of a nil node (%T)", node)
	}
	root, err := readTree(node)
	if err != nil {
		return err
	}
	if v.ErrorIn != "" {
		cutAt(root, v.ErrorIn, root.end)
	}
	if v.Misread != "" {
		dropAt(root, v.Misread, root.end)
	}
	l := c.labeler()
	var bw *bufio.Writer // one buffer, for every pass of every output
	if v.Tree != nil || v.Line != nil {
		t := treeWriter{l: l, each: v.Line}
		t.measure(root, 0)
		bw = writeSized(bw, v.Tree, func(w *bufio.Writer, out *offsetWriter) {
			t.w, t.out = w, out
			t.line(root, 0, "")
		})
		if err := bw.Flush(); err != nil {
			return err
		}
	}
	if v.JSON != nil {
		bw = writeSized(bw, v.JSON, func(w *bufio.Writer, _ *offsetWriter) {
			j := jsonWriter{w: w, l: l}
			j.object(root, 0)
			j.w.WriteByte('\n')
		})
	}
	if bw == nil {
		return nil
	}
	return bw.Flush()
}

// writeSized runs write on bw, reset to write to w through an
// offsetWriter, and returns bw (made when nil, of a size for w). When w has a Grow method
// write runs twice: first to count what it writes, which it discards,
// then to w, grown by that much. A nil w is written nothing: write runs
// once, for what it does beside writing.
func writeSized(bw *bufio.Writer, w io.Writer, write func(*bufio.Writer, *offsetWriter)) *bufio.Writer {
	out := &offsetWriter{w: io.Discard}
	g, grows := w.(interface{ Grow(int) })
	if bw == nil {
		// A text kept in memory gains nothing from a large buffer: it
		// is copied from it once either way.
		size := 4096
		if grows || w == nil {
			size = 64
		}
		bw = bufio.NewWriterSize(out, size)
	}
	if grows {
		bw.Reset(out)
		write(bw, nil)
		bw.Flush()
		g.Grow(out.n)
	}
	if w != nil {
		out = &offsetWriter{w: w}
	}
	bw.Reset(out)
	write(bw, out)
	return bw
}

// An offsetWriter passes what it is given on to w and counts it, so that
// a writer behind a bufio.Writer knows the offset of what it writes:
// n and the bytes still buffered.
type offsetWriter struct {
	w io.Writer
	n int
}

func (o *offsetWriter) Write(p []byte) (int, error) {
	n, err := o.w.Write(p)
	o.n += n
	return n, err
}

// cutAt leaves out the children of the node below n of production prod
// that ends at end (TreeViews.ErrorIn), but for the nodes a URL derives
// and the nodes they hold (derive): the scheme's own production, its
// scheme and the schemepart keep theirs.
func cutAt(n *tnode, prod string, end int) bool {
	for k := n.kid; k != nil; k = k.next {
		if !n.derived && k.prod.Name == prod && k.end == end {
			k.kid, k.last = nil, nil
			return true
		}
		if cutAt(k, prod, end) {
			return true
		}
	}
	return false
}

// dropAt leaves out the node below n of production prod that ends at
// end, or the login that is only that node (misreadAs), with the nodes
// it holds (TreeViews.Misread).
func dropAt(n *tnode, prod string, end int) bool {
	var prev *tnode
	for k := n.kid; k != nil; prev, k = k, k.next {
		if k.end == end && misreadAs(k.prod.Name, k.text, prod) {
			n.unlink(k, prev)
			return true
		}
		if dropAt(k, prod, end) {
			return true
		}
	}
	return false
}
