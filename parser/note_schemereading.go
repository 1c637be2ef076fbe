package parser

import (
	"strings"

	"github.com/urlsyntax/rfc1738/grammar"
)

// NoteSchemeProduction: the error of a known scheme's URL, in the
// production that the scheme's name picks (httpurl for "http"), where
// section 5's grammar alone would accept the whole text as an otherurl
// ("http:www.iec.ch", "mailto:"). Arguments: scheme, rfc, section and
// rule, as for NoteNoLogin.
const NoteSchemeProduction Code = "note-scheme-production"

// schemeReadingTexts are the texts of this file's code, in English and
// French.
var schemeReadingTexts = []codeMessage{
	{code: NoteSchemeProduction, Message: Message{
		`a reading, on which the error rests: the scheme's name picks its production, {scheme} ({rfc} section {section}); section 5's grammar alone would accept the whole text as written, as an otherurl, the alternative of url of which it says "new schemes follow the general syntax" (RFC 1738 section 5: otherurl = genericurl; genericurl = scheme ":" schemepart; schemepart = *xchar | ip-schemepart)`,
		"c'est une lecture, sur laquelle repose l'erreur : le nom du mode choisit sa production, {scheme} ({rfc}, section {section}) ; la grammaire de la section 5 seule accepterait le texte entier tel qu'il est écrit, comme une otherurl, l'alternative de url dont elle dit « les nouveaux modes suivent la syntaxe générale » (citation traduite ; RFC 1738, section 5 : otherurl = genericurl ; genericurl = scheme \":\" schemepart ; schemepart = *xchar | ip-schemepart)",
	}},
}

// schemeProductionNote: the error of a scheme the library knows, whose
// text section 5's grammar alone would accept whole, as an otherurl: a
// scheme name as section 5 writes it (scheme = 1*[ lowalpha | digit |
// "+" | "-" | "." ], lower case), ":" and *xchar. The library reads the
// text by the production its scheme's name picks, as package parser's
// documentation states among its readings; the error rests on that
// reading, which the note names, as otherURLNote names the reading of
// an unknown scheme's "//". A scheme part that starts with "//" is left
// to the scheme's own section and section 3.1, which give its syntax
// to a text that announces it so.
func schemeProductionNote(c *noteContext) *Note {
	colon := c.colon()
	if c.e.Scheme.Name == "" || colon <= 0 || c.e.Offset <= colon || !isSection5Scheme(c.input[:colon]) {
		return nil
	}
	part := c.input[colon+1:]
	if strings.HasPrefix(part, "//") || !isXchars(part) {
		return nil
	}
	return c.keep(schemeNote(NoteSchemeProduction, colon+1, c))
}

// isSection5Scheme reports whether s is a scheme as section 5 writes it:
// lower-case letters, digits, "+", "-" and ".".
func isSection5Scheme(s string) bool {
	for i := 0; i < len(s); i++ {
		b := s[i]
		if grammar.Class(b) != grammar.Digit && (b < 'a' || b > 'z') && strings.IndexByte("+-.", b) < 0 {
			return false
		}
	}
	return s != ""
}
