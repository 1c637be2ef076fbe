package oracle

// cont is a continuation: what the grammar still has to match after the
// node being matched, as a stack of frames. Continuations are interned
// per run (the same frames are the same *cont), so that a state of the
// matcher, a node at an offset with a continuation, can be a memo key.
type cont struct {
	kind contKind
	node *node // thenFrame's node
	next *cont
	id   int32
	// main: the bottom frame is endFrame, so this continuation is the
	// root's own reading and not a lookahead's.
	main bool
}

type contKind uint8

const (
	// thenFrame: match node, then next.
	thenFrame contKind = iota
	// endFrame: the end of the input. The root's reading must reach it.
	endFrame
	// acceptFrame: anything. A lookahead's expression holds when it
	// reaches it: it needs to match a prefix of the rest only.
	acceptFrame
)

// conts interns continuations, by a key that packs a frame's kind, its
// node's id and its next frame's id (plus one: nil is 0).
type conts map[uint64]*cont

// frame returns the continuation of kind k over n, then next.
func (cs conts) frame(k contKind, n *node, next *cont) *cont {
	key := uint64(k)
	if n != nil {
		key |= uint64(n.id+1) << 2
	}
	if next != nil {
		key |= uint64(next.id+1) << (2 + nodeBits + 1)
	}
	if c, ok := cs[key]; ok {
		return c
	}
	c := &cont{kind: k, node: n, next: next, id: int32(len(cs))}
	switch {
	case next != nil:
		c.main = next.main
	case k == endFrame:
		c.main = true
	}
	cs[key] = c
	return c
}

// then returns the continuation that matches items in order, then k.
func (cs conts) then(items []*node, k *cont) *cont {
	for j := len(items) - 1; j >= 0; j-- {
		k = cs.frame(thenFrame, items[j], k)
	}
	return k
}
