// Package oracle decides, independently of the parser's automaton, the
// questions behind the parser's syntax errors, so that tests can check
// its answers: whether a string is in the language of a grammar
// (Member), whether some string of it starts with a prefix (Viable),
// and, for an input that is not in it, its first impossible byte: the
// length of the longest viable prefix, the exact set of bytes that could
// stand there, and whether the input could end there (FirstImpossible).
//
// The grammar is the IR that interp.Read reads from the participle tags,
// taken as a regular-expression-like grammar over bytes: a choice (or a
// union) matches if any alternative does, not only the first as in PEG;
// ?, * and + as in regular expressions; captures and structs only their
// expression; lookaheads hold when some reading of their expression
// matches a prefix of the rest (or, negated, none does). Terminals are
// read as bytes, as the lexer would type them: a class token matches one
// byte of its class, Escape the three bytes "%" hex hex, a one-byte term
// matches "%" only when two hex digits do not follow it, EOF the end of
// the input. URL chooses the grammar of an input by its scheme, as the
// parser does; New takes any grammar, a scheme author's included.
//
// # How
//
// Membership is a backtracking matcher (match.go) that tries every way
// the grammar can read the input, in continuation-passing style: a state
// is a node at an offset with what is left to match after it. States are
// remembered (choices and groups, where readings branch and meet again),
// so that the cost is bounded by the number of states rather than of
// readings: inputs like "http://" + "a."×500 + "/" or "ftp://" + "u:"×300
// take milliseconds.
//
// Viability needs two proofs. That a prefix is impossible: the same
// matcher, run over the prefix as an open input, finds no reading that
// gets to its end (lookaheads that look past the end count as holding,
// since the rest may make them hold). That it is viable: a completion c
// such that prefix+c is a member, which a closed run checks. The
// completion search guesses from where the readings stand at the end of
// the prefix (the rest of a terminal, then a shortest string of what
// follows it), and otherwise goes on byte by byte, depth first, trying
// one byte of each class that a reading can take next. When every next
// byte is proven impossible and the prefix is not a member, the prefix is
// impossible too.
//
// FirstImpossible finds, by bisection over the open runs, a k such that
// input[:k+1] is proven impossible, then proves input[:k] viable (or
// steps back when the search proves it impossible), and tests one byte
// of each class that can come next. Viability is prefix-closed, so k is
// the offset. The classes are those of bytes that every terminal treats
// alike: exchanging two bytes of a class throughout a string never
// changes whether it is a member.
//
// # Why it is independent
//
// The parser reports syntax errors with a deterministic automaton built
// from the same IR (interp.BuildAutomaton: an NFA, subset construction,
// minimization). This package shares none of that code and none of its
// algorithm: it builds no automaton and never runs sets of states in
// parallel; it reads the IR directly, one reading at a time, and
// exhibits a completion for every "viable" it answers. Where the two
// disagree, one of them misreads the grammar.
//
// # Limits
//
// The completion search is bounded: it adds at most 6 bytes beyond its
// guesses, and makes at most 400 matcher runs per search (complete.go).
// A prefix that it neither completes nor rules out within the bounds
// gets an error that wraps ErrInconclusive, never a guess. With RFC
// 1738's grammars that has happened on none of the corpora's lines, of
// their variations or of the fuzzer's inputs. Member is one matcher run,
// linear in the input for these grammars; FirstImpossible makes a few
// dozen, too slow for inputs much longer than a URL. The memo
// packs a state in a word, which limits a grammar to 2^15 nodes and an
// input to 2^26 bytes. The grammar must not loop without consuming input
// (left recursion, a repetition of what can match nothing), which
// interp.Read refuses; the matcher panics on it.
package oracle
