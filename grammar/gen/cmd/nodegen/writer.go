package main

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/urlsyntax/rfc1738/grammar/internal/tagsyntax"
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
func leafField(n *node, e *tagsyntax.Expr) string {
	f := ""
	var walk func(e *tagsyntax.Expr) bool
	walk = func(e *tagsyntax.Expr) bool {
		switch e.Kind {
		case tagsyntax.Look:
			return true
		case tagsyntax.Lit:
			return false
		case tagsyntax.Ident:
			return e.Text == "EOF"
		case tagsyntax.Capture:
			if len(e.Subs) == 0 || n.fields[e.Field].typ != "Text" || f != "" {
				return false
			}
			f = n.fields[e.Field].name
			return true
		}
		for _, s := range e.Subs {
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
		e, err := parseTags(n.fields)
		if err != nil {
			return fmt.Errorf("%s: %s: %v", n.pos, n.name, err)
		}
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
func (g *writerGen) expr(e *tagsyntax.Expr) {
	switch e.Kind {
	case tagsyntax.Look:
	case tagsyntax.Lit:
		g.lits.WriteString(e.Text)
	case tagsyntax.Ident:
		if e.Text != "EOF" {
			g.fail("token %s outside a capture is not kept, so it cannot be written", e.Text)
		}
	case tagsyntax.Capture:
		g.capture(e)
	case tagsyntax.Seq:
		g.seq(e.Subs)
	case tagsyntax.Alt:
		g.alt(e.Subs, true)
	case tagsyntax.Group:
		g.group(e)
	}
}

// capture writes the field a capture fills.
func (g *writerGen) capture(e *tagsyntax.Expr) {
	f := g.field(e.Field)
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
		case f.typ == "bool" && len(e.Subs) == 1 && e.Subs[0].Kind == tagsyntax.Lit:
			g.line("if n.%s {", f.name)
			g.depth++
			g.line("w.WriteString(%s)", strconv.Quote(e.Subs[0].Text))
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
func (g *writerGen) seq(items []*tagsyntax.Expr) {
	for i := 0; i < len(items); i++ {
		e := items[i]
		if e.Kind == tagsyntax.Capture && kindOf(g.field(e.Field).typ, g.isNode, g.p.ifaces) == slice {
			sep, next := g.joined(items, i)
			name := g.field(e.Field).name
			g.line("for i, c := range n.%s {", name)
			g.depth++
			g.line("if i > 0 {")
			g.depth++
			g.line("w.WriteString(%s)", strconv.Quote(sep))
			g.depth--
			g.line("}")
			g.putElem(g.field(e.Field).typ)
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
func (g *writerGen) joined(items []*tagsyntax.Expr, i int) (sep string, next int) {
	f := items[i].Field
	next = i + 1
	for next < len(items) {
		var lits []*tagsyntax.Expr
		j := next
		for j < len(items) && items[j].Kind == tagsyntax.Lit {
			lits = append(lits, items[j])
			j++
		}
		switch {
		case j < len(items) && items[j].Kind == tagsyntax.Capture && items[j].Field == f && len(lits) > 0:
			// @@ "." @@
		case len(lits) == 0 && j < len(items) && items[j].Kind == tagsyntax.Group && items[j].Quant == '*':
			body := unwrap(items[j].Subs[0])
			if body.Kind != tagsyntax.Seq || len(body.Subs) < 2 || last(body).Kind != tagsyntax.Capture || last(body).Field != f {
				return sep, next
			}
			lits = body.Subs[:len(body.Subs)-1]
		default:
			return sep, next
		}
		s := ""
		for _, l := range lits {
			if l.Kind != tagsyntax.Lit {
				g.fail("field %s: a repetition between its captures that is not delimiters", g.field(f).name)
			}
			s += l.Text
		}
		if sep != "" && s != sep {
			g.fail("field %s: captures with different delimiters, %q and %q", g.field(f).name, sep, s)
		}
		sep, next = s, j+1
	}
	return sep, next
}

func last(e *tagsyntax.Expr) *tagsyntax.Expr { return e.Subs[len(e.Subs)-1] }

// unwrap returns the expression a group of one item, without a
// modifier, stands for.
func unwrap(e *tagsyntax.Expr) *tagsyntax.Expr {
	for (e.Kind == tagsyntax.Group && e.Quant == 0 || e.Kind == tagsyntax.Seq) && len(e.Subs) == 1 {
		e = e.Subs[0]
	}
	return e
}

// group writes a group: an optional one when the capture that starts it
// is present, a repeated one for each element of the slice it
// captures.
func (g *writerGen) group(e *tagsyntax.Expr) {
	body := unwrap(e.Subs[0])
	switch e.Quant {
	case 0, '+':
		if e.Quant == '+' {
			g.repeat(body)
			return
		}
		g.expr(body)
	case '?':
		alts := []*tagsyntax.Expr{body}
		if body.Kind == tagsyntax.Alt {
			alts = body.Subs
		}
		g.alt(alts, false)
	case '*':
		g.repeat(body)
	}
}

// repeat writes a repetition, ( "pre" @@ "post" )*, for each present
// element of the slice it captures.
func (g *writerGen) repeat(body *tagsyntax.Expr) {
	items := []*tagsyntax.Expr{body}
	if body.Kind == tagsyntax.Seq {
		items = body.Subs
	}
	pre, post, f := "", "", -1
	for _, it := range items {
		switch {
		case it.Kind == tagsyntax.Lit && f < 0:
			pre += it.Text
		case it.Kind == tagsyntax.Lit:
			post += it.Text
		case it.Kind == tagsyntax.Capture && f < 0 && kindOf(g.field(it.Field).typ, g.isNode, g.p.ifaces) == slice:
			f = it.Field
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
func (g *writerGen) alt(alts []*tagsyntax.Expr, required bool) {
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
		if u.Kind == tagsyntax.Capture && strings.HasPrefix(g.field(u.Field).typ, "*") {
			leaf = g.leaves[g.field(u.Field).typ[1:]]
		}
		switch {
		case u.Kind == tagsyntax.Capture && g.field(u.Field).typ == "bool":
			// The condition is the bool itself: write its literal.
			g.lits.WriteString(u.Subs[0].Text)
		case leaf != "":
			// The condition is that the leaf is present.
			g.line("w.text(n.%s, string(n.%s.%s))", g.field(u.Field).name, g.field(u.Field).name, leaf)
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
func (g *writerGen) presence(a *tagsyntax.Expr) string {
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
func firstSet(e *tagsyntax.Expr) []int {
	switch e.Kind {
	case tagsyntax.Capture:
		return []int{e.Field}
	case tagsyntax.Look, tagsyntax.Lit, tagsyntax.Ident:
		return nil
	case tagsyntax.Alt:
		var out []int
		for _, s := range e.Subs {
			out = append(out, firstSet(s)...)
		}
		return out
	}
	for _, s := range e.Subs {
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
func onlyChild(n *node, e *tagsyntax.Expr, isNode map[string]bool) string {
	e = unwrap(e)
	if e.Kind != tagsyntax.Capture || len(e.Subs) > 0 {
		return ""
	}
	f := n.fields[e.Field]
	if !strings.HasPrefix(f.typ, "*") || !isNode[f.typ[1:]] {
		return ""
	}
	return f.name
}
