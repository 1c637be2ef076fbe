package printer

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// A DiagramConfig controls the teaching output of this package: the
// labelled diagram (FprintDiagram, FprintError), the tree view
// (FprintTree) and the JSON form (FprintJSON, JSONTree). The zero
// DiagramConfig writes English and draws every band; so does a nil
// *DiagramConfig.
type DiagramConfig struct {
	// Lang is the language of the labels.
	Lang grammar.Lang
	// Labels, when not nil, labels productions before the glossary does,
	// by production name: a scheme author's words for their own
	// productions, in Lang.
	Labels map[string]string
	// Bands is how many bands a diagram draws: 1 draws the note's
	// general form only, 2 adds the outermost production, and so on.
	// 0, the default, draws them all, up to 32, and counts on a last
	// line the parts of a tree deeper than that (RFC 1738's need about
	// ten).
	Bands int
}

func (c *DiagramConfig) labeler() labeler {
	if c == nil {
		return labeler{}
	}
	return labeler{lang: c.Lang, extra: c.Labels}
}

func (c *DiagramConfig) bands() int {
	if c == nil {
		return 0
	}
	return c.Bands
}

// FprintDiagram writes a labelled diagram of node to w: node's text on
// one line, then under it, band after band, a run of carets under the
// span of each part and its label starting in the run's first column.
//
// The first band is the note's general form,
//
//	<scheme>://<user>:<password>@<host>:<port>/<url-path>
//
// and holds those of its parts that the URL has: the scheme, user,
// password, host and port nodes, and the url-path, which is all that
// follows the "/" after the host and port (section 3.1: "the rest of
// the locator consists of data specific to the scheme, and is known as
// the url-path"). The url-path is a node of its own in the generic
// syntax; a scheme that reads it as several (ftp's fpath and typecode,
// http's hpath and search) gets a mark of its own over them.
//
// The bands under it hold the productions of the RFC's grammar,
// outermost first, each in the band under those of every production it
// is part of: the genericurl, the scheme's own production (httpurl,
// ftpurl), from the scheme's first byte as its rule reads it, the login
// over the user and password, the hostport over the host and port, the
// hostname over its labels, a path over its segments. A part whose
// caret run would touch another's in its band goes down to the next
// band that has room. So each production is shown once, under its span,
// and every production of a band is nested in the bands above it.
//
// A part that is present but empty, such as the user of "ftp://@host/",
// is a lone "^" at its place, labelled as empty; a part that is absent
// is not shown. Labels never overlap: see the package documentation for
// the layout.
//
// The diagram of an n-byte URL takes O(n) bytes and time: a band has at
// most 8 label lines, and a diagram at most 32 bands (or Bands). When a
// band's labels need more lines, each run of its parts side by side with
// the same label is labelled once, with the run's length ("hsegment
// ×27"); a part whose label still finds no room keeps its carets, and a
// line under the band counts such parts by label ("… 16 unlabelled
// above, for want of room: fieldname (empty) ×8, fieldvalue (empty)
// ×8"). Parts nested deeper than the 32nd band are counted on a last
// line of the diagram.
//
// node must be a tree a parser returned, or one with the same offsets;
// FprintDiagram reports an error, and writes nothing, when a node's span
// does not hold its text. Any node may be the root: a diagram of a
// HostPort shows the host and port. A nil node, or a nil pointer of a
// node type such as the *ast.URL a failed Parse returns, is an error,
// and so is a tree one of whose nodes' methods (String, Pos, Children...)
// panics; nothing is written then either. A nil child is an absent part.
func (c *DiagramConfig) FprintDiagram(w io.Writer, node ast.Node) error {
	if isNil(node) {
		return fmt.Errorf("printer: FprintDiagram of a nil node (%T)", node)
	}
	root, err := readTree(node)
	if err != nil {
		return err
	}
	if err := checkSpans(root); err != nil {
		return err
	}
	l := c.labeler()
	shown, cols := display(root.text)
	lines := []string{shown}
	lines = append(lines, c.bandLines(l, root, cols, root.pos, nil)...)
	if shown != root.text {
		lines = append(lines, notASCII(l))
	}
	return writeLines(w, lines)
}

