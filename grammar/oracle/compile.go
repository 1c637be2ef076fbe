package oracle

import (
	"fmt"

	"github.com/urlsyntax/rfc1738/grammar/interp"
)

// node is a node of the grammar as the matcher reads it: the IR with
// what only the parser needs (captures, struct types, union order)
// left out, since none of it changes which strings match.
type node struct {
	id       int32 // index in Oracle.nodes, part of the memo's keys
	kind     nodeKind
	items    []*node     // a sequence's items, a choice's alternatives, or the one expression of a group or lookahead
	mode     interp.Mode // a group's: Once (a struct), Optional or ZeroOrMore
	negative bool        // a lookahead's: (?! x)
	term     *term       // a terminal's
}

type nodeKind uint8

const (
	seqNode   nodeKind = iota // items in order
	altNode                   // any one of items
	groupNode                 // items[0], as mode says: once, ? or *
	lookNode                  // (?= items[0]) or (?! items[0])
	termNode                  // term
)

// compiler turns IR nodes into nodes, once per production, so that a
// recursive production is a cycle of nodes rather than an endless tree.
type compiler struct {
	nodes []*node
	prods map[interp.Node]*node
}

func (c *compiler) add(n *node) *node {
	n.id = int32(len(c.nodes))
	c.nodes = append(c.nodes, n)
	return n
}

// compile returns the node of n. A struct is a group of mode Once around
// its expression, and is registered before its expression is compiled,
// so that uses of the struct inside it find it.
func (c *compiler) compile(n interp.Node) (*node, error) {
	if p, ok := c.prods[n]; ok {
		return p, nil
	}
	switch n := n.(type) {
	case *interp.Struct:
		g := c.add(&node{kind: groupNode, mode: interp.Once})
		c.prods[n] = g
		e, err := c.compile(n.Expr)
		g.items = []*node{e}
		return g, err
	case *interp.Union:
		u := c.add(&node{kind: altNode})
		c.prods[n] = u
		for _, m := range n.Members {
			e, err := c.compile(m)
			if err != nil {
				return nil, err
			}
			u.items = append(u.items, e)
		}
		return u, nil
	case *interp.Capture:
		return c.compile(n.Expr)
	case *interp.Sequence:
		return c.list(seqNode, n.Items)
	case *interp.Disjunction:
		return c.list(altNode, n.Alts)
	case *interp.Group:
		return c.group(n)
	case *interp.Lookahead:
		l, err := c.list(lookNode, []interp.Node{n.Expr})
		if l != nil {
			l.negative = n.Negative
		}
		return l, err
	case *interp.Token:
		return c.add(&node{kind: termNode, term: tokenTerm(n)}), nil
	case *interp.Literal:
		return c.add(&node{kind: termNode, term: literalTerm(n)}), nil
	}
	return nil, fmt.Errorf("oracle: unknown grammar node %T", n)
}

// group returns the node of a group. x+ is read as x x*, so that the
// matcher knows two modes of repetition only: ? and *.
func (c *compiler) group(g *interp.Group) (*node, error) {
	e, err := c.compile(g.Expr)
	if err != nil || g.Mode == interp.Once {
		return e, err
	}
	mode := g.Mode
	if mode == interp.OneOrMore {
		mode = interp.ZeroOrMore
	}
	n := c.add(&node{kind: groupNode, mode: mode, items: []*node{e}})
	if g.Mode == interp.OneOrMore {
		n = c.add(&node{kind: seqNode, items: []*node{e, n}})
	}
	return n, nil
}

// list returns a node of kind k over the nodes of ns.
func (c *compiler) list(k nodeKind, ns []interp.Node) (*node, error) {
	out := &node{kind: k}
	for _, n := range ns {
		e, err := c.compile(n)
		if err != nil {
			return nil, err
		}
		out.items = append(out.items, e)
	}
	if len(out.items) == 0 {
		return nil, fmt.Errorf("oracle: empty %v in the grammar", k)
	}
	return c.add(out), nil
}

func (k nodeKind) String() string {
	return [...]string{"sequence", "choice", "group", "lookahead", "terminal"}[k]
}
