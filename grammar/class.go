package grammar

import "strings"

// A CharClass is the type of a token of the grammar: a character class
// of RFC 1738 section 5, or, for the last three, a group of bytes that
// section 2.2 forbids. Its values are the token types that the
// grammar's tags name (@Alpha, @Digit...) and participle's lexer gives
// (package grammar/peg), so that the productions are written with the
// RFC's own classes: uchar is Alpha | Digit | Safe | Extra | Escape,
// xchar adds Reserved.
type CharClass int

// The classes. Every token is one byte of the input, except Escape,
// which is the three bytes of "%" hex hex. A "%" that does not start an
// escape is a Punctuation token of its own, which no production accepts.
// EOF is the end of the input, participle's lexer.EOF.
const (
	EOF         CharClass = -1
	Alpha       CharClass = iota // alpha = lowalpha | hialpha
	Digit                        // digit
	Safe                         // safe = "$" | "-" | "_" | "." | "+"
	Extra                        // extra = "!" | "*" | "'" | "(" | ")" | ","
	Reserved                     // reserved = ";" | "/" | "?" | ":" | "@" | "&" | "="
	Escape                       // escape = "%" hex hex
	National                     // national = "{" | "}" | "|" | "\" | "^" | "~" | "[" | "]" | "`"
	Punctuation                  // punctuation = "<" | ">" | "#" | "%" | <">
	Space                        // the space character, unsafe (section 2.2)
	Control                      // US-ASCII 00-1F and 7F (section 2.2)
	NonASCII                     // bytes 80-FF, not used in URLs (section 2.2)
)

// Symbols returns the names the grammar's tags use for the classes, as
// participle's lexer.Definition.Symbols does: "EOF", "Alpha", "Digit"...
func Symbols() map[string]CharClass {
	return map[string]CharClass{
		"EOF":         EOF,
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
}

// classes maps every byte to its token type; built once from the RFC's
// lists so that lexing is a table look-up.
var classes = func() (t [256]CharClass) {
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

// Class reports the class of byte b outside an escape.
func Class(b byte) CharClass { return classes[b] }

// IsHex reports whether b is an RFC 1738 hex digit (either case).
func IsHex(b byte) bool {
	return '0' <= b && b <= '9' || 'a' <= b && b <= 'f' || 'A' <= b && b <= 'F'
}

// EscapeAt reports whether s[i:] starts with a complete escape.
func EscapeAt(s string, i int) bool {
	return i+2 < len(s) && s[i] == '%' && IsHex(s[i+1]) && IsHex(s[i+2])
}
