package describe

import (
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/grammar"
)

// A speaker writes the table's words in one language (voice.Voice),
// remembering what a table says many times (memo) and, for a table that
// gives each rule once, which productions it cited (cited).
type speaker struct {
	voice.Voice
	// cited, when not nil, makes cite cite a production by its section
	// alone and record it there, so that its rule is given once, in a
	// list (Options.CiteOnce).
	cited *citations
	// memo, when not nil, keeps the words said of a production, which
	// a table says again on each row of it; nil keeps none.
	memo *memo
}

// memo keeps what a speaker says of each production: its citation, its
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
// cited: the rules of section 5 in rules, and apart from them, in prose,
// the productions that are names of the RFC's prose (gopher-path), which
// this grammar writes as a rule where section 5 has none, and in others
// the rules of other RFCs (ldapurl, RFC 1808's) and this grammar's
// readings of them (httpsurl), which section 5 does not write either.
type citations struct {
	seen   map[string]bool
	rules  []string
	prose  []string
	others []string
	off    bool // records nothing
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
	if _, ok := p.ProseName(); ok {
		c.prose = append(c.prose, p.Rule)
		return
	}
	if p.RFC != "RFC 1738" || p.Of != nil {
		c.others = append(c.others, p.Rule)
		return
	}
	c.rules = append(c.rules, p.Rule)
}

// qd quotes a decoded text (grammar.QuotedDecoded): a byte that is not
// printable is ⟨%XX⟩, apart from the characters "%XX" that %25XX
// decodes to.
func (v speaker) qd(s string) string { return grammar.QuotedDecoded(s, v.Lang) }

// qShort is q, kept in v's memo for a text of one byte: the separators
// between a path's pieces, which a path may have one of a byte.
func (v speaker) qShort(s string) string {
	if len(s) != 1 || v.memo == nil {
		return v.Q(s)
	}
	if q, ok := v.memo.short[s[0]]; ok {
		return q
	}
	if v.memo.short == nil {
		v.memo.short = map[byte]string{}
	}
	q := v.Q(s)
	v.memo.short[s[0]] = q
	return q
}

// Tag is voice.Voice's Tag, kept in v's memo: a table tags each row.
func (v speaker) Tag(key string) string {
	if v.memo != nil {
		if s, ok := v.memo.tags[key]; ok {
			return s
		}
	}
	s := v.Voice.Tag(key)
	if v.memo != nil {
		if v.memo.tags == nil {
			v.memo.tags = map[string]string{}
		}
		v.memo.tags[key] = s
	}
	return s
}

// cite cites a production with its rule: "RFC 1738 section 5,
// explained in section 3.1: port = digits", "RFC 1738, section 5, règle
// expliquée à la section 3.1 : port = digits"; or, when v records
// its citations, by its section alone, "RFC 1738 section 3.1", its rule
// recorded for the list that gives each once.
func (v speaker) cite(p ast.Production) string {
	if v.cited != nil {
		v.cited.add(p)
	}
	if v.memo != nil {
		if s, ok := v.memo.cites[p]; ok {
			return s
		}
	}
	var s string
	if v.cited != nil {
		s = v.Where(p) // its rule is given in the list
	} else {
		s = v.Cite(p)
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
func (v speaker) quote(en, fr string) string {
	return v.S(`"`+en+`"`, "« "+fr+" »")
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
