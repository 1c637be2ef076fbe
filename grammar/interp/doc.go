// Package interp reads a grammar as it is declared, the participle tags
// (`parser:"..."`) of Go struct types, by reflection, into an
// intermediate representation (IR: Grammar), and runs it without
// generated code: the interpreter (Grammar.Interpret), which builds the
// tree of a valid input; its trace (Grammar.Trace), which records every
// step of a derivation for teaching; and the automaton
// (BuildAutomaton), which decides whether an input is valid and where it
// breaks. Package grammar/gen writes the same automaton, and a tree
// parser, as Go source.
//
// Package parser uses it only for what has no generated code: a scheme
// registered without it, the Interpret option, traces and EBNF. It does
// not import participle (it knows participle's types by their names), so
// a program that uses it links neither participle nor the generator.
//
// The interpreter walks the IR itself and builds nodes by reflection, with
// all of participle's semantics: it builds the tree of a scheme that has
// no generated code, and the trees the generated parser leaves to it.
// Both fill each node's ast.Span with byte offsets; a type with Pos and
// EndPos fields of participle's lexer.Position gets those instead.
//
// A trace is the interpreter's own run, recorded: Grammar.Trace runs the
// interpreter on the grammar with, in each place where a teacher is
// shown a step (a production entered, a choice and each alternative
// tried, a repetition's iterations, a lookahead's decision, a token read
// or missed), a node that runs the grammar's node and records it. A
// traced run builds no tree, as captures decide nothing, so that a
// trace costs about its events; a run that builds a tree reads the
// grammar itself, and pays nothing for traces.
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
// stayed in the old one. Threads in different alternatives that read one
// node type (RFC 2192's uidvalidity, read by imessagelist and by
// imessagepart) share its production even though their instances differ:
// they read the same rule, so a byte that none of them takes breaks that
// rule, whichever alternative the input was in.
//
// A grammar whose productions contain themselves has a language that
// may need a stack, which no finite automaton has: BuildAutomaton
// refuses it with an *Error. So does an automaton of more than 65536
// transitions.
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
package interp
