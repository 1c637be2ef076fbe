package printer

import (
	"fmt"
	"math/bits"
	"reflect"
	"slices"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// A diagram is what FprintDiagram and FprintError draw: the marks of a
// tree, read in one walk, then placed in bands and written. A URL of n
// bytes may have more than n nodes (a prospero URL of empty fields has
// three every two bytes) and its diagram only a few bytes a byte, so
// a mark is small (its label is an index into the diagram's labels, its
// span two offsets), the marks are kept in blocks that never move, and
// nothing of the tree is kept but its marks.
type diagram struct {
	c       *DiagramConfig
	l       labeler
	labels  []string // the labels, each once
	empty   string   // what a label says of an empty part (emptyWord)
	blocks  [][]mark // the marks in depth-first order, markBlock a block
	n       int      // how many marks
	nodes   int32    // how many nodes are read: a node's mark holds its number
	spanErr error    // the first node whose span does not hold its text
	text    string   // the text the marks' offsets are into, from base
	base    int
	cols    []int // cols[i] is the column of byte i of text; nil when it is i
	// cut and cutEnd are, under an error past the parsed part, the
	// production the error is in (DiagramConfig.ErrorIn) and where the
	// parsed part ends: the node of cut that ends there is read without
	// the parts it holds. drop is the production a note says that part
	// is not (DiagramConfig.Misread): the node of it that ends there, or
	// the login that is only that node (misreadAs), is not labelled, nor
	// are the parts it holds.
	cut    string
	cutEnd int
	drop   string

	// Set by place:
	bands  []*band
	hidden int // marks left out, below the last band drawn
}

// markBlock is how many marks a block holds at most, firstMarks at
// least (see blockOf).
const (
	markBlock  = 512
	firstMarks = 32
)

func newDiagram(c *DiagramConfig) *diagram {
	return &diagram{c: c, l: c.labeler()}
}

// The blocks of marks grow as a tree's marks do, none copied: the first
// two hold firstMarks each, each next one twice as many as the one
// before, up to markBlock, and every one after it markBlock. So a small
// tree's diagram costs little more than its marks, and a large one's
// marks and one block more.

// blockOf returns the block that holds the mark of index i, and its
// place in it.
func blockOf(i int) (block, at int) {
	switch {
	case i < firstMarks:
		return 0, i
	case i < markBlock:
		block = bits.Len(uint(i)) - bits.Len(firstMarks) + 1 // 32..63 in 1, 64..127 in 2...
		return block, i - firstMarks<<(block-1)
	}
	first := bits.Len(markBlock) - bits.Len(firstMarks) + 1 // the block that starts at markBlock
	return first + (i-markBlock)/markBlock, (i - markBlock) % markBlock
}

// mark returns the mark of index i.
func (d *diagram) mark(i int32) *mark {
	b, at := blockOf(int(i))
	return &d.blocks[b][at]
}

// add appends m to the marks and returns its index.
func (d *diagram) add(m mark) int32 {
	b, at := blockOf(d.n)
	if b == len(d.blocks) {
		size := markBlock
		if d.n < markBlock {
			size = max(firstMarks, d.n)
		}
		d.blocks = append(d.blocks, make([]mark, size))
	}
	d.blocks[b][at] = m
	d.n++
	return int32(d.n - 1)
}

// labelIndex returns the index of label in d.labels, adding it. The
// labels are searched in order: a diagram has a few dozen.
func (d *diagram) labelIndex(label string) uint16 {
	if i := slices.Index(d.labels, label); i >= 0 {
		return uint16(i)
	}
	d.labels = append(d.labels, label)
	return uint16(len(d.labels) - 1)
}

// col returns the column of byte offset off of d.text.
func (d *diagram) col(off int) int {
	if d.cols == nil {
		return off - d.base
	}
	return d.cols[off-d.base]
}

// read reads the marks of the tree under root, which must not be nil
// (see ast.IsNil), checking that each node's span holds its text: the
// offsets a parser sets, by which a diagram places its marks. When
// inInput is true, the tree must be of a part of input, at the same
// offsets. As readTree does, it reports a method of a node that panics,
// and a tree deeper than maxDepth, as errors.
func (d *diagram) read(root ast.Node, input string, inInput bool) (err error) {
	r := &diagramReader{d: d}
	defer func() {
		if p := recover(); p != nil {
			if p == errTooDeep {
				err = errTooDeep
				return
			}
			err = fmt.Errorf("printer: the %T node's %s method panicked: %v", r.cur, r.method, p)
		}
	}()
	ast.Walk(r, root)
	for _, c := range r.frames {
		for k := range c {
			c[k].end1()
		}
	}
	if d.spanErr != nil { // after the tree is read whole, whose errors come first
		return d.spanErr
	}
	if inInput {
		pos, end := d.base, d.base+len(d.text)
		if pos < 0 || end > len(input) || input[pos:end] != d.text {
			return fmt.Errorf("printer: FprintError: the parsed tree %q at [%d,%d) is not part of the input %q",
				d.text, pos, end, input)
		}
	}
	return nil
}

// A diagramReader reads a tree's marks for diagram.read: it visits the
// root, and the frame of each node visits the node's children (ast.Walk
// asks the visitor that a node's Visit returned to visit its children,
// then nil; a frame takes that nil, and a nil child, as nothing to
// read). frame(k) is the frame of the node being read at depth k: the
// frames are made a chunk at a time, as deep as the tree goes (a URL's
// is about ten levels deep, and maxDepth is far more), in chunks that
// never move, for ast.Walk holds the frames it was given.
type diagramReader struct {
	d      *diagram
	frames []*[frameChunk]frame
	cur    ast.Node // the node whose method is running
	method string
	// user and password are the nodes that a scheme author's part names
	// as its user and password (ast.UserInfoPart), labelled as the
	// general form's <user> and <password> whatever their production.
	user, password ast.Node
}

// frameChunk is how many frames a chunk of diagramReader's holds.
const frameChunk = 4

// frame returns the frame of depth k, making its chunk.
func (r *diagramReader) frame(k int) *frame {
	for len(r.frames) <= k/frameChunk {
		r.frames = append(r.frames, new([frameChunk]frame))
	}
	return &r.frames[k/frameChunk][k%frameChunk]
}

// A frame is what the children of a node need of it.
//
// The url-path of section 3.1, in a node whose text starts with "//" (as
// the common Internet scheme syntax does), is the children after its
// last login, hostport or host child, or child that holds one
// (grammar.Server), or all of them when there is none,
// and must follow a "/"; it has a mark of its own, which holds those
// children, unless it is one child whose production is urlpath, that is
// its own mark. Which child it starts at is known only once the node is
// read, and its mark must come before theirs, which come before their
// own children's, so that place puts it first: so a frame adds a mark
// for a url-path that would start at each child that follows a server
// part (or is the first), and end1 keeps the one that is the url-path,
// if any, and makes the others skipped. (Listing the children first, as
// ast.ChildrenOf does, would cost as much again as the marks for a path
// of many segments.)
type frame struct {
	r        *diagramReader
	pos, end int             // its own span
	text     string          // its own text
	prod     string          // its production's name
	scheme   string          // the URL's scheme
	part     *ast.Production // the URL's part's production as its scheme reads it, when not its own (grammar.OfPart)
	pathProd string          // for a url-path: the production of the child it starts at
	depth    int32
	mark     int32 // its mark
	kids     int32 // how many of its children are read
	url      bool  // it is an *ast.URL: a scheme's production under it is widened (schemeRule)
	leaf     bool  // its children are not read (diagram.cut)
	// For a url-path (when paths is true):
	paths  bool
	holder int32 // the mark that holds the children read: mark, or the last url-path mark added
	server int32 // the index of the child after its last server part: where its url-path starts
	path   int32 // the url-path mark added for that child, -1 before it is read
}

// end1 ends the node of f once it is read whole, at most once: it keeps
// the url-path mark that stands, if any (see frame).
func (f *frame) end1() {
	if !f.paths {
		return
	}
	f.paths = false
	d := f.r.d
	keep := f.path >= 0
	if keep {
		m := d.mark(f.path)
		off := int(m.pos) - f.pos - 1
		keep = off >= 0 && off < len(f.text) && f.text[off] == '/' &&
			!(f.server == f.kids-1 && f.pathProd == grammar.URLPathP.Name)
	}
	for i := f.mark + 1; i < int32(d.n); i++ {
		if m := d.mark(i); m.node == pathMark && m.parent == f.mark && (i != f.path || !keep) {
			m.flags |= markSkip
		}
	}
}

func (r *diagramReader) Visit(n ast.Node) ast.Visitor {
	if ast.IsNil(n) {
		return nil
	}
	r.cur, r.method = n, "String"
	s := n.String()
	r.method = "Pos"
	r.d.text, r.d.base = s, n.Pos()
	return r.read(n, nil, 0).visitor()
}

// visitor returns f as the visitor of its node's children, or nil when
// they are not read (diagram.cut).
func (f *frame) visitor() ast.Visitor {
	if f.leaf {
		return nil
	}
	return f
}

// Visit reads n, a child of f's node.
func (f *frame) Visit(n ast.Node) ast.Visitor {
	if ast.IsNil(n) {
		return nil
	}
	if f.depth >= maxDepth {
		panic(errTooDeep)
	}
	return f.r.read(n, f, int(f.depth)+1).visitor()
}

// read reads node n, a child of parent (nil for the root), at depth, and
// returns its frame, for its children.
func (r *diagramReader) read(n ast.Node, parent *frame, depth int) *frame {
	d := r.d
	r.cur = n
	r.method = "Pos"
	pos := n.Pos()
	r.method = "End"
	end := n.End()
	r.method = "String"
	text := r.d.text // the root's, which Visit read
	if parent != nil {
		text = n.String()
	}
	r.method = "Production"
	prod := grammar.Of(n)
	d.checkSpan(prod.Name, pos, end, text, "")
	shown, key, anc := pos, labelKey(prod, ""), int32(-1)
	if parent != nil {
		key, anc = labelKey(prod, parent.prod), parent.mark
		if _, isScheme := n.(*ast.Scheme); parent.url && !isScheme && prod.Name != grammar.SchemePartP.Name && prod.Name != grammar.IPSchemePart.Name {
			if p := parent.part; p != nil && *p.Of == prod {
				prod = *p // httpsurl, not httpurl (schemeRule)
				key = labelKey(prod, parent.prod)
			}
			shown = parent.pos
			d.checkSpan(prod.Name, shown, end, text, parent.scheme+":")
		}
		if parent.paths {
			if parent.kids == parent.server {
				// The url-path may start here (see frame).
				parent.holder = d.add(newMark(d, shown, parent.end, "urlpath", parent.mark, pathMark))
				parent.path, parent.pathProd = parent.holder, prod.Name
			}
			if _, ok := grammar.Server(prod.Name); ok {
				parent.server = parent.kids + 1
				parent.path = -1
			}
			anc = parent.holder
		}
		parent.kids++
		if r.user != nil || r.password != nil {
			key = r.userInfoKey(n, key, parent.prod)
		}
	}
	if p, ok := n.(ast.UserInfoPart); ok {
		r.method = "UserInfo"
		r.user, r.password = p.UserInfo()
	}
	f := r.frame(depth)
	f.end1() // the node read last at this depth is read whole
	*f = frame{r: r, depth: int32(depth), pos: pos, end: end, text: text, prod: prod.Name}
	f.mark = d.add(newMark(d, shown, end, key, anc, d.nodes))
	if u, ok := n.(*ast.URL); ok {
		r.method = "Production"
		f.mark = d.derive(f.mark, key, u)
	}
	f.leaf = parent != nil && !parent.url && d.cut != "" && prod.Name == d.cut && end == d.cutEnd
	if parent != nil && end == d.cutEnd && misreadAs(prod.Name, text, d.drop) {
		// Its mark is skipped, and so are its parts, which are not read.
		d.mark(f.mark).flags |= markSkip
		f.leaf = true
	}
	d.nodes++
	if u, ok := n.(*ast.URL); ok {
		f.url = true
		if u.Scheme != nil {
			f.scheme = u.Scheme.String()
		}
		r.method = "Production"
		if p := grammar.OfPart(u); p.Of != nil {
			f.part = &p
		}
	}
	if strings.HasPrefix(text, "//") && prod.RFC != "RFC 1808" {
		// RFC 1808's net_path has a net_loc and an abs_path of its own,
		// no url-path.
		f.paths, f.holder, f.path = true, f.mark, -1
	}
	r.method = "Children" // ast.Walk lists them next
	return f
}

// userInfoKey returns the label key of n, a child of a node of
// production parent: the general form's user or password when the part
// names n so, key otherwise.
func (r *diagramReader) userInfoKey(n ast.Node, key, parent string) string {
	switch {
	case sameNode(n, r.user):
		return labelKey(grammar.UserP, parent)
	case sameNode(n, r.password):
		return labelKey(grammar.PasswordP, parent)
	}
	return key
}

// sameNode reports whether a and b are the same node: the same pointer.
// A node that is not a pointer is never the same as another.
func sameNode(a, b ast.Node) bool {
	if ast.IsNil(a) || ast.IsNil(b) {
		return false
	}
	pa, pb := reflect.ValueOf(a), reflect.ValueOf(b)
	return pa.Kind() == reflect.Pointer && pb.Kind() == reflect.Pointer && pa.Type() == pb.Type() && pa.Pointer() == pb.Pointer()
}

// newMark returns the mark of node number node in depth-first order
// (of a url-path of several nodes when node is -1) at the byte span
// [pos, end), labelled by key, held by the mark parent.
func newMark(d *diagram, pos, end int, key string, parent int32, node int32) mark {
	m := mark{pos: int32(pos), end: int32(end), label: d.labelIndex(d.l.label(key)), parent: parent, node: node}
	if pos == end {
		m.flags |= markEmpty
	}
	if grammar.IsNoteWord(key) {
		m.flags |= markTemplate
	}
	return m
}

// checkSpan sets d.spanErr, unless it is set, when the text read does
// not hold prefix and s at [pos, end), prefix being the scheme and ":"
// before a scheme's production shown from its scheme's first byte
// (schemeRule).
func (d *diagram) checkSpan(prod string, pos, end int, s, prefix string) {
	p, e := pos-d.base, end-d.base
	if d.spanErr != nil || p >= 0 && e >= p && e <= len(d.text) && e-p == len(prefix)+len(s) &&
		d.text[p:p+len(prefix)] == prefix && d.text[p+len(prefix):e] == s {
		return
	}
	d.spanErr = (fmt.Errorf("printer: the %s node at [%d,%d) does not hold its text %q at that span of %q; a diagram needs the offsets a parser sets",
		prod, pos, end, prefix+s, d.text))
}

// pathMark is the node of a url-path's mark.
const pathMark = -1
