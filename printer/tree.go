package printer

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// FprintTree writes the syntax tree under node to w, one node per line,
// each child under its parent and indented one step further:
//
//	url                [0,17)  "http://www.iec.ch"
//	└─ httpurl         [0,17)  "http://www.iec.ch"
//	   ├─ scheme       [0,4)   "http"
//	   └─ hostport     [7,17)  "www.iec.ch"
//	      └─ host      [7,17)  "www.iec.ch"
//
// The root of a URL's tree is url, as section 5 derives a URL: over
// the scheme's own production (httpurl above), or over otherurl and
// genericurl for a scheme with none (see the package documentation).
// A line names the node's production by its label in c.Lang, followed
// by the production's RFC name in parentheses when the label differs
// ("hôte (host)", "url-path (urlpath)"); then its byte span [Pos,End),
// its text as written, between quotes (in French between « and », with
// « » (vide) for an empty text; grammar.Quoted), and, when escapes make them differ,
// its decoded text; news:*'s newsurl line says what its "*", which no
// node holds, is. The columns line up in runes. Unlike a diagram, the
// tree needs no offsets: it prints those the nodes hold, but for a
// scheme's own production (httpurl above), shown as its rule reads it,
// from its URL's start, with the scheme and ":" in its text, and the
// scheme under it (see the package documentation; its node's own Pos is
// 5 here). So every node's span lies in its parent's, and siblings'
// spans do not overlap.
//
// A nil node, or a nil pointer of a node type such as the *ast.URL a
// failed Parse returns, is an error, and nothing is written; so is a
// tree one of whose nodes' methods (String, Pos, Children...) panics.
// A nil child is an absent part, and is left out.
func (c *DiagramConfig) FprintTree(w io.Writer, node ast.Node) error {
	if ast.IsNil(node) {
		return fmt.Errorf("printer: FprintTree of a nil node (%T)", node)
	}
	root, err := readTree(node)
	if err != nil {
		return err
	}
	t := treeWriter{l: c.labeler()}
	t.measure(root, 0)
	bw := writeSized(nil, w, func(bw *bufio.Writer, _ *offsetWriter) {
		t.w = bw
		t.line(root, 0, "")
	})
	return bw.Flush()
}

// A treeWriter writes the lines of FprintTree as it goes: measure finds
// the widths of the name and span columns, line writes the lines, so
// that no line is held.
type treeWriter struct {
	l            labeler
	w            *bufio.Writer
	nameW, spanW int
	count        int    // how many lines: set by measure
	indent       []byte // the indent of the children of the node being written
	buf          []byte // room for a span or a quoted text
	// each, when not nil, is told of each line written through out, the
	// writer under w (FprintTreeViews).
	each func(TreeLine)
	out  *offsetWriter
	// parent is the production of the node whose children are being
	// written: a scheme's line says when that rule writes no scheme.
	parent *ast.Production
}

// offset returns the offset in the text of the next byte written.
func (t *treeWriter) offset() int { return t.out.n + t.w.Buffered() }

// name returns a node's label and, when it differs, its production's
// name, which the name column shows after the node's indent.
func (t *treeWriter) name(n *tnode) (label, prod string) {
	label = t.l.label(n.key())
	if label != n.prod.Name {
		prod = n.prod.Name
	}
	if piece, ok := grammar.PieceOf(n.prod.Name); ok && piece == n.key() {
		// <unique> is not the article, its parent, but a part of it,
		// which the parenthesis says, where it names the production.
		prod = t.l.word("part of "+n.prod.Name, "partie d'"+n.prod.Name) // article: « partie d'article »
	}
	return label, prod
}

// measure widens the columns to hold the lines of n, at depth under
// the root, and of the nodes under it.
func (t *treeWriter) measure(n *tnode, depth int) {
	label, prod := t.name(n)
	w := 3*depth + utf8.RuneCountInString(label)
	if prod != "" {
		w += 3 + utf8.RuneCountInString(prod)
	}
	t.nameW = max(t.nameW, w)
	t.count++
	t.spanW = max(t.spanW, len(t.span(n)))
	for k := n.kid; k != nil; k = k.next {
		t.measure(k, depth+1)
	}
}

// span returns n's "[pos,end)" in t.buf.
func (t *treeWriter) span(n *tnode) []byte {
	t.buf = append(t.buf[:0], '[')
	t.buf = strconv.AppendInt(t.buf, int64(n.pos), 10)
	t.buf = append(t.buf, ',')
	t.buf = strconv.AppendInt(t.buf, int64(n.end), 10)
	t.buf = append(t.buf, ')')
	return t.buf
}

