package main

import (
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// A part is one part of a URL that explain marks and describes: a node
// of the URL's tree, named by the note's word for it or by its
// production.
type part struct {
	node ast.Node
	// label is the part's name under its carets: the note's word ("host",
	// "url-path"), the name of the part's production ("search",
	// "ftptype"), the section's name for a piece its rule leaves unnamed
	// ("unique"), or "schemepart" for a scheme part that is one part.
	label string
	// word says that label is one of the note's words.
	word bool
	// parent is the node the part is a child of.
	parent ast.Node
	// scheme is the production of the URL's scheme part (httpurl,
	// ip-schemepart, ...): what the part means depends on it.
	scheme ast.Production
}

// tag is how the part lines name the part: the note's word in angle
// brackets, as the note writes it, or a production's name as the RFC
// writes it, bare.
func (p part) tag() string {
	if p.word {
		return tagOf(p.label)
	}
	return p.label
}

// shownWhole are the productions shown as one part, by name, whose
// pieces the part's details list: a host and its labels, and the paths
// and their segments. Every other node with children is shown as its
// children.
var shownWhole = map[string]bool{
	grammar.HostP.Name:    true,
	ast.HPathP.Name:       true,
	ast.FPathP.Name:       true,
	ast.PPathP.Name:       true,
	ast.GopherPathP.Name:  true, // gtype and selector touch: marked apart, their carets would run together
	grammar.URLPathP.Name: true,
}

// parts returns the parts of u in input order: the scheme, then the
// parts of its scheme part. The tree is walked from the top; a node is
// a part when it has no children or its production is shown whole, and
// is otherwise shown as its children (a login as its user, password,
// host and port; an article as its unique part and its host). A scheme
// part with no children (an opaque one, or "news:*") is one part.
func parts(u *ast.URL) []part {
	var ps []part
	scheme := grammar.Of(u.Part)
	var visit func(n, parent ast.Node)
	visit = func(n, parent ast.Node) {
		kids := children(n)
		if len(kids) > 0 && !shownWhole[grammar.Of(n).Name] {
			for _, c := range kids {
				visit(c, n)
			}
			return
		}
		label, word := labelOf(n, parent, u)
		ps = append(ps, part{node: n, label: label, word: word, parent: parent, scheme: scheme})
	}
	visit(u, nil)
	return ps
}

// labelOf names node n, a child of parent in u: see part.label.
func labelOf(n, parent ast.Node, u *ast.URL) (label string, word bool) {
	if n == ast.Node(u.Part) {
		return grammar.SchemePartP.Name, false
	}
	name := grammar.Of(n).Name
	if w, ok := noteWords[name]; ok {
		return w, true
	}
	if parent != nil && grammar.Of(parent).Name == name {
		if piece, ok := unnamedPieces[name]; ok {
			return piece, false
		}
	}
	return name, false
}

// children returns the children of n that ast.Walk visits, in input
// order.
func children(n ast.Node) []ast.Node {
	var out []ast.Node
	ast.Inspect(n, func(c ast.Node) bool {
		if c == nil {
			return false
		}
		if c == n {
			return true
		}
		out = append(out, c)
		return false
	})
	return out
}
