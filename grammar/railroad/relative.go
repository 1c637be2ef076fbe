package railroad

import (
	"slices"
	"strings"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/bnf"
	"github.com/urlsyntax/rfc1738/grammar/interp"
)

// relativeRules are RFC 1808 section 2.2's rules of a relative URL, in
// its order, as package grammar/bnf recovers them from the tags of
// ast.Reference. Its classes are RFC 1738's; its scheme rule, its own,
// is the one the parser reads for RFC 1738's scheme (alpha, not
// lowalpha).
var relativeRules = []string{"URL", "absoluteURL", "relativeURL", "net_path", "abs_path", "rel_path",
	"net_loc", "path", "params", "query", "fragment"}

// addRelative adds RFC 1808's grammar to the page, in a section after
// RFC 1738's schemes, each rule under its RFC name: RFC 1808 completes
// RFC 1738 with the references that explain -base and the live page
// resolve. The section draws too, in section 2.2's order, the rules
// that this grammar reads inline, in the rules that use them
// (bnf.RFC1808Inline: generic-RL, fsegment, segment, param, pchar), so
// that every name of section 2.2's rules has its diagram.
func (p *page) addRelative() error {
	ig, err := interp.ReadReference()
	if err != nil {
		return err
	}
	g := bnf.Recover(ig)
	p.adopt(g)
	p.inline = bnf.RFC1808Inline()
	p.adopt(p.inline)
	p.relative = &part{
		id:    "relative",
		title: [2]string{"Relative URLs (RFC 1808 section 2.2)", "URL relatives (RFC 1808, section 2.2)"},
		intro: [2]string{
			`RFC 1808 writes a reference ({URL}) that a program resolves against a base URL: an absolute URL, or a relative one ({relativeURL}) that takes what it lacks from the base. ` +
				`Its rules are not part of RFC 1738's section 5. Its scheme rule is its own, scheme = 1*( alpha | digit | "+" | "-" | "." ), which the parser reads for RFC 1738's rule {scheme} too; its character classes are RFC 1738's, which RFC 1808 section 2.2 writes again unchanged.`,
			`La RFC 1808 écrit une référence ({URL}) qu'un programme résout par rapport à une URL de base : une URL absolue, ou une URL relative ({relativeURL}) qui prend à la base ce qui lui manque. ` +
				`Ses règles ne font pas partie de la section 5 de la RFC 1738. Sa règle scheme lui est propre, scheme = 1*( alpha | digit | "+" | "-" | "." ), et l'analyseur la lit aussi pour la règle {scheme} de la RFC 1738 ; ses classes de caractères sont celles de la RFC 1738, que la section 2.2 de la RFC 1808 récrit à l'identique.`,
		},
		drawn: [2]string{
			`Five of its rules ({generic-RL}, its own {fsegment}, {segment}, {param} and {pchar}) have no rule of their own in this grammar, which reads them inline, within the rules of its own that hold them ({absoluteURL}, {path}, {params} and {net_loc}); they are drawn here as RFC 1808 writes them.`,
			`Cinq de ses règles ({generic-RL}, sa propre règle {fsegment}, {segment}, {param} et {pchar}) n'ont pas de règle à elles dans cette grammaire, qui les lit sur place, dans celles de ses propres règles qui les contiennent ({absoluteURL}, {path}, {params} et {net_loc}) ; elles sont dessinées ici telles que la RFC 1808 les écrit.`,
		},
		rules: relativeNames(p.inline),
		g:     g,
	}
	return nil
}

// relativeNames returns relativeRules and the names of inline's rules,
// in RFC 1808 section 2.2's order.
func relativeNames(inline *bnf.Grammar) []string {
	names := slices.Clone(relativeRules)
	for _, r := range inline.Rules {
		names = append(names, r.Name)
	}
	order := bnf.RFC1808Names()
	slices.SortStableFunc(names, func(a, b string) int { return slices.Index(order, a) - slices.Index(order, b) })
	return names
}

// isInline reports whether r is one of the rules of RFC 1808 that this
// grammar reads inline.
func (p *page) isInline(r *bnf.Rule) bool { return p.inline != nil && p.own[r] == p.inline }

// inlineIn returns where this grammar reads r, one of the rules of RFC
// 1808 that it reads inline: the rules that name r (namersOf), each
// read inline itself replaced by where this grammar reads that one, so
// that every rule named is one this grammar has: path, params and
// net_loc for pchar, which RFC 1808 names in fsegment, segment, param
// and net_loc.
func (p *page) inlineIn(r *bnf.Rule) []string {
	var in []string
	for _, u := range p.namersOf(r) {
		names := []string{u.Name}
		if p.isInline(u) && u != r {
			names = p.inlineIn(u)
		}
		for _, n := range names {
			if !slices.Contains(in, n) {
				in = append(in, n)
			}
		}
	}
	return in
}

// namersOf returns the rules of r's section whose rule, as RFC 1808
// writes it, names r.
func (p *page) namersOf(r *bnf.Rule) []*bnf.Rule {
	var in []*bnf.Rule
	for _, u := range p.home[r].rules {
		_, rhs, _ := strings.Cut(u.Production.Rule, " = ")
		if slices.Contains(strings.FieldsFunc(rhs, func(c rune) bool { return c > 0x7f || !isNameByte(byte(c)) }), r.Name) {
			in = append(in, u)
		}
	}
	return in
}

// inlineWords say where this grammar reads a rule of RFC 1808 that it
// has no rule of, as explain -grammar says it.
// The third is said, where they differ, before the rules RFC 1808 names
// it in.
var inlineWords = map[grammar.Lang][3]string{
	grammar.English: {"This grammar has no rule of this name: it reads it inline, in ", " and ", "; RFC 1808 writes it in "},
	grammar.French:  {"Cette grammaire n'a pas de règle de ce nom : elle la lit sur place, dans ", " et ", " ; la RFC 1808 l'écrit dans "},
}
