package main

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/explain/describe"
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
type voice struct{ lang grammar.Lang }

// s returns the sentence in v's language.
func (v voice) s(en, fr string) string {
	if v.lang == grammar.French {
		return fr
	}
	return en
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

// named writes a production's label followed, when the label differs,
// by the production's name as the RFC writes it, as the printer's tree
// does: "hôte et port (hostport)", "port".
func (v voice) named(key, production string) string {
	l := v.label(key)
	if l == production {
		return l
	}
	return l + " (" + production + ")"
}

// section cites a section: "RFC 1738 section 3.3", "RFC 1738, section 3.3".
func (v voice) section(rfc, section string) string {
	return v.f("%s section %s", "%s, section %s", rfc, section)
}

// cite cites a production with its rule: "RFC 1738 section 3.1: port =
// digits", "RFC 1738, section 3.1 : port = digits".
func (v voice) cite(p ast.Production) string {
	return v.section(p.RFC, p.Section) + v.s(": ", " : ") + p.Rule
}

// width is the number of columns s takes in a monospaced terminal: one a
// rune, for the text explain writes.
func width(s string) int { return utf8.RuneCountInString(s) }

// pad returns s followed by spaces up to n columns.
func pad(s string, n int) string {
	return s + strings.Repeat(" ", max(0, n-width(s)))
}

// keyOf returns the glossary key of node n, a child of parent, for its
// label: describe.Key.
func keyOf(n, parent ast.Node) string { return describe.Key(n, parent) }
