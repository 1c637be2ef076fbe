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

// TestBuiltinPartErrors checks the generated dispatch of every built-in
// scheme's validator on a part it cannot read: of another type, a typed
// nil of its own, or none. The validator is not called; the one error
// names the scheme, the part's type and the scheme's production.
func TestBuiltinPartErrors(t *testing.T) {
	for _, name := range ast.Schemes() {
		want := reflect.TypeOf(ast.PartOf(name)).String()
		prod := builtinSchemes()[name].production
		for _, tc := range []struct {
			part ast.SchemePart
			code Code
			got  string
		}{
			{&ast.OpaquePart{Text: "x"}, CodePartType, "*ast.OpaquePart"},
			{reflect.Zero(reflect.TypeOf(ast.PartOf(name))).Interface().(ast.SchemePart), CodePartMissing, ""},
			{nil, CodePartMissing, ""},
		} {
			u := &ast.URL{Scheme: &ast.Scheme{Span: ast.At(0, len(name)), Text: ast.Text(name)}, Part: tc.part}
			list := builtinValidator(name)(u)
			if len(list) != 1 {
				t.Errorf("%s, part %T: %d errors, want 1: %v", name, tc.part, len(list), list)
				continue
			}
			e := list[0]
			args := map[string]string{"scheme": name, "want": want}
			if tc.got != "" {
				args["got"] = tc.got
			}
			if e.Code != tc.code || e.Offset != len(name)+1 || e.Production != prod || e.Scheme != prod || !reflect.DeepEqual(e.Args, args) {
				t.Errorf("%s, part %T: %s at %d in %s/%s, args %v; want %s at %d in %s, args %v",
					name, tc.part, e.Code, e.Offset, e.Production.Name, e.Scheme.Name, e.Args, tc.code, len(name)+1, prod.Name, args)
			}
		}
	}
}
