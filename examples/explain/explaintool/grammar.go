package explaintool

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/explain/describe"
	"github.com/urlsyntax/rfc1738/examples/internal/exampleschemes"
	"github.com/urlsyntax/rfc1738/examples/internal/term"
	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/bnf"
	"github.com/urlsyntax/rfc1738/grammar/interp"
	"github.com/urlsyntax/rfc1738/grammar/railroad"
	"github.com/urlsyntax/rfc1738/parser"
)

// A book is what -grammar teaches from: RFC 1738's grammar as package
// grammar/bnf recovers it from the tags of package ast, which is section
// 5's, in the sections of section 5 as the railroad page has them
// (railroad.Sections: the generic syntax, each scheme, the characters),
// and the rules of the schemes registered with -scheme, recovered from
// their parts' tags (bnf.Recover), in sections of their own before the
// characters. Each rule is in the book once: a registered scheme's
// hostport is RFC 1738's.
type book struct {
	v voice.Voice
	// verbose adds the Go types that declare each rule (-v).
	verbose  bool
	builtIn  *bnf.Grammar
	grammars []*bnf.Grammar       // builtIn, then each registered scheme's
	shelves  []*shelf             // the sections, in order
	of       map[*bnf.Rule]*entry // the entry of each rule of the grammars
	schemes  map[string]*entry    // the rule of each scheme's part, by the scheme's name
	// sameKindShown records the schemes of the same kind as one of RFC
	// 1738's whose rule is written (writeSameKind), each once.
	sameKindShown map[string]bool
	// ledBy records the rules of section 5 this grammar reads inside
	// another that were written first, as asked for (writeLead), so that
	// the rule that reads them does not write them again.
	ledBy map[string]bool
}

// shelf is a section of the book.
type shelf struct {
	title, intro string
	// schemes are the schemes the section is of: a note that holds in
	// one of them needs no "in a gopher URL" there.
	schemes []string
	entries []*entry
}

// entry is one rule of the book, from the grammar it was recovered in.
type entry struct {
	rule  *bnf.Rule
	g     *bnf.Grammar
	shelf *shelf
	place int // in the book's order
	// own marks a rule of a registered scheme that RFC 1738 has not
	// (ldapurl): no reading of section 5 concerns it.
	own bool
	// inline marks a rule of RFC 1808 section 2.2 that this grammar
	// reads inline, in the rules that use it (bnf.RFC1808Inline).
	inline bool
}

// newBook returns the book of RFC 1738's grammar and of the registered
// schemes, with its words in v's language; byFlag names those that
// -scheme added.
func newBook(v voice.Voice, registered []parser.Scheme, byFlag []string) (*book, error) {
	builtIn, err := bnf.BuiltIn()
	if err != nil {
		return nil, err
	}
	sections, err := railroad.Sections(builtIn, v.Lang)
	if err != nil {
		return nil, err
	}
	b := &book{v: v, builtIn: builtIn, grammars: []*bnf.Grammar{builtIn}, of: map[*bnf.Rule]*entry{}, schemes: map[string]*entry{}}
	byKey := map[string]*entry{}
	for _, s := range sections {
		sh := &shelf{title: v.French(s.Title), intro: v.French(prose(s.Intro)), schemes: []string{s.ID}}
		if s.Grammar != builtIn && s.Grammar != nil {
			b.grammars = append(b.grammars, s.Grammar) // RFC 1808's
		}
		for _, r := range s.Rules {
			e := &entry{rule: r, g: cmp.Or(s.Grammar, builtIn), shelf: sh}
			sh.entries = append(sh.entries, e)
			b.of[r] = e
			byKey[ruleKey(r)] = e
		}
		if s.Grammar != builtIn && s.Grammar != nil {
			b.addInline(sh)
		}
		b.shelves = append(b.shelves, sh)
	}
	for _, name := range ast.Schemes() {
		b.schemes[name] = b.of[builtIn.Rule(grammar.Of(ast.PartOf(name)).Name)]
	}
	for _, k := range ast.SameKindSchemes() { // https: httpurl's rules, under httpsurl (writeSameKind)
		b.schemes[k.Name] = b.schemes[k.As]
	}
	characters := b.shelves[len(b.shelves)-1]
	b.shelves = b.shelves[:len(b.shelves)-1]
	var drawn []railroad.AuthorScheme
	for _, s := range registered {
		drawn = append(drawn, railroad.AuthorScheme{Name: s.Name, Part: s.Part})
	}
	for _, grp := range railroad.GroupByPart(drawn) {
		var schemes []bnf.SchemeGrammar
		var names []string
		for _, s := range grp {
			g, err := interp.ReadURL(s.Part)
			if err != nil {
				return nil, err
			}
			schemes = append(schemes, bnf.SchemeGrammar{Name: s.Name, Grammar: g})
			names = append(names, s.Name)
		}
		g := bnf.Recover(nil, schemes...)
		b.grammars = append(b.grammars, g)
		part := g.Rule(grammar.Of(grp[0].Part).Name)
		if part == nil {
			return nil, fmt.Errorf("the grammar of %s has no rule %s", names[0], grammar.Of(grp[0].Part).Name)
		}
		sh := &shelf{schemes: names, title: registeredTitle(v, names, part.Production, allIn(names, byFlag)), intro: v.S(
			"Section 5 has none of these rules: they are the scheme's own RFC's, so no reading of section 5 concerns them.",
			"La section 5 n'a aucune de ces règles : ce sont celles de la RFC du mode, si bien qu'aucune lecture de la section 5 ne les concerne.")}
		for _, r := range append([]*bnf.Rule{part}, g.Rules...) {
			if b.of[r] != nil {
				continue
			}
			if e := byKey[ruleKey(r)]; e != nil {
				b.of[r] = e // RFC 1738's hostport, or an earlier scheme's rule
				continue
			}
			e := &entry{rule: r, g: g, shelf: sh, own: true}
			sh.entries = append(sh.entries, e)
			b.of[r] = e
			byKey[ruleKey(r)] = e
		}
		for _, name := range names {
			b.schemes[name] = b.of[part]
		}
		b.shelves = append(b.shelves, sh)
	}
	b.shelves = append(b.shelves, characters)
	place := 0
	for _, sh := range b.shelves {
		for _, e := range sh.entries {
			e.place = place
			place++
		}
	}
	return b, nil
}

