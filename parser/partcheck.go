package parser

import (
	"fmt"
	"reflect"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/gen"
)

// checkPart refuses a scheme part that lacks a method the library needs
// and cannot derive, naming the type and the method to add: accepted, a
// part without Production gave trees labelled "genericurl" and errors
// that named the generic syntax. (Its children, login and hostport are
// read from its fields when it has no Children, LoginPart or
// HostPortPart: see ast.ChildrenOf.) What a part must have is the
// checklist in the package doc ("For scheme authors").
//
// The parts of package ast are known to the library by type (its tree
// walks and printers switch on them), so only a part declared elsewhere,
// a scheme author's, is held to the checklist.
func checkPart(part ast.SchemePart) error {
	t := reflect.TypeOf(part)
	name := t.String()
	if t.Kind() == reflect.Pointer && t.Elem().PkgPath() == reflect.TypeOf(ast.URL{}).PkgPath() {
		return nil
	}
	if _, ok := part.(grammar.Declarer); !ok {
		return fmt.Errorf("part %s has no Production method: add func (*%s) Production() ast.Production, returning the RFC's name of the production, its citation and rule, which trees, diagrams and errors name", name, t.Elem().Name())
	}
	return nil
}

// checkNodes refuses a node type of an author's production without a
// Production method: trees, diagrams and JSON would label its nodes
// "genericurl". g is the production's grammar, as gen reads it.
func checkNodes(g *gen.Grammar) error {
	declarer := reflect.TypeOf((*grammar.Declarer)(nil)).Elem()
	own := reflect.TypeOf(ast.URL{}).PkgPath()
	for _, p := range g.Productions {
		s, ok := p.(*gen.Struct)
		if !ok || s.Type.PkgPath() == own || reflect.PointerTo(s.Type).Implements(declarer) {
			continue
		}
		return fmt.Errorf("node type %s has no Production method: add func (*%s) Production() ast.Production, returning the name, citation and rule of the production it holds, which trees, diagrams and errors name", s.Type, s.Type.Name())
	}
	return nil
}
