package interp

import (
	"reflect"
	"strconv"
	"strings"
	"sync"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/automaton"
)

// A Trace records how the grammar's interpreter derived an input, with
// participle's semantics (Interpret's): a tree of events, each a step of
// the derivation, in the order the interpreter took them. It is what a
// teacher shows to explain a parse: the productions entered, the
// alternatives of each choice tried, what each matched or where and why
// it failed, and each lookahead's decision.
//
// For an input Interpret builds a tree of (Matched), the events that
// matched and lie on no failed alternative or dropped iteration are the
// derivation: their productions are the tree's nodes, in the same order,
// with the same spans. For any other input they are the attempt, and
// Miss says where the interpreter got furthest; the first impossible
// byte, where no reading of the input can go on, is the automaton's to
// say (package parser gives it as the trace's verdict), and may be
// further on: the interpreter tries one reading at a time and gives up
// at the first that fails, while a lookahead may have read past it.
//
// A trace's size is linear in the input's: a run of characters is one
// event, however long, with its count of iterations; a failed
// alternative or a dropped iteration keeps only the events on the way to
// its failure (at most a few), and counts the others (Omitted); a run of
// characters keeps its first few lookaheads' decisions and counts the
// others.
type Trace struct {
	// Grammar is the grammar the input was read by.
	Grammar *Grammar
	// Input is the input read.
	Input string
	// Root is the event of the root production.
	Root *Event
	// Matched says that the root production matched the whole input:
	// Interpret builds a tree of it.
	Matched bool
	// NoProgress says that the interpreter stopped where participle
	// panics, on an alternative that matched nothing before the end of
	// the input (the event it stopped at is marked so): there is no tree.
	NoProgress bool
	// Miss is the furthest place, outside lookaheads, where the
	// interpreter read a byte (or the end) that the grammar did not
	// allow there, and what it allowed; nil when it found none. When the
	// root production matched but ended before the input did, it is
	// where the root ended, with the end of the input expected.
	Miss *Miss
	// Events is the number of events recorded, Omitted the number of
	// those left out to keep the trace linear (see Event.Omitted).
	Events, Omitted int
}

// EventKind says what an Event records.
type EventKind uint8

const (
	// KindProduction is a production entered: Node is its *Struct.
	// When the production's expression reads only characters (a text,
	// such as a user or a segment), the event also stands for that run
	// of characters: it has no KindTerminals child, and Iterations
	// counts the run's iterations when it is a repetition.
	KindProduction EventKind = iota
	// KindChoice is a choice: Node is its *Disjunction, or the *Union
	// of an interface field with several members. Its children are the
	// alternatives tried, in order, the last one the one taken when it
	// matched.
	KindChoice
	// KindAlternative is one alternative of a choice, tried: Node is
	// that alternative (a union's member *Struct), Index its place in
	// the choice, from 0. A failed alternative keeps only the events
	// that lead to its failure.
	KindAlternative
	// KindRepetition is a group with a modifier (?, * or +): Node is
	// its *Group, Iterations how many times it matched. Its children are
	// the events of the iterations that matched, then a KindIteration
	// for the one that ended it, when one did.
	KindRepetition
	// KindIteration is the iteration that ended a repetition: one that
	// did not match (NoMatch: the repetition stops there, and keeps what
	// it matched) or that failed after reading (Failed: dropped, its
	// bytes given back). Index is its number, from 0. It keeps only the
	// events that lead to its failure.
	KindIteration
	// KindLookahead is a lookahead's decision: Node is its *Lookahead.
	// It reads input[Start:Looked] and consumes nothing; its Result is
	// Matched when its condition held ((?= X): X matched there; (?! X):
	// X did not) and Failed otherwise.
	KindLookahead
	// KindTerminals is a run of the expression that reads only
	// characters (literals, character classes), with no production in
	// it: "//", ":" or a text. Node is that part of the expression: one
	// node, or a *Sequence of the items of a sequence it covers (a
	// sequence the trace makes, which is not in the grammar).
	// Iterations counts the run's iterations when it is a repetition.
	KindTerminals
)

var kindNames = [...]string{"production", "choice", "alternative", "repetition", "iteration", "lookahead", "terminals"}

// String returns the kind's name: "production", "choice", ...
func (k EventKind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "EventKind(" + strconv.Itoa(int(k)) + ")"
}

// Result is how an event ended, as participle's nodes end.
type Result uint8