// addInline adds to sh, RFC 1808's section, the rules of section 2.2
// that the grammar reads inline (pchar, segment, param, generic-RL and
// RFC 1808's own fsegment), so that every name its rules use is one
// -grammar defines; sh's rules are then in section 2.2's order.
func (b *book) addInline(sh *shelf) {
	g := bnf.RFC1808Inline()
	b.grammars = append(b.grammars, g)
	for _, r := range g.Rules {
		e := &entry{rule: r, g: g, shelf: sh, inline: true}
		sh.entries = append(sh.entries, e)
		b.of[r] = e
	}
	order := bnf.RFC1808Names()
	slices.SortStableFunc(sh.entries, func(x, y *entry) int {
		return cmp.Compare(slices.Index(order, x.rule.Name), slices.Index(order, y.rule.Name))
	})
}

// ruleKey tells rules apart across grammars: by name and RFC, so that
// LDAP's selector (RFC 4516) is not gopher's (RFC 1738).
func ruleKey(r *bnf.Rule) string { return r.Name + "\x00" + r.Production.RFC }

// registeredTitle is the title of a registered scheme's section: "ldap
// URLs (RFC 4516 section 2): a scheme registered with -scheme, from
// outside RFC 1738".
func registeredTitle(v voice.Voice, schemes []string, p ast.Production, byFlag bool) string {
	names := v.And(schemes)
	where := v.Section(p.RFC, p.Section)
	if !byFlag {
		return v.F("%s URLs (%s): read by this program's parser, from outside RFC 1738",
			"URL %s (%s) : lues par l'analyseur de ce programme, hors de la RFC 1738", names, where)
	}
	if len(schemes) > 1 {
		return v.F("%s URLs (%s): schemes registered with -scheme, from outside RFC 1738",
			"URL %s (%s) : modes enregistrés avec -scheme, hors de la RFC 1738", names, where)
	}
	return v.F("%s URLs (%s): a scheme registered with -scheme, from outside RFC 1738",
		"URL %s (%s) : mode enregistré avec -scheme, hors de la RFC 1738", names, where)
}

// allIn reports whether every name of names is in set.
func allIn(names, set []string) bool {
	for _, n := range names {
		if !slices.Contains(set, n) {
			return false
		}
	}
	return true
}

// prose returns the railroad page's prose as text: {genericurl} is
// genericurl.
func prose(s string) string { return strings.NewReplacer("{", "", "}", "").Replace(s) }

