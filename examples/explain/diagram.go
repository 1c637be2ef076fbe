package main

import (
	"math"
	"strings"
)

// A mark is a span of the URL to underline in the diagram, and its label.
type mark struct {
	pos, end int // the span [pos,end), in columns of the URL line
	label    string
}

// diagram returns the lines to print under a URL: carets under each mark,
// then the labels, each starting in the column of its mark's first caret.
// A label goes on the first line under the carets where it fits, which is
// where it ends at least one space before whatever that line already
// holds to its right; on a line further down, a "|" in each line above
// leads up from it to its carets. Labels are placed from the right, so a
// "|" never crosses one.
//
// The marks must be non-empty, in order, and apart: at least one column
// between a mark and the next, so that each run of carets is one mark and
// a "|" always has a space on either side.
func diagram(marks []mark) []string {
	carets := []byte(strings.Repeat(" ", width(marks)))
	for _, m := range marks {
		for c := m.pos; c < m.end; c++ {
			carets[c] = '^'
		}
	}
	var rows [][]byte // the label lines
	var left []int    // the leftmost column each label line holds
	for i := len(marks) - 1; i >= 0; i-- {
		m := marks[i]
		r := 0
		for r < len(rows) && m.pos+len(m.label) >= left[r] {
			r++
		}
		if r == len(rows) {
			rows = append(rows, nil)
			left = append(left, math.MaxInt)
		}
		for k := 0; k < r; k++ {
			put(&rows[k], m.pos, "|")
			left[k] = m.pos
		}
		put(&rows[r], m.pos, m.label)
		left[r] = m.pos
	}
	lines := []string{strings.TrimRight(string(carets), " ")}
	for _, row := range rows {
		lines = append(lines, strings.TrimRight(string(row), " "))
	}
	return lines
}

// width is the column just after the last mark.
func width(marks []mark) int {
	if len(marks) == 0 {
		return 0
	}
	return marks[len(marks)-1].end
}

// put writes s into *row from column col on, growing the row with spaces.
func put(row *[]byte, col int, s string) {
	for len(*row) < col+len(s) {
		*row = append(*row, ' ')
	}
	copy((*row)[col:], s)
}
