package ast

import "reflect"

// FirstDifference walks the trees a and b together, in input order, and
// returns the first node of b that is not of the type of the node of a
// in its place, or that is a leaf (a node without children) of another
// text, with that node of a (or, where one has fewer children than the
// other, the first extra child and the other's node); both are nil when
// the trees agree. The roots are compared by their text as well, which
// covers what nodes print beside their children (a delimiter a part
// writes by a field of its own). Spans are not compared: a tree a
// program built, whose spans are zero, agrees with the tree parsed from
// its text when each node is read back where it stands. A tree that
// prints as a URL read as another tree (a user printed without the "@"
// after it, read as the start of the host) differs from that parse at
// the first node read otherwise.
func FirstDifference(a, b Node) (inA, inB Node) {
	if IsNil(a) || IsNil(b) {
		if IsNil(a) != IsNil(b) {
			return a, b
		}
		return nil, nil
	}
	if a.String() != b.String() {
		return a, b
	}
	var d differ
	return d.first(a, b)
}

// differ walks two trees together; buf holds the children of the nodes
// being compared, each pair's after its parents', so that a walk over
// trees of n nodes allocates O(log n) times, as Walk does.
type differ struct{ buf []Node }

// first is FirstDifference below the roots: types everywhere, texts at
// the leaves, whose texts make up their ancestors'.
func (d *differ) first(a, b Node) (inA, inB Node) {
	if reflect.TypeOf(a) != reflect.TypeOf(b) {
		return a, b
	}
	start := len(d.buf)
	defer d.cut(start)
	d.buf = appendChildren(d.buf, a)
	mid := len(d.buf)
	d.buf = appendChildren(d.buf, b)
	na, nb := mid-start, len(d.buf)-mid
	if na == 0 && nb == 0 && a.String() != b.String() {
		return a, b
	}
	for i := 0; i < nb; i++ {
		if i >= na {
			return a, d.buf[mid+i]
		}
		if x, y := d.first(d.buf[start+i], d.buf[mid+i]); y != nil {
			return x, y
		}
	}
	if na > nb {
		return d.buf[start+nb], b
	}
	return nil, nil
}

// cut drops the children listed after n.
func (d *differ) cut(n int) { d.buf = d.buf[:n] }

// Spanned reports whether every node of n lies at its span in text, as
// the nodes of a tree parsed from text do: spans within text, each
// leaf's text (a node without children) where its span says. A tree a
// program built has zero spans, and one it changed, spans that no
// longer say where its nodes are: such trees are not Spanned by the
// text they print, which FirstDifference compares with its parse.
func Spanned(n Node, text string) bool {
	var d differ
	return d.spanned(n, text)
}

func (d *differ) spanned(n Node, text string) bool {
	if IsNil(n) {
		return true
	}
	pos, end := n.Pos(), n.End()
	if pos < 0 || end < pos || end > len(text) {
		return false
	}
	start := len(d.buf)
	defer d.cut(start)
	d.buf = appendChildren(d.buf, n)
	if len(d.buf) == start {
		return text[pos:end] == n.String()
	}
	for i := start; i < len(d.buf); i++ {
		if !d.spanned(d.buf[i], text) {
			return false
		}
	}
	return true
}
