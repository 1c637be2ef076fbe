package interp

import (
	"reflect"
	"sync"
)

// traced is a node of the grammar a trace runs (tracedOf): one of the
// interpreter's, or, where the trace records a step, one of the trace's,
// which runs the grammar's node it stands for and records it.
type traced interface {
	Node
	run(rec *recorder, parent reflect.Value) iresult
}

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
	t := &tracer{prods: map[*Struct]*production{}, unions: map[*Union]*unionChoice{}}
	v, _ := tracedRoots.LoadOrStore(root, t.node(root, false))
	return v.(Node)
}

// tracer rewrites a grammar as a trace runs it. Productions and unions
// are shared nodes, rewritten once.
type tracer struct {
	prods  map[*Struct]*production
	unions map[*Union]*unionChoice
	// count is the group whose iterations the run being rewritten
	// counts, nil for none.
	count *Group
}

// node rewrites n, which is read in a run of characters or a lookahead
// when quiet.
func (t *tracer) node(n Node, quiet bool) Node {
	if !quiet && plain(n) && !isParens(n) {
		return t.run(n)
	}
	switch n := n.(type) {
	case *Token:
		return &token{n}
	case *Literal:
		return &literal{n}
	case *Sequence:
		if quiet {
			return &Sequence{Items: t.nodes(n.Items, true)}
		}
		return &Sequence{Items: t.items(n)}
	case *Disjunction:
		if quiet {
			return &Disjunction{Alts: t.nodes(n.Alts, true)}
		}
		c := &choice{node: n, alts: &Disjunction{Alts: make([]Node, len(n.Alts))}}
		for i, a := range n.Alts {
			c.alts.Alts[i] = &alternative{index: i, alt: a, read: t.node(a, false)}
		}
		return c
	case *Group:
		g := &Group{Mode: n.Mode, Expr: t.node(n.Expr, quiet)}
		switch {
		case n.Mode == Once:
			return g
		case quiet && n == t.count:
			g.Expr = &counted{g.Expr}
			return g
		case quiet:
			return g
		}
		g.Expr = &iteration{g: n, expr: g.Expr}
		return &repetition{g: n, body: g}
	case *Lookahead:
		return &lookahead{l: n, expr: &Lookahead{Negative: n.Negative, Expr: t.node(n.Expr, true)}}
	case *Capture:
		return t.node(n.Expr, quiet)
	case *Struct:
		if quiet {
			return t.node(n.Expr, true) // not reached: no production is read in a run or a lookahead
		}
		return t.production(n)
	case *Union:
		if quiet {
			return &Disjunction{Alts: t.nodes(Children(n), true)} // not reached, as for a production
		}
		return t.union(n)
	}
	return n
}

// nodes rewrites ns.
func (t *tracer) nodes(ns []Node, quiet bool) []Node {
	out := make([]Node, len(ns))
	for i, n := range ns {
		out[i] = t.node(n, quiet)
	}
	return out
}

// isParens reports whether n is "( x )", which is read as x.
func isParens(n Node) bool {
	g, ok := n.(*Group)
	return ok && g.Mode == Once
}

// run rewrites n, which reads only characters, as one run of them.
func (t *tracer) run(n Node) *charRun {
	saved := t.count
	t.count = repOf(n)
	r := &charRun{node: n, expr: t.node(n, true)}
	t.count = saved
	return r
}

