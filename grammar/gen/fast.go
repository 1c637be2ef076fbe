package gen

import (
	"fmt"
	"reflect"
	"sort"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"
	"github.com/urlsyntax/rfc1738/grammar"
)

// The generated parser.
//
// A unit's parser builds the tree of an input that the unit's automaton
// has accepted: it only answers "what is the tree", which is all a valid
// URL needs. For a parse that succeeds, participle's rules reduce to a
// plain ordered-choice (PEG) reading: "no match" and "error" differ only
// in what is reported, captures made in a dropped branch are dropped,
// and the captures that survive are applied in order. So the parser
//   - returns a bool where participle returns match, no match or error;
//   - restores the cursor, and the fields the branch captured into, when
//     a branch fails, instead of keeping a stack of pending captures;
//   - parses a struct into a local value and copies it into a
//     preallocated slot only when the struct matched, so a parse
//     allocates one block per URL (the unit's slots) in the common case;
//   - reads a repetition of single-byte tokens (the text of most
//     productions) with a loop over a 256-entry table.
//
// Where participle would panic (an alternative that matched without
// progress) the parser gives up and returns nil. It also gives up where
// participle keeps a capture of a branch that failed (see openBranch):
// no built-in scheme's valid URL takes that path, and
// grammar/gen/internal/leak tests a grammar that does. Where it gives up,
// the grammar's interpreter (Grammar.Interpret), which keeps all of
// participle's bookkeeping, builds the tree.

// slotCap is the number of slots a unit's block holds for a node type,
// or for the elements of a slice of nodes, that can occur any number of
// times in a tree; beyond it, slots come in chunks that double.
const slotCap = 3

// fastName returns the fast parser's function for production p.
func (e *emitter) fastName(p Production) string {
	return "fast" + e.prefix + "_" + p.ProductionName()
}

// slot returns the index of the slab of node type t (a struct type).
func (e *emitter) slot(t reflect.Type) int { return intern(&e.slotTypes, e.slotOf, t) }

// ptrSlot returns the index of the slab of pointers to node type t.
func (e *emitter) ptrSlot(t reflect.Type) int { return intern(&e.ptrSlotTypes, e.ptrSlotOf, t) }

// stack returns the index of the stack that collects the nodes appended
// to the slice field sel of struct s while s is parsed (see fastStruct).
func (e *emitter) stack(s *Struct, sel string) int {
	key := s.Type.String() + "." + sel
	if k, ok := e.stackOf[key]; ok {
		return k
	}
	e.stackElems = append(e.stackElems, fieldElem(s.Type, sel))
	e.stackOf[key] = len(e.stackElems) - 1
	return len(e.stackElems) - 1
}

// intern returns the index of t in *list, appending it the first time.
func intern(list *[]reflect.Type, index map[reflect.Type]int, t reflect.Type) int {
	if i, ok := index[t]; ok {
		return i
	}
	*list = append(*list, t)
	index[t] = len(*list) - 1
	return len(*list) - 1
}

// set returns the name of the table of the bytes in s.
func (e *emitter) set(s *[256]bool) string {
	var b strings.Builder
	for c, in := range s {
		if in {
			fmt.Fprintf(&b, "%d,", c)
		}
	}
	key := b.String()
	if name, ok := e.setOf[key]; ok {
		return name
	}
	name := fmt.Sprintf("fastSet%d", len(e.sets))
	e.sets = append(e.sets, *s)
	e.setOf[key] = name
	return name
}

// byteMatcher reports whether n matches exactly one token that is a
// single byte or an escape, and if so the bytes it matches where no
// escape starts and whether it matches any escape.
func byteMatcher(n Node) (s [256]bool, esc, ok bool) {
	add := func(n Node) bool {
		switch n := n.(type) {
		case *Token:
			if n.Type == grammar.Escape {
				esc = true
				return true
			}
			if n.Type == lexer.EOF {
				return false
			}
			if _, known := classNames[n.Type]; !known {
				return true // matches nothing
			}
			for c := 0; c < 256; c++ {
				if grammar.Class(byte(c)) == n.Type {
					s[c] = true
				}
			}
			return true
		case *Literal:
			if len(n.Value) != 1 {
				return false
			}
			c := n.Value[0]
			if n.TypeName != "" && grammar.Class(c) != n.Type {
				return true // matches nothing
			}
			s[c] = true
			return true
		}
		return false
	}
	switch n := n.(type) {
	case *Disjunction:
		for _, a := range n.Alts {
			if !add(a) {
				return s, false, false
			}
		}
		return s, esc, true
	case *Group:
		if n.Mode == Once {
			return byteMatcher(n.Expr)
		}
		return s, false, false
	}
	if !add(n) {
		return s, false, false
	}
	return s, esc, true
}

