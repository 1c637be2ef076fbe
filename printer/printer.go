package printer

import "github.com/urlsyntax/rfc1738/ast"

// A printer accumulates the text of one Fprint call.
type printer struct {
	canonical   bool // print in canonical form
	defaultPort int  // the default port of the URL being printed,
	hasDefault  bool // if it has one
	w           ast.Writer
	err         error // the first error, from a node the printer does not know
}

// init sets the writer's hooks: a scheme author's node is printed by
// other, and in canonical form the nodes whose canonical form differs
// in structure by canonicalNode, and the leaves by canonicalLeaf.
// Everything else is each node's own writer, which its String is too.
func (p *printer) init() {
	p.w.Other = p.other
	if p.canonical {
		p.w.Node = p.canonicalNode
		p.w.Leaf = p.canonicalLeaf
	}
}

// node prints n, whatever its type.
func (p *printer) node(n ast.Node) { p.w.WriteNode(n) }

// literal appends s as it is.
func (p *printer) literal(s string) { p.w.Buf = append(p.w.Buf, s...) }
