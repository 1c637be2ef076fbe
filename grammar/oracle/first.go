package oracle

import (
	"errors"

	"github.com/urlsyntax/rfc1738/grammar/automaton"
)

// Result is the oracle's answer about the first impossible byte of an
// input.
type Result struct {
	// Offset is the length of the longest prefix of the input that some
	// string of the language starts with: the input's length when the
	// input is in the language or stops too early.
	Offset int
	// Expected holds exactly the bytes b for which input[:Offset]+b is
	// still viable.
	Expected automaton.ByteSet
	// End reports whether input[:Offset] is itself in the language.
	End bool
}

// FirstImpossible returns the first impossible byte of s, what could
// stand there, and whether s could end there. For a member of the
// language, Offset is len(s) and End is true. The error wraps
// ErrInconclusive when a viability the answer rests on could not be
// decided within the search's bounds.
func (o *Oracle) FirstImpossible(s string) (Result, error) {
	k := len(s)
	if !o.Member(s) {
		k = o.lastAlive(s)
	}
	// s[:k+1] is impossible (or k is len(s)). Prove s[:k] viable; when
	// the search proves it impossible instead, step back, which keeps
	// s[:k+1] proven impossible.
	for {
		p := s[:k]
		fr, alive := o.frontiers(p)
		srch := newSearch(o)
		switch _, st := srch.from(p, fr, alive, maxDepth); st {
		case found:
			expected, err := o.expected(p, fr)
			return Result{Offset: k, Expected: expected, End: o.Member(p)}, err
		case unknown:
			return Result{}, srch.inconclusive(p)
		}
		if k == 0 {
			return Result{}, errors.New("oracle: the language is empty")
		}
		k--
	}
}

// lastAlive returns a k such that the prefix s[:k] is alive and s[:k+1]
// is not (the matcher finds no reading that gets to its end, which
// proves it impossible), or len(s) when all of s is alive. Viability is
// prefix-closed, so the largest viable prefix is at most that long.
func (o *Oracle) lastAlive(s string) int {
	if o.alive(s) {
		return len(s)
	}
	lo, hi := 0, len(s) // invariant: s[:hi] is not alive
	for hi-lo > 1 {
		mid := lo + (hi-lo)/2
		if o.alive(s[:mid]) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}

// expected returns the bytes b for which p+b is viable, p being viable
// with frontiers fr: only bytes that the frontiers can read next may be,
// and one byte per class decides for its class.
func (o *Oracle) expected(p string, fr []frontier) (automaton.ByteSet, error) {
	var out automaton.ByteSet
	for _, b := range o.reps(nextBytes(fr)) {
		srch := newSearch(o)
		switch _, st := srch.withByte(p, fr, b, maxDepth); st {
		case found:
			out = out.Union(o.classOf(b))
		case unknown:
			return out, srch.inconclusive(p + string(b))
		}
	}
	return out, nil
}
