package printer

import (
	"fmt"
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
	band     int      // the band the mark is drawn in
	row      int      // the label line of its band that holds its label
	node     ast.Node // the node marked; nil for a url-path of several nodes
}

// cols returns the columns the mark's caret takes: its span, or for an
// empty mark the one column of the caret that marks its place.
func (m *mark) cols() (int, int) {
	return m.pos, max(m.end, m.pos+1)
}

// A band is one level of a diagram: a line of carets, one run under the
// span of each of its marks, and under it the marks' labels.
type band struct {
	marks []*mark // in input order, their columns apart
}

// fits reports whether m can join the band: its columns take none of
// those of the band's marks.
func (b *band) fits(m *mark) bool {
	p, e := m.cols()
	for _, o := range b.marks {
		op, oe := o.cols()
		if p < oe && op < e {
			return false
		}
	}
	return true
}

// add puts m in the band, keeping the marks in order.
func (b *band) add(m *mark) {
	i := len(b.marks)
	for i > 0 && b.marks[i-1].pos > m.pos {
		i--
	}
	b.marks = append(b.marks, nil)
	copy(b.marks[i+1:], b.marks[i:])
	b.marks[i] = m
}

// lines returns the band as text: the caret line, then the label lines.
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
func (b *band) lines(emptyWord string) []string {
	var carets []rune
	for _, m := range b.marks {
		put(&carets, m.pos, "^")
		for c := m.pos + 1; c < m.end; c++ {
			put(&carets, c, "~")
		}
	}
	var rows [][]rune // the label lines
	var left []int    // the leftmost column each label line holds
	for i := len(b.marks) - 1; i >= 0; i-- {
		m := b.marks[i]
		label := m.label
		if m.empty {
			label += " (" + emptyWord + ")"
		}
		n := utf8.RuneCountInString(label)
		r := 0
		for r < len(rows) && m.pos+n >= left[r] {
			r++
		}
		if r == len(rows) {
			rows = append(rows, nil)
			left = append(left, int(^uint(0)>>1))
		}
		for k := 0; k < r; k++ {
			put(&rows[k], m.pos, "|")
			left[k] = m.pos
		}
		put(&rows[r], m.pos, label)
		left[r] = m.pos
		m.row = r
	}
	out := []string{trimRight(carets)}
	for _, row := range rows {
		out = append(out, trimRight(row))
	}
	return out
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
