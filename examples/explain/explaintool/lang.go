package explaintool

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/grammar"
)

// A voice writes explain's words in one language: the labels of the
// productions, which are the glossary (grammar.Label), and the
// sentences of the part table, which are explain's own. Every sentence
// is written in both languages where it is used, the English first:
// v.s("no <port>", "sans <port>").
//
// The French follows the note this project grew from, in its French
// half: its words for the parts of the general form (mode, utilisateur,
// motdepasse, hôte, port, chemin URL), « le nom de domaine de premier
// niveau », « une valeur implicite qui dépend du protocole », « on
// obtient une ressource implicite ». RFC 1738 has no French text, so
// where the English quotes it, the French quotes it in translation,
// between « and ». Production names, rules, the RFC's own names in
// angle brackets (<path>, <cwd>) and the URL's text are the same in both.
//
// A value goes between Go's quotes in English and between « and » in
// French (q), in sentences and in the trace's text column alike; a rule
// keeps the RFC's ASCII quotes in both. French has the no-break spaces
// of French typography (grammar.FrenchSpaces), after « and before »,
// ":", ";", "?" and "!": the sentences are written with plain spaces,
// and s puts them in, so that no line breaks there.
type voice struct{ lang grammar.Lang }

// s returns the sentence in v's language: in French, with the no-break
// spaces of French typography. Values formatted into it (f) are not
// changed: q spaces them itself.
func (v voice) s(en, fr string) string {
	if v.lang == grammar.French {
		return grammar.FrenchSpaces(fr)
	}
	return en
}

// q quotes a value in v's language, as the table does (grammar.Quoted):
// "www" in English, «\u00a0www\u00a0» in French.
func (v voice) q(s string) string { return grammar.Quoted(s, v.lang) }

// french returns s, French text from elsewhere (the notes and readings
// of grammar/bnf), with the no-break spaces of French typography when v
// is French, and as it is otherwise.
func (v voice) french(s string) string {
	if v.lang == grammar.French {
		return grammar.FrenchSpaces(s)
	}
	return s
}

// f formats the sentence in v's language with args.
func (v voice) f(en, fr string, args ...any) string {
	return fmt.Sprintf(v.s(en, fr), args...)
}

// label returns the glossary's label of the production (or piece) key:
// "host", "hôte"; "urlpath" is "url-path", "chemin URL".
func (v voice) label(key string) string { return grammar.Label(key, v.lang) }

// tag is how the table writes a part of the note's general form, by its
// production: the note's word in angle brackets, as the note writes it
// (<host>, <hôte>).
func (v voice) tag(key string) string { return "<" + v.label(key) + ">" }

// section cites a section: "RFC 1738 section 3.3", "RFC 1738, section 3.3".
func (v voice) section(rfc, section string) string {
	return v.f("%s section %s", "%s, section %s", rfc, section)
}

// width is the number of columns s takes in a monospaced terminal: one a
// rune, for the text explain writes.
func width(s string) int { return utf8.RuneCountInString(s) }

// pad returns s followed by spaces up to n columns.
func pad(s string, n int) string {
	return s + strings.Repeat(" ", max(0, n-width(s)))
}
