package treeparse

// few is how many nodes a Nodes holds in place before it spills: the
// repeated fields of a URL (labels, segments) seldom have more, and the
// block the parser sizes to a deep path (gen.Shapes) then holds them
// all, with no Stack allocated besides it.
const few = 16

// Nodes collects the nodes of a repeated field while its struct is
// parsed, to be copied, once the struct has matched, into a slice of
// exactly their number. The first few are held in place: a Nodes is a
// local variable of the generated method, so they cost no allocation and
// their stores no write barrier. Beyond those, all of them move to a
// Stack of the parser's, shared by the fields of one node type (a
// collection started inside another ends before the outer one goes on,
// so each stays contiguous); the Stack grows by blocks instead of
// copying itself as append does, so a long repetition of n nodes costs
// about n pointers there and n in the tree.
//
// The parser's Stack is passed to each method rather than kept: a
// pointer into the parser stored in a Nodes would, to the compiler's
// escape analysis, flow with the nodes into the heap, and move the whole
// parser there.
//
// P is the nodes' pointer type (*ast.HSegment): instantiated with
// pointers, every Nodes and Stack is one piece of compiled code, where
// each struct type would have its own.
type Nodes[P any] struct {
	few     [few]P
	n       int  // the nodes held
	spilled bool // they are all on the Stack, from base on
	base    int
}

// Len returns the number of nodes held.
func (c *Nodes[P]) Len() int { return c.n }

// Push appends x, rem bytes before the end of the input; s is the
// parser's Stack for the node type, used once there are more than a few.
func (c *Nodes[P]) Push(x P, s *Stack[P], rem int) {
	if c.n < few && !c.spilled {
		c.few[c.n] = x
		c.n++
		return
	}
	c.pushSpill(x, s, rem)
}

// Add appends x in place and reports whether there was room: false
// once the Nodes holds few, when Push must take x. The generated code
// calls it before Push because, unlike Push, it is small enough to be
// inlined: its store then goes into a local variable of the caller,
// which the compiler knows is on the stack and writes without a write
// barrier, where a store through a pointer in a call of its own takes
// one while the collector marks.
func (c *Nodes[P]) Add(x P) bool {
	if c.n < few && !c.spilled {
		c.few[c.n] = x
		c.n++
		return true
	}
	return false
}

func (c *Nodes[P]) pushSpill(x P, s *Stack[P], rem int) {
	if !c.spilled {
		c.spilled, c.base = true, s.Len()
		// The nodes held and x are read already, before the rem bytes
		// left: the Stack's blocks must have room for them too, or the
		// last node of an input would spill them a block of one each.
		for _, y := range c.few[:c.n] {
			s.Push(y, rem+c.n+1)
		}
	}
	s.Push(x, rem)
	c.n++
}

// Cut drops the nodes from the m-th on; s is Push's.
func (c *Nodes[P]) Cut(m int, s *Stack[P]) {
	if c.spilled {
		s.Cut(c.base + m)
		if m <= few {
			// The first m are still in place.
			s.Cut(c.base)
			c.spilled = false
		}
	}
	c.n = m
}

// CopyTo copies the nodes into dst, which holds exactly as many, and
// gives back what the Stack s held for them.
func (c *Nodes[P]) CopyTo(dst []P, s *Stack[P]) {
	if !c.spilled {
		// A loop, not copy: the few pointers each take a store, where
		// copy's runtime call finds the pointers of dst in the heap's
		// bitmaps for its write barriers, which costs more for so few.
		for i, x := range c.few[:len(dst)] {
			dst[i] = x
		}
		return
	}
	s.CopyFrom(c.base, dst)
	c.Release(s)
}

// Release gives back what the Stack s holds for the nodes: called when
// the struct fails, after which the Nodes is not used.
func (c *Nodes[P]) Release(s *Stack[P]) {
	if c.spilled {
		s.Cut(c.base)
		c.spilled = false
	}
}

// Slice returns the nodes held, in order, as a slice of exactly their
// number taken from the slab of pointers slots, of which used are given
// already, and gives the Stack back (CopyTo); nil when there are none.
// When the slab has too few free slots it is replaced by a new one of n,
// unless the nodes are n or more: they then take a slice of their own,
// and the slab's free slots stay for the next field. The slab is taken
// by its count, not cut: a number to store, where a slice stored
// through slots would take a write barrier while the collector marks.
func (c *Nodes[P]) Slice(slots *[]P, used *uint16, s *Stack[P], n int) []P {
	got := c.n
	if got == 0 {
		return nil
	}
	var dst []P
	switch free := len(*slots) - int(*used); {
	case got <= free:
		dst = (*slots)[*used:][:got:got]
		*used += uint16(got)
	case got < n:
		*slots, *used = make([]P, n), uint16(got)
		dst = (*slots)[:got:got]
	default:
		dst = make([]P, got)
	}
	c.CopyTo(dst, s)
	return dst
}
