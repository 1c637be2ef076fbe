package interp

import (
	"reflect"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// Interpret parses input by the grammar, with participle's semantics
// (see "Semantics the tree builders keep" in the package doc), and
// returns the tree: a pointer to a new value of the root's type, with
// every node's span filled. It returns nil when input does not match the
// grammar whole, and where participle panics: on an alternative that
// matched nothing before the end of the input. It reads the IR as it
// goes and builds nodes by reflection, so it is slower than generated
// code; the parser uses it for a scheme without generated code, and
// where the generated parser leaves a tree to it.
func (g *Grammar) Interpret(input string) (tree any) {
	p := &interp{in: input}
	v, r := p.strct(g.Root)
	if r != iMatch || p.stopped || p.pos != len(input) {
		return nil
	}
	return v.Interface()
}

// Results of a node, as participle's: it matched (perhaps nothing), it
// did not match and consumed nothing, or it failed after consuming.
type iresult int

const (
	iMatch iresult = iota
	iNoMatch
	iError
)

// interp is participle's parse context: a cursor, and the captures
// pending until the struct being parsed ends, those from mark on made in
// the current branch.
type interp struct {
	in   string
	pos  int
	mark int
	caps pendingStack
	// stopped is set where participle panics, on an alternative that
	// matched nothing before the end of the input: every node still
	// running then fails, and a trace closes their events.
	stopped bool
	// rec records the run as a trace, and is nil when the run builds a
	// tree. A traced run reads the grammar as tracedOf rewrites it.
	rec *recorder
}

// pending is capture c, to apply to its field of struct parent.
type pending struct {
	c      *Capture
	parent reflect.Value // the struct, addressable
	child  reflect.Value // SetStruct, AppendStruct, SetUnion
	i, j   int           // CaptureText: the input it matched
}

// pendingStack holds the pending captures in blocks, so that a long
// list costs its size once, not the copies a growing slice makes.
// Blocks emptied by cut stay, for the next pushes.
type pendingStack struct {
	blocks [][]pending // those before cur are full, those after empty
	cur    int
	n      int
}

// push adds a pending capture.
func (s *pendingStack) push(c pending) {
	if len(s.blocks) == 0 {
		s.blocks = append(s.blocks, make([]pending, 0, 8))
	}
	if b := s.blocks[s.cur]; len(b) == cap(b) {
		s.cur++
		if s.cur == len(s.blocks) {
			s.blocks = append(s.blocks, make([]pending, 0, min(2*cap(b), 1024)))
		}
	}
	s.blocks[s.cur] = append(s.blocks[s.cur], c)
	s.n++
}

// cut drops the captures from the m-th on.
func (s *pendingStack) cut(m int) {
	for s.n > m {
		b := s.blocks[s.cur]
		k := min(len(b), s.n-m)
		clear(b[len(b)-k:]) // let the nodes they hold go
		s.blocks[s.cur] = b[:len(b)-k]
		s.n -= k
		if len(s.blocks[s.cur]) == 0 && s.cur > 0 {
			s.cur--
		}
	}
}

// each calls f on the captures from the m-th on, in order.
func (s *pendingStack) each(m int, f func(c *pending)) {
	for _, b := range s.blocks[:min(s.cur+1, len(s.blocks))] {
		if m >= len(b) {
			m -= len(b)
			continue
		}
		for i := m; i < len(b); i++ {
			f(&b[i])
		}
		m = 0
	}
}

// branch is what a dropped branch gives back.
type branch struct{ pos, mark int }

func (p *interp) branch() branch {
	b := branch{p.pos, p.mark}
	p.mark = p.caps.n
	return b
}

// accept keeps the branch's cursor and captures.
func (p *interp) accept(b branch) { p.mark = b.mark }

// drop undoes the branch.
func (p *interp) drop(b branch) {
	p.caps.cut(p.mark)
	p.pos, p.mark = b.pos, b.mark
}

// apply applies the captures pending in the current branch: every one,
// not only those of the struct that ends (participle's Apply).
func (p *interp) apply() {
	p.caps.each(p.mark, func(c *pending) {
		f := c.parent.FieldByIndex(c.c.Field.Index)
		switch c.c.Kind {
		case SetStruct, SetUnion:
			f.Set(c.child)
		case AppendStruct:
			appendDoubling(f, c.child)
		case CaptureText:
			f.SetString(f.String() + p.in[c.i:c.j])
		case SetBool:
			f.SetBool(true)
		}
	})
	p.caps.cut(p.mark)
}

// appendDoubling appends x to the slice f, doubling its capacity when it
// is full: append's smaller steps for a long slice cost several times
// its size in all.
func appendDoubling(f, x reflect.Value) {
	n := f.Len()
	if n == f.Cap() {
		grown := reflect.MakeSlice(f.Type(), n, 2*n+4)
		reflect.Copy(grown, f)
		f.Set(grown)
	}
	f.SetLen(n + 1)
	f.Index(n).Set(x)
}

// strct parses production s: on a match or an error, the struct (partial
// on an error), with its captures applied.
func (p *interp) strct(s *Struct) (reflect.Value, iresult) {
	v := reflect.New(s.Type)
	start := p.pos
	r := p.node(s.Expr, v.Elem())
	if r == iNoMatch {
		return reflect.Value{}, iNoMatch
	}
	end := start // participle leaves the end of a failed struct zero
	if r == iMatch {
		end = p.pos
	}
	setSpan(s, v.Elem(), start, end, r == iMatch)
	p.apply()
	return v, r
}

// setSpan sets the span of node v of production s: its ast.Span, or the
// Pos and EndPos fields participle fills (EndPos on a match only).
func setSpan(s *Struct, v reflect.Value, start, end int, matched bool) {
	if s.Span != nil {
		v.FieldByIndex(s.Span).Set(reflect.ValueOf(ast.At(start, end)))
	}
	set := func(index []int, o int) {
		if index != nil {
			f := v.FieldByIndex(index)
			f.Set(position(o, f.Type()))
		}
	}
	set(s.Pos, start)
	if matched {
		set(s.EndPos, end)
	}
}

// union parses the first member of u that matches.
func (p *interp) union(u *Union) (reflect.Value, iresult) {
	start, failed := p.pos, false
	for _, m := range u.Members {
		b := p.branch()
		v, r := p.strct(m)
		switch r {
		case iMatch:
			if p.progress(start, false) {
				p.accept(b)
				return v, iMatch
			}
			p.drop(b)
			return reflect.Value{}, iError
		case iError:
			if p.stopped {
				p.drop(b)
				return reflect.Value{}, iError
			}
			failed = true
		}
		p.drop(b)
	}
	if failed {
		return reflect.Value{}, iError
	}
	return reflect.Value{}, iNoMatch
}

// progress reports whether an alternative that matched from start may be
// taken: participle panics when it matched nothing before the end of the
// input. There the run stops; alt says that a trace records the
// alternative, which it marks.
func (p *interp) progress(start int, alt bool) bool {
	if p.pos == start && p.pos < len(p.in) {
		p.stop(alt)
		return false
	}
	return true
}

// stop stops the run, where participle panics.
func (p *interp) stop(alt bool) {
	p.stopped = true
	if p.rec != nil {
		p.rec.stop(alt)
	}
}

// node runs n in the struct being parsed, parent.
func (p *interp) node(n Node, parent reflect.Value) iresult {
	switch n := n.(type) {
	case *Token:
		return p.token(n.Type)
	case *Literal:
		return p.literal(n)
	case *Sequence:
		return p.sequence(n, parent)
	case *Disjunction:
		return p.disjunction(n, parent)
	case *Group:
		return p.group(n, parent)
	case *Lookahead:
		return p.lookahead(n, parent)
	case *Capture:
		return p.capture(n, parent)
	case *Struct:
		_, r := p.strct(n)
		return r
	case *Union:
		_, r := p.union(n)
		return r
	case traced:
		// The recorder, not p: p passed through an interface would
		// escape, and every Interpret would allocate it.
		return n.run(p.rec, parent)
	}
	return iNoMatch
}

// sequence: a no-match of its first item is its no-match; of a later one,
// an error.
func (p *interp) sequence(s *Sequence, parent reflect.Value) iresult {
	for i, it := range s.Items {
		switch r := p.node(it, parent); {
		case r == iNoMatch && i > 0:
			return iError
		case r != iMatch:
			return r
		}
	}
	return iMatch
}

// disjunction: the first alternative that matches, each tried in a branch.
func (p *interp) disjunction(d *Disjunction, parent reflect.Value) iresult {
	start, failed := p.pos, false
	for _, a := range d.Alts {
		b := p.branch()
		switch p.node(a, parent) {
		case iMatch:
			if p.progress(start, false) {
				p.accept(b)
				return iMatch
			}
			p.drop(b)
			return iError
		case iError:
			if p.stopped {
				p.drop(b)
				return iError
			}
			failed = true
		}
		p.drop(b)
	}
	if failed {
		return iError
	}
	return iNoMatch
}

// group repeats its expression, each time in a branch, dropped when it
// fails.
func (p *interp) group(g *Group, parent reflect.Value) iresult {
	if g.Mode == Once {
		return p.node(g.Expr, parent)
	}
	matched := 0
	for {
		b := p.branch()
		r := p.node(g.Expr, parent)
		if r == iError {
			p.drop(b)
			if p.stopped {
				return iError
			}
			break
		}
		p.accept(b)
		if r == iNoMatch {
			break
		}
		matched++
		if g.Mode == Optional {
			break
		}
	}
	if g.Mode == OneOrMore && matched == 0 {
		return iNoMatch
	}
	return iMatch
}

// lookahead runs l's expression in a branch it drops, and matches,
// consuming nothing, when the expression matched and l is positive or
// did not and l is negative.
func (p *interp) lookahead(l *Lookahead, parent reflect.Value) iresult {
	b := p.branch()
	r := p.node(l.Expr, parent)
	p.drop(b)
	if (r == iMatch) != l.Negative && !p.stopped {
		return iMatch
	}
	return iError
}

// capture runs a capture's expression and records what it captures, to
// apply when the struct ends.
func (p *interp) capture(c *Capture, parent reflect.Value) iresult {
	cap := pending{c: c, parent: parent}
	switch c.Kind {
	case SetStruct, AppendStruct:
		v, r := p.strct(c.Expr.(*Struct))
		if v.IsValid() {
			cap.child = v
			p.caps.push(cap)
		}
		return r
	case SetUnion:
		v, r := p.union(c.Expr.(*Union))
		if r == iMatch {
			cap.child = v
			p.caps.push(cap)
		}
		return r
	}
	cap.i = p.pos
	r := p.node(c.Expr, parent)
	cap.j = p.pos
	_, overLookahead := c.Expr.(*Lookahead)
	switch {
	case c.Kind == SetBool && r == iMatch,
		c.Kind == CaptureText && (r == iMatch || r == iError && !overLookahead):
		p.caps.push(cap)
	}
	return r
}

// token matches one token of type t.
func (p *interp) token(t grammar.CharClass) iresult {
	switch {
	case t == grammar.EOF:
		if p.pos >= len(p.in) {
			return iMatch
		}
		return iNoMatch
	case t == grammar.Escape:
		if grammar.EscapeAt(p.in, p.pos) {
			p.pos += 3
			return iMatch
		}
		return iNoMatch
	case p.pos < len(p.in) && grammar.Class(p.in[p.pos]) == t && !grammar.EscapeAt(p.in, p.pos):
		p.pos++
		return iMatch
	}
	return iNoMatch
}

// literal matches one token whose value is l's: one byte that is no
// escape's start, or an escape.
func (p *interp) literal(l *Literal) iresult {
	v, rest := l.Value, p.in[p.pos:]
	switch {
	case len(v) == 1 && rest != "" && rest[0] == v[0] && !grammar.EscapeAt(p.in, p.pos):
	case len(v) == 3 && grammar.EscapeAt(v, 0) && len(rest) >= 3 && rest[:3] == v:
	default:
		return iNoMatch
	}
	if l.TypeName != "" && tokenTypeAt(p.in, p.pos) != l.Type {
		return iNoMatch
	}
	p.pos += len(v)
	return iMatch
}

// tokenTypeAt returns the type of the token at s[i]: Escape or its
// byte's class.
func tokenTypeAt(s string, i int) grammar.CharClass {
	if grammar.EscapeAt(s, i) {
		return grammar.Escape
	}
	return grammar.Class(s[i])
}
