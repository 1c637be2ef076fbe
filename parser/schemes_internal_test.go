package parser

import (
	"reflect"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
)

// TestBuiltinsAreAST checks that the parser's entries of the built-in
// schemes (productionSchemes, with their validators) are the schemes
// package ast describes (ast.Schemes, ast.PartOf), which rfc1738gen and
// the railroad page read: the same names, with parts of the same types.
func TestBuiltinsAreAST(t *testing.T) {
	names := ast.Schemes()
	if len(productionSchemes) != len(names) {
		t.Fatalf("%d entries, ast describes %d schemes", len(productionSchemes), len(names))
	}
	for _, name := range names {
		s, ok := builtinSchemes()[name]
		if !ok {
			t.Errorf("no entry for %s", name)
			continue
		}
		if got, want := reflect.TypeOf(s.Part), reflect.TypeOf(ast.PartOf(name)); got != want {
			t.Errorf("%s: part %v, ast says %v", name, got, want)
		}
		if s.validator() == nil || s.Generated == nil || s.Automaton == nil {
			t.Errorf("%s: validator, generated parser or automaton missing", name)
		}
	}
}

// replacing returns s with Replace set: the tests that read a built-in
// scheme through the interpreter register it again, over the built-in
// one.
func replacing(s Scheme) Scheme {
	s.Replace = true
	return s
}