// fastUnit returns the fast parser of unit u: its entry, its block type
// and the functions of its productions not written yet.
func (e *emitter) fastUnit(u Unit) (string, error) {
	e.slotTypes, e.ptrSlotTypes, e.stackElems = nil, nil, nil
	e.slotOf, e.ptrSlotOf, e.stackOf = map[reflect.Type]int{}, map[reflect.Type]int{}, map[string]int{}
	var b strings.Builder
	root := u.Grammar.Root
	sc := &slotCounts{block: map[reflect.Type]int{}, chunk: map[reflect.Type]int{}, ptrBlock: map[reflect.Type]int{}, ptrChunk: map[reflect.Type]int{}}
	sc.count(root, 1, true, map[*Struct]bool{})
	// Number the slabs in the grammar's order, so the output is stable.
	for _, p := range append([]Production{root}, u.Grammar.Productions...) {
		if s, ok := p.(*Struct); ok {
			e.slot(s.Type)
			walkCaptures(s.Expr, false, func(c *Capture, _ bool) {
				if c.Kind == AppendStruct {
					e.ptrSlot(c.Expr.(*Struct).Type)
					e.stack(s, selector(s.Type, c.Field.Index))
				}
			})
		}
	}
	e.fastType = "fast" + u.Name + "Parser"
	e.chunk, e.ptrChunk = map[int]int{}, map[int]int{}
	fmt.Fprintf(&b, "\n// %s is the fast parser of unit %s: a cursor, and the free\n// slots for the nodes of the tree being built, by type.\ntype %s struct {\nfastCursor\n", e.fastType, u.Name, e.fastType)
	for k, t := range e.slotTypes {
		fmt.Fprintf(&b, "s%d []%s\nc%d int\n", k, e.typeName(t), k)
		e.chunk[k] = max(sc.chunk[t], 1)
	}
	for k, t := range e.ptrSlotTypes {
		fmt.Fprintf(&b, "ps%d []*%s\n", k, e.typeName(t))
		e.ptrChunk[k] = max(sc.ptrChunk[t], 1)
	}
	for k, t := range e.stackElems {
		fmt.Fprintf(&b, "st%d fastStack[%s]\n", k, e.typeName(t))
	}
	b.WriteString("}\n")
	fmt.Fprintf(&b, "\n// fastBlock%s holds the nodes a tree of unit %s usually has, so that\n// parsing allocates once; the nodes of the alternatives not tried first\n// take slots allocated when needed.\ntype fastBlock%s struct {\n", u.Name, u.Name, u.Name)
	for k, t := range e.slotTypes {
		if n := sc.block[t]; n > 0 {
			fmt.Fprintf(&b, "s%d [%d]%s\n", k, n, e.typeName(t))
		}
	}
	for k, t := range e.ptrSlotTypes {
		if n := sc.ptrBlock[t]; n > 0 {
			fmt.Fprintf(&b, "ps%d [%d]*%s\n", k, n, e.typeName(t))
		}
	}
	for k, t := range e.stackElems {
		if n := sc.ptrBlock[t]; n > 0 {
			fmt.Fprintf(&b, "st%d [%d]*%s\n", k, n, e.typeName(t))
		}
	}
	b.WriteString("}\n")
	rt := e.typeName(reflect.PointerTo(root.Type))
	// The block is worth it for an input of at least a 32nd of its size:
	// a shorter one takes its nodes from slabs of exactly what it needs,
	// so that a text of many tiny URLs (Extract) costs little a byte.
	blockSize := 0
	for _, t := range e.slotTypes {
		blockSize += sc.block[t] * int(t.Size())
	}
	for _, t := range e.ptrSlotTypes {
		blockSize += 2 * sc.ptrBlock[t] * 8 // the slab and the stack
	}
	fmt.Fprintf(&b, "\n// parse%[1]s parses input by the grammar rooted at %[2]s: it returns the\n// tree, or nil when input does not match or the grammar's interpreter\n// must build the tree (Grammar.Interpret).\nfunc parse%[1]s(input string) %[3]s {\np := %[4]s{fastCursor: fastCursor{in: input}}\nif len(input) >= %[5]d { // a 32nd of the block's %[6]d bytes\nblk := new(fastBlock%[1]s)\n", u.Name, root.Name, rt, e.fastType, (blockSize+31)/32, blockSize)
	for k, t := range e.slotTypes {
		if sc.block[t] > 0 {
			fmt.Fprintf(&b, "p.s%[1]d = blk.s%[1]d[:]\n", k)
		}
	}
	for k, t := range e.ptrSlotTypes {
		if sc.ptrBlock[t] > 0 {
			fmt.Fprintf(&b, "p.ps%[1]d = blk.ps%[1]d[:]\n", k)
		}
	}
	for k, t := range e.stackElems {
		if sc.ptrBlock[t] > 0 {
			fmt.Fprintf(&b, "p.st%[1]d.last = blk.st%[1]d[:0]\n", k)
		}
	}
	b.WriteString("}\n")
	fmt.Fprintf(&b, "n := p.%s()\nif n == nil || p.bail || p.pos != len(input) {\nreturn nil\n}\nreturn n\n}\n", e.fastName(root))
	done := map[Production]bool{}
	for _, p := range append([]Production{root}, u.Grammar.Productions...) {
		if done[p] {
			continue
		}
		done[p] = true
		var src string
		var err error
		switch p := p.(type) {
		case *Struct:
			src, err = e.fastStruct(p)
		case *Union:
			src = e.fastUnion(p)
		}
		if err != nil {
			return "", err
		}
		b.WriteString(src)
	}
	return b.String(), nil
}

