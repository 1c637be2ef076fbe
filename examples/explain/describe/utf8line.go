package describe

import (
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/grammar"
)

// UTF8Line is the line under a table or a tree whose decoded texts show
// octets above 7F as the characters their UTF-8 spells ("ä" for
// %C3%A4): that is a reading, which the line says, in l.
func UTF8Line(l grammar.Lang) string {
	if l == grammar.French {
		return grammar.FrenchSpaces("(un texte décodé montre les octets qui forment de l'UTF-8 comme leurs caractères : une lecture, car la RFC 1738 ne nomme aucun jeu de caractères pour les octets qu'encode un échappement)")
	}
	return "(a decoded text shows octets that form UTF-8 as their characters: a reading, since RFC 1738 names no character set for the octets an escape encodes)"
}

// OctetsLine is the line under a table or a tree whose decoded texts
// show a byte by its value, ⟨%XX⟩ (grammar.QuotedDecoded), in l: what
// that means, beside the three characters "%XX" that %25XX decodes to.
func OctetsLine(l grammar.Lang) string {
	if l == grammar.French {
		return grammar.FrenchSpaces("(dans un texte décodé, ⟨%XX⟩ donne en hexadécimal un octet, ou les octets d'un caractère, non imprimable ou qu'on prendrait pour l'espace ASCII ; %XX seul, ces trois caractères)")
	}
	return "(in a decoded text, ⟨%XX⟩ gives in hexadecimal a byte, or the bytes of a character, that is not printable or would pass for the ASCII space; %XX alone is the three characters)"
}

// ShowsUTF8 reports whether decoded, a decoded text, holds a character
// beyond US-ASCII spelled in UTF-8 that it shows as that character
// (grammar.ShownAsIs), which UTF8Line explains.
func ShowsUTF8(decoded string) bool {
	for _, r := range decoded {
		if r >= utf8.RuneSelf && r != utf8.RuneError && grammar.ShownAsIs(r) {
			return true
		}
	}
	return false
}
