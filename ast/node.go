package ast

// Node is implemented by every node of the syntax tree. Pos and End are
// byte offsets into the parsed input: the node's text is input[Pos():End()].
// Delimiters that the grammar places between nodes (":", "//", "@", "/")
// belong to the enclosing node, not to the nodes they separate.
type Node interface {
	Pos() int // offset of the first byte of the node
	End() int // offset of the byte just after the node
	// String returns the node's text exactly as it appeared in the input
	// (or, for a tree a program built, as it would be written).
	String() string
}

// Position is a location in the input. Its layout is that of participle's
// lexer.Position, which is what lets participle's parser fill Span without
// this package importing participle. URLs are one line: Line is 1 and
// Column is Offset+1.
type Position struct {
	Filename string
	Offset   int
	Line     int
	Column   int
}

// Span is embedded in every node. It gives the node its Pos and End
// methods, from the positions that the parser records in it.
type Span struct {
	Positions
}

// Positions are where a node starts and where the next token starts, as
// the parser records them; the field names are the ones participle looks
// for. Embedded one level below Span's methods, they do not clash with
// them: a node's Pos is the method, and participle, which looks up
// fields by name, still finds the field.
type Positions struct {
	Pos    Position
	EndPos Position
}

// Pos returns the offset of the node's first byte.
func (s Span) Pos() int { return s.Positions.Pos.Offset }

// End returns the offset of the byte just after the node.
func (s Span) End() int { return s.Positions.EndPos.Offset }

// At returns the span [pos, end) of a node built outside a parser (by a
// program, or by the generated parser); Line and Column follow Offset.
func At(pos, end int) Span {
	return Span{Positions{
		Pos:    Position{Offset: pos, Line: 1, Column: pos + 1},
		EndPos: Position{Offset: end, Line: 1, Column: end + 1},
	}}
}
