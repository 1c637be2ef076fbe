package interp_test

import (
	"errors"
	"fmt"
	"reflect"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/interp"
)

// ReadURL reads the grammar a parser of these scheme parts is built
// from; EBNF prints it as participle prints the parser.
func ExampleReadURL() {
	g, err := interp.ReadURL(&ast.MailtoPart{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(g.EBNF())
	// Output:
	// URL = Scheme ":" SchemePart .
	// Scheme = (<alpha> | <digit> | "+" | "-" | ".")+ .
	// SchemePart = MailtoPart .
	// MailtoPart = Encoded822Addr .
	// Encoded822Addr = (<alpha> | <digit> | <safe> | <extra> | <reserved> | <escape>)+ .
}

// ReadFragment reads RFC 1808's fragment identifier, which
// parser.ParseReference parses after "#".
func ExampleReadFragment() {
	g, err := interp.ReadFragment()
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(g.EBNF())
	// Output:
	// Fragment = (<alpha> | <digit> | <safe> | <extra> | <reserved> | <escape>)* <eof> .
}

// A Grammar lists its productions, structs and unions, each once, in the
// order EBNF prints them; Nullable tells those that can match nothing.
func ExampleGrammar() {
	g, err := interp.ReadURL(&ast.IPSchemePart{}, &ast.OpaquePart{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, p := range g.Rules[:8] {
		kind := "struct"
		if _, ok := p.(*interp.Union); ok {
			kind = "union"
		}
		fmt.Printf("%-12s %-6s nullable=%v\n", p.RuleName(), kind, interp.Nullable(p))
	}
	// Output:
	// URL          struct nullable=false
	// Scheme       struct nullable=false
	// SchemePart   union  nullable=true
	// IPSchemePart struct nullable=false
	// Login        struct nullable=false
	// User         struct nullable=true
	// Password     struct nullable=true
	// HostPort     struct nullable=false
}

// Assignment and Word are a tiny grammar of one's own, declared as
// participle declares grammars: name "=" digits.
type Assignment struct {
	ast.Span
	Name  *Word    `parser:"@@ '='"`
	Value ast.Text `parser:"@Digit+ EOF"`
}

// Word is a name: a letter, then letters and digits.
type Word struct {
	ast.Span
	Text ast.Text `parser:"@( Alpha (Alpha | Digit)* )"`
}

// Read reads any grammar declared with participle tags, here with the
// character classes of package grammar, one token a byte.
func ExampleRead() {
	g, err := interp.Read(reflect.TypeOf(Assignment{}), grammar.Symbols())
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(g.EBNF())
	// Output:
	// Assignment = Word "=" <digit>+ <eof> .
	// Word = (<alpha> (<alpha> | <digit>)*) .
}

// refused captures into a string field, which the generator does not
// support (participle would append one character at a time).
type refused struct {
	Name string `parser:"@Alpha+"`
}

// A grammar the generator does not support is refused with an *Error
// that names the production, the field and the construct.
func ExampleError() {
	_, err := interp.Read(reflect.TypeOf(refused{}), grammar.Symbols())
	var e *interp.Error
	if errors.As(err, &e) {
		fmt.Println(e.Production)
		fmt.Println(e.Field)
		fmt.Println(e.Construct)
		fmt.Println(e.Reason)
	}
	// Output:
	// interp_test.refused
	// Name
	// @ into string field Name
	// the generator captures text only into a type with a Capture method (ast.Text) or a bool
}
