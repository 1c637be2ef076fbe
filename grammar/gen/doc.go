// Package gen is the generator: from a grammar that package
// grammar/interp reads out of the participle tags (`parser:"..."`) of Go
// struct types, it writes Go source that parses the grammar's language
// (Emit, EmitUnits, WriteSchemes; command rfc1738gen): for each grammar
// (a unit), its automaton's tables (automaton<Unit>: see grammar/interp,
// "The automaton") and a tree parser (parse<Unit>). It runs when go
// generate does, never in a program that parses URLs: no package such a
// program imports imports it. participle's reflective parser of the same
// tags stays the oracle, in the tests.
//
// The generated tree parser (emit_parser.go) only has to build the tree
// of a valid input, and for a parse that succeeds participle's rules
// reduce to plain ordered choice: it restores the cursor and the fields a
// failed branch captured into, reads runs of single-byte tokens through
// 256-entry tables, and takes the tree's nodes from blocks allocated per
// input. It returns nil, and leaves the tree to the interpreter, where
// participle would panic or keep a capture of a failed branch (see
// "Semantics the tree builders keep"); no RFC 1738 URL takes that path.
//
// The generated code is meant to be read. All the units of a file share
// one parser type, and each production is one method of it, written once
// for every unit that uses it (parseHostPort serves ftp, http, gopher...),
// that starts with the production's rule in EBNF; each block of code
// that parses a choice, a repetition or a lookahead carries its EBNF
// too. The byte tables are named after the RFC's classes and the bytes
// they hold (setAlphaDigit, setUnreservedSemicolonQuestionAmpEquals),
// the slabs after the node types (domainLabels), and the locals after
// what they save (savedDomainLabels, textStart). What the methods call,
// the cursor, the byte loops and the slabs' growth, is package
// grammar/treeparse: ordinary Go, compiled, vetted and tested, that the
// generated code imports. Captures and leaks are counted (see
// openBranch in emit_parser.go) only in the methods where a leak can
// happen, which no built-in production has.
//
// # For scheme authors
//
// A scheme registered with parser.WithScheme has its trees built by the
// interpreter unless its parser.Scheme has a Generated parser, which is
// several times faster (docs/speed.md). To generate one, put
// a go:generate line in a package of its own next to the package that
// declares the scheme part (here ldapparse, for package ldap):
//
//	//go:generate go run github.com/urlsyntax/rfc1738/grammar/gen/cmd/rfc1738gen -scheme ldap=github.com/you/mod/ldap.Part -pkg ldapparse -o zz_generated.go
//
// -scheme may be repeated. rfc1738gen builds a small program with the
// package that declares each type, which calls WriteSchemes, and writes
// its output: for each scheme, the generated parser and automaton and
// two exported entries, Parse<Unit> (UnitName: ParseLDAP for "ldap")
// and Automaton<Unit>, to set as the scheme's Generated and Automaton:
//
//	s := ldap.Scheme()
//	s.Generated, s.Automaton = ldapparse.ParseLDAP, ldapparse.AutomatonLDAP()
//	p, err := parser.New(parser.WithScheme(s))
//
// The generated file must not be in the package that declares the types
// (rfc1738gen refuses): it imports them, and a generated file that no
// longer compiles after a change of the types would stop that package,
// and so the program that regenerates the file, from compiling. Rerun go
// generate after every change of the tags, and test, with package
// grammar/gen/schemetest as examples/newscheme/ldap/ldapparse does, that
// the file is current (schemetest.Current: its bytes are WriteSchemes'
// with the arguments of the go:generate line), and that the automaton
// accepts what participle's parser of the same grammar accepts, errs
// where the oracle puts the first impossible byte, and that the entry
// gives participle's trees (schemetest.Check). A construct this package refuses (see Constructs) makes
// rfc1738gen fail with the *Error that names it; such a scheme stays on
// the interpreter.
//
// The constructs the generator supports, and the semantics the parsers
// keep, are grammar/interp's: the reader refuses the others.
package gen
