package interp

import (
	"reflect"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// ReadURL reads the grammar that peg.Build(parts...) builds: rooted
// at ast.URL, with the grammar's character classes (grammar.Symbols), and the scheme part one
// of parts, tried in order.
func ReadURL(parts ...ast.SchemePart) (*Grammar, error) {
	return Read(reflect.TypeOf(ast.URL{}), grammar.Symbols(), UnionOf(parts...))
}

// ReadFragment reads the grammar of grammar.Fragment: RFC 1808's
// fragment identifier.
func ReadFragment() (*Grammar, error) {
	return Read(reflect.TypeOf(ast.Fragment{}), grammar.Symbols())
}

// ReadReference reads the grammar of grammar.Reference: RFC 1808's URL,
// a relative or absolute reference with its fragment.
func ReadReference() (*Grammar, error) {
	return Read(reflect.TypeOf(ast.Reference{}), grammar.Symbols())
}