// slotCounts are how many nodes of each struct type a tree can hold
// (chunk), and how many of them the block holds: those of the first
// alternative of every choice, which a valid URL takes most often
// (block). ptrBlock and ptrChunk are the same for slices of nodes.
type slotCounts struct {
	block, chunk, ptrBlock, ptrChunk map[reflect.Type]int
}

// add counts k more of t in chunk, and in block when likely.
func add(block, chunk map[reflect.Type]int, t reflect.Type, k int, likely bool) {
	chunk[t] = min(chunk[t]+k, slotCap)
	if likely {
		block[t] = min(block[t]+k, slotCap)
	}
}

// count adds the nodes a tree below n can hold, times mult.
func (sc *slotCounts) count(n Node, mult int, likely bool, visiting map[*Struct]bool) {
	switch n := n.(type) {
	case *Struct:
		add(sc.block, sc.chunk, n.Type, mult, likely)
		if visiting[n] {
			return
		}
		visiting[n] = true
		sc.count(n.Expr, mult, likely, visiting)
		visiting[n] = false
	case *Union:
		for i, m := range n.Members {
			sc.count(m, mult, likely && i == 0, visiting)
		}
	case *Disjunction:
		for i, a := range n.Alts {
			sc.count(a, mult, likely && i == 0, visiting)
		}
	case *Group:
		if n.Mode == ZeroOrMore || n.Mode == OneOrMore {
			mult = slotCap
		}
		sc.count(n.Expr, mult, likely, visiting)
	case *Lookahead:
		// what a lookahead parses is dropped
	case *Capture:
		if n.Kind == AppendStruct {
			add(sc.ptrBlock, sc.ptrChunk, n.Expr.(*Struct).Type, mult, likely)
		}
		sc.count(n.Expr, mult, likely, visiting)
	default:
		for _, c := range Children(n) {
			sc.count(c, mult, likely, visiting)
		}
	}
}

// fastCtx is what the code of one struct's function needs.
type fastCtx struct {
	s *Struct
	// stacks holds, per slice field (its selector), the index of the
	// stack its nodes are collected on.
	stacks map[string]int
	// textOnce says a text field is captured at one site outside any
	// repetition, so the capture sets it instead of appending.
	textOnce map[string]bool
	// open holds, for each branch open where the code being written
	// runs, innermost last, the variable that saved p.ncap at its start.
	open []string
	// counts says the struct calls another struct or a union, so that
	// a leak (see openBranch) can happen in it and captures are counted.
	counts bool
}

