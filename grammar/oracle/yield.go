package oracle

import "github.com/urlsyntax/rfc1738/grammar/interp"

// shortest holds, for each node (by id), a shortest string it matches
// when its lookaheads are ignored, and whether it matches any. They are
// the completion search's first guesses: a guess is only kept once a
// closed run has checked it, so ignoring lookaheads costs at most a
// failed guess.
type shortest struct {
	text []string
	ok   []bool
}

// shortestStrings computes the shortest strings of nodes by iterating
// to a fixed point: recursion through productions makes a node's string
// depend on its own.
func shortestStrings(nodes []*node) shortest {
	s := shortest{text: make([]string, len(nodes)), ok: make([]bool, len(nodes))}
	for changed := true; changed; {
		changed = false
		for _, n := range nodes {
			t, ok := s.of(n)
			if ok && (!s.ok[n.id] || len(t) < len(s.text[n.id])) {
				s.text[n.id], s.ok[n.id] = t, true
				changed = true
			}
		}
	}
	return s
}

// of computes n's shortest string from its children's current ones.
func (s shortest) of(n *node) (string, bool) {
	switch n.kind {
	case termNode:
		return n.term.shortest(0)
	case lookNode:
		return "", true
	case seqNode:
		out := ""
		for _, it := range n.items {
			if !s.ok[it.id] {
				return "", false
			}
			out += s.text[it.id]
		}
		return out, true
	case altNode:
		best, found := "", false
		for _, a := range n.items {
			if s.ok[a.id] && (!found || len(s.text[a.id]) < len(best)) {
				best, found = s.text[a.id], true
			}
		}
		return best, found
	}
	if n.mode == interp.Optional || n.mode == interp.ZeroOrMore {
		return "", true
	}
	e := n.items[0]
	return s.text[e.id], s.ok[e.id]
}

// shortest returns the bytes t matches from its byte from on, the
// smallest of each set, and whether it matches anything.
func (t *term) shortest(from int) (string, bool) {
	if t.eof {
		return "", true
	}
	if len(t.sets) == 0 {
		return "", false
	}
	b := make([]byte, 0, len(t.sets)-from)
	for _, set := range t.sets[from:] {
		if set.Empty() {
			return "", false
		}
		b = append(b, minByte(set))
	}
	return string(b), true
}

// after returns a shortest string that continuation k matches, lookaheads
// ignored: a star frame may stop, and the bottom frames need nothing.
func (s shortest) after(k *cont) (string, bool) {
	out := ""
	for ; k != nil; k = k.next {
		if k.kind != thenFrame {
			continue
		}
		if !s.ok[k.node.id] {
			return "", false
		}
		out += s.text[k.node.id]
	}
	return out, true
}
