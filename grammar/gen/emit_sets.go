package gen

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/urlsyntax/rfc1738/grammar"
)

// setParts are the named sets a byte table's name is made of, largest
// first: RFC 1738's own classes (section 5), then the lexer's for the
// bytes the RFC names only as unsafe.
var setParts = []struct {
	name  string
	class []grammar.CharClass
}{
	{"Unreserved", []grammar.CharClass{grammar.Alpha, grammar.Digit, grammar.Safe, grammar.Extra}},
	{"Alpha", []grammar.CharClass{grammar.Alpha}},
	{"Digit", []grammar.CharClass{grammar.Digit}},
	{"Safe", []grammar.CharClass{grammar.Safe}},
	{"Extra", []grammar.CharClass{grammar.Extra}},
	{"National", []grammar.CharClass{grammar.National}},
	{"Punctuation", []grammar.CharClass{grammar.Punctuation}},
	{"Reserved", []grammar.CharClass{grammar.Reserved}},
	{"Space", []grammar.CharClass{grammar.Space}},
	{"Control", []grammar.CharClass{grammar.Control}},
	{"NonASCII", []grammar.CharClass{grammar.NonASCII}},
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

// setName returns the name of the table of set, first used in production
// prod: "set" and the few named sets and bytes that make it up
// ("setAlphaDigit", "setHyphen", "setUnreservedReserved"), or "setAllBut"
// and those it lacks; a set of more parts than that is named after the
// production ("setUserBytes"), for a list of six classes and bytes is no
// name a reader keeps in mind.
func (e *emitter) setName(set *[256]bool, prod string) string {
	const most = 3
	var not [256]bool
	for c, in := range set {
		not[c] = !in
	}
	in, out := describe(set), describe(&not)
	var name string
	switch {
	case len(in) == 0:
		name = "setNone"
	case len(out) == 0:
		name = "setAll"
	case len(in) <= most && len(in) <= len(out):
		name = "set" + strings.Join(in, "")
	case len(out) <= most:
		name = "setAllBut" + strings.Join(out, "")
	default:
		name = "set" + prod + "Bytes"
	}
	base := name
	for k := 2; e.setTaken[name]; k++ {
		name = base + strconv.Itoa(k)
	}
	e.setTaken[name] = true
	return name
}

// describe names the bytes of set by the largest named sets it holds
// whole, then byte by byte.
func describe(set *[256]bool) []string {
	left := *set
	var parts []string
	for _, p := range setParts {
		if whole(&left, p.class) {
			parts = append(parts, p.name)
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
		switch n, ok := byteNames[byte(c)]; {
		case ok:
			parts = append(parts, n)
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9':
			parts = append(parts, strings.ToUpper(string(rune(c))))
		default:
			parts = append(parts, fmt.Sprintf("X%02X", c))
		}
	}
	return parts
}

// whole reports whether every byte of the classes is in set.
func whole(set *[256]bool, class []grammar.CharClass) bool {
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

func inClass(c byte, class []grammar.CharClass) bool {
	for _, t := range class {
		if grammar.Class(c) == t {
			return true
		}
	}
	return false
}

// setBytes lists the bytes of set, in runs: 'a'-'z', '-', 0x00-0x1f.
func setBytes(set [256]bool) string {
	var runs []string
	for lo := 0; lo < 256; lo++ {
		if !set[lo] {
			continue
		}
		hi := lo
		for hi+1 < 256 && set[hi+1] {
			hi++
		}
		switch {
		case hi == lo:
			runs = append(runs, byteLit(byte(lo)))
		case hi == lo+1:
			runs = append(runs, byteLit(byte(lo)), byteLit(byte(hi)))
		default:
			runs = append(runs, byteLit(byte(lo))+"-"+byteLit(byte(hi)))
		}
		lo = hi
	}
	return strings.Join(runs, " ")
}
