package interp

import (
	"reflect"

	"github.com/urlsyntax/rfc1738/grammar"
)

// Grammar is the grammar of one participle parser, as Read reads it.
type Grammar struct {
	// Root is the production a parse starts from (ast.URL).
	Root *Struct
	// Rules are the structs and unions reachable from Root, each
	// once, in the order EBNF prints them (depth first, first use).
	Rules []Rule
}

// A Node is one node of a production's expression: *Struct, *Union,
// *Sequence, *Disjunction, *Group, *Capture, *Literal, *Token or
// *Lookahead. Structs and unions are shared: every use of a type is
// the same pointer.
type Node interface{ irNode() }

// A Rule is a node that EBNF prints as a rule of its own: *Struct
// or *Union.
type Rule interface {
	Node
	// RuleName is the rule's name: the Go type's name with its
	// first letter upper-cased, as participle prints it.
	RuleName() string
}

// Struct is a production declared by a Go struct type: the tags of its
// tagged fields, read in field order as one token stream, are Expr.
type Struct struct {
	Type   reflect.Type // the struct type (not a pointer to it)
	Name   string       // the rule's name
	Fields []Field      // the tagged fields, in the order their tags are read
	Expr   Node
	// Span is the index path (reflect.Value.FieldByIndex) of the
	// embedded ast.Span, which the generated parser fills; nil when the
	// type has none.
	Span []int
	// Pos and EndPos are the index paths of the fields named Pos and
	// EndPos of a type lexer.Position converts to, which participle
	// fills; nil when the type has none (an ast node has none: its Span
	// is too small to be one).
	Pos, EndPos []int
}

// Field is a field whose tag holds part of its struct's expression.
type Field struct {
	Name  string       // the field's name
	Index []int        // its index path, through embedded structs
	Type  reflect.Type // its type
	Tag   string       // its parser tag
}

// Union is an interface type whose value is the first of Members that
// matches (participle.Union).
type Union struct {
	Type    reflect.Type // the interface type
	Name    string       // the rule's name
	Members []*Struct    // tried in order; each is stored as a pointer to its struct
}

// Sequence is its Items in order; it has at least two.
type Sequence struct{ Items []Node }

// Disjunction is an ordered choice between its Alts; it has at least two.
type Disjunction struct{ Alts []Node }

// Mode says how many times a Group matches its expression.
type Mode int

const (
	Once       Mode = iota // ( expr ): exactly once
	Optional               // expr?
	ZeroOrMore             // expr*
	OneOrMore              // expr+
)

// Suffix returns the mode's modifier in a tag: "", "?", "*" or "+".
func (m Mode) Suffix() string {
	if m == Once {
		return ""
	}
	return m.String()
}

// String returns "once" or the mode's modifier.
func (m Mode) String() string {
	switch m {
	case Optional:
		return "?"
	case ZeroOrMore:
		return "*"
	case OneOrMore:
		return "+"
	}
	return "once"
}

// Group is Expr matched as Mode says. A parenthesised expression without
// a modifier is a Group of mode Once, as participle builds it.
type Group struct {
	Mode Mode
	Expr Node
}

// CaptureKind says what a Capture does with what it matched.
type CaptureKind int

const (
	// SetStruct is @@ into a pointer to a struct: Expr is that *Struct,
	// and the field is set to the struct parsed.
	SetStruct CaptureKind = iota
	// AppendStruct is @@ into a slice of pointers to a struct: Expr is
	// that *Struct, and each struct parsed is appended.
	AppendStruct
	// SetUnion is @@ into an interface field: Expr is its *Union.
	SetUnion
	// CaptureText is @ into a field whose type has a Capture method
	// (participle.Capture, ast.Text): it is passed the values of the
	// tokens Expr matched.
	CaptureText
	// SetBool is @ into a bool field: it is set when Expr matched at
	// least one token value.
	SetBool
)

// String names the kind as a tag writes it.
func (k CaptureKind) String() string {
	switch k {
	case SetStruct:
		return "@@ into a struct pointer"
	case AppendStruct:
		return "@@ into a slice"
	case SetUnion:
		return "@@ into an interface"
	case CaptureText:
		return "@ into a Capture type"
	case SetBool:
		return "@ into a bool"
	}
	return "capture"
}

// Capture is @ or @@: what Expr matches goes into Field of the struct
// being parsed.
type Capture struct {
	Field Field
	Kind  CaptureKind
	Expr  Node
}

// Literal matches one token whose value is Value and, when TypeName is
// not empty, whose type is Type: 'x' or 'x':Type.
type Literal struct {
	Value    string
	TypeName string            // the token type's symbol, "" for any type
	Type     grammar.CharClass // its type; 0 when TypeName is ""
}

// Token matches one token of type Type (Alpha, Digit, ...). EOF matches
// the end of the input without consuming it.
type Token struct {
	Name string            // the symbol, as the tag writes it
	Type grammar.CharClass // grammar.EOF for EOF
}

// Lookahead is (?= Expr) or, when Negative, (?! Expr): it checks that
// Expr matches (or does not) at this point, and consumes nothing.
type Lookahead struct {
	Negative bool
	Expr     Node
}

func (*Struct) irNode()      {}
func (*Union) irNode()       {}
func (*Sequence) irNode()    {}
func (*Disjunction) irNode() {}
func (*Group) irNode()       {}
func (*Capture) irNode()     {}
func (*Literal) irNode()     {}
func (*Token) irNode()       {}
func (*Lookahead) irNode()   {}

// RuleName implements Production.
func (s *Struct) RuleName() string { return s.Name }

// RuleName implements Production.
func (u *Union) RuleName() string { return u.Name }
