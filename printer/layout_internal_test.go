package printer

import (
	"bufio"
	"errors"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/internal/corpustest"
	"github.com/urlsyntax/rfc1738/parser"
)

// layoutURLs are URLs of every scheme, with empty parts, escapes and
// crowded spans, for the layout properties.
var layoutURLs = []string{
	"http://www.iec.ch", "http://www.iec.ch/about/mission-e.htm", "news:comp.os.unix", "news:XYZ123@news.iso.org",
	"ftp://anon:secret@ftp.iec.ch:21/pub/doc.txt;type=a", "ftp://@host.com/", "ftp://foo:@host.com/",
	"ftp://:@h", "ftp://myname@host.dom//etc/motd", "ftp://h/a%3Bb/;type=I", "ftp://a:b@h:1/p", "ftp://h",
	"http://h", "http://h/", "http://h/?", "http://h/?q", "http://1.2.3.4:80/a/b/c?x=y&z", "http://h/a//b/",
	"gopher://h", "gopher://h/", "gopher://h/0", "gopher://h/1a%09b/c", "gopher://h/7%09%09", "gopher://h/7%09%09%09",
	"gopher://h:70/%25x", "gopher://gopher.iec.ch/7/search%09url%09+",
	"mailto:a%25b@c", "mailto://x", "mailto:someone@iec.ch",
	"news:*", "news:a/b?c@h.dom", "news:%3Cx%3E@1.2.3.4", "news://x@h",
	"nntp://h:119/alt.test", "nntp://h/a/007",
	"telnet://h:23", "telnet://@h/", "telnet://u:@h", "telnet://guest:visitor@telnet.iec.ch:2323/",
	"wais://h/", "wais://h/db?", "wais://h/db//", "wais://wais.iec.ch:210/standards?url%20syntax",
	"file://h/", "file:///", "file://LOCALHOST/x", "file://1.2.3.4/a/b", "file:///etc/motd",
	"prospero://h/", "prospero://h/a/b;=;x=y", "prospero://h/;a=b;c=d", "prospero://host.dom//pros/name;OBJECT-VERSION=2",
	"foo:", "foo://h", "foo://h/", "foo://@h:1/", "urn:iec:std:iec:60050", "x-iec://anon@www.iec.ch/about/mission-e.htm",
	"HTTP://WWW.IEC.CH/", "http://999.1.1.1:99999/",
}

// invalidLayoutURLs do not parse; their longest prefixes that do are
// laid out under their errors.
var invalidLayoutURLs = []string{
	"http://u:p@host/", "http://www.iec.ch:a", "news://host/x", "nntp://host/", "http://x/#frag",
	"\u201chttp://www.iec.ch\u201d", "http://www.iec.ch/\tx", "http://caf\u00e9.example/", "gopher://h/1%0", "",
}

func TestLayoutProperties(t *testing.T) {
	for _, in := range layoutURLs {
		u, err := parser.Parse(in)
		if err != nil {
			t.Fatalf("parser.Parse(%q): %v", in, err)
		}
		checkLayout(t, in, u, -1, "")
	}
	for _, in := range invalidLayoutURLs {
		checkInvalid(t, in)
	}
}

// TestLayoutLong checks the layout properties on long URLs whose bands
// need more label lines than a band has, so that runs of marks are
// labelled once and labels are left out: segments, empty segments, host
// labels, prospero fields; and on a long input that is not a URL.
func TestLayoutLong(t *testing.T) {
	for _, in := range []string{
		"http://h/" + strings.Repeat("ab/", 400),
		"ftp://h/" + strings.Repeat("/", 500) + ";type=a",
		"http://" + strings.Repeat("a.", 400) + "com:80/x",
		"prospero://h/p" + strings.Repeat(";=", 300) + strings.Repeat(";a=b", 100),
		"gopher://h/1" + strings.Repeat("a%09", 1),
		"x://u:p@" + strings.Repeat("1.", 3) + "4/" + strings.Repeat("a", 1000),
	} {
		u, err := parser.Parse(in)
		if err != nil {
			t.Fatalf("parser.Parse(%.40q): %v", in, err)
		}
		checkLayout(t, in, u, -1, "")
		checkInvalid(t, in+"#")
	}
}

// layoutSample is about how many lines of each corpus TestLayoutCorpus
// lays out, evenly spread; a fifth as many with -short.
const layoutSample = 10000

