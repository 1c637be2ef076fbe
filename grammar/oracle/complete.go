package oracle

import "fmt"

// Bounds of the completion search. A completion is first guessed from
// the grammar (the rest of a frontier's terminal, then the shortest
// string of what follows it). Guesses ignore lookaheads, so where a
// lookahead rules them out, the search goes on byte by byte.
const (
	// maxDepth is how many bytes the search adds to a prefix, one at a
	// time, before it gives up on that branch.
	maxDepth = 6
	// maxRuns is how many matcher runs one search may make.
	maxRuns = 400
	// maxGuesses is how many guesses are checked at each prefix.
	maxGuesses = 6
)

// status is the outcome of a completion search.
type status int

const (
	found      status = iota // a completion was found
	impossible               // proven: there is none
	unknown                  // neither, within the bounds
)

// search looks for completions by depth-first search over next bytes,
// one byte per class, guided by the frontiers.
type search struct {
	o    *Oracle
	runs int // matcher runs left
}

func newSearch(o *Oracle) *search { return &search{o: o, runs: maxRuns} }

// inconclusive returns the error of a search that decided nothing on p.
func (s *search) inconclusive(p string) error {
	return fmt.Errorf("%w: no completion of %q found, and none ruled out, within %d bytes and %d runs",
		ErrInconclusive, p, maxDepth, maxRuns)
}

// member is Oracle.Member, counted as a run.
func (s *search) member(str string) bool {
	s.runs--
	return s.o.Member(str)
}

// complete looks for a completion of p, going at most depth bytes deep.
func (s *search) complete(p string, depth int) (string, status) {
	s.runs--
	fr, alive := s.o.frontiers(p)
	return s.from(p, fr, alive, depth)
}

// from is complete with p's frontiers fr already found, alive telling
// whether there are any. A prefix with none is impossible; otherwise its
// guesses are checked, then each next byte.
func (s *search) from(p string, fr []frontier, alive bool, depth int) (string, status) {
	if !alive {
		return "", impossible
	}
	for _, g := range s.o.guesses(fr, -1) {
		if s.member(p + g) {
			return g, found
		}
	}
	return s.extend(p, fr, depth)
}

// extend looks for a completion of p that starts with one of the bytes
// p's frontiers can read next. A byte they cannot read makes p
// impossible, so when every byte they can read does too, p is
// impossible: p is not a member either, since its frontiers' guesses
// include the empty completion when it could be.
func (s *search) extend(p string, fr []frontier, depth int) (string, status) {
	st := impossible
	for _, b := range s.o.reps(nextBytes(fr)) {
		if depth == 0 || s.runs <= 0 {
			return "", unknown
		}
		c, cst := s.withByte(p, fr, b, depth-1)
		switch cst {
		case found:
			return string(b) + c, found
		case unknown:
			st = unknown
		}
	}
	return "", st
}

// withByte looks for a completion of p+b: first among the guesses of
// p's frontiers that start with b, then by a search from p+b.
func (s *search) withByte(p string, fr []frontier, b byte, depth int) (string, status) {
	for _, g := range s.o.guesses(fr, int(b)) {
		if s.member(p + g) {
			return g[1:], found
		}
	}
	return s.complete(p+string(b), depth)
}
