// Package bnf presents a grammar as its RFC writes it: the productions
// that the participle tags of package ast declare, recovered from the
// grammar's IR (package grammar/interp) and printed in the BNF of RFC 1738 section 5
// (RFC 822's conventions, with "|" for alternatives, [ ] around an
// optional part and n* before a repetition).
//
// The tags say more than the RFC and in another shape, for a parser's
// sake; the recovery undoes that:
//
//   - each production goes by its RFC name (ftpurl, hsegment, uchar),
//     the Go type that declares it kept as a secondary label;
//   - a run of one-character literals is one terminal: "ftp://", ";type=";
//   - a choice of the lexer's classes is the RFC's named class that it
//     spells out (Alpha | Digit | Safe | Extra | Escape is uchar), and each
//     class is a rule of its own (Classes);
//   - a production shared by several schemes (login, hostport) is one
//     rule;
//   - a lookahead, which decides between readings but matches nothing,
//     is a note on its rule (`this grammar reads user [ ":" password ] "@"
//     only when "@" follows further on`), not a part of its expression;
//   - a scheme's part, which the parser reads after "scheme:", is
//     presented with that prefix, as the RFC's rule is: ftpurl =
//     "ftp://" login ...
//
// What remains different from the RFC's text is a reading of the
// grammar, listed with its reason, in English and French, by Readings
// (and in docs/grammar.md), and checked, production by
// production, against the RFC's section 5 by this package's tests. The
// railroad page (package grammar/railroad) draws the rules, their notes
// and their readings.
package bnf

