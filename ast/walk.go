package ast

import "slices"

// A Visitor's Visit method is invoked for each node encountered by Walk.
// If the result visitor w is not nil, Walk visits each of the children
// of node with w, followed by a call of w.Visit(nil).
type Visitor interface {
	Visit(node Node) (w Visitor)
}

// Parent lists a node's children, in input order, leaving out absent
// ones. Every node of this package with children implements it, by the
// listing nodegen writes from its tags. A scheme author's node may
// implement it; one that does not has its children read from its fields
// by reflection, in the order they are declared, which is the order its
// tags read the input in: the pointers to nodes, and the slices of them,
// that are set.
type Parent interface {
	Children() []Node
}

// Walk traverses an AST in depth-first order, children in input order:
// it starts by calling v.Visit(node). A nil node, or a nil pointer of a
// node type, is visited as any other and has no children. The children
// of the nodes of this package are listed in one buffer for the whole
// walk, so that a walk over a tree of n nodes allocates O(log n) times.
func Walk(v Visitor, node Node) {
	var w walker
	w.walk(v, node)
}

// ChildrenOf returns the children of n that Walk visits, in input
// order: those of this package's nodes, those a Parent lists, and those
// read from the fields of a scheme author's node that is not one.
func ChildrenOf(n Node) []Node { return appendChildren(nil, n) }

// walker holds the children of the nodes being walked, each node's
// after its parent's.
type walker struct{ buf []Node }

func (w *walker) walk(v Visitor, n Node) {
	if w == nil {
		return
	}
	if v = v.Visit(n); v == nil {
		return
	}
	start := len(w.buf)
	w.buf = appendChildren(w.buf, n)
	for i := start; i < len(w.buf); i++ {
		w.walk(v, w.buf[i]) // appends after len(w.buf) and cuts back
	}
	w.buf = w.buf[:start]
	v.Visit(nil)
}

// appendChildren appends to out each present child of n, in input
// order: by the listing nodegen writes from the fields and tags of this
// package's nodes (appendOwnChildren, zz_nodes.go), in which a child
// that the grammar writes only after another, as ftpurl writes a
// typecode only after an fpath, is listed only when that one is, as
// String and the printer write it; by Children for a Parent, such as a
// scheme author's type that embeds one of these nodes; by its fields
// otherwise.
func appendChildren(out []Node, n Node) []Node {
	if out, ok := appendOwnChildren(out, n); ok {
		return out
	}
	if p, ok := n.(Parent); ok {
		return append(out, p.Children()...)
	}
	return appendDerived(out, n)
}

// appendPresent appends to out the nodes of ns that are not nil, growing
// out once rather than by append's steps. It takes the nodes' pointer
// type, so that one compiled body serves every node type.
func appendPresent[P interface {
	*E
	Node
}, E any](out []Node, ns []P) []Node {
	out = slices.Grow(out, len(ns))
	for _, c := range ns {
		if c != nil {
			out = append(out, c)
		}
	}
	return out
}

// Inspect traverses an AST in depth-first order: it starts by calling
// f(node), which may be nil or a nil pointer, as in Walk. If f returns
// true, Inspect invokes f recursively for each of the children of node,
// followed by a call of f(nil).
//
// It calls f directly rather than through a Visitor, so that a function
// literal passed to it stays on its caller's stack, and it lists the
// children of the nodes of this package in a buffer on its own stack
// (appendOwnChildren's calls are static), grown on the heap only for a
// tree wider or deeper than a URL's usually is: so the validators that
// Parse runs use it without allocating.
func Inspect(node Node, f func(Node) bool) {
	var buf [inspectBuffer]Node
	inspect(f, node, buf[:0])
}

// inspectBuffer is how many children Inspect holds on its stack: those
// of the nodes on one path from the root, each node's after its
// parent's.
const inspectBuffer = 16

// inspect is Inspect from n, with the children of the nodes being
// walked in buf, each node's after its parent's, as in walker.walk.
func inspect(f func(Node) bool, n Node, buf []Node) []Node {
	if !f(n) {
		return buf
	}
	start := len(buf)
	buf = appendChildren(buf, n)
	for i := start; i < len(buf); i++ {
		buf = inspect(f, buf[i], buf) // appends after len(buf) and cuts back
	}
	f(nil)
	return buf[:start]
}