func (e *emitter) fastStruct(s *Struct) (string, error) {
	e.vars = 0
	c := &fastCtx{s: s, stacks: map[string]int{}, textOnce: map[string]bool{}, counts: callsStruct(s.Expr)}
	textSites := map[string]int{}
	walkCaptures(s.Expr, false, func(cp *Capture, repeated bool) {
		sel := selector(s.Type, cp.Field.Index)
		switch cp.Kind {
		case CaptureText:
			textSites[sel]++
			if repeated {
				textSites[sel] += 2
			}
		case AppendStruct:
			c.stacks[sel] = e.stack(s, sel)
		}
	})
	for sel, k := range textSites {
		c.textOnce[sel] = k == 1
	}
	body, err := e.fastNode(c, s.Expr)
	if err != nil {
		return "", err
	}
	t := e.typeName(s.Type)
	var b strings.Builder
	fmt.Fprintf(&b, "\n// %s parses production %s, fast.\nfunc (p *%s) %s() *%s {\n", e.fastName(s), s.Name, e.fastType, e.fastName(s), t)
	fmt.Fprintf(&b, "var n %s\nstart := p.pos\nok := true\n_ = start\n", t)
	if c.counts {
		// The counts of openBranch are the struct's own: a struct it
		// calls gives them back as they were.
		b.WriteString("ncap, leaks := p.ncap, p.leaks\n")
	}
	// The nodes appended to a slice field are pushed on a stack of the
	// parser's, from base on, and copied once the struct has matched
	// into a slice of exactly their number taken from the unit's slab:
	// growing the field itself, as append does, would allocate some
	// four times its final size over a long repetition.
	var sels []string
	for sel := range c.stacks {
		sels = append(sels, sel)
	}
	sort.Strings(sels)
	for _, sel := range sels {
		fmt.Fprintf(&b, "base%[1]d := p.st%[1]d.n\n", c.stacks[sel])
	}
	b.WriteString(body)
	if c.counts {
		b.WriteString("p.ncap, p.leaks = ncap, leaks\n")
	}
	if len(sels) > 0 {
		b.WriteString("if !ok {\n")
		for _, sel := range sels {
			fmt.Fprintf(&b, "p.st%[1]d.cut(base%[1]d)\n", c.stacks[sel])
		}
		b.WriteString("return nil\n}\n")
	} else {
		b.WriteString("if !ok {\nreturn nil\n}\n")
	}
	for _, sel := range sels {
		st, k := c.stacks[sel], e.ptrSlot(fieldElem(s.Type, sel))
		fmt.Fprintf(&b, "if got := p.st%[2]d.n - base%[2]d; got > 0 {\n"+
			"if len(p.ps%[3]d) < got {\np.ps%[3]d = make([]*%[4]s, max(got, %[5]d))\n}\n"+
			"n.%[1]s = p.ps%[3]d[:got:got]\np.st%[2]d.copyFrom(base%[2]d, n.%[1]s)\np.ps%[3]d = p.ps%[3]d[got:]\np.st%[2]d.cut(base%[2]d)\n}\n",
			sel, st, k, e.typeName(fieldElem(s.Type, sel)), e.ptrChunk[k])
	}
	if s.Span != nil {
		fmt.Fprintf(&b, "n.%s = %s.At(start, p.pos)\n", selector(s.Type, s.Span), e.importPath("github.com/urlsyntax/rfc1738/ast"))
	}
	for _, pos := range []struct {
		index []int
		at    string
	}{{s.Pos, "start"}, {s.EndPos, "p.pos"}} {
		if pos.index != nil {
			f := s.Type.FieldByIndex(pos.index)
			fmt.Fprintf(&b, "n.%s = %s{Offset: %s, Line: 1, Column: %s + 1}\n", selector(s.Type, pos.index), e.typeName(f.Type), pos.at, pos.at)
		}
	}
	k := e.slot(s.Type)
	fmt.Fprintf(&b, "if len(p.s%[2]d) == 0 {\np.c%[2]d = fastChunk(p.c%[2]d, %[3]d, len(p.in)-p.pos)\np.s%[2]d = make([]%[1]s, p.c%[2]d)\n}\nm := &p.s%[2]d[0]\np.s%[2]d = p.s%[2]d[1:]\n*m = n\nreturn m\n}\n", t, k, e.chunk[k])
	return b.String(), nil
}