// showGrammar writes RFC 1738's grammar to stdout as section 5 writes it,
// with the rules of the registered schemes: with no names, all of it,
// section by section; with names, each one's rule and the rules it uses,
// each rule once. A name is a rule's (httpurl, uchar, ip-schemepart), a
// Go type's (FTPPart), a scheme's (ftp), a rule of section 5 that another
// holds (grouppart), or a label the tools print (url-path, hôte), in
// any case. A name that is none of these is a usage error, reported on
// stderr, one line each, with the names close to it; nothing is written
// to stdout then. It returns the exit status.
func showGrammar(stdout, stderr io.Writer, v voice.Voice, verbose bool, registered []parser.Scheme, byFlag, names []string) int {
	b, err := newBook(v, registered, byFlag)
	if err != nil {
		fmt.Fprintln(stderr, "explain:", term.Escape(err.Error()))
		return exitInvalid
	}
	b.verbose = verbose
	type asked struct {
		name  string
		found []*entry
		held  *bnf.Reading
		prose string // what a class the prose names is (proseClass)
	}
	var asks []asked
	status := exitValid
	for _, name := range names {
		found, held := b.find(name)
		prose := ""
		if len(found) == 0 {
			found, prose = b.proseClass(name)
		}
		if len(found) == 0 {
			fmt.Fprintln(stderr, b.unknown(name))
			status = exitUsage
			continue
		}
		asks = append(asks, asked{name, found, held, prose})
	}
	if status != exitValid {
		return status
	}
	var text strings.Builder
	if len(names) == 0 {
		b.writeAll(&text)
	}
	printed := map[*entry]bool{}
	for i, a := range asks {
		if i > 0 {
			text.WriteString("\n")
		}
		if a.prose != "" {
			text.WriteString(a.prose + "\n")
		}
		b.writeAsked(&text, a.name, a.found, a.held, printed)
	}
	if _, err := io.WriteString(stdout, wrapGrammar(text.String())); err != nil {
		fmt.Fprintln(stderr, "explain:", term.Escape(err.Error()))
		return exitInvalid
	}
	return exitValid
}

// writeAll writes every rule, section by section.
func (b *book) writeAll(w *strings.Builder) {
	v := b.v
	w.WriteString("# " + v.S("RFC 1738's grammar as the parser reads it, rule by rule in the order of section 5.",
		"La grammaire de la RFC 1738 telle que l'analyseur la lit, règle par règle dans l'ordre de la section 5.") + "\n")
	// As section 5 says: RFC 822's, but for "|" and [ ].
	w.WriteString("# " + v.S(`Notation: RFC 822's, except that, as RFC 1738 section 5 says, "|" separates alternatives and [ ] encloses optional or repeated elements; n* repeats what follows n or more times (* alone: any number of times, none included).`,
		"Notation : celle de la RFC 822, sauf que, comme le dit la RFC 1738, section 5, « | » sépare les choix possibles et [ ] entoure des éléments facultatifs ou répétés ; n* répète ce qui suit n fois ou plus (* seul : un nombre quelconque de fois, zéro compris).") + "\n")
	for _, sh := range b.shelves {
		w.WriteString("\n# " + sh.title + "\n")
		if sh.intro != "" {
			w.WriteString("# " + sh.intro + "\n")
		}
		if uses := b.alsoUses(sh); len(uses) > 0 {
			w.WriteString("# " + v.S("Also uses: ", "Utilise aussi : ") + strings.Join(uses, ", ") + "\n")
		}
		for _, e := range sh.entries {
			b.writeRule(w, e)
		}
	}
}

// alsoUses returns the rules of other sections that the section's rules
// use, each once, classes aside, as the railroad page lists them.
func (b *book) alsoUses(sh *shelf) []string {
	var uses []string
	for _, e := range sh.entries {
		for _, u := range b.uses(e) {
			if u.shelf != sh && !u.rule.Class && !slices.Contains(uses, u.rule.Name) {
				uses = append(uses, u.rule.Name)
			}
		}
	}
	return uses
}

