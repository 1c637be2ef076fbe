package interp

import "sync"

// wraps reports whether node n, reached outside a run, is read as a run
// of characters of its own (a KindTerminals event): it has no production
// in it, and is neither a lookahead, which is an event of its own, nor
// "( x )", which is read as x.
func (r *recorder) wraps(n Node) bool {
	if r.quiet() {
		return false
	}
	switch n := n.(type) {
	case *Token, *Literal:
		return true
	case *Group:
		if n.Mode == Once {
			return false
		}
	case *charRun:
		return false
	}
	return plain(n)
}

// charRun is a run of consecutive items of a sequence that read only
// characters, which a trace records as one KindTerminals event: Node is
// the item, or a Sequence of the items (one the trace makes, which is
// not in the grammar).
type charRun struct{ Node }

// runsCache caches runsOf, by sequence: the runs are the grammar's,
// whatever the input.
var runsCache sync.Map // *Sequence -> []Node

// runsOf returns the items of s, each run of items that read only
// characters made one charRun.
func runsOf(s *Sequence) []Node {
	if v, ok := runsCache.Load(s); ok {
		return v.([]Node)
	}
	var out []Node
	for i := 0; i < len(s.Items); {
		if !plain(s.Items[i]) {
			out = append(out, s.Items[i])
			i++
			continue
		}
		j := i + 1
		for j < len(s.Items) && plain(s.Items[j]) {
			j++
		}
		var n Node = s.Items[i]
		if j > i+1 {
			n = &Sequence{Items: s.Items[i:j]}
		}
		out = append(out, &charRun{n})
		i = j
	}
	v, _ := runsCache.LoadOrStore(s, out)
	return v.([]Node)
}

// isStructural reports whether n has a production in it: a struct or a
// union (lookaheads have none: Read refuses captures in them).
func isStructural(n Node) bool {
	if s, ok := structuralCache.Load(n); ok {
		return s.(bool)
	}
	var s bool
	switch n.(type) {
	case *Struct, *Union:
		s = true
	case *Lookahead:
		s = false
	default:
		for _, c := range Children(n) {
			if isStructural(c) {
				s = true
				break
			}
		}
	}
	structuralCache.Store(n, s)
	return s
}

// structuralCache caches isStructural, by node, as productionCache does
// ProductionOf: whether a node is structural is its grammar's, whatever
// the input, and finding it again for each trace costs more than a
// short trace.
var structuralCache sync.Map // Node -> bool

// plain reports whether n, outside a run, is read as part of a run of
// characters: it has no production and is no lookahead, which is an
// event of its own.
func plain(n Node) bool {
	_, la := n.(*Lookahead)
	return !la && !isStructural(n)
}

// repOf returns the repetition a run of characters of node n counts the
// iterations of: n itself, under captures and plain parentheses, when it
// is a group with a modifier.
func repOf(n Node) *Group {
	for {
		switch x := n.(type) {
		case *Capture:
			n = x.Expr
		case *Group:
			if x.Mode != Once {
				return x
			}
			n = x.Expr
		default:
			return nil
		}
	}
}