// line writes n's line, after the indent and branch ("├─ ", "└─ ", or
// "" for the root) that place it, then the lines of its children.
func (t *treeWriter) line(n *tnode, depth int, branch string) {
	label, prod := t.name(n)
	tell := t.each != nil && t.out != nil
	start := 0
	if tell {
		start = t.offset()
	}
	t.w.Write(t.indent)
	t.w.WriteString(branch)
	t.w.WriteString(label)
	w := 3*depth + utf8.RuneCountInString(label)
	if prod != "" {
		t.w.WriteString(" (")
		t.w.WriteString(prod)
		t.w.WriteString(")")
		w += 3 + utf8.RuneCountInString(prod)
	}
	t.spaces(t.nameW - w + 2)
	span := t.span(n)
	t.w.Write(span)
	t.spaces(t.spanW - len(span) + 2)
	t.buf = t.l.appendQuote(t.buf[:0], n.text)
	if n.hasDecoded {
		t.buf = append(t.buf, "  "...)
		t.buf = append(t.buf, t.l.word("decoded ", "décodé : ")...)
		// A byte that is not printable is ⟨%XX⟩, apart from the
		// characters "%XX" that %25XX decodes to.
		t.buf = grammar.AppendQuotedDecoded(t.buf, n.decoded, t.l.lang)
	}
	if n.all {
		// The grammar writes news:*'s "*" as a literal, which no node
		// holds: its line says what it is, where a node's would.
		t.buf = append(t.buf, "  "...)
		t.buf = append(t.buf, t.l.word(`the "*" is the grouppart, "all available news groups" (RFC 1738 section 3.6)`,
			"le « * » est la partie groupe, « tous les groupes de discussion disponibles » (traduit de la RFC 1738, section 3.6)")...)
	}
	if later := laterAlternative(n); later != "" {
		// url over the production of a scheme section 5 does not name
		// (httpsurl, ldapurl), which its url does not list: the line says
		// so, or the tree would teach it as a derivation of section 5's.
		t.buf = append(t.buf, "  "...)
		t.buf = append(t.buf, t.l.word("section 5's url does not list "+later+", whose scheme it does not name: the tree reads it as one more of url's alternatives",
			"l'url de la section 5 ne cite pas "+later+", dont elle ne nomme pas le mode : l'arbre la lit comme une alternative de plus de url")...)
	}
	if _, prose := n.prod.ProseName(); prose {
		// gopher-path is a name of section 3.4.1's prose that section 5
		// writes no rule of: its line says so, where a rule's says
		// nothing.
		t.buf = append(t.buf, "  "...)
		t.buf = append(t.buf, grammar.Reading(*n.prod, t.l.lang)...)
	} else if lit := schemeLiteral(t.parent); n.scheme && lit != "" {
		// httpurl writes "http://", not scheme: the scheme's line says
		// where its name stands, or the tree would teach a rule
		// httpurl = scheme ... that section 5 does not write.
		t.buf = append(t.buf, "  "...)
		t.buf = append(t.buf, t.l.word(t.parent.Name+" writes it in its literal \""+lit+"\", not as scheme",
			t.parent.Name+" l'écrit dans son littéral « "+lit+" », et non comme scheme")...)
	} else if key := n.key(); key != n.prod.Name && n.prod.RFC == "RFC 1738" {
		// A piece labelled by the prose's name for it, <unique> of an
		// article, <article-number> of an nntp URL's digits: its line
		// says whose name the label is, as gopher-path's does.
		t.buf = append(t.buf, "  "...)
		t.buf = append(t.buf, t.l.word("<"+key+">: "+n.prod.RFC+" section "+n.prod.Section+"'s prose name, not a rule of section 5",
			"<"+key+"> : nom que donne la prose de la "+n.prod.RFC+", section "+n.prod.Section+", et non une règle de la section 5")...)
	}
	t.buf = append(t.buf, '\n')
	t.w.Write(t.buf)
	if tell {
		t.each(TreeLine{Offset: start, Indent: len(t.indent) + len(branch), Len: t.offset() - 1 - start, Count: t.count,
			Production: n.prod.Name, Label: label, Pos: n.pos, End: n.end})
	}
	mark := len(t.indent)
	switch branch {
	case "├─ ":
		t.indent = append(t.indent, "│  "...)
	case "└─ ":
		t.indent = append(t.indent, "   "...)
	}
	for k := n.kid; k != nil; k = k.next {
		b := "├─ "
		if k.next == nil {
			b = "└─ "
		}
		t.parent = n.prod
		t.line(k, depth+1, b)
	}
	t.indent = t.indent[:mark]
}

// schemeLiteral returns the literal that a scheme's own rule, p's,
// starts with ("http://" for httpurl = "http://" hostport ...), which
// holds the scheme's name where section 5 writes no scheme rule: the
// tree's scheme line under such a rule says so. It returns "" for a
// rule that starts with a rule's name (genericurl = scheme ":" ...).
func schemeLiteral(p *ast.Production) string {
	if p == nil {
		return ""
	}
	_, rhs, ok := strings.Cut(p.Rule, " = ")
	if !ok || !strings.HasPrefix(rhs, `"`) {
		return ""
	}
	lit, _, ok := strings.Cut(rhs[1:], `"`)
	if !ok {
		return ""
	}
	return lit
}

// spaces writes n spaces.
func (t *treeWriter) spaces(n int) {
	const run = "                "
	for ; n > len(run); n -= len(run) {
		t.w.WriteString(run)
	}
	t.w.WriteString(run[:max(n, 0)])
}
