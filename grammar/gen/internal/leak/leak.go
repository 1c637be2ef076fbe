// Package leak declares a scheme part whose grammar has the one pattern
// where participle keeps a capture of a branch that failed: an optional
// group that captures a node and then parses another struct before a
// token that may be missing. Its generated parser (package leakparse)
// must give the trees participle gives, that capture included; the test
// there checks it.
package leak

import "github.com/urlsyntax/rfc1738/ast"

// Part is leakpart = [ digits toplabel ";" ] urlpath. For "leak:1a" the
// group fails at the missing ";", after the toplabel "a" ended, and
// participle has already applied the capture of "1" to Number when the
// toplabel ended: Number stays set although the group was dropped.
type Part struct {
	ast.Span
	Number *ast.Digits   `parser:"( @@"`
	Label  *ast.TopLabel `parser:"  @@ ';' )?"`
	Path   *ast.URLPath  `parser:"@@"`
}

// String returns the part's text.
func (p *Part) String() string {
	s := ""
	if p.Label != nil {
		s = p.Number.String() + p.Label.String() + ";"
	}
	if p.Path != nil {
		s += p.Path.String()
	}
	return s
}

// DefaultPort implements ast.SchemePart: the scheme has no port.
func (*Part) DefaultPort() (int, bool) { return 0, false }

// Production implements grammar.Declarer: the production Part holds.
func (*Part) Production() ast.Production {
	return ast.Production{Name: "leakpart", RFC: "this test", Section: "1", Rule: `leakpart = [ digits toplabel ";" ] urlpath`}
}