// FprintError writes to w a diagram of an input that did not parse:
// the input on one line; under it a caret under the byte at offset,
// where the error is, labelled "error" ("erreur" in French); then the
// bands of the diagram of parsed, the part of the input that did parse;
// then the message. Bytes of input that are not printable ASCII are
// shown as Go escapes, and a line says so.
//
// parsed is the tree of a prefix of input that parses (see
// ParsedPrefix), or nil, or a nil pointer of a node type such as the
// *ast.URL a failed Parse returns, to show no part; its offsets are
// those of input, and FprintError reports an error, and writes nothing,
// when they are not (or when a method of one of its nodes panics).
// offset and message are what the parser reported: a byte offset into
// input (clamped to it) and the error's text, written as it is.
func (c *DiagramConfig) FprintError(w io.Writer, input string, parsed ast.Node, offset int, message string) error {
	l := c.labeler()
	var root *tnode
	if !isNil(parsed) {
		var err error
		if root, err = readTree(parsed); err != nil {
			return err
		}
		if err := checkSpans(root); err != nil {
			return err
		}
		if root.pos < 0 || root.end > len(input) || input[root.pos:root.end] != root.text {
			return fmt.Errorf("printer: FprintError: the parsed tree %q at [%d,%d) is not part of the input %q",
				root.text, root.pos, root.end, input)
		}
	}
	shown, cols := display(input)
	at := cols[max(0, min(offset, len(input)))]
	errMark := &mark{pos: at, end: at + 1, label: l.word("error", "erreur"), template: true}
	lines := []string{shown}
	lines = append(lines, c.bandLines(l, root, cols, 0, errMark)...)
	prefix := l.word("error: ", "erreur : ")
	for _, m := range strings.Split(message, "\n") {
		lines = append(lines, prefix+m)
		prefix = strings.Repeat(" ", utf8.RuneCountInString(prefix))
	}
	if shown != input {
		lines = append(lines, notASCII(l))
	}
	return writeLines(w, lines)
}

// notASCII is the line that says a URL line shows escapes.
func notASCII(l labeler) string {
	return l.word("(bytes that are not printable ASCII are shown as Go escapes)",
		"(les octets qui ne sont pas de l'ASCII imprimable sont écrits comme des échappements Go)")
}

