// Package voice writes the teaching tools' sentences in the reader's
// language, English or French: explain's table, tree, trace, grammar and
// resolution, and the live page's panels, which show the same words.
//
// Every sentence is written in both languages where it is used, the
// English first: v.S("no <port>", "sans <port>"). The labels of the
// productions are the glossary's (grammar.Label), so that one word
// stands for one idea in every tool.
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
// A value goes between ASCII quotes in English and between « and » in
// French (Q), in sentences and in tables alike; a rule keeps the RFC's
// ASCII quotes in both. French has the no-break spaces of French
// typography (grammar.FrenchSpaces), after « and before », ":", ";", "?"
// and "!": the sentences are written with plain spaces, and S puts them
// in, so that no line breaks there.
package voice

import (
	"fmt"

	"github.com/urlsyntax/rfc1738/grammar"
)

// A Voice writes sentences in one language. Its zero value writes
// English.
type Voice struct {
	Lang grammar.Lang
}

// S returns the sentence in v's language: in French, with the no-break
// spaces of French typography, which the sentence is written without so
// that it reads as it prints.
func (v Voice) S(en, fr string) string {
	if v.Lang == grammar.French {
		return grammar.FrenchSpaces(fr)
	}
	return en
}

// F formats the sentence in v's language with args. The values formatted
// in are not changed: only the sentence gets French spaces, as Q spaces
// a value itself, so that no value from the input is altered.
func (v Voice) F(en, fr string, args ...any) string {
	return fmt.Sprintf(v.S(en, fr), args...)
}

// French returns s, French text from elsewhere (the notes and readings
// of grammar/bnf), with the no-break spaces of French typography when v
// is French, and as it is otherwise: the text is the same in both
// languages, only its typography is not.
func (v Voice) French(s string) string {
	if v.Lang == grammar.French {
		return grammar.FrenchSpaces(s)
	}
	return s
}

// Q quotes a value as v's language does (grammar.Quoted): "www" in
// English, «\u00a0www\u00a0» in French, « » (vide) when empty, each byte
// of a character that is not printable as %XX, so that a reader needs to
// know no programming language to read it.
func (v Voice) Q(s string) string { return grammar.Quoted(s, v.Lang) }
