package railroad

import (
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// cite is the line under a rule's name that says where the rule is
// from: its RFC and section, or, for a name that RFC 1738's prose gives
// and its section 5 does not (gopher-path), that it is that prose name
// and no rule of section 5, so that the rule below, which this grammar
// writes, is not taken for one of the RFC's.
func (p *page) cite(pr ast.Production) string {
	if _, prose := pr.ProseName(); prose {
		return upperFirst(grammar.Reading(pr, p.lang))
	}
	return citation(pr)
}
