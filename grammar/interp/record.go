package interp

import "reflect"

// recorder records a run of the interpreter as a trace (Grammar.Trace):
// the interpreter calls it where the run takes a step that a trace
// shows (a production entered, a choice and its alternatives, a
// repetition and its iterations, a lookahead's decision, a token read or
// missed), and it builds the events. A run without a recorder pays a
// comparison at each of those steps: the interpreter calls a recorder
// only when it has one, but for the methods that do nothing on a nil
// recorder or a nil event, which are small enough to inline.
type recorder struct {
	p     *interp     // the run recorded: its input and cursor
	stack []openEvent // the open events; the top one receives new events
	cur   missNow     // the furthest miss in the innermost open event
	// look counts the lookaheads being run: inside one nothing is
	// recorded, and looked is where what it read ends.
	look   int
	looked int
	// run is the run of characters being read (a KindTerminals event
	// or a production of characters), nil outside one: inside it no
	// event is recorded but its lookaheads, and runRep is the group
	// whose iterations it counts.
	run    *Event
	runRep *Group

	events, omitted int
	frames          []*Event // iteration frames to reuse
	block           []Event  // where new events are taken from (event)
	misses          []Miss   // where new misses are taken from (miss)
}

// openEvent is an open event, with the miss of its parent, which closing
// it merges back.
type openEvent struct {
	e     *Event
	saved missNow
}

// open starts an event of kind on node at the cursor, attached to the open
// event, and makes it the open event.
func (r *recorder) open(kind EventKind, node Node) *Event {
	e := r.event()
	*e = Event{Kind: kind, Node: node, Start: int32(r.p.pos)}
	r.attach(e)
	r.push(e)
	return e
}

// attach adds e to the children of the open event.
func (r *recorder) attach(e *Event) {
	top := r.stack[len(r.stack)-1].e
	top.Children = appendEvents(top.Children, e)
	r.events++
}

// push makes e the open event.
func (r *recorder) push(e *Event) {
	r.stack = append(r.stack, openEvent{e, r.cur})
	r.cur = missNone
}

// close ends the open event at the cursor with result res: its end, its
// miss.
func (r *recorder) close(res iresult) {
	top := r.stack[len(r.stack)-1]
	e := top.e
	e.End = int32(r.p.pos)
	e.Result = result(res)
	if r.cur.m != nil {
		e.Miss = r.cur.m
		r.cur.sealed = true
	}
	r.cur = r.furthest(top.saved, r.cur)
	r.stack = r.stack[:len(r.stack)-1]
}

// result is the Result of an event that ended with r.
func result(r iresult) Result {
	switch r {
	case iMatch:
		return Matched
	case iNoMatch:
		return NoMatch
	}
	return Failed
}

// quiet reports whether events are not recorded here: in a lookahead or
// a run of characters.
func (r *recorder) quiet() bool { return r.look > 0 || r.run != nil }

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

// choice opens the event of a choice of node, outside a run: a
// disjunction, or a union with several members. A union of one member
// is that member.
func (r *recorder) choice(node Node) *Event {
	if r == nil {
		return nil
	}
	return r.openChoice(node)
}

func (r *recorder) openChoice(node Node) *Event {
	if u, ok := node.(*Union); r.quiet() || ok && len(u.Members) == 1 {
		return nil
	}
	return r.open(KindChoice, node)
}

// alternative opens the event of the i-th alternative of a choice.
func (r *recorder) alternative(i int, alt Node) *Event {
	a := r.open(KindAlternative, alt)
	a.Index = int32(i)
	return a
}

// tried closes alternative a with result res: a failed one keeps only
// the events that lead to its failure.
func (r *recorder) tried(a *Event, res iresult) {
	if a != nil {
		r.closeAlternative(a, res)
	}
}

func (r *recorder) closeAlternative(a *Event, res iresult) {
	r.close(res)
	if res != iMatch {
		r.prune(a)
	}
}

// chosen closes choice c with result res.
func (r *recorder) chosen(c *Event, res iresult) {
	if c != nil {
		r.close(res)
	}
}

// stop marks where the run stopped, where participle panics: alt, the
// alternative that matched nothing, or else the run of characters it
// is in, or the last event recorded.
func (r *recorder) stop(alt *Event) {
	switch top := r.stack[len(r.stack)-1].e; {
	case alt != nil:
		alt.NoProgress = true
	case r.run != nil:
		r.run.NoProgress = true
	case len(top.Children) > 0:
		top.Children[len(top.Children)-1].NoProgress = true
	}
}

// repetition opens the event of group g with a modifier, outside a run.
func (r *recorder) repetition(g *Group) *Event {
	if r.quiet() {
		return nil
	}
	return r.open(KindRepetition, g)
}

// iteration opens the i-th iteration of g, when its repetition rep has
// an event: a frame, whose events go to the repetition when it matches.
func (r *recorder) iteration(rep *Event, g *Group, i int) *Event {
	if rep == nil {
		return nil
	}
	return r.openFrame(g, i)
}

func (r *recorder) openFrame(g *Group, i int) *Event {
	f := r.frame(g, i)
	r.push(f)
	return f
}

// iterated closes iteration it of repetition rep with result res: the
// events of one that matched go to the repetition, and the one that
// ends it is kept, with the events of its failure.
func (r *recorder) iterated(rep, it *Event, res iresult) {
	if rep != nil {
		r.closeFrame(rep, it, res)
	}
}

func (r *recorder) closeFrame(rep, it *Event, res iresult) {
	r.close(res)
	if res == iMatch {
		rep.Children = appendEvents(rep.Children, it.Children...)
		rep.Omitted += it.Omitted
		r.reuse(it)
		return
	}
	r.events++
	r.prune(it)
	rep.Children = appendEvents(rep.Children, it)
}

// repeated closes repetition rep of g, which matched matched times, with
// result res; a run of characters that is g counts its iterations.
func (r *recorder) repeated(rep *Event, g *Group, matched int, res iresult) {
	if g == r.runRep {
		r.run.Iterations = int32(matched)
	}
	if rep != nil {
		rep.Iterations = int32(matched)
		r.close(res)
	}
}

// looking is a lookahead being run: where it started, where what the
// lookaheads around it read ends, and whether its decision is recorded.
type looking struct {
	start, looked int
	record        bool
}

// lookahead starts a lookahead at the cursor: inside it nothing is recorded but
// how far it reads. A run of characters records its first few.
func (r *recorder) lookahead() looking {
	if r == nil {
		return looking{}
	}
	l := looking{start: r.p.pos, looked: r.looked, record: r.look == 0}
	if l.record && r.run != nil && len(r.run.Children) >= keepLookaheads {
		l.record = false
		r.run.Omitted++
		r.omitted++
	}
	r.looked = r.p.pos
	r.look++
	return l
}

// decided ends lookahead l, of node n, whose decision is res.
func (r *recorder) decided(l looking, n *Lookahead, res iresult) {
	if r != nil {
		r.closeLookahead(l, n, res)
	}
}

func (r *recorder) closeLookahead(l looking, n *Lookahead, res iresult) {
	r.look--
	looked := r.looked
	r.looked = max(l.looked, looked)
	if l.record {
		e := r.event()
		*e = Event{Kind: KindLookahead, Node: n, Start: int32(l.start), End: int32(l.start), Looked: int32(looked), Result: result(res)}
		r.attach(e)
	}
}
