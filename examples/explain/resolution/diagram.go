package resolution

import (
	"reflect"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// SchemeP is RFC 1808's scheme production. A reference's scheme node is
// an ast.Scheme, which declares RFC 1738's (lower-case letters only,
// section 2.1), but RFC 1808's grammar, which the reference was parsed
// by, takes upper case too: its diagram and parts cite this one.
var SchemeP = ast.RFC1808("scheme", "2.2", `scheme = 1*( alpha | digit | "+" | "-" | "." )`)

// opaqueP is what the diagram calls the text after the scheme of an
// absoluteURL that is not generic-RL: the node declares absoluteURL, as
// the piece has no name of its own in the RFC's rule, and would be drawn
// as an absoluteURL inside the absoluteURL. It is named by its text in
// that rule, in both languages.
var opaqueP = ast.RFC1808("*( uchar | reserved )", "2.2", ast.AbsoluteURLP.Rule)

// A shownNode is a node of a reference's tree as its diagram shows it:
// the printer's diagram functions read any tree through ast.Node,
// grammar.Of (Production) and ast.Parent (Children), so a reference is
// drawn by its own productions, as the printer draws a URL.
//
// One thing is changed, for the printer reads RFC 1738's url-path into
// any node that starts with "//": it marks as <url-path> the children
// of such a node that follow its login, hostport or host, which a
// net_path, "//" net_loc [ abs_path ], has none of, so its net_loc and
// path would be drawn as a url-path. So a net_path is shown without
// children, and its net_loc and abs_path beside it, as children of the
// relativeURL that holds it: the printer then draws them in the band
// under the net_path's, as it draws the children of any node, and sees
// no url-path, since the relativeURL's first child starts where it does.
type shownNode struct {
	ast.Span
	text string
	prod ast.Production
	kids []ast.Node
}

func (n *shownNode) String() string             { return n.text }
func (n *shownNode) Production() ast.Production { return n.prod }
func (n *shownNode) Children() []ast.Node       { return n.kids }

// diagramTree returns the tree to draw for the tree under n, a
// reference's or one of its nodes. Each node's text is built once, at
// most the depth of the tree (eight levels) times the length of the
// reference in all.
func diagramTree(n ast.Node) *shownNode {
	s := &shownNode{Span: ast.At(n.Pos(), n.End()), text: n.String(), prod: grammar.Of(n)}
	switch n.(type) {
	case *ast.Scheme:
		s.prod = SchemeP
	case *ast.OpaqueRL:
		s.prod = opaqueP
	}
	for _, c := range ast.ChildrenOf(n) {
		if isNil(c) {
			continue
		}
		k := diagramTree(c)
		s.kids = append(s.kids, k)
		if _, ok := c.(*ast.NetPath); ok {
			s.kids = append(s.kids, k.kids...)
			k.kids = nil
		}
	}
	return s
}

// isNil reports whether n is nil or a nil pointer of a node type.
func isNil(n ast.Node) bool {
	if n == nil {
		return true
	}
	v := reflect.ValueOf(n)
	return v.Kind() == reflect.Pointer && v.IsNil()
}
