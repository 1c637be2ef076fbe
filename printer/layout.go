package printer

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/ast"
)

// A mark is one labelled span of a diagram: a node of the tree, or the
// url-path of section 3.1 where it is more than one node.
type mark struct {
	pos, end int // the span, in columns of the URL line
	label    string
	empty    bool     // the node is present but has no text: pos == end
	template bool     // the part is one of the note's general form
	band     int      // the band the mark is drawn in; -1 when left out
	node     ast.Node // the node marked; nil for a url-path of several nodes

	// Set by band.lines:
	row     int    // the label line of its band that holds its label; -1 when none does
	text    string // the label as written on that line
	counted bool   // it has no label of its own: the first mark of its run counts it ("hsegment ×12")
}

// cols returns the columns the mark's caret takes: its span, or for an
// empty mark the one column of the caret that marks its place.
func (m *mark) cols() (int, int) {
	return m.pos, max(m.end, m.pos+1)
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
	marks []*mark // in input order once sorted, their columns apart
	taken bitset  // the columns the marks take
}

// fits reports whether m can join the band: its columns take none of
// those of the band's marks.
func (b *band) fits(m *mark) bool {
	return !b.taken.any(m.cols())
}

// add puts m in the band; sort puts the marks back in input order.
func (b *band) add(m *mark) {
	b.taken.set(m.cols())
	b.marks = append(b.marks, m)
}

func (b *band) sort() {
	sort.Slice(b.marks, func(i, j int) bool { return b.marks[i].pos < b.marks[j].pos })
}

// lines returns the band as text: the caret line, then the label lines,
// then, when some labels found no room, a line that counts them.
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
func (b *band) lines(l labeler) []string {
	emptyWord := l.word("empty", "vide")
	var carets strings.Builder
	col := 0
	for _, m := range b.marks {
		carets.WriteString(strings.Repeat(" ", m.pos-col))
		carets.WriteByte('^')
		if m.end > m.pos+1 {
			carets.WriteString(strings.Repeat("~", m.end-m.pos-1))
		}
		col = max(m.end, m.pos+1)
		m.text, m.row, m.counted = m.label, -1, false
		if m.empty {
			m.text += " (" + emptyWord + ")"
		}
	}
	if !placeLabels(b.marks) {
		// Too many label lines: one label a run.
		for i := 0; i < len(b.marks); {
			j := i + 1
			for j < len(b.marks) && b.marks[j].text == b.marks[i].text {
				b.marks[j].counted = true
				j++
			}
			if j-i > 1 {
				b.marks[i].text += fmt.Sprintf(" ×%d", j-i)
			}
			i = j
		}
		placeLabels(b.marks)
	}
	// The label lines, written from the right, so that each grows once.
	var rows [][]rune
	for i := len(b.marks) - 1; i >= 0; i-- {
		m := b.marks[i]
		if m.row < 0 {
			continue
		}
		for len(rows) <= m.row {
			rows = append(rows, nil)
		}
		for k := 0; k < m.row; k++ {
			put(&rows[k], m.pos, "|")
		}
		put(&rows[m.row], m.pos, m.text)
	}
	out := make([]string, 0, 2+len(rows))
	out = append(out, carets.String())
	for _, row := range rows {
		out = append(out, trimRight(row))
	}
	if line, ok := b.unlabelledLine(l); ok {
		out = append(out, line)
	}
	return out
}

// placeLabels gives each mark that is not counted by another a label
// line (see band.lines), or -1 when none of the maxLabelRows lines has
// room for it, and reports whether every label found one.
func placeLabels(marks []*mark) bool {
	var left []int // the leftmost column each label line holds
	all := true
	for i := len(marks) - 1; i >= 0; i-- {
		m := marks[i]
		m.row = -1
		if m.counted {
			continue
		}
		n := utf8.RuneCountInString(m.text)
		r := 0
		for r < len(left) && m.pos+n >= left[r] {
			r++
		}
		if r == maxLabelRows {
			all = false
			continue
		}
		if r == len(left) {
			left = append(left, 0)
		}
		for k := 0; k <= r; k++ {
			left[k] = m.pos
		}
		m.row = r
	}
	return all
}

// unlabelledLine returns the line that counts the marks of the band
// whose labels found no room (with those of their runs), by label, in
// the order the labels first occur from the left: "… 3 unlabelled
// above, for want of room: domainlabel ×2, toplabel ×1"; false when
// every mark has its label.
func (b *band) unlabelledLine(l labeler) (string, bool) {
	count := map[string]int{}
	var order []string
	n := 0
	dropped := false
	for _, m := range b.marks {
		if !m.counted {
			dropped = m.row < 0
		}
		if !dropped {
			continue
		}
		label := m.label
		if m.empty {
			label += " (" + l.word("empty", "vide") + ")"
		}
		if count[label] == 0 {
			order = append(order, label)
		}
		count[label]++
		n++
	}
	if n == 0 {
		return "", false
	}
	var s strings.Builder
	s.WriteString(fmt.Sprintf(l.word("… %d unlabelled above, for want of room: ", "… %d sans étiquette ci-dessus, faute de place : "), n))
	for i, label := range order {
		if i > 0 {
			s.WriteString(", ")
		}
		fmt.Fprintf(&s, "%s ×%d", label, count[label])
	}
	return s.String(), true
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

// put writes s into *row from column col on, growing the row with
// spaces.
func put(row *[]rune, col int, s string) {
	rs := []rune(s)
	for len(*row) < col+len(rs) {
		*row = append(*row, ' ')
	}
	copy((*row)[col:], rs)
}

func trimRight(row []rune) string { return strings.TrimRight(string(row), " ") }

// display returns s as it can be shown on one line of plain text: each
// character that is not printable ASCII is replaced by its Go escape
// ("\t", "\u201c", "\xff"), so that every byte takes a known number of
// columns. cols[i] is the column at which byte i of s is shown;
// cols[len(s)] is the column just after it. A URL that parsed is
// printable ASCII, shown as it is.
func display(s string) (shown string, cols []int) {
	var b strings.Builder
	cols = make([]int, len(s)+1)
	col := 0
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		for k := i; k < i+n; k++ {
			cols[k] = col
		}
		var esc string
		switch {
		case ' ' <= s[i] && s[i] <= '~':
			esc = s[i : i+1]
		case r == utf8.RuneError && n == 1:
			esc = fmt.Sprintf(`\x%02x`, s[i])
		default:
			q := strconv.QuoteRuneToASCII(r)
			esc = q[1 : len(q)-1]
		}
		b.WriteString(esc)
		col += len(esc)
		i += n
	}
	cols[len(s)] = col
	return b.String(), cols
}
