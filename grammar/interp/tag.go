package interp

import (
	"fmt"
	"reflect"
	"strings"
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/internal/tagsyntax"
)

// tags reads the expression of s from its fields' tags: their syntax
// by package tagsyntax, then what each name and field means, into the
// IR, refusing what the generator does not support.
func (r *reader) tags(s *Struct) (Node, error) {
	fields := make([]tagsyntax.Field, len(s.Fields))
	for i, f := range s.Fields {
		fields[i] = tagsyntax.Field{Name: f.Name, Tag: f.Tag}
	}
	e, err := tagsyntax.Parse(fields)
	if te, ok := err.(*tagsyntax.Error); ok {
		return nil, &Error{Production: s.Type.String(), Field: s.Fields[te.Field].Name, Construct: te.Construct, Reason: te.Reason}
	} else if err != nil {
		return nil, err
	}
	b := &builder{r: r, s: s}
	return b.node(e)
}

// builder builds the IR of one struct from its tags' syntax tree.
type builder struct {
	r         *reader
	s         *Struct
	capture   bool // inside the expression of a capture
	lookahead bool // inside a lookahead
}

func (b *builder) refuse(at *tagsyntax.Expr, construct, reason string) error {
	return &Error{Production: b.s.Type.String(), Field: b.s.Fields[at.Field].Name, Construct: construct, Reason: reason}
}

// node returns the IR of e, in participle's shape: a one-item sequence
// is that item.
func (b *builder) node(e *tagsyntax.Expr) (Node, error) {
	switch e.Kind {
	case tagsyntax.Alt:
		alts, err := b.nodes(e.Subs)
		return &Disjunction{Alts: alts}, err
	case tagsyntax.Seq:
		if len(e.Subs) == 1 {
			return b.node(e.Subs[0])
		}
		items, err := b.nodes(e.Subs)
		return &Sequence{Items: items}, err
	case tagsyntax.Group:
		n, err := b.node(e.Subs[0])
		return &Group{Mode: modes[e.Quant], Expr: n}, err
	case tagsyntax.Look:
		outer := b.lookahead
		b.lookahead = true
		n, err := b.node(e.Subs[0])
		b.lookahead = outer
		return &Lookahead{Negative: e.Negative, Expr: n}, err
	case tagsyntax.Capture:
		return b.captureOf(e)
	case tagsyntax.Lit:
		return b.literal(e)
	}
	typ, ok := b.r.symbols[e.Text]
	if !ok {
		return nil, b.refuse(e, "token type "+e.Text, "the lexer has no such token type")
	}
	return &Token{Name: e.Text, Type: typ}, nil
}

// modes are the groups' modes by their modifiers.
var modes = map[byte]Mode{0: Once, '?': Optional, '*': ZeroOrMore, '+': OneOrMore}

