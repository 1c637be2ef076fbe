package view

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/grammar"
)

// display quotes a text of the URL as a student reads it, in no
// programming language's notation: between “ and ” in English and
// between « and », with the no-break spaces of French typography
// (grammar.FrenchSpaces), in French. A byte that shows nothing on
// screen (a control, a byte of no UTF-8 character), and a character
// that shows nothing or only a blank, is written ⟨%XX⟩, as explain
// writes it, which the three characters "%XX" typed cannot be taken
// for; a space at either end is "␣", as explain shows a lone space;
// other characters are themselves. An empty text says so: “” (empty),
// « » (vide).
func display(s string, l grammar.Lang) string { return quoteVisible(visible(s, true), s, l) }

// displayDecoded is display for a decoded text: a byte that shows
// nothing is written ⟨%XX⟩, apart from the three characters "%XX" that
// %25XX decodes to, as explain shows a decoded text
// (grammar.QuotedDecoded).
func displayDecoded(s string, l grammar.Lang) string { return quoteVisible(visible(s, true), s, l) }

// quoteVisible quotes inner, s made visible, as display does.
func quoteVisible(inner, s string, l grammar.Lang) string {
	switch {
	case l == grammar.French && s == "":
		return grammar.FrenchSpaces("« ") + "»" + " (vide)"
	case l == grammar.French:
		return grammar.FrenchSpaces("« ") + inner + grammar.FrenchSpaces(" »")
	case s == "":
		return "“” (empty)"
	}
	return "“" + inner + "”"
}

// visible returns s with its bytes that show nothing written %XX, or
// ⟨%XX⟩ when marked: see display.
func visible(s string, marked bool) string {
	if plain(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == ' ' && (i == 0 || i+n == len(s)) {
			b.WriteString("␣") // a space at either end, which quotes alone would hide
			i += n
			continue
		}
		if shownByBytes(r, n) {
			if marked {
				b.WriteString("⟨")
			}
			for _, c := range []byte(s[i : i+n]) {
				fmt.Fprintf(&b, "%%%02X", c)
			}
			if marked {
				b.WriteString("⟩")
			}
		} else {
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

// printable reports whether visible shows every character of s as it
// is, none as %XX.
func printable(s string) bool {
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if shownByBytes(r, n) {
			return false
		}
		i += n
	}
	return true
}

// shownByBytes reports whether r, n bytes of a text, is shown by its
// bytes: a byte of no UTF-8 character, or a character that explain does
// not show as it is either (grammar.ShownAsIs), so that the page's
// table, its tree and explain agree.
func shownByBytes(r rune, n int) bool {
	return r == utf8.RuneError && n <= 1 || !grammar.ShownAsIs(r)
}

// plain reports whether every byte of s is printable ASCII, with no
// space at either end: visible's s as it is.
func plain(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < ' ' || s[i] > '~' {
			return false
		}
	}
	return s == "" || s[0] != ' ' && s[len(s)-1] != ' '
}