// fieldElem returns the element type (a struct) of the slice of
// pointers at selector sel of struct t.
func fieldElem(t reflect.Type, sel string) reflect.Type {
	for _, name := range strings.Split(sel, ".") {
		f, _ := t.FieldByName(name)
		t = f.Type
	}
	return t.Elem().Elem()
}

// walkCaptures calls f on the captures of the struct whose expression is
// n (not those of the structs it contains), saying whether each is
// inside a repetition.
func walkCaptures(n Node, repeated bool, f func(c *Capture, repeated bool)) {
	switch n := n.(type) {
	case *Struct, *Union:
		return
	case *Capture:
		f(n, repeated)
		walkCaptures(n.Expr, repeated, f)
		return
	case *Group:
		walkCaptures(n.Expr, repeated || n.Mode == ZeroOrMore || n.Mode == OneOrMore, f)
		return
	}
	for _, c := range Children(n) {
		walkCaptures(c, repeated, f)
	}
}

func (e *emitter) fastUnion(u *Union) string {
	t := e.typeName(u.Type)
	var b strings.Builder
	fmt.Fprintf(&b, "\n// %s parses union %s, fast.\nfunc (p *%s) %s() %s {\nstart := p.pos\n", e.fastName(u), u.Name, e.fastType, e.fastName(u), t)
	for _, m := range u.Members {
		fmt.Fprintf(&b, "if m := p.%s(); m != nil {\n", e.fastName(m))
		if Nullable(m) {
			b.WriteString("if p.pos == start && p.pos < len(p.in) {\np.bail = true\nreturn nil\n}\n")
		}
		b.WriteString("return m\n}\np.pos = start\n")
	}
	b.WriteString("return nil\n}\n")
	return b.String()
}

// openBranch returns the statements that save, and those that restore,
// what a branch running n may change besides the cursor: the fields of
// the struct it captures into, the slabs of the nodes it captures, and
// the count of captures made. It opens the branch in c until closeBranch.
//
// The restore also gives up (p.bail) when the branch saw a leak: a struct
// or union starting while a capture made in the same branch was pending.
// participle applies the pending captures of the branch when such a
// struct ends, so they stay in the tree even when the branch then fails
// (gen's doc: "a group ( @@A @@B 'x' )? that fails at 'x' leaves A
// set"); the interpreter keeps that, the generated parser leaves it
// to the interpreter.
func (e *emitter) openBranch(c *fastCtx, n Node) (save, restore string) {
	defer func() {
		if !c.counts {
			c.open = append(c.open, "")
			return
		}
		cv := e.fresh("nc")
		save += fmt.Sprintf("%s := p.ncap\n", cv)
		if callsStruct(n) {
			lv := e.fresh("lk")
			save += fmt.Sprintf("%s := p.leaks\n", lv)
			restore += fmt.Sprintf("if p.leaks != %s {\np.bail = true\n}\n", lv)
		}
		restore += fmt.Sprintf("p.ncap = %s\n", cv)
		c.open = append(c.open, cv)
	}()
	fields := map[string]bool{}
	stacks := map[int]bool{}
	slabs := map[int]bool{}
	walkCaptures(n, false, func(cp *Capture, _ bool) {
		sel := selector(c.s.Type, cp.Field.Index)
		if cp.Kind == AppendStruct {
			stacks[c.stacks[sel]] = true
		} else {
			fields[sel] = true
		}
		switch x := cp.Expr.(type) {
		case *Struct:
			slabs[e.slot(x.Type)] = true
		case *Union:
			for _, m := range x.Members {
				slabs[e.slot(m.Type)] = true
			}
		}
	})
	var sels []string
	for sel := range fields {
		sels = append(sels, sel)
	}
	sort.Strings(sels)
	var ks []int
	for k := range slabs {
		ks = append(ks, k)
	}
	sort.Ints(ks)
	var sv, rs strings.Builder
	for _, sel := range sels {
		v := e.fresh("sv")
		fmt.Fprintf(&sv, "%s := n.%s\n", v, sel)
		fmt.Fprintf(&rs, "n.%s = %s\n", sel, v)
	}
	for _, k := range ks {
		v := e.fresh("sl")
		fmt.Fprintf(&sv, "%s := p.s%d\n", v, k)
		fmt.Fprintf(&rs, "p.s%d = %s\n", k, v)
	}
	var sts []int
	for k := range stacks {
		sts = append(sts, k)
	}
	sort.Ints(sts)
	for _, k := range sts {
		v := e.fresh("sn")
		fmt.Fprintf(&sv, "%s := p.st%d.n\n", v, k)
		fmt.Fprintf(&rs, "p.st%d.cut(%s)\n", k, v)
	}
	return sv.String(), rs.String()
}

