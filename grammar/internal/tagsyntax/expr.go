package tagsyntax

// Kind is the kind of a node of the syntax tree.
type Kind int

// The kinds of node, each in participle's shape: "( x )" is a Group
// that Quant leaves at 0, and a modifier wraps the term before it in a
// Group of its own, a capture included (@'/'? is Group ?(Capture(Lit))).
const (
	Seq     Kind = iota // Subs, in a row; one item or more
	Alt                 // one of Subs, two or more
	Group               // Subs[0], once (Quant 0) or by Quant: '?', '*' or '+'
	Look                // a lookahead, (?= Subs[0]) or, Negative, (?! Subs[0]), which reads nothing
	Capture             // "@" Subs[0], the text it reads, or "@@" (no Subs), a node, into Field
	Lit                 // a literal, Text its value, Type the token type after its ":", if any
	Ident               // a token type, Text its name
)

// Expr is a node of the syntax tree of a struct's tags.
type Expr struct {
	Kind     Kind
	Subs     []*Expr
	Quant    byte   // of a Group: '?', '*', '+' or 0 for once
	Negative bool   // of a Look: (?! ...)
	Text     string // of a Lit, its value; of an Ident, its name
	Type     *Expr  // of a Lit: the Ident after its ":", or nil
	// Src is the node's first token as written ('/', "@"), for a
	// caller's messages.
	Src string
	// Field is the index, among the fields given to Parse, of the one
	// whose tag holds the node's first token: a capture fills it.
	Field int
}

// Error is a tag that is not in the syntax, or uses a construct of
// participle's grammar that the generator does not support.
type Error struct {
	Field     int    // the index of the field whose tag holds it; -1 when there are none
	Construct string // what is refused
	Reason    string // why, or what to write instead
}

func (e *Error) Error() string { return e.Construct + ": " + e.Reason }