// TestLayoutCorpus checks the layout properties on the shared corpora:
// the lines that parse, and the longest parsing prefix of the lines of
// the conformance corpus that do not. The large corpora are sampled
// (see layoutSample); the conformance corpus is read whole.
func TestLayoutCorpus(t *testing.T) {
	if corpustest.Dir(t) == "" {
		t.Skip("no corpus: ../shared/corpus is absent")
	}
	for _, name := range []string{"conformance-public.txt", "kasztp.txt", "node_files.txt"} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			lines := corpustest.Lines(t, name)
			sample := corpustest.Sample(lines, len(lines)/layoutSample)
			if testing.Short() {
				sample = corpustest.Sample(lines, len(lines)/(layoutSample/5))
			}
			valid, invalid := 0, 0
			for _, in := range sample {
				if name != "conformance-public.txt" && mustEncode(in) {
					continue // the parser rejects it, and explaining why is slow
				}
				u, err := parser.Parse(in)
				switch {
				case err == nil:
					valid++
					checkLayout(t, in, u, -1, "")
				case name == "conformance-public.txt":
					invalid++
					checkInvalid(t, in)
				}
			}
			t.Logf("%s: %d valid and %d invalid lines laid out", name, valid, invalid)
		})
	}
}

// mustEncode reports whether s holds a byte that section 2.2 says must
// always be encoded, or a "%" that starts no escape.
func mustEncode(s string) bool {
	for i := 0; i < len(s); i++ {
		switch grammar.Class(s[i]) {
		case grammar.Alpha, grammar.Digit, grammar.Safe, grammar.Extra, grammar.Reserved:
			continue
		}
		if !grammar.EscapeAt(s, i) {
			return true
		}
		i += 2
	}
	return false
}

// checkInvalid lays out the prefix of in that ParsedPrefix finds under
// the error that parsing in reports.
func checkInvalid(t *testing.T, in string) {
	t.Helper()
	_, err := parser.Parse(in)
	if err == nil {
		t.Fatalf("parser.Parse(%q) succeeded", in)
	}
	var pe *parser.Error
	var list parser.ErrorList
	offset, end := 0, false
	switch {
	case errors.As(err, &pe):
		offset, end = pe.Offset, pe.End
	case errors.As(err, &list) && len(list) > 0:
		offset = list[0].Offset
	}
	prefix := ParsedPrefix(in, offset, end, func(s string) (*ast.URL, error) { return parser.Parse(s) })
	var root ast.Node
	if prefix != nil {
		root = prefix
	}
	checkLayout(t, in, root, offset, err.Error())
}

