package gen

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/automaton"
)

// setParts are the named sets a byte table's name is made of, largest
// first: RFC 1738's own classes (section 5), then the lexer's for the
// bytes the RFC names only as unsafe.
var setParts = []struct {
	name  string
	class []lexer.TokenType
}{
	{"Unreserved", []lexer.TokenType{grammar.Alpha, grammar.Digit, grammar.Safe, grammar.Extra}},
	{"Alpha", []lexer.TokenType{grammar.Alpha}},
	{"Digit", []lexer.TokenType{grammar.Digit}},
	{"Safe", []lexer.TokenType{grammar.Safe}},
	{"Extra", []lexer.TokenType{grammar.Extra}},
	{"National", []lexer.TokenType{grammar.National}},
	{"Punctuation", []lexer.TokenType{grammar.Punctuation}},
	{"Reserved", []lexer.TokenType{grammar.Reserved}},
	{"Space", []lexer.TokenType{grammar.Space}},
	{"Control", []lexer.TokenType{grammar.Control}},
	{"NonASCII", []lexer.TokenType{grammar.NonASCII}},
}

// byteNames name the single bytes that a table's name may list.
var byteNames = map[byte]string{
	'-': "Hyphen", '.': "Dot", '+': "Plus", '_': "Underscore", '$': "Dollar",
	'!': "Bang", '*': "Star", '\'': "Quote", '(': "LParen", ')': "RParen", ',': "Comma",
	';': "Semicolon", '/': "Slash", '?': "Question", ':': "Colon", '@': "At", '=': "Equals", '&': "Amp",
	'%': "Percent", '#': "Hash", '~': "Tilde", '\t': "Tab", '\n': "LF", '\r': "CR", ' ': "SpaceChar",
	'<': "Less", '>': "Greater", '"': "DQuote", '{': "LBrace", '}': "RBrace", '|': "Bar", '\\': "Backslash",
	'^': "Caret", '[': "LBracket", ']': "RBracket", '`': "Backquote",
}

// setName returns the name of the table of set: "set" and the named
// sets and bytes that make it up, "setAlphaDigit", "setHyphen",
// "setUnreservedSemicolonQuestionAmpEquals"; or "setAllBut" and those
// the set lacks, when that is shorter.
func (e *emitter) setName(set *[256]bool) string {
	name := "set" + describe(set)
	var not [256]bool
	for c, in := range set {
		not[c] = !in
	}
	if other := "setAllBut" + describe(&not); len(other) < len(name) {
		name = other
	}
	if name == "setAllBut" {
		name = "setAll"
	}
	return name
}

// describe names the bytes of set by the largest named sets it holds
// whole, then byte by byte.
func describe(set *[256]bool) string {
	left := *set
	var b strings.Builder
	for _, p := range setParts {
		if whole(&left, p.class) {
			b.WriteString(p.name)
			for c := range left {
				if inClass(byte(c), p.class) {
					left[c] = false
				}
			}
		}
	}
	for c, in := range left {
		if !in {
			continue
		}
		if n, ok := byteNames[byte(c)]; ok {
			b.WriteString(n)
		} else if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' {
			b.WriteString(strings.ToUpper(string(rune(c))[:1]) + string(rune(c))[1:])
		} else {
			b.WriteString("X")
			b.WriteString(strings.ToUpper(strings.TrimPrefix(byteLit(byte(c)), "0x")))
		}
	}
	return b.String()
}

// whole reports whether every byte of the classes is in set.
func whole(set *[256]bool, class []lexer.TokenType) bool {
	any := false
	for c := 0; c < 256; c++ {
		if inClass(byte(c), class) {
			if !set[c] {
				return false
			}
			any = true
		}
	}
	return any
}

func inClass(c byte, class []lexer.TokenType) bool {
	for _, t := range class {
		if grammar.Class(c) == t {
			return true
		}
	}
	return false
}

// setBytes lists the bytes of set in runs, as the automata's comments do.
func setBytes(set [256]bool) string {
	var bs automaton.ByteSet
	for c, in := range set {
		if in {
			bs.Add(byte(c))
		}
	}
	return classBytes(bs)
}
