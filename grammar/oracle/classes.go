package oracle

import (
	"fmt"

	"github.com/urlsyntax/rfc1738/grammar/automaton"
)

// byteClasses partitions the 256 bytes into classes of bytes that every
// terminal of the grammar treats alike: each of the terminals' byte sets
// holds all of a class or none of it, and so do "%" and the hex digits
// when a terminal can match "%" (whether "%" starts an escape depends on
// them). Exchanging two bytes of a class throughout a string then never
// changes whether it matches, so a question about a byte need only be
// asked of one byte per class. Classes are in order of their smallest
// byte.
func byteClasses(nodes []*node) []automaton.ByteSet {
	var preds []automaton.ByteSet
	percent := false
	for _, n := range nodes {
		if n.kind != termNode {
			continue
		}
		for _, set := range n.term.sets {
			preds = append(preds, set)
			percent = percent || set.Has('%')
		}
	}
	if percent {
		preds = append(preds, percentSet, hexSet)
	}
	index := map[string]int{}
	var classes []automaton.ByteSet
	for b := 0; b < 256; b++ {
		sig := make([]byte, len(preds))
		for j, p := range preds {
			if p.Has(byte(b)) {
				sig[j] = 1
			}
		}
		c, ok := index[string(sig)]
		if !ok {
			c = len(classes)
			index[string(sig)] = c
			classes = append(classes, automaton.ByteSet{})
		}
		classes[c].Add(byte(b))
	}
	return classes
}

// reps returns one byte of each class that meets set: the smallest.
func (o *Oracle) reps(set automaton.ByteSet) []byte {
	var out []byte
	for _, c := range o.classes {
		if in := c.Intersect(set); !in.Empty() {
			out = append(out, minByte(in))
		}
	}
	return out
}

// classOf returns the class of b.
func (o *Oracle) classOf(b byte) automaton.ByteSet {
	for _, c := range o.classes {
		if c.Has(b) {
			return c
		}
	}
	panic(fmt.Sprintf("oracle: byte %#x in no class", b))
}