// items rewrites the items of sequence s: consecutive items that read
// only characters are one run of them.
func (t *tracer) items(s *Sequence) []Node {
	var out []Node
	for i := 0; i < len(s.Items); {
		if !plain(s.Items[i]) {
			out = append(out, t.node(s.Items[i], false))
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
		out = append(out, t.run(n))
		i = j
	}
	return out
}

// production rewrites production s.
func (t *tracer) production(s *Struct) *production {
	if p := t.prods[s]; p != nil {
		return p
	}
	p := &production{s: s}
	t.prods[s] = p
	if isStructural(s.Expr) {
		p.expr = t.node(s.Expr, false)
		return p
	}
	saved := t.count
	t.count = repOf(s.Expr)
	p.expr, p.chars = t.node(s.Expr, true), true
	t.count = saved
	return p
}

// union rewrites union u.
func (t *tracer) union(u *Union) *unionChoice {
	if c := t.unions[u]; c != nil {
		return c
	}
	c := &unionChoice{u: u, members: &Disjunction{Alts: make([]Node, len(u.Members))}}
	t.unions[u] = c
	for i, m := range u.Members {
		c.members.Alts[i] = &alternative{index: i, alt: m, read: t.production(m)}
	}
	return c
}

// production is a production a trace records as a KindProduction event;
// when chars, its expression reads only characters, and the event also
// stands for that run of them.
type production struct {
	s     *Struct
	expr  Node
	chars bool
}

func (pr *production) run(rec *recorder, parent reflect.Value) iresult {
	p := rec.p
	e := rec.open(KindProduction, pr.s)
	if pr.chars {
		rec.run = e
	}
	r := p.node(pr.expr, parent)
	rec.run = nil
	rec.close(r)
	return r
}

// charRun is a part of the grammar, node, that reads only characters,
// which a trace records as one KindTerminals event: an alternative of a
// choice, or consecutive items of a sequence (node is then a Sequence
// of them, the trace's). It runs expr, node rewritten.
type charRun struct{ node, expr Node }

func (c *charRun) run(rec *recorder, parent reflect.Value) iresult {
	p := rec.p
	e := rec.open(KindTerminals, c.node)
	rec.run = e
	r := p.node(c.expr, parent)
	rec.run = nil
	rec.close(r)
	return r
}

// counted is the expression of the group a run of characters counts
// the iterations of: each that matches is one.
type counted struct{ expr Node }

func (c *counted) run(rec *recorder, parent reflect.Value) iresult {
	p := rec.p
	r := p.node(c.expr, parent)
	if r == iMatch {
		rec.run.Iterations++
	}
	return r
}

// choice is a disjunction, node, a trace records as a KindChoice event,
// with an event for each alternative tried: it runs alts, whose
// alternatives are alternative nodes.
type choice struct {
	node Node
	alts *Disjunction
}

func (c *choice) run(rec *recorder, parent reflect.Value) iresult {
	p := rec.p
	rec.open(KindChoice, c.node)
	r := p.disjunction(c.alts, parent)
	rec.close(r)
	return r
}

// unionChoice is a union, u, a trace records as a choice when it has
// several members; a union of one member is that member.
type unionChoice struct {
	u       *Union
	members *Disjunction // of alternative nodes
}

func (c *unionChoice) run(rec *recorder, parent reflect.Value) iresult {
	p := rec.p
	if len(c.members.Alts) > 1 {
		rec.open(KindChoice, c.u)
		r := p.disjunction(c.members, parent)
		rec.close(r)
		return r
	}
	start := p.pos
	r := p.node(c.members.Alts[0].(*alternative).read, parent)
	if r == iMatch && !p.progress(start, false) {
		r = iError
	}
	return r // failed, it leaves the cursor where it failed, as a production does
}

// alternative is the index-th alternative of a choice a trace records,
// alt, which it runs as read, alt rewritten.
type alternative struct {
	index     int
	alt, read Node
}

func (a *alternative) run(rec *recorder, parent reflect.Value) iresult {
	p := rec.p
	start := p.pos
	rec.open(KindAlternative, a.alt).Index = int32(a.index)
	r := p.node(a.read, parent)
	if r == iMatch && !p.progress(start, true) {
		r = iError
	}
	e := rec.close(r)
	if r != iMatch {
		rec.prune(e) // keep only the events that lead to its failure
	}
	return r
}

// repetition is a group with a modifier, g, a trace records as a
// KindRepetition event, with the events of its iterations. It runs body,
// g rewritten, whose expression is an iteration.
type repetition struct {
	g    *Group
	body *Group
}

func (r *repetition) run(rec *recorder, parent reflect.Value) iresult {
	p := rec.p
	rec.open(KindRepetition, r.g) // its Iterations count as it goes
	res := p.group(r.body, parent)
	rec.close(res)
	return res
}

// iteration is an iteration of repetition g, which a trace records as a
// frame: the events of one that matches go to the repetition, and the
// one that ends it is kept, with the events of its failure. It runs
// expr, g's expression rewritten.
type iteration struct {
	g    *Group
	expr Node
}

func (it *iteration) run(rec *recorder, parent reflect.Value) iresult {
	p := rec.p
	rec.push(rec.frame(it.g, int(rec.top().Iterations)))
	r := p.node(it.expr, parent)
	f := rec.close(r)
	rep := rec.top()
	if r == iMatch {
		rep.Iterations++
		rep.Children = appendEvents(rep.Children, f.Children...)
		rep.Omitted += f.Omitted
		rec.reuse(f)
		return r
	}
	rec.events++
	rec.prune(f)
	rep.Children = appendEvents(rep.Children, f)
	return r
}

// lookahead is a lookahead, l, whose decision a trace records: inside
// it nothing is recorded but how far it reads. It runs expr, l
// rewritten.
type lookahead struct {
	l    *Lookahead
	expr *Lookahead
}

func (l *lookahead) run(rec *recorder, parent reflect.Value) iresult {
	p := rec.p
	look := rec.lookahead()
	r := p.lookahead(l.expr, parent)
	rec.decided(look, l.l, r)
	return r
}

// token is a token of type t.Type, whose misses a trace records, and in
// a lookahead how far it reads.
type token struct{ t *Token }

func (t *token) run(rec *recorder, parent reflect.Value) iresult {
	p := rec.p
	at := p.pos
	r := p.token(t.t.Type)
	if r == iMatch {
		rec.read(p.pos)
	} else {
		rec.missToken(at, t.t.Type)
	}
	return r
}

// literal is literal l, recorded as a token is.
type literal struct{ l *Literal }

func (l *literal) run(rec *recorder, parent reflect.Value) iresult {
	p := rec.p
	at := p.pos
	r := p.literal(l.l)
	if r == iMatch {
		rec.read(p.pos)
	} else {
		rec.missLiteral(at, l.l.Value)
	}
	return r
}

func (*production) irNode()  {}
func (*charRun) irNode()     {}
func (*counted) irNode()     {}
func (*choice) irNode()      {}
func (*unionChoice) irNode() {}
func (*alternative) irNode() {}
func (*repetition) irNode()  {}
func (*iteration) irNode()   {}
func (*lookahead) irNode()   {}
func (*token) irNode()       {}
func (*literal) irNode()     {}

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
