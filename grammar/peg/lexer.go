package peg

import (
	"io"

	"github.com/alecthomas/participle/v2/lexer"
	"github.com/urlsyntax/rfc1738/grammar"
)

// Lexer is the participle lexer.Definition of RFC 1738's character
// classes (grammar.Class). It never fails: every byte becomes a token,
// and bytes that no production accepts are left for the parser to reject
// with its context.
var Lexer lexer.Definition = definition{}

type definition struct{}

func (definition) Symbols() map[string]lexer.TokenType {
	m := make(map[string]lexer.TokenType)
	for name, c := range grammar.Symbols() {
		m[name] = lexer.TokenType(c)
	}
	return m
}

func (d definition) Lex(filename string, r io.Reader) (lexer.Lexer, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	return d.LexString(filename, string(b))
}

func (definition) LexString(filename string, s string) (lexer.Lexer, error) {
	return &byteLexer{input: s}, nil
}

// LexFrom lexes s from offset from on; token positions are offsets into
// the whole of s. It lets a parser read the part of an input after a
// delimiter (a fragment after "#") with positions that need no shifting.
func LexFrom(s string, from int) *lexer.PeekingLexer {
	l, _ := lexer.Upgrade(&byteLexer{input: s, offset: from})
	return l
}

// Tokens lexes s whole. Token values are substrings of s, so lexing
// allocates only the slice.
func Tokens(s string) []lexer.Token {
	toks := make([]lexer.Token, 0, len(s)+1)
	l := byteLexer{input: s}
	for {
		t, _ := l.Next()
		toks = append(toks, t)
		if t.Type == lexer.EOF {
			return toks
		}
	}
}

type byteLexer struct {
	input  string
	offset int
}

func (l *byteLexer) Next() (lexer.Token, error) {
	i := l.offset
	pos := lexer.Position{Offset: i, Line: 1, Column: i + 1}
	if i >= len(l.input) {
		return lexer.EOFToken(pos), nil
	}
	n, typ := 1, grammar.Class(l.input[i])
	if grammar.EscapeAt(l.input, i) {
		n, typ = 3, grammar.Escape
	}
	l.offset += n
	return lexer.Token{Type: lexer.TokenType(typ), Value: l.input[i : i+n], Pos: pos}, nil
}
