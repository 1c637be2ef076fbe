package interp

import (
	"slices"
	"strconv"
	"strings"
)

// A thread is one way of reading the input so far: an NFA state and the
// conditions on what follows that the lookaheads it passed left it
// (an obligation set). A lookahead's condition is itself a set of
// threads, those of its body, carried along until the body has matched
// (or, for (?! ...), until it can no longer match). Running all threads
// in parallel reads a grammar with lookaheads exactly; the sets of
// threads are the automaton's states (subset.go).
//
// Threads, sets of threads, obligations and obligation sets are numbered
// once (interned), so that equal ones are equal numbers and sets of them
// can be compared and used as map keys.

type thread struct {
	state, obls int
	// origin is, for a thread at the end of the input (opEnd, opAccept),
	// the stack of the state its last byte led to: the productions that
	// end with the input there. It is 0 for every other thread.
	origin int
	// kept is how many of the productions its state lies in a thread has
	// been in since its last byte: the depth of the outermost production
	// it left since, going out of a production and into another (or into
	// a new instance of the same one, as a loop does). Deeper than kept,
	// its productions are new, shared with no thread that stayed in.
	kept int
}

// obl is the condition that the body whose threads are set matches (or,
// neg, does not) from where the lookahead stood.
type obl struct {
	neg bool
	set int
}

// oblStatus is what is known of an obligation after a step.
type oblStatus int

const (
	oblPending oblStatus = iota
	oblMet
	oblFailed
)

type threadSpace struct {
	n        *nfa
	threads  []thread
	threadID map[thread]int
	sets     [][]int // sorted thread numbers
	setID    map[string]int
	obls     []obl
	oblID    map[obl]int
	oblSets  [][]int // sorted obligation numbers
	oblSetID map[string]int
	stepMemo map[[2]int]int // (set, byte) -> set
	endMemo  map[endKey]bool
}

type endKey struct {
	set int
	op  nop
}

func newThreadSpace(n *nfa) *threadSpace {
	ts := &threadSpace{
		n: n, threadID: map[thread]int{}, setID: map[string]int{}, oblID: map[obl]int{},
		oblSetID: map[string]int{}, stepMemo: map[[2]int]int{}, endMemo: map[endKey]bool{},
	}
	ts.internSet(nil)    // set 0: no thread
	ts.internOblSet(nil) // obligation set 0: no condition
	return ts
}

func key(ids []int) string {
	var b strings.Builder
	for _, id := range ids {
		b.WriteString(strconv.Itoa(id))
		b.WriteByte(',')
	}
	return b.String()
}

func (ts *threadSpace) thread(t thread) int {
	if id, ok := ts.threadID[t]; ok {
		return id
	}
	ts.threads = append(ts.threads, t)
	ts.threadID[t] = len(ts.threads) - 1
	return len(ts.threads) - 1
}

func (ts *threadSpace) internSet(ids []int) int {
	slices.Sort(ids)
	ids = slices.Compact(ids)
	k := key(ids)
	if id, ok := ts.setID[k]; ok {
		return id
	}
	ts.sets = append(ts.sets, ids)
	ts.setID[k] = len(ts.sets) - 1
	return len(ts.sets) - 1
}

func (ts *threadSpace) internOblSet(ids []int) int {
	slices.Sort(ids)
	ids = slices.Compact(ids)
	k := key(ids)
	if id, ok := ts.oblSetID[k]; ok {
		return id
	}
	ts.oblSets = append(ts.oblSets, ids)
	ts.oblSetID[k] = len(ts.oblSets) - 1
	return len(ts.oblSets) - 1
}

func (ts *threadSpace) obligation(o obl) int {
	if id, ok := ts.oblID[o]; ok {
		return id
	}
	ts.obls = append(ts.obls, o)
	ts.oblID[o] = len(ts.obls) - 1
	return len(ts.obls) - 1
}

// with returns obligation set os with obligation o added.
func (ts *threadSpace) with(os int, o obl) int {
	ids := append(slices.Clone(ts.oblSets[os]), ts.obligation(o))
	return ts.internOblSet(ids)
}

// status says what body set s tells of an obligation: a body has matched
// when one of its threads is at its end with no condition left.
func (ts *threadSpace) status(neg bool, s int) oblStatus {
	matched := false
	for _, id := range ts.sets[s] {
		t := ts.threads[id]
		if ts.n.states[t.state].op == opMatch && t.obls == 0 {
			matched = true
			break
		}
	}
	switch {
	case matched && neg, len(ts.sets[s]) == 0 && !neg:
		return oblFailed
	case matched, len(ts.sets[s]) == 0:
		return oblMet
	}
	return oblPending
}

// start returns the set of threads that begin at NFA state q.
func (ts *threadSpace) start(q int) int {
	var out []int
	ts.closureFrom(q, 0, &out, map[thread]bool{})
	return ts.internSet(out)
}

