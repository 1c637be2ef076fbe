package gen

import (
	"fmt"
	"github.com/urlsyntax/rfc1738/grammar/interp"
	"reflect"
	"sort"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// The generated tree parser.
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
// Every unit of a file shares one parser type, fastParser, and each
// production is one method of it, written once however many units use
// it: the ftp, http, gopher... units all call the same parseHostPort.
// The runtime the methods call (the cursor, the byte loops, the slabs'
// growth) is package grammar/treeparse, ordinary Go that the generated
// code imports.
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
// times in a tree; beyond it, slots come in chunks that grow.
const slotCap = 3

// runtimePkg is the import path of the generated parsers' runtime.
const runtimePkg = "github.com/urlsyntax/rfc1738/grammar/treeparse"

// parserType is the type every unit's parser of a file shares.
const parserType = "fastParser"

// slab is where the nodes of one struct type come from: a field of
// fastParser holding the free slots, and of each unit's block.
type slab struct {
	field      string // "domainLabelSlots"
	chunkField string // "domainLabelChunk"
	chunk      int    // the slots allocated at once when it runs out
}

// single reports whether a tree has at most one node of the slab's type,
// as most types: its slot is then one pointer, which the parser, zeroed
// for every URL, holds in a third of a slice's bytes, and it needs no
// chunk size.
func (s *slab) single() bool { return s.chunk == 1 }

// name returns the slab's field: "domainLabelSlots", or "urlSlot" for a
// single slot.
func (s *slab) name() string {
	if s.single() {
		return strings.TrimSuffix(s.field, "s")
	}
	return s.field
}

// used returns the field that counts the slots given from the slab,
// "domainLabelUsed": taking one adds to a number, where cutting the
// slice would store its pointer into the parser, which takes a write
// barrier while the collector marks. No other field's name ends so.
func (s *slab) used() string { return usedField(s.field) }

func usedField(slots string) string { return strings.TrimSuffix(slots, "Slots") + "Used" }

// ptrSlab is the same for the slices of pointers to one struct type that
// slice fields are cut from.
type ptrSlab struct {
	field string // "domainLabelPtrSlots"
	chunk int
	// stack is the fastParser field of the treeparse.Stack that the slice
	// fields of this type spill to while they are parsed.
	stack string // "domainLabelStack"
}

// used returns the field that counts the slots given from the slab,
// "domainLabelPtrUsed", as slab's.
func (s *ptrSlab) used() string { return usedField(s.field) }

// byteSet is a table of the generated code: the bytes one token of a
// production may be, escapes aside.
type byteSet struct {
	name string
	set  [256]bool
	what string // the grammar text it was made from, for its comment
}

// methodName returns the method that parses production p. A production
// is one method for all the units that use it, unless what it calls
// differs between them: the root URL of each scheme's unit calls that
// scheme's SchemePart, so each unit has its own parseURL and
// parseSchemePart, all named after their unit ("parseURLInFTP",
// "parseURLInGeneric") when there are several.
func (e *emitter) methodName(p interp.Rule) string {
	key := variant(p, map[interp.Rule]bool{})
	if name, ok := e.methods[key]; ok {
		return name
	}
	name := "parse" + p.RuleName()
	if len(e.variants[productionType(p)]) > 1 || e.methodTaken[name] {
		name = "parse" + p.RuleName() + "In" + e.unit
	}
	if e.methodTaken[name] {
		// Two types of the same name from different packages.
		name = "parse" + exportedName(productionType(p).PkgPath()) + p.RuleName() + "In" + e.unit
	}
	e.methodTaken[name] = true
	e.methods[key] = name
	return name
}

// variant identifies what production p parses: its Go type, and the
// variants of the productions it calls, for a union's members are the
// unit's (the scheme parts a unit allows).
func variant(p interp.Rule, visiting map[interp.Rule]bool) string {
	t := productionType(p)
	key := t.PkgPath() + "." + t.String()
	if visiting[p] {
		return key
	}
	visiting[p] = true
	defer delete(visiting, p)
	var calls []string
	switch p := p.(type) {
	case *interp.Union:
		for _, m := range p.Members {
			calls = append(calls, variant(m, visiting))
		}
	case *interp.Struct:
		walkCalls(p.Expr, func(q interp.Rule) { calls = append(calls, variant(q, visiting)) })
	}
	return key + "(" + strings.Join(calls, ",") + ")"
}

// walkCalls calls f on each struct or union that expression n calls.
func walkCalls(n interp.Node, f func(interp.Rule)) {
	switch n := n.(type) {
	case *interp.Struct:
		f(n)
		return
	case *interp.Union:
		f(n)
		return
	}
	for _, c := range interp.Children(n) {
		walkCalls(c, f)
	}
}

// productionType returns the Go type production p builds.
func productionType(p interp.Rule) reflect.Type {
	switch p := p.(type) {
	case *interp.Struct:
		return p.Type
	case *interp.Union:
		return p.Type
	}
	return nil
}

// exportedName turns an import path into a word usable in an
// identifier: "example.com/ldap-x" gives "Ldap_x".
func exportedName(path string) string {
	base := path[strings.LastIndex(path, "/")+1:]
	base = strings.Map(func(r rune) rune {
		if r == '-' || r == '.' {
			return '_'
		}
		return r
	}, base)
	if base == "" {
		return "Local"
	}
	return strings.ToUpper(base[:1]) + base[1:]
}

// lowerName returns a Go type name as the start of a field or variable
// name: "URLPath" gives "urlPath", "HSegment" "hSegment", "Hostname"
// "hostname".
func lowerName(name string) string {
	n := 0
	for n < len(name) && 'A' <= name[n] && name[n] <= 'Z' {
		n++
	}
	switch {
	case n == 0:
		return name
	case n == 1 || n == len(name):
		return strings.ToLower(name[:n]) + name[n:]
	default:
		// "URLPath": the last capital starts the next word.
		return strings.ToLower(name[:n-1]) + name[n-1:]
	}
}

// uniqueField returns base, or base with its package's name in front
// when another type already took it.
func (e *emitter) uniqueField(base string, t reflect.Type) string {
	if !e.fieldTaken[base] {
		e.fieldTaken[base] = true
		return base
	}
	name := lowerName(exportedName(t.PkgPath())) + strings.ToUpper(base[:1]) + base[1:]
	e.fieldTaken[name] = true
	return name
}

// slab returns the slab of node type t (a struct type).
func (e *emitter) slab(t reflect.Type) *slab {
	if s, ok := e.slabs[t]; ok {
		return s
	}
	s := &slab{field: e.uniqueField(lowerName(t.Name())+"Slots", t), chunkField: e.uniqueField(lowerName(t.Name())+"Chunk", t), chunk: 1}
	e.slabs[t] = s
	e.slabOrder = append(e.slabOrder, t)
	return s
}

// ptrSlab returns the slab of pointers to node type t.
func (e *emitter) ptrSlab(t reflect.Type) *ptrSlab {
	if s, ok := e.ptrSlabs[t]; ok {
		return s
	}
	s := &ptrSlab{field: e.uniqueField(lowerName(t.Name())+"PtrSlots", t), stack: e.uniqueField(lowerName(t.Name())+"Stack", t), chunk: 1}
	e.ptrSlabs[t] = s
	e.ptrSlabOrder = append(e.ptrSlabOrder, t)
	return s
}

// set returns the name of the table of the bytes in s; what is the
// grammar text it matches, for the table's comment, and prod the
// production it is first used in, for its name.
func (e *emitter) set(s *[256]bool, what, prod string) string {
	var k strings.Builder
	for c, in := range s {
		if in {
			fmt.Fprintf(&k, "%d,", c)
		}
	}
	key := k.String()
	if b, ok := e.setOf[key]; ok {
		return b.name
	}
	b := &byteSet{name: e.setName(s, prod), set: *s, what: what}
	e.setOf[key] = b
	e.sets = append(e.sets, b)
	return b.name
}

// byteMatcher reports whether n matches exactly one token that is a
// single byte or an escape, and if so the bytes it matches where no
// escape starts and whether it matches any escape.
func byteMatcher(n interp.Node) (s [256]bool, esc, ok bool) {
	add := func(n interp.Node) bool {
		switch n := n.(type) {
		case *interp.Token:
			if n.Type == grammar.Escape {
				esc = true
				return true
			}
			if n.Type == grammar.EOF {
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
		case *interp.Literal:
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
	case *interp.Disjunction:
		for _, a := range n.Alts {
			if !add(a) {
				return s, false, false
			}
		}
		return s, esc, true
	case *interp.Group:
		if n.Mode == interp.Once {
			return byteMatcher(n.Expr)
		}
		return s, false, false
	}
	if !add(n) {
		return s, false, false
	}
	return s, esc, true
}

// unitLayout is what a unit's entry function needs: how many nodes of
// each type its block holds.
type unitLayout struct {
	block, ptrBlock map[reflect.Type]int
	bounded         bool // the block holds every tree of the unit
	// all is the nodes of each type that a tree can hold (up to slotCap
	// of a type that repeats without bound).
	all map[reflect.Type]int
}

// layout counts the nodes of unit u's trees, numbers its slabs and
// stacks, and raises the file's chunk sizes to what u needs.
func (e *emitter) layout(u Unit) unitLayout {
	root := u.Grammar.Root
	sc := newSlotCounts()
	sc.count(root, 1, true, map[*interp.Struct]bool{})
	// Number the slabs in the grammar's order, so the output is stable.
	for _, p := range append([]interp.Rule{root}, u.Grammar.Rules...) {
		t := productionType(p)
		if e.variants[t] == nil {
			e.variants[t] = map[string]bool{}
		}
		e.variants[t][variant(p, map[interp.Rule]bool{})] = true
		if s, ok := p.(*interp.Struct); ok {
			e.slab(s.Type)
			walkCaptures(s.Expr, false, func(c *interp.Capture, _ bool) {
				if c.Kind == interp.AppendStruct {
					e.ptrSlab(c.Expr.(*interp.Struct).Type)
				}
			})
		}
	}
	for t, n := range sc.chunk {
		e.slab(t).chunk = max(e.slab(t).chunk, n)
	}
	for t, n := range sc.ptrChunk {
		e.ptrSlab(t).chunk = max(e.ptrSlab(t).chunk, n)
	}
	for t, n := range u.Block {
		if _, ok := sc.chunk[t]; !ok {
			continue // not a node of this unit's trees
		}
		if e.slab(t).single() {
			n = min(n, 1)
		}
		sc.block[t] = n
		if _, ok := sc.ptrChunk[t]; ok {
			sc.ptrBlock[t] = n
		}
	}
	if !sc.unbounded {
		// No tree of the unit outgrows the block of every node it can
		// have (a relative reference's), so every tree takes one
		// allocation, whatever its shape.
		return unitLayout{block: sc.chunk, ptrBlock: sc.ptrChunk, bounded: true, all: sc.chunk}
	}
	return unitLayout{block: sc.block, ptrBlock: sc.ptrBlock, all: sc.chunk}
}

// parserTypeSource returns the declaration of fastParser, once every
// unit's layout is known.
func (e *emitter) parserTypeSource() string {
	rt := e.importPath(runtimePkg)
	var b strings.Builder
	fmt.Fprintf(&b, "\n// %s builds the tree of a URL of its unit, or none.\n"+
		"// It holds the cursor, and for each node type the slots of the block\n"+
		"// being used (one pointer, for a type a tree has at most one node of),\n"+
		"// how many of them it gave, and the size of the last chunk allocated\n"+
		"// when they ran out; and for each type of the nodes of repeated\n"+
		"// fields, the stack they spill to beyond the few a method holds\n"+
		"// (treeparse.Nodes).\n"+
		"type %s struct {\n%s.Cursor\n", parserType, parserType, rt)
	for _, t := range e.slabOrder {
		if sl := e.slabs[t]; sl.single() {
			fmt.Fprintf(&b, "%s *%s\n", sl.name(), e.typeName(t))
		} else {
			fmt.Fprintf(&b, "%s []%s\n", sl.name(), e.typeName(t))
		}
	}
	for _, t := range e.ptrSlabOrder {
		fmt.Fprintf(&b, "%s []*%s\n", e.ptrSlabs[t].field, e.typeName(t))
	}
	if len(e.takenOrder) > 0 {
		b.WriteString("// taken has a bit set for each single slot given to a node: a\n" +
			"// number, where setting the slot to nil would be a pointer store,\n" +
			"// which takes a write barrier while the collector marks.\n" +
			"taken uint64\n")
	}
	for _, t := range e.ptrSlabOrder {
		fmt.Fprintf(&b, "%s %s.Stack[*%s]\n", e.ptrSlabs[t].stack, rt, e.typeName(t))
	}
	// The chunk sizes last, together: as uint16 (treeparse.Chunk never gives
	// more than 1024) they take a quarter of what ints beside each slab
	// did, and the parser is zeroed for every URL.
	for _, t := range e.slabOrder {
		if !e.slabs[t].single() {
			fmt.Fprintf(&b, "%s uint16\n", e.slabs[t].chunkField)
		}
	}
	// So are the slots used of each slab: no slab holds more than a
	// chunk or a block, a few hundred at most.
	for _, t := range e.slabOrder {
		if !e.slabs[t].single() {
			fmt.Fprintf(&b, "%s uint16\n", e.slabs[t].used())
		}
	}
	for _, t := range e.ptrSlabOrder {
		fmt.Fprintf(&b, "%s uint16\n", e.ptrSlabs[t].used())
	}
	b.WriteString("}\n")
	if len(e.takenOrder) > 0 {
		fmt.Fprintf(&b, "\n// The bits of %s.taken, one a single slot.\nconst (\n", parserType)
		for i, t := range e.takenOrder {
			if i == 0 {
				fmt.Fprintf(&b, "%s uint64 = 1 << iota\n", e.takenBits[t])
			} else {
				fmt.Fprintf(&b, "%s\n", e.takenBits[t])
			}
		}
		b.WriteString(")\n")
	}
	return b.String()
}

// maxTaken is how many single slots have a bit of fastParser.taken; the
// others, in a grammar of more node types than that, are set to nil
// when taken.
const maxTaken = 64

// takenBit returns the constant of the bit of fastParser.taken for node
// type t, whose slot is single, in the order first asked; false when t's
// slot is not single, or when every bit is given.
func (e *emitter) takenBit(t reflect.Type) (string, bool) {
	if bit, ok := e.takenBits[t]; ok {
		return bit, true
	}
	if !e.slab(t).single() || len(e.takenOrder) == maxTaken {
		return "", false
	}
	bit := strings.TrimSuffix(e.slab(t).name(), "Slot") + "Taken"
	e.takenBits[t] = bit
	e.takenOrder = append(e.takenOrder, t)
	return bit, true
}

// entry returns unit u's block type and entry function, parse<Unit>.
func (e *emitter) entry(u Unit, l unitLayout) string {
	if u.Shapes != nil && !l.bounded {
		return e.shapedEntry(u, l)
	}
	var b strings.Builder
	root := u.Grammar.Root
	if l.bounded {
		fmt.Fprintf(&b, "\n// fastBlock%s holds every node a tree of unit %s can have, so that\n"+
			"// parsing allocates once.\ntype fastBlock%s struct {\n", u.Name, u.Name, u.Name)
	} else {
		fmt.Fprintf(&b, "\n// fastBlock%s holds the nodes a tree of unit %s usually has, so that\n"+
			"// parsing allocates once: those of the first alternative of each choice,\n"+
			"// but not those behind a lookahead nor a port, which most URLs do not\n"+
			"// have; their slots, and more of a kind than the block holds, are\n"+
			"// allocated when needed.\ntype fastBlock%s struct {\n", u.Name, u.Name, u.Name)
	}
	blockSize := 0
	for _, t := range e.slabOrder {
		if n := l.block[t]; n > 0 {
			if sl := e.slabs[t]; sl.single() {
				fmt.Fprintf(&b, "%s %s\n", sl.name(), e.typeName(t))
			} else {
				fmt.Fprintf(&b, "%s [%d]%s\n", sl.name(), n, e.typeName(t))
			}
			blockSize += n * int(t.Size())
		}
	}
	for _, t := range e.ptrSlabOrder {
		if n := l.ptrBlock[t]; n > 0 {
			fmt.Fprintf(&b, "%s [%d]*%s\n", e.ptrSlabs[t].field, n, e.typeName(t))
			blockSize += n * 8
		}
	}
	b.WriteString("}\n")
	rt := e.typeName(reflect.PointerTo(root.Type))
	// The block is worth it for an input of at least a 64th of its size,
	// which it costs no more than the 64 bytes a byte of input that
	// parsing may take (TestMemoryPerByte): a shorter one takes its nodes
	// from slabs of exactly what it needs, so that a text of many tiny
	// URLs (Extract) costs little a byte. A bounded unit's block is any
	// tree's nodes, taken whatever the input.
	fmt.Fprintf(&b, "\n// parse%[1]s parses input by the grammar rooted at %[2]s: it returns the\n"+
		"// tree, or nil when input does not match or the grammar's interpreter\n"+
		"// must build the tree (interp.Grammar.Interpret).\n"+
		"func parse%[1]s(input string) %[3]s {\np := %[4]s{}\np.In = input\n",
		u.Name, root.Name, rt, parserType)
	if l.bounded {
		fmt.Fprintf(&b, "{\nblk := new(fastBlock%s) // %d bytes\n", u.Name, blockSize)
	} else {
		fmt.Fprintf(&b, "// An input shorter than a 64th of the block's %[2]d bytes takes its nodes\n"+
			"// one kind at a time, as they come, so that a text of many tiny URLs\n"+
			"// (Extract) does not cost a block each.\n"+
			"if len(input) >= %[1]d {\nblk := new(fastBlock%[3]s)\n", (blockSize+63)/64, blockSize, u.Name)
	}
	for _, t := range e.slabOrder {
		if sl := e.slabs[t]; l.block[t] > 0 && sl.single() {
			fmt.Fprintf(&b, "p.%[1]s = &blk.%[1]s\n", sl.name())
		} else if l.block[t] > 0 {
			fmt.Fprintf(&b, "p.%[1]s = blk.%[1]s[:]\n", sl.name())
		}
	}
	for _, t := range e.ptrSlabOrder {
		if l.ptrBlock[t] > 0 {
			fmt.Fprintf(&b, "p.%[1]s = blk.%[1]s[:]\n", e.ptrSlabs[t].field)
		}
	}
	b.WriteString("}\n")
	fmt.Fprintf(&b, "n := p.%s()\nif n == nil || p.Bail || p.Pos != len(input) {\nreturn nil\n}\nreturn n\n}\n", e.methodName(root))
	return b.String()
}

// unitMethods adds to e.methodSrcs the methods of unit u's productions that no
// earlier unit wrote. A production that two units both use, with the
// same variant, is written once; should its code differ between them
// (it cannot, as the code depends only on the type's tags and the
// variants it calls), emission fails.
func (e *emitter) unitMethods(u Unit) error {
	e.unit = u.Name
	for _, p := range append([]interp.Rule{u.Grammar.Root}, u.Grammar.Rules...) {
		key := variant(p, map[interp.Rule]bool{})
		var src string
		var err error
		switch p := p.(type) {
		case *interp.Struct:
			src, err = e.fastStruct(p)
		case *interp.Union:
			src = e.fastUnion(p)
		}
		if err != nil {
			return err
		}
		if prev, ok := e.written[key]; ok {
			if prev != src {
				return fmt.Errorf("gen: production %s of unit %s differs from the one written before (a bug in the emitter)", p.RuleName(), u.Name)
			}
			continue
		}
		e.written[key] = src
		e.methodSrcs = append(e.methodSrcs, method{e.methodName(p), src})
	}
	e.takeSource()
	return nil
}

// slotCounts are how many nodes of each struct type a tree can hold
// (chunk), and how many of them the block holds: those of the first
// alternative of every choice, which a valid URL takes most often, but
// not those behind a lookahead nor those usually omitted (block).
// ptrBlock and ptrChunk are the same for slices of nodes. unbounded says
// a tree can hold any number of some node (a repetition of a struct, or
// a recursion); a bounded unit's block holds every node its trees can
// have (see layout).
type slotCounts struct {
	block, chunk, ptrBlock, ptrChunk map[reflect.Type]int
	unbounded                        bool
}

func newSlotCounts() *slotCounts {
	return &slotCounts{block: map[reflect.Type]int{}, chunk: map[reflect.Type]int{}, ptrBlock: map[reflect.Type]int{}, ptrChunk: map[reflect.Type]int{}}
}

// usuallyOmitted are the node types that the RFC says a URL usually
// leaves out, which the block does not hold. A port: section 3.1, "Most
// schemes designate protocols that have a default port number. Another
// port number may optionally be supplied": few web URLs have one, and
// leaving its slot out takes the block of every other URL down a size
// class.
var usuallyOmitted = map[reflect.Type]bool{
	reflect.TypeOf(ast.Port{}): true,
}

// add counts k more of t in chunk, and in block when likely.
func add(block, chunk map[reflect.Type]int, t reflect.Type, k int, likely bool) {
	chunk[t] = min(chunk[t]+k, slotCap)
	if likely {
		block[t] = min(block[t]+k, slotCap)
	}
}

// count adds the nodes a tree below n can hold, times mult.
func (sc *slotCounts) count(n interp.Node, mult int, likely bool, visiting map[*interp.Struct]bool) {
	switch n := n.(type) {
	case *interp.Struct:
		if usuallyOmitted[n.Type] {
			likely = false
		}
		add(sc.block, sc.chunk, n.Type, mult, likely)
		if visiting[n] {
			sc.unbounded = true
			return
		}
		visiting[n] = true
		sc.count(n.Expr, mult, likely, visiting)
		visiting[n] = false
	case *interp.Union:
		sc.alternatives(interp.Children(n), mult, likely, visiting)
	case *interp.Disjunction:
		sc.alternatives(n.Alts, mult, likely, visiting)
	case *interp.Group:
		if n.Mode == interp.ZeroOrMore || n.Mode == interp.OneOrMore {
			mult = slotCap
			sc.unbounded = sc.unbounded || hasStruct(n.Expr)
		}
		sc.count(n.Expr, mult, likely, visiting)
	case *interp.Lookahead:
		// what a lookahead parses is dropped
	case *interp.Sequence:
		for _, it := range n.Items {
			sc.count(it, mult, likely, visiting)
			if la, ok := it.(*interp.Lookahead); ok && !la.Negative {
				// What a lookahead guards is there only when the input
				// has it, as a login's user when an "@" follows, which
				// most URLs of the schemes that allow one do not: those
				// nodes take slots allocated when needed, and the block
				// of every other URL is smaller, and Parse faster, for the
				// GC's work follows the bytes (docs/speed.md).
				likely = false
			}
		}
	case *interp.Capture:
		if n.Kind == interp.AppendStruct {
			add(sc.ptrBlock, sc.ptrChunk, n.Expr.(*interp.Struct).Type, mult, likely)
		}
		sc.count(n.Expr, mult, likely, visiting)
	default:
		for _, c := range interp.Children(n) {
			sc.count(c, mult, likely, visiting)
		}
	}
}

// alternatives adds the nodes of a choice: a tree takes one of alts, so
// each type counts as many as the alternative with most of them has;
// the block, those of the first.
func (sc *slotCounts) alternatives(alts []interp.Node, mult int, likely bool, visiting map[*interp.Struct]bool) {
	most := newSlotCounts()
	for i, a := range alts {
		one := newSlotCounts()
		one.count(a, mult, likely && i == 0, visiting)
		most.unbounded = most.unbounded || one.unbounded
		for _, m := range []struct{ to, from map[reflect.Type]int }{
			{most.block, one.block}, {most.chunk, one.chunk}, {most.ptrBlock, one.ptrBlock}, {most.ptrChunk, one.ptrChunk},
		} {
			for t, k := range m.from {
				m.to[t] = max(m.to[t], k)
			}
		}
	}
	sc.unbounded = sc.unbounded || most.unbounded
	for t, k := range most.chunk {
		add(sc.block, sc.chunk, t, k, false)
	}
	for t, k := range most.block {
		sc.block[t] = min(sc.block[t]+k, slotCap)
	}
	for t, k := range most.ptrChunk {
		add(sc.ptrBlock, sc.ptrChunk, t, k, false)
	}
	for t, k := range most.ptrBlock {
		sc.ptrBlock[t] = min(sc.ptrBlock[t]+k, slotCap)
	}
}

// hasStruct reports whether n parses a struct, a node of the tree.
func hasStruct(n interp.Node) bool {
	found := false
	var walk func(interp.Node)
	walk = func(n interp.Node) {
		switch n.(type) {
		case *interp.Struct, *interp.Union:
			found = true
			return
		}
		for _, c := range interp.Children(n) {
			walk(c)
		}
	}
	walk(n)
	return found
}

// fastCtx is what the code of one struct's method needs.
type fastCtx struct {
	s *interp.Struct
	// parsed holds, for each slice field (its selector), the local slice
	// that collects its nodes while the struct is parsed.
	parsed map[string]string
	// textOnce says a text field is captured at one site outside any
	// repetition, so the capture sets it instead of appending.
	textOnce map[string]bool
	// open holds, for each branch open where the code being written
	// runs, innermost last, the variable that saved p.Ncap at its start,
	// and whether a capture may have been made since.
	open []openBranch
	// counts says the method keeps the counts of captures and leaks
	// (see openBranch): it calls a struct where a capture of the same
	// branch may be pending. leakChecks counts the checks written.
	counts     bool
	leakChecks int
	// vars holds the local names taken, so that each is declared once.
	vars map[string]int
}

// openBranch is a branch open where the code being written runs.
type openBranch struct {
	ncap     string // the variable holding p.Ncap at the branch's start
	captured bool   // a capture may have been made since
}

// local returns a fresh local variable name, base or base with a
// number after it when base is already taken in the method.
func (c *fastCtx) local(base string) string {
	c.vars[base]++
	if k := c.vars[base]; k > 1 {
		return fmt.Sprintf("%s%d", base, k)
	}
	return base
}

func (e *emitter) fastStruct(s *interp.Struct) (string, error) {
	// A method counts captures only where a leak can happen: written once
	// with the counts, it keeps them if it wrote a leak check.
	src, c, err := e.fastStructWith(s, true)
	if err != nil || c.leakChecks > 0 {
		return src, err
	}
	src, _, err = e.fastStructWith(s, false)
	return src, err
}

func (e *emitter) fastStructWith(s *interp.Struct, counts bool) (string, *fastCtx, error) {
	c := &fastCtx{s: s, parsed: map[string]string{}, textOnce: map[string]bool{}, counts: counts && callsStruct(s.Expr), vars: map[string]int{"n": 1, "start": 1, "ok": 1, "m": 1, "ch": 1, "got": 1}}
	textSites := map[string]int{}
	walkCaptures(s.Expr, false, func(cp *interp.Capture, repeated bool) {
		sel := selector(s.Type, cp.Field.Index)
		switch cp.Kind {
		case interp.CaptureText:
			textSites[sel]++
			if repeated {
				textSites[sel] += 2
			}
		case interp.AppendStruct:
			c.parsed[sel] = ""
		}
	})
	for sel, k := range textSites {
		c.textOnce[sel] = k == 1
	}
	sels := make([]string, 0, len(c.parsed))
	for sel := range c.parsed {
		sels = append(sels, sel)
	}
	sort.Strings(sels)
	for _, sel := range sels {
		c.parsed[sel] = c.local("parsed" + strings.ReplaceAll(sel, ".", ""))
	}
	body, err := e.fastNode(c, s.Expr)
	if err != nil {
		return "", nil, err
	}
	t := e.typeName(s.Type)
	var b strings.Builder
	fmt.Fprintf(&b, "\n// %s parses\n//\n//\t%s\nfunc (p *%s) %s() *%s {\n", e.methodName(s), ruleEBNF(s), parserType, e.methodName(s), t)
	b.WriteString("var n " + t + "\n")
	if s.Span != nil || s.Pos != nil || s.EndPos != nil {
		b.WriteString("start := p.Pos\n")
	}
	b.WriteString("ok := true\n")
	if c.counts {
		// The counts are the method's own: a method it calls gives them
		// back as they were.
		b.WriteString("ncap, leaks := p.Ncap, p.Leaks\n")
	}
	// The nodes appended to a slice field are collected in a local
	// treeparse.Nodes, which holds the first few in the method's own frame,
	// and copied once the struct has matched into a slice of exactly
	// their number taken from the slab of pointers.
	for _, sel := range sels {
		fmt.Fprintf(&b, "var %s %s.Nodes[*%s]\n", c.parsed[sel], e.importPath(runtimePkg), e.typeName(fieldElem(s.Type, sel)))
	}
	b.WriteString(body)
	if c.counts {
		b.WriteString("p.Ncap, p.Leaks = ncap, leaks\n")
	}
	if !alwaysMatches(s.Expr) {
		b.WriteString("if !ok {\n")
		for _, sel := range sels {
			fmt.Fprintf(&b, "%s.Release(&p.%s)\n", c.parsed[sel], e.ptrSlab(fieldElem(s.Type, sel)).stack)
		}
		b.WriteString("return nil\n}\n")
	} else {
		b.WriteString("_ = ok // the production always matches\n")
	}
	for _, sel := range sels {
		ps := e.ptrSlab(fieldElem(s.Type, sel))
		fmt.Fprintf(&b, "n.%s = %s.Slice(&p.%s, &p.%s, &p.%s, %d)\n", sel, c.parsed[sel], ps.field, ps.used(), ps.stack, ps.chunk)
	}
	if s.Span != nil {
		fmt.Fprintf(&b, "n.%s = %s.At(start, p.Pos)\n", selector(s.Type, s.Span), e.importPath("github.com/urlsyntax/rfc1738/ast"))
	}
	for _, pos := range []struct {
		index []int
		at    string
	}{{s.Pos, "start"}, {s.EndPos, "p.Pos"}} {
		if pos.index != nil {
			f := s.Type.FieldByIndex(pos.index)
			fmt.Fprintf(&b, "n.%s = %s{Offset: %s, Line: 1, Column: %s + 1}\n", selector(s.Type, pos.index), e.typeName(f.Type), pos.at, pos.at)
		}
	}
	b.WriteString(e.slotTail(s.Type))
	return b.String(), c, nil
}

// slotTail returns the end of a method that made n, a node of type t:
// the code that copies it into a slot and returns the slot, and the
// method's closing brace.
func (e *emitter) slotTail(t reflect.Type) string {
	name := e.typeName(t)
	sl := e.slab(t)
	if bit, ok := e.takenBit(t); ok {
		return fmt.Sprintf("m := p.%[2]s\nif m == nil || p.taken&%[3]s != 0 {\nm = new(%[1]s)\n}\np.taken |= %[3]s\n*m = n\nreturn m\n}\n", name, sl.name(), bit)
	}
	if sl.single() {
		return fmt.Sprintf("m := p.%[2]s\nif m == nil {\nm = new(%[1]s)\n}\np.%[2]s = nil\n*m = n\nreturn m\n}\n", name, sl.name())
	}
	// ">=", not "==": a branch that failed gives back the slots it used by
	// setting the count back, which may then be of an older slab, longer
	// than the one the branch took in its place.
	return fmt.Sprintf("if int(p.%[6]s) >= len(p.%[2]s) {\np.%[5]s = uint16(%[4]s.Chunk(int(p.%[5]s), %[3]d, len(p.In)-p.Pos))\np.%[2]s, p.%[6]s = make([]%[1]s, p.%[5]s), 0\n}\nm := &p.%[2]s[p.%[6]s]\np.%[6]s++\n*m = n\nreturn m\n}\n",
		name, sl.field, sl.chunk, e.importPath(runtimePkg), sl.chunkField, sl.used())
}

// ruleEBNF returns production p's rule as EBNF, "Name = expression .",
// as Grammar.EBNF prints it.
func ruleEBNF(p interp.Rule) string { return interp.RuleEBNF(p) }

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
func walkCaptures(n interp.Node, repeated bool, f func(c *interp.Capture, repeated bool)) {
	switch n := n.(type) {
	case *interp.Struct, *interp.Union:
		return
	case *interp.Capture:
		f(n, repeated)
		walkCaptures(n.Expr, repeated, f)
		return
	case *interp.Group:
		walkCaptures(n.Expr, repeated || n.Mode == interp.ZeroOrMore || n.Mode == interp.OneOrMore, f)
		return
	}
	for _, c := range interp.Children(n) {
		walkCaptures(c, repeated, f)
	}
}

func (e *emitter) fastUnion(u *interp.Union) string {
	t := e.typeName(u.Type)
	var b strings.Builder
	fmt.Fprintf(&b, "\n// %s parses\n//\n//\t%s\nfunc (p *%s) %s() %s {\nstart := p.Pos\n", e.methodName(u), ruleEBNF(u), parserType, e.methodName(u), t)
	for _, m := range u.Members {
		fmt.Fprintf(&b, "if m := p.%s(); m != nil {\n", e.methodName(m))
		if interp.Nullable(m) {
			b.WriteString("if p.Pos == start && p.Pos < len(p.In) {\np.Bail = true\nreturn nil\n}\n")
		}
		b.WriteString("return m\n}\np.Pos = start\n")
	}
	b.WriteString("return nil\n}\n")
	return b.String()
}

// openBranch returns the statements that save, and those that restore,
// what a branch running n may change besides the cursor: the fields of
// the struct it captures into, the slabs of the nodes it captures, and
// the count of captures made. It opens the branch in c until closeBranch.
//
// The restore also gives up (p.Bail) when the branch saw a leak: a struct
// or union starting while a capture made in the same branch was pending.
// participle applies the pending captures of the branch when such a
// struct ends, so they stay in the tree even when the branch then fails
// (gen's doc: "a group ( @@A @@B 'x' )? that fails at 'x' leaves A
// set"); the interpreter keeps that, the generated parser leaves it
// to the interpreter.
func (e *emitter) openBranch(c *fastCtx, n interp.Node) (save, restore string) {
	defer func() {
		if !c.counts {
			c.open = append(c.open, openBranch{})
			return
		}
		cv := c.local("savedNcap")
		save += fmt.Sprintf("%s := p.Ncap\n", cv)
		if callsStruct(n) {
			lv := c.local("savedLeaks")
			save += fmt.Sprintf("%s := p.Leaks\n", lv)
			restore += fmt.Sprintf("if p.Leaks != %s {\np.Bail = true\n}\n", lv)
		}
		restore += fmt.Sprintf("p.Ncap = %s\n", cv)
		c.open = append(c.open, openBranch{ncap: cv})
	}()
	fields := map[string]bool{}
	stacks := map[string]bool{}
	slabs := map[reflect.Type]bool{}
	walkCaptures(n, false, func(cp *interp.Capture, _ bool) {
		sel := selector(c.s.Type, cp.Field.Index)
		if cp.Kind == interp.AppendStruct {
			stacks[sel] = true
		} else {
			fields[sel] = true
		}
		switch x := cp.Expr.(type) {
		case *interp.Struct:
			slabs[x.Type] = true
		case *interp.Union:
			for _, m := range x.Members {
				slabs[m.Type] = true
			}
		}
	})
	var sv, rs strings.Builder
	for _, sel := range sortedKeys(fields) {
		v := c.local("saved" + strings.ReplaceAll(sel, ".", ""))
		fmt.Fprintf(&sv, "%s := n.%s\n", v, sel)
		fmt.Fprintf(&rs, "n.%s = %s\n", sel, v)
	}
	var bits []string
	for _, t := range e.slabOrder {
		if bit, ok := e.takenBit(t); ok && slabs[t] {
			bits = append(bits, bit)
		}
	}
	if len(bits) > 0 {
		v := c.local("savedTaken")
		fmt.Fprintf(&sv, "%s := p.taken\n", v)
		mask := strings.Join(bits, " | ")
		if len(bits) > 1 {
			mask = "(" + mask + ")"
		}
		// Each slot taken in the branch is free again, not those taken
		// before it.
		fmt.Fprintf(&rs, "p.taken &^= %s &^ %s\n", mask, v)
	}
	for _, t := range e.slabOrder {
		if _, ok := e.takenBit(t); !slabs[t] || ok {
			continue
		}
		// A slab of many gives back its slots by its count; a single
		// slot (past the bits of taken) by its pointer.
		f := e.slab(t).name()
		if !e.slab(t).single() {
			f = e.slab(t).used()
		}
		v := c.local("saved" + strings.ToUpper(f[:1]) + f[1:])
		fmt.Fprintf(&sv, "%s := p.%s\n", v, f)
		fmt.Fprintf(&rs, "p.%s = %s\n", f, v)
	}
	for _, sel := range sortedKeys(stacks) {
		v := c.local("saved" + strings.ToUpper(c.parsed[sel][:1]) + c.parsed[sel][1:] + "Len")
		fmt.Fprintf(&sv, "%s := %s.Len()\n", v, c.parsed[sel])
		fmt.Fprintf(&rs, "%s.Cut(%s, &p.%s)\n", c.parsed[sel], v, e.ptrSlab(fieldElem(c.s.Type, sel)).stack)
	}
	return sv.String(), rs.String()
}

// sortedKeys returns the keys of m in order.
func sortedKeys(m map[string]bool) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// count returns the code that counts a capture, for openBranch, and
// notes that the innermost branch may now hold one.
func count(c *fastCtx) string {
	if len(c.open) > 0 {
		c.open[len(c.open)-1].captured = true
	}
	if !c.counts {
		return ""
	}
	return "p.Ncap++\n"
}

// callsStruct reports whether n, an expression of a struct, calls
// another struct or a union.
func callsStruct(n interp.Node) bool {
	switch n := n.(type) {
	case *interp.Struct, *interp.Union:
		return true
	case *interp.Capture:
		return callsStruct(n.Expr)
	}
	for _, c := range interp.Children(n) {
		if callsStruct(c) {
			return true
		}
	}
	return false
}

// closeBranch closes the branch openBranch opened last; captured says
// whether the branch may leave captures behind it when it succeeds (a
// lookahead's are dropped).
func (e *emitter) closeBranch(c *fastCtx, captured bool) {
	c.open = c.open[:len(c.open)-1]
	if captured && len(c.open) > 0 {
		c.open[len(c.open)-1].captured = true
	}
}

// leakCheck returns the code, run before a struct or union starts, that
// counts a leak (see openBranch): only where a capture of the innermost
// branch may be pending, for elsewhere the count cannot have moved.
func leakCheck(c *fastCtx) string {
	if len(c.open) == 0 || !c.open[len(c.open)-1].captured {
		return ""
	}
	c.leakChecks++
	if !c.counts {
		return ""
	}
	return fmt.Sprintf("if p.Ncap > %s {\np.Leaks++\n}\n", c.open[len(c.open)-1].ncap)
}

// fastNode returns statements that run n at the cursor and set ok; on
// failure the cursor and the struct's fields are left for the caller to
// restore.
func (e *emitter) fastNode(c *fastCtx, n interp.Node) (string, error) {
	if set, esc, ok := byteMatcher(n); ok {
		return "ok = " + e.fastByte(c, set, esc, n) + "\n", nil
	}
	switch n := n.(type) {
	case *interp.Token:
		if n.Type == grammar.EOF {
			return "ok = p.AtEnd()\n", nil
		}
		return "ok = false\n", nil
	case *interp.Literal:
		if len(n.Value) == 3 && grammar.EscapeAt(n.Value, 0) && (n.TypeName == "" || n.Type == grammar.Escape) {
			return fmt.Sprintf("ok = p.Escape(%q)\n", n.Value), nil
		}
		return "ok = false\n", nil
	case *interp.Sequence:
		var b strings.Builder
		// okSet: ok is true before the item, so it needs no "if ok". An
		// item after one that always matches has ok set only when that
		// one ran: after a guarded item, ok may still be the false of
		// the item before it (RFC 1808's rel_path, a failed lookahead
		// and then optional groups, must not match nothing).
		okSet := false
		for i := 0; i < len(n.Items); i++ {
			first, always := i == 0, alwaysMatches(n.Items[i])
			var code string
			var err error
			if l, ok := lastTextAt(n.Items, i); ok {
				code, err = e.fastLastText(c, l)
				always = false
				i++ // the pair's second item is read too
			} else {
				code, err = e.fastNode(c, n.Items[i])
			}
			if err != nil {
				return "", err
			}
			if first || okSet {
				b.WriteString(code)
			} else {
				b.WriteString("if ok {\n" + code + "}\n")
			}
			okSet = (first || okSet) && always
		}
		return b.String(), nil
	case *interp.Disjunction:
		return e.fastDisjunction(c, n)
	case *interp.Group:
		return e.fastGroup(c, n)
	case *interp.Lookahead:
		return e.fastLookahead(c, n)
	case *interp.Capture:
		return e.fastCapture(c, n)
	case *interp.Struct:
		return leakCheck(c) + fmt.Sprintf("ok = p.%s() != nil\n", e.methodName(n)), nil
	case *interp.Union:
		return leakCheck(c) + fmt.Sprintf("ok = p.%s() != nil\n", e.methodName(n)), nil
	}
	return "", &interp.Error{Production: c.s.Type.String(), Construct: fmt.Sprintf("%T", n), Reason: "the parser emitter does not support this node"}
}

func (e *emitter) fastDisjunction(c *fastCtx, n *interp.Disjunction) (string, error) {
	v := c.local("altStart")
	var b strings.Builder
	fmt.Fprintf(&b, "{ // %s\n%s := p.Pos\n", exprEBNF(n), v)
	save, restore := e.openBranch(c, n)
	b.WriteString(save)
	captured := false
	for i, a := range n.Alts {
		c.open[len(c.open)-1].captured = false
		code, err := e.fastNode(c, a)
		if err != nil {
			return "", err
		}
		captured = captured || c.open[len(c.open)-1].captured
		if i > 0 {
			fmt.Fprintf(&b, "if !ok {\np.Pos = %s\n%s", v, restore)
		}
		b.WriteString(code)
		if interp.Nullable(a) {
			fmt.Fprintf(&b, "if ok && p.Pos == %[1]s && p.Pos < len(p.In) {\np.Bail = true\nok = false\n}\n", v)
		}
		if i > 0 {
			b.WriteString("}\n")
		}
	}
	// On the last alternative's failure the caller restores; a leak
	// there must still give up.
	fmt.Fprintf(&b, "if !ok {\n%s}\n", restore)
	e.closeBranch(c, captured)
	b.WriteString("}\n")
	return b.String(), nil
}

func (e *emitter) fastLookahead(c *fastCtx, n *interp.Lookahead) (string, error) {
	v := c.local("aheadStart")
	save, restore := e.openBranch(c, n.Expr)
	code, err := e.fastNode(c, n.Expr)
	e.closeBranch(c, false)
	if err != nil {
		return "", err
	}
	neg := ""
	if n.Negative {
		neg = "ok = !ok\n"
	}
	return fmt.Sprintf("{ // %[6]s\n%[1]s := p.Pos\n%[2]s%[3]sp.Pos = %[1]s\n%[4]s%[5]s}\n", v, save, code, restore, neg, exprEBNF(n)), nil
}

// exprEBNF returns n as EBNF, for the comment of the code that parses
// it.
func exprEBNF(n interp.Node) string { return interp.ExprEBNF(n) }

// alwaysMatches reports whether the code of n always ends with ok set:
// an optional or repeated-any-times group, or a capture of one; what
// follows it in a sequence needs no "if ok" when it ran, that is when
// it needed none itself.
func alwaysMatches(n interp.Node) bool {
	switch n := n.(type) {
	case *interp.Group:
		return n.Mode == interp.Optional || n.Mode == interp.ZeroOrMore || n.Mode == interp.Once && alwaysMatches(n.Expr)
	case *interp.Capture:
		return n.Kind == interp.CaptureText && alwaysMatches(n.Expr)
	case *interp.Sequence:
		for _, it := range n.Items {
			if !alwaysMatches(it) {
				return false
			}
		}
		return true
	}
	return false
}

// fastByte returns the expression that matches one token of a byte set;
// n is the grammar node it comes from.
func (e *emitter) fastByte(c *fastCtx, set [256]bool, esc bool, n interp.Node) string {
	name := e.set(&set, exprEBNF(n), c.s.Name)
	if !esc && !set['%'] {
		return fmt.Sprintf("p.Byte(&%s)", name)
	}
	return fmt.Sprintf("p.One(&%s, %t)", name, esc)
}

// fastRun returns the statement that matches a run of tokens of a byte
// set, and its count.
func (e *emitter) fastRun(c *fastCtx, set [256]bool, esc bool, n interp.Node) string {
	name := e.set(&set, exprEBNF(n), c.s.Name)
	if !esc && !set['%'] {
		return fmt.Sprintf("p.Bytes(&%s)", name)
	}
	return fmt.Sprintf("p.Run(&%s, %t)", name, esc)
}

func (e *emitter) fastGroup(c *fastCtx, g *interp.Group) (string, error) {
	if g.Mode == interp.Once {
		return e.fastNode(c, g.Expr)
	}
	if set, esc, ok := byteMatcher(g.Expr); ok {
		switch g.Mode {
		case interp.Optional:
			return e.fastByte(c, set, esc, g.Expr) + "\nok = true\n", nil
		case interp.ZeroOrMore:
			return e.fastRun(c, set, esc, g.Expr) + "\nok = true\n", nil
		default:
			return "ok = " + e.fastRun(c, set, esc, g.Expr) + " > 0\n", nil
		}
	}
	if run, ok := e.runEnding(c, g); ok {
		return run, nil
	}
	// The locals are named before the body's, so that an outer group's
	// are the plain names and an inner one's are numbered.
	v, k := c.local("optStart"), ""
	if g.Mode != interp.Optional {
		v = c.local("repStart")
		if g.Mode == interp.OneOrMore {
			k = c.local("reps")
		}
	}
	save, restore := e.openBranch(c, g.Expr)
	body, err := e.fastNode(c, g.Expr)
	captured := c.open[len(c.open)-1].captured
	e.closeBranch(c, captured)
	if err != nil {
		return "", err
	}
	if g.Mode == interp.Optional {
		return fmt.Sprintf("{ // %[5]s\n%[1]s := p.Pos\n%[2]s%[3]sif !ok {\np.Pos = %[1]s\n%[4]sok = true\n}\n}\n", v, save, body, restore, exprEBNF(g)), nil
	}
	progress := ""
	if interp.Nullable(g.Expr) {
		progress = fmt.Sprintf("if p.Pos == %s {\np.Bail = true\nbreak\n}\n", v)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "{ // %s\n", exprEBNF(g))
	if k != "" {
		fmt.Fprintf(&b, "%s := 0\n", k)
	}
	fmt.Fprintf(&b, "for {\n%s := p.Pos\n%s%sif !ok {\np.Pos = %s\n%sbreak\n}\n%s", v, save, body, v, restore, progress)
	if k != "" {
		fmt.Fprintf(&b, "%s++\n}\nok = %s > 0\n}\n", k, k)
	} else {
		b.WriteString("}\nok = true\n}\n")
	}
	return b.String(), nil
}

// runEnding returns the code of g when it is a repetition (B* A)* of
// bytes, A and B disjoint sets without '%': one RunEnding over the bytes
// of both, where the repetition would read each B* and A in turn and give
// back the last run of B.
func (e *emitter) runEnding(c *fastCtx, g *interp.Group) (string, bool) {
	body := g.Expr
	for inner, ok := body.(*interp.Group); ok && inner.Mode == interp.Once; inner, ok = body.(*interp.Group) {
		body = inner.Expr
	}
	seq, ok := body.(*interp.Sequence)
	if g.Mode != interp.ZeroOrMore || !ok || len(seq.Items) != 2 {
		return "", false
	}
	rep, ok := seq.Items[0].(*interp.Group)
	if !ok || rep.Mode != interp.ZeroOrMore {
		return "", false
	}
	b, bEsc, bOK := byteMatcher(rep.Expr)
	a, aEsc, aOK := byteMatcher(seq.Items[1])
	if !aOK || !bOK || aEsc || bEsc || a['%'] || b['%'] {
		return "", false
	}
	var both [256]bool
	for i := range both {
		if a[i] && b[i] {
			return "", false
		}
		both[i] = a[i] || b[i]
	}
	return fmt.Sprintf("p.RunEnding(&%s, &%s)\nok = true\n",
		e.set(&both, exprEBNF(g), c.s.Name), e.set(&a, exprEBNF(seq.Items[1]), c.s.Name)), true
}

func (e *emitter) fastCapture(c *fastCtx, cp *interp.Capture) (string, error) {
	sel := selector(c.s.Type, cp.Field.Index)
	refuse := func(reason string) error {
		return &interp.Error{Production: c.s.Type.String(), Field: cp.Field.Name, Construct: cp.Kind.String(), Reason: reason}
	}
	switch cp.Kind {
	case interp.SetStruct, interp.AppendStruct, interp.SetUnion:
		var call string
		switch x := cp.Expr.(type) {
		case *interp.Struct:
			call = e.methodName(x)
		case *interp.Union:
			call = e.methodName(x)
		default:
			return "", refuse("the captured expression is not a struct or union")
		}
		set := fmt.Sprintf("n.%s = ch", sel)
		if cp.Kind == interp.AppendStruct {
			el := fieldElem(c.s.Type, sel)
			set = push(c.parsed[sel], "ch", e.ptrSlab(el).stack)
		}
		check := leakCheck(c)
		return check + fmt.Sprintf("ok = false\nif ch := p.%s(); ch != nil {\n%s\n%sok = true\n}\n", call, set, count(c)), nil
	case interp.CaptureText:
		if cp.Field.Type != textType {
			return "", refuse("only ast.Text is supported as a Capture type")
		}
		v := c.local(lowerName(strings.ReplaceAll(sel, ".", "")) + "Start")
		inner, err := e.fastNode(c, cp.Expr)
		if err != nil {
			return "", err
		}
		op := "+="
		if c.textOnce[sel] {
			op = "="
		}
		if alwaysMatches(cp.Expr) {
			return fmt.Sprintf("%[1]s := p.Pos\n%[2]sn.%[3]s %[4]s %[5]s(p.In[%[1]s:p.Pos])\n%[6]s", v, inner, sel, op, e.typeName(textType), count(c)), nil
		}
		return fmt.Sprintf("%[1]s := p.Pos\n%[2]sif ok {\nn.%[3]s %[4]s %[5]s(p.In[%[1]s:p.Pos])\n%[6]s}\n", v, inner, sel, op, e.typeName(textType), count(c)), nil
	case interp.SetBool:
		inner, err := e.fastNode(c, cp.Expr)
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("%sif ok {\nn.%s = true\n%s}\n", inner, sel, count(c)), nil
	}
	return "", refuse("the parser emitter does not support this capture")
}

// setsSource returns the byte tables, each with the grammar text it
// matches and its bytes.
func (e *emitter) setsSource() string {
	var b strings.Builder
	for _, s := range e.sets {
		fmt.Fprintf(&b, "\n// %s holds the bytes one token of %s may be, an escape aside\n// (One and Run read those): %s\nvar %s = [256]bool{", s.name, s.what, setBytes(s.set), s.name)
		first := true
		for c, in := range s.set {
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

// push returns the code that appends node, a variable, to the Nodes
// named parsed, whose Stack is the parser's field stack: Add, inlined,
// where it has room, else Push.
func push(parsed, node, stack string) string {
	return fmt.Sprintf("if !%[1]s.Add(%[2]s) {\n%[1]s.Push(%[2]s, &p.%[3]s, len(p.In)-p.Pos)\n}", parsed, node, stack)
}
