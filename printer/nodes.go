package printer

import (
	"fmt"
	"strconv"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// A tnode is a node of the tree that a teaching output (a diagram, the
// tree view, the JSON form) shows, read once by readTree: what the
// output needs of the node, as plain data. The outputs call no method of
// the nodes but through readTree, so a tree whose methods panic (a
// scheme author's node with a nil field, say) gives an error, not a
// crash, and each node's text is built once.
//
// The span and text of a tnode are those the outputs show: the node's
// own, except for a scheme's production (see schemeRule), whose span
// starts at its scheme's first byte, as its RFC rule does; own then
// holds the node's own.
//
// A tree may have a node a byte of its URL, so a tnode is small: its
// children are a list through their next, not a slice of their own.
type tnode struct {
	pos, end   int    // the span shown
	text       string // the text shown: the node's String
	decoded    string // its decoded text, when hasDecoded
	prod       *ast.Production
	r          *treeReader // the reader that reads its children
	kid, last  *tnode      // its first and last children
	next       *tnode      // its next sibling
	own        *ownSpan    // the node's own span, when it is not the one shown
	depth      int32       // how deep it is: 0 for the root
	hasDecoded bool        // it has a decoded text that differs from text
	piece      bool        // the glossary labels it by its piece's name (labelKey)
	scheme     bool        // it is an *ast.Scheme
	all        bool        // it is news:*, whose "*" no node holds (ast.NewsPart.IsAll)
	derived    bool        // it is a URL's url, otherurl or genericurl (derive): its children are the URL's
}

// key returns the name the glossary labels n by (labelKey).
func (n *tnode) key() string {
	if n.piece {
		return labelKey(*n.prod, n.prod.Name)
	}
	return n.prod.Name
}

// ownSpan is a node's own start and text, as it holds them, where the
// outputs show another span (schemeRule). Its end is the one shown.
type ownSpan struct {
	pos  int
	text string
}

// schemeRule widens the scheme part of u, a URL's tnode, when it is its
// scheme's own production (ftpurl, httpurl, a registered scheme's
// ldapurl), to the span and text its RFC rule covers: from the scheme's
// first byte, for section 5 writes ftpurl = "ftp://" login ..., and
// RFC 4516 ldapurl = scheme COLON SLASH SLASH .... The node itself
// starts after "ftp:", which ast.URL reads (Scheme ":" Part), and keeps
// that span: own holds it. The generic parts, schemepart and
// ip-schemepart, are not widened: genericurl = scheme ":" schemepart
// writes them after the ":".
//
// A part its scheme reads by another scheme's production (an https
// URL's *ast.HTTPPart, by httpurl) is named by its scheme's own, part
// (grammar.OfPart: httpsurl, RFC 2818 section 2.4), as the parser's
// errors name it.
//
// It reports whether u has such a part, which it widened.
func schemeRule(u *tnode, part ast.Production, r *treeReader) bool {
	var scheme *tnode
	for k := u.kid; k != nil; k = k.next {
		if k.scheme {
			scheme = k
		}
	}
	name := ""
	if scheme != nil {
		name = scheme.text
	}
	for k := u.kid; k != nil; k = k.next {
		if k.scheme {
			continue
		}
		if k.prod.Name == grammar.SchemePartP.Name || k.prod.Name == grammar.IPSchemePart.Name {
			continue
		}
		if part.Of != nil && *part.Of == *k.prod {
			k.prod = r.production(part)
		}
		k.own = &ownSpan{pos: k.pos, text: k.text}
		k.pos = u.pos
		k.text = name + ":" + k.text
		if k.hasDecoded {
			k.decoded = name + ":" + k.decoded
		}
		if scheme != nil {
			adopt(u, scheme, k)
		}
		return true
	}
	return false
}

// adopt moves the scheme's tnode, a child of u, to be the first child of
// part, u's widened scheme part: its rule's span holds the scheme's, so
// the tree's spans nest, each node's inside its parent's, and siblings'
// are disjoint.
func adopt(u, scheme, part *tnode) {
	var prev *tnode
	for k := u.kid; k != scheme; k = k.next {
		prev = k
	}
	u.unlink(scheme, prev)
	scheme.next = part.kid
	part.kid = scheme
	if part.last == nil {
		part.last = scheme
	}
	scheme.depth = part.depth + 1
}

// unlink takes k, a child of n, out of n's children; prev is the child
// before it, nil when k is the first.
func (n *tnode) unlink(k, prev *tnode) {
	if prev == nil {
		n.kid = k.next
	} else {
		prev.next = k.next
	}
	if n.last == k {
		n.last = prev
	}
}

// readTree reads the tree under root, which must not be nil (see
// ast.IsNil). A nil or typed-nil child is an absent part and is left out.
// When a method of a node panics, readTree reports it as an error naming
// the node's type and the method; a tree deeper than maxDepth is an
// error too.
//
// It walks the tree once, with ast.Walk, which lists each node's
// children in one buffer, and takes its tnodes from blocks and their
// productions from a table of the distinct ones: a tree of many small
// nodes (a prospero URL of empty fields has three every two bytes)
// costs the tnodes and little more.
func readTree(root ast.Node) (t *tnode, err error) {
	r := &treeReader{}
	defer func() {
		if p := recover(); p != nil {
			if p == errTooDeep {
				t, err = nil, errTooDeep
				return
			}
			t, err = nil, fmt.Errorf("printer: the %T node's %s method panicked: %v", r.cur, r.method, p)
		}
	}()
	ast.Walk(r, root)
	for _, u := range r.urls {
		derive(u.t, schemeRule(u.t, u.part, r), r)
	}
	return r.root, nil
}

// A treeReader reads a tree for readTree: it visits the root, and each
// tnode visits its node's children (ast.Walk asks the visitor that a
// node's Visit returned to visit its children, then nil: a tnode takes
// that nil, and a nil child, as nothing to read).
type treeReader struct {
	root   *tnode
	block  []tnode
	prods  []*ast.Production // the distinct productions read (production)
	urls   []urlRead         // the *ast.URL nodes read, for schemeRule
	cur    ast.Node          // the node whose method is running
	method string
}

// tnodeBlock is how many tnodes a block of readTree's holds at most;
// the first holds firstTnodes.
const (
	tnodeBlock  = 128
	firstTnodes = 8
)

func (r *treeReader) Visit(n ast.Node) ast.Visitor {
	if ast.IsNil(n) {
		return nil
	}
	r.root = r.read(n, nil)
	return r.root
}

// Visit reads n, a child of t's node.
func (t *tnode) Visit(n ast.Node) ast.Visitor {
	if ast.IsNil(n) {
		return nil
	}
	return t.r.read(n, t)
}

// read reads node n, the child of parent (nil for the root), into a
// new tnode, except for its children, which ast.Walk visits next.
func (r *treeReader) read(n ast.Node, parent *tnode) *tnode {
	if len(r.block) == cap(r.block) {
		// A new block, twice the last, up to tnodeBlock: a small tree's
		// costs little more than its tnodes. The last stays where it is,
		// for its tnodes are held by pointer.
		r.block = make([]tnode, 0, min(max(2*cap(r.block), firstTnodes), tnodeBlock))
	}
	r.block = r.block[:len(r.block)+1]
	t := &r.block[len(r.block)-1]
	t.r = r
	r.cur = n
	r.method = "Pos"
	t.pos = n.Pos()
	r.method = "End"
	t.end = n.End()
	r.method = "String"
	t.text = n.String()
	r.method = "Production"
	t.prod = r.production(grammar.Of(n))
	if parent != nil {
		if parent.depth >= maxDepth {
			panic(errTooDeep)
		}
		t.depth = parent.depth + 1
		t.piece = labelKey(*t.prod, parent.prod.Name) != t.prod.Name
		if parent.last == nil {
			parent.kid = t
		} else {
			parent.last.next = t
		}
		parent.last = t
	}
	_, t.scheme = n.(*ast.Scheme)
	if p, ok := n.(*ast.NewsPart); ok {
		r.method = "IsAll"
		t.all = p.IsAll()
	}
	if d, ok := n.(interface{ Decoded() string }); ok {
		r.method = "Decoded"
		t.decoded = d.Decoded()
		t.hasDecoded = t.decoded != t.text
	}
	if u, ok := n.(*ast.URL); ok {
		r.method = "Production"
		r.urls = append(r.urls, urlRead{t, grammar.OfPart(u)})
	}
	r.method = "Children" // ast.Walk lists them next
	return t
}

// A urlRead is an *ast.URL read: its tnode, and its scheme part's
// production as its scheme reads it (grammar.OfPart).
type urlRead struct {
	t    *tnode
	part ast.Production
}

// production returns p from the table, where it is stored once. The
// table is searched in order: a tree has a few dozen productions.
func (r *treeReader) production(p ast.Production) *ast.Production {
	for _, q := range r.prods {
		if *q == p {
			return q
		}
	}
	q := new(ast.Production) // not &p, which would put every p on the heap
	*q = p
	r.prods = append(r.prods, q)
	return q
}

// maxDepth is the deepest tree the teaching outputs show. A URL's tree is
// about ten levels deep, and no grammar a parser takes has recursion; a
// deeper tree is a program's, and each level's text being its subtree's,
// reading it would cost the square of its depth.
const maxDepth = 256

// errTooDeep is the error of a tree deeper than maxDepth.
var errTooDeep error = tooDeep{}

type tooDeep struct{}

func (tooDeep) Error() string {
	return "printer: the tree is more than " + strconv.Itoa(maxDepth) + " levels deep"
}

// labelKey returns the name under which the glossary labels a node of
// production p, the child of a node of production parent: its
// production's name, or, for a node that declares its parent's
// production because the parent's rule gives its piece no name (the
// unique part of a news article), that piece's name, or the prose's name
// of a production the rule writes by a generic name (grammar.NamedIn:
// nntp's article-number).
func labelKey(p ast.Production, parent string) string {
	if key, ok := grammar.NamedIn(p); ok {
		return key
	}
	if p.Name == parent {
		if piece, ok := grammar.PieceOf(p.Name); ok {
			return piece
		}
	}
	return p.Name
}

// labeler labels productions in one language, with a caller's own words
// first.
type labeler struct {
	lang  grammar.Lang
	extra map[string]string
}

func (l labeler) label(key string) string {
	if s, ok := l.extra[key]; ok {
		return s
	}
	return grammar.Label(key, l.lang)
}

// word returns the language's word for one of the few phrases the
// printer writes besides labels: in French, with the no-break spaces of
// French typography (grammar.FrenchSpaces), which the literals write as
// plain spaces.
func (l labeler) word(en, fr string) string {
	if l.lang == grammar.French {
		return grammar.FrenchSpaces(fr)
	}
	return en
}

// appendQuote appends s, a node's text, to dst as the language writes a
// value (grammar.Quoted): between ASCII quotes in English, between « and
// » in French, with « » (vide) for an empty text, and the bytes of a
// character that is not printable as %XX.
func (l labeler) appendQuote(dst []byte, s string) []byte {
	return grammar.AppendQuoted(dst, s, l.lang)
}
