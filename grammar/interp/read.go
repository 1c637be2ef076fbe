package interp

import (
	"fmt"
	"reflect"
	"strings"
	"unicode/utf8"

	rfcast "github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// Error is a grammar the generator refuses: a construct it does not
// support, or a declaration participle itself would not build.
type Error struct {
	Production string // the Go type whose tags hold it, e.g. "ast.Login"
	Field      string // the field whose tag holds it, when there is one
	Construct  string // what is refused
	Reason     string // why, or what to write instead
}

func (e *Error) Error() string {
	where := "production " + e.Production
	if e.Field != "" {
		where += ", field " + e.Field
	}
	return fmt.Sprintf("gen: %s: %s: %s", where, e.Construct, e.Reason)
}

// UnionDef declares the members of an interface type, as the option
// participle.Union does; UnionOf builds one.
type UnionDef struct {
	Type    reflect.Type   // the interface type
	Members []reflect.Type // pointers to struct types, tried in order
}

// UnionOf returns the UnionDef of interface T with members, the values
// given to participle.Union[T].
func UnionOf[T any](members ...T) UnionDef {
	d := UnionDef{Type: reflect.TypeOf((*T)(nil)).Elem()}
	for _, m := range members {
		d.Members = append(d.Members, reflect.TypeOf(m))
	}
	return d
}

func spanType() reflect.Type { return reflect.TypeFor[rfcast.Span]() }

// Read reads the grammar rooted at root (a struct type, or a pointer to
// one) as participle.Build does with a lexer of these symbols and these
// unions, and checks that the generator supports all of it.
func Read(root reflect.Type, symbols map[string]grammar.CharClass, unions ...UnionDef) (*Grammar, error) {
	r := &reader{symbols: symbols, structs: map[reflect.Type]*Struct{}, unions: map[reflect.Type]*Union{}}
	for _, d := range unions {
		if d.Type == nil || d.Type.Kind() != reflect.Interface {
			return nil, &Error{Production: fmt.Sprint(d.Type), Construct: "union", Reason: "a union's type must be an interface"}
		}
		if r.unions[d.Type] != nil {
			return nil, &Error{Production: d.Type.String(), Construct: "union", Reason: "declared twice"}
		}
		r.unions[d.Type] = &Union{Type: d.Type, Name: ruleName(d.Type)}
	}
	for _, d := range unions {
		u := r.unions[d.Type]
		for _, m := range d.Members {
			if m == nil || m.Kind() != reflect.Pointer || m.Elem().Kind() != reflect.Struct {
				return nil, &Error{Production: d.Type.String(), Construct: fmt.Sprintf("union member %v", m), Reason: "members must be pointers to structs"}
			}
			if !m.Implements(d.Type) {
				return nil, &Error{Production: d.Type.String(), Construct: fmt.Sprintf("union member %v", m), Reason: "it does not implement the union's interface"}
			}
			s, err := r.strct(m.Elem())
			if err != nil {
				return nil, err
			}
			u.Members = append(u.Members, s)
		}
		if len(u.Members) == 0 {
			return nil, &Error{Production: d.Type.String(), Construct: "union", Reason: "it has no members"}
		}
	}
	for root != nil && root.Kind() == reflect.Pointer {
		root = root.Elem()
	}
	if root == nil || root.Kind() != reflect.Struct {
		return nil, &Error{Production: fmt.Sprint(root), Construct: "root", Reason: "the root must be a struct type"}
	}
	s, err := r.strct(root)
	if err != nil {
		return nil, err
	}
	g := &Grammar{Root: s, Rules: productions(s)}
	if err := check(g); err != nil {
		return nil, err
	}
	return g, nil
}

// indirect returns the type t points to or is a slice of, recursively.
func indirect(t reflect.Type) reflect.Type {
	for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice {
		t = t.Elem()
	}
	return t
}

// ruleName is the name participle prints for a production of type t.
func ruleName(t reflect.Type) string {
	n := t.Name()
	return strings.ToUpper(n[:1]) + n[1:]
}

type reader struct {
	symbols map[string]grammar.CharClass
	structs map[reflect.Type]*Struct
	unions  map[reflect.Type]*Union
}

// strct returns the production of struct type t, reading it the first
// time.
func (r *reader) strct(t reflect.Type) (*Struct, error) {
	if s := r.structs[t]; s != nil {
		return s, nil
	}
	refuse := func(construct, reason string) error {
		return &Error{Production: t.String(), Construct: construct, Reason: reason}
	}
	if t.Name() == "" {
		return nil, refuse("unnamed struct type", "a production must be a named type")
	}
	if isParseable(t) {
		return nil, refuse("participle.Parseable", "a production must be declared by tags, not by a Parse method")
	}
	s := &Struct{Type: t, Name: ruleName(t)}
	r.structs[t] = s // before reading the tags: a production may use itself
	fields, err := taggedFields(t, nil)
	if err != nil {
		return nil, err
	}
	if len(fields) == 0 {
		return nil, refuse("struct without tags", "no field has a parser tag")
	}
	s.Fields = fields
	if f, ok := t.FieldByName("Span"); ok && f.Anonymous && f.Type == spanType() {
		s.Span = f.Index
	}
	if f, ok := t.FieldByName("Pos"); ok && positionType().ConvertibleTo(f.Type) {
		s.Pos = f.Index
	}
	if f, ok := t.FieldByName("EndPos"); ok && positionType().ConvertibleTo(f.Type) {
		s.EndPos = f.Index
	}
	if f, ok := t.FieldByName("Tokens"); ok && isTokens(f.Type) {
		return nil, refuse("field Tokens []lexer.Token", "participle fills it with the struct's tokens, which the generator does not support")
	}
	toks, terr := lexTags(fields)
	if terr != nil {
		return nil, r.tagErr(s, terr)
	}
	p := &tagParser{r: r, s: s, toks: toks}
	expr, err := p.disjunction()
	if err != nil {
		return nil, err
	}
	if tok := p.peek(); tok.kind != tEOF {
		return nil, p.refuse(tok, fmt.Sprintf("%q", tok.src), "it closes no group")
	}
	s.Expr = expr
	return s, nil
}

// taggedFields lists the fields of t that participle reads tags from:
// exported fields with a parser tag, and those of embedded structs, in
// order.
func taggedFields(t reflect.Type, index []int) ([]Field, error) {
	var out []Field
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		idx := append(append([]int(nil), index...), i)
		switch {
		case f.Anonymous && f.Type.Kind() == reflect.Struct:
			sub, err := taggedFields(f.Type, idx)
			if err != nil {
				return nil, err
			}
			out = append(out, sub...)
		case f.PkgPath != "":
			continue
		default:
			tag, ok := f.Tag.Lookup("parser")
			if !ok && f.Tag != "" {
				// participle reads a tag without a parser key whole,
				// as grammar.
				return nil, &Error{Production: t.String(), Field: f.Name, Construct: fmt.Sprintf("tag %q without a parser key", string(f.Tag)),
					Reason: "participle would read the whole tag as grammar; write parser:\"...\""}
			}
			if tag != "" {
				out = append(out, Field{Name: f.Name, Index: idx, Type: f.Type, Tag: tag})
			}
		}
	}
	return out, nil
}

