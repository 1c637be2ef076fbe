package treeparse

// Chunk returns how many nodes to allocate when a slab is empty: n the
// first time, then half as many again as the last chunk (last), so that a
// tree of many nodes of one type costs a logarithmic number of
// allocations and wastes at most a third of them; but never more than
// 1024, nor more than the rem bytes left of the input can hold (each node
// but one of a type that repeats takes at least a byte), so that a long
// run of small nodes wastes few slots.
func Chunk(last, n, rem int) int {
	c := n
	if last > 0 {
		c = last + max(last/2, 1)
	}
	return max(1, min(c, 1024, rem+1))
}

// Stack holds the nodes of the repeated fields of one node type that
// have more than a few (see Nodes), until their number is known. It
// grows by blocks, not by copying itself as append does, so a repetition
// of n nodes costs about n pointers here and n in the tree's slice. The
// zero Stack is empty; it is one pointer, and allocates its blocks on
// the first Push, for a parser holds a Stack per node type and most
// URLs use none.
type Stack[P any] struct {
	b *blocks[P]
}

// blocks is a Stack's state.
type blocks[P any] struct {
	full  [][]P // the blocks before last, each full
	last  []P   // the block being filled
	spare []P   // a block emptied by Cut, kept for the next Push
	n     int   // the nodes held
}

// Len returns the number of nodes held.
func (s *Stack[P]) Len() int {
	if s.b == nil {
		return 0
	}
	return s.b.n
}

// Push appends x, rem bytes before the end of the input: a new block
// holds no more nodes than those bytes can (see Chunk).
func (s *Stack[P]) Push(x P, rem int) {
	if s.b == nil {
		s.b = new(blocks[P])
	}
	b := s.b
	if len(b.last) == cap(b.last) {
		next := b.spare
		if next == nil {
			next = make([]P, 0, Chunk(cap(b.last), 8, rem))
		}
		if cap(b.last) > 0 {
			b.full = append(b.full, b.last)
		}
		b.last, b.spare = next[:0], nil
	}
	b.last = append(b.last, x)
	b.n++
}

// Cut drops the nodes from the m-th on.
func (s *Stack[P]) Cut(m int) {
	b := s.b
	if b == nil {
		return
	}
	for b.n > m {
		if len(b.last) == 0 {
			b.spare = b.last
			b.last, b.full = b.full[len(b.full)-1], b.full[:len(b.full)-1]
		}
		k := min(len(b.last), b.n-m)
		b.last = b.last[:len(b.last)-k]
		b.n -= k
	}
}

// CopyFrom copies the nodes from the m-th on into dst, which holds
// exactly as many.
func (s *Stack[P]) CopyFrom(m int, dst []P) {
	b := s.b
	if b == nil {
		return
	}
	i := 0
	for _, blk := range b.full {
		if m >= len(blk) {
			m -= len(blk)
			continue
		}
		i += copy(dst[i:], blk[m:])
		m = 0
	}
	copy(dst[i:], b.last[m:])
}
