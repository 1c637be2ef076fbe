package main

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
)

// A writerGen writes the put method of one node: the Go statements that
// write the node's text as its tags read it, delimiters as the tags
// spell them and captures as the fields hold them.
type writerGen struct {
	p      *pkg
	n      *node
	isNode map[string]bool
	leaves map[string]string // the leaves' Text fields, by type
	b      bytes.Buffer
	lits   strings.Builder // delimiters not yet written, to write as one
	depth  int
	err    error
}

// leafField returns the Text field n's tags capture when it is all they
// write (a leaf: its text is that field), and "" otherwise.
func leafField(n *node, e *expr) string {
	f := ""
	var walk func(e *expr) bool
	walk = func(e *expr) bool {
		switch e.kind {
		case eLook:
			return true
		case eLit:
			return false
		case eIdent:
			return e.lit == "EOF"
		case eCapture:
			if len(e.subs) == 0 || n.fields[e.field].typ != "Text" || f != "" {
				return false
			}
			f = n.fields[e.field].name
			return true
		}
		for _, s := range e.subs {
			if !walk(s) {
				return false
			}
		}
		return true
	}
	if !walk(e) {
		return ""
	}
	return f
}

// emitWriters writes each node's String method and, but for a leaf's,
// its put method. A leaf has no put: its parents, and putNode, write
// its text with w.text.
func emitWriters(b *bytes.Buffer, p *pkg) error {
	isNode := map[string]bool{}
	for _, m := range p.nodes {
		isNode[m.name] = true
	}
	leaves, err := leavesOf(p)
	if err != nil {
		return err
	}
	for _, n := range p.nodes {
		if f := leaves[n.name]; f != "" {
			fmt.Fprintf(b, "\n// String returns the %s as written.\nfunc (n *%s) String() string {\n\tif n == nil {\n\t\treturn \"\"\n\t}\n\treturn string(n.%s)\n}\n", n.name, n.name, f)
			continue
		}
		e, _ := parseTags(n.fields)
		g := &writerGen{p: p, n: n, isNode: isNode, leaves: leaves, depth: 1}
		g.expr(e)
		g.flush()
		if g.err != nil {
			return fmt.Errorf("%s: %s: %v", n.pos, n.name, g.err)
		}
		if f := onlyChild(n, e, isNode); f != "" {
			// Its text is its one child's.
			fmt.Fprintf(b, "\n// String returns the %s as written.\nfunc (n *%s) String() string {\n\tif n == nil {\n\t\treturn \"\"\n\t}\n\treturn n.%s.String()\n}\n", n.name, n.name, f)
		} else {
			fmt.Fprintf(b, "\n// String returns the %s as written.\nfunc (n *%s) String() string {\n\tvar count, w Writer\n\tn.put(count.counting())\n\tn.put(w.sized(count.n))\n\treturn w.string()\n}\n", n.name, n.name)
		}
		fmt.Fprintf(b, "\n// put writes the %s as its tags read it.\nfunc (n *%s) put(w *Writer) {\n\tif n == nil || w.hooked(n) {\n\t\treturn\n\t}\n%s}\n", n.name, n.name, g.b.String())
	}
	return nil
}

// leavesOf returns, for each leaf of p, the Text field that is all its
// tags write.
func leavesOf(p *pkg) (map[string]string, error) {
	out := map[string]string{}
	for _, n := range p.nodes {
		e, err := parseTags(n.fields)
		if err != nil {
			return nil, fmt.Errorf("%s: %s: %v", n.pos, n.name, err)
		}
		if f := leafField(n, e); f != "" {
			out[n.name] = f
		}
	}
	return out, nil
}

func (g *writerGen) fail(format string, args ...any) {
	if g.err == nil {
		g.err = fmt.Errorf(format, args...)
	}
}

// line writes one statement, after the delimiters before it.
func (g *writerGen) line(format string, args ...any) {
	g.flush()
	g.b.WriteString(strings.Repeat("\t", g.depth))
	fmt.Fprintf(&g.b, format, args...)
	g.b.WriteByte('\n')
}

// flush writes the delimiters collected so far.
func (g *writerGen) flush() {
	if g.lits.Len() == 0 {
		return
	}
	s := g.lits.String()
	g.lits.Reset()
	g.line("w.WriteString(%s)", strconv.Quote(s))
}

func (g *writerGen) field(i int) field { return g.n.fields[i] }