func (r *reader) tagErr(s *Struct, e *tagError) error {
	return &Error{Production: s.Type.String(), Field: s.Fields[e.field].Name, Construct: e.construct, Reason: e.cause}
}

// tagParser reads the expression of one struct from its tags' tokens.
type tagParser struct {
	r         *reader
	s         *Struct
	toks      []tagTok
	i         int
	capture   bool // inside the expression of a capture
	lookahead bool // inside a lookahead
}

func (p *tagParser) peek() tagTok { return p.toks[p.i] }

func (p *tagParser) next() tagTok {
	t := p.toks[p.i]
	if t.kind != tEOF {
		p.i++
	}
	return t
}

func (p *tagParser) is(kind tokKind, text string) bool {
	t := p.peek()
	return t.kind == kind && t.text == text
}

func (p *tagParser) refuse(at tagTok, construct, reason string) error {
	return &Error{Production: p.s.Type.String(), Field: p.s.Fields[at.field].Name, Construct: construct, Reason: reason}
}

// disjunction = sequence { "|" sequence }.
func (p *tagParser) disjunction() (Node, error) {
	var alts []Node
	for {
		at := p.peek()
		seq, err := p.sequence()
		if err != nil {
			return nil, err
		}
		if seq == nil {
			return nil, p.refuse(at, fmt.Sprintf("empty alternative %d", len(alts)+1), "an alternative must match something")
		}
		alts = append(alts, seq)
		if !p.is(tPunct, "|") {
			break
		}
		p.next()
	}
	if len(alts) == 1 {
		return alts[0], nil
	}
	return &Disjunction{Alts: alts}, nil
}