// nodes returns the IR of each of es, stopping at the first error.
func (b *builder) nodes(es []*tagsyntax.Expr) ([]Node, error) {
	out := make([]Node, 0, len(es))
	for _, e := range es {
		n, err := b.node(e)
		if err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, nil
}

// literal returns the IR of literal e, with its token type.
func (b *builder) literal(e *tagsyntax.Expr) (Node, error) {
	lit := &Literal{Value: e.Text}
	if id := e.Type; id != nil {
		typ, ok := b.r.symbols[id.Text]
		if !ok {
			return nil, b.refuse(id, fmt.Sprintf("literal type %s:%s", e.Src, id.Text), "the lexer has no such token type")
		}
		if typ == grammar.EOF {
			return nil, b.refuse(id, fmt.Sprintf("literal type %s:EOF", e.Src), "participle reads it as a literal of any type")
		}
		lit.TypeName, lit.Type = id.Text, typ
	}
	if len(lit.Value) > 1 && !(len(lit.Value) == 3 && grammar.EscapeAt(lit.Value, 0)) {
		return nil, b.refuseLong(e, lit.Value)
	}
	return lit, nil
}

// captureOf returns the IR of capture at: the field is the one whose tag
// holds the "@".
func (b *builder) captureOf(at *tagsyntax.Expr) (Node, error) {
	f := b.s.Fields[at.Field]
	if b.capture {
		return nil, b.refuse(at, "capture inside a capture", "participle would capture the struct being parsed")
	}
	if b.lookahead {
		return nil, b.refuse(at, "capture inside a lookahead", "a lookahead's captures are discarded")
	}
	if len(at.Subs) == 0 {
		return b.captureStruct(at, f)
	}
	var kind CaptureKind
	switch {
	case f.Type.Kind() == reflect.Bool:
		kind = SetBool
	case isToken(f.Type) || isTokens(f.Type):
		return nil, b.refuse(at, fmt.Sprintf("@ into %s field %s", f.Type, f.Name), "token fields are not supported by the generator")
	case f.Type.Kind() != reflect.Pointer && reflect.PointerTo(f.Type).Implements(captureType()):
		kind = CaptureText
	default:
		return nil, b.refuse(at, fmt.Sprintf("@ into %s field %s", f.Type, f.Name), "the generator captures text only into a type with a Capture method (ast.Text) or a bool")
	}
	b.capture = true
	expr, err := b.node(at.Subs[0])
	b.capture = false
	if err != nil {
		return nil, err
	}
	return &Capture{Field: f, Kind: kind, Expr: expr}, nil
}

func (b *builder) captureStruct(at *tagsyntax.Expr, f Field) (Node, error) {
	t := f.Type
	if elem := indirect(t); elem.Kind() == reflect.Struct && elem.Name() == "" {
		return nil, b.refuse(at, fmt.Sprintf("@@ into unnamed struct type %s", t), "a production must be a named type")
	} else if isParseable(elem) {
		return nil, b.refuse(at, fmt.Sprintf("@@ into %s, a participle.Parseable", t), "a production must be declared by tags, not by a Parse method")
	}
	switch {
	case t.Kind() == reflect.Interface:
		u := b.r.unions[t]
		if u == nil {
			return nil, b.refuse(at, fmt.Sprintf("@@ into interface %s", t), "no union declares its members")
		}
		return &Capture{Field: f, Kind: SetUnion, Expr: u}, nil
	case t.Kind() == reflect.Pointer && t.Elem().Kind() == reflect.Struct:
		s, err := b.r.strct(t.Elem())
		if err != nil {
			return nil, err
		}
		return &Capture{Field: f, Kind: SetStruct, Expr: s}, nil
	case t.Kind() == reflect.Slice && t.Elem().Kind() == reflect.Pointer && t.Elem().Elem().Kind() == reflect.Struct:
		s, err := b.r.strct(t.Elem().Elem())
		if err != nil {
			return nil, err
		}
		return &Capture{Field: f, Kind: AppendStruct, Expr: s}, nil
	}
	return nil, b.refuse(at, fmt.Sprintf("@@ into %s field %s", t, f.Name), "the generator fills only a pointer to a struct, a slice of them, or a union interface")
}

// refuseLong refuses literal t, whose value v is more than one byte,
// with the literals to write instead.
func (b *builder) refuseLong(t *tagsyntax.Expr, v string) error {
	if strings.IndexFunc(v, func(r rune) bool { return r >= utf8.RuneSelf }) >= 0 {
		return b.refuse(t, "literal "+t.Src+", which is not US-ASCII", fmt.Sprintf(
			"a URL holds a byte above 7F only escaped (RFC 1738 section 2.2), so no input has it as written: match the escapes of its UTF-8 bytes, %s (an escape literal matches its hex digits in the case written; ( '%%c3' | '%%C3' ) takes both)", splitLiteral(v)))
	}
	return b.refuse(t, "literal "+t.Src+" of more than one byte", fmt.Sprintf(
		"the lexer makes one token of each byte (and one of an escape, %%XX), so participle and every engine here would never match it: write one literal a byte, %s", splitLiteral(v)))
}

// splitLiteral writes s as the sequence of one-byte literals that a tag
// must use for it: ";esn=" gives "';' 'e' 's' 'n' '='". A byte above 7F,
// which a tag's literal cannot hold alone (Go reads '\xc3' as the rune
// U+00C3, two bytes), is written as its escape: "é" gives "'%C3' '%A9'".
func splitLiteral(s string) string {
	parts := make([]string, 0, len(s))
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\'' || c == '\\':
			parts = append(parts, `'\`+string(c)+`'`)
		case c >= utf8.RuneSelf:
			parts = append(parts, fmt.Sprintf("'%%%02X'", c))
		default:
			parts = append(parts, "'"+string(c)+"'")
		}
	}
	return strings.Join(parts, " ")
}
