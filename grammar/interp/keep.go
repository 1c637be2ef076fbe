package interp

// How much of what the interpreter does a trace keeps.
const (
	// keepFailed is how many events a failed alternative or iteration
	// keeps under it: those on the way to its failure.
	keepFailed = 12
	// keepContext is how many events an event may be made of for a
	// failed one to keep them all.
	keepContext = 4
	// keepLookaheads is how many lookahead decisions a run of
	// characters keeps; the others are counted.
	keepLookaheads = 4
)

// frame returns an event for an iteration of g: the events of one that
// matches go to the repetition, and the frame is used again.
func (r *recorder) frame(g *Group, i int) *Event {
	if n := len(r.frames); n > 0 {
		f := r.frames[n-1]
		r.frames = r.frames[:n-1]
		*f = Event{Kind: KindIteration, Node: g, Index: int32(i), Start: int32(r.p.pos), Children: f.Children[:0]}
		return f
	}
	e := r.event()
	*e = Event{Kind: KindIteration, Node: g, Index: int32(i), Start: int32(r.p.pos)}
	return e
}

// appendEvents appends es to list, doubling its room when it grows: a
// repetition may hold an event every two bytes, and append grows a long
// list by a quarter at a time, copying it several times over.
func appendEvents(list []*Event, es ...*Event) []*Event {
	if n := len(list) + len(es); n > cap(list) {
		grown := make([]*Event, len(list), max(n, 2*cap(list), 4))
		copy(grown, list)
		list = grown
	}
	return append(list, es...)
}

// eventBlock is how many events a block of the recorder's holds at most;
// the first holds firstEvents, and each next one twice the one before,
// so that a short trace costs little more than its events.
const (
	eventBlock  = 256
	firstEvents = 16
)

// event returns a new event, taken from a block: an input may make
// several events a byte, and a block holds them at their size, with
// one allocation.
func (r *recorder) event() *Event {
	if len(r.block) == cap(r.block) {
		r.block = make([]Event, 0, min(max(2*cap(r.block), firstEvents), eventBlock))
	}
	r.block = r.block[:len(r.block)+1]
	return &r.block[len(r.block)-1]
}

// missBlock is how many misses a block of the recorder's holds at most,
// the first firstMisses, as eventBlock.
const (
	missBlock   = 128
	firstMisses = 8
)

// miss returns a new miss, taken from a block, as event does: the
// furthest miss may move at every byte, and the events that end there
// hold each place it stopped at.
func (r *recorder) miss() *Miss {
	if len(r.misses) == cap(r.misses) {
		r.misses = make([]Miss, 0, min(max(2*cap(r.misses), firstMisses), missBlock))
	}
	r.misses = r.misses[:len(r.misses)+1]
	return &r.misses[len(r.misses)-1]
}

func (r *recorder) reuse(f *Event) {
	clear(f.Children)
	f.Children = f.Children[:0]
	r.frames = append(r.frames, f)
}

// prune keeps, under a failed alternative or iteration e, only the
// events that lead to its failure: those that failed, and those that
// hold its furthest miss; and, where an event is made of a few others
// (a sequence such as ":" port), those others too, without what they
// are made of. The others are counted in Omitted.
func (r *recorder) prune(e *Event) {
	budget := keepFailed
	r.pruneIn(e, &budget)
}

func (r *recorder) pruneIn(e *Event, budget *int) {
	context := len(e.Children) <= keepContext
	kept := e.Children[:0]
	for _, c := range e.Children {
		lead := c.Failed() || c.Kind == KindIteration || e.Miss != nil && c.Miss != nil && c.Miss.Offset == e.Miss.Offset
		switch {
		case *budget <= 0:
			r.omit(e, c, size(c))
			continue
		case lead:
			r.pruneIn(c, budget)
		case context:
			for _, g := range c.Children {
				r.omit(c, g, size(g))
			}
			c.Children = nil
		default:
			r.omit(e, c, size(c))
			continue
		}
		*budget--
		kept = append(kept, c)
	}
	clear(e.Children[len(kept):])
	e.Children = kept
}

// omit counts, under e, the n events of the subtree of c, left out.
func (r *recorder) omit(e, c *Event, n int) {
	e.Omitted += n
	r.omitted += n
	r.events -= n
}

// size returns the number of events recorded in the subtree of e.
func size(e *Event) int {
	n := 1
	for _, c := range e.Children {
		n += size(c)
	}
	return n
}
