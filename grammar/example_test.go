package grammar_test

import (
	"fmt"

	"github.com/urlsyntax/rfc1738/grammar"
)

// Every byte belongs to one of section 2.2's character classes; "%" and
// two hex digits are one escape.
func ExampleClass() {
	names := map[string]string{}
	for name, t := range grammar.Symbols() {
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

func ExampleOf() {
	fmt.Println(grammar.PortP.Cite())
	// Output: RFC 1738 section 5, explained in section 3.1: port = digits
}
