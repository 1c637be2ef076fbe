package printer

import (
	"fmt"
	"reflect"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// A tnode is a node of the tree that a teaching output (a diagram, the
// tree view, the JSON form) shows, read once by readTree: what the
// output needs of the node, as plain data. The outputs call no method of
// the nodes but through readTree, so a tree whose methods panic (a
// scheme author's node with a nil field, say) gives an error, not a
// crash, and each node's text is built once.
type tnode struct {
	node       ast.Node
	pos, end   int    // the node's span, as it holds it
	text       string // its String
	decoded    string // its decoded text, when hasDecoded
	hasDecoded bool   // it has a decoded text that differs from text
	prod       grammar.Production
	key        string // the name the glossary labels it by (labelKey)
	kids       []*tnode
}

// isNil reports whether n is nil or a nil pointer (or other nil value)
// of some node type: the typed nil a failed Parse returns as its
// *ast.URL, or that a tree a program built holds in a field. Calling a
// method of such a node may panic, and it is no node to show.
func isNil(n ast.Node) bool {
	if n == nil {
		return true
	}
	switch v := reflect.ValueOf(n); v.Kind() {
	case reflect.Pointer, reflect.Map, reflect.Slice, reflect.Func, reflect.Chan, reflect.Interface:
		return v.IsNil()
	}
	return false
}

// readTree reads the tree under root, which must not be nil (see
// isNil). A nil or typed-nil child is an absent part and is left out.
// When a method of a node panics, readTree reports it as an error naming
// the node's type and the method; a tree deeper than maxDepth is an
// error too.
func readTree(root ast.Node) (t *tnode, err error) {
	var cur ast.Node // the node whose method is running
	method := ""
	defer func() {
		if r := recover(); r != nil {
			if r == errTooDeep {
				t, err = nil, errTooDeep
				return
			}
			t, err = nil, fmt.Errorf("printer: the %T node's %s method panicked: %v", cur, method, r)
		}
	}()
	var read func(n ast.Node, parent string, depth int) *tnode
	read = func(n ast.Node, parent string, depth int) *tnode {
		if depth > maxDepth {
			panic(errTooDeep)
		}
		cur = n
		t := &tnode{node: n}
		method = "Pos"
		t.pos = n.Pos()
		method = "End"
		t.end = n.End()
		method = "String"
		t.text = n.String()
		method = "Production"
		t.prod = grammar.Of(n)
		t.key = labelKey(t.prod.Name, parent)
		if d, ok := n.(interface{ Decoded() string }); ok {
			method = "Decoded"
			t.decoded = d.Decoded()
			t.hasDecoded = t.decoded != t.text
		}
		method = "Children"
		for _, c := range childrenOf(n) {
			t.kids = append(t.kids, read(c, t.prod.Name, depth+1))
		}
		return t
	}
	return read(root, "", 0), nil
}

// maxDepth is the deepest tree the teaching outputs show. A URL's tree is
// about ten levels deep, and no grammar a parser takes has recursion; a
// deeper tree is a program's, and each level's text being its subtree's,
// reading it would cost the square of its depth.
const maxDepth = 256

var errTooDeep = fmt.Errorf("printer: the tree is more than %d levels deep", maxDepth)

// childrenOf returns the children of n that ast.Walk visits, in input
// order: the fields of this module's nodes, and what a scheme author's
// node lists through ast.Parent, leaving out nil ones.
func childrenOf(n ast.Node) []ast.Node {
	var out []ast.Node
	ast.Inspect(n, func(c ast.Node) bool {
		if isNil(c) {
			return false
		}
		if c == n {
			return true
		}
		out = append(out, c)
		return false
	})
	return out
}

// labelKey returns the name under which the glossary labels a node of
// production, the child of a node of production parent: its production's
// name, or, for a node that declares its parent's production because
// the parent's rule gives its piece no name (the unique part of a news
// article), that piece's name.
func labelKey(production, parent string) string {
	if production == parent {
		if piece, ok := pieceNames[production]; ok {
			return piece
		}
	}
	return production
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
// printer writes besides labels.
func (l labeler) word(en, fr string) string {
	if l.lang == grammar.French {
		return fr
	}
	return en
}

// checkSpans reports an error unless every node of the tree under root
// has a span [pos, end) inside root's whose bytes are the node's text:
// the offsets a parser sets. A diagram places labels by these offsets.
func checkSpans(root *tnode) error {
	text, base := root.text, root.pos
	var check func(n *tnode) error
	check = func(n *tnode) error {
		p, e := n.pos-base, n.end-base
		if p < 0 || e < p || e > len(text) || text[p:e] != n.text {
			return fmt.Errorf("printer: the %s node at [%d,%d) does not hold its text %q at that span of %q; a diagram needs the offsets a parser sets",
				n.prod.Name, n.pos, n.end, n.text, text)
		}
		for _, k := range n.kids {
			if err := check(k); err != nil {
				return err
			}
		}
		return nil
	}
	return check(root)
}
