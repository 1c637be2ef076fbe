package interp

import (
	"reflect"
	"sync"
)

// traced is a node a trace runs in place of part of the grammar, to
// record it: a charRun, an alternative or an iteration.
type traced interface {
	Node
	run(p *interp, parent reflect.Value) iresult
}

// charRun is a part of the grammar that reads only characters, which a
// trace records as one KindTerminals event, in a place where it records
// events (outside a lookahead or another run): an alternative of a
// choice, or a run of consecutive items of a sequence. Node is the
// alternative, the item, or a Sequence of the items (one the trace
// makes, which is not in the grammar). Where the grammar puts a
// production, a trace records its own event, and where it puts a
// lookahead, the lookahead's decision.
type charRun struct{ Node }

// run runs the characters of c as one KindTerminals event.
func (c *charRun) run(p *interp, parent reflect.Value) iresult {
	return p.terminals(c.Node, parent)
}

// production runs production s as a KindProduction event; the event
// also stands for the run of characters of an expression that reads
// only characters.
func (p *interp) production(s *Struct) iresult {
	rec := p.rec
	e := rec.open(KindProduction, s)
	if !isStructural(s.Expr) {
		rec.run, rec.runRep = e, repOf(s.Expr)
	}
	r := p.node(s.Expr, reflect.Value{})
	rec.run, rec.runRep = nil, nil
	rec.close(r)
	return r
}

// terminals runs n, which reads only characters, as one KindTerminals
// event.
func (p *interp) terminals(n Node, parent reflect.Value) iresult {
	rec := p.rec
	e := rec.open(KindTerminals, n)
	rec.run, rec.runRep = e, repOf(n)
	r := p.node(n, parent)
	rec.run, rec.runRep = nil, nil
	rec.close(r)
	return r
}

// runsCache caches runsOf, by sequence: the runs are the grammar's,
// whatever the input.
var runsCache sync.Map // *Sequence -> []Node

// runsOf returns the items of s, each run of items that read only
// characters made one charRun.
func runsOf(s *Sequence) []Node {
	if v, ok := runsCache.Load(s); ok {
		return v.([]Node)
	}
	var out []Node
	for i := 0; i < len(s.Items); {
		if !plain(s.Items[i]) {
			out = append(out, s.Items[i])
			i++
			continue
		}
		j := i + 1
		for j < len(s.Items) && plain(s.Items[j]) {
			j++
		}
		var n Node = s.Items[i]
		if j > i+1 {
			n = &Sequence{Items: s.Items[i:j]}
		}
		out = append(out, &charRun{n})
		i = j
	}
	v, _ := runsCache.LoadOrStore(s, out)
	return v.([]Node)
}

// choice runs disjunction d as a KindChoice event, outside a run, with
// an event for each alternative tried.
func (p *interp) choice(d *Disjunction, parent reflect.Value) iresult {
	rec := p.rec
	if rec.quiet() {
		return p.alternatives(d.Alts, parent)
	}
	rec.open(KindChoice, d)
	r := p.alternatives(altsOf(d), parent)
	rec.close(r)
	return r
}

// alternative is the index-th alternative of a choice that a trace
// records, alt, which it runs as read: alt, or, when alt reads only
// characters, a charRun of it without its plain parentheses.
type alternative struct {
	index     int
	alt, read Node
}

func (*alternative) irNode() {}

// alternative runs alternative a of a choice a trace records, as the
// event of the alternative: as the choice takes it, an alternative that
// matched nothing before the end of the input fails, and stops the run.
func (a *alternative) run(p *interp, parent reflect.Value) iresult {
	start := p.pos
	p.rec.alternative(a.index, a.alt)
	r := p.node(a.read, parent)
	if r == iMatch && !p.progress(start, true) {
		r = iError
	}
	p.rec.tried(r)
	return r
}

// altsCache caches altsOf, by disjunction: the alternatives are the
// grammar's, whatever the input.
var altsCache sync.Map // *Disjunction -> []Node

// altsOf returns the alternatives of d as a trace records them.
func altsOf(d *Disjunction) []Node {
	if v, ok := altsCache.Load(d); ok {
		return v.([]Node)
	}
	out := make([]Node, len(d.Alts))
	for i, a := range d.Alts {
		read := a
		if u := unparen(a); plain(u) {
			read = &charRun{u}
		}
		out[i] = &alternative{i, a, read}
	}
	v, _ := altsCache.LoadOrStore(d, out)
	return v.([]Node)
}

// unparen returns n without its plain parentheses: ( x ) is x.
func unparen(n Node) Node {
	for {
		g, ok := n.(*Group)
		if !ok || g.Mode != Once {
			return n
		}
		n = g.Expr
	}
}

// repetition runs group g, which has a modifier, as a KindRepetition
// event, outside a run, with the events of its iterations; in a run,
// the run counts its iterations when it is g.
func (p *interp) repetition(g *Group, parent reflect.Value) iresult {
	rec := p.rec
	if rec.quiet() {
		r, matched := p.group(g, g.Expr, parent)
		if g == rec.runRep {
			rec.run.Iterations = int32(matched)
		}
		return r
	}
	rec.open(KindRepetition, g) // its Iterations count as it goes
	r, _ := p.group(g, iterationOf(g), parent)
	rec.close(r)
	return r
}

// iteration is an iteration of group g, with a modifier, which a trace
// records as a frame (see interp.iteration).
type iteration struct{ g *Group }

func (*iteration) irNode() {}

// iteration runs an iteration of the repetition open, as a frame: the
// events of one that matches go to the repetition, and the one that
// ends it is kept, with the events of its failure.
func (it *iteration) run(p *interp, parent reflect.Value) iresult {
	rec := p.rec
	rec.push(rec.frame(it.g, int(rec.top().Iterations)))
	r := p.node(it.g.Expr, parent)
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

// iterations caches iterationOf, by group.
var iterations sync.Map // *Group -> *iteration

// iterationOf returns the iteration of g.
func iterationOf(g *Group) *iteration {
	if v, ok := iterations.Load(g); ok {
		return v.(*iteration)
	}
	v, _ := iterations.LoadOrStore(g, &iteration{g})
	return v.(*iteration)
}

// tracedToken runs t, and records how far a lookahead read, or what the
// grammar allowed where t did not match.
func (p *interp) tracedToken(t *Token) iresult {
	at := p.pos
	r := p.token(t.Type)
	if r == iMatch {
		p.rec.read(p.pos)
	} else {
		p.rec.missToken(at, t.Type)
	}
	return r
}

// tracedLiteral runs l, and records what tracedToken does.
func (p *interp) tracedLiteral(l *Literal) iresult {
	at := p.pos
	r := p.literal(l)
	if r == iMatch {
		p.rec.read(p.pos)
	} else {
		p.rec.missLiteral(at, l.Value)
	}
	return r
}

// tracedLookahead runs l, and records its decision: inside it nothing
// is recorded but how far it reads.
func (p *interp) tracedLookahead(l *Lookahead, parent reflect.Value) iresult {
	look := p.rec.lookahead()
	r := p.lookahead(l, parent)
	p.rec.decided(look, l, r)
	return r
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

// structuralCache caches isStructural, by node, as productionCache does
// ProductionOf: whether a node is structural is its grammar's, whatever
// the input, and finding it again for each trace costs more than a
// short trace.
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