// checkLayout lays out the diagram of root, a tree of input, in both
// languages (under an error at offset, unless offset is negative) and
// checks what a reader relies on:
//
//   - every node of the tree has exactly one mark, and every other mark
//     is a url-path of several nodes or the error;
//   - each mark's caret run is "^" at its first column and "~" under the
//     rest of its span; an empty mark is a lone "^";
//   - each label starts in its mark's first column, on one label line of
//     its band, with a "|" in that column on every label line above it;
//   - nothing overlaps: every character of a band's lines is a caret of
//     exactly one mark, a label of exactly one, or a "|" of exactly one,
//     and a label is followed by a space or the end of its line;
//   - marks of one band take apart columns, and a mark that is not a
//     part of the note's general form is in a band below those of the
//     marks that hold it;
//   - the text FprintDiagram or FprintError writes is these lines.
func checkLayout(t *testing.T, input string, root ast.Node, offset int, message string) {
	t.Helper()
	for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
		c := &DiagramConfig{Lang: lang}
		l := c.labeler()
		d := newDiagram(c)
		var nodes []ast.Node // the tree's nodes in depth-first order, as marks number them
		if root != nil {
			if err := d.read(root, input, offset >= 0); err != nil {
				t.Fatalf("%s %q: %v", lang, input, err)
			}
			if offset >= 0 {
				d.dropEmptyAt(root.End(), len(input)) // as FprintError does
			}
			ast.Inspect(root, func(n ast.Node) bool {
				if ast.IsNil(n) {
					return false
				}
				nodes = append(nodes, n)
				return true
			})
		}
		if offset >= 0 || root == nil {
			d.text, d.base = input, 0
		}
		shown, cols := display(d.text)
		d.cols = cols
		var first *mark
		if offset >= 0 {
			at := d.col(max(0, min(offset, len(input))))
			first = &mark{pos: int32(at), end: int32(at + 1), label: d.labelIndex(l.word("error", "erreur")), flags: markTemplate, node: -1, parent: -1}
		}
		d.place(first)
		if d.hidden != 0 {
			t.Errorf("%s %q: %d marks left out", lang, input, d.hidden)
		}
		var lines []string
		var bands [][]*mark
		for _, b := range d.bands {
			var text strings.Builder
			w := bufio.NewWriter(&text)
			d.writeBand(w, b)
			w.Flush()
			lines = append(lines, strings.Split(strings.TrimSuffix(text.String(), "\n"), "\n")...)
			var marks []*mark
			for _, i := range b.marks {
				marks = append(marks, d.mark(i))
			}
			bands = append(bands, marks)
		}
		if first != nil {
			first = bands[0][0]
		}
		label := func(m *mark) string { return d.labels[m.label] }
		text := func(m *mark) string {
			var b strings.Builder
			w := bufio.NewWriter(&b)
			d.writeLabel(w, m)
			w.Flush()
			return b.String()
		}

		// Every node is marked once, but under an error an empty one where
		// the parsed part ends and the input goes on (dropEmptyAt).
		marked := map[ast.Node]int{}
		for _, b := range bands {
			for _, m := range b {
				switch {
				case m.node >= 0:
					marked[nodes[m.node]]++
				case m.node == derivedMark:
					if label(m) != l.label("otherurl") && label(m) != l.label("genericurl") {
						t.Errorf("%s %q: mark %q derives a URL", lang, input, label(m))
					}
				case m != first && label(m) != l.label("urlpath"):
					t.Errorf("%s %q: mark %q has no node", lang, input, label(m))
				}
			}
		}
		if root != nil {
			ast.Inspect(root, func(n ast.Node) bool {
				dropped := offset >= 0 && n != nil && n.Pos() == n.End() && n.Pos() == root.End() && root.End() < len(input)
				if n != nil && marked[n] != 1 && !(dropped && marked[n] == 0) {
					t.Errorf("%s %q: the %s node %q is marked %d times", lang, input, labelOf(n), n.String(), marked[n])
				}
				return n != nil
			})
		}

		// The bands' lines, character by character.
		line := 0
		where := map[*mark]int{} // the band each mark is in
		for bi, b := range bands {
			rows, unlabelled := 0, 0
			for k, m := range b {
				rows = max(rows, int(m.row)+1)
				where[m] = bi
				if m.row < 0 && !m.counted() {
					unlabelled++
				}
				if m.counted() {
					// One of a run: the mark before it has its label, and
					// the run's first mark counts the run.
					if k == 0 || b[k-1].label != m.label || b[k-1].empty() != m.empty() || m.row >= 0 {
						t.Errorf("%s %.80q: band %d: %q is counted, not after a mark of its label", lang, input, bi, label(m))
					}
					continue
				}
				run := 1
				for k+run < len(b) && b[k+run].counted() {
					run++
				}
				want := label(m)
				if m.empty() {
					want += " (" + l.word("empty", "vide") + ")"
				}
				if run > 1 {
					want += fmt.Sprintf(" ×%d", run)
				}
				if text(m) != want {
					t.Errorf("%s %.80q: band %d: a run of %d marks labelled %q, not %q", lang, input, bi, run, text(m), want)
				}
			}
			if rows > maxLabelRows {
				t.Errorf("%s %q: band %d has %d label lines", lang, input, bi, rows)
			}
			if unlabelled > 0 {
				// The line that counts the labels not written: no claims.
				if got := lines[line+1+rows]; !strings.HasPrefix(got, "… ") {
					t.Errorf("%s %q: band %d: %d labels not written, and the line after its labels is %q", lang, input, bi, unlabelled, got)
				}
			}
			block := lines[line : line+1+rows]
			if unlabelled > 0 {
				line++
			}
			line += 1 + rows
			runes := make([][]rune, len(block))
			for i, s := range block {
				runes[i] = []rune(s)
			}
			claims := make([]map[int]*mark, len(block))
			for i := range claims {
				claims[i] = map[int]*mark{}
			}
			claim := func(row, col int, m *mark, want rune) {
				if o := claims[row][col]; o != nil {
					t.Errorf("%s %q: band %d, line %d, column %d: %q and %q overlap\n%s", lang, input, bi, row, col, label(o), label(m), strings.Join(block, "\n"))
				}
				claims[row][col] = m
				if got := runeAt(runes[row], col); got != want {
					t.Errorf("%s %q: band %d, line %d, column %d: %q where %q's %q should be\n%s", lang, input, bi, row, col, got, label(m), want, strings.Join(block, "\n"))
				}
			}
			for k, m := range b {
				if k > 0 {
					_, prevEnd := b[k-1].cols()
					if int(m.pos) < prevEnd {
						t.Errorf("%s %q: band %d: %q and %q take the same columns", lang, input, bi, label(b[k-1]), label(m))
					}
				}
				pos, end := int(m.pos), int(m.end)
				claim(0, pos, m, '^')
				for c := pos + 1; c < end; c++ {
					claim(0, c, m, '~')
				}
				if m.empty() != (pos == end) {
					t.Errorf("%s %q: %q: empty is %v for the span [%d,%d)", lang, input, label(m), m.empty(), pos, end)
				}
				if m.row < 0 {
					continue // counted by its run's first mark, or no room for its label
				}
				written, row := text(m), int(m.row)
				for r := 0; r < row; r++ {
					claim(1+r, pos, m, '|')
				}
				for i, ch := range []rune(written) {
					claim(1+row, pos+i, m, ch)
				}
				if after := pos + utf8.RuneCountInString(written); runeAt(runes[1+row], after) != ' ' {
					t.Errorf("%s %q: label %q is not followed by a space\n%s", lang, input, written, strings.Join(block, "\n"))
				}
			}
			for r, s := range runes {
				for c, ch := range s {
					if ch != ' ' && claims[r][c] == nil {
						t.Errorf("%s %q: band %d, line %d, column %d: stray %q\n%s", lang, input, bi, r, c, ch, strings.Join(block, "\n"))
					}
				}
			}
		}
		if line != len(lines) {
			t.Errorf("%s %q: %d lines, %d in bands", lang, input, len(lines), line)
		}

		// Nesting: a mark is below those that hold it.
		if root != nil {
			checkNesting(t, lang, input, root, where, nodes, bands, label)
		}

		// The writers write these lines.
		var b strings.Builder
		var err error
		if offset < 0 {
			err = c.FprintDiagram(&b, root)
		} else {
			err = c.FprintError(&b, input, root, offset, message)
		}
		if err != nil {
			t.Fatalf("%s %q: %v", lang, input, err)
		}
		got := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
		if len(got) < 1+len(lines) || got[0] != shown || strings.Join(got[1:1+len(lines)], "\n") != strings.Join(lines, "\n") {
			t.Errorf("%s %q: written diagram differs from its layout:\n%s\nwant lines:\n%s", lang, input, b.String(), strings.Join(lines, "\n"))
		}
	}
}

