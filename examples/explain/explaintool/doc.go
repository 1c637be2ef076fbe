// Package explaintool is the whole of command explain
// (examples/explain), for a program to run with a parser of its own:
// a scheme author's explain, which shows the URLs of their scheme as
// explain shows RFC 1738's, part by part, in English or French. The
// command's documentation says what it prints; examples/explain's main
// is Config.Run with the default parser and the -scheme flag of
// examples/newscheme's schemes.
//
// A scheme author's main is a line:
//
//	package main
//
//	import (
//		"example.com/imap"
//		"github.com/urlsyntax/rfc1738/examples/explain/explaintool"
//		"github.com/urlsyntax/rfc1738/parser"
//	)
//
//	func main() { explaintool.Main(parser.WithScheme(imap.Scheme())) }
//
// or, for a scheme registered with parser.Register in its package's
// init, explaintool.Main() after importing the package. Everything
// explain does then works for the scheme's URLs: the labelled diagram,
// the table of the parts, -tree, -json, -trace, -base, the errors at the
// first impossible byte with the scheme's notes, and -grammar, which
// prints the scheme's rules in a section of their own. The table reads
// a part by its own fields, not by RFC 1738's list of schemes: its
// <user> and <password> are the nodes of a *ast.Login or those its
// UserInfo returns (ast.UserInfoPart), its <host> and <port> a
// *ast.Login's, *ast.HostPort's, *ast.Host's or *ast.Port's, and it has
// a <url-path> when a field follows them; a part it has no field for is
// said to have no place in the scheme's production.
package explaintool
