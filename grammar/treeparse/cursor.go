package treeparse

import "github.com/urlsyntax/rfc1738/grammar"

// Cursor is what every generated parser reads the input with: the input,
// the offset of the next byte, and what the parser must give up on.
type Cursor struct {
	In  string // the input
	Pos int    // the offset of the next byte to read
	// Bail is set where the generated parser cannot build participle's
	// tree: an alternative that matched without progress (participle
	// panics) or a capture that participle keeps from a branch that
	// failed (a leak, see grammar/gen). The grammar's interpreter builds
	// the tree instead.
	Bail bool
	// Ncap and Leaks count the captures and the leaks of the production
	// being parsed, for the leak check of the productions that need it.
	Ncap, Leaks int
}

// AtEnd reports whether the whole input has been read.
func (c *Cursor) AtEnd() bool { return c.Pos >= len(c.In) }

// Byte reads one byte of set, which must not hold '%': it is One(set,
// false) for such a set, small enough to be inlined where most text is
// read.
func (c *Cursor) Byte(set *[256]bool) bool {
	if c.Pos < len(c.In) && set[c.In[c.Pos]] {
		c.Pos++
		return true
	}
	return false
}

// Bytes reads as many bytes of set, which must not hold '%', as follow,
// and returns how many: Run(set, false) for such a set.
func (c *Cursor) Bytes(set *[256]bool) int {
	i := c.Pos
	for i < len(c.In) && set[c.In[i]] {
		i++
	}
	k := i - c.Pos
	c.Pos = i
	return k
}

// One reads one token: an escape when esc is set and one starts at the
// cursor, else a byte of set that starts no escape. The lexer makes
// "%" followed by two hex digits one token, so where escapes are not
// allowed such a "%" matches nothing, even when set holds '%'.
func (c *Cursor) One(set *[256]bool, esc bool) bool {
	if c.Pos >= len(c.In) {
		return false
	}
	b := c.In[c.Pos]
	if b == '%' && grammar.EscapeAt(c.In, c.Pos) {
		if esc {
			c.Pos += 3
		}
		return esc
	}
	if set[b] {
		c.Pos++
		return true
	}
	return false
}

// Run reads as many tokens as One would, one after the other, and
// returns how many. It works on locals, not on the Cursor's fields,
// which the compiler would store back at every byte.
func (c *Cursor) Run(set *[256]bool, esc bool) int {
	in, i, k := c.In, c.Pos, 0
	for i < len(in) {
		// Most bytes are not a "%": one table look-up each.
		if b := in[i]; b != '%' {
			if !set[b] {
				break
			}
			i++
		} else if grammar.EscapeAt(in, i) {
			if !esc {
				break
			}
			i += 3
		} else if set[b] {
			i++
		} else {
			break
		}
		k++
	}
	c.Pos = i
	return k
}

// RunEnding reads the longest run of bytes of set that ends with a byte
// of end, a subset of set: nothing when the run holds no byte of end.
// It is what a repetition of B* A reads, for A the bytes of end and B
// those of set that are not (a domain label's ("-"* alphadigit)*), in
// one pass where the repetition tries A after each run of B and gives
// the run back when A does not follow. Neither set may hold '%'.
func (c *Cursor) RunEnding(set, end *[256]bool) {
	in, i, last := c.In, c.Pos, c.Pos
	for i < len(in) {
		// Most bytes of a run are of end, which holds only bytes of
		// set: one look-up each.
		if b := in[i]; end[b] {
			i++
			last = i
		} else if set[b] {
			i++
		} else {
			break
		}
	}
	c.Pos = last
}

// Escape reads the escape lit ("%" and two hex digits, in the case the
// grammar writes them), and reports whether it was there.
func (c *Cursor) Escape(lit string) bool {
	if grammar.EscapeAt(c.In, c.Pos) && c.In[c.Pos:c.Pos+3] == lit {
		c.Pos += 3
		return true
	}
	return false
}
