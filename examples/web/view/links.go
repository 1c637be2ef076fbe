package view

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/grammar"
)

// A Seg is a piece of a line of the diagram or of the tree, as the page
// draws it: a part of the URL's text, a run of carets or a label that
// marks a part, or plain text. The page links the pieces of one span:
// pointing at one highlights the others, and the rule of its
// production in the railroad frame.
type Seg struct {
	Text string `json:"t"`
	// Kind is "url" for a piece of the URL's own line, "mark" for the
	// carets under a part, "label" for its label (and the "|" that lead
	// down to it), "node" for a line of the tree, "error" for the caret
	// and the label of the error; "" for plain text.
	Kind string `json:"k,omitempty"`
	// Pos and End are the span of the part in the input, in bytes:
	// [Pos,End). A piece of the URL's line is the text of its span. They
	// are int32, as the input is MaxLength bytes at most: a diagram may
	// have several pieces a byte.
	Pos int32 `json:"p"`
	End int32 `json:"e"`
	// Production is the RFC name of the part's production ("hostport",
	// "urlpath" for a url-path of several productions); "" when the
	// page cannot tell which of the parts of that span it is.
	Production string `json:"n,omitempty"`
	// Part is the glossary key of the part of the note's general form
	// that the piece is, or is in ("scheme", "user", "password", "host",
	// "port", "urlpath"), for its colour: a piece of the URL's line in
	// such a part, and the mark, label and tree line of the part itself.
	Part string `json:"c,omitempty"`
}

// colour sets the Part of the pieces of lines that are, or lie in, a
// part of the note's general form, as table lists them.
func colour(lines []Line, table *Table) {
	if table == nil {
		return
	}
	var notes [8]int // the rows of the parts of the general form: six at most
	n := 0
	for i, r := range table.Rows {
		if r.Note && n < len(notes) {
			notes[n] = i
			n++
		}
	}
	for _, line := range lines {
		for i := range line {
			s := &line[i]
			for _, k := range notes[:n] {
				r := &table.Rows[k]
				switch s.Kind {
				case "url":
					if r.Pos <= int(s.Pos) && int(s.End) <= r.End && s.Pos < s.End {
						s.Part = r.Key
					}
				case "mark", "label", "node":
					if int(s.Pos) == r.Pos && int(s.End) == r.End && s.Production == r.Name {
						s.Part = r.Key
					}
				}
			}
		}
	}
}

// A Line is one line of the diagram or the tree, in pieces.
type Line []Seg

// A candidate is a part that a diagram may mark: its span, its label
// and its production.
type candidate struct {
	pos, end          int32
	label, production uint16 // by their places in the Result's nameList
}

// candidates returns the parts of the tree shown, nodes, as the
// printer's tree view gives them, a line each (spans as the diagram
// draws them, labels in l); then the parts of the note's general form,
// as the diagram's first band labels them (the url-path of several
// productions among them, which it marks as one part); and the error's
// mark over [errOffset,errEnd), the character at the error, when
// errOffset is not negative. They are appended to nodes.
func candidates(nodes []candidate, table *Table, errOffset, errEnd int, l grammar.Lang, names *nameList) []candidate {
	cs := nodes
	if table != nil {
		for _, r := range table.Rows {
			if r.Note {
				cs = appendDoubling(cs, candidate{int32(r.Pos), int32(r.End), names.of(grammar.Label(r.Key, l)), names.of(r.Name)})
			}
		}
	}
	if errOffset >= 0 {
		word := map[grammar.Lang]string{grammar.English: "error", grammar.French: "erreur"}[l]
		cs = appendDoubling(cs, candidate{int32(errOffset), int32(errEnd), names.of(word), 0})
	}
	return cs
}

// appendDoubling appends v to list, doubling its room when it grows: a
// list may have several items a byte of the input, and append grows a
// long list by a quarter at a time, copying it several times over.
func appendDoubling[T any](list []T, v T) []T {
	if len(list) == cap(list) {
		grown := make([]T, len(list), max(2*cap(list), 16))
		copy(grown, list)
		list = grown
	}
	return append(list, v)
}

