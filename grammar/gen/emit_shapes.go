package gen

import (
	"fmt"
	"reflect"
	"strings"
)

// Shapes are the blocks that a unit's entry chooses from. A block of
// fixed size holds some URLs' labels and segments with room to spare,
// and others' not at all, which then take more allocations; Go
// allocates a block in one of its size classes, 32 bytes apart where a
// URL's block lies, which is what a label or a segment costs (a node and
// a pointer). So the entry counts the input's labels and segments first
// (treeparse.Shape), and takes the smallest block that holds them: one
// allocation, of little more than the tree's bytes.
type Shapes struct {
	// Labels and Segments are the node types that treeparse.Shape's two
	// counts are of: a hostname's domain labels and a path's segments.
	Labels, Segments reflect.Type
	// Blocks are the labels and segments each block holds, smallest
	// first. The last also holds every node that the unit's usual block
	// leaves out (a port, a login): it serves an input whose authority
	// has one, and any input the others do not hold.
	Blocks [][2]int
}

// shapedEntry returns unit u's blocks and entry function when u has
// Shapes.
func (e *emitter) shapedEntry(u Unit, l unitLayout) string {
	var types, b strings.Builder
	usual, extra, extraFields, extraSlots := e.shapedBlock(&types, u, l)
	root := u.Grammar.Root
	fmt.Fprintf(&b, "\n// parse%[1]s parses input by the grammar rooted at %[2]s: it returns the\n"+
		"// tree, or nil when input does not match or the grammar's interpreter\n"+
		"// must build the tree (interp.Grammar.Interpret).\n"+
		"func parse%[1]s(input string) %[3]s {\np := %[4]s{}\np.In = input\n"+
		"// The smallest block that holds the labels and segments the input\n"+
		"// has; none for an input shorter than a 64th of it, which takes its\n"+
		"// nodes one kind at a time, as they come, so that a text of many\n"+
		"// tiny URLs (Extract) does not cost a block each.\n"+
		"switch labels, segments, more := %[5]s.Shape(input); {\n",
		u.Name, root.Name, e.typeName(reflect.PointerTo(root.Type)), parserType, e.importPath(runtimePkg))
	sh := u.Shapes
	for i, s := range sh.Blocks {
		size, fields, slots := usual, "", ""
		cond := fmt.Sprintf("!more && labels <= %d && segments <= %d && ", s[0], s[1])
		if i == len(sh.Blocks)-1 {
			size, fields, slots, cond = usual+extra, extraFields, extraSlots, ""
		}
		size += s[0]*(int(sh.Labels.Size())+8) + s[1]*(int(sh.Segments.Size())+8)
		name, decl := e.shapeType(u, s, fields)
		types.WriteString(decl)
		fmt.Fprintf(&b, "case %slen(input) >= %d: // %d bytes\nblk := new(%s)\np.use%s(&blk.Block)\n%s",
			cond, (size+63)/64, size, name, u.Name, slots)
		if s[0] > 0 {
			fmt.Fprintf(&b, "p.%s, p.%s = blk.Labels[:], blk.LabelPtrs[:]\n", e.slab(sh.Labels).field, e.ptrSlab(sh.Labels).field)
		}
		if s[1] > 0 {
			fmt.Fprintf(&b, "p.%s, p.%s = blk.Segments[:], blk.SegmentPtrs[:]\n", e.slab(sh.Segments).field, e.ptrSlab(sh.Segments).field)
		}
	}
	fmt.Fprintf(&b, "}\nn := p.%s()\nif n == nil || p.Bail || p.Pos != len(input) {\nreturn nil\n}\nreturn n\n}\n", e.methodName(root))
	return types.String() + b.String()
}