// count returns the code that counts a capture, for openBranch.
func count(c *fastCtx) string {
	if !c.counts {
		return ""
	}
	return "p.ncap++\n"
}

// callsStruct reports whether n, an expression of a struct, calls
// another struct or a union.
func callsStruct(n Node) bool {
	switch n := n.(type) {
	case *Struct, *Union:
		return true
	case *Capture:
		return callsStruct(n.Expr)
	}
	for _, c := range Children(n) {
		if callsStruct(c) {
			return true
		}
	}
	return false
}

// closeBranch closes the branch openBranch opened last.
func (e *emitter) closeBranch(c *fastCtx) { c.open = c.open[:len(c.open)-1] }

// leakCheck returns the code, run before a struct or union starts, that
// counts a leak (see openBranch).
func leakCheck(c *fastCtx) string {
	if len(c.open) == 0 || !c.counts {
		return ""
	}
	return fmt.Sprintf("if p.ncap > %s {\np.leaks++\n}\n", c.open[len(c.open)-1])
}

// fastNode returns statements that run n at the cursor and set ok; on
// failure the cursor and the struct's fields are left for the caller to
// restore.
func (e *emitter) fastNode(c *fastCtx, n Node) (string, error) {
	if set, esc, ok := byteMatcher(n); ok {
		return e.fastByte(set, esc), nil
	}
	switch n := n.(type) {
	case *Token:
		if n.Type == lexer.EOF {
			return "ok = p.pos >= len(p.in)\n", nil
		}
		return "ok = false\n", nil
	case *Literal:
		if len(n.Value) == 3 && grammar.EscapeAt(n.Value, 0) && (n.TypeName == "" || n.Type == grammar.Escape) {
			return fmt.Sprintf("ok = grammar.EscapeAt(p.in, p.pos) && p.in[p.pos:p.pos+3] == %q\nif ok {\np.pos += 3\n}\n", n.Value), nil
		}
		return "ok = false\n", nil
	case *Sequence:
		var b strings.Builder
		for i, it := range n.Items {
			code, err := e.fastNode(c, it)
			if err != nil {
				return "", err
			}
			if i == 0 {
				b.WriteString(code)
			} else {
				b.WriteString("if ok {\n" + code + "}\n")
			}
		}
		return b.String(), nil
	case *Disjunction:
		v := e.fresh("d")
		var b strings.Builder
		fmt.Fprintf(&b, "{\n%s := p.pos\n", v)
		save, restore := e.openBranch(c, n)
		b.WriteString(save)
		for i, a := range n.Alts {
			code, err := e.fastNode(c, a)
			if err != nil {
				return "", err
			}
			if i > 0 {
				fmt.Fprintf(&b, "if !ok {\np.pos = %s\n%s", v, restore)
			}
			b.WriteString(code)
			if Nullable(a) {
				fmt.Fprintf(&b, "if ok && p.pos == %[1]s && p.pos < len(p.in) {\np.bail = true\nok = false\n}\n", v)
			}
			if i > 0 {
				b.WriteString("}\n")
			}
		}
		// On the last alternative's failure the caller restores; a leak
		// there must still give up.
		fmt.Fprintf(&b, "if !ok {\n%s}\n", restore)
		e.closeBranch(c)
		b.WriteString("}\n")
		return b.String(), nil
	case *Group:
		return e.fastGroup(c, n)
	case *Lookahead:
		v := e.fresh("la")
		save, restore := e.openBranch(c, n.Expr)
		code, err := e.fastNode(c, n.Expr)
		e.closeBranch(c)
		if err != nil {
			return "", err
		}
		neg := ""
		if n.Negative {
			neg = "ok = !ok\n"
		}
		return fmt.Sprintf("{\n%[1]s := p.pos\n%[2]s%[3]sp.pos = %[1]s\n%[4]s%[5]s}\n", v, save, code, restore, neg), nil
	case *Capture:
		return e.fastCapture(c, n)
	case *Struct:
		return leakCheck(c) + fmt.Sprintf("ok = p.%s() != nil\n", e.fastName(n)), nil
	case *Union:
		return leakCheck(c) + fmt.Sprintf("ok = p.%s() != nil\n", e.fastName(n)), nil
	}
	return "", &Error{Production: c.s.Type.String(), Construct: fmt.Sprintf("%T", n), Reason: "the fast emitter does not support this node"}
}

