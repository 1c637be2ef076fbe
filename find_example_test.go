package rfc1738_test

import (
	"fmt"

	"github.com/urlsyntax/rfc1738"
)

// Find reads a text once and gives each URL it writes, where and in
// which form, parsed.
func ExampleFind() {
	text := "See <https://example.org/> or ftp://ftp.example.org/pub/f.txt.\n" +
		"An old one: <URL:http://www.example.org/~joe/>\n"
	for _, f := range rfc1738.Find(text, 0) {
		fmt.Println(f.Pos, f.Form, f.Text, f.Err == nil)
	}
	// Output:
	// 1:5 angle https://example.org/ true
	// 1:31 bare ftp://ftp.example.org/pub/f.txt true
	// 2:13 quoted http://www.example.org/~joe/ false
}
