package describe

import (
	"fmt"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// A voice writes the table's words in one language, as explain's voice
// does: the labels of the productions, which are the glossary
// (grammar.Label), and the sentences, which are this package's own.
// Every sentence is written in both languages where it is used, the
// English first: v.s("no <port>", "sans <port>").
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
// Values (the URL's text, a text to type, a literal named in prose) go
// between Go's ASCII quotes in English and between « and » in French,
// in sentences and in the table's text column alike (q); a rule keeps
// the RFC's ASCII quotes in both. French has the no-break spaces of
// French typography (grammar.FrenchSpaces): the sentences are written
// with plain spaces, and s puts them in.
type voice struct {
	lang grammar.Lang
	// cited, when not nil, makes cite cite a production by its section
	// alone and record it there, so that its rule is given once, in a
	// list (Options.CiteOnce).
	cited *citations
	// memo, when not nil, keeps the words said of a production, which
	// a table says again on each row of it; nil keeps none.
	memo *memo
}

// memo keeps what a voice says of each production: its citation, its
// Row.Production, its tag, what it means.
type memo struct {
	cites       map[ast.Production]string
	productions map[productionKey]string
	tags        map[string]string
	meanings    map[use]string
	short       map[byte]string
}

type productionKey struct {
	p      ast.Production
	opaque bool
}

func (m *memo) production(p ast.Production, opaque bool) (string, bool) {
	if m == nil {
		return "", false
	}
	s, ok := m.productions[productionKey{p, opaque}]
	return s, ok
}

func (m *memo) setProduction(p ast.Production, opaque bool, s string) {
	if m == nil {
		return
	}
	if m.productions == nil {
		m.productions = map[productionKey]string{}
	}
	m.productions[productionKey{p, opaque}] = s
}

// citations are the productions cited, each once, in the order first
// cited.
type citations struct {
	seen  map[string]bool
	rules []string
	off   bool // records nothing
}

// add records p, unless it is recorded already or c is off.
func (c *citations) add(p ast.Production) {
	if c.off {
		return
	}
	if c.seen == nil {
		c.seen = map[string]bool{}
	}
	if c.seen[p.Rule] {
		return
	}
	c.seen[p.Rule] = true
	c.rules = append(c.rules, p.Rule)
}

// s returns the sentence in v's language: in French, with the no-break
// spaces of French typography (grammar.FrenchSpaces). Values formatted
// into it (f) are not changed: q spaces them itself.
func (v voice) s(en, fr string) string {
	if v.lang == grammar.French {
		return grammar.FrenchSpaces(fr)
	}
	return en
}

// q quotes a value as v's language does (grammar.Quoted): "www" in
// English, «\u00a0www\u00a0» in French, « » (vide) when empty, each byte
// of a character that is not printable as %XX, so that a decoded text
// shows its bytes.
func (v voice) q(s string) string { return grammar.Quoted(s, v.lang) }

// qd quotes a decoded text (grammar.QuotedDecoded): a byte that is not
// printable is ⟨%XX⟩, apart from the characters "%XX" that %25XX
// decodes to.
func (v voice) qd(s string) string { return grammar.QuotedDecoded(s, v.lang) }

// qShort is q, kept in v's memo for a text of one byte: the separators
// between a path's pieces, which a path may have one of a byte.
func (v voice) qShort(s string) string {
	if len(s) != 1 || v.memo == nil {
		return v.q(s)
	}
	if q, ok := v.memo.short[s[0]]; ok {
		return q
	}
	if v.memo.short == nil {
		v.memo.short = map[byte]string{}
	}
	q := v.q(s)
	v.memo.short[s[0]] = q
	return q
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
func (v voice) tag(key string) string {
	if v.memo != nil {
		if s, ok := v.memo.tags[key]; ok {
			return s
		}
	}
	s := "<" + v.label(key) + ">"
	if v.memo != nil {
		if v.memo.tags == nil {
			v.memo.tags = map[string]string{}
		}
		v.memo.tags[key] = s
	}
	return s
}

// section cites a section: "RFC 1738 section 3.3", "RFC 1738, section 3.3".
func (v voice) section(rfc, section string) string {
	return v.f("%s section %s", "%s, section %s", rfc, section)
}

// cite cites a production with its rule: "RFC 1738 section 3.1: port =
// digits", "RFC 1738, section 3.1 : port = digits"; or, when v records
// its citations, by its section alone, "RFC 1738 section 3.1", its rule
// recorded for the list that gives each once.
func (v voice) cite(p ast.Production) string {
	if v.cited != nil {
		v.cited.add(p)
	}
	if v.memo != nil {
		if s, ok := v.memo.cites[p]; ok {
			return s
		}
	}
	s := v.section(p.RFC, p.Section)
	if r := grammar.Reading(p, v.lang); r != "" { // httpsurl, gopher-path: no rule of their RFC's
		s = r
	}
	if v.cited == nil {
		s += v.s(": ", " : ") + p.Rule
	}
	if v.memo != nil {
		if v.memo.cites == nil {
			v.memo.cites = map[ast.Production]string{}
		}
		v.memo.cites[p] = s
	}
	return s
}

// quote puts a translated quotation of the RFC between the language's
// quotation marks: "..." in English, « ... » in French.
func (v voice) quote(en, fr string) string {
	return v.s(`"`+en+`"`, "« "+fr+" »")
}

// nor joins words as a list whose last two are joined by "or" (English)
// or, after a negation, "ni" (French: « sans A, B ni C »).
func (v voice) nor(words []string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + v.s(" or ", " ni ") + words[len(words)-1]
}

// glossaryNote says which productions are parts of the note's general
// form, by the glossary: scheme, user, password, host, port, urlpath.
var glossaryNote = func() map[string]bool {
	m := map[string]bool{}
	for _, t := range grammar.Glossary() {
		if t.Note {
			m[t.Production] = true
		}
	}
	return m
}()