// expr writes the statements that write e.
func (g *writerGen) expr(e *expr) {
	switch e.kind {
	case eLook:
	case eLit:
		g.lits.WriteString(e.lit)
	case eIdent:
		if e.lit != "EOF" {
			g.fail("token %s outside a capture is not kept, so it cannot be written", e.lit)
		}
	case eCapture:
		g.capture(e)
	case eSeq:
		g.seq(e.subs)
	case eAlt:
		g.alt(e.subs, true)
	case eGroup:
		g.group(e)
	}
}

// capture writes the field a capture fills.
func (g *writerGen) capture(e *expr) {
	f := g.field(e.field)
	switch kindOf(f.typ, g.isNode, g.p.ifaces) {
	case pointer:
		if t := g.leaves[f.typ[1:]]; t != "" {
			g.line("if c := n.%s; c != nil {", f.name)
			g.depth++
			g.line("w.text(c, string(c.%s))", t)
			g.depth--
			g.line("}")
			break
		}
		g.line("n.%s.put(w)", f.name)
	case iface:
		g.line("w.writePart(n.%s)", f.name)
	case slice:
		g.fail("field %s is a slice captured outside a repetition", f.name)
	default:
		switch {
		case f.typ == "Text":
			g.line("w.text(n, string(n.%s))", f.name)
		case f.typ == "bool" && len(e.subs) == 1 && e.subs[0].kind == eLit:
			g.line("if n.%s {", f.name)
			g.depth++
			g.line("w.WriteString(%s)", strconv.Quote(e.subs[0].lit))
			g.depth--
			g.line("}")
		default:
			g.fail("cannot write field %s of type %s", f.name, f.typ)
		}
	}
}

// seq writes a sequence. A slice field captured again and again with
// the same delimiter between (@@ ( "/" @@ )*, or @@ "." @@ "." @@) is
// its present elements joined with that delimiter.
func (g *writerGen) seq(items []*expr) {
	for i := 0; i < len(items); i++ {
		e := items[i]
		if e.kind == eCapture && kindOf(g.field(e.field).typ, g.isNode, g.p.ifaces) == slice {
			sep, next := g.joined(items, i)
			name := g.field(e.field).name
			g.line("for i, c := range n.%s {", name)
			g.depth++
			g.line("if i > 0 {")
			g.depth++
			g.line("w.WriteString(%s)", strconv.Quote(sep))
			g.depth--
			g.line("}")
			g.putElem(g.field(e.field).typ)
			g.depth--
			g.line("}")
			i = next - 1
			continue
		}
		g.expr(e)
	}
}

// joined returns the delimiter between the captures of the slice field
// captured at items[i], and the index after the last of them.
func (g *writerGen) joined(items []*expr, i int) (sep string, next int) {
	f := items[i].field
	next = i + 1
	for next < len(items) {
		var lits []*expr
		j := next
		for j < len(items) && items[j].kind == eLit {
			lits = append(lits, items[j])
			j++
		}
		switch {
		case j < len(items) && items[j].kind == eCapture && items[j].field == f && len(lits) > 0:
			// @@ "." @@
		case len(lits) == 0 && j < len(items) && items[j].kind == eGroup && items[j].quant == '*':
			body := unwrap(items[j].subs[0])
			if body.kind != eSeq || len(body.subs) < 2 || last(body).kind != eCapture || last(body).field != f {
				return sep, next
			}
			lits = body.subs[:len(body.subs)-1]
		default:
			return sep, next
		}
		s := ""
		for _, l := range lits {
			if l.kind != eLit {
				g.fail("field %s: a repetition between its captures that is not delimiters", g.field(f).name)
			}
			s += l.lit
		}
		if sep != "" && s != sep {
			g.fail("field %s: captures with different delimiters, %q and %q", g.field(f).name, sep, s)
		}
		sep, next = s, j+1
	}
	return sep, next
}

func last(e *expr) *expr { return e.subs[len(e.subs)-1] }

// unwrap returns the expression a group of one item, without a
// modifier, stands for.
func unwrap(e *expr) *expr {
	for (e.kind == eGroup && e.quant == 0 || e.kind == eSeq) && len(e.subs) == 1 {
		e = e.subs[0]
	}
	return e
}

// group writes a group: an optional one when the capture that starts it
// is present, a repeated one for each element of the slice it
// captures.
func (g *writerGen) group(e *expr) {
	body := unwrap(e.subs[0])
	switch e.quant {
	case 0, '+':
		if e.quant == '+' {
			g.repeat(body)
			return
		}
		g.expr(body)
	case '?':
		alts := []*expr{body}
		if body.kind == eAlt {
			alts = body.subs
		}
		g.alt(alts, false)
	case '*':
		g.repeat(body)
	}
}

