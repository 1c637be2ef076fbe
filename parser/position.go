package parser

import "strconv"

// Position is a place in a text that Find read, as Go's tools give one
// (go/token.Position): a byte offset, and the line and column that an
// editor jumps to. The column counts bytes, as gc and go vet count them,
// so that a tab or a multi-byte character is as wide as its bytes.
type Position struct {
	Offset int // byte offset, from 0
	Line   int // line number, from 1; 0 for a Position that is not valid
	Column int // column number, from 1: the byte's offset in its line, plus 1
}

// IsValid reports whether p is a place in a text: whether its line is
// set.
func (p Position) IsValid() bool { return p.Line > 0 }

// String returns p as "line:column", the form Go's tools print after a
// file name, or "-" when p is not valid.
func (p Position) String() string {
	if !p.IsValid() {
		return "-"
	}
	return strconv.Itoa(p.Line) + ":" + strconv.Itoa(p.Column)
}

// advance returns the position of offset off in text, which is at or
// after p: p moved over the line breaks between them. Counting from the
// last position rather than the start keeps a pass over a text linear.
func (p Position) advance(text string, off int) Position {
	lineStart := p.Offset - (p.Column - 1)
	for i := p.Offset; i < off; i++ {
		if text[i] == '\n' {
			p.Line++
			lineStart = i + 1
		}
	}
	p.Offset, p.Column = off, off-lineStart+1
	return p
}