// fastByte returns the code that matches one token of a byte set.
func (e *emitter) fastByte(set [256]bool, esc bool) string {
	return fmt.Sprintf("ok = p.one(&%s, %t)\n", e.set(&set), esc)
}

func (e *emitter) fastGroup(c *fastCtx, g *Group) (string, error) {
	if g.Mode == Once {
		return e.fastNode(c, g.Expr)
	}
	if set, esc, ok := byteMatcher(g.Expr); ok {
		name := e.set(&set)
		switch g.Mode {
		case Optional:
			return fmt.Sprintf("p.one(&%s, %t)\nok = true\n", name, esc), nil
		case ZeroOrMore:
			return fmt.Sprintf("p.run(&%s, %t)\nok = true\n", name, esc), nil
		default:
			return fmt.Sprintf("ok = p.run(&%s, %t) > 0\n", name, esc), nil
		}
	}
	save, restore := e.openBranch(c, g.Expr)
	body, err := e.fastNode(c, g.Expr)
	e.closeBranch(c)
	if err != nil {
		return "", err
	}
	v := e.fresh("g")
	if g.Mode == Optional {
		return fmt.Sprintf("{\n%[1]s := p.pos\n%[2]s%[3]sif !ok {\np.pos = %[1]s\n%[4]sok = true\n}\n}\n", v, save, body, restore), nil
	}
	progress := ""
	if Nullable(g.Expr) {
		progress = fmt.Sprintf("if p.pos == %s {\np.bail = true\nbreak\n}\n", v)
	}
	var b strings.Builder
	k := e.fresh("k")
	fmt.Fprintf(&b, "{\n%s := 0\nfor {\n%s := p.pos\n%s%sif !ok {\np.pos = %s\n%sbreak\n}\n%s%s++\n}\n", k, v, save, body, v, restore, progress, k)
	if g.Mode == OneOrMore {
		fmt.Fprintf(&b, "ok = %s > 0\n}\n", k)
	} else {
		fmt.Fprintf(&b, "_ = %s\nok = true\n}\n", k)
	}
	return b.String(), nil
}

func (e *emitter) fastCapture(c *fastCtx, cp *Capture) (string, error) {
	sel := selector(c.s.Type, cp.Field.Index)
	refuse := func(reason string) error {
		return &Error{Production: c.s.Type.String(), Field: cp.Field.Name, Construct: cp.Kind.String(), Reason: reason}
	}
	switch cp.Kind {
	case SetStruct, AppendStruct, SetUnion:
		var call string
		switch x := cp.Expr.(type) {
		case *Struct:
			call = e.fastName(x)
		case *Union:
			call = e.fastName(x)
		default:
			return "", refuse("the captured expression is not a struct or union")
		}
		set := fmt.Sprintf("n.%s = ch", sel)
		if cp.Kind == AppendStruct {
			set = fmt.Sprintf("p.st%d.push(ch, len(p.in)-p.pos)", c.stacks[sel])
		}
		return leakCheck(c) + fmt.Sprintf("if ch := p.%s(); ch != nil {\n%s\n%sok = true\n} else {\nok = false\n}\n", call, set, count(c)), nil
	case CaptureText:
		if cp.Field.Type != textType {
			return "", refuse("only ast.Text is supported as a Capture type")
		}
		inner, err := e.fastNode(c, cp.Expr)
		if err != nil {
			return "", err
		}
		v := e.fresh("cs")
		op := "+="
		if c.textOnce[sel] {
			op = "="
		}
		return fmt.Sprintf("%[1]s := p.pos\n%[2]sif ok {\nn.%[3]s %[4]s %[5]s(p.in[%[1]s:p.pos])\n%[6]s}\n", v, inner, sel, op, e.typeName(textType), count(c)), nil
	case SetBool:
		inner, err := e.fastNode(c, cp.Expr)
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("%sif ok {\nn.%s = true\n%s}\n", inner, sel, count(c)), nil
	}
	return "", refuse("the fast emitter does not support this capture")
}

