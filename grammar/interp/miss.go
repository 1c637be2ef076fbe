package interp

import (
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/automaton"
)

// missNow is a miss being gathered: sealed once an event holds it, so
// that a later union at the same offset makes a new one.
type missNow struct {
	m      *Miss
	sealed bool
}

var missNone = missNow{}

func (m missNow) get() *Miss { return m.m }

// missAt records that the terminals at off did not match: set holds the
// bytes they start with, end whether the end of the input would have.
func (r *recorder) missAt(off int, set *automaton.ByteSet, end bool) {
	if r.look > 0 {
		r.looked = max(r.looked, min(off+1, len(r.p.in)))
		return
	}
	switch m := r.cur.m; {
	case m == nil || int32(off) > m.Offset:
		if m == nil || r.cur.sealed {
			// An event holds m, or will: the further miss is a new one.
			m = r.miss()
			r.cur = missNow{m: m}
		}
		*m = Miss{Offset: int32(off), End: end}
		if set != nil {
			m.Expected = *set
		}
	case int32(off) == m.Offset:
		if set != nil && m.Expected.Union(*set) == m.Expected && (m.End || !end) {
			return // nothing new
		}
		if r.cur.sealed {
			cp := r.miss()
			*cp = *m
			m = cp
			r.cur = missNow{m: m}
		}
		if set != nil {
			m.Expected = m.Expected.Union(*set)
		}
		m.End = m.End || end
	}
}

// furthest returns the further of two misses, their union when at the
// same offset.
func (r *recorder) furthest(a, b missNow) missNow {
	switch {
	case a.m == nil:
		return b
	case b.m == nil || a.m.Offset > b.m.Offset:
		return a
	case b.m.Offset > a.m.Offset:
		return b
	}
	u := Miss{Offset: a.m.Offset, Expected: a.m.Expected.Union(b.m.Expected), End: a.m.End || b.m.End}
	if u == *a.m {
		return a
	}
	if u == *b.m {
		return b
	}
	m := r.miss()
	*m = u
	return missNow{m: m}
}

// tokenSets are the bytes each token type starts with.
var tokenSets = func() (sets [grammar.NonASCII + 1]automaton.ByteSet) {
	for c := range 256 {
		sets[grammar.Class(byte(c))].Add(byte(c))
	}
	sets[grammar.Escape] = automaton.ByteSet{}
	sets[grammar.Escape].Add('%')
	return sets
}()

// missToken records that no token of type tt was at off.
func (r *recorder) missToken(off int, tt grammar.CharClass) {
	if tt == grammar.EOF {
		r.missAt(off, nil, true)
		return
	}
	var set *automaton.ByteSet
	if tt >= 0 && int(tt) < len(tokenSets) {
		set = &tokenSets[tt]
	}
	r.missAt(off, set, false)
}

// missLiteral records that no token of value v was at off.
func (r *recorder) missLiteral(off int, v string) {
	var set automaton.ByteSet
	if v != "" && (len(v) == 1 || len(v) == 3 && grammar.EscapeAt(v, 0)) {
		set.Add(v[0])
	}
	r.missAt(off, &set, false)
}

// read records that a token ends at end: in a lookahead, how far it
// read.
func (r *recorder) read(end int) {
	if r.look > 0 {
		r.looked = max(r.looked, end)
	}
}
