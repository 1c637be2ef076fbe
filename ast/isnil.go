package ast

import "reflect"

// IsNil reports whether n is nil or holds a nil value of a node type
// (most often a nil pointer). A failed Parse returns a typed nil as its
// *URL, and a tree a program builds may hold one in a field of an
// interface type, such as URL.Part: such a node is not nil when compared
// with nil, yet it has no text, no span and no children, and calling a
// method of a type that is not nil-safe panics. IsNil tells it apart
// from a node that is there.
func IsNil(n Node) bool {
	if n == nil {
		return true
	}
	switch v := reflect.ValueOf(n); v.Kind() {
	case reflect.Pointer, reflect.Map, reflect.Slice, reflect.Func, reflect.Chan:
		return v.IsNil()
	}
	return false
}
