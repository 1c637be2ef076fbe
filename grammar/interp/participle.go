package interp

import "reflect"

// The types of participle's that a grammar's node types may use, known
// here by their shape and their package's path, so that a program that
// reads tags and interprets them does not link participle.
const (
	participlePath = "github.com/alecthomas/participle/v2"
	lexerPath      = participlePath + "/lexer"
)

// capturer is participle.Capture: a field type that builds itself from
// the text it captures.
type capturer interface{ Capture(values []string) error }

// lexerPosition has the fields of participle's lexer.Position, so the two
// convert to each other, and so does every type defined from it.
type lexerPosition struct {
	Filename             string
	Offset, Line, Column int
}

func captureType() reflect.Type  { return reflect.TypeFor[capturer]() }
func positionType() reflect.Type { return reflect.TypeFor[lexerPosition]() }

// isLexerType reports whether t is the type name of participle's lexer
// package (Token, PeekingLexer).
func isLexerType(t reflect.Type, name string) bool {
	return t.Name() == name && t.PkgPath() == lexerPath
}

// isToken reports whether t is participle's lexer.Token.
func isToken(t reflect.Type) bool { return isLexerType(t, "Token") }

// isTokens reports whether t is []lexer.Token, which participle fills
// with a struct's tokens.
func isTokens(t reflect.Type) bool { return t.Kind() == reflect.Slice && isToken(t.Elem()) }

// isParseable reports whether t or *t is participle.Parseable: it has
// Parse(*lexer.PeekingLexer) error, and parses itself.
func isParseable(t reflect.Type) bool {
	return parses(t) || t.Kind() != reflect.Pointer && parses(reflect.PointerTo(t))
}

func parses(t reflect.Type) bool {
	m, ok := t.MethodByName("Parse")
	if !ok || m.Type.NumIn() != 2 || m.Type.NumOut() != 1 {
		return false
	}
	in, out := m.Type.In(1), m.Type.Out(0)
	return in.Kind() == reflect.Pointer && isLexerType(in.Elem(), "PeekingLexer") &&
		out == reflect.TypeOf((*error)(nil)).Elem()
}

// position is the value of a lexer.Position field at offset o of an
// input that is one line.
func position(o int, typ reflect.Type) reflect.Value {
	v := reflect.New(positionType()).Elem()
	v.Field(1).SetInt(int64(o))
	v.Field(2).SetInt(1)
	v.Field(3).SetInt(int64(o + 1))
	return v.Convert(typ)
}