// writeAsked writes the rules found for name, then the rules they use,
// those printed already left out, under a heading that says which.
func (b *book) writeAsked(w *strings.Builder, name string, found []*entry, held *bnf.Reading, printed map[*entry]bool) {
	v := b.v
	all := b.closure(found)
	lead, led := leadReading(name, found, held)
	var rules []string
	for _, e := range found {
		r := e.rule.Name
		switch {
		case led && held == nil && e.rule.Name == lead.In:
			r = lead.Rule + " (RFC 1738)" // url, which genericurl reads
		case led && strings.EqualFold(r, lead.Rule),
			slices.ContainsFunc(found, func(o *entry) bool { return o != e && o.rule.Name == r }):
			r += " (" + e.rule.Production.RFC + ")" // selector (RFC 1738), selector (RFC 4516); URL (RFC 1808)
		}
		rules = append(rules, r)
	}
	first := found[0].rule.Name
	if k, ok := sameKindNamed(name); ok && len(found) == 1 && first == k.Production.Of.Name {
		// The first rule written is k's own (writeSameKind), which reads as the one found.
		first = k.Production.Name
		rules[0] = v.F("%s, read as %s,", "%s, lue comme %s,", first, rules[0])
	}
	head := "# "
	switch {
	case held != nil:
		head += v.F("%s: a rule of section 5 that this grammar reads in %s; ", "%s : une règle de la section 5 que cette grammaire lit dans %s ; ", name, rules[0])
	case len(found) > 1 || first != name:
		head += name + v.S(": ", " : ")
		if p, ok := grammar.ProsePiece(glossaryKey(name)); ok {
			head += v.F("RFC 1738 section %s's prose name, not a rule of section 5; ",
				"nom que donne la prose de la RFC 1738, section %s, et non une règle de la section 5 ; ", p.Section)
		}
	}
	switch {
	case len(all) == 1:
		head += v.F("%s, which uses no other rule", "%s, qui n'utilise aucune autre règle", rules[0])
	case len(all) == len(found):
		head += v.F("%s, which use no other rule", "%s, qui n'utilisent aucune autre règle", v.And(rules))
	case len(found) > 1:
		head += v.F("%s, and the rules they use", "%s, et les règles qu'elles utilisent", v.And(rules))
	default:
		head += v.F("%s and the rules it uses", "%s et les règles qu'elle utilise", rules[0])
	}
	before := 0
	for _, e := range all {
		if printed[e] {
			before++
		}
	}
	switch {
	case before == len(all):
		head += v.S(": given above", " : données plus haut")
	case before > 0:
		head += v.S(" (those given above are not repeated)", " (celles déjà données plus haut ne sont pas répétées)")
	}
	w.WriteString(head + "\n")
	if k, ok := sameKindNamed(name); ok && !b.sameKindShown[k.Name] {
		if b.sameKindShown == nil {
			b.sameKindShown = map[string]bool{}
		}
		b.sameKindShown[k.Name] = true
		b.writeSameKind(w, k)
	}
	if led {
		b.writeLead(w, lead)
	}
	var classes []string
	for _, e := range all {
		if printed[e] {
			continue
		}
		if e.rule.Class && !isSeq(e.rule.Expr) && !b.verbose && !slices.Contains(found, e) {
			classes = append(classes, e.rule.Name) // named, not spelled out
			continue
		}
		printed[e] = true
		b.writeRule(w, e)
	}
	if len(classes) > 0 {
		w.WriteString(v.F("# character classes of section 5 it uses (explain -grammar with a name, or -v, spells them out): %s",
			"# classes de caractères de la section 5 qu'elle utilise (explain -grammar suivi d'un nom, ou -v, les détaille) : %s",
			strings.Join(classes, ", ")) + "\n")
	}
}

// sameKindNamed returns the scheme of the same kind as one of RFC
// 1738's (ast.SameKindSchemes) that name names, by the scheme's name
// (https), its production's (httpsurl) or its label (URL https), in
// any case.
func sameKindNamed(name string) (ast.SameKind, bool) {
	name = strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(name), "<"), ">")
	for _, k := range ast.SameKindSchemes() {
		p := k.Production.Name
		for _, n := range []string{k.Name, p, grammar.Label(p, grammar.English), grammar.Label(p, grammar.French)} {
			if strings.EqualFold(name, n) {
				return k, true
			}
		}
	}
	return ast.SameKind{}, false
}

// writeSameKind writes the rule of k's production (httpsurl), which is
// this grammar's reading of its RFC's prose (grammar.Reading), not a
// rule that RFC writes, and that it is the production of another scheme
// (httpurl) under k's name, with k's port: the rules after it are that
// one's.
func (b *book) writeSameKind(w *strings.Builder, k ast.SameKind) {
	v, p := b.v, k.Production
	w.WriteString(p.Rule + "\n")
	about := []string{grammar.Reading(p, v.Lang)}
	if l := v.Label(p.Name); l != p.Name {
		about = append([]string{l}, about...)
	}
	w.WriteString("    " + strings.Join(about, v.S("; ", " ; ")) + "\n")
	w.WriteString("    " + v.F("%s writes no rule: this one is read as %s (%s), whose rules follow; port %d by default (%s)",
		"la %s n'écrit pas de règle : celle-ci se lit comme %s (%s), dont les règles suivent ; port %d par défaut (%s)",
		p.RFC, p.Of.Name, v.Section(p.Of.RFC, p.Of.Section), k.Port, v.Section(p.RFC, k.PortSection)) + "\n")
}

