package interp

import "fmt"

// Children returns the nodes n is made of, in order: a struct's
// expression, a union's members, a sequence's items, a choice's
// alternatives, the expression of a group, a capture or a lookahead.
func Children(n Node) []Node {
	switch n := n.(type) {
	case *Struct:
		return []Node{n.Expr}
	case *Union:
		out := make([]Node, len(n.Members))
		for i, m := range n.Members {
			out[i] = m
		}
		return out
	case *Sequence:
		return n.Items
	case *Disjunction:
		return n.Alts
	case *Group:
		return []Node{n.Expr}
	case *Capture:
		return []Node{n.Expr}
	case *Lookahead:
		return []Node{n.Expr}
	}
	return nil
}

// productions lists the productions reachable from root, depth first in
// order of first use: the order of EBNF's rules.
func productions(root *Struct) []Rule {
	var out []Rule
	seen := map[Rule]bool{}
	var walk func(n Node)
	walk = func(n Node) {
		if p, ok := n.(Rule); ok {
			if seen[p] {
				return
			}
			seen[p] = true
			out = append(out, p)
		}
		for _, c := range Children(n) {
			walk(c)
		}
	}
	walk(root)
	return out
}

// Nullable reports whether n can match without consuming a token: a
// lookahead, EOF, an optional or a repeated group, or a node made only
// of such.
func Nullable(n Node) bool {
	return nullable(n, map[*Struct]bool{})
}

func nullable(n Node, visiting map[*Struct]bool) bool {
	switch n := n.(type) {
	case *Struct:
		if visiting[n] {
			return false // left recursion, refused by check
		}
		visiting[n] = true
		defer delete(visiting, n)
		return nullable(n.Expr, visiting)
	case *Union:
		for _, m := range n.Members {
			if nullable(m, visiting) {
				return true
			}
		}
		return false
	case *Sequence:
		for _, it := range n.Items {
			if !nullable(it, visiting) {
				return false
			}
		}
		return true
	case *Disjunction:
		for _, a := range n.Alts {
			if nullable(a, visiting) {
				return true
			}
		}
		return false
	case *Group:
		return n.Mode == Optional || n.Mode == ZeroOrMore || nullable(n.Expr, visiting)
	case *Capture:
		return nullable(n.Expr, visiting)
	case *Lookahead:
		return true
	case *Token:
		return n.Name == "EOF"
	}
	return false
}

// check refuses what participle builds but cannot parse with: left
// recursion (participle's Build refuses the cases it detects), and a
// repetition whose expression can match without consuming, which
// participle repeats MaxIterations times.
func check(g *Grammar) error {
	for _, p := range g.Rules {
		s, ok := p.(*Struct)
		if !ok {
			continue
		}
		if leftReaches(s.Expr, s, map[Node]bool{}) {
			return &Error{Production: s.Type.String(), Construct: "left recursion",
				Reason: fmt.Sprintf("%s can be reached again before a token is consumed", s.Name)}
		}
		var err error
		var walk func(n Node)
		walk = func(n Node) {
			if err != nil {
				return
			}
			if _, ok := n.(Rule); ok {
				return // checked as a production of its own
			}
			if gr, ok := n.(*Group); ok && (gr.Mode == ZeroOrMore || gr.Mode == OneOrMore) && Nullable(gr.Expr) {
				err = &Error{Production: s.Type.String(), Construct: fmt.Sprintf("repetition %q of an expression that can match nothing", gr.Mode.Suffix()),
					Reason: "participle would repeat it without end"}
				return
			}
			for _, c := range Children(n) {
				walk(c)
			}
		}
		walk(s.Expr)
		if err != nil {
			return err
		}
	}
	return nil
}

// leftReaches reports whether target can be parsed at the position n
// starts at, before n consumes a token.
func leftReaches(n Node, target *Struct, seen map[Node]bool) bool {
	if n == Node(target) {
		return true
	}
	if seen[n] {
		return false
	}
	seen[n] = true
	if s, ok := n.(*Sequence); ok {
		for _, it := range s.Items {
			if leftReaches(it, target, seen) {
				return true
			}
			if !Nullable(it) {
				return false
			}
		}
		return false
	}
	for _, c := range Children(n) {
		if leftReaches(c, target, seen) {
			return true
		}
	}
	return false
}

// TextProductions returns the productions of g whose whole expression
// is one text capture (@ into an ast.Text), perhaps with lookaheads and
// EOF around it: those whose node is its text, as a segment or a label
// is. Their automata let a validator check the text of a node that a
// program wrote by the production's own rule.
func TextProductions(g *Grammar) []*Struct {
	var out []*Struct
	for _, p := range g.Rules {
		s, ok := p.(*Struct)
		if ok && len(s.Fields) == 1 && isTextExpr(s.Expr) {
			out = append(out, s)
		}
	}
	return out
}

func isTextExpr(n Node) bool {
	switch n := n.(type) {
	case *Capture:
		return n.Kind == CaptureText
	case *Sequence:
		texts := 0
		for _, it := range n.Items {
			switch it := it.(type) {
			case *Lookahead:
			case *Token:
				if it.Name != "EOF" {
					return false
				}
			default:
				if !isTextExpr(it) {
					return false
				}
				texts++
			}
		}
		return texts == 1
	}
	return false
}
