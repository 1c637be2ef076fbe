package fast

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

// Stack collects the nodes appended to a slice field while its struct
// is parsed, to be copied into a slice of exactly their number when the
// struct matches. It grows by blocks, not by copying itself as append
// does, so a repetition of n nodes costs n pointers here and n in the
// tree's slice. The zero Stack is empty; Last may be set to a block's
// worth of room before the first Push.
type Stack[T any] struct {
	full  [][]*T // the blocks before Last, each full
	Last  []*T   // the block being filled
	spare []*T   // a block emptied by Cut, kept for the next Push
	n     int    // the nodes held
}

// Len returns the number of nodes held.
func (s *Stack[T]) Len() int { return s.n }

// Push appends x, rem bytes before the end of the input: a new block
// holds no more nodes than those bytes can (see Chunk).
func (s *Stack[T]) Push(x *T, rem int) {
	if len(s.Last) == cap(s.Last) {
		next := s.spare
		if next == nil {
			next = make([]*T, 0, Chunk(cap(s.Last), 8, rem))
		}
		s.full, s.Last, s.spare = append(s.full, s.Last), next[:0], nil
	}
	s.Last = append(s.Last, x)
	s.n++
}

// Cut drops the nodes from the m-th on.
func (s *Stack[T]) Cut(m int) {
	for s.n > m {
		if len(s.Last) == 0 {
			s.spare = s.Last
			s.Last, s.full = s.full[len(s.full)-1], s.full[:len(s.full)-1]
		}
		k := min(len(s.Last), s.n-m)
		s.Last = s.Last[:len(s.Last)-k]
		s.n -= k
	}
}

// CopyFrom copies the nodes from the m-th on into dst, which holds
// exactly as many.
func (s *Stack[T]) CopyFrom(m int, dst []*T) {
	i := 0
	for _, b := range s.full {
		if m >= len(b) {
			m -= len(b)
			continue
		}
		i += copy(dst[i:], b[m:])
		m = 0
	}
	copy(dst[i:], s.Last[m:])
}