func writeLines(w io.Writer, lines []string) error {
	n := 0
	for _, s := range lines {
		n += len(s) + 1
	}
	var b strings.Builder
	b.Grow(n)
	for _, s := range lines {
		b.WriteString(s)
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// maxBands is how many bands a diagram draws when DiagramConfig.Bands
// is 0. The trees of RFC 1738's schemes need about ten; the bound keeps
// the diagram of a scheme author's deeply nested tree linear in size.
const maxBands = 32

// bandLines lays out the marks of the tree under root, which may be nil,
// and returns the lines of its bands, and under them, when the bands
// that maxBands allows could not hold every part, a line that counts
// the parts left out. cols maps a byte offset, less base, to its column.
// first, when not nil, is a mark to draw in a band of its own above the
// others.
func (c *DiagramConfig) bandLines(l labeler, root *tnode, cols []int, base int, first *mark) []string {
	bands, hidden := c.layout(l, root, cols, base, first)
	var lines []string
	for _, b := range bands {
		lines = append(lines, b.lines(l)...)
	}
	if hidden > 0 && c.bands() <= 0 {
		lines = append(lines, fmt.Sprintf(l.word("… %d more parts, nested deeper, not drawn: a diagram draws at most %d bands",
			"… %d autres parties, plus imbriquées, ne sont pas dessinées : un diagramme a au plus %d bandes"), hidden, maxBands))
	}
	return lines
}

// layout returns the bands of the diagram of the tree under root, each
// band's marks in input order, and how many marks it leaves out because
// they would be below the last band drawn (c.Bands, or maxBands); see
// bandLines.
//
// It takes time linear in the number of columns and marks: a band
// records the columns its marks take in a bitset, so that whether a
// mark fits costs the length of its span, and a mark is tried in at
// most as many bands as are drawn.
func (c *DiagramConfig) layout(l labeler, root *tnode, cols []int, base int, first *mark) (bands []*band, hidden int) {
	var marks []*collected
	if root != nil {
		marks = collect(l, root)
	}
	limit := c.bands()
	if limit <= 0 {
		limit = maxBands
	}
	// The first band holds the parts of the note's general form; when the
	// tree has none, as a hostname alone, it stays empty and is not drawn,
	// and the limit counts the bands from the next.
	template := false
	for _, cm := range marks {
		template = template || cm.template
	}
	if !template {
		limit++
	}
	col := func(off int) int { return cols[off-base] }
	place := func(cm *collected) {
		m := cm.mark
		m.pos, m.end = col(cm.pos), col(cm.end)
		b := 0
		if !m.template {
			b = 1
			for _, a := range cm.ancestors {
				if marks[a].band < 0 { // left out: so are the parts it holds
					b = limit
					break
				}
				b = max(b, marks[a].band+1)
			}
		}
		for ; b < limit && b < len(bands) && !bands[b].fits(m); b++ {
		}
		if b >= limit {
			m.band = -1
			hidden++
			return
		}
		for len(bands) <= b {
			bands = append(bands, &band{})
		}
		m.band = b
		bands[b].add(m)
	}
	// Empty marks go second, so that where an empty part's caret would
	// take the first column of a part that starts where it is (the empty
	// ppath before a prospero fieldspec), the empty part moves down, not
	// the one with text and its own parts. The ancestors of a part with
	// text have text, so every mark is placed after those that hold it.
	for _, empty := range []bool{false, true} {
		for _, cm := range marks {
			if cm.empty == empty {
				place(cm)
			}
		}
	}
	// A band is empty only when no part of the note's general form is
	// present, as in a diagram of a hostname alone.
	out := bands[:0]
	for _, b := range bands {
		if len(b.marks) > 0 {
			b.sort()
			out = append(out, b)
		}
	}
	bands = out
	if first != nil {
		bands = append([]*band{{marks: []*mark{first}}}, bands...)
	}
	return bands, hidden
}

// A collected mark is a mark with its byte span and the marks that hold
// it: its node's ancestors, and the url-path it is part of.
type collected struct {
	*mark
	pos, end  int // byte offsets
	ancestors []int
}

// serverParts are the productions after which, in a part that starts
// with "//", the url-path of section 3.1 begins.
var serverParts = map[string]bool{"login": true, "hostport": true, "host": true}

// collect returns the marks of the tree under root, in depth-first
// order, each after those that hold it.
//
// It works from the tree alone, through ast.Inspect and grammar.Of, so
// that a scheme author's nodes are marked like the RFC's: a node is a
// part of the note's general form when the glossary says its production
// is, and the url-path of a node that starts with "//" is what follows
// the "/" after its last login, hostport or host child.
func collect(l labeler, root *tnode) []*collected {
	var out []*collected
	add := func(n ast.Node, pos, end int, key string, anc []int) int {
		m := &mark{label: l.label(key), empty: pos == end, template: grammar.IsNoteWord(key), node: n}
		out = append(out, &collected{mark: m, pos: pos, end: end, ancestors: anc})
		return len(out) - 1
	}
	var visit func(n *tnode, anc []int)
	visit = func(n *tnode, anc []int) {
		i := add(n.node, n.pos, n.end, n.key, anc)
		anc = append(anc[:len(anc):len(anc)], i)
		path := urlPathStart(n)
		for k, c := range n.kids {
			if k == path {
				i := add(nil, c.pos, n.end, "urlpath", anc)
				anc = append(anc[:len(anc):len(anc)], i)
			}
			visit(c, anc)
		}
	}
	visit(root, nil)
	return out
}

// urlPathStart returns the index in n's children of the first child of
// the url-path of section 3.1 when that url-path needs a mark of its
// own, and -1 otherwise. n must start with "//", as the common Internet
// scheme syntax does; the url-path is the children after the last
// login, hostport or host, or all of them when there is no host, and
// must follow a "/". When it is one child whose production is urlpath,
// that child is its own mark.
func urlPathStart(n *tnode) int {
	text, kids := n.ownText(), n.kids // a scheme's production from its "//"
	if !strings.HasPrefix(text, "//") || len(kids) == 0 || n.prod.RFC == "RFC 1808" {
		// RFC 1808's net_path has a net_loc and an abs_path of its own,
		// no url-path.
		return -1
	}
	first := 0
	for k, c := range kids {
		if serverParts[c.prod.Name] {
			first = k + 1
		}
	}
	if first == len(kids) {
		return -1
	}
	if off := kids[first].pos - n.ownPos() - 1; off < 0 || off >= len(text) || text[off] != '/' {
		return -1
	}
	if first == len(kids)-1 && kids[first].prod.Name == grammar.URLPathP.Name {
		return -1
	}
	return first
}
