package oracle

import (
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/automaton"
	"github.com/urlsyntax/rfc1738/grammar/interp"
)

// term is a terminal of the grammar (a Token or a Literal) read as
// bytes rather than as the lexer's tokens: it matches len(sets) bytes,
// the j-th one in sets[j]. Reading bytes keeps the oracle away from the
// lexer, and lets a prefix end in the middle of an escape.
type term struct {
	sets []automaton.ByteSet
	// eof: the term is EOF, which matches the end of the input and
	// consumes nothing. A term with no sets that is not EOF matches
	// nothing (a literal no token can have as its value).
	eof bool
}

// outcome is what a term does at a position of the input.
type outcome int

const (
	// miss: the term does not match.
	miss outcome = iota
	// hit: the term matches its bytes, whatever follows the input.
	hit
	// hitIfRest: the term matches if the bytes after the end of an open
	// input allow it: EOF at its end, or a "%" near its end that two hex
	// digits may or may not follow.
	hitIfRest
	// beyond: the term matches the input's last bytes and needs more
	// than an open input has.
	beyond
)

// at returns what t does at offset i of in. An open input is a prefix
// of an unknown string; a closed one is the whole string.
func (t *term) at(in string, i int, open bool) outcome {
	if t.eof {
		switch {
		case i < len(in):
			return miss
		case open:
			return hitIfRest
		}
		return hit
	}
	if len(t.sets) == 0 {
		return miss
	}
	for j, set := range t.sets {
		if i+j >= len(in) {
			if open {
				return beyond
			}
			return miss
		}
		if !set.Has(in[i+j]) {
			return miss
		}
	}
	if len(t.sets) == 1 && in[i] == '%' {
		// A one-byte term takes a "%" only when it is not the start of
		// an escape: the lexer makes "%" hex hex one Escape token.
		switch escapeAt(in, i, open) {
		case yes:
			return miss
		case maybe:
			return hitIfRest
		}
	}
	return hit
}

// width returns the number of bytes t consumes when it matches.
func (t *term) width() int { return len(t.sets) }

// truth is a three-valued answer about an open input: maybe when the
// bytes after its end decide.
type truth int

const (
	no truth = iota
	yes
	maybe
)

// escapeAt reports whether the "%" at in[i] starts an escape: whether
// two hex digits follow it.
func escapeAt(in string, i int, open bool) truth {
	for j := i + 1; j <= i+2; j++ {
		switch {
		case j >= len(in) && open:
			return maybe
		case j >= len(in) || !grammar.IsHex(in[j]):
			return no
		}
	}
	return yes
}

// Byte sets the terms are made of.
var (
	hexSet     = setOf(grammar.IsHex)
	percentSet = setOf(func(b byte) bool { return b == '%' })
)

// setOf returns the bytes for which in is true.
func setOf(in func(byte) bool) automaton.ByteSet {
	var s automaton.ByteSet
	for b := 0; b < 256; b++ {
		if in(byte(b)) {
			s.Add(byte(b))
		}
	}
	return s
}

// classSet returns the bytes of the lexer's class typ.
func classSet(typ grammar.CharClass) automaton.ByteSet {
	return setOf(func(b byte) bool { return grammar.Class(b) == typ })
}

// tokenTerm reads a Token: a byte of its class, an escape's three
// bytes, or the end of the input.
func tokenTerm(t *interp.Token) *term {
	switch t.Type {
	case grammar.EOF:
		return &term{eof: true}
	case grammar.Escape:
		return &term{sets: []automaton.ByteSet{percentSet, hexSet, hexSet}}
	}
	set := classSet(t.Type)
	if set.Empty() {
		return &term{} // a type the lexer never produces
	}
	return &term{sets: []automaton.ByteSet{set}}
}

// literalTerm reads a Literal: participle compares a token's value, so
// a one-byte value matches that byte, an escape's value those three
// bytes, and any other value nothing. A literal with a type also needs
// the token to be of that type.
func literalTerm(l *interp.Literal) *term {
	v := l.Value
	switch {
	case len(v) == 1 && (l.TypeName == "" || grammar.Class(v[0]) == l.Type):
		return &term{sets: []automaton.ByteSet{byteSet(v[0])}}
	case len(v) == 3 && grammar.EscapeAt(v, 0) && (l.TypeName == "" || l.Type == grammar.Escape):
		return &term{sets: []automaton.ByteSet{byteSet(v[0]), byteSet(v[1]), byteSet(v[2])}}
	}
	return &term{}
}

// byteSet returns the set of b alone.
func byteSet(b byte) automaton.ByteSet {
	var s automaton.ByteSet
	s.Add(b)
	return s
}

// minByte returns the smallest byte of s, which must not be empty.
func minByte(s automaton.ByteSet) byte {
	b := 0
	for !s.Has(byte(b)) {
		b++
	}
	return byte(b)
}
