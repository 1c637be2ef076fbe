package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/urlsyntax/rfc1738/examples/internal/term"
	"github.com/urlsyntax/rfc1738/examples/newscheme/ldap/ldapparse"
	"github.com/urlsyntax/rfc1738/parser"
)

// scheme returns the LDAP scheme the command registers: package ldap's,
// with the parser generated from its tags (ldapparse). A variable, so
// that the tests can watch the generated parser being used and compare
// the output with the interpreter's (ldap.Scheme).
var scheme = ldapparse.Scheme

// rfc4516Examples are the URLs of RFC 4516 section 4, shown when no URL
// is given.
var rfc4516Examples = []string{
	"ldap:///o=University%20of%20Michigan,c=US",
	"ldap://ldap1.example.net/o=University%20of%20Michigan,c=US",
	"ldap://ldap1.example.net/o=University%20of%20Michigan,c=US?postalAddress",
	"ldap://ldap1.example.net:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)",
	"LDAP://ldap1.example.com/c=GB?objectClass?ONE",
	"ldap://ldap2.example.com/o=Question%3f,c=US?mail",
	"ldap://ldap3.example.com/o=Babsco,c=US???(four-octet=%5c00%5c00%5c00%5c04)",
	"ldap://ldap.example.com/o=An%20Example%5C2C%20Inc.,c=US",
	"ldap://ldap.example.net",
	"ldap://ldap.example.net/",
	"ldap://ldap.example.net/?",
	"ldap:///??sub??e-bindname=cn=Manager%2cdc=example%2cdc=com",
	"ldap:///??sub??!e-bindname=cn=Manager%2cdc=example%2cdc=com",
}

const usage = `usage: newscheme [URL ...]

Parses each URL with a parser that knows the LDAP scheme of RFC 4516,
and prints its parts. With no URL, parses the examples of RFC 4516
section 4. The exit status is 1 when a URL is invalid.
`

// run parses each URL of args (or the RFC's examples) and reports on it
// to stdout; it returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 && (args[0] == "-h" || args[0] == "-help" || args[0] == "--help") {
		fmt.Fprint(stdout, usage)
		return 0
	}
	if len(args) > 0 && args[0] == "--" {
		args = args[1:]
	}
	if len(args) == 0 {
		args = rfc4516Examples
	}
	p, err := parser.New(parser.WithScheme(scheme()))
	if err != nil {
		fmt.Fprintln(stderr, "newscheme:", term.Escape(err.Error()))
		return 2
	}
	status := 0
	for i, input := range args {
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		u, warnings, err := p.ParseWarnings(input) // one parse; Validate would check a parsed tree again
		if err != nil {
			status = 1
			invalid(stdout, input, err)
			continue
		}
		report(stdout, input, u, warnings)
	}
	return status
}

// invalid reports a URL the parser rejected: the URL, escaped
// (term.Escape), a caret under the byte at fault, and each error.
func invalid(w io.Writer, input string, err error) {
	fmt.Fprintln(w, term.Escape(input))
	var list parser.ErrorList
	var one *parser.Error
	switch {
	case errors.As(err, &list):
	case errors.As(err, &one):
		list = parser.ErrorList{one}
	default:
		fmt.Fprintln(w, "  invalid:", term.Escape(err.Error()))
		return
	}
	for _, e := range list {
		// The caret's column is the offset: the bytes before it are
		// printable ASCII, shown as they are, since the parser stops at
		// the first byte that is not.
		fmt.Fprintf(w, "%*s^\n", min(e.Offset, len(input)), "")
		fmt.Fprintln(w, "  invalid:", term.Escape(e.Error()))
	}
}