// writeRule writes a rule as its RFC writes it, "name = expr", and under
// it: its label when the glossary's differs from its name, that it is a
// class (or, with -v, its Go types), its citation, the rule as this
// grammar reads it where that differs (or, for a rule of RFC 1808 it
// reads inline, where it reads it), how RFC 1808 section 2.2 writes a
// rule of RFC 1738 it writes again, the parser's notes on it as
// sentences, and the reason for each reading of section 5 that concerns
// it.
func (b *book) writeRule(w *strings.Builder, e *entry) {
	v := b.v
	r := e.rule
	// The RFC's rule first, byte for byte as its RFC writes it ("]]" in
	// httpurl, where this grammar's printer spaces every bracket); this
	// grammar's reading after it, where it reads other words.
	first, reads := r.String(), ""
	if rfc := r.Production.Rule; rfc != "" {
		if strings.Join(strings.Fields(rfc), "") != strings.Join(strings.Fields(first), "") {
			reads = first
		}
		first = rfc
		if c := r.Comment(); c != "" {
			first += "    " + c
		}
	}
	w.WriteString(first + "\n")
	var about []string
	if l := ruleLabel(v, r); l != r.Name {
		about = append(about, l)
	}
	switch {
	case r.Class && !isSeq(r.Expr): // escape, "%" hex hex, is no class of one character
		about = append(about, v.S("character class", "classe de caractères"))
	case !b.verbose:
	case len(r.Types) == 1:
		about = append(about, v.F("Go type %s", "type Go %s", r.Types[0]))
	case len(r.Types) > 1:
		about = append(about, v.F("Go types %s", "types Go %s", strings.Join(r.Types, ", ")))
	}
	if p := r.Production; p.RFC != "" {
		// The rule above is section 5's, whose section this line gives
		// first; gopher-path: a name of the prose, not a rule of section 5.
		about = append(about, v.RuleWhere(p))
	}
	if len(about) > 0 {
		w.WriteString("    " + strings.Join(about, v.S("; ", " ; ")) + "\n")
	}
	switch {
	case e.inline:
		// Named with its RFC: RFC 1738 has an fsegment this grammar has.
		line := v.F("this grammar has no rule of its own for RFC 1808's %s: it reads it inline, in %s",
			"cette grammaire ne donne pas de règle propre au %s de la RFC 1808 : elle le lit sur place, dans %s", r.Name, v.And(b.readIn(r.Name)))
		if namers := b.namers(r.Name); !slices.Equal(namers, b.readIn(r.Name)) {
			line += v.F("; RFC 1808 writes it in %s", " ; la RFC 1808 l'écrit dans %s", v.And(namers))
		}
		w.WriteString("    " + line + "\n")
	case reads != "":
		w.WriteString("    " + v.S("this grammar reads it: ", "cette grammaire la lit ainsi : ") + reads + "\n")
	}
	switch t := bnf.RFC1808Text(r.Name); {
	case t == "" || r.Production.RFC != "RFC 1738" || b.hasInline(r.Name):
	case sameWords(t, r.Production.Rule):
		w.WriteString("    " + v.S("RFC 1808 section 2.2 has the same rule", "la RFC 1808 (section 2.2) a la même règle") + "\n")
	default:
		w.WriteString("    " + v.S("RFC 1808 section 2.2 writes it: ", "la RFC 1808 (section 2.2) l'écrit ainsi : ") + t + "\n")
	}
	for _, n := range r.Notes {
		sentence := v.French(n.Sentence(v.Lang, func(s string) string { return s }, func(s string) string {
			return v.S(bnf.Lit(s).String(), v.Q(s))
		}))
		if n.Scheme != "" && !slices.Contains(e.shelf.schemes, n.Scheme) {
			sentence = v.F("in a %s URL, ", "dans une URL %s, ", n.Scheme) + sentence
		}
		w.WriteString("    " + v.S("note: ", "remarque : ") + sentence + "\n")
	}
	if e.own {
		return
	}
	for _, rd := range bnf.ReadingsOf(r.Name) {
		if b.ledBy[rd.Rule] {
			continue // written first, as the rule asked for (writeLead)
		}
		if rd.RFC == "" {
			w.WriteString("    " + v.F("%s has no rule of this name: ", "%s n'a pas de règle de ce nom : ", bnf.WrittenIn(r.Production, v.Lang)) + v.French(rd.Text(v.Lang)) + "\n")
			continue
		}
		if rd.RFC != first {
			w.WriteString("    " + v.F("%s writes: ", "%s écrit : ", bnf.WrittenIn(r.Production, v.Lang)) + rd.RFC + "\n")
		}
		w.WriteString("    " + v.S("why this grammar differs: ", "pourquoi cette grammaire s'en écarte : ") + v.French(rd.Text(v.Lang)) + "\n")
	}
}

// rfc1808Labels are the French labels of RFC 1808's rules whose names
// RFC 1738 gives other rules: RFC 1808's fsegment is a path's first
// segment, beside its segment (path = fsegment *( "/" segment )), where
// the glossary's « segment » is ftp's fsegment.
var rfc1808Labels = map[string]string{
	"fsegment": "premier segment",
	"segment":  "segment",
}

// ruleLabel is r's label in v's language: the glossary's, or for a rule
// of RFC 1808 that RFC 1738 names otherwise, its own.
func ruleLabel(v voice.Voice, r *bnf.Rule) string {
	if l, ok := rfc1808Labels[r.Name]; ok && r.Production.RFC == "RFC 1808" {
		return v.S(r.Name, l)
	}
	return v.Label(r.Name)
}

