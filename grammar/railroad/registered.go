package railroad

import (
	"reflect"
	"slices"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/bnf"
	"github.com/urlsyntax/rfc1738/grammar/interp"
)

// An AuthorScheme is a scheme registered with a parser from outside RFC 1738,
// as parser.Parser.Registered gives them: its name and its part, whose
// tags hold its grammar.
type AuthorScheme struct {
	Name string
	Part ast.SchemePart
}

// GenerateWith returns the page of Generate with the schemes registered
// from outside RFC 1738 that a parser reads (parser.Parser.Registered):
// each part's rules, recovered from its tags (bnf.Recover), in a section
// of their own before the characters, one section for the schemes that
// share a part (rtsp and rtspu). A rule that RFC 1738 has too, by name
// and RFC (hostport, alpha), is drawn once, as RFC 1738's; a rule of
// the scheme's own has the anchor RegisteredID gives, so that it never
// takes the place of one of RFC 1738's of the same name (POP's user is
// not RFC 1738's). A live page of the parser links its productions to
// these anchors. With no schemes, it is Generate's page.
func GenerateWith(lang grammar.Lang, schemes []AuthorScheme) ([]byte, error) {
	g, err := bnf.BuiltIn()
	if err != nil {
		return nil, err
	}
	pg := newPage(g, lang)
	if err := pg.addRelative(); err != nil {
		return nil, err
	}
	if err := pg.register(schemes); err != nil {
		return nil, err
	}
	return pg.HTML()
}

// RegisteredID returns the anchor of a registered scheme's own rule on
// the page GenerateWith writes: the id of its section (SectionOf), a
// colon, and the rule's name: "pop:user". A scheme's name holds no
// colon, so no two rules share an anchor, nor does one take an anchor
// of RFC 1738's, which are rule names.
func RegisteredID(section, rule string) string { return section + ":" + rule }

// SectionOf returns the id of the section of GenerateWith's page that
// draws the part of scheme, one of schemes: the first name in
// alphabetical order of the schemes whose parts are of its type; ""
// when scheme is none of them.
func SectionOf(schemes []AuthorScheme, scheme string) string {
	for _, grp := range GroupByPart(schemes) {
		for _, s := range grp {
			if s.Name == scheme {
				return grp[0].Name
			}
		}
	}
	return ""
}

// register adds a part for each group of schemes sharing a part type.
func (p *page) register(schemes []AuthorScheme) error {
	for _, grp := range GroupByPart(schemes) {
		var bs []bnf.SchemeGrammar
		var names []string
		for _, s := range grp {
			ig, err := interp.ReadURL(s.Part)
			if err != nil {
				return err
			}
			bs = append(bs, bnf.SchemeGrammar{Name: s.Name, Grammar: ig})
			names = append(names, s.Name)
		}
		g := bnf.Recover(nil, bs...)
		p.adopt(g)
		pr := grammar.Of(grp[0].Part)
		p.registered = append(p.registered, &part{
			id:    grp[0].Name,
			title: [2]string{registeredTitle(names, pr, grammar.English), registeredTitle(names, pr, grammar.French)},
			intro: [2]string{
				"Section 5 has none of these rules: they are those of the scheme's own RFC, registered with the parser, from outside RFC 1738.",
				"La section 5 n'a aucune de ces règles : ce sont celles de la RFC du mode, ajouté à l'analyseur hors de la RFC 1738.",
			},
			rules: []string{pr.Name},
			g:     g,
		})
	}
	return nil
}

// adopt takes g's rules into the page: those RFC 1738's grammar has,
// by name and RFC (hostport, alpha), as RFC 1738's, the others as g's
// own.
func (p *page) adopt(g *bnf.Grammar) {
	for _, r := range g.Rules {
		if b := p.g.Rule(r.Name); b != nil && b.Name == r.Name && b.Production.RFC == r.Production.RFC {
			p.shared[r] = b
			continue
		}
		p.own[r] = g
	}
}

// registeredTitle is the title of the section of registered schemes:
// "pop URLs (RFC 2384 section 3)", "URL rtsp et rtspu (RFC 2326, section 3.2)".
func registeredTitle(names []string, pr ast.Production, l grammar.Lang) string {
	if l == grammar.French {
		return "URL " + strings.Join(names, " et ") + " (" + citation(pr) + ")"
	}
	return strings.Join(names, " and ") + " URLs (" + citation(pr) + ")"
}

// citation returns where a production is defined: "RFC 1738, section
// 3.1", or for an appendix, "RFC 1738, Appendix A".
func citation(pr ast.Production) string {
	if strings.HasPrefix(pr.Section, "Appendix ") {
		return pr.RFC + ", " + pr.Section
	}
	return pr.RFC + ", section " + pr.Section
}

// GroupByPart returns the schemes, in order of name, each once, in
// groups of those that share a part's type (rtsp and rtspu): the
// schemes of one section of GenerateWith's page, whose id is the first
// one's name.
func GroupByPart(schemes []AuthorScheme) [][]AuthorScheme {
	schemes = slices.Clone(schemes)
	slices.SortFunc(schemes, func(a, b AuthorScheme) int { return strings.Compare(a.Name, b.Name) })
	var groups [][]AuthorScheme
	seen := map[string]bool{}
next:
	for _, s := range schemes {
		if seen[s.Name] {
			continue
		}
		seen[s.Name] = true
		for i, grp := range groups {
			if reflect.TypeOf(grp[0].Part) == reflect.TypeOf(s.Part) {
				groups[i] = append(grp, s)
				continue next
			}
		}
		groups = append(groups, []AuthorScheme{s})
	}
	return groups
}