const (
	// Matched: it matched, perhaps nothing.
	Matched Result = iota
	// NoMatch: it did not match, and consumed nothing.
	NoMatch
	// Failed: it did not match after reading some of the input (a
	// sequence whose second item did not match), or a lookahead's
	// condition did not hold.
	Failed
)

// String returns "matched", "no match" or "failed".
func (r Result) String() string {
	switch r {
	case Matched:
		return "matched"
	case NoMatch:
		return "no match"
	case Failed:
		return "failed"
	}
	return "Result(" + strconv.Itoa(int(r)) + ")"
}

// A Miss is a place where the interpreter read a byte, or the end of the
// input, that the grammar did not allow: the furthest such place in an
// event, with what the grammar allowed there, by the terminals it tried.
type Miss struct {
	// Offset is where: an offset of the input, in [0, len(input)], an
	// int32 as an Event's are.
	Offset int32
	// End says that the end of the input would have done there, and
	// Expected holds the bytes the terminals tried at Offset start with
	// (an escape is its "%"). End sits next to Offset, in the room an
	// int32 leaves before the set.
	End      bool
	Expected automaton.ByteSet
}

// Event is one step of a derivation; see EventKind for each kind. Its
// offsets, index and iterations are int32, as an ast.Span's are: a trace
// is of an input at most ast.MaxSpan bytes long, an offset lies in
// [0, len(input)], and an alternative's index, an iteration's number or
// a count of iterations, each of which reads a byte at least, is no
// more than that.
type Event struct {
	Kind   EventKind
	Result Result
	// NoProgress marks the alternative that matched nothing before the
	// end of the input, where participle panics and the trace stops.
	NoProgress bool
	// Index is an alternative's place in its choice, an iteration's
	// number; 0 otherwise.
	Index int32
	// Node is the part of the grammar the event read (see EventKind).
	Node Node
	// Start and End are the input the event read, [Start,End): what it
	// matched, or, when it did not match, the bytes it had read when it
	// failed (those a failed alternative gave back).
	Start, End int32
	// Iterations is, for a repetition (and a production or run of
	// terminals that is one), how many times it matched.
	Iterations int32
	// Looked is, for a lookahead, where what it read ends: it read
	// input[Start:Looked] to decide.
	Looked int32
	// Omitted is how many events under this one the trace left out: in
	// a failed alternative or iteration, those that did not lead to its
	// failure; in a run of characters, its lookaheads after the first
	// few.
	Omitted int
	// Miss is the furthest byte in the event, outside lookaheads, that
	// the grammar did not allow, with what it allowed there: for a
	// failed event why it failed, for a repetition or a run of
	// characters that matched, where it stopped (when Miss.Offset is
	// End). nil when there is none.
	Miss *Miss
	// Children are the events this one is made of, in order.
	Children []*Event
}

// Failed reports whether the event did not match: a failed alternative
// or iteration, a production or a run of terminals that did not match,
// a lookahead whose condition did not hold.
func (e *Event) Failed() bool { return e.Result != Matched }

// Production returns the RFC production of a KindProduction event: the
// one its node type declares (grammar.Of). It is the zero Production for
// other events and for a type that is not an ast.Node.
func (e *Event) Production() ast.Production {
	s, ok := e.Node.(*Struct)
	if !ok || e.Kind != KindProduction {
		return ast.Production{}
	}
	return ProductionOf(s)
}

// productionCache caches ProductionOf, by struct.
var productionCache sync.Map // *Struct -> ast.Production

// ProductionOf returns the RFC production that production s's type
// declares (grammar.Of of a value of it): the zero Production when its
// type is not an ast.Node.
func ProductionOf(s *Struct) ast.Production {
	if p, ok := productionCache.Load(s); ok {
		return p.(ast.Production)
	}
	var p ast.Production
	if s.Type != nil && s.Type.Kind() == reflect.Struct {
		if n, ok := reflect.New(s.Type).Interface().(ast.Node); ok {
			p = grammar.Of(n)
		}
	}
	productionCache.Store(s, p)
	return p
}

// EBNF returns the part of the grammar the event read, in participle's
// notation, as Grammar.EBNF writes it: productions by their rule names,
// a lookahead as (?= ...).
func (e *Event) EBNF() string {
	var b strings.Builder
	(&ebnfPrinter{defined: map[Production]bool{}}).exprNamed(&b, e.Node, true)
	return b.String()
}

