package ast

import "slices"

// A Visitor's Visit method is invoked for each node encountered by Walk.
// If the result visitor w is not nil, Walk visits each of the children
// of node with w, followed by a call of w.Visit(nil).
type Visitor interface {
	Visit(node Node) (w Visitor)
}

// Parent may be implemented by nodes declared outside this package (a
// scheme author's) to list their children, in input order, leaving out
// absent ones. A node that does not implement it has its children read
// from its fields, in the order they are declared, which is the order
// its tags read the input in: the pointers to nodes, and the slices of
// them, that are set.
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

// childLister is implemented by the nodes of this package whose children
// appendChildren does not list itself: each scheme part and its paths.
// Their Children method is appendChildren(nil).
type childLister interface {
	appendChildren(out []Node) []Node
}

// appendChildren appends to out each present child of n, in input
// order.
func appendChildren(out []Node, n Node) []Node {
	switch n := n.(type) {
	case *URL:
		if n == nil {
			break
		}
		if n.Scheme != nil {
			out = append(out, n.Scheme)
		}
		if !isNil(n.Part) {
			out = append(out, n.Part)
		}
	case *IPSchemePart:
		if n == nil {
			break
		}
		if n.Login != nil {
			out = append(out, n.Login)
		}
		if n.Path != nil {
			out = append(out, n.Path)
		}
	case *Login:
		if n == nil {
			break
		}
		if n.User != nil {
			out = append(out, n.User)
		}
		if n.Password != nil {
			out = append(out, n.Password)
		}
		if n.HostPort != nil {
			out = append(out, n.HostPort)
		}
	case *HostPort:
		if n == nil {
			break
		}
		if n.Host != nil {
			out = append(out, n.Host)
		}
		if n.Port != nil {
			out = append(out, n.Port)
		}
	case *Host:
		if n == nil {
			break
		}
		if n.Name != nil {
			out = append(out, n.Name)
		}
		if n.Number != nil {
			out = append(out, n.Number)
		}
	case *Hostname:
		if n == nil {
			break
		}
		out = slices.Grow(out, len(n.Labels)+1) // once, not by append's steps
		for _, l := range n.Labels {
			if l != nil {
				out = append(out, l)
			}
		}
		if n.Top != nil {
			out = append(out, n.Top)
		}
	case *Hostnumber:
		if n == nil {
			break
		}
		out = slices.Grow(out, len(n.Parts))
		for _, d := range n.Parts {
			if d != nil {
				out = append(out, d)
			}
		}
	case childLister:
		out = n.appendChildren(out)
	case Parent:
		out = append(out, n.Children()...)
	default:
		out = appendDerived(out, n)
	}
	return out
}

// isNil reports whether n is nil or holds a nil scheme part of this
// package; a tree built by hand may hold a typed nil in URL.Part. A
// scheme author's part must be nil-safe itself.
func isNil(n Node) bool {
	switch n := n.(type) {
	case nil:
		return true
	case *IPSchemePart:
		return n == nil
	case *OpaquePart:
		return n == nil
	case *FTPPart:
		return n == nil
	case *FilePart:
		return n == nil
	case *HTTPPart:
		return n == nil
	case *GopherPart:
		return n == nil
	case *MailtoPart:
		return n == nil
	case *NewsPart:
		return n == nil
	case *NNTPPart:
		return n == nil
	case *TelnetPart:
		return n == nil
	case *WAISPart:
		return n == nil
	case *ProsperoPart:
		return n == nil
	}
	return false
}

type inspector func(Node) bool

func (f inspector) Visit(node Node) Visitor {
	if f(node) {
		return f
	}
	return nil
}

// Inspect traverses an AST in depth-first order: it starts by calling
// f(node), which may be nil or a nil pointer, as in Walk. If f returns
// true, Inspect invokes f recursively for each of the children of node,
// followed by a call of f(nil).
func Inspect(node Node, f func(Node) bool) {
	Walk(inspector(f), node)
}
