package interp

import (
	"fmt"
	"reflect"
	"strings"

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
	expr, err := r.tags(s)
	if err != nil {
		return nil, err
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