import (
	"strconv"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// Grammar is a set of rules in the order they are first used, each once.
type Grammar struct {
	Rules  []*Rule
	byName map[string]*Rule
	// clashes are the names two RFCs' rules share, which one rule
	// cannot stand for (BuiltIn refuses them).
	clashes []string
}

// Rule is one production as the RFC writes it.
type Rule struct {
	// Name is the production's RFC name, e.g. "ftpurl".
	Name string
	// Types are the Go types that declare it, e.g. "FTPPart"; none for
	// a character class.
	Types []string
	// Production is the production's citation (RFC, section, and the
	// rule as the RFC writes it); zero for a rule the RFC does not name.
	Production ast.Production
	// Expr is the rule's right-hand side.
	Expr Expr
	// Notes are the lookaheads of the tags, each a condition under which
	// a part of the rule is read: the reading the parser takes where the
	// RFC's rule allows two.
	Notes []Note
	// Class marks one of the RFC's named character classes (alpha,
	// uchar, ...).
	Class bool
}

// Note is a lookahead: Part, a part of the rule, is read only when the
// input there matches Expr, or, when Negative, only when it does not.
// It is the reading the parser takes where the RFC's rule allows two.
type Note struct {
	Negative bool
	// Expr is what the parser looks for, reading nothing.
	Expr Expr
	// Part is the part of the rule that the lookahead guards: the rest of
	// the sequence it stands in (login's user [ ":" password ] "@");
	// empty (Seq{}) when the lookahead stands alone.
	Part Expr
	// Scheme is the name of the scheme whose grammar declares the
	// lookahead, "" for the generic syntax's: a note on a rule that
	// several schemes share may hold in one of them only (the "%09" of
	// gopher's search).
	Scheme string
}

// Ahead splits the note's Expr into what the parser skips, the leading
// items that may match nothing, and key, what it then looks for: for
// login's note, *[ uchar | ... ] [ ":" *[ ... ] ] and "@". skip is nil
// when the key must come at once.
func (n Note) Ahead() (skip, key Expr) {
	items, ok := n.Expr.(Seq)
	if !ok {
		items = Seq{n.Expr}
	}
	i := 0
	for i < len(items) && nullable(items[i]) {
		i++
	}
	if i == len(items) {
		return nil, n.Expr // nothing to look for but what may be empty
	}
	if i > 0 {
		skip = merge(append(Seq(nil), items[:i]...))
	}
	return skip, merge(append(Seq(nil), items[i:]...))
}

// nullable reports whether x may match nothing.
func nullable(x Expr) bool {
	switch x := x.(type) {
	case Opt:
		return true
	case Rep:
		return x.Min == 0 || nullable(x.X)
	case Seq:
		for _, y := range x {
			if !nullable(y) {
				return false
			}
		}
		return true
	case Alt:
		for _, y := range x {
			if nullable(y) {
				return true
			}
		}
	}
	return false
}

// String returns the note as an English sentence:
// `this grammar reads user [ ":" password ] "@" only when "@" follows
// further on`.
func (n Note) String() string {
	return n.Sentence(grammar.English, func(s string) string { return s }, func(s string) string { return Lit(s).String() })
}

// Sentence returns the note as a sentence in lang, for a reader: code
// writes a piece of the grammar (the part read), quote a text the input
// must or must not hold there, given unquoted (`"@"`; in French
// `« @ »`). "Further on" is after what the lookahead skips: for login,
// the characters that a user and a password may hold; for newsurl, any
// character up to the end of the URL, which the sentence says in words.
func (n Note) Sentence(lang grammar.Lang, code, quote func(string) string) string {
	return n.condition(lang, code, quote) + glossOf(n, lang, code, quote)
}

// condition is the note's Sentence without its gloss.
func (n Note) condition(lang grammar.Lang, code, quote func(string) string) string {
	// The grammar's reading, not the RFC's rule, which reads the part
	// wherever it matches: the sentence says whose it is.
	part := "what follows"
	if lang == grammar.French {
		part = "la suite"
	}
	if n.Part != nil {
		if s := n.Part.String(); s != "" {
			if _, alt := n.Part.(Alt); alt {
				s = "( " + s + " )"
			}
			part = code(s)
		}
	}
	skip, key := n.Ahead()
	var keys []string
	var alts Alt
	if a, ok := key.(Alt); ok {
		alts = a
	} else {
		alts = Alt{key}
	}
	for _, k := range alts {
		switch k := k.(type) {
		case Lit:
			keys = append(keys, quote(string(k)))
		case Ref:
			// A rule's name among characters: "a uchar", as the
			// parser's messages say "expected a uchar".
			keys = append(keys, article(lang)+code(string(k)))
		default:
			keys = append(keys, code(k.String()))
		}
	}
	or := func(word string) string {
		if len(keys) < 3 {
			return strings.Join(keys, " "+word+" ")
		}
		return strings.Join(keys[:len(keys)-1], ", ") + " " + word + " " + keys[len(keys)-1]
	}
	further := skip != nil
	anywhere := further && skipsAllBut(skip, alts)
	if lang == grammar.French {
		// "Further on" is only as far as skip reaches: login's "@"
		// must end a run that a user and a password can be, not any
		// "@" later in the URL.
		within := ""
		switch {
		case anywhere:
			within = ", n'importe où jusqu'à la fin de l'URL"
		case further:
			within = ", après seulement ce qu'admet " + code(skip.String())
		}
		switch {
		case further && n.Negative && len(keys) > 1:
			return "cette grammaire ne lit " + part + " que si ni " + strings.Join(keys, " ni ") + " ne suit plus loin" + within
		case further && n.Negative:
			return "cette grammaire ne lit " + part + " que si aucun " + keys[0] + " ne suit plus loin" + within
		case further:
			return "cette grammaire ne lit " + part + " que si " + or("ou") + " suit plus loin" + within
		case n.Negative:
			return "cette grammaire ne lit " + part + " que là où le texte ne commence pas par " + or("ou")
		}
		return "cette grammaire ne lit " + part + " que là où le texte commence par " + or("ou")
	}
	within := ""
	switch {
	case anywhere:
		within = ", anywhere up to the end of the URL"
	case further:
		within = ", after only what " + code(skip.String()) + " matches"
	}
	switch {
	case further && n.Negative && len(keys) > 1:
		return "this grammar reads " + part + " only when neither " + strings.Join(keys, " nor ") + " follows further on" + within
	case further && n.Negative:
		return "this grammar reads " + part + " only when no " + keys[0] + " follows further on" + within
	case further:
		return "this grammar reads " + part + " only when " + or("or") + " follows further on" + within
	case n.Negative:
		return "this grammar reads " + part + " only where the text does not start with " + or("or")
	}
	return "this grammar reads " + part + " only where the text starts with " + or("or")
}

// article is the indefinite article before a rule's name in a note's
// list of what may come: the classes it names are characters, masculine
// in French (« un caractère »).
func article(lang grammar.Lang) string {
	if lang == grammar.French {
		return "un "
	}
	return "a "
}

// Rule returns the rule named name, compared case-insensitively: an RFC
// name ("ftpurl"), a Go type's name ("FTPPart") or a class ("uchar");
// nil when there is none.
func (g *Grammar) Rule(name string) *Rule {
	if g == nil {
		return nil
	}
	return g.byName[strings.ToLower(name)]
}

// String prints every rule, one a line, as RFC 1738 section 5 does.
func (g *Grammar) String() string {
	if g == nil {
		return ""
	}
	var b strings.Builder
	for _, r := range g.Rules {
		b.WriteString(r.String())
		b.WriteByte('\n')
	}
	return b.String()
}

// String returns the rule as the RFC writes one: `name = expr`.
func (r *Rule) String() string {
	if r == nil {
		return ""
	}
	return r.Name + " = " + r.Expr.String()
}

// Expr is a rule's expression: Seq, Alt, Opt, Rep, Lit or Ref.
type Expr interface {
	String() string
	expr()
}

// Seq is its items in order.
type Seq []Expr

// Alt is a choice between its items.
type Alt []Expr

// Opt is an optional part: [ X ].
type Opt struct{ X Expr }

// Rep is X repeated at least Min times: *X, 1*X.
type Rep struct {
	Min int
	X   Expr
}

// Lit is a terminal, written in quotes: "ftp://".
type Lit string

// Ref names another rule or a class.
type Ref string

func (Seq) expr() {}
func (Alt) expr() {}
func (Opt) expr() {}
func (Rep) expr() {}
func (Lit) expr() {}
func (Ref) expr() {}

// String writes the items separated by spaces, a choice among them in
// parentheses.
func (s Seq) String() string {
	parts := make([]string, len(s))
	for i, x := range s {
		parts[i] = x.String()
		if _, alt := x.(Alt); alt {
			parts[i] = "( " + parts[i] + " )"
		}
	}
	return strings.Join(parts, " ")
}

// String writes the alternatives separated by " | ".
func (a Alt) String() string {
	parts := make([]string, len(a))
	for i, x := range a {
		parts[i] = x.String()
	}
	return strings.Join(parts, " | ")
}

// String writes [ X ].
func (o Opt) String() string { return "[ " + o.X.String() + " ]" }

// String writes *X or n*X, X in brackets unless it is one name or
// terminal, as RFC 1738 writes "*[ uchar | ";" ]" and "1*digit".
func (r Rep) String() string {
	prefix := "*"
	if r.Min > 0 {
		prefix = strconv.Itoa(r.Min) + "*"
	}
	switch x := r.X.(type) {
	case Lit, Ref:
		return prefix + x.String()
	case Opt:
		return prefix + x.String()
	}
	return prefix + "[ " + r.X.String() + " ]"
}

// String writes the terminal in double quotes, and the double quote
// itself as RFC 822 does, <">.
func (l Lit) String() string {
	if l == `"` {
		return `<">`
	}
	return `"` + string(l) + `"`
}

// String writes the name.
func (r Ref) String() string { return string(r) }