// exprNamed is expr without the definitions: a production is its name.
func (p *ebnfPrinter) exprNamed(b *strings.Builder, n Node, top bool) {
	if pr, ok := n.(Production); ok {
		b.WriteString(pr.ProductionName())
		return
	}
	switch n := n.(type) {
	case *Sequence, *Disjunction, *Group, *Capture, *Lookahead:
		// As expr, but the productions inside are only named: mark
		// them defined, so that expr does not walk into them.
		for _, pr := range namedIn(n) {
			p.defined[pr] = true
		}
	}
	p.expr(b, n, top)
}

// namedIn returns the productions n uses directly.
func namedIn(n Node) []Production {
	var out []Production
	var walk func(Node)
	walk = func(n Node) {
		if pr, ok := n.(Production); ok {
			out = append(out, pr)
			return
		}
		for _, c := range Children(n) {
			walk(c)
		}
	}
	walk(n)
	return out
}

// Walk calls f on every event of the trace, depth first, parents before
// children, with each event's depth (the root's is 0); when f returns
// false, the event's children are skipped.
func (t *Trace) Walk(f func(e *Event, depth int) bool) {
	var walk func(e *Event, depth int)
	walk = func(e *Event, depth int) {
		if !f(e, depth) {
			return
		}
		for _, c := range e.Children {
			walk(c, depth+1)
		}
	}
	if t != nil && t.Root != nil {
		walk(t.Root, 0)
	}
}

// Derivation calls f on the events of the derivation, depth first: those
// that matched and lie in no failed alternative, iteration or event.
// For an input Interpret builds a tree of, the KindProduction events it
// calls f on are the tree's nodes, in ast.Inspect's order.
func (t *Trace) Derivation(f func(e *Event, depth int)) {
	t.Walk(func(e *Event, depth int) bool {
		if e.Failed() || e.Kind == KindIteration {
			return false
		}
		f(e, depth)
		return true
	})
}

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

// Trace runs the grammar's interpreter over input, as Interpret does,
// and returns the trace of what it did instead of a tree. Its Matched is
// whether Interpret returns a tree. An input longer than ast.MaxSpan,
// which no event's offsets could hold, gets a trace with no events.
func (g *Grammar) Trace(input string) *Trace {
	if len(input) > ast.MaxSpan {
		return &Trace{Grammar: g, Input: input}
	}
	t := &tracer{in: input, cur: missNone, runs: map[runKey]*Sequence{}}
	holder := &Event{}
	t.stack = []*Event{holder}
	r := t.strct(g.Root)
	tr := &Trace{Grammar: g, Input: input, NoProgress: t.stopped, Events: t.events, Omitted: t.omitted}
	if len(holder.Children) > 0 {
		tr.Root = holder.Children[0]
	}
	if r == iMatch && !t.stopped && t.pos < len(input) {
		// The root ended before the input: the end was expected there.
		t.missAt(t.pos, nil, true)
	}
	tr.Matched = r == iMatch && !t.stopped && t.pos == len(input)
	tr.Miss = t.cur.get()
	return tr
}

// tracer is the interpreter's control flow (interp's, without the
// captures, which do not decide it), recording events.
type tracer struct {
	in    string
	pos   int
	stack []*Event // the open events; the top one receives new events
	cur   missNow  // the furthest miss in the innermost open event
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
	// stopped is set where participle panics: every node then fails.
	stopped bool

	events, omitted int
	runs            map[runKey]*Sequence
	frames          []*Event // iteration frames to reuse
	block           []Event  // where new events are taken from (event)
	misses          []Miss   // where new misses are taken from (miss)
}

// missNow is a miss being gathered: sealed once an event holds it, so
// that a later union at the same offset makes a new one.
type missNow struct {
	m      *Miss
	sealed bool
}

var missNone = missNow{}

func (m missNow) get() *Miss { return m.m }

