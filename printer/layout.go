package printer

import (
	"bufio"
	"cmp"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// A mark is one labelled span of a diagram: a node of the tree, the
// url-path of section 3.1 where it is more than one node, or an error.
type mark struct {
	pos, end int32 // the span: byte offsets as read, columns of the URL line once placed
	parent   int32 // the mark that holds it, -1 for none: its node's parent's, or the url-path's it is part of; see run
	node     int32 // the number of its node in depth-first order; -1 for a url-path or an error, -2 for a URL's otherurl and genericurl (derivedMark)
	label    uint16
	band     int16 // the band the mark is drawn in; -1 when left out
	row      int8  // set by placeLabels: the label line of its band that holds its label; -1 when none does
	flags    uint8
}

// The flags of a mark.
const (
	markEmpty    uint8 = 1 << iota // the node is present but has no text: pos == end
	markTemplate                   // the part is one of the note's general form
	markCounted                    // it has no label of its own: the first mark of its run counts it ("hsegment ×12")
	markSkip                       // it is no mark: a url-path that was not (see frame), whose marks are its parent's, or a part a note says is misread (DiagramConfig.Misread)
)

// run returns, for the first mark of a run labelled once, the run's
// length. writeBand keeps it in parent, which only place reads: a
// diagram has about as many marks as its URL has bytes, and the marks
// are most of its memory.
func (m *mark) run() int32 { return m.parent }

func (m *mark) empty() bool    { return m.flags&markEmpty != 0 }
func (m *mark) template() bool { return m.flags&markTemplate != 0 }
func (m *mark) counted() bool  { return m.flags&markCounted != 0 }

// cols returns the columns the mark's caret takes: its span, or for an
// empty mark the one column of the caret that marks its place.
func (m *mark) cols() (int, int) {
	return int(m.pos), max(int(m.end), int(m.pos)+1)
}

// maxLabelRows is how many label lines a band has at most. Labels are
// placed from the right, each on the first line where it ends before
// what that line holds, with a "|" in every line above it; so a run of
// parts narrower than their labels (the one-letter labels of a long
// host name) would take a line each, as wide as the URL, and a diagram
// would grow with the square of the URL's length. The diagrams of
// ordinary URLs need at most 7.
const maxLabelRows = 8

// A band is one level of a diagram: a line of carets, one run under the
// span of each of its marks, and under it the marks' labels.
type band struct {
	marks []int32 // in input order once place is done, their columns apart
	n     int     // how many marks it has
	taken bitset  // the columns the marks take
}

// fits reports whether m can join the band: its columns take none of
// those of the band's marks.
func (b *band) fits(m *mark) bool {
	return !b.taken.any(m.cols())
}

// place lays the marks out: it turns their spans into columns and puts
// each in a band, under every band of the marks that hold it, leaving
// out those that would be below the last band drawn (c.Bands, or
// maxBands); first, when not nil, is a mark to draw in a band of its own
// above the others.
//
// It takes time linear in the number of columns and marks: a band
// records the columns its marks take in a bitset, so that whether a
// mark fits costs the length of its span, and a mark is tried in at
// most as many bands as are drawn.
func (d *diagram) place(first *mark) {
	limit := d.c.bands()
	if limit <= 0 {
		limit = maxBands
	}
	// The first band holds the parts of the note's general form; when the
	// tree has none, as a hostname alone, it stays empty and is not drawn,
	// and the limit counts the bands from the next.
	template := false
	for i := range int32(d.n) {
		m := d.mark(i)
		template = template || m.template() && m.flags&markSkip == 0
		m.pos, m.end = int32(d.col(int(m.pos))), int32(d.col(int(m.end)))
	}
	if !template {
		limit++
	}
	// Empty marks go second, so that where an empty part's caret would
	// take the first column of a part that starts where it is (the empty
	// ppath before a prospero fieldspec), the empty part moves down, not
	// the one with text and its own parts. The ancestors of a part with
	// text have text, so every mark is placed after those that hold it.
	for _, empty := range []bool{false, true} {
		for i := range int32(d.n) {
			if m := d.mark(i); m.empty() == empty && m.flags&markSkip == 0 {
				d.placeMark(m, limit)
			}
		}
	}
	// Each band's marks, in input order. A band is empty only when no
	// part of the note's general form is present, as in a diagram of a
	// hostname alone.
	for _, b := range d.bands {
		b.marks = make([]int32, 0, b.n)
	}
	for i := range int32(d.n) {
		if m := d.mark(i); m.band >= 0 && m.flags&markSkip == 0 {
			b := d.bands[m.band]
			b.marks = append(b.marks, i)
		}
	}
	bands := d.bands[:0]
	for _, b := range d.bands {
		if b.n > 0 {
			slices.SortFunc(b.marks, func(x, y int32) int { return cmp.Compare(d.mark(x).pos, d.mark(y).pos) })
			b.taken = nil
			bands = append(bands, b)
		}
	}
	d.bands = bands
	if first != nil {
		d.bands = append([]*band{{marks: []int32{d.add(*first)}, n: 1}}, d.bands...)
	}
}

// placeMark puts m in the first band that has room for it under the
// bands of the marks that hold it, or leaves it out.
func (d *diagram) placeMark(m *mark, limit int) {
	b := 0
	if !m.template() {
		b = 1
		for a := m.parent; a >= 0; a = d.mark(a).parent {
			up := d.mark(a)
			if up.flags&markSkip != 0 {
				continue
			}
			if up.band < 0 { // left out: so are the parts it holds
				b = limit
				break
			}
			b = max(b, int(up.band)+1)
		}
	}
	for ; b < limit && b < len(d.bands) && !d.bands[b].fits(m); b++ {
	}
	if b >= limit {
		m.band = -1
		d.hidden++
		return
	}
	for len(d.bands) <= b {
		d.bands = append(d.bands, &band{})
	}
	m.band = int16(b)
	d.bands[b].taken.set(m.cols())
	d.bands[b].n++
}

// emptyWord is what a label says of an empty part, made once.
func (d *diagram) emptyWord() string {
	if d.empty == "" {
		d.empty = " (" + d.l.word("empty", "vide") + ")"
	}
	return d.empty
}

// width returns the width in runes of m's label as written: its label,
// " (empty)" for an empty part, " ×n" for the first of a run of n.
func (d *diagram) width(m *mark) int {
	n := utf8.RuneCountInString(d.labels[m.label])
	if m.empty() {
		n += utf8.RuneCountInString(d.emptyWord())
	}
	if m.run() > 1 {
		n += 2 + len(strconv.Itoa(int(m.run())))
	}
	return n
}

// writeLabel writes m's label as width counts it.
func (d *diagram) writeLabel(w *bufio.Writer, m *mark) {
	w.WriteString(d.labels[m.label])
	if m.empty() {
		w.WriteString(d.emptyWord())
	}
	if m.run() > 1 {
		w.WriteString(" ×")
		w.WriteString(strconv.Itoa(int(m.run())))
	}
}

// writeBand writes band b: the caret line, then the label lines, then,
// when some labels found no room, a line that counts them.
//
// Each mark's caret line run is a "^" under its first column and a "~"
// under each other one, so that marks that touch stay apart; an empty
// mark is a lone "^" under the place where its text would be, and its
// label says it is empty. Each label starts in the column of its
// mark's "^" and goes on the first label line where it ends at least one
// column before whatever that line already holds to its right; on a
// line further down, a "|" in each line above leads up from it to its
// "^". Labels are placed from the right, so a "|" never crosses one.
// Columns are counted in runes: the French labels are not ASCII.
//
// A band has at most maxLabelRows label lines. When its labels need
// more, each run of marks side by side with the same label is labelled
// once, under its first mark, with the run's length: "hsegment ×12".
// A label that still finds no room is not written, nor its "|"s, and a
// last line counts such labels.
//
// The lines are written from the marks as they go, left to right: a
// label ends before what its line holds to its right, and a "|" is to
// the left of all of it, so a line is its marks' labels and "|"s in
// input order.
func (d *diagram) writeBand(w *bufio.Writer, b *band) {
	col := 0
	for _, i := range b.marks {
		m := d.mark(i)
		spaces(w, int(m.pos)-col)
		w.WriteByte('^')
		for range int(m.end) - int(m.pos) - 1 {
			w.WriteByte('~')
		}
		col = max(int(m.end), int(m.pos)+1)
		m.row, m.parent = -1, 0 // the run, from now on (see run)
		m.flags &^= markCounted
	}
	w.WriteByte('\n')
	if !d.placeLabels(b) {
		// Too many label lines: one label a run.
		for i := 0; i < len(b.marks); {
			first := d.mark(b.marks[i])
			j := i + 1
			for ; j < len(b.marks); j++ {
				m := d.mark(b.marks[j])
				if m.label != first.label || m.empty() != first.empty() {
					break
				}
				m.flags |= markCounted
			}
			if j-i > 1 {
				first.parent = int32(j - i) // its run (see run)
			}
			i = j
		}
		d.placeLabels(b)
	}
	rows := 0
	for _, i := range b.marks {
		rows = max(rows, int(d.mark(i).row)+1)
	}
	for r := range rows {
		col := 0
		for _, i := range b.marks {
			m := d.mark(i)
			switch {
			case int(m.row) == r:
				spaces(w, int(m.pos)-col)
				d.writeLabel(w, m)
				col = int(m.pos) + d.width(m)
			case int(m.row) > r:
				spaces(w, int(m.pos)-col)
				w.WriteByte('|')
				col = int(m.pos) + 1
			}
		}
		w.WriteByte('\n')
	}
	d.writeUnlabelled(w, b)
}

// spaces writes n spaces.
func spaces(w *bufio.Writer, n int) {
	const run = "                "
	for ; n > len(run); n -= len(run) {
		w.WriteString(run)
	}
	w.WriteString(run[:max(n, 0)])
}

// placeLabels gives each mark of b that is not counted by another a
// label line (see writeBand), or -1 when none of the maxLabelRows lines
// has room for it, and reports whether every label found one.
func (d *diagram) placeLabels(b *band) bool {
	var left [maxLabelRows]int        // the leftmost column each label line holds
	var leftSpaced [maxLabelRows]bool // whether a label of words starts there
	lines := 0
	all := true
	for k := len(b.marks) - 1; k >= 0; k-- {
		m := d.mark(b.marks[k])
		m.row = -1
		if m.counted() {
			continue
		}
		n, spaced := d.width(m), d.spaced(m)
		r := 0
		for r < lines && int(m.pos)+n+labelGap(spaced, leftSpaced[r]) > left[r] {
			r++
		}
		if r == maxLabelRows {
			all = false
			continue
		}
		if r == lines {
			lines++
		}
		for k := 0; k <= r; k++ {
			left[k], leftSpaced[k] = int(m.pos), k == r && spaced
		}
		m.row = int8(r)
	}
	return all
}

// labelGap returns the columns a label must leave before the next one on its
// line: one, or two where either is of several words ("nom d'hôte",
// "segment (vide)"), which one space would run together ("nom d'hôte
// segment (vide)").
func labelGap(spaced, nextSpaced bool) int {
	if spaced || nextSpaced {
		return 2
	}
	return 1
}

// spaced reports whether m's label as written holds a space.
func (d *diagram) spaced(m *mark) bool {
	return m.empty() || m.run() > 1 || strings.Contains(d.labels[m.label], " ")
}

// writeUnlabelled writes the line that counts the marks of b whose
// labels found no room (with those of their runs), by label, in the
// order the labels first occur from the left: "… 3 unlabelled above,
// for want of room: domainlabel ×2, toplabel ×1"; nothing when every
// mark has its label.
func (d *diagram) writeUnlabelled(w *bufio.Writer, b *band) {
	type count struct {
		label uint16
		empty bool
		n     int
	}
	var counts []count
	n := 0
	dropped := false
	for _, i := range b.marks {
		m := d.mark(i)
		if !m.counted() {
			dropped = m.row < 0
		}
		if !dropped {
			continue
		}
		n++
		k := slices.IndexFunc(counts, func(c count) bool { return c.label == m.label && c.empty == m.empty() })
		if k < 0 {
			counts = append(counts, count{label: m.label, empty: m.empty()})
			k = len(counts) - 1
		}
		counts[k].n++
	}
	if n == 0 {
		return
	}
	fmt.Fprintf(w, d.l.word("… %d unlabelled above, for want of room: ", "… %d sans étiquette ci-dessus, faute de place : "), n)
	for i, c := range counts {
		if i > 0 {
			w.WriteString(", ")
		}
		w.WriteString(d.labels[c.label])
		if c.empty {
			w.WriteString(d.emptyWord())
		}
		fmt.Fprintf(w, " ×%d", c.n)
	}
	w.WriteByte('\n')
}

// write writes the diagram: shown, the URL line, then the bands, then a
// line that counts the parts left out, then for FprintError (isError)
// the message, and a line that says the URL line shows escapes when
// escaped is true.
func (d *diagram) write(w io.Writer, shown string, escaped, isError bool, caption, message string) error {
	bw := writeSized(nil, w, func(bw *bufio.Writer, _ *offsetWriter) {
		d.writeText(bw, shown, escaped, isError, caption, message)
	})
	return bw.Flush()
}

// writeText writes the text of write to bw. It may be run twice
// (writeSized): writing a band sets again what it sets of its marks.
func (d *diagram) writeText(bw *bufio.Writer, shown string, escaped, isError bool, caption, message string) {
	bw.WriteString(shown)
	bw.WriteByte('\n')
	for _, b := range d.bands {
		d.writeBand(bw, b)
	}
	if d.hidden > 0 && d.c.bands() <= 0 {
		fmt.Fprintf(bw, d.l.word("… %d more parts, nested deeper, not drawn: a diagram draws at most %d bands",
			"… %d autres parties, plus imbriquées, ne sont pas dessinées : un diagramme a au plus %d bandes"), d.hidden, maxBands)
		bw.WriteByte('\n')
	}
	if caption != "" {
		bw.WriteString(caption)
		bw.WriteByte('\n')
	}
	if isError {
		prefix := d.l.word("error: ", "erreur : ")
		for i, m := range strings.Split(message, "\n") {
			if i > 0 {
				prefix = strings.Repeat(" ", utf8.RuneCountInString(prefix))
			}
			bw.WriteString(prefix)
			bw.WriteString(m)
			bw.WriteByte('\n')
		}
	}
	if escaped {
		bw.WriteString(notASCII(d.l))
		bw.WriteByte('\n')
	}
}

// A bitset is a set of columns.
type bitset []uint64

// any reports whether the set holds a column of [p, e).
func (s bitset) any(p, e int) bool {
	for i := p; i < e; {
		w := i >> 6
		if w >= len(s) {
			return false
		}
		if i&63 == 0 && e-i >= 64 {
			if s[w] != 0 {
				return true
			}
			i += 64
			continue
		}
		if s[w]&(1<<(i&63)) != 0 {
			return true
		}
		i++
	}
	return false
}

// set adds the columns [p, e) to the set.
func (s *bitset) set(p, e int) {
	if e <= p {
		return
	}
	if n := (e + 63) >> 6; n > len(*s) {
		*s = append(*s, make(bitset, n-len(*s))...)
	}
	for i := p; i < e; {
		w := i >> 6
		if i&63 == 0 && e-i >= 64 {
			(*s)[w] = ^uint64(0)
			i += 64
			continue
		}
		(*s)[w] |= 1 << (i & 63)
		i++
	}
}

// display returns s as it can be shown on one line of plain text: each
// character that is not printable ASCII is replaced by its bytes, each
// "%" and its two hexadecimal digits as RFC 1738 section 2.2 writes an
// octet, between ⟨ and ⟩ ("⟨%09⟩", "⟨%C3%A9⟩" for "é", "⟨%FF⟩" for a
// byte that is not UTF-8), as a decoded text shows a byte
// (grammar.QuotedDecoded): so every byte takes a known number of
// columns, and the line, which is not a URL, does not read as one whose
// escapes would be valid. cols[i] is the column at which byte i of s is
// shown; cols[len(s)] is the column just after it. A URL that parsed is
// printable ASCII, shown as it is, and cols is then nil: byte i is in
// column i.
func display(s string) (shown string, cols []int) {
	ascii := true
	for i := 0; i < len(s) && ascii; i++ {
		ascii = ' ' <= s[i] && s[i] <= '~'
	}
	if ascii {
		return s, nil
	}
	var b strings.Builder
	cols = make([]int, len(s)+1)
	col := 0
	for i := 0; i < len(s); {
		if ' ' <= s[i] && s[i] <= '~' {
			cols[i] = col
			b.WriteByte(s[i])
			col++
			i++
			continue
		}
		_, n := utf8.DecodeRuneInString(s[i:])
		b.WriteString("⟨")
		for k := i; k < i+n; k++ {
			cols[k] = col + 1 + 3*(k-i) // at its "%", the first at the ⟨
			b.WriteByte('%')
			b.WriteByte(upperHex[s[k]>>4])
			b.WriteByte(upperHex[s[k]&0xf])
		}
		b.WriteString("⟩")
		cols[i] = col
		col += 3*n + 2
		i += n
	}
	cols[len(s)] = col
	return b.String(), cols
}

// upperHex are the digits of display's %XX, in upper case as RFC 1738's
// examples write them.
const upperHex = "0123456789ABCDEF"
