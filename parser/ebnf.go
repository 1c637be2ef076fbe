package parser

import "sort"

// EBNF returns the grammar p reads URLs of scheme by, as participle
// prints it: one production a line, "Name = expression .". The empty
// scheme, or one p has no production for, gives the generic syntax.
func (p *Parser) EBNF(scheme string) string {
	g, err := p.schemes[scheme].grammar()
	if err != nil {
		return err.Error() // a built-in grammar that does not read: a bug, found by any test
	}
	return g.EBNF()
}

// Schemes returns the names of the schemes p has a production for, in
// sorted order.
func (p *Parser) Schemes() []string {
	names := make([]string, 0, len(p.schemes))
	for name := range p.schemes {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

// Default returns the parser that Parse uses: RFC 1738's schemes, those
// registered with Register so far, and no options. A later Register does
// not change the parser it returned, which is never changed once built;
// call Default again to see it.
func Default() *Parser { return defaultParser() }
