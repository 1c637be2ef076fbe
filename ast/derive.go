package ast

import (
	"reflect"
	"sync"
)

// A scheme author's node declares its production in its struct tags, one
// field after another, so its fields hold its children in input order:
// what Walk needs, and what URL.Login and URL.HostPort look for, can be
// read from the fields themselves, and an author need not write
// Children, LoginPart or HostPortPart (a node that has them is asked
// instead). The fields of each type are looked at once, by reflection;
// this package's own nodes are known by type and never reach here.

// nodeFields are the fields of a struct type that hold nodes: their
// indexes, whether each holds a slice of nodes, and the first that holds
// a *Login, a *HostPort and a *Host (-1 for none).
type nodeFields struct {
	index                 []int
	slice                 []bool
	login, hostPort, host int
}

var (
	fieldsOf sync.Map // reflect.Type → *nodeFields
	nodeType = reflect.TypeOf((*Node)(nil)).Elem()
	ownPkg   = reflect.TypeOf(URL{}).PkgPath()
)

// fieldsOfType returns the node fields of t, a pointer to a struct, or
// nil for any other type.
func fieldsOfType(t reflect.Type) *nodeFields {
	if f, ok := fieldsOf.Load(t); ok {
		return f.(*nodeFields)
	}
	if t.Kind() != reflect.Pointer || t.Elem().Kind() != reflect.Struct {
		return nil
	}
	f := &nodeFields{login: -1, hostPort: -1, host: -1}
	s := t.Elem()
	for i := 0; i < s.NumField(); i++ {
		sf := s.Field(i)
		if sf.Anonymous || !sf.IsExported() {
			continue
		}
		ft, slice := sf.Type, false
		if ft.Kind() == reflect.Slice {
			ft, slice = ft.Elem(), true
		}
		if !ft.Implements(nodeType) {
			continue
		}
		if !slice && sf.Type == reflect.TypeOf((*Login)(nil)) && f.login < 0 {
			f.login = len(f.index)
		}
		if !slice && sf.Type == reflect.TypeOf((*HostPort)(nil)) && f.hostPort < 0 {
			f.hostPort = len(f.index)
		}
		if !slice && sf.Type == reflect.TypeOf((*Host)(nil)) && f.host < 0 {
			f.host = len(f.index)
		}
		f.index = append(f.index, i)
		f.slice = append(f.slice, slice)
	}
	actual, _ := fieldsOf.LoadOrStore(t, f)
	return actual.(*nodeFields)
}

// appendDerived appends to out the present children of n, a node of a
// type declared outside this package, read from its fields.
func appendDerived(out []Node, n Node) []Node {
	if n == nil || isOwnType(n) {
		return out // this package's leaves, which have no children
	}
	v := reflect.ValueOf(n)
	f := fieldsOfType(v.Type())
	if f == nil || v.IsNil() {
		return out
	}
	s := v.Elem()
	for k, i := range f.index {
		fv := s.Field(i)
		if !f.slice[k] {
			if c, ok := presentNode(fv); ok {
				out = append(out, c)
			}
			continue
		}
		for j := 0; j < fv.Len(); j++ {
			if c, ok := presentNode(fv.Index(j)); ok {
				out = append(out, c)
			}
		}
	}
	return out
}

// presentNode returns the node v holds, unless it is nil.
func presentNode(v reflect.Value) (Node, bool) {
	if (v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface) && v.IsNil() {
		return nil, false
	}
	c, ok := v.Interface().(Node)
	return c, ok && !isNilPart(c)
}

// derivedField returns the field of n, a node of a type declared outside
// this package, at the k-th node field, when k is not -1 and it is set.
func derivedField(n Node, pick func(*nodeFields) int) (reflect.Value, bool) {
	v := reflect.ValueOf(n)
	if n == nil || v.Kind() != reflect.Pointer || v.IsNil() {
		return reflect.Value{}, false
	}
	f := fieldsOfType(v.Type())
	if f == nil {
		return reflect.Value{}, false
	}
	k := pick(f)
	if k < 0 {
		return reflect.Value{}, false
	}
	fv := v.Elem().Field(f.index[k])
	return fv, !fv.IsNil()
}

// derivedPtr returns the field of a scheme author's part that pick
// names, a *T, or nil when it has none or it is not set.
func derivedPtr[T any](p SchemePart, pick func(*nodeFields) int) *T {
	fv, ok := derivedField(p, pick)
	if !ok {
		return nil
	}
	return fv.Interface().(*T)
}

// derivedLogin returns the first *Login field of a scheme author's part.
func derivedLogin(p SchemePart) *Login {
	return derivedPtr[Login](p, func(f *nodeFields) int { return f.login })
}

// derivedHostPort returns the first *HostPort field of a scheme author's
// part.
func derivedHostPort(p SchemePart) *HostPort {
	return derivedPtr[HostPort](p, func(f *nodeFields) int { return f.hostPort })
}

// derivedHost returns the first *Host field of a scheme author's part:
// a host with no port, as POP's (RFC 2384).
func derivedHost(p SchemePart) *Host {
	return derivedPtr[Host](p, func(f *nodeFields) int { return f.host })
}

// isOwnType reports whether n's type is declared in this package, whose
// nodes say themselves what they hold.
func isOwnType(n Node) bool {
	t := reflect.TypeOf(n)
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t == nil || t.PkgPath() == ownPkg
}
