package interp

import (
	"fmt"
	"reflect"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/automaton"
)

// machine is a grammar's automaton with what generated code needs to
// write it: the Go type of each production and, for each state, the
// shortest input that leads to it.
type machine struct {
	a        *automaton.Automaton
	prods    []prodRef
	examples []string
}

// BuildAutomaton returns the minimal deterministic automaton of g's
// language: g's root followed by the end of the input. Its dead state is
// reached at the first byte that no valid input has there, and each state
// names the innermost production that every way of going on from it lies
// in. It refuses a grammar whose productions contain themselves: the
// language of a recursive grammar may need a stack.
func BuildAutomaton(g *Grammar) (*automaton.Automaton, error) {
	m, err := buildMachine(g)
	if err != nil {
		return nil, err
	}
	return m.a, nil
}

func buildMachine(g *Grammar) (*machine, error) {
	n, err := buildNFA(g)
	if err != nil {
		return nil, err
	}
	d := subset(n)
	live := d.live()
	memo := map[int]bool{}
	if !live[1] {
		return nil, &Error{Production: g.Root.Type.String(), Construct: "automaton", Reason: "the grammar matches no input"}
	}
	// Threads that share no production are those at the end of the
	// input, after the root: the root is theirs.
	root := 0 // buildNFA reads the root first
	prodOf := make([]int, len(d.sets))
	inOf := make([][]int, len(d.sets))
	for st := 1; st < len(d.sets); st++ {
		if !live[st] {
			continue
		}
		p, in := d.productions(st, memo)
		if p < 0 {
			p = root
		}
		prodOf[st], inOf[st] = p, in
	}
	block, nblocks := minimize(d, live, prodOf, inOf)
	m := &machine{prods: n.prods}
	if nblocks*len(d.reps) > 1<<16 {
		return nil, &Error{Production: g.Root.Type.String(), Construct: "automaton",
			Reason: fmt.Sprintf("%d states of %d byte classes is more than the 65536 transitions an automaton holds", nblocks, len(d.reps))}
	}
	a := &automaton.Automaton{
		Class:   d.classes,
		Classes: len(d.reps),
		Next:    make([]uint16, nblocks*len(d.reps)),
		Final:   make([]bool, nblocks),
		Prod:    make([]uint16, nblocks),
		InWords: (len(n.prods) + 63) / 64,
	}
	a.In = make([]uint64, nblocks*a.InWords)
	a.Bytes = make([]automaton.ByteSet, a.Classes)
	for b, c := range a.Class {
		a.Bytes[c].Add(byte(b))
	}
	m.examples = make([]string, nblocks)
	done := make([]bool, nblocks)
	done[0] = true
	// Number the blocks in the order a breadth-first walk from the start
	// meets them, so that the example of each is a shortest input.
	queue := []int{1}
	done[block[1]] = true
	for len(queue) > 0 {
		st := queue[0]
		queue = queue[1:]
		b := block[st]
		a.Final[b] = d.final[st]
		a.Prod[b] = uint16(prodOf[st])
		for _, p := range inOf[st] {
			a.In[b*a.InWords+p/64] |= 1 << (p % 64)
		}
		for c := range d.reps {
			to := d.next[st][c]
			if !live[to] {
				continue
			}
			a.Next[b*len(d.reps)+c] = uint16(block[to])
			if !done[block[to]] {
				done[block[to]] = true
				m.examples[block[to]] = m.examples[b] + string(display(d, c))
				queue = append(queue, to)
			}
		}
	}
	m.a = a
	for _, p := range m.prods {
		a.Productions = append(a.Productions, p.production())
	}
	return m, nil
}

// production returns the ast.Production that p stands for.
func (p prodRef) production() ast.Production {
	switch {
	case p.escape:
		return grammar.EscapeP
	case p.union != nil && p.union.Type == schemePartType():
		return grammar.SchemePartP
	case p.union != nil:
		return ast.Production{Name: p.union.Name}
	}
	if n, ok := reflect.New(p.strct.Type).Interface().(ast.Node); ok {
		return grammar.Of(n)
	}
	return ast.Production{Name: p.strct.Name}
}

func schemePartType() reflect.Type { return reflect.TypeFor[ast.SchemePart]() }

// display returns the byte of class c that an example shows: a lower-case
// letter or a digit where the class has one, so that examples read like
// URLs.
func display(d *dfa, c int) byte {
	for _, b := range []byte("abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
		if d.classes[b] == uint8(c) {
			return b
		}
	}
	return d.reps[c]
}

// A Machine is a grammar's automaton with what the generator writes
// beside it (package grammar/gen).
type Machine struct {
	Automaton *automaton.Automaton
	// Rules are the rules of the grammar that the automaton's Productions
	// name, in the same order: a *Struct or a *Union, or nil for escape,
	// which the automaton names but the grammar reads as a token.
	Rules []Rule
	// Examples are, for each state, the shortest input that reaches it.
	Examples []string
}

// BuildMachine builds g's automaton, as BuildAutomaton does, with the
// productions and examples the generator comments it with.
func BuildMachine(g *Grammar) (*Machine, error) {
	m, err := buildMachine(g)
	if err != nil {
		return nil, err
	}
	out := &Machine{Automaton: m.a, Examples: m.examples, Rules: make([]Rule, len(m.prods))}
	for i, p := range m.prods {
		switch {
		case p.strct != nil:
			out.Rules[i] = p.strct
		case p.union != nil:
			out.Rules[i] = p.union
		}
	}
	return out, nil
}
