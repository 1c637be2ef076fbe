package printer

import (
	"fmt"
	"io"

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
	// ErrorIn is, for FprintError, the name of the production its error
	// is in (parser.Error.Production), or "". The parsed part's node of
	// that production that ends where the parsed part does, and so goes
	// on to the error, is labelled, but not the parts it holds: the error
	// reads them otherwise ("anon" of "ftp://anon:pa:ss@h/f" is a user of
	// its login, not the host the parsed part "ftp://anon" makes it).
	// The node of the scheme's own production keeps its parts: an error
	// in it, past them, is at one of its own delimiters (";type=" of
	// "ftp://h.example.org/a;b"), which leaves them as they parsed.
	ErrorIn string
	// Misread is, for FprintError, the name of a production that a note
	// of the error says the parsed part's last part is not, or "": the
	// parsed part's node of it that ends where the parsed part does is
	// not labelled, nor are the parts it holds ("user" of
	// "http://user:pass@www.iec.ch/" is no hostport: its "@" makes it a
	// login, which httpurl has not). A login that is only that node
	// (no "@" in it) is not labelled either when Misread is hostport:
	// "anon" of "ftp://anon:pw@" is no login, which goes on to the "@".
	// See describe.Misread of examples/explain for the notes that say
	// so.
	Misread string
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
// is part of: url, the scheme's own production (httpurl, ftpurl), from
// the scheme's first byte as its rule reads it, or for a scheme with
// none otherurl and genericurl (see the package documentation), the login
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
	if ast.IsNil(node) {
		return fmt.Errorf("printer: FprintDiagram of a nil node (%T)", node)
	}
	d := newDiagram(c)
	if err := d.read(node, "", false); err != nil {
		return err
	}
	shown, cols := display(d.text)
	d.cols = cols
	d.place(nil)
	return d.write(w, shown, shown != d.text, false, "", "")
}

// FprintError writes to w a diagram of an input that did not parse:
// the input on one line; under it a caret under the byte at offset,
// where the error is, labelled "error" ("erreur" in French); then the
// bands of the diagram of parsed, the part of the input that did parse,
// and a line that says so, with the offset where that part ends
// ("(labels: the start up to offset 10, read as a URL of its own)"),
// for a reader who would take the labels for the whole input's, or for
// the reading of the error; then the
// message. A character of input that is not printable ASCII is shown
// by its bytes, each %XX as RFC 1738 writes an octet, between ⟨ and ⟩
// (⟨%09⟩), and a line says so.
//
// parsed is the tree of a prefix of input that parses (see
// ParsedPrefix), or nil, or a nil pointer of a node type such as the
// *ast.URL a failed Parse returns, to show no part; its offsets are
// those of input, and FprintError reports an error, and writes nothing,
// when they are not (or when a method of one of its nodes panics).
// offset and message are what the parser reported: a byte offset into
// input (clamped to it) and the error's text, written as it is.
func (c *DiagramConfig) FprintError(w io.Writer, input string, parsed ast.Node, offset int, message string) error {
	d := newDiagram(c)
	if !ast.IsNil(parsed) {
		d.cutAt(parsed.End(), offset)
		if err := d.read(parsed, input, true); err != nil {
			return err
		}
		d.dropEmptyAt(parsed.End(), len(input))
	}
	d.text, d.base = input, 0
	shown, cols := display(input)
	d.cols = cols
	at := d.col(max(0, min(offset, len(input))))
	d.place(&mark{pos: int32(at), end: int32(at + 1), label: d.labelIndex(d.l.word("error", "erreur")), flags: markTemplate, node: -1, parent: -1})
	caption := ""
	if !ast.IsNil(parsed) {
		caption = parsedCaption(d.l, parsed.End(), len(input), max(0, min(offset, len(input))))
	}
	return d.write(w, shown, shown != input, true, caption, message)
}

// cutAt sets what read leaves out under an error at offset, past the
// parsed part, which ends at end: the parts held by the node of the
// production the error is in (DiagramConfig.ErrorIn) that goes on to
// the error, which the error reads otherwise. An error at end leaves
// every part as it is: what parsed is the reading the error stops in.
func (d *diagram) cutAt(end, offset int) {
	if d.c == nil {
		return
	}
	d.cutEnd, d.drop = end, d.c.Misread
	if offset > end {
		d.cut = d.c.ErrorIn
	}
}

// dropEmptyAt leaves out the empty parts at end, where the parsed part
// ends and the input, n bytes, goes on: what follows is no empty part
// but the text the error is in ("url-path (empty)" would be false of
// "https://www.example.com/~smith").
func (d *diagram) dropEmptyAt(end, n int) {
	if end >= n {
		return
	}
	for i := range int32(d.n) {
		if m := d.mark(i); m.empty() && int(m.pos) == end {
			m.flags |= markSkip
		}
	}
}

// parsedCaption is the line under an error's diagram that says what its
// labels cover: the start of the input that ends at end, read as a URL
// of its own, not the whole input, whose parts past it no label names,
// nor the reading the error is in, which may have read further (the
// parser's reading of "wais://h/db/t" goes on past "wais://h/db", the
// URL the labels are of) or read that start otherwise. When the whole input, n
// bytes, parsed, and the error, at offset, is about what it is (a base
// that is no generic-RL), the labels are the whole input's, and the
// line gives the error's offset, not one past the input that would
// read as another.
func parsedCaption(l labeler, end, n, offset int) string {
	// Short, to fit a terminal of 64 columns with a five-digit offset.
	if end >= n {
		return fmt.Sprintf(l.word("(labels: the whole input, which parses; error at offset %d)",
			"(toute l'entrée est étiquetée ; l'erreur est à la position %d)"), offset)
	}
	return fmt.Sprintf(l.word("(labels: the start up to offset %d, read as a URL of its own)",
		"(étiquettes : début jusqu'à la position %d, lu seul comme URL)"), end)
}

// notASCII is the line that says a URL line shows escapes.
func notASCII(l labeler) string {
	// Short, to fit a terminal of 64 columns.
	return l.word("(⟨%XX⟩: a byte, or one character's bytes, in hexadecimal)",
		"(⟨%XX⟩ : un octet, ou les octets d'un caractère, en hexadécimal)")
}

// maxBands is how many bands a diagram draws when DiagramConfig.Bands
// is 0. The trees of RFC 1738's schemes need about ten; the bound keeps
// the diagram of a scheme author's deeply nested tree linear in size.
const maxBands = 32
