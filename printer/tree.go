package printer

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/ast"
)

// FprintTree writes the syntax tree under node to w, one node per line,
// each child under its parent and indented one step further:
//
//	genericurl         [0,17)  "http://www.iec.ch"
//	├─ scheme          [0,4)   "http"
//	└─ httpurl         [0,17)  "http://www.iec.ch"
//	   └─ hostport     [7,17)  "www.iec.ch"
//	      └─ host      [7,17)  "www.iec.ch"
//
// A line names the node's production by its label in c.Lang, followed
// by the production's RFC name in parentheses when the label differs
// ("hôte (host)", "url-path (urlpath)"); then its byte span [Pos,End),
// its text as written, in Go quotes (in French between « and », with
// « » (vide) for an empty text), and, when escapes make them differ,
// its decoded text. The columns line up in runes. Unlike a diagram, the
// tree needs no offsets: it prints those the nodes hold, but for a
// scheme's own production (httpurl above), shown as its rule reads it,
// from its URL's start, with the scheme and ":" in its text (see the
// package documentation; its node's own Pos is 5 here).
//
// A nil node, or a nil pointer of a node type such as the *ast.URL a
// failed Parse returns, is an error, and nothing is written; so is a
// tree one of whose nodes' methods (String, Pos, Children...) panics.
// A nil child is an absent part, and is left out.
func (c *DiagramConfig) FprintTree(w io.Writer, node ast.Node) error {
	if isNil(node) {
		return fmt.Errorf("printer: FprintTree of a nil node (%T)", node)
	}
	root, err := readTree(node)
	if err != nil {
		return err
	}
	l := c.labeler()
	type line struct{ name, span, text string }
	var lines []line
	var visit func(n *tnode, indent, branch string)
	visit = func(n *tnode, indent, branch string) {
		name := l.label(n.key)
		if name != n.prod.Name {
			name += " (" + n.prod.Name + ")"
		}
		text := l.quote(n.text)
		if n.hasDecoded {
			text += "  " + l.word("decoded ", "décodé : ") + l.quote(n.decoded)
		}
		lines = append(lines, line{indent + branch + name, fmt.Sprintf("[%d,%d)", n.pos, n.end), text})
		switch branch {
		case "├─ ":
			indent += "│  "
		case "└─ ":
			indent += "   "
		}
		for i, k := range n.kids {
			b := "├─ "
			if i == len(n.kids)-1 {
				b = "└─ "
			}
			visit(k, indent, b)
		}
	}
	visit(root, "", "")
	var nameW, spanW int
	for _, ln := range lines {
		nameW = max(nameW, utf8.RuneCountInString(ln.name))
		spanW = max(spanW, len(ln.span))
	}
	var b strings.Builder
	for _, ln := range lines {
		b.WriteString(ln.name)
		b.WriteString(strings.Repeat(" ", nameW-utf8.RuneCountInString(ln.name)+2))
		b.WriteString(ln.span)
		b.WriteString(strings.Repeat(" ", spanW-len(ln.span)+2))
		b.WriteString(ln.text)
		b.WriteByte('\n')
	}
	_, err = io.WriteString(w, b.String())
	return err
}
