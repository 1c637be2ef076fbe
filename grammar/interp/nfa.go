package interp

import (
	"fmt"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/automaton"
)

// The automaton of a grammar is built in two steps: the grammar becomes a
// nondeterministic automaton over bytes (this file), whose threads are
// then run in parallel and their sets numbered (subset.go).
//
// Tokens become the bytes they are made of: an Escape is "%" hex hex, a
// literal '%09' the three bytes of its value, a token class the bytes of
// its class. A lone "%" is Punctuation only where no escape starts, so
// its state checks that two hex digits do not follow. Choices and
// repetitions keep all their alternatives, as in a regular expression;
// a lookahead becomes a condition on what follows that the thread
// carries with it (see threads.go). Each use of a production gets states
// of its own, so that every state knows the productions it lies in.

// nop is what an NFA state does.
type nop uint8

const (
	opByte   nop = iota // consume a byte of set, go to out[0]
	opSplit             // go to every state of out, consuming nothing
	opLook              // a lookahead: carry the condition that body matches (or, neg, does not) here; go to out[0]
	opEnd               // the end of the input: go to out[0] only there
	opMatch             // a lookahead's body has matched
	opAccept            // the whole grammar has matched
)

type nstate struct {
	op    nop
	set   automaton.ByteSet // opByte
	out   []int
	body  int  // opLook: the body's first state
	neg   bool // opLook: (?! ...)
	stack int  // the productions the state lies in (nfa.stacks)
}

// A stack is a production and the stack of the production it is used in;
// stacks[0] is the empty stack, outside every production.
type stack struct {
	parent int
	prod   int // index into nfa.prods
}

// nfa is the automaton of a grammar over bytes.
type nfa struct {
	states []nstate
	start  int
	stacks []stack
	prods  []prodRef
}

// prodRef is a production of the automaton: a Struct of the grammar, a
// Union of more than one member, or the escape production, which tokens
// hold.
type prodRef struct {
	strct  *Struct
	union  *Union
	escape bool
}

type nfaBuilder struct {
	n        *nfa
	prodOf   map[Rule]int
	stackOf  map[stack]int
	escape   int // index of the escape production, -1 until used
	inStruct []*Struct
}

// buildNFA returns the NFA of the language of g: g's root followed by
// the end of the input.
func buildNFA(g *Grammar) (*nfa, error) {
	b := &nfaBuilder{n: &nfa{stacks: []stack{{-1, -1}}}, prodOf: map[Rule]int{}, stackOf: map[stack]int{}, escape: -1}
	accept := b.add(nstate{op: opAccept})
	end := b.add(nstate{op: opEnd, out: []int{accept}})
	start, err := b.node(g.Root, end, 0)
	if err != nil {
		return nil, err
	}
	b.n.start = start
	return b.n, nil
}

func (b *nfaBuilder) add(s nstate) int {
	b.n.states = append(b.n.states, s)
	return len(b.n.states) - 1
}

func (b *nfaBuilder) split(stk int, out ...int) int {
	return b.add(nstate{op: opSplit, out: out, stack: stk})
}

func (b *nfaBuilder) bytes(set automaton.ByteSet, next, stk int) int {
	return b.add(nstate{op: opByte, set: set, out: []int{next}, stack: stk})
}

// push returns the stack of production p used within stack stk.
func (b *nfaBuilder) push(stk int, p int) int {
	key := stack{stk, p}
	if id, ok := b.stackOf[key]; ok {
		return id
	}
	b.n.stacks = append(b.n.stacks, key)
	id := len(b.n.stacks) - 1
	b.stackOf[key] = id
	return id
}

// node returns the first state of n's states, which go on to next when n
// has matched; stk is the stack n lies in. States are built from the
// end backwards, so that each node knows where it goes.
func (b *nfaBuilder) node(n Node, next, stk int) (int, error) {
	switch n := n.(type) {
	case *Struct:
		for _, s := range b.inStruct {
			if s == n {
				return 0, &Error{Production: n.Type.String(), Construct: "recursion",
					Reason: fmt.Sprintf("%s contains itself; the automaton that names the first impossible byte needs a grammar without recursion", n.Name)}
			}
		}
		b.inStruct = append(b.inStruct, n)
		defer func() { b.inStruct = b.inStruct[:len(b.inStruct)-1] }()
		return b.node(n.Expr, next, b.push(stk, b.prod(n, prodRef{strct: n})))
	case *Union:
		if len(n.Members) > 1 {
			// A union of one member, a scheme's part, is that member.
			stk = b.push(stk, b.prod(n, prodRef{union: n}))
		}
		out := make([]int, 0, len(n.Members))
		for _, m := range n.Members {
			s, err := b.node(m, next, stk)
			if err != nil {
				return 0, err
			}
			out = append(out, s)
		}
		return b.split(stk, out...), nil
	case *Sequence:
		for i := len(n.Items) - 1; i >= 0; i-- {
			s, err := b.node(n.Items[i], next, stk)
			if err != nil {
				return 0, err
			}
			next = s
		}
		return next, nil
	case *Disjunction:
		out := make([]int, 0, len(n.Alts))
		for _, a := range n.Alts {
			s, err := b.node(a, next, stk)
			if err != nil {
				return 0, err
			}
			out = append(out, s)
		}
		return b.split(stk, out...), nil
	case *Group:
		return b.group(n, next, stk)
	case *Capture:
		return b.node(n.Expr, next, stk)
	case *Lookahead:
		match := b.add(nstate{op: opMatch, stack: stk})
		body, err := b.node(n.Expr, match, stk)
		if err != nil {
			return 0, err
		}
		return b.add(nstate{op: opLook, body: body, neg: n.Negative, out: []int{next}, stack: stk}), nil
	case *Literal:
		return b.literal(n, next, stk), nil
	case *Token:
		return b.token(n.Type, next, stk), nil
	}
	return 0, fmt.Errorf("gen: automaton: unexpected node %T", n)
}

