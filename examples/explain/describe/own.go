package describe

import (
	"reflect"
	"sync"

	"github.com/urlsyntax/rfc1738/ast"
)

// A scheme author's part (one whose type is not package ast's) is told
// by its own fields which parts of the note's template it has a place
// for, not by the names its rule uses: its user and password are the
// nodes its UserInfo returns (ast.UserInfoPart) or a *ast.Login's; its
// host and port a *ast.Login's, *ast.HostPort's, *ast.Host's or
// *ast.Port's; and it has a url-path when it has a host and a field
// after those.

var (
	astPackage = reflect.TypeFor[ast.URL]().PkgPath()
	loginType  = reflect.TypeFor[*ast.Login]()
	hpType     = reflect.TypeFor[*ast.HostPort]()
	hostType   = reflect.TypeFor[*ast.Host]()
	portType   = reflect.TypeFor[*ast.Port]()
	spanType   = reflect.TypeFor[ast.Span]()
	userInfoT  = reflect.TypeFor[ast.UserInfoPart]()
)

// ownPart reports whether part is a scheme author's: a pointer to a
// struct of a package other than ast.
func ownPart(part ast.SchemePart) bool {
	t := reflect.TypeOf(part)
	return t != nil && t.Kind() == reflect.Pointer && t.Elem().Kind() == reflect.Struct && t.Elem().PkgPath() != astPackage
}

// ownPlaces returns the keys of the note's parts that an author's part
// has a place for, read from the fields of its type, and whether it
// holds its user in a *ast.Login, whose "@" and ":" the lines on what a
// URL leaves out may name.
//
// The answer is found once for each type, and kept (ownPlacesOf): the
// map is shared, not to be changed.
func ownPlaces(part ast.SchemePart) (places map[string]bool, login bool) {
	t := reflect.TypeOf(part)
	if o, ok := ownPlacesOf.Load(t); ok {
		o := o.(owned)
		return o.places, o.login
	}
	places, login = readPlaces(part)
	ownPlacesOf.Store(t, owned{places, login})
	return places, login
}

// owned is what ownPlaces found of a type.
type owned struct {
	places map[string]bool
	login  bool
}

// ownPlacesOf holds ownPlaces's answers, by the part's type.
var ownPlacesOf sync.Map

// readPlaces is ownPlaces, read from part's type.
func readPlaces(part ast.SchemePart) (places map[string]bool, login bool) {
	places = map[string]bool{}
	st := reflect.TypeOf(part).Elem()
	user, password, probed := userInfoTypes(reflect.TypeOf(part))
	last := -1 // the last field of the login, host or port
	for i := range st.NumField() {
		switch f := st.Field(i).Type; {
		case f == loginType:
			login = true
			places[userKey], places[passwordKey], places[hostKey], places[portKey] = true, true, true, true
		case f == hpType:
			places[hostKey], places[portKey] = true, true
		case f == hostType:
			places[hostKey] = true
		case f == portType:
			places[portKey] = true
		case user != nil && f == user, password != nil && f == password:
		default:
			continue
		}
		last = i
	}
	switch {
	case probed:
		if user != nil {
			places[userKey] = true
		}
		if password != nil {
			places[passwordKey] = true
		}
	case reflect.TypeOf(part).Implements(userInfoT): // UserInfo could not be asked: claim no part missing
		places[userKey], places[passwordKey] = true, true
	}
	if places[hostKey] && hasFieldAfter(st, last) {
		places[urlPathKey] = true
	}
	return places, login
}

// hasFieldAfter reports whether st has an exported field that can hold
// a node after field i: a url-path after the host and port.
func hasFieldAfter(st reflect.Type, i int) bool {
	for j := i + 1; j < st.NumField(); j++ {
		if f := st.Field(j); f.IsExported() && f.Type != spanType {
			return true
		}
	}
	return false
}

// userInfoTypes returns the types of the nodes that the UserInfo of a
// part of type t returns when every field it has is filled (filled): a
// nil one is a node its production has no place for. probed is false
// when t has no UserInfo, or when it could not be asked (it read a field
// the filling left nil, and panicked).
func userInfoTypes(t reflect.Type) (user, password reflect.Type, probed bool) {
	if !t.Implements(userInfoT) {
		return nil, nil, false
	}
	defer func() {
		if recover() != nil {
			user, password, probed = nil, nil, false
		}
	}()
	u, p := filled(t, 4).Interface().(ast.UserInfoPart).UserInfo()
	return typeOfNode(u), typeOfNode(p), true
}

// filled returns a new value of t, a pointer to a struct, whose
// exported fields that point to structs are filled in turn, depth
// levels down.
func filled(t reflect.Type, depth int) reflect.Value {
	v := reflect.New(t.Elem())
	if depth == 0 {
		return v
	}
	st := t.Elem()
	for i := range st.NumField() {
		f := st.Field(i)
		if f.IsExported() && f.Type.Kind() == reflect.Pointer && f.Type.Elem().Kind() == reflect.Struct {
			v.Elem().Field(i).Set(filled(f.Type, depth-1))
		}
	}
	return v
}

// typeOfNode returns n's type, nil when n is nil or a nil pointer.
func typeOfNode(n ast.Node) reflect.Type {
	if isNil(n) {
		return nil
	}
	return reflect.TypeOf(n)
}

// isNil reports whether n is nil or holds a nil pointer, as a UserInfo
// that returns its field as it is does for a user the URL has not.
func isNil(n ast.Node) bool {
	if n == nil {
		return true
	}
	v := reflect.ValueOf(n)
	return v.Kind() == reflect.Pointer && v.IsNil()
}

// userInfo returns the nodes of u's user and password that its part's
// UserInfo names, nil for each it has not.
func userInfo(u *ast.URL) (user, password ast.Node) {
	up, ok := u.Part.(ast.UserInfoPart)
	if !ok {
		return nil, nil
	}
	user, password = up.UserInfo()
	if isNil(user) {
		user = nil
	}
	if isNil(password) {
		password = nil
	}
	return user, password
}