// sequence = term { term }, up to "|", ")" or the end of the tags.
func (p *tagParser) sequence() (Node, error) {
	var items []Node
	for {
		t := p.peek()
		if t.kind == tEOF || t.kind == tPunct && (t.text == "|" || t.text == ")") {
			break
		}
		n, err := p.term()
		if err != nil {
			return nil, err
		}
		items = append(items, n)
	}
	switch len(items) {
	case 0:
		return nil, nil
	case 1:
		return items[0], nil
	}
	return &Sequence{Items: items}, nil
}

// term = primary [ "?" | "*" | "+" ].
func (p *tagParser) term() (Node, error) {
	n, err := p.primary()
	if err != nil {
		return nil, err
	}
	t := p.peek()
	if t.kind != tPunct {
		return n, nil
	}
	var mode Mode
	switch t.text {
	case "?":
		mode = Optional
	case "*":
		mode = ZeroOrMore
	case "+":
		mode = OneOrMore
	case "!":
		return nil, p.refuse(t, `group modifier "!" (non-empty match)`, "not supported by the generator")
	default:
		return n, nil
	}
	if _, ok := n.(*Lookahead); ok {
		return nil, p.refuse(t, fmt.Sprintf("modifier %q on a lookahead", t.text), "a lookahead consumes nothing; participle would loop on it")
	}
	p.next()
	if u := p.peek(); u.kind == tPunct && strings.Contains("?*+!", u.text) {
		return nil, p.refuse(u, fmt.Sprintf("second modifier %q", u.text), "participle reads one modifier per term; group the term first")
	}
	return &Group{Mode: mode, Expr: n}, nil
}

// primary = "@" "@" | "@" primary | literal [ ":" ident ] | ident
// | "(" disjunction ")" | "(" "?" ( "=" | "!" ) disjunction ")".
func (p *tagParser) primary() (Node, error) {
	t := p.next()
	switch t.kind {
	case tString:
		lit := &Literal{Value: t.text}
		if p.is(tPunct, ":") {
			p.next()
			id := p.next()
			if id.kind != tIdent {
				return nil, p.refuse(id, fmt.Sprintf("literal type %s:%s", t.src, id.src), "a literal's type must be a token type")
			}
			typ, ok := p.r.symbols[id.text]
			if !ok {
				return nil, p.refuse(id, fmt.Sprintf("literal type %s:%s", t.src, id.text), "the lexer has no such token type")
			}
			if typ == grammar.EOF {
				return nil, p.refuse(id, fmt.Sprintf("literal type %s:EOF", t.src), "participle reads it as a literal of any type")
			}
			lit.TypeName, lit.Type = id.text, typ
		}
		if len(lit.Value) > 1 && !(len(lit.Value) == 3 && grammar.EscapeAt(lit.Value, 0)) {
			return nil, p.refuseLong(t, lit.Value)
		}
		return lit, nil
	case tIdent:
		typ, ok := p.r.symbols[t.text]
		if !ok {
			return nil, p.refuse(t, "token type "+t.text, "the lexer has no such token type")
		}
		return &Token{Name: t.text, Type: typ}, nil
	case tEOF:
		return nil, p.refuse(t, "end of the tags", "an expression is missing")
	}
	switch t.text {
	case "@":
		return p.captureOf(t)
	case "(":
		if p.is(tPunct, "?") {
			return p.lookaheadGroup(t)
		}
		expr, err := p.disjunction()
		if err != nil {
			return nil, err
		}
		if err := p.close(t); err != nil {
			return nil, err
		}
		return &Group{Mode: Once, Expr: expr}, nil
	case "[":
		return nil, p.refuse(t, "optional [ ... ]", `not supported by the generator; write ( ... )?`)
	case "{":
		return nil, p.refuse(t, "repetition { ... }", `not supported by the generator; write ( ... )*`)
	case "!", "~":
		return nil, p.refuse(t, fmt.Sprintf("token negation %s", t.text), "not supported by the generator")
	}
	return nil, p.refuse(t, fmt.Sprintf("%q", t.src), "unexpected here: an expression is missing")
}

func (p *tagParser) close(open tagTok) error {
	if t := p.next(); t.kind != tPunct || t.text != ")" {
		return p.refuse(t, fmt.Sprintf("%q", t.src), fmt.Sprintf("expected %q closing the %q of field %s", ")", open.src, p.s.Fields[open.field].Name))
	}
	return nil
}