// repeat writes a repetition, ( "pre" @@ "post" )*, for each present
// element of the slice it captures.
func (g *writerGen) repeat(body *expr) {
	items := []*expr{body}
	if body.kind == eSeq {
		items = body.subs
	}
	pre, post, f := "", "", -1
	for _, it := range items {
		switch {
		case it.kind == eLit && f < 0:
			pre += it.lit
		case it.kind == eLit:
			post += it.lit
		case it.kind == eCapture && f < 0 && kindOf(g.field(it.field).typ, g.isNode, g.p.ifaces) == slice:
			f = it.field
		default:
			g.fail("a repetition that is not delimiters around one slice field's capture")
			return
		}
	}
	if f < 0 {
		g.fail("a repetition that captures nothing cannot be written")
		return
	}
	g.line("for _, c := range n.%s {", g.field(f).name)
	g.depth++
	g.lits.WriteString(pre)
	g.putElem(g.field(f).typ)
	g.lits.WriteString(post)
	g.flush()
	g.depth--
	g.line("}")
}

// alt writes the first alternative whose first capture is present. An
// alternative that captures nothing is written when no other is, if
// required; an optional group's alternative must capture something.
func (g *writerGen) alt(alts []*expr, required bool) {
	open := false
	for i, a := range alts {
		cond := g.presence(a)
		switch {
		case cond == "" && (!required || i != len(alts)-1):
			g.fail("an alternative that captures nothing cannot be told written or not")
			return
		case cond == "" && open:
			g.line("} else {")
		case cond == "":
			g.expr(a)
			return
		case open:
			g.line("} else if %s {", cond)
		default:
			g.line("if %s {", cond)
		}
		open = true
		g.depth++
		u := unwrap(a)
		leaf := ""
		if u.kind == eCapture && strings.HasPrefix(g.field(u.field).typ, "*") {
			leaf = g.leaves[g.field(u.field).typ[1:]]
		}
		switch {
		case u.kind == eCapture && g.field(u.field).typ == "bool":
			// The condition is the bool itself: write its literal.
			g.lits.WriteString(u.subs[0].lit)
		case leaf != "":
			// The condition is that the leaf is present.
			g.line("w.text(n.%s, string(n.%s.%s))", g.field(u.field).name, g.field(u.field).name, leaf)
		default:
			g.expr(a)
		}
		g.flush()
		g.depth--
	}
	if open {
		g.line("}")
	}
}

// presence returns the condition that alternative a was written: that
// one of the captures it can start with is present; "" when it starts
// with none.
func (g *writerGen) presence(a *expr) string {
	var conds []string
	for _, f := range firstSet(a) {
		c := present(g.field(f))
		if k := kindOf(g.field(f).typ, g.isNode, g.p.ifaces); k == iface {
			c = "!isNilPart(n." + g.field(f).name + ")"
		}
		if c == "" {
			g.fail("field %s cannot be told present or not", g.field(f).name)
		}
		conds = append(conds, c)
	}
	return strings.Join(conds, " || ")
}

// firstSet returns the fields of the captures e can start with.
func firstSet(e *expr) []int {
	switch e.kind {
	case eCapture:
		return []int{e.field}
	case eLook, eLit, eIdent:
		return nil
	case eAlt:
		var out []int
		for _, s := range e.subs {
			out = append(out, firstSet(s)...)
		}
		return out
	}
	for _, s := range e.subs {
		if f := firstSet(s); len(f) > 0 {
			return f
		}
	}
	return nil
}

// putElem writes c, an element of a slice of type typ.
func (g *writerGen) putElem(typ string) {
	t := g.leaves[strings.TrimPrefix(typ, "[]*")]
	if t == "" {
		g.line("c.put(w)")
		return
	}
	g.line("if c != nil {")
	g.depth++
	g.line("w.text(c, string(c.%s))", t)
	g.depth--
	g.line("}")
}

// onlyChild returns the field of n's one child when its tags write that
// child and nothing else, and "" otherwise.
func onlyChild(n *node, e *expr, isNode map[string]bool) string {
	e = unwrap(e)
	if e.kind != eCapture || len(e.subs) > 0 {
		return ""
	}
	f := n.fields[e.field]
	if !strings.HasPrefix(f.typ, "*") || !isNode[f.typ[1:]] {
		return ""
	}
	return f.name
}
