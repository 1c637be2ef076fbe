package parser

import (
	"strings"

	"github.com/urlsyntax/rfc1738/grammar"
)

// A class is a set of bytes that the RFC names, and that an expected set
// is described by when it holds all of it.
type class struct {
	set    ByteSet
	en, fr string
}

// classes are tried in order: the larger first, so that "a uchar" is said
// rather than its letters, digits and signs one by one. A "%" stands for
// an escape: it is the byte that starts one.
var classes = func() []class {
	of := func(pred func(c byte) bool) ByteSet {
		var s ByteSet
		for c := 0; c < 256; c++ {
			if pred(byte(c)) {
				s.Add(byte(c))
			}
		}
		return s
	}
	is := func(types ...any) func(c byte) bool {
		return func(c byte) bool {
			if c == '%' {
				return true
			}
			for _, t := range types {
				if grammar.Class(c) == t {
					return true
				}
			}
			return false
		}
	}
	return []class{
		{of(is(grammar.Alpha, grammar.Digit, grammar.Safe, grammar.Extra, grammar.Reserved)),
			"an xchar (a letter, a digit, a safe, extra or reserved character, or an escape)",
			"un xchar (une lettre, un chiffre, un caractère sûr, complémentaire ou réservé, ou un échappement)"},
		{of(is(grammar.Alpha, grammar.Digit, grammar.Safe, grammar.Extra)),
			"a uchar (a letter, a digit, a safe or extra character, or an escape)",
			"un uchar (une lettre, un chiffre, un caractère sûr ou complémentaire, ou un échappement)"},
		{of(func(c byte) bool { return grammar.Class(c) == grammar.Alpha }), "a letter", "une lettre"},
		{of(grammar.IsHex), "a hex digit", "un chiffre hexadécimal"},
		{of(func(c byte) bool { return grammar.Class(c) == grammar.Digit }), "a digit", "un chiffre"},
		{of(func(c byte) bool { return c == '%' }), `an escape ("%" and two hex digits)`, "un échappement (« % » et deux chiffres hexadécimaux)"},
	}
}()

// describeExpected says in lang what could stand somewhere: the bytes of
// set, grouped by the RFC's classes, then, when end, the end of what is
// read (the URL, or a node's text: endWords).
func describeExpected(set ByteSet, end bool, endWords [2]string, lang grammar.Lang) string {
	var items []string
	singles := true
	for _, c := range classes {
		if set.Contains(c.set) {
			items = append(items, pick(lang, c.en, c.fr))
			set = set.Minus(c.set)
			singles = false
		}
	}
	for _, c := range set.Bytes() {
		items = append(items, quote(string([]byte{c}), lang))
	}
	if end {
		items = append(items, pick(lang, endWords[0], endWords[1]))
		singles = false
	}
	switch {
	case len(items) == 0:
		return pick(lang, "nothing", "rien")
	case len(items) == 1:
		return items[0]
	}
	list := strings.Join(items[:len(items)-1], ", ") + words(lang).or + items[len(items)-1]
	if singles && len(items) > 2 {
		return pick(lang, "one of ", "l'un de ") + list
	}
	return list
}

// The ends of what a syntax error reads: a URL, or the text of a node.
var (
	urlEnd  = [2]string{"the end of the URL", "la fin de l'URL"}
	textEnd = [2]string{"the end of the text", "la fin du texte"}
)

// syntaxMessage is the message of a syntax error (CodeSyntax) or of a
// node's text (CodeText): what was found, and what was expected.
func syntaxMessage(e *Error, lang grammar.Lang) string {
	stops := pick(lang, "found the end of the URL, expected ", "l'URL s'arrête alors qu'on attendait ")
	if e.Code == CodeText {
		stops = pick(lang, "found the end of the text, expected ", "le texte s'arrête alors qu'on attendait ")
	}
	expected := e.ExpectedText(lang)
	if e.Found == "" {
		return stops + expected
	}
	return pick(lang, "found "+quote(e.Found, lang)+", expected "+expected,
		"trouvé "+quote(e.Found, lang)+" alors qu'on attendait "+expected)
}

func pick(lang grammar.Lang, en, fr string) string {
	if lang == grammar.French {
		return fr
	}
	return en
}
