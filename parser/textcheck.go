package parser

import (
	"github.com/urlsyntax/rfc1738/ast"
)

// textChecks appends to list a CodeText error for each node of u that is
// its text (a scheme name, a user, a label, a port, a segment...) whose
// text its production does not allow (textErrors). A parsed tree's texts
// always match, so Parse does not run them; a tree a program built or
// changed may hold any text, which printing it would write unchecked.
// A node of a type this package does not declare has no text automaton
// here: its scheme's validator checks it. Beyond the first 8, errors are
// counted by one CodeMore finding, as a validator's repeated findings
// are. The walk also gathers treeNodeChecks' findings, returned apart.
func textChecks(list ErrorList, u *ast.URL) (texts, trees ErrorList) {
	r := &repeats{code: CodeText}
	ast.Inspect(u, func(n ast.Node) bool {
		trees = treeNodeChecks(trees, n) // in the same walk: one is costly enough
		if n == nil || textAutomaton(n) == nil {
			return true
		}
		for _, e := range textErrors(n) {
			if r.take(n, e.Offset, e.Production) {
				list = append(list, e)
			}
		}
		return true
	})
	return r.more(list), trees
}

// withoutRepeats returns list without the findings equal to an earlier
// one: a scheme's validator checks some texts itself, before what
// depends on them, and textChecks checks them again. The one kept names
// the scheme's production if either does.
func withoutRepeats(list ErrorList) ErrorList {
	type key struct {
		code       Code
		offset     int
		production ast.Production
		found      string
	}
	kept := make(map[key]*Error, len(list))
	out := list[:0:0]
	for _, e := range list {
		k := key{e.Code, e.Offset, e.Production, e.Found}
		if f, ok := kept[k]; ok {
			if f.Scheme.Name == "" {
				f.Scheme = e.Scheme
			}
			continue
		}
		kept[k] = e
		out = append(out, e)
	}
	return out
}