// prod returns the index of production p, numbering it the first time.
func (b *nfaBuilder) prod(p Rule, ref prodRef) int {
	i, ok := b.prodOf[p]
	if !ok {
		b.n.prods = append(b.n.prods, ref)
		i = len(b.n.prods) - 1
		b.prodOf[p] = i
	}
	return i
}

func (b *nfaBuilder) group(g *Group, next, stk int) (int, error) {
	switch g.Mode {
	case Once:
		return b.node(g.Expr, next, stk)
	case Optional:
		s, err := b.node(g.Expr, next, stk)
		if err != nil {
			return 0, err
		}
		return b.split(stk, s, next), nil
	}
	loop := b.split(stk) // out set below: the body again, or next
	body, err := b.node(g.Expr, loop, stk)
	if err != nil {
		return 0, err
	}
	b.n.states[loop].out = []int{body, next}
	if g.Mode == OneOrMore {
		return body, nil
	}
	return loop, nil
}

// literal is a token whose value is the literal's: one byte, or the three
// bytes of an escape. No other token has a longer value, so a longer
// literal matches nothing, as in participle.
func (b *nfaBuilder) literal(l *Literal, next, stk int) int {
	v := l.Value
	switch {
	case len(v) == 1 && (l.TypeName == "" || grammar.Class(v[0]) == l.Type):
		return b.oneByte(v[0], next, stk)
	case len(v) == 3 && grammar.EscapeAt(v, 0) && (l.TypeName == "" || l.Type == grammar.Escape):
		for i := 2; i >= 0; i-- {
			var set automaton.ByteSet
			set.Add(v[i])
			s := stk
			if i > 0 {
				s = b.push(stk, b.escapeProd())
			}
			next = b.bytes(set, next, s)
		}
		return next
	}
	return b.bytes(automaton.ByteSet{}, next, stk) // matches nothing
}

// oneByte is the token made of byte c alone; a "%" is one only where no
// escape starts.
func (b *nfaBuilder) oneByte(c byte, next, stk int) int {
	var set automaton.ByteSet
	set.Add(c)
	if c == '%' {
		next = b.notHexHex(next, stk)
	}
	return b.bytes(set, next, stk)
}

// notHexHex is the condition that two hex digits do not follow.
func (b *nfaBuilder) notHexHex(next, stk int) int {
	match := b.add(nstate{op: opMatch, stack: stk})
	hex := hexSet()
	body := b.bytes(hex, b.bytes(hex, match, stk), stk)
	return b.add(nstate{op: opLook, body: body, neg: true, out: []int{next}, stack: stk})
}

func (b *nfaBuilder) escapeProd() int {
	if b.escape < 0 {
		b.n.prods = append(b.n.prods, prodRef{escape: true})
		b.escape = len(b.n.prods) - 1
	}
	return b.escape
}

// token is one token of type t: the bytes of its class, or for Escape
// "%" hex hex, or for EOF the end of the input.
func (b *nfaBuilder) token(t grammar.CharClass, next, stk int) int {
	switch t {
	case grammar.EOF:
		return b.add(nstate{op: opEnd, out: []int{next}, stack: stk})
	case grammar.Escape:
		esc := b.push(stk, b.escapeProd())
		hex := hexSet()
		var pct automaton.ByteSet
		pct.Add('%')
		return b.bytes(pct, b.bytes(hex, b.bytes(hex, next, esc), esc), stk)
	}
	var set, pct automaton.ByteSet
	for c := 0; c < 256; c++ {
		if grammar.Class(byte(c)) == t {
			set.Add(byte(c))
		}
	}
	pct.Add('%')
	if !set.Intersect(pct).Empty() { // Punctuation: "%" only where no escape starts
		return b.split(stk, b.bytes(set.Minus(pct), next, stk), b.oneByte('%', next, stk))
	}
	return b.bytes(set, next, stk)
}

func hexSet() automaton.ByteSet {
	var s automaton.ByteSet
	for c := 0; c < 256; c++ {
		if grammar.IsHex(byte(c)) {
			s.Add(byte(c))
		}
	}
	return s
}

// depth returns how many productions stack stk holds.
func (n *nfa) depth(stk int) int {
	d := 0
	for ; stk > 0; stk = n.stacks[stk].parent {
		d++
	}
	return d
}

// commonDepth returns how many productions, from the outermost, stacks a
// and b share.
func (n *nfa) commonDepth(a, b int) int {
	for da, db := n.depth(a), n.depth(b); da > db; da-- {
		a = n.stacks[a].parent
	}
	for da, db := n.depth(a), n.depth(b); db > da; db-- {
		b = n.stacks[b].parent
	}
	for a != b {
		a, b = n.stacks[a].parent, n.stacks[b].parent
	}
	return n.depth(a)
}
