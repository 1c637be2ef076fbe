package bnf

import "github.com/urlsyntax/rfc1738/grammar"

// classesOf are the lexer's classes (grammar.Class) that each class a
// note may name holds; escape is its "%" and stands apart.
var classesOf = map[string][]grammar.CharClass{
	"alpha": {grammar.Alpha}, "digit": {grammar.Digit}, "safe": {grammar.Safe}, "extra": {grammar.Extra},
	"reserved": {grammar.Reserved}, "national": {grammar.National}, "punctuation": {grammar.Punctuation},
	"space": {grammar.Space}, "control": {grammar.Control}, "nonascii": {grammar.NonASCII},
	"alphadigit": {grammar.Alpha, grammar.Digit},
	"unreserved": {grammar.Alpha, grammar.Digit, grammar.Safe, grammar.Extra},
	"uchar":      {grammar.Alpha, grammar.Digit, grammar.Safe, grammar.Extra},
	"xchar":      {grammar.Alpha, grammar.Digit, grammar.Safe, grammar.Extra, grammar.Reserved},
}

// skipsAllBut reports whether skip, what a lookahead passes over before
// it looks for keys, is a run of any bytes but the keys' first ones: the
// lookahead then looks as far as the URL's end, over characters that no
// rule admits (a space, a control byte), and a reader is told so in
// words rather than by a choice of classes that the RFC leaves unnamed.
func skipsAllBut(skip Expr, keys Alt) bool {
	rep, ok := skip.(Rep)
	if !ok || rep.Min != 0 {
		return false
	}
	var stops [256]bool
	for _, k := range keys {
		l, ok := k.(Lit)
		if !ok || l == "" {
			return false
		}
		stops[l[0]] = true
	}
	var passed [256]bool
	if !bytesOf(rep.X, &passed) {
		return false
	}
	for b := range 256 {
		if passed[b] == stops[b] {
			return false
		}
	}
	return true
}

// bytesOf marks in set the bytes that one character of x may start
// with, and reports whether x is a choice of characters that it knows.
func bytesOf(x Expr, set *[256]bool) bool {
	switch x := x.(type) {
	case Alt:
		for _, y := range x {
			if !bytesOf(y, set) {
				return false
			}
		}
		return true
	case Lit:
		if len(x) != 1 {
			return false
		}
		set[x[0]] = true
		return true
	case Ref:
		if x == "escape" {
			set['%'] = true
			return true
		}
		in, ok := classesOf[string(x)]
		if !ok {
			return false
		}
		for b := range 256 {
			for _, c := range in {
				if grammar.Class(byte(b)) == c {
					set[b] = true
				}
			}
		}
		if string(x) == "uchar" || string(x) == "xchar" {
			set['%'] = true
		}
		return true
	}
	return false
}
