package ast

// A Visitor's Visit method is invoked for each node encountered by Walk.
// If the result visitor w is not nil, Walk visits each of the children
// of node with w, followed by a call of w.Visit(nil).
type Visitor interface {
	Visit(node Node) (w Visitor)
}

// Parent is implemented by nodes declared outside this package (a scheme
// author's) so that Walk can reach their children. Children lists them in
// input order, leaving out absent ones.
type Parent interface {
	Children() []Node
}

// Walk traverses an AST in depth-first order, children in input order:
// it starts by calling v.Visit(node); node must not be nil.
func Walk(v Visitor, node Node) {
	if v = v.Visit(node); v == nil {
		return
	}
	for _, c := range children(node) {
		Walk(v, c)
	}
	v.Visit(nil)
}

// children lists the present children of n in input order.
func children(n Node) []Node {
	var out []Node
	add := func(c Node, present bool) {
		if present {
			out = append(out, c)
		}
	}
	switch n := n.(type) {
	case *URL:
		add(n.Scheme, n.Scheme != nil)
		add(n.Part, !isNil(n.Part))
	case *IPSchemePart:
		add(n.Login, n.Login != nil)
		add(n.Path, n.Path != nil)
	case *Login:
		add(n.User, n.User != nil)
		add(n.Password, n.Password != nil)
		add(n.HostPort, n.HostPort != nil)
	case *HostPort:
		add(n.Host, n.Host != nil)
		add(n.Port, n.Port != nil)
	case *Host:
		add(n.Name, n.Name != nil)
		add(n.Number, n.Number != nil)
	case *Hostname:
		for _, l := range n.Labels {
			add(l, l != nil)
		}
		add(n.Top, n.Top != nil)
	case *Hostnumber:
		for _, d := range n.Parts {
			add(d, d != nil)
		}
	case Parent:
		out = n.Children()
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
// f(node); node must not be nil. If f returns true, Inspect invokes f
// recursively for each of the children of node, followed by a call of
// f(nil).
func Inspect(node Node, f func(Node) bool) {
	Walk(inspector(f), node)
}