// isPrintableASCII reports whether s is printable ASCII, which a
// diagram's first line shows as it is.
func isPrintableASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < ' ' || s[i] > '~' {
			return false
		}
	}
	return true
}

// columns maps each byte offset of s, and len(s), to the column where
// the diagram's first line shows it: as printer.FprintDiagram writes s,
// printable ASCII as it is and any other byte or rune as a Go escape.
func columns(s string) []int32 {
	cols := make([]int32, len(s)+1)
	var col int32
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		for k := i; k < i+n; k++ {
			cols[k] = col
		}
		switch {
		case ' ' <= s[i] && s[i] <= '~':
			col++
		case r == utf8.RuneError && n == 1:
			col += int32(len(`\x00`))
		default:
			q := strconv.QuoteRuneToASCII(r)
			col += int32(len(q) - 2)
		}
		i += n
	}
	cols[len(s)] = col
	return cols
}

// A textLine is a line of a diagram, read in runes, as its columns
// count: a line of ASCII, as most are, as it is (its pieces' texts are
// then pieces of it), any other in runes.
type textLine struct {
	s string
	r []rune // nil for a line of ASCII
}

func newTextLine(s string) textLine {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return textLine{r: []rune(s)}
		}
	}
	return textLine{s: s}
}

// len returns the line's length in runes.
func (l textLine) len() int {
	if l.r != nil {
		return len(l.r)
	}
	return len(l.s)
}

// at returns the rune in column i.
func (l textLine) at(i int) rune {
	if l.r != nil {
		return l.r[i]
	}
	return rune(l.s[i])
}

// text returns the text of columns [from,to).
func (l textLine) text(from, to int) string {
	if l.r != nil {
		return string(l.r[from:to])
	}
	return l.s[from:to]
}

// isCaretLine reports whether line is a band's line of carets.
func isCaretLine(line textLine) bool {
	if line.r != nil || !strings.Contains(line.s, "^") {
		return false
	}
	return strings.Trim(line.s, " ^~") == ""
}

// A run is one run of carets: "^~~~", a part's span in the columns of
// the URL's line, [from,to).
type run struct{ from, to int }

// runsOf appends to rs the runs of carets of line, a caret line, which
// is ASCII, growing rs once.
func runsOf(rs []run, line textLine) []run {
	rs = slices.Grow(rs, strings.Count(line.s, "^"))
	for c := 0; c < line.len(); c++ {
		if line.at(c) != '^' {
			continue
		}
		e := c + 1
		for e < line.len() && line.at(e) == '~' {
			e++
		}
		rs = append(rs, run{c, e})
		c = e - 1
	}
	return rs
}

// A piece is a part of one line that stands for a part of the URL: a
// Seg without its Text, in a few bytes, as a diagram may have several
// pieces a byte of its input.
type piece struct {
	line, from, to int32  // the line and its columns [from,to), in runes
	pos, end       int32  // the span of its part: Seg's Pos and End
	production     uint16 // Seg's Production, by its place in the list of productions
	kind           uint8  // Seg's Kind, by its place in segKinds
	flags          uint8
}

// The flags of a piece.
const (
	runMark    uint8 = 1 << iota // the mark of a run of carets
	unlabelled                   // a mark without a label of its own
	single                       // a mark of one caret
)

// segKinds are the kinds of Seg a piece may be.
var segKinds = [...]string{"url", "mark", "label", "error"}

// A nameList lists the labels and productions of the parts of a
// Result's diagram and tree, each once, for the lists of parts and
// pieces, which may have several items a byte of the input, to name by
// their places in it, in two bytes: "" is 0.
type nameList struct {
	names []string // "" first
}

