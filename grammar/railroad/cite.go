package railroad

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// cite is the line under a rule's name that says where the rule is
// from: for one of RFC 1738's, its section 5, which writes the rule
// below, and the section of its meaning (grammar.RuleWhere); for a name
// that RFC 1738's prose gives and its section 5 does not (gopher-path),
// that it is that prose name and no rule of section 5, so that the rule
// below, which this grammar writes, is not taken for one of the RFC's;
// for every other rule, its RFC and section.
func (p *page) cite(pr ast.Production) string {
	if _, prose := pr.ProseName(); prose {
		return upperFirst(grammar.Reading(pr, p.lang))
	}
	if s := grammar.RuleWhere(pr, p.lang); s != "" {
		// The page's comma ("RFC 1808, section 2.2") in English too.
		return strings.Replace(s, pr.RFC+" section", pr.RFC+", section", 1)
	}
	return citation(pr)
}