func (p *tagParser) lookaheadGroup(open tagTok) (Node, error) {
	p.next() // ?
	t := p.next()
	if t.kind != tPunct || t.text != "=" && t.text != "!" {
		return nil, p.refuse(t, fmt.Sprintf("group (?%s", t.src), "a lookahead is (?= ...) or (?! ...)")
	}
	outer := p.lookahead
	p.lookahead = true
	expr, err := p.disjunction()
	p.lookahead = outer
	if err != nil {
		return nil, err
	}
	if err := p.close(open); err != nil {
		return nil, err
	}
	return &Lookahead{Negative: t.text == "!", Expr: expr}, nil
}

// captureOf reads what follows "@": the field is the one whose tag
// holds the "@".
func (p *tagParser) captureOf(at tagTok) (Node, error) {
	f := p.s.Fields[at.field]
	if p.capture {
		return nil, p.refuse(at, "capture inside a capture", "participle would capture the struct being parsed")
	}
	if p.lookahead {
		return nil, p.refuse(at, "capture inside a lookahead", "a lookahead's captures are discarded")
	}
	if p.is(tPunct, "@") {
		p.next()
		return p.captureStruct(at, f)
	}
	var kind CaptureKind
	switch {
	case f.Type.Kind() == reflect.Bool:
		kind = SetBool
	case isToken(f.Type) || isTokens(f.Type):
		return nil, p.refuse(at, fmt.Sprintf("@ into %s field %s", f.Type, f.Name), "token fields are not supported by the generator")
	case f.Type.Kind() != reflect.Pointer && reflect.PointerTo(f.Type).Implements(captureType()):
		kind = CaptureText
	default:
		return nil, p.refuse(at, fmt.Sprintf("@ into %s field %s", f.Type, f.Name), "the generator captures text only into a type with a Capture method (ast.Text) or a bool")
	}
	p.capture = true
	expr, err := p.primary()
	p.capture = false
	if err != nil {
		return nil, err
	}
	return &Capture{Field: f, Kind: kind, Expr: expr}, nil
}

func (p *tagParser) captureStruct(at tagTok, f Field) (Node, error) {
	t := f.Type
	if elem := indirect(t); elem.Kind() == reflect.Struct && elem.Name() == "" {
		return nil, p.refuse(at, fmt.Sprintf("@@ into unnamed struct type %s", t), "a production must be a named type")
	} else if isParseable(elem) {
		return nil, p.refuse(at, fmt.Sprintf("@@ into %s, a participle.Parseable", t), "a production must be declared by tags, not by a Parse method")
	}
	switch {
	case t.Kind() == reflect.Interface:
		u := p.r.unions[t]
		if u == nil {
			return nil, p.refuse(at, fmt.Sprintf("@@ into interface %s", t), "no union declares its members")
		}
		return &Capture{Field: f, Kind: SetUnion, Expr: u}, nil
	case t.Kind() == reflect.Pointer && t.Elem().Kind() == reflect.Struct:
		s, err := p.r.strct(t.Elem())
		if err != nil {
			return nil, err
		}
		return &Capture{Field: f, Kind: SetStruct, Expr: s}, nil
	case t.Kind() == reflect.Slice && t.Elem().Kind() == reflect.Pointer && t.Elem().Elem().Kind() == reflect.Struct:
		s, err := p.r.strct(t.Elem().Elem())
		if err != nil {
			return nil, err
		}
		return &Capture{Field: f, Kind: AppendStruct, Expr: s}, nil
	}
	return nil, p.refuse(at, fmt.Sprintf("@@ into %s field %s", t, f.Name), "the generator fills only a pointer to a struct, a slice of them, or a union interface")
}

// refuseLong refuses literal t, whose value v is more than one byte,
// with the literals to write instead.
func (p *tagParser) refuseLong(t tagTok, v string) error {
	if strings.IndexFunc(v, func(r rune) bool { return r >= utf8.RuneSelf }) >= 0 {
		return p.refuse(t, "literal "+t.src+", which is not US-ASCII", fmt.Sprintf(
			"a URL holds a byte above 7F only escaped (RFC 1738 section 2.2), so no input has it as written: match the escapes of its UTF-8 bytes, %s (an escape literal matches its hex digits in the case written; ( '%%c3' | '%%C3' ) takes both)", splitLiteral(v)))
	}
	return p.refuse(t, "literal "+t.src+" of more than one byte", fmt.Sprintf(
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
