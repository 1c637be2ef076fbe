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

// Span is embedded in every node: where the node starts and ends, as
// byte offsets into the parsed input. It gives the node its Pos and End
// methods. The parser fills it; a program that builds a node sets it, or
// leaves it zero. Its fields are exported so that trees compare with
// reflect.DeepEqual and go-cmp without options.
//
// Pos and End are Span's methods, promoted to every node: on a nil
// pointer of a node type they panic, as reading any of its fields does.
// They are the one exception to this package's rule that every method
// takes a nil node (TestNoPanics): a nil node has no span to give, and
// Walk, Inspect and the printer never ask it for one.
//
// The offsets are 32-bit: a span takes 8 bytes of every node, and a
// node of a long run of one-byte parts (empty segments, ";=" fields)
// is most of what parsing allocates. So no parser reads an input of
// 2 GiB or more (MaxSpan).
type Span struct {
	Offset    int32 // the offset of the node's first byte
	EndOffset int32 // the offset of the byte just after the node
}

// MaxSpan is the largest offset a Span holds: the length of the longest
// input a parser reads.
const MaxSpan = 1<<31 - 1

// Pos returns the offset of the node's first byte.
func (s Span) Pos() int { return int(s.Offset) }

// End returns the offset of the byte just after the node.
func (s Span) End() int { return int(s.EndOffset) }

// At returns the span [pos, end), which must lie in [0, MaxSpan].
func At(pos, end int) Span { return Span{int32(pos), int32(end)} }