// of returns the place of name in the list, adding it.
// The list is searched in order: a Result has a few dozen names.
func (l *nameList) of(name string) uint16 {
	if name == "" {
		return 0
	}
	if i := slices.Index(l.names, name); i > 0 {
		return uint16(i)
	}
	if l.names == nil {
		l.names = make([]string, 1, 32)
	}
	l.names = append(l.names, name)
	return uint16(len(l.names) - 1)
}

// at returns the name at place i.
func (l *nameList) at(i uint16) string {
	if i == 0 {
		return ""
	}
	return l.names[i]
}

// newPiece returns the piece of line that takes columns [from,to) and
// stands for s.
func newPiece(line, from, to int, s Seg, prods *nameList) piece {
	k := slices.Index(segKinds[:], s.Kind)
	return piece{line: int32(line), from: int32(from), to: int32(to), pos: int32(s.Pos), end: int32(s.End),
		kind: uint8(k), production: prods.of(s.Production)}
}

// seg returns the Seg p stands for, without its Text.
func (p *piece) seg(prods *nameList) Seg {
	s := Seg{Kind: segKinds[p.kind], Pos: p.pos, End: p.end}
	if p.production > 0 {
		s.Production = prods.at(p.production)
	}
	return s
}

// countSuffix returns how many columns a run's count after its label
// takes at column at of row: " ×27" after "hsegment"; 0 when there is
// none.
func countSuffix(row textLine, at int) int {
	if at+2 >= row.len() || row.at(at) != ' ' || row.at(at+1) != '×' || !isDigit(row.at(at+2)) {
		return 0
	}
	n := 3
	for at+n < row.len() && isDigit(row.at(at+n)) {
		n++
	}
	return n
}

func isDigit(r rune) bool { return '0' <= r && r <= '9' }

