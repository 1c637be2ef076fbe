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
	// 0, the default, draws them all.
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
// is part of: the genericurl, the scheme's own part (httpurl, ftpurl),
// the login over the user and password, the hostport over the host and
// port, the hostname over its labels, a path over its segments. A part
// whose caret run would touch another's in its band goes down to the
// next band that has room. So each production is shown once, under its
// span, and every production of a band is nested in the bands above it.
//
// A part that is present but empty, such as the user of "ftp://@host/",
// is a lone "^" at its place, labelled as empty; a part that is absent
// is not shown. Labels never overlap: see the package documentation for
// the layout.
//
// node must be a tree a parser returned, or one with the same offsets;
// FprintDiagram reports an error, and writes nothing, when a node's span
// does not hold its text. Any node may be the root: a diagram of a
// HostPort shows the host and port.
func (c *DiagramConfig) FprintDiagram(w io.Writer, node ast.Node) error {
	if node == nil {
		return fmt.Errorf("printer: FprintDiagram of a nil node")
	}
	if err := checkSpans(node); err != nil {
		return err
	}
	l := c.labeler()
	shown, cols := display(node.String())
	lines := []string{shown}
	lines = append(lines, c.bandLines(l, node, cols, node.Pos(), nil)...)
	if shown != node.String() {
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
// parsed is the tree of the longest prefix of input that parses (see
// LongestPrefix), or nil to show no part; its offsets are those of
// input. offset and message are what the parser reported: a byte offset
// into input (clamped to it) and the error's text, written as it is.
func (c *DiagramConfig) FprintError(w io.Writer, input string, parsed ast.Node, offset int, message string) error {
	l := c.labeler()
	if u, ok := parsed.(*ast.URL); ok && u == nil {
		parsed = nil // LongestPrefix found no prefix that parses
	}
	if parsed != nil {
		if err := checkSpans(parsed); err != nil {
			return err
		}
		if parsed.Pos() < 0 || parsed.End() > len(input) || input[parsed.Pos():parsed.End()] != parsed.String() {
			return fmt.Errorf("printer: FprintError: the parsed tree %q at [%d,%d) is not part of the input %q",
				parsed.String(), parsed.Pos(), parsed.End(), input)
		}
	}
	shown, cols := display(input)
	at := cols[max(0, min(offset, len(input)))]
	errMark := &mark{pos: at, end: at + 1, label: l.word("error", "erreur"), template: true}
	lines := []string{shown}
	lines = append(lines, c.bandLines(l, parsed, cols, 0, errMark)...)
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
	var b strings.Builder
	for _, s := range lines {
		b.WriteString(s)
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// bandLines lays out the marks of the tree under root, which may be nil,
// and returns the lines of its bands. cols maps a byte offset, less base,
// to its column. first, when not nil, is a mark to draw in a band of its
// own above the others.
func (c *DiagramConfig) bandLines(l labeler, root ast.Node, cols []int, base int, first *mark) []string {
	var lines []string
	for _, b := range c.layout(l, root, cols, base, first) {
		lines = append(lines, b.lines(l.word("empty", "vide"))...)
	}
	return lines
}

// layout returns the bands of the diagram of the tree under root; see
// bandLines.
func (c *DiagramConfig) layout(l labeler, root ast.Node, cols []int, base int, first *mark) []*band {
	var marks []*collected
	if root != nil {
		marks = collect(l, root)
	}
	col := func(off int) int { return cols[off-base] }
	var bands []*band
	place := func(cm *collected) {
		m := cm.mark
		m.pos, m.end = col(cm.pos), col(cm.end)
		b := 0
		if !m.template {
			b = 1
			for _, a := range cm.ancestors {
				b = max(b, marks[a].band+1)
			}
		}
		for ; b < len(bands) && !bands[b].fits(m); b++ {
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
			out = append(out, b)
		}
	}
	bands = out
	if n := c.bands(); n > 0 && n < len(bands) {
		bands = bands[:n]
	}
	if first != nil {
		bands = append([]*band{{marks: []*mark{first}}}, bands...)
	}
	return bands
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
func collect(l labeler, root ast.Node) []*collected {
	var out []*collected
	add := func(n ast.Node, pos, end int, key string, anc []int) int {
		m := &mark{label: l.label(key), empty: pos == end, template: grammar.IsNoteWord(key), node: n}
		out = append(out, &collected{mark: m, pos: pos, end: end, ancestors: anc})
		return len(out) - 1
	}
	var visit func(n ast.Node, parent string, anc []int)
	visit = func(n ast.Node, parent string, anc []int) {
		key, production := labelKey(n, parent)
		i := add(n, n.Pos(), n.End(), key, anc)
		anc = append(anc[:len(anc):len(anc)], i)
		kids := childrenOf(n)
		path := urlPathStart(n, kids)
		for k, c := range kids {
			if k == path {
				i := add(nil, c.Pos(), n.End(), "urlpath", anc)
				anc = append(anc[:len(anc):len(anc)], i)
			}
			visit(c, production, anc)
		}
	}
	visit(root, "", nil)
	return out
}

// urlPathStart returns the index in kids, the children of n, of the
// first child of the url-path of section 3.1 when that url-path needs a
// mark of its own, and -1 otherwise. n must start with "//", as the
// common Internet scheme syntax does; the url-path is the children after
// the last login, hostport or host, or all of them when there is no
// host, and must follow a "/". When it is one child whose production is
// urlpath, that child is its own mark.
func urlPathStart(n ast.Node, kids []ast.Node) int {
	text := n.String()
	if !strings.HasPrefix(text, "//") || len(kids) == 0 {
		return -1
	}
	first := 0
	for k, c := range kids {
		if serverParts[grammar.Of(c).Name] {
			first = k + 1
		}
	}
	if first == len(kids) {
		return -1
	}
	if off := kids[first].Pos() - n.Pos() - 1; off < 0 || off >= len(text) || text[off] != '/' {
		return -1
	}
	if first == len(kids)-1 && grammar.Of(kids[first]).Name == grammar.URLPathP.Name {
		return -1
	}
	return first
}

// maxPrefixTries bounds the prefixes LongestPrefix tries.
const maxPrefixTries = 128

// LongestPrefix returns the tree of the longest prefix of input that
// parse accepts, among the prefixes that end at or before offset, where
// the parser reported an error; nil when none of them parses. It is the
// parsed tree FprintError shows. parse is the caller's parser, such as
// parser.Parse; this package does not import one.
//
// The prefixes are tried from the longest down, at most 128 of them:
// each try is a parse, and a parse that fails may cost the parser an
// explanation of its error. The prefix just before an error usually
// parses, or one a few bytes shorter ("http://u" of "http://u:p@host/").
func LongestPrefix(input string, offset int, parse func(string) (*ast.URL, error)) *ast.URL {
	k := max(0, min(offset, len(input)))
	for stop := max(0, k-maxPrefixTries+1); k >= stop; k-- {
		if u, err := parse(input[:k]); err == nil && u != nil {
			return u
		}
	}
	return nil
}
