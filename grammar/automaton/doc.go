// Package automaton runs the deterministic automaton of a grammar's
// language, byte by byte: the recogniser behind the parser's verdicts and
// errors.
//
// An Automaton answers, for any input, what RFC 1738's grammar (or a
// scheme author's) says of each of its prefixes: whether some valid
// input starts with it. Its dead state, 0, is reached at the first byte
// where none does, the *first impossible byte*, so that
//
//	st, n := a.Run(input)
//
// gives n, the length of the longest prefix of input that some valid
// input starts with, and the state after it, st. The input is valid when
// n is len(input) and Final[st]. Otherwise the error is at n: Expected(st)
// holds exactly the bytes that could stand there, Final[st] says whether
// the input could end there instead, and Production(st) names the
// innermost production that every way of going on from there lies in.
// In lies for each state the set of all such productions (Has), which
// parser's notes read to find where another reading of the input
// stopped.
//
// A run costs one table look-up a byte and allocates nothing. The tables
// come from package grammar/gen, which builds them from the grammar's
// participle tags (interp.BuildAutomaton) and writes them into generated
// code. Bytes are grouped into classes that every state reads alike, so
// that a state's row has one entry a class:
//
//	next := a.Next[int(st)*a.Classes+int(a.Class[b])]
//
// That is two loads a byte, the second waiting for the first and for a
// multiplication. Run and RunFrom read instead a table derived from these
// on first use, a row of 256 entries a state, each the next state's row
// already multiplied out: one load a byte, with nothing to wait for but
// the byte itself. The table costs 512 bytes a state, and only automata
// that run get one. With it come, for the
// error path, each state's Expected set and an index of the productions
// by name, so that an error's expected bytes and its notes' questions
// ("can the input go on in a port here?") are one look-up each.
package automaton
