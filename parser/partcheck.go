package parser

import (
	"fmt"
	"reflect"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// checkPart refuses a scheme part that lacks a method the library needs
// and cannot find for itself, naming the type and the method to add:
// accepted, such a part gave trees labelled "genericurl" with no
// children, and errors that named the generic syntax. What a part must
// have is the checklist in the package doc ("For scheme authors").
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
	elem := t
	for elem.Kind() == reflect.Pointer {
		elem = elem.Elem()
	}
	if elem.Kind() != reflect.Struct {
		return nil
	}
	nodeType := reflect.TypeOf((*ast.Node)(nil)).Elem()
	hostPort, login := reflect.TypeOf(&ast.HostPort{}), reflect.TypeOf(&ast.Login{})
	var children, host, logins string
	for i := 0; i < elem.NumField(); i++ {
		f := elem.Field(i)
		if f.Anonymous || !f.IsExported() {
			continue
		}
		ft := f.Type
		if ft.Kind() == reflect.Slice {
			ft = ft.Elem()
		}
		if ft.Implements(nodeType) && children == "" {
			children = f.Name
		}
		if f.Type == hostPort && host == "" {
			host = f.Name
		}
		if f.Type == login && logins == "" {
			logins = f.Name
		}
	}
	if _, ok := part.(ast.Parent); !ok && children != "" {
		return fmt.Errorf("part %s has node fields (%s) but no Children method: add func (*%s) Children() []ast.Node, listing its child nodes in input order, which Walk, Inspect, the printer and the validators follow", name, children, t.Elem().Name())
	}
	if _, ok := part.(interface{ LoginPart() *ast.Login }); !ok && logins != "" {
		return fmt.Errorf("part %s has a login (field %s) but no LoginPart method: add func (*%s) LoginPart() *ast.Login, returning it, which URL.Login and URL.HostPort, the canonical form and the conversions to net/url read", name, logins, t.Elem().Name())
	}
	if _, ok := part.(interface{ HostPortPart() *ast.HostPort }); !ok && host != "" {
		return fmt.Errorf("part %s has a host (field %s) but no HostPortPart method: add func (*%s) HostPortPart() *ast.HostPort, returning it, which URL.HostPort, the canonical form and the conversions to net/url read", name, host, t.Elem().Name())
	}
	return nil
}
