package parser_test

import (
	"errors"
	"fmt"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// Check answers whether a URL is valid, and where it stops being one,
// without building its tree: nil for a valid URL, which costs no
// allocation, and for an invalid one a *CheckError with the first
// impossible byte. Its text is Parse's; the full *Error, with what was
// expected there and the notes, is built only when asked for, through
// errors.As.
func ExampleCheck() {
	for _, s := range []string{
		"http://www.iec.ch/about/mission-e.htm",
		"http://999.1.1.1:99999/", // valid: its warnings are Parse's business
		"http://www.iec.ch:o/",
	} {
		err := parser.Check(s)
		if err == nil {
			fmt.Println("valid:", s)
			continue
		}
		var c *parser.CheckError
		if errors.As(err, &c) {
			fmt.Printf("invalid at %d: %s\n", c.Offset, c.Input[c.Offset:])
		}
		fmt.Println(err)
		var e *parser.Error
		if errors.As(err, &e) {
			fmt.Println("expected:", e.ExpectedText(grammar.English), "in", e.Production.Name)
		}
	}
	// Output:
	// valid: http://www.iec.ch/about/mission-e.htm
	// valid: http://999.1.1.1:99999/
	// invalid at 18: o/
	// offset 18: port: found "o", expected a digit (RFC 1738 section 5, explained in section 3.1: port = digits; in httpurl, RFC 1738 section 3.3)
	// expected: a digit in port
}

// A Parser's Check agrees with its Parse: an input over its MaxLength is
// refused with the *Error that Parse returns, before any of it is read.
func ExampleParser_Check() {
	p, err := parser.New(parser.MaxLength(16))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.Check("http://a/b"))
	err = p.Check("http://a/bcdefghijk")
	fmt.Printf("%T: %v\n", err, err)
	// Output:
	// <nil>
	// *parser.Error: offset 16: the input is 19 bytes long, more than the limit of 16 (MaxLength)
}