// sameWords reports whether two rules have the same words in any order:
// RFC 1808's safe, "$" | "-" | "_" | "." | "+", is RFC 1738's.
func sameWords(a, b string) bool {
	x, y := strings.Fields(a), strings.Fields(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}

// hasInline reports whether RFC 1808 has a rule of that name of its own
// in the book (fsegment), which -grammar then shows beside RFC 1738's.
func (b *book) hasInline(name string) bool {
	for _, g := range b.grammars {
		if r := g.Rule(name); r != nil && b.of[r] != nil && b.of[r].inline {
			return true
		}
	}
	return false
}

// namers returns the names of the rules of RFC 1808 that name name as
// section 2.2 writes them, in the book's order: the rules a rule read
// inline is read in.
func (b *book) namers(name string) []string {
	var out []string
	for _, sh := range b.shelves {
		for _, e := range sh.entries {
			_, rhs, _ := strings.Cut(e.rule.Production.Rule, "=")
			if e.rule.Production.RFC == "RFC 1808" && e.rule.Name != name && slices.Contains(ruleWords(rhs), name) {
				out = append(out, e.rule.Name)
			}
		}
	}
	return out
}

// readIn returns the rules this grammar reads name in, a rule of RFC
// 1808 it reads inline: the rules that name it (namers), each read
// inline itself replaced by where this grammar reads that one, so that
// every name is a rule this grammar has. pchar, which RFC 1808 names in
// fsegment, segment, param and net_loc, is read in path, params and
// net_loc.
func (b *book) readIn(name string) []string {
	var out []string
	for _, n := range b.namers(name) {
		in := []string{n}
		if b.isInline1808(n) && n != name {
			in = b.readIn(n)
		}
		for _, m := range in {
			if !slices.Contains(out, m) {
				out = append(out, m)
			}
		}
	}
	return out
}

// isInline1808 reports whether name is a rule of RFC 1808 that this
// grammar reads inline (RFC 1808's fsegment, not RFC 1738's).
func (b *book) isInline1808(name string) bool {
	for _, sh := range b.shelves {
		for _, e := range sh.entries {
			if e.inline && e.rule.Name == name && e.rule.Production.RFC == "RFC 1808" {
				return true
			}
		}
	}
	return false
}

// isSeq reports whether x is a sequence: a rule of several characters in
// a row, such as escape, where a class is a choice of one.
func isSeq(x bnf.Expr) bool {
	_, ok := x.(bnf.Seq)
	return ok
}

// uses returns the entries of the rules e's rule refers to, in order,
// each once.
func (b *book) uses(e *entry) []*entry {
	var out []*entry
	for _, name := range bnf.Refs(e.rule.Expr) {
		if u := b.ref(e, name); u != nil && !slices.Contains(out, u) {
			out = append(out, u)
		}
	}
	_, rhs, _ := strings.Cut(e.rule.Production.Rule, "=")
	for _, name := range ruleWords(rhs) { // pchar in net_loc, as RFC 1808 writes it
		if u := b.ref(e, name); u != nil && u != e && u.rule.Production.RFC == e.rule.Production.RFC && !slices.Contains(out, u) {
			out = append(out, u) // not RFC 4516's scheme, "ldap", for RFC 1738's
		}
	}
	return out
}

// ref returns the entry of the rule name that e's rule refers to: the
// rule of e's grammar, else of the first of the book's grammars that has
// one of e's RFC (RFC 1808's fsegment for its path), else of any (RFC
// 1738's uchar for RFC 1808's net_loc); nil when none has.
func (b *book) ref(e *entry, name string) *entry {
	if u := b.of[e.g.Rule(name)]; u != nil {
		return u
	}
	for _, sameRFC := range []bool{true, false} {
		for _, g := range b.grammars {
			r := g.Rule(name)
			if u := b.of[r]; u != nil && (!sameRFC || r.Production.RFC == e.rule.Production.RFC) {
				return u
			}
		}
	}
	return nil
}

// closure returns the entries found and those of every rule they use,
// directly or not: those found first, then the others in the book's
// order.
func (b *book) closure(found []*entry) []*entry {
	seen := map[*entry]bool{}
	var rest []*entry
	queue := slices.Clone(found)
	for _, e := range found {
		seen[e] = true
	}
	for len(queue) > 0 {
		e := queue[0]
		queue = queue[1:]
		for _, u := range b.uses(e) {
			if !seen[u] {
				seen[u] = true
				rest = append(rest, u)
				queue = append(queue, u)
			}
		}
	}
	slices.SortFunc(rest, func(x, y *entry) int { return x.place - y.place })
	return append(slices.Clone(found), rest...)
}

// find returns the rules name names, in the book's order: a rule by its
// name, a Go type's or a class's (bnf.Grammar.Rule), in any grammar of
// the book; else a scheme's rule; else the rule that holds a rule of
// section 5 (grouppart is in newsurl), with the reading that says so;
// else the rules the glossary labels so, in either language ("url-path",
// "hôte", "chemin"); else the rules whose name or Go type is name
// without its hyphens and underscores ("host-port"). Case and angle
// brackets ("<host>") do not matter.
func (b *book) find(name string) ([]*entry, *bnf.Reading) {
	name = strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(name), "<"), ">")
	var found []*entry
	add := func(e *entry) {
		if e != nil && !slices.Contains(found, e) {
			found = append(found, e)
		}
	}
	for _, g := range b.grammars {
		add(b.of[g.Rule(name)])
	}
	if scheme, rule, ok := strings.Cut(name, ":"); ok && len(found) == 0 {
		// The railroad page's id of a registered scheme's own rule,
		// "pop:user" (railroad.RegisteredID): the rule of that name in
		// the scheme's section.
		if e := b.schemes[strings.ToLower(scheme)]; e != nil {
			for _, o := range e.shelf.entries {
				if strings.EqualFold(o.rule.Name, rule) {
					add(o)
				}
			}
		}
	}
	if len(found) == 0 {
		add(b.schemes[strings.ToLower(name)])
	}
	if k, ok := sameKindNamed(name); ok && len(found) == 0 {
		add(b.schemes[k.Name]) // httpsurl, which is httpurl
	}
	if len(found) == 0 {
		for _, rd := range bnf.Readings() {
			if rd.In != "" && strings.EqualFold(rd.Rule, name) {
				return []*entry{b.of[b.builtIn.Rule(rd.In)]}, &rd
			}
		}
	}
	if len(found) == 0 {
		for _, t := range grammar.Glossary() {
			if !strings.EqualFold(t.English, name) && !strings.EqualFold(t.French, name) {
				continue
			}
			if e := b.of[b.builtIn.Rule(t.Production)]; e != nil || strings.EqualFold(t.Production, name) {
				add(e)
				continue
			}
			// A piece the prose names (article-number): found by its key;
			// a rule this grammar reads in another (« autre URL »,
			// otherurl), with its reading, as its name finds it.
			more, rd := b.find(t.Production)
			if rd != nil && len(found) == 0 {
				return more, rd
			}
			for _, e := range more {
				add(e)
			}
		}
	}
	if len(found) == 0 {
		bare := squash(name)
		for _, sh := range b.shelves {
			for _, e := range sh.entries {
				if squash(e.rule.Name) == bare || slices.ContainsFunc(e.rule.Types, func(t string) bool { return squash(t) == bare }) {
					add(e)
				}
			}
		}
	}
	slices.SortStableFunc(found, func(x, y *entry) int { return x.place - y.place })
	return found, nil
}

