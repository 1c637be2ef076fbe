package grammar_test

import (
	"fmt"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// Every byte belongs to one of section 2.2's character classes; "%" and
// two hex digits are one escape.
func ExampleClass() {
	names := map[string]string{}
	for name, t := range grammar.Lexer.Symbols() {
		names[fmt.Sprint(t)] = name
	}
	for _, c := range []byte{'a', '7', '$', '!', ';', '~', '{', ' ', '\n', 0xe9} {
		fmt.Printf("%q %s\n", c, names[fmt.Sprint(grammar.Class(c))])
	}
	fmt.Println(grammar.EscapeAt("a%7Eb", 1), grammar.EscapeAt("a%7", 1))
	// Output:
	// 'a' Alpha
	// '7' Digit
	// '$' Safe
	// '!' Extra
	// ';' Reserved
	// '~' National
	// '{' National
	// ' ' Space
	// '\n' Control
	// 'é' NonASCII
	// true false
}

// The lexer makes one token per byte, and one per escape, each with its
// offset.
func ExampleTokens() {
	for _, t := range grammar.Tokens("ftp://h/a%20b") {
		fmt.Printf("%d:%s ", t.Pos.Offset, t.Value)
	}
	fmt.Println()
	// Output: 0:f 1:t 2:p 3:: 4:/ 5:/ 6:h 7:/ 8:a 9:%20 12:b 13:
}

// Build makes a participle parser of the generic syntax with the given
// scheme parts tried in order; this is what parser.New does for each
// scheme.
func ExampleBuild() {
	p, err := grammar.Build(&ast.HTTPPart{})
	if err != nil {
		fmt.Println(err)
		return
	}
	u, err := p.ParseString("", "http://www.iec.ch/a?b")
	if err != nil {
		fmt.Println(err)
		return
	}
	part := u.Part.(*ast.HTTPPart)
	fmt.Println(part.HostPort.Host, part.Path.Segments[0], part.Search)
	for _, line := range strings.Split(p.String(), "\n") {
		if strings.HasPrefix(line, "HTTPPart") {
			fmt.Println(line)
		}
	}
	// Output:
	// www.iec.ch a b
	// HTTPPart = "/" "/" HostPort ("/" HPath ("?" Search)?)? .
}