// diagramLines cuts diagram, the printer's labelled diagram of input (or
// of its error, with no message under it), into the pieces the page
// links: each run of carets and its label with the span and production
// of the part they mark, the URL's line cut at the edges of every part.
// cs are the parts the diagram may mark, which it sorts in place. A label is found under its run
// of carets, below the "|" that lead down to it, by its text, one of the
// labels of the parts of that span; a run without a label of its own
// (counted with its run, or left out for want of room) keeps its span,
// and its production when only one part has that span.
func diagramLines(diagram, input string, cs []candidate, l grammar.Lang, names *nameList) []Line {
	text := strings.TrimSuffix(diagram, "\n")
	if text == "" {
		return nil
	}
	var lines []textLine
	for s := range strings.SplitSeq(text, "\n") {
		lines = append(lines, newTextLine(s))
	}
	// toByte is the first byte shown in column c or after it: the start of
	// a part that starts there, or the end of one that ends before it. A
	// text of printable ASCII, as every URL is, shows byte c in column c.
	toByte := func(c int) int { return min(max(c, 0), len(input)) }
	if !isPrintableASCII(input) {
		cols := columns(input)
		toByte = func(c int) int {
			b, _ := slices.BinarySearch(cols, int32(c))
			return min(b, len(input))
		}
	}
	empty := " (" + map[grammar.Lang]string{grammar.English: "empty", grammar.French: "vide"}[l] + ")"

	// The parts by where they start, in their order in cs: cs is sorted
	// in place.
	byPos := cs
	slices.SortStableFunc(byPos, func(a, b candidate) int { return int(a.pos) - int(b.pos) })
	startingAt := func(pos int) []candidate {
		i, _ := slices.BinarySearchFunc(byPos, pos, func(c candidate, pos int) int { return int(c.pos) - pos })
		j := i
		for j < len(byPos) && int(byPos[j].pos) == pos {
			j++
		}
		return byPos[i:j]
	}
	prods := names
	// bounds are the columns of the URL's line where a part starts or
	// ends; those past its end cut nothing.
	bounds := make([]bool, lines[0].len()+1)
	type spanProduction struct {
		pos, end   int32
		production uint16
	}
	used := map[spanProduction]bool{} // the parts a labelled mark stands for
	var runs []run                    // a caret line's runs, the list used again for each
	// mayMark appends to here the parts a run of carets over [pos,end)
	// may mark, outer first; single says that the run is one caret,
	// which marks a part with no text too.
	mayMark := func(here []candidate, pos, end int, single bool) []candidate {
		for _, c := range startingAt(pos) {
			if int(c.end) == end || c.pos == c.end && single {
				here = append(here, c)
			}
		}
		return here
	}
	var here []candidate // the parts a run may mark, used again for each
	var leads []int      // the lines of the "|" under a run, used again for each
	// bands calls add with the pieces of the bands' lines: of each run of
	// carets, its mark, the "|" under it and its label. It is run twice,
	// to count them, then to keep them, in a list made once: a diagram
	// may have several pieces a byte.
	bands := func(add func(piece)) {
		for i := 1; i < len(lines); i++ {
			if !isCaretLine(lines[i]) {
				continue
			}
			labelRows := i + 1 // the band's label lines: up to the next caret line
			for labelRows < len(lines) && !isCaretLine(lines[labelRows]) {
				labelRows++
			}
			runs = runsOf(runs[:0], lines[i])
			for _, r := range runs {
				pos, end := toByte(r.from), toByte(r.to)
				here = mayMark(here[:0], pos, end, r.to == r.from+1)
				seg := Seg{Kind: "mark", Pos: int32(pos), End: int32(end)}
				label := -1 // the line of its label, which takes labelLen columns
				labelLen := 0
				leads = leads[:0]
			rows:
				for k := i + 1; k < labelRows; k++ {
					row := lines[k]
					if r.from >= row.len() || row.at(r.from) == ' ' {
						break
					}
					if row.at(r.from) == '|' {
						leads = append(leads, k)
						continue
					}
					best := -1
					var bestLen int
					for ci, c := range here {
						for _, suffix := range []string{empty, ""} {
							if n, ok := labelAt(row, r.from, names.at(c.label), suffix); ok && n > bestLen {
								best, bestLen = ci, n
							}
						}
					}
					if best < 0 {
						break rows // another part's label covers this column
					}
					n := bestLen
					n += countSuffix(row, r.from+n)
					c := here[best]
					seg.Production = names.at(c.production)
					if bestLen > utf8.RuneCountInString(names.at(c.label)) { // "(empty)": the part is at pos, with no text
						seg.End = seg.Pos
					}
					if c.production == 0 {
						seg.Kind = "error"
					}
					label, labelLen = k, n
					break
				}
				mark := newPiece(i, r.from, r.to, seg, prods)
				mark.flags |= runMark
				if label < 0 {
					leads = leads[:0]
					mark.flags |= unlabelled
					if r.to == r.from+1 {
						mark.flags |= single
					}
				}
				add(mark)
				ls := seg
				if ls.Kind == "mark" {
					ls.Kind = "label"
				}
				for _, k := range leads {
					add(newPiece(k, r.from, r.from+1, ls, prods))
				}
				if label >= 0 {
					add(newPiece(label, r.from, r.from+labelLen, ls, prods))
				}
				for _, c := range []int{r.from, r.to} {
					if c < len(bounds) {
						bounds[c] = true
					}
				}
			}
		}
	}
	n := 0
	bands(func(piece) { n++ })
	bounds[0], bounds[lines[0].len()] = true, true
	for _, b := range bounds[1:] {
		if b {
			n++ // a piece of the URL's line ends there
		}
	}
	pieces := make([]piece, 0, n)
	bands(func(p piece) {
		if p.flags&(runMark|unlabelled) == runMark {
			used[spanProduction{p.pos, p.end, p.production}] = true
		}
		pieces = append(pieces, p)
	})
	// A mark without a label of its own is the outermost part of its span
	// that no other mark is: the bands draw a span's parts outer first.
	for i := range pieces {
		p := &pieces[i]
		if p.flags&unlabelled == 0 {
			continue
		}
		here = mayMark(here[:0], int(p.pos), int(p.end), p.flags&single != 0)
		for _, c := range here {
			if c.production == 0 {
				continue
			}
			if k := (spanProduction{p.pos, p.end, c.production}); !used[k] {
				p.production, used[k] = k.production, true
				break
			}
		}
	}
	// The URL's line, cut at the edges of the parts.
	from := 0
	for to := 1; to < len(bounds); to++ {
		if bounds[to] {
			pieces = append(pieces, newPiece(0, from, to, Seg{Kind: "url", Pos: int32(toByte(from)), End: int32(toByte(to))}, prods))
			from = to
		}
	}
	return assemble(lines, pieces, prods)
}

