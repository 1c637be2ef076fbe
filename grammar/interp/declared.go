package interp

import (
	"fmt"
	"reflect"

	rfcast "github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// CheckDeclared refuses, with an *Error naming the type and what to
// add, a node type of g declared outside package ast (the part of a
// scheme author's and each node type of their own) that has no
// Production method, whose Production has no Name, or that embeds no
// ast.Span. Trees, diagrams, JSON and errors name a node by its
// production, and would name such a node "genericurl" or nothing; the
// parsers fill a node's offsets in its ast.Span, and without one every
// node of the type would span [0,0). parser.WithScheme and WriteSchemes
// (so command rfc1738gen) call it; package ast's types are known by
// type.
func (g *Grammar) CheckDeclared() error {
	own := reflect.TypeOf(rfcast.URL{}).PkgPath()
	for _, p := range append([]Rule{g.Root}, g.Rules...) {
		s, ok := p.(*Struct)
		if !ok || s.Type.PkgPath() == own {
			continue
		}
		if err := checkDeclared(s); err != nil {
			return err
		}
	}
	return nil
}

// checkDeclared is CheckDeclared of one author's node type.
func checkDeclared(s *Struct) error {
	refuse := func(construct, reason string) error {
		return &Error{Production: s.Type.String(), Construct: construct, Reason: reason}
	}
	d, ok := reflect.New(s.Type).Interface().(grammar.Declarer)
	switch {
	case !ok:
		return refuse(fmt.Sprintf("*%s has no Production method", s.Type),
			fmt.Sprintf("add func (*%s) Production() ast.Production, returning the name, citation and rule of the production it holds, which trees, diagrams and errors name (they would say genericurl)", s.Type.Name()))
	case unnamed(d):
		return refuse(fmt.Sprintf("(*%s).Production() with no Name", s.Type),
			"return the production's Name, RFC, Section and Rule: trees and diagrams would label the node with a blank, and errors in it would name the production around it")
	case s.Span == nil:
		return refuse(fmt.Sprintf("%s without ast.Span", s.Type),
			fmt.Sprintf("embed ast.Span in %s: the parsers fill a node's offsets there, and without it every %s would span [0,0) in trees, errors and traces", s.Type.Name(), s.Type.Name()))
	}
	return nil
}

// unnamed reports whether d's Production has no Name, called on a zero
// node; a Production that panics there (one that reads the node's
// fields) is left to the trees that parsing builds.
func unnamed(d grammar.Declarer) (empty bool) {
	defer func() {
		if recover() != nil {
			empty = false
		}
	}()
	return d.Production().Name == ""
}
