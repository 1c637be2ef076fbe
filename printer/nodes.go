package printer

import (
	"fmt"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// childrenOf returns the children of n that ast.Walk visits, in input
// order: the fields of this module's nodes, and what a scheme author's
// node lists through ast.Parent.
func childrenOf(n ast.Node) []ast.Node {
	var out []ast.Node
	ast.Inspect(n, func(c ast.Node) bool {
		if c == nil {
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

// decodedOf returns the decoded text of n, and whether n has one that
// differs from its raw text.
func decodedOf(n ast.Node) (string, bool) {
	d, ok := n.(interface{ Decoded() string })
	if !ok {
		return "", false
	}
	s := d.Decoded()
	return s, s != n.String()
}

// labelKey returns the name under which the glossary labels n, a child
// of a node of production parent: its production's name, or, for a node
// that declares its parent's production because the parent's rule gives
// its piece no name (the unique part of a news article), that piece's
// name.
func labelKey(n ast.Node, parent string) (key, production string) {
	production = grammar.Of(n).Name
	if production == parent {
		if piece, ok := pieceNames[production]; ok {
			return piece, production
		}
	}
	return production, production
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
// has a span [Pos, End) inside root's whose bytes are the node's text:
// the offsets a parser sets. A diagram places labels by these offsets.
func checkSpans(root ast.Node) error {
	text, base := root.String(), root.Pos()
	var err error
	ast.Inspect(root, func(n ast.Node) bool {
		if n == nil || err != nil {
			return false
		}
		p, e := n.Pos()-base, n.End()-base
		if p < 0 || e < p || e > len(text) || text[p:e] != n.String() {
			err = fmt.Errorf("printer: the %s node at [%d,%d) does not hold its text %q at that span of %q; a diagram needs the offsets a parser sets",
				grammar.Of(n).Name, n.Pos(), n.End(), n.String(), text)
		}
		return err == nil
	})
	return err
}