// checkNesting checks that each mark of a node that is not a part of the
// note's general form is in a band below that of every mark of the
// node's ancestors.
func checkNesting(t *testing.T, lang grammar.Lang, input string, root ast.Node, where map[*mark]int, nodes []ast.Node, bands [][]*mark, label func(*mark) string) {
	byNode := map[ast.Node]*mark{}
	for _, b := range bands {
		for _, m := range b {
			if m.node >= 0 {
				byNode[nodes[m.node]] = m
			}
		}
	}
	var visit func(n ast.Node, anc []*mark)
	visit = func(n ast.Node, anc []*mark) {
		m := byNode[n]
		if m == nil {
			return
		}
		if !m.template() {
			for _, a := range anc {
				if where[a] >= where[m] {
					t.Errorf("%s %q: %q (band %d) is not below %q (band %d), which holds it", lang, input, label(m), where[m], label(a), where[a])
				}
			}
		}
		for _, c := range ast.ChildrenOf(n) {
			visit(c, append(anc[:len(anc):len(anc)], m))
		}
	}
	visit(root, nil)
}

func labelOf(n ast.Node) string {
	return labelKey(grammar.Of(n), "")
}

// runeAt returns the rune at column col of rs, or a space past its end.
func runeAt(rs []rune, col int) rune {
	if col < len(rs) {
		return rs[col]
	}
	return ' '
}
