package interp

import "reflect"

// traced is a node of the trace's, which stands, in the grammar a trace
// runs (tracedOf), for a node where the trace records a step: it runs
// the node, rewritten, and records the step.
type traced interface {
	Node
	run(rec *recorder, parent reflect.Value) iresult
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
