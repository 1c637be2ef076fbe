package oracle

import (
	"testing"

	"github.com/urlsyntax/rfc1738/grammar/automaton"
)

// TestByteClasses checks that the classes of each grammar partition the
// bytes and that every terminal's byte sets, "%" and the hex digits are
// unions of classes (the last two in grammars that can match a "%"):
// what lets one byte stand for its class.
func TestByteClasses(t *testing.T) {
	u, err := NewURL()
	if err != nil {
		t.Fatal(err)
	}
	oracles := map[string]*Oracle{"generic": u.generic}
	for name, o := range u.schemes {
		oracles[name] = o
	}
	for name, o := range oracles {
		var all automaton.ByteSet
		for _, c := range o.classes {
			if !all.Intersect(c).Empty() || c.Empty() {
				t.Errorf("%s: class %v overlaps another or is empty", name, c.Bytes())
			}
			all = all.Union(c)
		}
		if all.Len() != 256 {
			t.Errorf("%s: the classes cover %d bytes", name, all.Len())
		}
		var sets []automaton.ByteSet
		for _, n := range o.nodes {
			if n.kind == termNode {
				sets = append(sets, n.term.sets...)
			}
		}
		if name != "nntp" { // the only grammar without escapes
			sets = append(sets, percentSet, hexSet)
		}
		for _, s := range sets {
			for _, c := range o.classes {
				if in := s.Intersect(c); !in.Empty() && in != c {
					t.Errorf("%s: class %q is split by the set %q", name, c.Bytes(), s.Bytes())
				}
			}
		}
	}
}