// squash returns a name in lower case without its hyphens, underscores
// and spaces.
func squash(s string) string {
	return strings.ToLower(strings.NewReplacer("-", "", "_", "", " ", "").Replace(s))
}

// unknown returns the line that reports a name -grammar does not know,
// with the names it knows that are close to it.
func (b *book) unknown(name string) string {
	v := b.v
	line := v.F("explain: -grammar %s: no rule or scheme of that name", "explain: -grammar %s : aucune règle ni aucun mode de ce nom", grammar.Octets(name))
	if b.verbose { // -v shows the Go types, which -grammar finds too
		line = v.F("explain: -grammar %s: no rule, Go type or scheme of that name", "explain: -grammar %s : aucune règle, aucun type Go ni aucun mode de ce nom", grammar.Octets(name))
	}
	switch scheme := exampleOf(name); {
	case scheme == "":
	case strings.EqualFold(scheme, name):
		return line + v.F("; %s is an example scheme: add -scheme %s", " ; %s est un mode donné en exemple : ajoutez -scheme %s", scheme, scheme)
	default:
		return line + v.F("; it is a rule of the example scheme %s: add -scheme %s", " ; c'est une règle du mode donné en exemple %s : ajoutez -scheme %s", scheme, scheme)
	}
	if e := b.namedIn(name); e != nil {
		p := e.rule.Production
		return line + v.F("; %s's rule names it as %s writes it (section %s), and this grammar reads it inline there: explain -grammar %s",
			" ; la règle %s la nomme ainsi que l'écrit la %s (section %s), et cette grammaire la lit sur place à cet endroit : explain -grammar %s",
			p.Name, p.RFC, p.Section, p.Name)
	}
	near := b.closeTo(name)
	if len(near) == 0 {
		return line + v.S("; explain -grammar lists them all", " ; explain -grammar les énumère tous")
	}
	return line + v.S("; did you mean ", " ; vouliez-vous dire ") + v.Or(near) + v.S("?", " ?")
}

// namedIn returns the first entry of the book whose rule, as its RFC
// writes it (the production's Rule), names name on its right-hand side,
// where the grammar has no rule of that name: a sub-rule the tags read
// inline (RFC 2384's server, in pop_url = "pop://" server). It is nil
// when no rule names it.
func (b *book) namedIn(name string) *entry {
	for _, sh := range b.shelves {
		for _, e := range sh.entries {
			_, rhs, ok := strings.Cut(e.rule.Production.Rule, "=")
			if ok && slices.Contains(ruleWords(rhs), name) {
				return e
			}
		}
	}
	return nil
}

