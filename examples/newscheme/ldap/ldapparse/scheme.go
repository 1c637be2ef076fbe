package ldapparse

import (
	"github.com/urlsyntax/rfc1738/examples/newscheme/ldap"
	"github.com/urlsyntax/rfc1738/parser"
)

// Scheme returns the LDAP scheme of package ldap with its generated
// parser, to register with a parser:
//
//	p, err := parser.New(parser.WithScheme(ldapparse.Scheme()))
//
// It is ldap.Scheme() with Generated set to ParseLDAP and Automaton to
// AutomatonLDAP(), generated from the same ldap.Part.
func Scheme() parser.Scheme {
	s := ldap.Scheme()
	s.Generated, s.Automaton = ParseLDAP, AutomatonLDAP()
	return s
}
