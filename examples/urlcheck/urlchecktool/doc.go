// Package urlchecktool is the whole of command urlcheck
// (examples/urlcheck), for a program to run with a parser of its own: a
// scheme author's urlcheck, which checks the URLs of their scheme as
// urlcheck checks RFC 1738's. The command's documentation says what it
// prints; examples/urlcheck's main is Config.Main with the default
// parser and the -scheme flag of examples/newscheme's schemes.
//
// A scheme author's main is a line:
//
//	package main
//
//	import (
//		"example.com/imap"
//		"github.com/urlsyntax/rfc1738/examples/urlcheck/urlchecktool"
//		"github.com/urlsyntax/rfc1738/parser"
//	)
//
//	func main() { urlchecktool.Main(parser.WithScheme(imap.Scheme())) }
//
// or, for a scheme registered with parser.Register in its package's
// init, urlchecktool.Main() after importing the package. Every mode of
// urlcheck then reads the scheme's URLs by its own production: the
// verdicts and their errors at the first impossible byte with the
// scheme's notes, -json, -nowarn, -fix, -base (a reference resolved to
// a URL of the scheme is checked by it) and -text, which finds the bare
// URLs of the scheme in a document as those of RFC 1738's schemes.
package urlchecktool