// ruleWords returns the names of rules a rule's right-hand side holds:
// its words outside quotes that start with a letter ("achar" in
// 1*achar).
func ruleWords(rhs string) []string {
	var words []string
	inQuote, start := false, -1
	for i := 0; i <= len(rhs); i++ {
		c := byte(' ')
		if i < len(rhs) {
			c = rhs[i]
		}
		if !inQuote && (isRuleByte(c) && (start >= 0 || isLetter(c))) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			words = append(words, rhs[start:i])
			start = -1
		}
		if c == '"' {
			inQuote = !inQuote
		}
	}
	return words
}

func isLetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

// isRuleByte reports whether c may be in a rule's name: ip-schemepart,
// gopher+_string, enc_user.
func isRuleByte(c byte) bool {
	return isLetter(c) || '0' <= c && c <= '9' || c == '-' || c == '_' || c == '+'
}

// exampleOf returns the first example scheme, in order of name, whose
// grammar has a rule or scheme of that name, "" when none has: a name
// -grammar would take with -scheme.
func exampleOf(name string) string {
	for _, scheme := range exampleschemes.Names(extra) {
		s, _ := exampleschemes.Named(extra, scheme)
		b, err := newBook(voice.Voice{}, []parser.Scheme{s}, []string{scheme})
		if err != nil {
			continue
		}
		if found, _ := b.find(name); slices.ContainsFunc(found, func(e *entry) bool { return e.own }) {
			return scheme
		}
	}
	return ""
}

// names returns the names -grammar accepts, as the tools print them,
// each once: the rules' names and Go types, the schemes, the rules of
// section 5 that another holds, and the glossary's labels of the rules
// in the book's language (find takes those of either).
func (b *book) names() []string {
	var out []string
	seen := map[string]bool{}
	add := func(s string) {
		if k := strings.ToLower(s); !seen[k] {
			seen[k] = true
			out = append(out, s)
		}
	}
	for _, sh := range b.shelves {
		for _, e := range sh.entries {
			add(e.rule.Name)
			for _, t := range e.rule.Types {
				add(t)
			}
		}
	}
	schemes := make([]string, 0, len(b.schemes))
	for name := range b.schemes {
		schemes = append(schemes, name)
	}
	slices.Sort(schemes)
	for _, s := range schemes {
		add(s)
	}
	for _, rd := range bnf.Readings() {
		if rd.In != "" {
			add(rd.Rule)
		}
	}
	for _, t := range grammar.Glossary() {
		if b.builtIn.Rule(t.Production) != nil {
			add(grammar.Label(t.Production, b.v.Lang))
		}
	}
	return out
}

// closeTo returns up to four names -grammar accepts that are close to
// name: at most a third of its letters away (one at least), or starting
// with it; the closest first.
func (b *book) closeTo(name string) []string {
	low := strings.ToLower(name)
	limit := max(1, len([]rune(low))/3)
	type match struct {
		name string
		d    int
	}
	var ms []match
	for _, n := range b.names() {
		d := distance(low, strings.ToLower(n))
		if len([]rune(low)) >= 3 && strings.HasPrefix(strings.ToLower(n), low) {
			d = min(d, limit)
		}
		if d <= limit {
			ms = append(ms, match{n, d})
		}
	}
	slices.SortStableFunc(ms, func(x, y match) int { return x.d - y.d })
	var out []string
	for _, m := range ms[:min(4, len(ms))] {
		out = append(out, m.name)
	}
	return out
}

// distance is the Levenshtein distance between a and b, in runes.
func distance(a, b string) int {
	x, y := []rune(a), []rune(b)
	prev := make([]int, len(y)+1)
	cur := make([]int, len(y)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(x); i++ {
		cur[0] = i
		for j := 1; j <= len(y); j++ {
			cost := 1
			if x[i-1] == y[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(y)]
}

// wrapGrammar wraps the lines of text, the grammar as -grammar writes
// it, to out.width: a "#" line's following lines start with "# ", a
// rule's are aligned after its "= ", and the lines under a rule, which
// are indented, hang two columns further.
func wrapGrammar(text string) string {
	if out.width <= 0 {
		return text
	}
	var b strings.Builder
	for _, line := range strings.SplitAfter(text, "\n") {
		body := strings.TrimSuffix(line, "\n")
		switch {
		case body == "":
			b.WriteString(line)
		case strings.HasPrefix(body, "# "):
			writeWrapped(&b, body[2:], "# ", "# ")
		case strings.HasPrefix(body, " "):
			for _, l := range describe.WrapLine(body, out.width, 2) {
				b.WriteString(l + "\n")
			}
		default:
			writeRule(&b, body, "")
		}
	}
	return b.String()
}

// glossaryKey returns the glossary key that name is, or labels in
// English or French ("identificateur" is "unique"), or "" for none.
func glossaryKey(name string) string {
	for _, t := range grammar.Glossary() {
		if strings.EqualFold(t.Production, name) || strings.EqualFold(t.English, name) || strings.EqualFold(t.French, name) {
			return t.Production
		}
	}
	return ""
}
