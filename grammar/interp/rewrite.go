package interp

import "sync"

// tracedRoots caches tracedOf, by root.
var tracedRoots sync.Map // *Struct -> Node

// tracedOf returns the grammar of root as a trace runs it: the same
// nodes, but for a node of the trace's in each place where it records a
// step, and no captures, as a trace builds no tree. Whether a place
// records steps is the grammar's: not in a lookahead, nor in a run of
// characters (an expression with no production in it, which is one
// event however long), where only the lookaheads' decisions and the
// tokens' misses are recorded.
func tracedOf(root *Struct) Node {
	if v, ok := tracedRoots.Load(root); ok {
		return v.(Node)
	}
	w := &rewriter{prods: map[*Struct]*production{}, unions: map[*Union]*unionChoice{}}
	v, _ := tracedRoots.LoadOrStore(root, w.node(root, false))
	return v.(Node)
}

// rewriter rewrites a grammar as a trace runs it. Rules and unions
// are shared nodes, rewritten once.
type rewriter struct {
	prods  map[*Struct]*production
	unions map[*Union]*unionChoice
	// count is the group whose iterations the run being rewritten
	// counts, nil for none.
	count *Group
}

// node rewrites n, which is read in a run of characters or a lookahead
// when quiet.
func (w *rewriter) node(n Node, quiet bool) Node {
	if !quiet && plain(n) && !isParens(n) {
		return w.run(n)
	}
	switch n := n.(type) {
	case *Token:
		return &token{n}
	case *Literal:
		return &literal{n}
	case *Sequence:
		if quiet {
			return &Sequence{Items: w.nodes(n.Items, true)}
		}
		return &Sequence{Items: w.items(n)}
	case *Disjunction:
		if quiet {
			return &Disjunction{Alts: w.nodes(n.Alts, true)}
		}
		c := &choice{node: n, alts: &Disjunction{Alts: make([]Node, len(n.Alts))}}
		for i, a := range n.Alts {
			c.alts.Alts[i] = &alternative{index: i, alt: a, read: w.node(a, false)}
		}
		return c
	case *Group:
		g := &Group{Mode: n.Mode, Expr: w.node(n.Expr, quiet)}
		switch {
		case n.Mode == Once:
			return g
		case quiet && n == w.count:
			g.Expr = &counted{g.Expr}
			return g
		case quiet:
			return g
		}
		g.Expr = &iteration{g: n, expr: g.Expr}
		return &repetition{g: n, body: g}
	case *Lookahead:
		return &lookahead{l: n, expr: &Lookahead{Negative: n.Negative, Expr: w.node(n.Expr, true)}}
	case *Capture:
		return w.node(n.Expr, quiet)
	case *Struct:
		if quiet {
			return w.node(n.Expr, true) // not reached: no production is read in a run or a lookahead
		}
		return w.production(n)
	case *Union:
		if quiet {
			return &Disjunction{Alts: w.nodes(Children(n), true)} // not reached, as for a production
		}
		return w.union(n)
	}
	return n
}

// nodes rewrites ns.
func (w *rewriter) nodes(ns []Node, quiet bool) []Node {
	out := make([]Node, len(ns))
	for i, n := range ns {
		out[i] = w.node(n, quiet)
	}
	return out
}

// isParens reports whether n is "( x )", which is read as x.
func isParens(n Node) bool {
	g, ok := n.(*Group)
	return ok && g.Mode == Once
}

// run rewrites n, which reads only characters, as one run of them.
func (w *rewriter) run(n Node) *charRun {
	saved := w.count
	w.count = repOf(n)
	r := &charRun{node: n, expr: w.node(n, true)}
	w.count = saved
	return r
}

// items rewrites the items of sequence s: consecutive items that read
// only characters are one run of them.
func (w *rewriter) items(s *Sequence) []Node {
	var out []Node
	for i := 0; i < len(s.Items); {
		if !plain(s.Items[i]) {
			out = append(out, w.node(s.Items[i], false))
			i++
			continue
		}
		j := i + 1
		for j < len(s.Items) && plain(s.Items[j]) {
			j++
		}
		var n Node = s.Items[i]
		if j > i+1 {
			n = &Sequence{Items: s.Items[i:j]} // the trace's: not in the grammar
		}
		out = append(out, w.run(n))
		i = j
	}
	return out
}

// production rewrites production s.
func (w *rewriter) production(s *Struct) *production {
	if p := w.prods[s]; p != nil {
		return p
	}
	p := &production{s: s}
	w.prods[s] = p
	if isStructural(s.Expr) {
		p.expr = w.node(s.Expr, false)
		return p
	}
	saved := w.count
	w.count = repOf(s.Expr)
	p.expr, p.chars = w.node(s.Expr, true), true
	w.count = saved
	return p
}

// union rewrites union u.
func (w *rewriter) union(u *Union) *unionChoice {
	if c := w.unions[u]; c != nil {
		return c
	}
	c := &unionChoice{u: u, members: &Disjunction{Alts: make([]Node, len(u.Members))}}
	w.unions[u] = c
	for i, m := range u.Members {
		c.members.Alts[i] = &alternative{index: i, alt: m, read: w.production(m)}
	}
	return c
}

// isStructural reports whether n has a production in it: a struct or a
// union (lookaheads have none: Read refuses captures in them).
func isStructural(n Node) bool {
	if s, ok := structuralCache.Load(n); ok {
		return s.(bool)
	}
	var s bool
	switch n.(type) {
	case *Struct, *Union:
		s = true
	case *Lookahead:
		s = false
	default:
		for _, c := range Children(n) {
			if isStructural(c) {
				s = true
				break
			}
		}
	}
	structuralCache.Store(n, s)
	return s
}

// structuralCache caches isStructural, by node: whether a node is
// structural is its grammar's, whatever the input.
var structuralCache sync.Map // Node -> bool

// plain reports whether n, outside a run, is read as part of a run of
// characters: it has no production and is no lookahead, which is an
// event of its own.
func plain(n Node) bool {
	_, la := n.(*Lookahead)
	return !la && !isStructural(n)
}

// repOf returns the repetition a run of characters of node n counts the
// iterations of: n itself, under captures and plain parentheses, when it
// is a group with a modifier.
func repOf(n Node) *Group {
	for {
		switch x := n.(type) {
		case *Capture:
			n = x.Expr
		case *Group:
			if x.Mode != Once {
				return x
			}
			n = x.Expr
		default:
			return nil
		}
	}
}
