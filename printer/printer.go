package printer

import "github.com/urlsyntax/rfc1738/ast"

// A printer accumulates the text of one Fprint call.
type printer struct {
	canonical   bool // print in canonical form
	defaultPort int  // the default port of the URL being printed,
	hasDefault  bool // if it has one
	w           ast.Writer
	err         error // the first error, from a node the printer does not know
	// small is where w writes first: most URLs fit, and the printer,
	// which is allocated anyway, then holds them without a buffer of
	// their own.
	small [64]byte
}

// init sets the writer's hooks: in canonical form the printer's own
// (hooks.go), in raw form rawHooks, which write every node of package
// ast as its String does and a scheme author's node by other.
func (p *printer) init() {
	p.w.Buf = p.small[:0]
	if p.canonical {
		p.w.Hooks = p
		return
	}
	p.w.Hooks = rawHooks{p}
}

// rawHooks are the writer's hooks in raw form.
type rawHooks struct{ p *printer }

// Node leaves every node to its writer.
func (rawHooks) Node(ast.Node) bool { return false }

// Leaf writes the text as it is.
func (h rawHooks) Leaf(_ ast.Node, text string) { h.p.literal(text) }

// Other prints a node of a type package ast does not declare.
func (h rawHooks) Other(n ast.Node) { h.p.other(n) }

// node prints n, whatever its type.
func (p *printer) node(n ast.Node) { p.w.WriteNode(n) }

// literal appends s as it is.
func (p *printer) literal(s string) { p.w.Buf = append(p.w.Buf, s...) }
