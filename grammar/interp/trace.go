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
	(&ebnfPrinter{defined: map[Rule]bool{}}).exprNamed(&b, e.Node, true)
	return b.String()
}

// exprNamed is expr without the definitions: a production is its name.
func (p *ebnfPrinter) exprNamed(b *strings.Builder, n Node, top bool) {
	if pr, ok := n.(Rule); ok {
		b.WriteString(pr.RuleName())
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
func namedIn(n Node) []Rule {
	var out []Rule
	var walk func(Node)
	walk = func(n Node) {
		if pr, ok := n.(Rule); ok {
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

// Trace runs the grammar's interpreter over input, as Interpret does,
// with a recorder instead of a tree, and returns the trace of what it
// did. Its Matched is whether Interpret returns a tree. An input longer
// than ast.MaxSpan, which no event's offsets could hold, gets a trace
// with no events.
func (g *Grammar) Trace(input string) *Trace {
	if len(input) > ast.MaxSpan {
		return &Trace{Grammar: g, Input: input}
	}
	holder := &Event{}
	p := &interp{in: input}
	rec := &recorder{p: p, stack: []openEvent{{e: holder}}}
	p.rec = rec
	r := p.node(tracedOf(g.Root), reflect.Value{})
	tr := &Trace{Grammar: g, Input: input, NoProgress: p.stopped, Events: rec.events, Omitted: rec.omitted}
	if len(holder.Children) > 0 {
		tr.Root = holder.Children[0]
	}
	if r == iMatch && !p.stopped && p.pos < len(input) {
		// The root ended before the input: the end was expected there.
		rec.missAt(p.pos, nil, true)
	}
	tr.Matched = r == iMatch && !p.stopped && p.pos == len(input)
	tr.Miss = rec.cur.get()
	return tr
}
