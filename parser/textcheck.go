package parser

import "github.com/urlsyntax/rfc1738/ast"

// textChecks appends to list a CodeText error for each node of u that is
// its text (a scheme name, a user, a label, a port, a segment...) whose
// text its production does not allow (textErrors). A parsed tree's texts
// always match, so Parse does not run them; a tree a program built or
// changed may hold any text, which printing it would write unchecked.
// A node of a type this package does not declare has no text automaton
// here: its scheme's validator checks it.
func textChecks(list ErrorList, u *ast.URL) ErrorList {
	ast.Inspect(u, func(n ast.Node) bool {
		if n != nil && textAutomaton(n) != nil {
			list = append(list, textErrors(n)...)
		}
		return true
	})
	return list
}

// withoutRepeats returns list without the findings equal to an earlier
// one: a scheme's validator checks some texts itself, before what
// depends on them, and textChecks checks them again. The one kept names
// the scheme's production if either does.
func withoutRepeats(list ErrorList) ErrorList {
	out := list[:0:0]
	for _, e := range list {
		repeat := false
		for _, f := range out {
			if e.Code == f.Code && e.Offset == f.Offset && e.Production == f.Production && e.Found == f.Found {
				if f.Scheme.Name == "" {
					f.Scheme = e.Scheme
				}
				repeat = true
				break
			}
		}
		if !repeat {
			out = append(out, e)
		}
	}
	return out
}
