package describe

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// A part is one part of a URL that the table describes: a node of the
// URL's tree, named by the note's word for it or by its production, or
// the url-path of section 3.1 when that is more than one node.
type part struct {
	// node is the part's node; nil for a url-path of several nodes.
	node ast.Node
	// pos and end are the part's byte span [pos,end).
	pos, end int
	// key is the glossary's key for the part's label (grammar.Label): the
	// name of its production ("host", "search"), "urlpath" for the
	// url-path, or the name section 3.6 gives a piece its rule leaves
	// unnamed ("unique").
	key string
	// note says that the part is one of the note's general form, whose
	// words the table writes in angle brackets.
	note bool
	// inPath says that the part is a piece of a url-path of several
	// nodes, which has a line of its own above the pieces.
	inPath bool
	// pieces are the parts a url-path of several nodes is made of.
	pieces []part
	// parent is the node the part is a child of.
	parent ast.Node
	// scheme is the production of the URL's scheme part (httpurl,
	// ip-schemepart, ...): what the part means depends on it. It is the
	// same for every part of a URL, which may have a part a byte: so a
	// pointer to it, not a copy.
	scheme *ast.Production
	// fromScheme says that the part is the scheme's own production
	// ("news:*"'s newsurl), shown as the printer's diagram shows it, over
	// the span its rule covers: from the scheme's first byte (newsurl =
	// "news:" grouppart), where its node starts after "news:".
	fromScheme bool
}

// tag is how the table names the part in v's language: the note's word
// in angle brackets, as the note writes it (<host>, <hôte>), or the
// glossary's label of the part's production, bare (search, recherche).
func (p part) tag(v speaker) string {
	if p.note {
		return v.Tag(p.key)
	}
	return v.Label(p.key)
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
	ast.GopherPathP.Name:  true, // its gtype, selector and search are its details
	grammar.URLPathP.Name: true,
}

// parts returns the parts of u in input order: the scheme, then the
// parts of its scheme part. The tree is walked from the top; a node is
// a part when it has no children or its production is shown whole, and
// is otherwise shown as its children (a login as its user, password,
// host and port; an article as its unique part and its host). A scheme
// part with no children (an opaque one, or "news:*") is one part.
//
// The url-path of section 3.1, what follows the "/" after the host and
// port, is the part the note calls <url-path>: the node that is all of
// it (the generic urlpath, an http path with no search), or else a part
// of its own, over the nodes it is made of (an ftp path and its
// typecode), which follow it as its pieces. It is the url-path the
// printer's diagram marks.
func parts(u *ast.URL) []part {
	scheme := new(ast.Production)
	*scheme = grammar.Of(u.Part)
	// Counted first, so that the list is allocated once, with room for
	// the url-path's own part: a URL may have a part a byte, and append
	// grows a long list by a quarter at a time.
	n := 0
	eachPart(u, nil, func(_, _ ast.Node) { n++ })
	ps := make([]part, 0, n+1)
	user, password := userInfo(u)
	own := ownPart(u.Part)
	eachPart(u, nil, func(n, parent ast.Node) {
		key := keyOf(n, parent)
		note := glossaryNote[key]
		switch {
		case user != nil && n == user:
			key, note = userKey, true
		case password != nil && n == password:
			key, note = passwordKey, true
		case own && (key == userKey || key == passwordKey):
			note = isLoginNode(n) // an author's node of that name is no user unless UserInfo says so
		}
		p := part{node: n, pos: n.Pos(), end: n.End(), key: key, note: note, parent: parent, scheme: scheme}
		if parent == ast.Node(u) && n == ast.Node(u.Part) && scheme.Name != grammar.SchemePartP.Name && scheme.Name != grammar.IPSchemePart.Name {
			p.pos, p.fromScheme = u.Pos(), true
		}
		ps = append(ps, p)
	})

	nodes, ok := urlPath(u)
	if !ok {
		return ps
	}
	first := -1 // the part that starts the url-path
	for i := 0; i < len(ps) && first < 0; i++ {
		for _, n := range nodes {
			if isInside(ps[i].node, n) {
				first = i
				break
			}
		}
	}
	if first < 0 {
		return ps
	}
	if len(nodes) == 1 && ps[first].node == nodes[0] {
		ps[first].key, ps[first].note = urlPathKey, true
		return ps
	}
	for i := first; i < len(ps); i++ {
		ps[i].inPath = true
	}
	// Put before its pieces, the parts that follow it.
	ps = append(ps, part{})
	copy(ps[first+1:], ps[first:])
	ps[first] = part{pos: nodes[0].Pos(), end: u.Part.End(), key: urlPathKey, note: true, parent: u.Part, scheme: scheme}
	ps[first].pieces = ps[first+1:]
	return ps
}

