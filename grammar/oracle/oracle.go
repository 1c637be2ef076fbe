package oracle

import (
	"errors"

	"github.com/urlsyntax/rfc1738/grammar/automaton"
	"github.com/urlsyntax/rfc1738/grammar/interp"
)

// Oracle decides membership and viability for the language of one
// grammar: the byte strings its root matches entirely. It is safe for
// concurrent use: each question runs a matcher of its own.
type Oracle struct {
	root    *node
	nodes   []*node // by id
	short   shortest
	classes []automaton.ByteSet
}

// ErrInconclusive is wrapped by the errors of questions the oracle could
// not decide within its bounds: a prefix that no reading rules out but
// that the completion search found no completion for.
var ErrInconclusive = errors.New("oracle: inconclusive")

// ErrNotViable is returned by Completion for a prefix that no string of
// the language starts with.
var ErrNotViable = errors.New("oracle: no string of the language starts with this prefix")

// New returns the oracle of g's language. g must come from interp.Read (or
// ReadURL, ReadFragment), which refuses left recursion and repetitions of
// what can match nothing: on such a grammar the matcher would loop, and
// panics instead.
func New(g *interp.Grammar) (*Oracle, error) {
	if g == nil || g.Root == nil {
		return nil, errors.New("oracle: no grammar")
	}
	c := &compiler{prods: map[interp.Node]*node{}}
	root, err := c.compile(g.Root)
	if err != nil {
		return nil, err
	}
	return &Oracle{root: root, nodes: c.nodes, short: shortestStrings(c.nodes), classes: byteClasses(c.nodes)}, nil
}

// Member reports whether s is in the language.
func (o *Oracle) Member(s string) bool { return newRun(o, s, false, false).root() }

// Viable reports whether some string of the language starts with p. A
// true answer is proven by a completion (see Completion); a false one by
// the matcher finding no reading of the grammar that gets to the end of
// p, or by the completion search ruling out every next byte. When
// neither can be proven within the search's bounds, the error wraps
// ErrInconclusive.
func (o *Oracle) Viable(p string) (bool, error) {
	_, err := o.Completion(p)
	switch {
	case err == nil:
		return true, nil
	case errors.Is(err, ErrNotViable):
		return false, nil
	}
	return false, err
}

// Completion returns a string c such that p+c is in the language: the
// proof that p is viable. It returns ErrNotViable when it proves that
// there is none, and an error wrapping ErrInconclusive when it can do
// neither within its bounds.
func (o *Oracle) Completion(p string) (string, error) {
	fr, alive := o.frontiers(p)
	s := newSearch(o)
	c, st := s.from(p, fr, alive, maxDepth)
	switch st {
	case found:
		return c, nil
	case impossible:
		return "", ErrNotViable
	}
	return "", s.inconclusive(p)
}

// alive reports whether some reading of the grammar gets to the end of
// prefix p, counting what the unknown rest decides as possible: a
// necessary condition of p's viability.
func (o *Oracle) alive(p string) bool { return newRun(o, p, true, false).root() }
