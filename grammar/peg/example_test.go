package peg_test

import (
	"fmt"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar/peg"
)

// The lexer makes one token per byte, and one per escape, each with its
// offset.
func ExampleTokens() {
	for _, t := range peg.Tokens("ftp://h/a%20b") {
		fmt.Printf("%d:%s ", t.Pos.Offset, t.Value)
	}
	fmt.Println()
	// Output: 0:f 1:t 2:p 3:: 4:/ 5:/ 6:h 7:/ 8:a 9:%20 12:b 13:
}

// Build makes a participle parser of the generic syntax with the given
// scheme parts tried in order; the parser's generated code and interpreter
// build the same trees.
func ExampleBuild() {
	p, err := peg.Build(&ast.HTTPPart{})
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

// The grammar prints itself as EBNF, straight from participle.
func ExampleGeneric() {
	ebnf := peg.Generic().String()
	for _, line := range strings.Split(ebnf, "\n") {
		if strings.HasPrefix(line, "Host") || strings.HasPrefix(line, "Port") {
			fmt.Println(line)
		}
	}
	// Output:
	// HostPort = Host (":" Port)? .
	// Host = Hostname | Hostnumber .
	// Hostname = (DomainLabel ".")* TopLabel .
	// Hostnumber = Digits "." Digits "." Digits "." Digits .
	// Port = <digit>+ .
}
