package grammar

import (
	"io"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"
)

// Token types. Each names a character class of RFC 1738 section 5 (or,
// for the last three, a group of bytes that section 2.2 forbids), so that
// the productions can be written with the RFC's own classes: uchar is
// Alpha | Digit | Safe | Extra | Escape, xchar adds Reserved.
//
// Every token is one byte of the input, except Escape, which is the
// three bytes of "%" hex hex. A "%" that does not start an escape is a
// Punctuation token of its own, which no production accepts.
const (
	Alpha       lexer.TokenType = iota + 1 // alpha = lowalpha | hialpha
	Digit                                  // digit
	Safe                                   // safe = "$" | "-" | "_" | "." | "+"
	Extra                                  // extra = "!" | "*" | "'" | "(" | ")" | ","
	Reserved                               // reserved = ";" | "/" | "?" | ":" | "@" | "&" | "="
	Escape                                 // escape = "%" hex hex
	National                               // national = "{" | "}" | "|" | "\" | "^" | "~" | "[" | "]" | "`"
	Punctuation                            // punctuation = "<" | ">" | "#" | "%" | <">
	Space                                  // the space character, unsafe (section 2.2)
	Control                                // US-ASCII 00-1F and 7F (section 2.2)
	NonASCII                               // bytes 80-FF, not used in URLs (section 2.2)
)

// tokenNames are the symbols the grammar's tags use for the token types.
var tokenNames = map[string]lexer.TokenType{
	"EOF":         lexer.EOF,
	"Alpha":       Alpha,
	"Digit":       Digit,
	"Safe":        Safe,
	"Extra":       Extra,
	"Reserved":    Reserved,
	"Escape":      Escape,
	"National":    National,
	"Punctuation": Punctuation,
	"Space":       Space,
	"Control":     Control,
	"NonASCII":    NonASCII,
}

// classes maps every byte to its token type; built once from the RFC's
// lists so that lexing is a table look-up.
var classes = func() (t [256]lexer.TokenType) {
	for b := 0; b < 256; b++ {
		switch {
		case b >= 0x80:
			t[b] = NonASCII
		case b < 0x20 || b == 0x7f:
			t[b] = Control
		case b == ' ':
			t[b] = Space
		case 'a' <= b && b <= 'z', 'A' <= b && b <= 'Z':
			t[b] = Alpha
		case '0' <= b && b <= '9':
			t[b] = Digit
		case strings.IndexByte("$-_.+", byte(b)) >= 0:
			t[b] = Safe
		case strings.IndexByte("!*'(),", byte(b)) >= 0:
			t[b] = Extra
		case strings.IndexByte(";/?:@&=", byte(b)) >= 0:
			t[b] = Reserved
		case strings.IndexByte("{}|\\^~[]`", byte(b)) >= 0:
			t[b] = National
		default: // < > # % "
			t[b] = Punctuation
		}
	}
	return t
}()

// Class reports the token type of byte b outside an escape.
func Class(b byte) lexer.TokenType { return classes[b] }

// IsHex reports whether b is an RFC 1738 hex digit (either case).
func IsHex(b byte) bool {
	return '0' <= b && b <= '9' || 'a' <= b && b <= 'f' || 'A' <= b && b <= 'F'
}

// EscapeAt reports whether s[i:] starts with a complete escape.
func EscapeAt(s string, i int) bool {
	return i+2 < len(s) && s[i] == '%' && IsHex(s[i+1]) && IsHex(s[i+2])
}

// Lexer is the participle lexer.Definition of RFC 1738's character
// classes. It never fails: every byte becomes a token, and bytes that no
// production accepts are left for the parser to reject with its context.
var Lexer lexer.Definition = definition{}

type definition struct{}

func (definition) Symbols() map[string]lexer.TokenType { return tokenNames }

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
	n, typ := 1, classes[l.input[i]]
	if EscapeAt(l.input, i) {
		n, typ = 3, Escape
	}
	l.offset += n
	return lexer.Token{Type: typ, Value: l.input[i : i+n], Pos: pos}, nil
}
