package oracle

import (
	"fmt"

	"github.com/urlsyntax/rfc1738/grammar/interp"
)

// run is one backtracking match of the grammar over one input. It tries
// every way the grammar can read the input: each alternative, each number
// of iterations of a group, each way of going on after a node. A state,
// a node at an offset with a continuation (and, under a lookahead, a
// mode), is decided once and remembered, so that the search costs at
// most the number of states, not the number of readings.
type run struct {
	o  *Oracle
	in string
	// open: in is a prefix of an unknown string (a viability question);
	// closed, it is the whole string (a membership question).
	open bool
	// collect: record the root's frontiers, and so explore every reading
	// of the root rather than stop at the first that succeeds.
	collect   bool
	conts     conts
	memo      map[stateKey]state
	frontiers []frontier
}

// mode says how a run over an open input counts what the unknown rest
// of the string decides. Over a closed input both modes are the same.
type mode uint8

const (
	// lenient counts what may hold as holding: a reading is alive when
	// it reaches the end of the prefix. It gives an upper bound.
	lenient mode = iota
	// strict counts only what holds whatever the rest is: it decides
	// that a lookahead's expression matches for every completion.
	strict
)

// stateKey packs a state into a word, which the map hashes fastest:
// the offset, the continuation's id, the node's id and the mode.
type stateKey uint64

const (
	nodeBits = 15
	contBits = 22
	atBits   = 26
)

func keyOf(n *node, i int, k *cont, m mode) stateKey {
	if n.id >= 1<<nodeBits || k.id >= 1<<contBits || i >= 1<<atBits {
		panic("oracle: grammar or input too large for the matcher's memo")
	}
	return stateKey(uint64(i)<<(contBits+nodeBits+1) | uint64(k.id)<<(nodeBits+1) | uint64(n.id)<<1 | uint64(m))
}

type state uint8

const (
	busy state = iota + 1
	matched
	failed
)

func newRun(o *Oracle, in string, open, collect bool) *run {
	return &run{o: o, in: in, open: open, collect: collect, conts: conts{}, memo: make(map[stateKey]state, 8*len(in))}
}

// root reports whether the root matches the whole input (closed) or
// has a reading alive at the end of the prefix (open).
func (r *run) root() bool {
	return r.match(r.o.root, 0, r.conts.frame(endFrame, nil, nil), lenient)
}

// match reports whether n matches at offset i followed by k: whether
// some reading of n then k succeeds. Only the states of choices and
// groups, where readings branch and meet again, are remembered: between
// them a reading goes one way, for a few steps.
func (r *run) match(n *node, i int, k *cont, m mode) bool {
	if n.kind != altNode && n.kind != groupNode {
		return r.step(n, i, k, m)
	}
	key := keyOf(n, i, k, m)
	switch r.memo[key] {
	case busy:
		// Only left recursion or a repetition of what can match nothing
		// reach a state again before it is decided; interp.Read refuses both.
		panic(fmt.Sprintf("oracle: the grammar loops without consuming input at offset %d", i))
	case matched:
		return true
	case failed:
		return false
	}
	r.memo[key] = busy
	ok := r.step(n, i, k, m)
	r.memo[key] = failed
	if ok {
		r.memo[key] = matched
	}
	return ok
}

// exhaustive reports whether every reading of k must be explored: when
// collecting, the root's readings are, since each may end at another
// frontier.
func (r *run) exhaustive(k *cont) bool { return r.collect && k.main }

// step is match without the memo.
func (r *run) step(n *node, i int, k *cont, m mode) bool {
	switch n.kind {
	case seqNode:
		return r.match(n.items[0], i, r.conts.then(n.items[1:], k), m)
	case altNode:
		ok := false
		for _, a := range n.items {
			if r.match(a, i, k, m) {
				ok = true
				if !r.exhaustive(k) {
					break
				}
			}
		}
		return ok
	case groupNode:
		return r.group(n, i, k, m)
	case lookNode:
		return r.lookahead(n, i, m) && r.resume(k, i, m)
	}
	return r.terminal(n.term, i, k, m)
}

// group matches a group as its mode says. A * group either stops or
// matches one more iteration, then itself again.
func (r *run) group(n *node, i int, k *cont, m mode) bool {
	e := n.items[0]
	switch n.mode {
	case interp.Optional:
		return r.either(func() bool { return r.match(e, i, k, m) }, func() bool { return r.resume(k, i, m) }, k)
	case interp.ZeroOrMore:
		more := r.conts.frame(thenFrame, n, k)
		return r.either(func() bool { return r.resume(k, i, m) }, func() bool { return r.match(e, i, more, m) }, k)
	}
	return r.match(e, i, k, m)
}

// either reports whether a or b holds. It tries b only when a does not,
// or when every reading of k must be explored.
func (r *run) either(a, b func() bool, k *cont) bool {
	if a() {
		if r.exhaustive(k) {
			b()
		}
		return true
	}
	return b()
}

// resume matches continuation k at offset i.
func (r *run) resume(k *cont, i int, m mode) bool {
	switch k.kind {
	case thenFrame:
		return r.match(k.node, i, k.next, m)
	case endFrame:
		if i != len(r.in) || r.open && m == strict {
			return false
		}
		if r.open && r.collect {
			r.frontiers = append(r.frontiers, frontier{k: k})
		}
		return true
	}
	return true // acceptFrame
}

// terminal matches term t at offset i, then k.
func (r *run) terminal(t *term, i int, k *cont, m mode) bool {
	switch t.at(r.in, i, r.open) {
	case hit:
		return r.resume(k, i+t.width(), m)
	case hitIfRest:
		return m == lenient && r.resume(k, i+t.width(), m)
	case beyond:
		if m == strict {
			return false
		}
		if r.collect && k.main {
			r.frontiers = append(r.frontiers, frontier{term: t, known: len(r.in) - i, k: k})
		}
		return true
	}
	return false
}

// lookahead reports whether lookahead n holds at offset i. Its
// expression holds when some reading of it matches a prefix of the rest
// of the input. Over an open input that may depend on the unknown rest:
// then it is maybe, which holds in lenient mode only.
func (r *run) lookahead(n *node, i int, m mode) bool {
	t := r.holds(n.items[0], i)
	if n.negative {
		t = not(t)
	}
	return t == yes || t == maybe && m == lenient
}

// holds reports whether expression e matches a prefix of the input from
// offset i: for certain (strict), perhaps (lenient), or not at all.
func (r *run) holds(e *node, i int) truth {
	accept := r.conts.frame(acceptFrame, nil, nil)
	if !r.open {
		return truthOf(r.match(e, i, accept, lenient))
	}
	switch {
	case r.match(e, i, accept, strict):
		return yes
	case r.match(e, i, accept, lenient):
		return maybe
	}
	return no
}

func truthOf(b bool) truth {
	if b {
		return yes
	}
	return no
}

// not negates t; maybe stays maybe.
func not(t truth) truth {
	switch t {
	case yes:
		return no
	case no:
		return yes
	}
	return maybe
}
