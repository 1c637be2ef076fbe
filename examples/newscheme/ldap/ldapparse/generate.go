// Package ldapparse is the parser that command rfc1738gen generates from
// package ldap's participle tags (zz_generated.go), and the LDAP scheme
// that uses it:
//
//	p, err := parser.New(parser.WithScheme(ldapparse.Scheme()))
//
// parses LDAP URLs as parser.New(parser.WithScheme(ldap.Scheme())) does,
// to the same trees and errors, without the grammar's interpreter, which
// reads the tags by reflection and is several times slower.
//
// It shows what a scheme author does to get a generated parser for
// their scheme. The generated file lives in a package of its own, not in
// package ldap which declares the types: the generator is compiled with
// package ldap (it reads the types by reflection), so package ldap must
// compile without the generated file, which may be stale or broken after
// a change of the types. The author
//
//  1. writes a go:generate line, as generate.go does, naming the scheme
//     and its scheme part's type, and runs go generate;
//  2. sets the Generated and Automaton fields of the parser.Scheme to
//     the generated file's exported entry function and automaton,
//     ParseLDAP and AutomatonLDAP() here, as Scheme does;
//  3. tests, as generated_test.go does, that the generated file is
//     current and that it parses as participle's reflective parser of
//     the same tags does.
package ldapparse

// zz_generated.go is written from package ldap's participle tags by
// rfc1738gen, which builds and runs a small program compiled with
// package ldap; regenerate it after changing a tag.
//go:generate go run github.com/urlsyntax/rfc1738/grammar/gen/cmd/rfc1738gen -scheme ldap=github.com/urlsyntax/rfc1738/examples/newscheme/ldap.Part -pkg ldapparse -o zz_generated.go