// isLoginNode reports whether n is the user or password of a *ast.Login.
func isLoginNode(n ast.Node) bool {
	switch n.(type) {
	case *ast.User, *ast.Password:
		return true
	}
	return false
}

// eachPart calls f on each part under n, the child of parent, in input
// order, with its parent: n itself when it has no children or its
// production is shown whole, its children's parts otherwise.
func eachPart(n, parent ast.Node, f func(n, parent ast.Node)) {
	if shownWhole[grammar.Of(n).Name] { // its children are not listed: a path may have one a byte
		f(n, parent)
		return
	}
	kids := ast.ChildrenOf(n)
	if len(kids) > 0 {
		for _, c := range kids {
			eachPart(c, n, f)
		}
		return
	}
	f(n, parent)
}

// isInside reports whether node n lies within node outer's span.
func isInside(n, outer ast.Node) bool {
	return outer.Pos() <= n.Pos() && n.End() <= outer.End()
}

// Key returns the glossary key of node n, a child of parent (nil for
// the root), for its label (grammar.Label): its production's name, or,
// for a node that answers to its parent's production because the RFC's
// rule gives its piece no name of its own, the name section 3.6 gives
// that piece ("unique", an article's text before "@").
func Key(n, parent ast.Node) string { return keyOf(n, parent) }

// keyOf returns the glossary key of node n, a child of parent: its
// production's name, or the name of the piece it is (see unnamedPieces).
func keyOf(n, parent ast.Node) string {
	name := grammar.Of(n).Name
	if parent == nil {
		return name
	}
	if key, ok := grammar.NamedIn(grammar.Of(n)); ok {
		return key
	}
	if grammar.Of(parent).Name == name {
		if piece, ok := unnamedPieces[name]; ok {
			return piece
		}
	}
	return name
}

// urlPath returns the nodes of u's url-path: section 3.1 says that in
// the common Internet scheme syntax, after "//" and the login, "the rest
// of the locator consists of data specific to the scheme, and is known
// as the "url-path"", after a "/". They are the children of the scheme
// part after its last login, hostport or host, or node that holds one
// (grammar.Server; all of them when it has none), when the scheme part starts with "//" and a "/" comes before
// them. It reports false when u has no url-path: a URL with no "//" (news,
// mailto, an opaque one), or with nothing after the host (telnet, or
// http with no "/").
func urlPath(u *ast.URL) ([]ast.Node, bool) {
	n := ast.Node(u.Part)
	if n == nil {
		return nil, false
	}
	text := n.String() // made once: a scheme part may be as long as the URL
	if !strings.HasPrefix(text, "//") {
		return nil, false
	}
	kids := ast.ChildrenOf(n)
	first := 0
	for k, c := range kids {
		if _, ok := grammar.Server(grammar.Of(c).Name); ok {
			first = k + 1
		}
	}
	if first == len(kids) {
		return nil, false
	}
	if off := kids[first].Pos() - n.Pos() - 1; off < 0 || off >= len(text) || text[off] != '/' {
		return nil, false
	}
	return kids[first:], true
}
