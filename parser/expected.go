package parser

import (
	"strings"
	"sync"

	"github.com/urlsyntax/rfc1738/grammar"
)

// A class is a set of bytes that the RFC names, and that an expected set
// is described by when it holds all of it.
type class struct {
	set    ByteSet
	en, fr string
	_      [0]func() // never compared: no equality function is linked
}

// classes are tried in order: the larger first, so that "a uchar" is said
// rather than its letters, digits and signs one by one. A "%" stands for
// an escape: it is the byte that starts one.
var (
	classesOnce  sync.Once
	classesValue []class
)

func classes() []class {
	classesOnce.Do(func() { classesValue = classesBuild() })
	return classesValue
}

func classesBuild() []class {
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
	mk := func(set ByteSet, en, fr string) class { return class{set: set, en: en, fr: fr} }
	return []class{
		mk(of(is(grammar.Alpha, grammar.Digit, grammar.Safe, grammar.Extra, grammar.Reserved)),
			"an xchar (a letter, a digit, a safe, extra or reserved character, or an escape)",
			"un xchar (une lettre, un chiffre, un caractère sûr, complémentaire ou réservé, ou un échappement)"),
		mk(of(is(grammar.Alpha, grammar.Digit, grammar.Safe, grammar.Extra)),
			"a uchar (a letter, a digit, a safe or extra character, or an escape)",
			"un uchar (une lettre, un chiffre, un caractère sûr ou complémentaire, ou un échappement)"),
		mk(of(func(c byte) bool { return grammar.Class(c) == grammar.Alpha }), "a letter", "une lettre"),
		mk(of(grammar.IsHex), "a hex digit", "un chiffre hexadécimal"),
		mk(of(func(c byte) bool { return grammar.Class(c) == grammar.Digit }), "a digit", "un chiffre"),
		mk(of(func(c byte) bool { return c == '%' }), `an escape ("%" and two hex digits)`, "un échappement (« % » suivi de deux chiffres hexadécimaux)"),
	}
}

// describeExpected says in lang what could stand somewhere: the bytes of
// set, grouped by the RFC's classes, then, when end, the end of what is
// read (the URL, or a node's text: endWords).
func describeExpected(set ByteSet, end bool, endWords [2]string, lang grammar.Lang) string {
	text, _ := expectedWords(set, end, endWords, lang)
	return text
}

// A gender is how the first item of an expected list makes "attendu"
// agree in French, or that the list is empty ("rien").
type gender int

const (
	masculine gender = iota // un chiffre, l'un de, « / »
	feminine                // une lettre, la fin de l'URL
	nothing                 // rien
)

// expectedWords returns describeExpected's text and the gender of its
// first item, or nothing when the list is empty, for the callers that
// make a French word agree with it.
func expectedWords(set ByteSet, end bool, endWords [2]string, lang grammar.Lang) (string, gender) {
	var items []string
	g := masculine
	singles := true
	for _, c := range classes() {
		if set.Contains(c.set) {
			if len(items) == 0 && strings.HasPrefix(c.fr, "une ") {
				g = feminine
			}
			items = append(items, prose(pick(lang, c.en, c.fr), lang))
			set = set.Minus(c.set)
			singles = false
		}
	}
	for _, c := range set.Bytes() {
		items = append(items, quote(string([]byte{c}), lang))
	}
	if end {
		if len(items) == 0 {
			g = feminine // la fin
		}
		items = append(items, prose(pick(lang, endWords[0], endWords[1]), lang))
		singles = false
	}
	switch {
	case len(items) == 0:
		return pick(lang, "nothing", "rien"), nothing
	case len(items) == 1:
		return items[0], g
	}
	list := strings.Join(items[:len(items)-1], ", ") + words(lang).or + items[len(items)-1]
	if singles && len(items) > 2 {
		return pick(lang, "one of ", "l'un de ") + list, masculine
	}
	return list, g
}

// The ends of what a syntax error reads: a URL, or the text of a node.
var (
	urlEnd  = [2]string{"the end of the URL", "la fin de l'URL"}
	textEnd = [2]string{"the end of the text", "la fin du texte"}
)

// syntaxMessage is the message of a syntax error (CodeSyntax) or of a
// node's text (CodeText): what was found, and what was expected.
func syntaxMessage(e *Error, lang grammar.Lang) string {
	end := urlEnd
	if e.Code == CodeText {
		end = textEnd
	}
	return foundExpected(e.Found, e.Expected, e.End, end, lang)
}

// FoundExpected is the sentence of a syntax error in lang: what was
// found ("" at the end of the URL) where set (and, when end, the end of
// the URL) was expected, as an Error's Message says it:
//
//	found "/", expected a letter or "*"
//	on trouve « / » alors qu'on attendait une lettre ou « * »
//	l'URL s'arrête alors qu'on attendait un chiffre
//	on trouve « x » alors qu'on n'attendait rien
//
// In French, "on attendait" needs no agreement and no inverted subject,
// and the text has the no-break spaces of French typography.
// It words the misses of a trace (interp.Miss) as the parser's errors.
func FoundExpected(found string, set ByteSet, end bool, lang grammar.Lang) string {
	return foundExpected(found, set, end, urlEnd, lang)
}

func foundExpected(found string, set ByteSet, end bool, endWords [2]string, lang grammar.Lang) string {
	expected, g := expectedWords(set, end, endWords, lang)
	if lang != grammar.French {
		if found == "" {
			return "found " + endWords[0] + ", expected " + expected
		}
		return "found " + grammar.Found(found, lang) + ", expected " + expected
	}
	var what string
	switch {
	case found == "" && endWords == textEnd:
		what = "le texte s'arrête"
	case found == "":
		what = "l'URL s'arrête"
	default:
		// One form for a character and a named byte (« l'octet ⟨%09⟩
		// trouvé alors qu'… » reads badly), so that errors read alike.
		what = "on trouve " + grammar.Found(found, lang)
	}
	if g == nothing {
		return what + " alors qu'on n'attendait rien"
	}
	return what + " alors qu'on attendait " + expected
}

func pick(lang grammar.Lang, en, fr string) string {
	if lang == grammar.French {
		return fr
	}
	return en
}