// missAt records that the terminals at off did not match: set holds the
// bytes they start with, end whether the end of the input would have.
func (t *tracer) missAt(off int, set *automaton.ByteSet, end bool) {
	if t.look > 0 {
		t.looked = max(t.looked, min(off+1, len(t.in)))
		return
	}
	switch m := t.cur.m; {
	case m == nil || int32(off) > m.Offset:
		if m == nil || t.cur.sealed {
			// An event holds m, or will: the further miss is a new one.
			m = t.miss()
			t.cur = missNow{m: m}
		}
		*m = Miss{Offset: int32(off), End: end}
		if set != nil {
			m.Expected = *set
		}
	case int32(off) == m.Offset:
		if set != nil && m.Expected.Union(*set) == m.Expected && (m.End || !end) {
			return // nothing new
		}
		if t.cur.sealed {
			cp := t.miss()
			*cp = *m
			m = cp
			t.cur = missNow{m: m}
		}
		if set != nil {
			m.Expected = m.Expected.Union(*set)
		}
		m.End = m.End || end
	}
}

// furthest returns the further of two misses, their union when at the
// same offset.
func (t *tracer) furthest(a, b missNow) missNow {
	switch {
	case a.m == nil:
		return b
	case b.m == nil || a.m.Offset > b.m.Offset:
		return a
	case b.m.Offset > a.m.Offset:
		return b
	}
	u := Miss{Offset: a.m.Offset, Expected: a.m.Expected.Union(b.m.Expected), End: a.m.End || b.m.End}
	if u == *a.m {
		return a
	}
	if u == *b.m {
		return b
	}
	m := t.miss()
	*m = u
	return missNow{m: m}
}

// open starts an event of kind on node, attached to the open event on
// top of the stack, and returns it with the miss of its parent, which
// close merges back.
func (t *tracer) open(kind EventKind, node Node) (*Event, missNow) {
	e := t.event()
	*e = Event{Kind: kind, Node: node, Start: int32(t.pos)}
	top := t.stack[len(t.stack)-1]
	top.Children = appendEvents(top.Children, e)
	t.events++
	return e, t.push(e)
}

// push makes e the open event, and returns the miss of its parent.
func (t *tracer) push(e *Event) missNow {
	t.stack = append(t.stack, e)
	saved := t.cur
	t.cur = missNone
	return saved
}

// close ends the open event e with result r: its end, its miss.
func (t *tracer) close(e *Event, saved missNow, r iresult) {
	e.End = int32(t.pos)
	e.Result = result(r)
	if t.cur.m != nil {
		e.Miss = t.cur.m
		t.cur.sealed = true
	}
	t.cur = t.furthest(saved, t.cur)
	t.stack = t.stack[:len(t.stack)-1]
}

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
func (t *tracer) quiet() bool { return t.look > 0 || t.run != nil }

