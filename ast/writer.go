package ast

import "unsafe"

// A Writer receives the text of nodes, as the grammar writes them: each
// node's generated writer (zz_nodes.go) writes the delimiters its tags
// spell and the fields its tags capture, in order, so String, the
// printer's raw form and, through Hooks, its canonical form are one
// code path. The zero Writer appends the text as written to Buf.
type Writer struct {
	// Buf holds the text written.
	Buf []byte
	// Hooks, when set, changes what is written.
	Hooks Hooks

	count bool // only count the bytes, in n
	n     int
}

// Hooks changes what a Writer writes.
type Hooks interface {
	// Node is called before a node is written, the root and each child
	// but a leaf; when it returns true it has written the node, and the
	// writer goes on after it.
	Node(n Node) bool
	// Leaf writes the text of a leaf, a node whose text is one field
	// (Text), in place of the writer.
	Leaf(n Node, text string)
	// Other writes a node of a type declared outside this package (a
	// scheme author's), in place of its String.
	Other(n Node)
}

// WriteString writes s, a delimiter or a text. It is called, not
// inlined, at each of the many places the generated writers write: an
// append at each would add more to a program's size than it saves time.
//
//go:noinline
func (w *Writer) WriteString(s string) {
	if w.count {
		w.n += len(s)
		return
	}
	w.Buf = append(w.Buf, s...)
}

// WriteNode writes n, nil or a node of any type.
func (w *Writer) WriteNode(n Node) {
	if !putNode(w, n) {
		w.other(n)
	}
}

// writePart writes n, a URL's scheme part.
func (w *Writer) writePart(n Node) {
	if !putPart(w, n) {
		w.other(n)
	}
}

// other writes n, a node of a type this package does not declare.
func (w *Writer) other(n Node) {
	if isNilPart(n) || w.hooked(n) {
		return
	}
	if w.Hooks != nil && !w.count {
		w.Hooks.Other(n)
		return
	}
	w.WriteString(n.String())
}

// hooked reports whether the Node hook wrote n. It takes n as an any,
// and makes it a Node only for a hook: converting each node type to
// Node where it is written would put a method table per type in every
// program that calls String; for the same reason it is called, not
// inlined.
//
//go:noinline
func (w *Writer) hooked(n any) bool { return w.Hooks != nil && w.Hooks.Node(n.(Node)) }

// text writes the text of leaf n, which it takes as an any as hooked
// does; Hooks.Leaf writes it in place of the writer.
func (w *Writer) text(n any, text string) {
	if w.Hooks != nil && !w.count {
		w.Hooks.Leaf(n.(Node), text)
		return
	}
	w.WriteString(text)
}

// counting makes w count the bytes written, for sized to make room for
// them: a String writes its node twice, rather than each node's String
// copying its children's. Its writers stay on the stack, for the hooks
// are not handed them and every put is called by its exact type, so a
// String allocates its text only.
func (w *Writer) counting() *Writer {
	w.count = true
	return w
}

// sized makes w write into a buffer of n bytes.
func (w *Writer) sized(n int) *Writer {
	w.Buf = make([]byte, 0, n)
	return w
}

// string returns what w wrote. The string shares the buffer, as
// strings.Builder's does: nothing else holds the buffer, so nothing can
// change it.
func (w *Writer) string() string {
	return unsafe.String(unsafe.SliceData(w.Buf), len(w.Buf))
}
