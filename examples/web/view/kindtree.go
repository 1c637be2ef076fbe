package view

import (
	"strings"
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/printer"
)

// A kindNode is a node of a URL's tree view, as the page shows it: its
// production, its label in English and in French, the text it spans,
// and the nodes under it.
type kindNode struct {
	production string
	en, fr     string
	text       string
	kids       []*kindNode
}

// kindTree returns the tree view of u, parsed from input, above its
// first line a node of no production, so that the URL's own node is
// compared as any other; nil when the two languages' views do not
// line up, which printer's tests rule out.
func kindTree(u *ast.URL, input string) *kindNode {
	en, fr := treeLinesOf(u, grammar.English), treeLinesOf(u, grammar.French)
	if len(en) != len(fr) {
		return nil
	}
	top := &kindNode{}
	path := []*kindNode{top} // the nodes above the line read, by depth
	for i, l := range en {
		n := &kindNode{production: l.production, en: l.label, fr: fr[i].label}
		if l.pos >= 0 && l.pos <= l.end && l.end <= len(input) {
			n.text = input[l.pos:l.end]
		}
		d := min(l.depth+1, len(path))
		path = path[:d]
		parent := path[d-1]
		parent.kids = append(parent.kids, n)
		path = append(path, n)
	}
	return top
}

// A kindLine is a line of a tree view: its node's depth, production,
// label and span.
type kindLine struct {
	depth             int
	production, label string
	pos, end          int
}

// treeLinesOf returns the lines of u's tree view in l. A line's depth is
// read from its indent, three characters a level ("│  ", "└─ "): the
// indent's bytes differ with the branches drawn.
func treeLinesOf(u *ast.URL, l grammar.Lang) []kindLine {
	var b strings.Builder
	var lines []kindLine
	c := &printer.DiagramConfig{Lang: l}
	var spans []printer.TreeLine
	err := c.FprintTreeViews(printer.TreeViews{Tree: &b, Line: func(t printer.TreeLine) { spans = append(spans, t) }}, u)
	if err != nil {
		return nil
	}
	text := b.String()
	for _, t := range spans {
		if t.Offset+t.Indent > len(text) {
			return nil
		}
		depth := utf8.RuneCountInString(text[t.Offset:t.Offset+t.Indent]) / 3
		lines = append(lines, kindLine{depth, t.Production, t.Label, t.Pos, t.End})
	}
	return lines
}
