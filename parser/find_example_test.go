package parser_test

import (
	"errors"
	"fmt"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// Find finds the URLs of a Markdown text in every form, with the line
// and column of each, and skips its code and the words before a colon
// that are no scheme.
func ExampleFind() {
	text := "Note: see <URL:ftp://ftp.example.org/pub/\n  rfc1738.txt>, [the site](https://example.org/docs)\n" +
		"and http://example.org/a. Code is skipped: `http://example.org/~x`.\n"
	for _, f := range parser.Find(text, 0) {
		fmt.Printf("%s %s %s valid=%t\n", f.Pos, f.Form, f.Text, f.Err == nil)
	}
	// Output:
	// 1:11 quoted ftp://ftp.example.org/pub/rfc1738.txt valid=true
	// 2:28 markdown https://example.org/docs valid=true
	// 3:5 bare http://example.org/a valid=true
}

// An invalid URL's error, and its notes, are at offsets into the text:
// Position gives their lines and columns, as an editor jumps to them,
// and SpecificCode the code of the note that explains the error.
func ExampleFinding_Position() {
	text := "A quote broken across lines:\n<URL:http://example.org/\n  ~joe/>\n"
	for _, f := range parser.Find(text, 0) {
		var e *parser.Error
		if errors.As(f.Err, &e) {
			fmt.Printf("%s: %s: %s\n", f.Position(e.Offset), e.SpecificCode(), e.Message(grammar.English))
		}
	}
	// Output:
	// 3:3: note-unsafe: found "~", expected an xchar (a letter, a digit, a safe, extra or reserved character, or an escape) or the end of the URL
}

// A syntax error's code only says that the input is not a URL; the
// note that explains it says why, and SpecificCode returns its code.
func ExampleError_SpecificCode() {
	for _, s := range []string{"http://9lives/", "ftp://anon:pa:ss@ftp.example.org/", "gopher://h:x/"} {
		_, err := parser.Parse(s)
		var e *parser.Error
		if errors.As(err, &e) {
			fmt.Println(e.Code, e.SpecificCode())
		}
	}
	// Output:
	// syntax note-toplabel-digit
	// syntax note-login-escape
	// syntax syntax
}
