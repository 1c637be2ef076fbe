package oracle

import (
	"sort"

	"github.com/urlsyntax/rfc1738/grammar/automaton"
)

// frontier is where a reading of the root stands at the end of a
// prefix: at a terminal that needs bytes the prefix does not have, or
// (term nil) at the end of the root, the prefix being a member. Every
// string of the language that starts with the prefix is read, up to
// the prefix's end, by a reading that stands at one of its frontiers
// there.
type frontier struct {
	term  *term
	known int   // the bytes of term that the prefix already holds
	k     *cont // what follows term
}

// frontiers returns the frontiers of prefix p, and whether it is alive.
func (o *Oracle) frontiers(p string) ([]frontier, bool) {
	r := newRun(o, p, true, true)
	ok := r.root()
	return r.frontiers, ok
}

// next returns the bytes that can come right after the prefix at f.
func (f frontier) next() automaton.ByteSet {
	if f.term == nil {
		return automaton.ByteSet{}
	}
	return f.term.sets[f.known]
}

// guess returns the completion f suggests: the rest of its terminal,
// then a shortest string of what follows, lookaheads ignored.
func (o *Oracle) guess(f frontier) (string, bool) {
	if f.term == nil {
		return "", true
	}
	return o.guessWith(f, minByte(f.next()))
}

// guessWith returns the completion f suggests that starts with byte b.
func (o *Oracle) guessWith(f frontier, b byte) (string, bool) {
	if !f.next().Has(b) {
		return "", false
	}
	rest, ok := f.term.shortest(f.known + 1)
	after, ok2 := o.short.after(f.k)
	return string(b) + rest + after, ok && ok2
}

// nextBytes returns the bytes that can come right after the prefix
// whose frontiers are fr: a byte outside it makes the prefix impossible.
func nextBytes(fr []frontier) automaton.ByteSet {
	var s automaton.ByteSet
	for _, f := range fr {
		s = s.Union(f.next())
	}
	return s
}

// guesses returns the distinct completions that the frontiers suggest
// (those that start with b, when b >= 0), shortest first, at most
// maxGuesses of them.
func (o *Oracle) guesses(fr []frontier, b int) []string {
	seen := map[string]bool{}
	var out []string
	for _, f := range fr {
		var g string
		var ok bool
		if b < 0 {
			g, ok = o.guess(f)
		} else {
			g, ok = o.guessWith(f, byte(b))
		}
		if ok && !seen[g] {
			seen[g] = true
			out = append(out, g)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if len(out[i]) != len(out[j]) {
			return len(out[i]) < len(out[j])
		}
		return out[i] < out[j]
	})
	if len(out) > maxGuesses {
		out = out[:maxGuesses]
	}
	return out
}