// closure adds to out the threads that state q with obligations os
// reaches without consuming a byte: those at a state that consumes one,
// at the end of the input, or at a match. origin is the stack of the
// state the closure starts from, kept the depth of the outermost
// production the way from it to q went out to.
func (ts *threadSpace) closure(q, os, origin, kept int, out *[]int, seen map[thread]bool) {
	s := &ts.n.states[q]
	kept = min(kept, ts.n.commonDepth(origin, s.stack))
	t := thread{state: q, obls: os, kept: kept}
	if seen[t] {
		return
	}
	seen[t] = true
	switch s.op {
	case opSplit:
		for _, o := range s.out {
			ts.closure(o, os, origin, kept, out, seen)
		}
	case opLook:
		body := ts.start(s.body)
		switch ts.status(s.neg, body) {
		case oblMet:
			ts.closure(s.out[0], os, origin, kept, out, seen)
		case oblPending:
			ts.closure(s.out[0], ts.with(os, obl{s.neg, body}), origin, kept, out, seen)
		}
	case opEnd, opAccept:
		// Ending here ends every production the last byte was in.
		t.origin, t.kept = origin, ts.n.depth(origin)
		*out = append(*out, ts.thread(t))
	default:
		*out = append(*out, ts.thread(t))
	}
}

// closureFrom is closure from the state q that a byte led to.
func (ts *threadSpace) closureFrom(q, os int, out *[]int, seen map[thread]bool) {
	stk := ts.n.states[q].stack
	ts.closure(q, os, stk, ts.n.depth(stk), out, seen)
}

// step returns the set of threads that set s goes to on byte c.
func (ts *threadSpace) step(s int, c byte) int {
	k := [2]int{s, int(c)}
	if id, ok := ts.stepMemo[k]; ok {
		return id
	}
	var out []int
	seen := map[thread]bool{}
	for _, id := range ts.sets[s] {
		t := ts.threads[id]
		st := &ts.n.states[t.state]
		switch st.op {
		case opByte:
			if !st.set.Has(c) {
				continue
			}
			if os, ok := ts.stepObls(t.obls, c); ok {
				ts.closureFrom(st.out[0], os, &out, seen)
			}
		case opMatch:
			// A body that has matched waits for its own conditions.
			if os, ok := ts.stepObls(t.obls, c); ok {
				out = append(out, ts.thread(thread{state: t.state, obls: os, kept: t.kept}))
			}
		}
	}
	id := ts.internSet(out)
	ts.stepMemo[k] = id
	return id
}

// stepObls steps every obligation of os on byte c; ok is false when one
// of them failed.
func (ts *threadSpace) stepObls(os int, c byte) (int, bool) {
	if os == 0 {
		return 0, true
	}
	var out []int
	for _, oid := range ts.oblSets[os] {
		o := ts.obls[oid]
		next := ts.step(o.set, c)
		switch ts.status(o.neg, next) {
		case oblFailed:
			return 0, false
		case oblPending:
			out = append(out, ts.obligation(obl{o.neg, next}))
		}
	}
	return ts.internOblSet(out), true
}

// finishes reports whether a thread of set s reaches a state of op
// (opAccept for the grammar, opMatch for a lookahead's body) when the
// input ends here, with every condition it carries met at the end.
func (ts *threadSpace) finishes(s int, op nop) bool {
	k := endKey{s, op}
	if v, ok := ts.endMemo[k]; ok {
		return v
	}
	ts.endMemo[k] = false // a cycle cannot finish
	// At the end, opEnd lets its threads on, as often as the grammar has
	// EOF in a row.
	ids := slices.Clone(ts.sets[s])
	seen := map[thread]bool{}
	for i := 0; i < len(ids); i++ {
		t := ts.threads[ids[i]]
		seen[t] = true
		if st := &ts.n.states[t.state]; st.op == opEnd {
			var more []int
			ts.closure(st.out[0], t.obls, t.origin, t.kept, &more, seen)
			ids = append(ids, more...)
		}
	}
	v := false
	for _, id := range ids {
		t := ts.threads[id]
		if ts.n.states[t.state].op == op && ts.oblsMetAtEnd(t.obls) {
			v = true
			break
		}
	}
	ts.endMemo[k] = v
	return v
}

func (ts *threadSpace) oblsMetAtEnd(os int) bool {
	for _, oid := range ts.oblSets[os] {
		o := ts.obls[oid]
		if ts.finishes(o.set, opMatch) == o.neg {
			return false
		}
	}
	return true
}

// stackOf returns the stack of the productions thread id lies in: those
// of its state, or, at the end of the input, those that end there.
func (ts *threadSpace) stackOf(id int) int {
	t := ts.threads[id]
	if t.origin != 0 {
		return t.origin
	}
	return ts.n.states[t.state].stack
}