// isStructural reports whether n has a production in it: a struct or a
// union (lookaheads have none: Read refuses captures in them).
func (t *tracer) isStructural(n Node) bool {
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
			if t.isStructural(c) {
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

// plain reports whether n, in a sequence outside a run, is read as part
// of a run of characters: it has no production and is no lookahead,
// which is an event of its own.
func (t *tracer) plain(n Node) bool {
	_, la := n.(*Lookahead)
	return !la && !t.isStructural(n)
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

// inRun reads n as the run of characters of event e.
func (t *tracer) inRun(e *Event, n Node) iresult {
	t.run, t.runRep = e, repOf(n)
	r := t.node(n)
	t.run, t.runRep = nil, nil
	return r
}

// strct runs production s.
func (t *tracer) strct(s *Struct) iresult {
	if t.quiet() {
		return t.node(s.Expr) // not reached: no production is read in a run or a lookahead
	}
	e, saved := t.open(KindProduction, s)
	var r iresult
	if t.isStructural(s.Expr) {
		r = t.node(s.Expr)
	} else {
		r = t.inRun(e, s.Expr)
	}
	t.close(e, saved, r)
	return r
}

// node runs n.
func (t *tracer) node(n Node) iresult {
	if t.stopped {
		return iError
	}
	switch n := n.(type) {
	case *Token:
		if !t.quiet() {
			return t.terminals(n)
		}
		return t.token(n.Type)
	case *Literal:
		if !t.quiet() {
			return t.terminals(n)
		}
		return t.literal(n)
	case *Sequence:
		return t.sequence(n)
	case *Disjunction:
		return t.disjunction(n)
	case *Group:
		return t.group(n)
	case *Lookahead:
		return t.lookahead(n)
	case *Capture:
		// A capture decides nothing: its expression's result is its own.
		if !t.quiet() && !t.isStructural(n) {
			return t.terminals(n)
		}
		return t.node(n.Expr)
	case *Struct:
		return t.strct(n)
	case *Union:
		return t.union(n)
	}
	return iNoMatch
}

// terminals runs n, which reads only characters, as one event.
func (t *tracer) terminals(n Node) iresult {
	e, saved := t.open(KindTerminals, n)
	r := t.inRun(e, n)
	t.close(e, saved, r)
	return r
}

// runKey names the items [i,j) of a sequence.
type runKey struct {
	s    *Sequence
	i, j int
}

// sequence: a no-match of its first item is its no-match; of a later
// one, an error. Outside a run, consecutive items that read only
// characters are one KindTerminals event.
func (t *tracer) sequence(s *Sequence) iresult {
	if t.quiet() || !t.isStructural(s) {
		if !t.quiet() {
			return t.terminals(s)
		}
		for i, it := range s.Items {
			switch r := t.node(it); {
			case r == iNoMatch && i > 0:
				return iError
			case r != iMatch:
				return r
			}
		}
		return iMatch
	}
	for i := 0; i < len(s.Items); {
		it := s.Items[i]
		if !t.plain(it) {
			switch r := t.node(it); {
			case r == iNoMatch && i > 0:
				return iError
			case r != iMatch:
				return r
			}
			i++
			continue
		}
		j := i + 1
		for j < len(s.Items) && t.plain(s.Items[j]) {
			j++
		}
		var node Node = it
		if j > i+1 {
			k := runKey{s, i, j}
			if t.runs[k] == nil {
				t.runs[k] = &Sequence{Items: s.Items[i:j]}
			}
			node = t.runs[k]
		}
		e, saved := t.open(KindTerminals, node)
		t.run, t.runRep = e, repOf(node)
		r, er := iMatch, iMatch
		for k := i; k < j; k++ {
			rk := t.node(s.Items[k])
			if rk == iMatch {
				continue
			}
			er = rk
			if k > i {
				er = iError
			}
			r = rk
			if rk == iNoMatch && k > 0 {
				r = iError
			}
			break
		}
		t.run = nil
		t.close(e, saved, er)
		if r != iMatch {
			return r
		}
		i = j
	}
	return iMatch
}

// disjunction: the first alternative that matches, each tried in a
// branch; a choice event outside a run.
func (t *tracer) disjunction(d *Disjunction) iresult {
	if t.quiet() {
		start, failed := t.pos, false
		for _, a := range d.Alts {
			b := t.pos
			switch t.node(a) {
			case iMatch:
				if t.progress(start, nil) {
					return iMatch
				}
				return iError
			case iError:
				failed = true
			}
			t.pos = b
			if t.stopped {
				return iError
			}
		}
		if failed {
			return iError
		}
		return iNoMatch
	}
	if !t.isStructural(d) {
		return t.terminals(d)
	}
	return t.choice(d, d.Alts)
}

// union parses the first member of u that matches: a choice event when
// it has several.
func (t *tracer) union(u *Union) iresult {
	if len(u.Members) == 1 && !t.quiet() {
		start := t.pos
		r := t.strct(u.Members[0])
		if r == iMatch && !t.progress(start, nil) {
			return iError
		}
		return r
	}
	alts := make([]Node, len(u.Members))
	for i, m := range u.Members {
		alts[i] = m
	}
	if t.quiet() {
		return t.disjunction(&Disjunction{Alts: alts}) // not reached: no union is read in a run or a lookahead
	}
	return t.choice(u, alts)
}

// choice records the choice of node between alts, tried in order.
func (t *tracer) choice(node Node, alts []Node) iresult {
	c, saved := t.open(KindChoice, node)
	start, failed, res := t.pos, false, iNoMatch
	for i, a := range alts {
		e, asaved := t.open(KindAlternative, a)
		e.Index = int32(i)
		r := t.node(a)
		if r == iMatch && !t.progress(start, e) {
			r = iError
		}
		t.close(e, asaved, r)
		if r == iMatch {
			res = iMatch
			break
		}
		if r == iError {
			failed = true
		}
		t.prune(e)
		t.pos = start
		if t.stopped {
			break
		}
	}
	if res != iMatch && failed {
		res = iError
	}
	t.close(c, saved, res)
	return res
}

// progress reports whether an alternative that matched from start may
// be accepted: participle panics when it matched nothing before the end
// of the input. Then the trace stops, at e.
func (t *tracer) progress(start int, e *Event) bool {
	if t.pos == start && t.pos < len(t.in) {
		t.stopped = true
		switch top := t.stack[len(t.stack)-1]; {
		case e != nil:
			e.NoProgress = true
		case t.run != nil:
			t.run.NoProgress = true
		case len(top.Children) > 0:
			top.Children[len(top.Children)-1].NoProgress = true
		}
		return false
	}
	return true
}

// group repeats its expression, each iteration in a branch, given back
// when it fails.
func (t *tracer) group(g *Group) iresult {
	if g.Mode == Once {
		return t.node(g.Expr)
	}
	if !t.quiet() && !t.isStructural(g) {
		return t.terminals(g)
	}
	var rep *Event
	var saved missNow
	if !t.quiet() {
		rep, saved = t.open(KindRepetition, g)
	}
	matched := 0
	for {
		b := t.pos
		var frame *Event
		var fsaved missNow
		if rep != nil {
			frame = t.frame(g, matched)
			fsaved = t.push(frame)
		}
		r := t.node(g.Expr)
		if frame != nil {
			t.close(frame, fsaved, r)
		}
		if r == iError {
			t.pos = b
		}
		if frame != nil {
			if r == iMatch {
				rep.Children = appendEvents(rep.Children, frame.Children...)
				rep.Omitted += frame.Omitted
				t.reuse(frame)
			} else {
				// The iteration that ends the group: kept, with the
				// events of its failure.
				t.events++
				t.prune(frame)
				rep.Children = appendEvents(rep.Children, frame)
			}
		}
		if r != iMatch {
			break
		}
		matched++
		if g.Mode == Optional || t.stopped {
			break
		}
	}
	if g == t.runRep {
		t.run.Iterations = int32(matched)
	}
	res := iMatch
	if g.Mode == OneOrMore && matched == 0 {
		res = iNoMatch
	}
	if t.stopped {
		res = iError
	}
	if rep != nil {
		rep.Iterations = int32(matched)
		t.close(rep, saved, res)
	}
	return res
}

// frame returns an event for an iteration of g: the events of one that
// matches go to the repetition, and the frame is used again.
func (t *tracer) frame(g *Group, i int) *Event {
	if n := len(t.frames); n > 0 {
		f := t.frames[n-1]
		t.frames = t.frames[:n-1]
		*f = Event{Kind: KindIteration, Node: g, Index: int32(i), Start: int32(t.pos), Children: f.Children[:0]}
		return f
	}
	e := t.event()
	*e = Event{Kind: KindIteration, Node: g, Index: int32(i), Start: int32(t.pos)}
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

// eventBlock is how many events a block of the tracer's holds at most;
// the first holds firstEvents, and each next one twice the one before,
// so that a short trace costs little more than its events.
const (
	eventBlock  = 256
	firstEvents = 16
)

// event returns a new event, taken from a block: an input may make
// several events a byte, and a block holds them at their size, with
// one allocation.
func (t *tracer) event() *Event {
	if len(t.block) == cap(t.block) {
		t.block = make([]Event, 0, min(max(2*cap(t.block), firstEvents), eventBlock))
	}
	t.block = t.block[:len(t.block)+1]
	return &t.block[len(t.block)-1]
}

// missBlock is how many misses a block of the tracer's holds at most,
// the first firstMisses, as eventBlock.
const (
	missBlock   = 128
	firstMisses = 8
)

// miss returns a new miss, taken from a block, as event does: the
// furthest miss may move at every byte, and the events that end there
// hold each place it stopped at.
func (t *tracer) miss() *Miss {
	if len(t.misses) == cap(t.misses) {
		t.misses = make([]Miss, 0, min(max(2*cap(t.misses), firstMisses), missBlock))
	}
	t.misses = t.misses[:len(t.misses)+1]
	return &t.misses[len(t.misses)-1]
}

func (t *tracer) reuse(f *Event) {
	clear(f.Children)
	f.Children = f.Children[:0]
	t.frames = append(t.frames, f)
}

// prune keeps, under a failed alternative or iteration e, only the
// events that lead to its failure: those that failed, and those that
// hold its furthest miss; and, where an event is made of a few others
// (a sequence such as ":" port), those others too, without what they
// are made of. The others are counted in Omitted.
func (t *tracer) prune(e *Event) {
	budget := keepFailed
	t.pruneIn(e, &budget)
}

func (t *tracer) pruneIn(e *Event, budget *int) {
	context := len(e.Children) <= keepContext
	kept := e.Children[:0]
	for _, c := range e.Children {
		lead := c.Failed() || c.Kind == KindIteration || e.Miss != nil && c.Miss != nil && c.Miss.Offset == e.Miss.Offset
		switch {
		case *budget <= 0:
			t.omit(e, c, size(c))
			continue
		case lead:
			t.pruneIn(c, budget)
		case context:
			for _, g := range c.Children {
				t.omit(c, g, size(g))
			}
			c.Children = nil
		default:
			t.omit(e, c, size(c))
			continue
		}
		*budget--
		kept = append(kept, c)
	}
	clear(e.Children[len(kept):])
	e.Children = kept
}

// omit counts, under e, the n events of the subtree of c, left out.
func (t *tracer) omit(e, c *Event, n int) {
	e.Omitted += n
	t.omitted += n
	t.events -= n
}

// size returns the number of events recorded in the subtree of e.
func size(e *Event) int {
	n := 1
	for _, c := range e.Children {
		n += size(c)
	}
	return n
}

// lookahead runs a lookahead's expression from the cursor, which it
// gives back, and records its decision.
func (t *tracer) lookahead(n *Lookahead) iresult {
	start := t.pos
	record := t.look == 0 && !t.stopped
	if record && t.run != nil && len(t.run.Children) >= keepLookaheads {
		record = false
		t.run.Omitted++
		t.omitted++
	}
	savedLooked := t.looked
	t.looked = start
	t.look++
	r := t.node(n.Expr)
	t.look--
	looked := t.looked
	t.looked = max(savedLooked, looked)
	t.pos = start
	res := iError
	if (r == iMatch) != n.Negative {
		res = iMatch
	}
	if t.stopped {
		res = iError
	}
	if record {
		e := t.event()
		*e = Event{Kind: KindLookahead, Node: n, Start: int32(start), End: int32(start), Looked: int32(looked), Result: result(res)}
		top := t.stack[len(t.stack)-1]
		top.Children = appendEvents(top.Children, e)
		t.events++
	}
	return res
}

// tokenSets are the bytes each token type starts with.
var tokenSets = func() (sets [grammar.NonASCII + 1]automaton.ByteSet) {
	for c := range 256 {
		sets[grammar.Class(byte(c))].Add(byte(c))
	}
	sets[grammar.Escape] = automaton.ByteSet{}
	sets[grammar.Escape].Add('%')
	return sets
}()

// token matches one token of type tt.
func (t *tracer) token(tt grammar.CharClass) iresult {
	ok := false
	switch {
	case tt == grammar.EOF:
		if t.pos >= len(t.in) {
			return iMatch
		}
		t.missAt(t.pos, nil, true)
		return iNoMatch
	case tt == grammar.Escape:
		if grammar.EscapeAt(t.in, t.pos) {
			t.pos += 3
			ok = true
		}
	case t.pos < len(t.in) && grammar.Class(t.in[t.pos]) == tt && !grammar.EscapeAt(t.in, t.pos):
		t.pos++
		ok = true
	}
	if ok {
		if t.look > 0 {
			t.looked = max(t.looked, t.pos)
		}
		return iMatch
	}
	var set *automaton.ByteSet
	if tt >= 0 && int(tt) < len(tokenSets) {
		set = &tokenSets[tt]
	}
	t.missAt(t.pos, set, false)
	return iNoMatch
}

// literal matches one token whose value is l's.
func (t *tracer) literal(l *Literal) iresult {
	v, rest := l.Value, t.in[t.pos:]
	ok := false
	switch {
	case len(v) == 1 && rest != "" && rest[0] == v[0] && !grammar.EscapeAt(t.in, t.pos):
		ok = true
	case len(v) == 3 && grammar.EscapeAt(v, 0) && len(rest) >= 3 && rest[:3] == v:
		ok = true
	}
	if ok && l.TypeName != "" && tokenTypeAt(t.in, t.pos) != l.Type {
		ok = false
	}
	if ok {
		t.pos += len(v)
		if t.look > 0 {
			t.looked = max(t.looked, t.pos)
		}
		return iMatch
	}
	var set automaton.ByteSet
	if v != "" && (len(v) == 1 || len(v) == 3 && grammar.EscapeAt(v, 0)) {
		set.Add(v[0])
	}
	t.missAt(t.pos, &set, false)
	return iNoMatch
}
