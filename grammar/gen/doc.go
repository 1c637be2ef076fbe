// Package gen reads a grammar as it is declared, the participle tags
// (`parser:"..."`) of Go struct types, by reflection, into an
// intermediate representation (IR), and from the IR builds what parses
// the grammar's language: an automaton that decides whether an input is
// valid and where it breaks, a tree parser emitted as Go source
// (Emit, EmitUnits, WriteSchemes; command rfc1738gen), and an
// interpreter (Grammar.Interpret). participle's reflective parser of the
// same tags stays their oracle, in the tests.
//
// Each grammar (a unit) gets an automaton (BuildAutomaton,
// automaton<Unit> in the generated code): the deterministic automaton of
// the grammar's language, which reads the input once and, when it is not
// valid, names its first impossible byte (see "The automaton" below).
// The parser runs it first, and builds a tree only for valid input.
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
// grammar/gen/fast: ordinary Go, compiled, vetted and tested, that the
// generated code imports. Captures and leaks are counted (see
// openBranch in emit_parser.go) only in the methods where a leak can
// happen, which no built-in production has.
//
// The interpreter walks the IR itself and builds nodes by reflection, with
// all of participle's semantics: it builds the tree of a scheme that has
// no generated code, and the trees the generated parser leaves to it.
// Both fill each node's ast.Span with byte offsets; a type with Pos and
// EndPos fields of participle's lexer.Position gets those instead.
//
// Read reads tags as participle v2.1.4 does. The tags of a struct's
// tagged fields (those of embedded structs included, in field order) are
// one token stream, so a group opened in one field's tag may close in a
// later one's (ast.Login, ast.WAISPart); "@" captures into the field whose
// tag holds the "@"; and each IR node is a node participle builds, in the
// same shape: a one-item sequence or one-alternative choice is that item,
// "( x )" is a Group of mode Once, and a modifier wraps the term before
// it, a capture included (@'/'? is Group ?(Capture(Literal))). Structs and
// unions are shared nodes, one per type. Grammar.EBNF prints the IR as
// participle's Parser.String prints the parser; the tests check that the
// two are equal, byte for byte, for the generic grammar, every scheme, the
// fragment and examples/newscheme/ldap.
//
// # The automaton
//
// BuildAutomaton reads a grammar as a regular language over bytes, in
// three steps (nfa.go, threads.go, subset.go and minimize.go):
//
//   - Tokens become the bytes they are made of: an Escape is "%" hex hex,
//     the literal '%09' its three bytes, a token class its bytes; a lone
//     "%" is Punctuation only where two hex digits do not follow, as the
//     lexer reads it. A literal of any other length matches nothing, as
//     in participle.
//   - Choices and repetitions keep all their ways, as a regular
//     expression does: ( A | B ) tries both, where participle's ordered
//     choice takes the first that matches. For a grammar whose readings
//     never overlap, as RFC 1738's, the two languages are one, which
//     TestAutomatonMatchesParticiple checks over the corpora and
//     variations of them (and parser's tests over every input they
//     parse). A lookahead becomes a condition on what follows, which
//     each way of reading carries until it is met or broken: (?= X) is
//     met once X has matched, broken when X can no longer match; (?! X)
//     the reverse.
//   - The ways of reading the input so far (threads) are run together,
//     and each set of them is a state of the automaton; states from which
//     no valid input goes on become the dead state; states that no input
//     tells apart and that name the same productions are merged.
//
// Each state names the innermost production that every way of going on
// from it lies in: that of its threads' productions that they all share.
// Going on includes ending the input, which ends every production the
// last byte was in; and a thread that went out of a production and into
// another, or into the same one again (a second fieldspec, a next
// segment), is in a new instance of it, shared with no thread that
// stayed in the old one.
//
// A grammar whose productions contain themselves has a language that
// may need a stack, which no finite automaton has: BuildAutomaton
// refuses it with an *Error. So does an automaton of more than 65536
// transitions.
//
// # For scheme authors
//
// A scheme registered with parser.WithScheme has its trees built by the
// interpreter unless its parser.Scheme has a Generated parser, which is
// four to ten times faster. To generate one, put
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
// # Constructs
//
// Supported: Struct (a production: its tagged Fields, its expression, an
// embedded ast.Span, or the Pos and EndPos fields participle fills), Union (an interface field
// and the members given to participle.Union), Sequence, Disjunction,
// Group (no modifier, ?, * or +), Capture (@@ into *T, []*T or a union's
// interface; @ into a type with a Capture method, such as ast.Text, or
// into a bool), Literal ('x' or "x", optionally 'x':Type), Token (a token
// type of the lexer, EOF included) and Lookahead ((?= x) and (?! x)).
//
// Refused, with an *Error that names the production, the field and the
// construct: the group modifier !, token negation (!x, ~x), [ x ] and
// { x }, raw string, empty and 'x':EOF literals, unknown token types, @
// into any other type (string, int, lexer.Token, ...), @@ into anything
// else (a struct value, an interface no union declares, an unnamed
// struct, a participle.Parseable), a capture inside a capture or a
// lookahead, a modifier on a lookahead, two modifiers on one term, a
// Tokens field, a tag without a parser key (participle reads it whole as
// grammar), any other character in a tag, left recursion, and a * or +
// over an expression that can match nothing (participle loops on it).
//
// # Semantics the tree builders keep
//
// Read from participle's nodes.go, context.go and parser.go, with
// UseLookahead(-1), as grammar.Build sets it; participle.MaxIterations is
// never reached. Only what decides the tree of an input that matches is
// kept: where an input fails, the automaton says so, and participle's
// record of its deepest error is not needed.
//
// A context c has a cursor (the next token) and pending captures. A
// branch of c is a copy of c with no pending captures. Accepting it gives
// c its cursor and appends its pending captures to c's; a dropped branch
// loses both. Every node ends in a match (which may consume nothing), a
// no-match (nothing consumed) or an error, with a partial value.
//
//   - Token T matches one token of type T, Literal one whose value is
//     exactly Value (and whose type is Type, if given); else no-match.
//     EOF matches at the end without consuming (value ""); no literal
//     matches EOF.
//   - Sequence: no-match when its first item no-matches. After that, an
//     item's no-match is an error: ( x )? Y errs, it does not no-match,
//     when Y is absent. An item's error ends it.
//   - Disjunction, an ordered choice: each alternative runs in a new
//     branch. The first that matches is accepted; if it consumed nothing
//     and the next token is not EOF, participle panics, and there is no
//     tree. The others are dropped. If none matched, it errs if one
//     erred, else it no-matches.
//   - Group: Once is its expression. ?, * and + run each iteration in a
//     new branch: a match is accepted and the next iteration runs (? has
//     one at most); a no-match is accepted and ends the group; an error
//     drops the branch (its pending captures are undone) and ends the
//     group, which still matches with the iterations before. ? and *
//     always match; + is a no-match, not an error, when no iteration
//     matched.
//   - Lookahead runs its expression in a branch that is always dropped.
//     If the expression matched and the lookahead is positive, or did not
//     and it is negative, it matches, consuming nothing; else it errs.
//   - Capture runs its expression in c and, on a match or on an error
//     with a partial value, adds a pending capture: @@ sets the pointer,
//     appends to the slice or sets the interface; @ into ast.Text appends
//     the matched tokens' values (with this lexer, the input between the
//     capture's start and end); @ into a bool sets it when at least one
//     token value was matched (EOF's "" counts).
//   - Struct: its expression runs in c. On a match or an error, every
//     capture pending in c is applied, not only the struct's own: one its
//     parent made earlier in the same branch is applied too, and stays
//     when that branch fails later (a group ( @@A @@B 'x' )? that fails
//     at 'x' leaves A set: the leak the generated parser leaves to the
//     interpreter). On a no-match there is no struct. Its span runs from
//     the cursor where it started to where it ended (participle's Pos and
//     EndPos; EndPos stays zero on an error).
//   - Union: its members as a Disjunction; on an error it gives no
//     partial value, and its field stays nil.
//
// At the top, the root Struct must match and be followed by the end of
// the input; otherwise there is no tree.
package gen