// shapedBlock writes unit u's usual block, fastBlock<Unit>, without the
// labels and segments, and its use<Unit> method. It returns its size,
// and the size, the fields and the statements that take the slots of
// the nodes it leaves out, which the largest shape's block adds.
func (e *emitter) shapedBlock(b *strings.Builder, u Unit, l unitLayout) (usual, extra int, fields, slots string) {
	sh := u.Shapes
	shaped := func(t reflect.Type) bool { return t == sh.Labels || t == sh.Segments }
	fmt.Fprintf(b, "\n// fastBlock%[1]s holds the nodes a tree of unit %[1]s usually has, but its\n"+
		"// labels and segments, which the block of the URL's shape holds beside\n"+
		"// it: those of the first alternative of each choice, not those behind\n"+
		"// a lookahead nor a port.\ntype fastBlock%[1]s struct {\n", u.Name)
	usual = e.blockFields(b, l.block, l.ptrBlock, shaped)
	fmt.Fprintf(b, "}\n\n// use%[1]s takes the parser's slots from blk.\nfunc (p *%[2]s) use%[1]s(blk *fastBlock%[1]s) {\n", u.Name, parserType)
	e.blockSlots(b, l.block, l.ptrBlock, shaped)
	b.WriteString("}\n")
	left := map[reflect.Type]int{}
	for t, n := range l.all {
		if l.block[t] == 0 && !shaped(t) && e.slab(t).single() && !holdsSlice(t) {
			left[t] = n
		}
	}
	var f, s strings.Builder
	extra = e.blockFields(&f, left, nil, shaped)
	e.blockSlots(&s, left, nil, shaped)
	return usual, extra, f.String(), s.String()
}

// shapeType returns the name and the declaration of unit u's block of
// shape s: its usual block, the fields given, and s's labels and
// segments.
func (e *emitter) shapeType(u Unit, s [2]int, fields string) (name, decl string) {
	name = fmt.Sprintf("fast%s%dx%d", u.Name, s[0], s[1])
	var b strings.Builder
	fmt.Fprintf(&b, "\n// %s is a block of %d labels and %d segments.\ntype %s struct {\nBlock fastBlock%s\n%s", name, s[0], s[1], name, u.Name, fields)
	if s[0] > 0 {
		fmt.Fprintf(&b, "Labels [%[1]d]%[2]s\nLabelPtrs [%[1]d]*%[2]s\n", s[0], e.typeName(u.Shapes.Labels))
	}
	if s[1] > 0 {
		fmt.Fprintf(&b, "Segments [%[1]d]%[2]s\nSegmentPtrs [%[1]d]*%[2]s\n", s[1], e.typeName(u.Shapes.Segments))
	}
	b.WriteString("}\n")
	return name, b.String()
}

// blockFields writes the fields of a block that holds block[t] nodes of
// each type t and ptrBlock[t] pointers to them, but those of the types
// skip says, and returns their size in bytes.
func (e *emitter) blockFields(b *strings.Builder, block, ptrBlock map[reflect.Type]int, skip func(reflect.Type) bool) int {
	size := 0
	for _, t := range e.slabOrder {
		if n := block[t]; n > 0 && !skip(t) {
			if sl := e.slabs[t]; sl.single() {
				fmt.Fprintf(b, "%s %s\n", sl.name(), e.typeName(t))
				n = 1
			} else {
				fmt.Fprintf(b, "%s [%d]%s\n", sl.name(), n, e.typeName(t))
			}
			size += n * int(t.Size())
		}
	}
	for _, t := range e.ptrSlabOrder {
		if n := ptrBlock[t]; n > 0 && !skip(t) {
			fmt.Fprintf(b, "%s [%d]*%s\n", e.ptrSlabs[t].field, n, e.typeName(t))
			size += n * 8
		}
	}
	return size
}

// blockSlots writes the statements that take the parser's slots from
// blk, a block blockFields wrote.
func (e *emitter) blockSlots(b *strings.Builder, block, ptrBlock map[reflect.Type]int, skip func(reflect.Type) bool) {
	for _, t := range e.slabOrder {
		if sl := e.slabs[t]; block[t] > 0 && !skip(t) && sl.single() {
			fmt.Fprintf(b, "p.%[1]s = &blk.%[1]s\n", sl.name())
		} else if block[t] > 0 && !skip(t) {
			fmt.Fprintf(b, "p.%[1]s = blk.%[1]s[:]\n", sl.name())
		}
	}
	for _, t := range e.ptrSlabOrder {
		if ptrBlock[t] > 0 && !skip(t) {
			fmt.Fprintf(b, "p.%[1]s = blk.%[1]s[:]\n", e.ptrSlabs[t].field)
		}
	}
}

// holdsSlice reports whether struct type t has a slice field: a node
// whose children the largest block does not hold (a host number's).
func holdsSlice(t reflect.Type) bool {
	for i := range t.NumField() {
		if t.Field(i).Type.Kind() == reflect.Slice {
			return true
		}
	}
	return false
}
