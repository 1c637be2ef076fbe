// Package peg builds participle's own parsers of the grammar that
// package ast declares in struct tags: reflective PEG parsers, with
// unbounded lookahead, over the lexer of RFC 1738's character classes
// (Lexer, which types each byte by grammar.Class and an escape as one
// token).
//
// They are the oracle: the parser's generated code and its interpreter
// must build the same trees as these parsers do, which the tests check.
// No program needs them to parse, and package parser does not import
// this package, so a program that parses URLs links neither participle
// nor the reflection it runs on.
//
// A repetition in participle stops after participle.MaxIterations
// matches, a million by default. Each byte is a token here, so an input
// of more than a million bytes needs a higher limit. That is a global of
// participle's, which this package leaves to the program to set.
//
// String on a built parser prints its grammar as EBNF:
//
//	URL = Scheme ":" SchemePart .
//	SchemePart = IPSchemePart | OpaquePart .
//	IPSchemePart = "/" "/" Login ("/" URLPath)? .
//	Login = ((?= ...) User (":" Password)? "@")? HostPort .
//	HostPort = Host (":" Port)? .
//	Host = Hostname | Hostnumber .
//	Hostname = (DomainLabel ".")* TopLabel .
//	...
package peg
