package ldap

import "github.com/urlsyntax/rfc1738/parser"

// Name is the scheme's name (RFC 4516 section 2: scheme = "ldap"),
// matched in any case.
const Name = "ldap"

// Scheme returns the LDAP scheme, to register with a parser:
//
//	p, err := parser.New(parser.WithScheme(ldap.Scheme()))
//
// URLs of that parser whose scheme is "ldap" (in any case) must then
// match Part's production, and Validate runs on them; a parser built
// without it reads them by RFC 1738's generic syntax. Its Generated and
// Automaton are nil, so the grammar's interpreter builds their trees and
// WithScheme builds the automaton that finds their syntax errors from
// Part's tags;
// ldapparse.Scheme() is this scheme with the parser and the automaton
// generated from Part's tags.
func Scheme() parser.Scheme {
	return parser.Scheme{Name: Name, Part: &Part{}, Validate: Validate}
}
