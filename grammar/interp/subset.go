package interp

import "slices"

// dfa is the deterministic automaton of an nfa, before minimisation:
// state i stands for the set sets[i] of threads (threads.go); state 0 is
// the dead state, whose set is empty.
type dfa struct {
	ts      *threadSpace
	classes [256]uint8
	reps    []byte  // a byte of each class
	sets    []int   // thread set of each state
	next    [][]int // next[state][class]
	final   []bool
}

// byteClasses partitions the bytes so that every NFA state that consumes
// a byte treats all bytes of a class alike.
func byteClasses(n *nfa) (classes [256]uint8, reps []byte) {
	var sig [256][]int
	for i, s := range n.states {
		if s.op != opByte {
			continue
		}
		for c := 0; c < 256; c++ {
			if s.set.Has(byte(c)) {
				sig[c] = append(sig[c], i)
			}
		}
	}
	ids := map[string]uint8{}
	for c := 0; c < 256; c++ {
		k := key(sig[c])
		id, ok := ids[k]
		if !ok {
			id = uint8(len(ids))
			ids[k] = id
			reps = append(reps, byte(c))
		}
		classes[c] = id
	}
	return classes, reps
}

// subset runs the NFA's threads from the start on a byte of every class,
// then on from each set of threads reached, and numbers the sets.
func subset(n *nfa) *dfa {
	d := &dfa{ts: newThreadSpace(n)}
	d.classes, d.reps = byteClasses(n)
	stateOf := map[int]int{}
	add := func(set int) int {
		if st, ok := stateOf[set]; ok {
			return st
		}
		st := len(d.sets)
		stateOf[set] = st
		d.sets = append(d.sets, set)
		d.next = append(d.next, make([]int, len(d.reps)))
		d.final = append(d.final, d.ts.finishes(set, opAccept))
		return st
	}
	add(0) // the dead state
	add(d.ts.start(n.start))
	for st := 1; st < len(d.sets); st++ {
		for c, rep := range d.reps {
			d.next[st][c] = add(d.ts.step(d.sets[st], rep))
		}
	}
	return d
}

// live marks the states from which a final state can be reached: those
// whose input so far some valid input starts with.
func (d *dfa) live() []bool {
	live := make([]bool, len(d.sets))
	for changed := true; changed; {
		changed = false
		for st := 1; st < len(d.sets); st++ {
			if live[st] {
				continue
			}
			if d.final[st] {
				live[st], changed = true, true
				continue
			}
			for _, to := range d.next[st] {
				if live[to] {
					live[st], changed = true, true
					break
				}
			}
		}
	}
	return live
}

// liveThread reports whether thread id, alone, can still reach the end
// of the grammar: whether it is one of the ways some valid input goes on.
func (d *dfa) liveThread(id int, memo map[int]bool) bool {
	if v, ok := memo[id]; ok {
		return v
	}
	start := d.ts.internSet([]int{id})
	seen := map[int]bool{start: true}
	queue := []int{start}
	v := false
	for len(queue) > 0 && !v {
		s := queue[0]
		queue = queue[1:]
		if d.ts.finishes(s, opAccept) {
			v = true
			break
		}
		for _, rep := range d.reps {
			if t := d.ts.step(s, rep); t != 0 && !seen[t] {
				seen[t] = true
				queue = append(queue, t)
			}
		}
	}
	memo[id] = v
	return v
}

// productions returns, for state st, the innermost production that every
// live thread of st lies in (an index into nfa.prods, -1 when they share
// none) and every production some live thread lies in.
//
// Threads share a production when they lie in the same instance of it,
// or, inside a node type that several alternatives read, in instances of
// that one type: each reads the same rule, so a byte that none of them
// takes is that rule's error, whichever alternative the input was in.
func (d *dfa) productions(st int, memo map[int]bool) (inner int, in []int) {
	ips, in := d.liveInstances(st, memo)
	if len(ips) == 0 {
		return -1, in
	}
	depth := len(ips[0].path)
	for _, ip := range ips[1:] {
		depth = min(depth, ips[0].shared(ip))
	}
	if p, ok := sameType(ips, depth); ok {
		return p, in
	}
	if depth == 0 {
		return -1, in
	}
	return ips[0].path[depth-1], in
}

// sameType returns the innermost production, deeper than the depth the
// threads of ips share instances to, that every thread lies in, and lies
// in the same way: the last byte was in each thread's instance of it, or
// in none of them. A thread lies in a production once at most, since the
// grammar has no recursion, and the productions every thread lies in
// nest in the same order in each.
func sameType(ips []instancePath, depth int) (int, bool) {
	first := ips[0]
	for d := len(first.path) - 1; d >= depth; d-- {
		if p, old := first.path[d], d < first.kept; allIn(ips[1:], p, old) {
			return p, true
		}
	}
	return -1, false
}

// allIn reports whether every thread of ips lies in production p, in an
// instance the last byte was in when old is set, and in none otherwise.
func allIn(ips []instancePath, p int, old bool) bool {
	for _, ip := range ips {
		d := slices.Index(ip.path, p)
		if d < 0 || (d < ip.kept) != old {
			return false
		}
	}
	return true
}

// liveInstances returns the instance path of every live thread of state
// st, and every production some live thread lies in.
func (d *dfa) liveInstances(st int, memo map[int]bool) (ips []instancePath, in []int) {
	n := d.ts.n
	seen := map[int]bool{}
	for _, id := range d.ts.sets[d.sets[st]] {
		if !d.liveThread(id, memo) {
			continue
		}
		t := d.ts.threads[id]
		ip := instancePath{path: n.path(d.ts.stackOf(id)), origin: t.origin, kept: t.kept}
		if t.origin == 0 {
			ip.origin = n.states[t.state].stack // for a thread inside a production, the key of its new instances
		}
		for _, p := range ip.path {
			if !seen[p] {
				seen[p] = true
				in = append(in, p)
			}
		}
		ips = append(ips, ip)
	}
	slices.Sort(in)
	return ips, in
}

// instancePath is the productions a thread lies in, from the outermost
// in, with what tells their instances apart: the first kept of them are
// those the last byte was in; the others the thread entered since, going
// on from that byte's state (whose stack, or the end's origin, is
// origin).
type instancePath struct {
	path         []int
	origin, kept int
}

// shared returns how many productions, from the outermost, a and b lie
// in the same instances of: those the last byte was in, or new ones both
// entered the same way since.
func (a instancePath) shared(b instancePath) int {
	d := 0
	for d < len(a.path) && d < len(b.path) && a.path[d] == b.path[d] {
		oldA, oldB := d < a.kept, d < b.kept
		if oldA != oldB || !oldA && (a.origin != b.origin || a.kept != b.kept) {
			break
		}
		d++
	}
	return d
}

// path returns the productions of stack stk, from the outermost in.
func (n *nfa) path(stk int) []int {
	var out []int
	for ; stk > 0; stk = n.stacks[stk].parent {
		out = append(out, n.stacks[stk].prod)
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}