// labelAt reports whether row has label and suffix at column from, as a
// word of their own (the row ends after them, or a space follows), and
// how many columns they take.
func labelAt(row textLine, from int, label, suffix string) (int, bool) {
	at := from
	for _, text := range []string{label, suffix} {
		for _, r := range text {
			if at >= row.len() || row.at(at) != r {
				return 0, false
			}
			at++
		}
	}
	return at - from, at == row.len() || row.at(at) == ' '
}

// assemble writes each line as its pieces, sorted by column, with the
// text between them as plain pieces. The pieces are sorted in place, by
// line and column (no two pieces of a line start at the same column),
// and the lines' pieces counted first, then made in one list.
func assemble(lines []textLine, pieces []piece, prods *nameList) []Line {
	slices.SortFunc(pieces, func(a, b piece) int {
		if a.line != b.line {
			return int(a.line - b.line)
		}
		return int(a.from - b.from)
	})
	n := 0
	eachSeg(lines, pieces, func(textLine, int, int, *piece) { n++ }, func(int) {})
	segs := make([]Seg, 0, n)
	out := make([]Line, len(lines))
	start := 0
	eachSeg(lines, pieces, func(row textLine, from, to int, p *piece) {
		s := Seg{Pos: -1, End: -1}
		if p != nil {
			s = p.seg(prods)
		}
		s.Text = row.text(from, to)
		segs = append(segs, s)
	}, func(i int) {
		if len(segs) > start {
			out[i] = segs[start:len(segs):len(segs)]
		}
		start = len(segs)
	})
	return out
}

// eachSeg calls seg on the pieces of each line, sorted by line and
// column, and on the plain text between them, in order: the columns
// [from,to) of row, with the piece (nil for plain text); then end, with
// the line's number. A piece that overlaps the one before it or goes
// past its line is left as text.
func eachSeg(lines []textLine, pieces []piece, seg func(row textLine, from, to int, p *piece), end func(i int)) {
	k := 0
	for i, row := range lines {
		at := 0
		for ; k < len(pieces) && int(pieces[k].line) == i; k++ {
			p := &pieces[k]
			from, to := int(p.from), int(p.to)
			if from < at || to > row.len() {
				continue
			}
			if from > at {
				seg(row, at, from, nil)
			}
			seg(row, from, to, p)
			at = to
		}
		if row.len() > at {
			seg(row, at, row.len(), nil)
		}
		end(i)
	}
}

// treeLines cuts tree, the printer's tree view, into the pieces of its
// lines: each line's node, with its span and production, after the
// drawing of the branches, plain text. lines are where its lines are,
// and nodes their nodes, as the printer wrote them; both pieces of a
// line are cut from tree.
func treeLines(tree string, lines []lineSpan, nodes []candidate, names *nameList) []Line {
	if len(lines) == 0 {
		return nil
	}
	// The lines, and their pieces, in lists made once: a tree may have a
	// node a byte.
	out := make([]Line, len(lines))
	segs := make([]Seg, 0, 2*len(lines))
	for i, l := range lines {
		at := len(segs)
		n := nodes[i]
		label, end := l.offset+l.indent, l.offset+l.len
		segs = append(segs, Seg{Text: tree[l.offset:label], Pos: -1, End: -1},
			Seg{Text: tree[label:end], Kind: "node", Pos: n.pos, End: n.end, Production: names.at(n.production)})
		out[i] = segs[at:len(segs):len(segs)]
	}
	return out
}
