package interp

import (
	"fmt"
	"reflect"

	rfcast "github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// CheckDeclared refuses, with an *Error naming the type and the method
// to add, a node type of g declared outside package ast that has no
// Production method: the part of a scheme author's and each node type of
// their own. Trees, diagrams, JSON and errors name a node by its
// production, and would name such a node "genericurl". parser.WithScheme
// and WriteSchemes (so command rfc1738gen) call it; package ast's types
// are known by type.
func (g *Grammar) CheckDeclared() error {
	declarer := reflect.TypeOf((*grammar.Declarer)(nil)).Elem()
	own := reflect.TypeOf(rfcast.URL{}).PkgPath()
	for _, p := range append([]Production{g.Root}, g.Productions...) {
		s, ok := p.(*Struct)
		if !ok || s.Type.PkgPath() == own || reflect.PointerTo(s.Type).Implements(declarer) {
			continue
		}
		return &Error{
			Production: s.Type.String(),
			Construct:  fmt.Sprintf("*%s has no Production method", s.Type),
			Reason: fmt.Sprintf("add func (*%s) Production() ast.Production, returning the name, citation and rule of the production it holds, which trees, diagrams and errors name (they would say genericurl)",
				s.Type.Name()),
		}
	}
	return nil
}
