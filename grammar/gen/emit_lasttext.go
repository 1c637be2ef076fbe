package gen

import (
	"fmt"
	"reflect"

	"github.com/urlsyntax/rfc1738/grammar/interp"
)

// A hostname is (DomainLabel ".")* TopLabel: read as PEG reads it, its
// last label is read as a domain label, which takes a node, then, when
// no "." follows, given back and read again as the top label. Where a
// sequence holds such a pair, (A sep)* B with A and B text nodes that
// read the same bytes once their first byte is read, and B's first
// bytes among A's, the parser reads each text once: a node is made only
// for an A that its separator follows, and the last text is B's when it
// starts with one of B's bytes. The tree is the same (B reads the bytes
// A read, as their rest is the same greedy run), and the block holds no
// node for the label read twice.

// textStruct is a production that captures one text and nothing else:
// its first byte, and the rest, which always matches.
type textStruct struct {
	s         *interp.Struct
	first     [256]bool
	firstNode interp.Node
	rest      interp.Node
}

// asTextStruct returns n as a textStruct, or false.
func asTextStruct(n interp.Node) (textStruct, bool) {
	s, ok := n.(*interp.Struct)
	if !ok || s.Span == nil || s.Pos != nil || s.EndPos != nil || s.Type.NumField() != 2 {
		return textStruct{}, false
	}
	cp, ok := s.Expr.(*interp.Capture)
	if !ok || cp.Kind != interp.CaptureText || cp.Field.Type != textType {
		return textStruct{}, false
	}
	seq, ok := unwrapOnce(cp.Expr).(*interp.Sequence)
	if !ok || len(seq.Items) != 2 || !alwaysMatches(seq.Items[1]) {
		return textStruct{}, false
	}
	first, esc, ok := byteMatcher(seq.Items[0])
	if !ok || esc || first['%'] {
		return textStruct{}, false
	}
	return textStruct{s: s, first: first, firstNode: seq.Items[0], rest: seq.Items[1]}, true
}

// unwrapOnce returns n without the groups of one match around it.
func unwrapOnce(n interp.Node) interp.Node {
	for g, ok := n.(*interp.Group); ok && g.Mode == interp.Once; g, ok = n.(*interp.Group) {
		n = g.Expr
	}
	return n
}

// lastText is a pair (A sep)* B of a sequence that reads each text once.
type lastText struct {
	group     interp.Node     // (@@ A sep)*
	rep, last *interp.Capture // @@ A, appended; @@ B, set
	a, b      textStruct
	sep       [256]bool
	sepNode   interp.Node
}

// lastTextAt returns items i and i+1 of a sequence as a lastText, or
// false.
func lastTextAt(items []interp.Node, i int) (lastText, bool) {
	if i+1 >= len(items) {
		return lastText{}, false
	}
	rep, last := items[i], items[i+1]
	g, ok := rep.(*interp.Group)
	if !ok || g.Mode != interp.ZeroOrMore {
		return lastText{}, false
	}
	seq, ok := unwrapOnce(g.Expr).(*interp.Sequence)
	if !ok || len(seq.Items) != 2 {
		return lastText{}, false
	}
	ca, okA := seq.Items[0].(*interp.Capture)
	cb, okB := last.(*interp.Capture)
	if !okA || !okB || ca.Kind != interp.AppendStruct || cb.Kind != interp.SetStruct {
		return lastText{}, false
	}
	a, okA := asTextStruct(ca.Expr)
	b, okB := asTextStruct(cb.Expr)
	sep, esc, okSep := byteMatcher(seq.Items[1])
	if !okA || !okB || !okSep || esc || sep['%'] || exprEBNF(a.rest) != exprEBNF(b.rest) {
		return lastText{}, false
	}
	for i := range b.first {
		if b.first[i] && !a.first[i] {
			return lastText{}, false
		}
	}
	return lastText{group: rep, rep: ca, last: cb, a: a, b: b, sep: sep, sepNode: seq.Items[1]}, true
}

// fastLastText returns the code of l, which sets ok as the two items'
// code would.
func (e *emitter) fastLastText(c *fastCtx, l lastText) (string, error) {
	rest, err := e.fastNode(c, l.a.rest)
	if err != nil {
		return "", err
	}
	start, end := c.local("textStart"), c.local("textEnd")
	sel := selector(c.s.Type, l.rep.Field.Index)
	el := fieldElem(c.s.Type, sel)
	aFirst := e.set(&l.a.first, exprEBNF(l.a.firstNode), c.s.Name)
	return fmt.Sprintf("{ // %[1]s %[2]s: each text read once, the last as %[3]s\n"+
		"var %[4]s, %[5]s int\n"+
		"for {\n%[4]s = p.Pos\nok = p.Byte(&%[6]s)\nif ok {\n%[7]s}\nif !ok {\nbreak\n}\n%[5]s = p.Pos\n"+
		"if !p.Byte(&%[8]s) {\nbreak\n}\nch := p.%[10]s(%[4]s, %[5]s)\n%[11]s\n%[12]s}\n"+
		"if ok = ok && %[13]s[p.In[%[4]s]]; ok {\nn.%[14]s = p.%[15]s(%[4]s, %[5]s)\n%[12]s}\n}\n",
		exprEBNF(l.group), exprEBNF(l.last), l.b.s.Name, start, end, aFirst, rest,
		e.set(&l.sep, exprEBNF(l.sepNode), c.s.Name), c.parsed[sel], e.takeName(l.a.s.Type), push(c.parsed[sel], "ch", e.ptrSlab(el).stack), count(c),
		e.set(&l.b.first, exprEBNF(l.b.firstNode), c.s.Name), selector(c.s.Type, l.last.Field.Index), e.takeName(l.b.s.Type)), nil
}

// takeName returns the method that makes a node of type t, a text
// production's, of a text already read, and notes that it must be
// written.
func (e *emitter) takeName(t reflect.Type) string {
	if !e.takes[t] {
		e.takes[t] = true
		e.takeOrder = append(e.takeOrder, t)
	}
	return "take" + t.Name()
}

// takeSource adds the take methods not yet written to e.methodSrcs.
func (e *emitter) takeSource() {
	for _, t := range e.takeOrder[e.takesWritten:] {
		name := e.typeName(t)
		m := method{name: "take" + t.Name()}
		m.src = fmt.Sprintf("\n// take%[1]s returns a %[1]s node of the text in[start:end], which\n"+
			"// it has read, from the node's slots.\nfunc (p *%[2]s) take%[1]s(start, end int) *%[3]s {\n"+
			"n := %[3]s{Span: %[4]s.At(start, end), Text: %[5]s(p.In[start:end])}\n%[6]s",
			t.Name(), parserType, name, e.importPath("github.com/urlsyntax/rfc1738/ast"), e.typeName(textType), e.slotTail(t))
		e.methodSrcs = append(e.methodSrcs, m)
	}
	e.takesWritten = len(e.takeOrder)
}
