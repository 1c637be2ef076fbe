package interp

import (
	"strconv"
	"strings"
)

// EBNF prints the grammar as participle's Parser.String does: one rule a
// line, "Name = expression .", from the root, each production once in
// the order it is first used. It is the test that Read reads the tags as
// participle does: both print the same text.
func (g *Grammar) EBNF() string {
	e := &ebnfPrinter{defined: map[Rule]bool{}}
	e.define(g.Root)
	lines := make([]string, len(e.rules))
	for i, r := range e.rules {
		lines[i] = r.name + " = " + r.body.String() + " ."
	}
	return strings.Join(lines, "\n")
}

type ebnfRule struct {
	name string
	body strings.Builder
}

type ebnfPrinter struct {
	defined map[Rule]bool
	rules   []*ebnfRule
}

// define adds the rule of p, once, before those of the productions its
// expression uses.
func (e *ebnfPrinter) define(p Rule) {
	if e.defined[p] {
		return
	}
	e.defined[p] = true
	r := &ebnfRule{name: p.RuleName()}
	e.rules = append(e.rules, r)
	switch p := p.(type) {
	case *Struct:
		e.expr(&r.body, p.Expr, true)
	case *Union:
		for i, m := range p.Members {
			if i > 0 {
				r.body.WriteString(" | ")
			}
			e.expr(&r.body, m, false)
		}
	}
}

// expr prints n; a rule's whole expression (top) and a lookahead's are
// printed without the parentheses that a choice or a sequence inside
// another expression gets.
func (e *ebnfPrinter) expr(b *strings.Builder, n Node, top bool) {
	switch n := n.(type) {
	case *Struct:
		b.WriteString(n.Name)
		e.define(n)
	case *Union:
		b.WriteString(n.Name)
		e.define(n)
	case *Disjunction:
		e.list(b, n.Alts, " | ", !top)
	case *Sequence:
		e.list(b, n.Items, " ", !top)
	case *Capture:
		e.expr(b, n.Expr, false)
	case *Token:
		b.WriteString("<" + strings.ToLower(n.Name) + ">")
	case *Literal:
		b.WriteString(strconv.Quote(n.Value))
	case *Group:
		// A group prints its expression followed by its modifier; the
		// parentheses of a group of mode Once inside it, directly or
		// under a capture, are not printed twice.
		inner := n.Expr
		if c, ok := inner.(*Capture); ok {
			if g, ok := c.Expr.(*Group); ok && g.Mode == Once {
				inner = g.Expr
			}
		} else if g, ok := inner.(*Group); ok && g.Mode == Once {
			inner = g.Expr
		}
		e.expr(b, inner, false)
		b.WriteString(n.Mode.Suffix())
	case *Lookahead:
		if n.Negative {
			b.WriteString("(?! ")
		} else {
			b.WriteString("(?= ")
		}
		e.expr(b, n.Expr, true)
		b.WriteString(")")
	}
}

func (e *ebnfPrinter) list(b *strings.Builder, nodes []Node, sep string, paren bool) {
	if paren {
		b.WriteString("(")
	}
	for i, n := range nodes {
		if i > 0 {
			b.WriteString(sep)
		}
		e.expr(b, n, false)
	}
	if paren {
		b.WriteString(")")
	}
}

// RuleEBNF returns production p's rule as EBNF, "Name = expression .",
// as EBNF prints it.
func RuleEBNF(p Rule) string {
	e := &ebnfPrinter{defined: map[Rule]bool{}}
	e.define(p)
	r := e.rules[0]
	return r.name + " = " + r.body.String() + " ."
}

// ExprEBNF returns n as EBNF, as EBNF prints it inside a rule.
func ExprEBNF(n Node) string {
	var b strings.Builder
	(&ebnfPrinter{defined: map[Rule]bool{}}).expr(&b, n, true)
	return b.String()
}
