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
	usual, all, allBlock := e.shapedBlocks(&types, u, l)
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
		block, size := "fastBlock"+u.Name, usual
		cond := fmt.Sprintf("!more && labels <= %d && segments <= %d && ", s[0], s[1])
		if i == len(sh.Blocks)-1 {
			block, size, cond = allBlock, all, ""
		}
		size += s[0]*(int(sh.Labels.Size())+8) + s[1]*(int(sh.Segments.Size())+8)
		name, decl := e.shapeType(u, s, block)
		types.WriteString(decl)
		fmt.Fprintf(&b, "case %[1]slen(input) >= %[2]d: // %[3]d bytes\n"+
			"blk := new(%[4]s)\np.use%[5]s(&blk.Block)\n"+
			"p.%[6]s, p.%[7]s = blk.Labels[:], blk.LabelPtrs[:]\n"+
			"p.%[8]s, p.%[9]s = blk.Segments[:], blk.SegmentPtrs[:]\n",
			cond, (size+63)/64, size, name, strings.TrimPrefix(block, "fastBlock"),
			e.slab(sh.Labels).field, e.ptrSlab(sh.Labels).field, e.slab(sh.Segments).field, e.ptrSlab(sh.Segments).field)
	}
	fmt.Fprintf(&b, "}\nn := p.%s()\nif n == nil || p.Bail || p.Pos != len(input) {\nreturn nil\n}\nreturn n\n}\n", e.methodName(root))
	return types.String() + b.String()
}

// shapedBlocks writes unit u's usual block, fastBlock<Unit>, without the
// labels and segments, and the block of the largest shape,
// fastBlock<Unit>All, which adds the nodes the usual one leaves out
// (none for some units: then it is the usual one), each with its
// use<Unit> method; it returns their sizes and the second's name.
func (e *emitter) shapedBlocks(b *strings.Builder, u Unit, l unitLayout) (usual, all int, allBlock string) {
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
	extra := map[reflect.Type]int{}
	for t, n := range l.all {
		if l.block[t] == 0 && !shaped(t) && e.slab(t).single() && !holdsSlice(t) {
			extra[t] = n
		}
	}
	if len(extra) == 0 {
		return usual, usual, "fastBlock" + u.Name
	}
	fmt.Fprintf(b, "\n// fastBlock%[1]sAll adds to fastBlock%[1]s the nodes it leaves out.\n"+
		"type fastBlock%[1]sAll struct {\nfastBlock%[1]s\n", u.Name)
	all = usual + e.blockFields(b, extra, nil, shaped)
	fmt.Fprintf(b, "}\n\n// use%[1]sAll takes the parser's slots from blk.\nfunc (p *%[2]s) use%[1]sAll(blk *fastBlock%[1]sAll) {\np.use%[1]s(&blk.fastBlock%[1]s)\n", u.Name, parserType)
	e.blockSlots(b, extra, nil, shaped)
	b.WriteString("}\n")
	return usual, all, "fastBlock" + u.Name + "All"
}

// shapeType returns the name and the declaration of unit u's block of
// shape s: block beside s's labels and segments.
func (e *emitter) shapeType(u Unit, s [2]int, block string) (name, decl string) {
	name = fmt.Sprintf("fast%s%dx%d", u.Name, s[0], s[1])
	lt, st := e.typeName(u.Shapes.Labels), e.typeName(u.Shapes.Segments)
	return name, fmt.Sprintf("\n// %[1]s is a block of %[2]d labels and %[3]d segments.\n"+
		"type %[1]s struct {\nBlock %[4]s\nLabels [%[2]d]%[5]s\nLabelPtrs [%[2]d]*%[5]s\nSegments [%[3]d]%[6]s\nSegmentPtrs [%[3]d]*%[6]s\n}\n",
		name, s[0], s[1], block, lt, st)
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
