package describe

import (
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// addNamed records, after the rules c holds, the rules of the
// productions of u's nodes that those rules name and c does not hold,
// and so on, until every production of u that a recorded rule names has
// its rule: a table that cites "hostname = *[ domainlabel "." ]
// toplabel" also gives domainlabel's and toplabel's rules, which its
// lines name ("domainlabel "ftp""), and ftpurl's "login" brings login's
// rule and, through it, hostport's. Productions of u that no rule names
// (a character class inside a rule's brackets is a rule of section 5
// too, but no node) are left out.
func (c *citations) addNamed(u *ast.URL) {
	if c == nil || c.off || u == nil {
		return
	}
	var prods []ast.Production
	seen := map[string]bool{}
	ast.Inspect(u, func(n ast.Node) bool {
		if ast.IsNil(n) {
			return false
		}
		if p := grammar.Of(n); p.Rule != "" && !seen[p.Name] {
			seen[p.Name] = true
			prods = append(prods, p)
		}
		return true
	})
	names := map[string]bool{}
	for done := 0; done < len(c.rules); done++ {
		for _, w := range namesIn(c.rules[done]) {
			names[w] = true
		}
		for _, p := range prods {
			if names[p.Name] {
				c.add(p) // appended to c.rules: read in turn
			}
		}
	}
}