// fastRuntime returns the fast parser's context and tables.
func (e *emitter) fastRuntime() string {
	var b strings.Builder
	b.WriteString(`
// fastCursor is what the fast parsers of all units share: the input, the
// cursor, whether the parser gave up, and the counts of captures and
// leaks of the struct being parsed (see openBranch in grammar/gen).
type fastCursor struct {
	in           string
	pos          int
	bail         bool
	ncap, leaks  int
}

// fastChunk returns how many slots to allocate when a slab is empty: n
// the first time, then half as many again as the last chunk (last), so
// that a tree of many nodes of one type costs a logarithmic number of
// allocations and wastes at most a third of them; but never more than
// 1024, nor more than the rem bytes left of the input can hold (each
// node but one of a type that repeats takes at least a byte), so that a
// long run of small nodes wastes few slots.
func fastChunk(last, n, rem int) int {
	c := n
	if last > 0 {
		c = last + max(last/2, 1)
	}
	return max(1, min(c, 1024, rem+1))
}

// fastStack collects the nodes appended to a slice field while its
// struct is parsed, to be copied into a slice of exactly their number
// when the struct matches. It grows by blocks, not by copying itself as
// append does, so a repetition of n nodes costs n pointers here and n in
// the tree's slice.
type fastStack[T any] struct {
	full  [][]*T // the blocks before last, each full
	last  []*T   // the block being filled
	spare []*T   // a block emptied by cut, kept for the next push
	n     int    // the nodes held
}

// push appends x, rem bytes before the end of the input: a new block
// holds no more nodes than those bytes can (see fastChunk).
func (s *fastStack[T]) push(x *T, rem int) {
	if len(s.last) == cap(s.last) {
		next := s.spare
		if next == nil {
			next = make([]*T, 0, fastChunk(cap(s.last), 8, rem))
		}
		s.full, s.last, s.spare = append(s.full, s.last), next[:0], nil
	}
	s.last = append(s.last, x)
	s.n++
}

// cut drops the nodes from the m-th on.
func (s *fastStack[T]) cut(m int) {
	for s.n > m {
		if len(s.last) == 0 {
			s.spare = s.last
			s.last, s.full = s.full[len(s.full)-1], s.full[:len(s.full)-1]
		}
		k := min(len(s.last), s.n-m)
		s.last = s.last[:len(s.last)-k]
		s.n -= k
	}
}

// copyFrom copies the nodes from the m-th on into dst, which holds
// exactly as many.
func (s *fastStack[T]) copyFrom(m int, dst []*T) {
	i := 0
	for _, b := range append(s.full, s.last) {
		if m >= len(b) {
			m -= len(b)
			continue
		}
		i += copy(dst[i:], b[m:])
		m = 0
	}
}

// one matches one token of a byte set, or an escape when esc is set.
func (p *fastCursor) one(set *[256]bool, esc bool) bool {
	if p.pos >= len(p.in) {
		return false
	}
	c := p.in[p.pos]
	if c == '%' && grammar.EscapeAt(p.in, p.pos) {
		if esc {
			p.pos += 3
		}
		return esc
	}
	if set[c] {
		p.pos++
		return true
	}
	return false
}

// run matches as many tokens as one would, one after the other, and
// returns how many.
func (p *fastCursor) run(set *[256]bool, esc bool) int {
	k := 0
	for p.pos < len(p.in) {
		c := p.in[p.pos]
		if c == '%' && grammar.EscapeAt(p.in, p.pos) {
			if !esc {
				break
			}
			p.pos += 3
		} else if set[c] {
			p.pos++
		} else {
			break
		}
		k++
	}
	return k
}
`)
	for i, s := range e.sets {
		fmt.Fprintf(&b, "\nvar fastSet%d = [256]bool{", i)
		first := true
		for c, in := range s {
			if !in {
				continue
			}
			if !first {
				b.WriteString(", ")
			}
			first = false
			fmt.Fprintf(&b, "%s: true", byteLit(byte(c)))
		}
		b.WriteString("}\n")
	}
	return b.String()
}

// byteLit writes c as a Go rune literal a reader recognises.
func byteLit(c byte) string {
	if c >= 0x20 && c < 0x7f && c != '\'' && c != '\\' {
		return "'" + string(rune(c)) + "'"
	}
	return fmt.Sprintf("0x%02x", c)
}
