package railroad

import (
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
// resolve.
func (p *page) addRelative() error {
	ig, err := interp.ReadReference()
	if err != nil {
		return err
	}
	g := bnf.Recover(ig)
	p.adopt(g)
	p.relative = &part{
		id:    "relative",
		title: [2]string{"Relative URLs (RFC 1808 section 2.2)", "URL relatives (RFC 1808, section 2.2)"},
		intro: [2]string{
			`RFC 1808 writes a reference ({URL}) that a program resolves against a base URL: an absolute URL, or a relative one ({relativeURL}) that takes what it lacks from the base. ` +
				`Its rules are not part of RFC 1738's section 5. Its scheme rule is its own, scheme = 1*( alpha | digit | "+" | "-" | "." ), which the parser reads for RFC 1738's rule {scheme} too; its character classes are RFC 1738's, which RFC 1808 section 2.2 writes again unchanged.`,
			`La RFC 1808 écrit une référence ({URL}) qu'un programme résout par rapport à une URL de base : une URL absolue, ou une URL relative ({relativeURL}) qui prend à la base ce qui lui manque. ` +
				`Ses règles ne font pas partie de la section 5 de la RFC 1738. Sa règle scheme lui est propre, scheme = 1*( alpha | digit | "+" | "-" | "." ), et l'analyseur la lit aussi pour la règle {scheme} de la RFC 1738 ; ses classes de caractères sont celles de la RFC 1738, que la section 2.2 de la RFC 1808 récrit à l'identique.`,
		},
		rules: relativeRules,
		g:     g,
	}
	return nil
}
