package interp

// recorder records a run of the interpreter as a trace (Grammar.Trace).
// The run reads the grammar as tracedOf rewrites it: where a trace
// records a step (a production entered, a choice and its alternatives,
// a repetition and its iterations, a lookahead's decision, a token read
// or missed), a node of the trace's runs the interpreter on the
// grammar's node and calls the recorder, which builds the events. A run
// without a recorder reads the grammar itself, and pays nothing for it.
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
	// event is recorded but its lookaheads.
	run *Event

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

// open starts an event of kind on node at the cursor, attached to the
// open event, and makes it the open event.
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
// miss. It returns the event.
func (r *recorder) close(res iresult) *Event {
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
	return e
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

// stop marks where the run stopped, where participle panics: the
// alternative open when alt, that matched nothing; or else the run of
// characters it is in, or the last event recorded.
func (r *recorder) stop(alt bool) {
	switch top := r.stack[len(r.stack)-1].e; {
	case alt:
		top.NoProgress = true
	case r.run != nil:
		r.run.NoProgress = true
	case len(top.Children) > 0:
		top.Children[len(top.Children)-1].NoProgress = true
	}
}

// top returns the open event.
func (r *recorder) top() *Event { return r.stack[len(r.stack)-1].e }

// looking is a lookahead being run: where it started, where what the
// lookaheads around it read ends, and whether its decision is recorded.
type looking struct {
	start, looked int
	record        bool
}

// lookahead starts a lookahead at the cursor: inside it nothing is
// recorded but how far it reads. A run of characters records the
// decisions of its first few.
func (r *recorder) lookahead() looking {
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
	r.look--
	looked := r.looked
	r.looked = max(l.looked, looked)
	if l.record {
		e := r.event()
		*e = Event{Kind: KindLookahead, Node: n, Start: int32(l.start), End: int32(l.start), Looked: int32(looked), Result: result(res)}
		r.attach(e)
	}
}
