package ast_test

import (
	"fmt"
	goast "go/ast"
	goparser "go/parser"
	"go/token"
	"math/rand"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
)

// TestNoPanics drives every exported function and method of this
// package with nil, typed-nil, zero, partial and random trees, such as a
// failed Parse returns or a program builds, and checks that none panics.
// The functions and methods are listed from the package's source, and
// the node types reached by reflection from ast.URL, every scheme part
// and ast.Fragment, so that a new one is driven without editing the
// test; it fails when the source exports something the test cannot
// drive.
func TestNoPanics(t *testing.T) {
	api := exportedAPI(t)
	types := nodeTypes()
	driven := map[string]bool{}
	rng := rand.New(rand.NewSource(1))

	// Every exported type of the source that has methods is reached.
	reached := map[string]bool{}
	for _, typ := range types {
		reached[typ.Elem().Name()] = true
	}
	for _, extra := range extraValues() {
		reached[reflect.Indirect(reflect.ValueOf(extra)).Type().Name()] = true
	}
	for recv := range api.methods {
		if !reached[recv] {
			t.Errorf("type %s has exported methods but no value of it is driven: add it to nodeTypes or extraValues", recv)
		}
	}

	call := func(name string, f reflect.Value, args []reflect.Value) {
		defer func() {
			if r := recover(); r != nil {
				t.Errorf("%s(%s) panics: %v", name, describe(args), r)
			}
		}()
		f.Call(args)
	}
	argsFor := func(name string, ft reflect.Type, skip int) []reflect.Value {
		var args []reflect.Value
		for i := skip; i < ft.NumIn(); i++ {
			args = append(args, randomArg(t, name, ft.In(i), rng))
		}
		return args
	}
	values := func(typ reflect.Type) []reflect.Value {
		out := []reflect.Value{reflect.Zero(typ), reflect.New(typ.Elem())}
		for i := 0; i < 40; i++ {
			out = append(out, randomNode(typ, rng, 4))
		}
		return out
	}
	var nilNode ast.Node
	for _, typ := range types {
		for i := 0; i < typ.NumMethod(); i++ {
			m := typ.Method(i)
			if !api.methods[typ.Elem().Name()][m.Name] {
				continue // promoted (Span's) or not in the source: driven on its own type
			}
			name := typ.Elem().Name() + "." + m.Name
			driven[name] = true
			for _, v := range values(typ) {
				call(name, m.Func, append([]reflect.Value{v}, argsFor(name, m.Type, 1)...))
			}
		}
		for _, v := range values(typ) {
			n := v.Interface().(ast.Node)
			call("Walk", reflect.ValueOf(ast.Walk), []reflect.Value{reflect.ValueOf(ast.Visitor(countingVisitor{})), reflect.ValueOf(&n).Elem()})
			call("Inspect", reflect.ValueOf(ast.Inspect), []reflect.Value{reflect.ValueOf(&n).Elem(), reflect.ValueOf(func(ast.Node) bool { return true })})
			call("ChildrenOf", reflect.ValueOf(ast.ChildrenOf), []reflect.Value{reflect.ValueOf(&n).Elem()})
			call("Spanned", reflect.ValueOf(ast.Spanned), []reflect.Value{reflect.ValueOf(&n).Elem(), reflect.ValueOf("ftp://h/")})
			call("FirstDifference", reflect.ValueOf(ast.FirstDifference), []reflect.Value{reflect.ValueOf(&n).Elem(), reflect.ValueOf(&n).Elem()})
			call("FirstDifference", reflect.ValueOf(ast.FirstDifference), []reflect.Value{reflect.ValueOf(&n).Elem(), reflect.ValueOf(&nilNode).Elem()})
		}
	}
	for _, v := range extraValues() {
		rv := reflect.ValueOf(v)
		for i := 0; i < rv.Type().NumMethod(); i++ {
			m := rv.Type().Method(i)
			recv := reflect.Indirect(rv).Type().Name()
			if !api.methods[recv][m.Name] {
				continue
			}
			name := recv + "." + m.Name
			driven[name] = true
			for k := 0; k < 20; k++ {
				call(name, m.Func, append([]reflect.Value{rv}, argsFor(name, m.Type, 1)...))
			}
		}
	}
	call("Walk", reflect.ValueOf(ast.Walk), []reflect.Value{reflect.ValueOf(ast.Visitor(countingVisitor{})), reflect.ValueOf(&nilNode).Elem()})
	call("Inspect", reflect.ValueOf(ast.Inspect), []reflect.Value{reflect.ValueOf(&nilNode).Elem(), reflect.ValueOf(func(ast.Node) bool { return true })})
	call("ChildrenOf", reflect.ValueOf(ast.ChildrenOf), []reflect.Value{reflect.ValueOf(&nilNode).Elem()})
	call("Spanned", reflect.ValueOf(ast.Spanned), []reflect.Value{reflect.ValueOf(&nilNode).Elem(), reflect.ValueOf("")})
	driven["Walk"], driven["Inspect"], driven["ChildrenOf"], driven["Spanned"], driven["FirstDifference"] = true, true, true, true, true
	// EmptyUser takes a URL: nil, without a part, and with each scheme
	// part, nil, zero or typed nil.
	urls := []*ast.URL{nil, {}}
	for _, typ := range types {
		if p, ok := reflect.New(typ.Elem()).Interface().(ast.SchemePart); ok {
			urls = append(urls, &ast.URL{Part: p}, &ast.URL{Part: reflect.Zero(typ).Interface().(ast.SchemePart)})
		}
	}
	for _, u := range urls {
		call("EmptyUser", reflect.ValueOf(ast.EmptyUser), []reflect.Value{reflect.ValueOf(u)})
	}
	driven["EmptyUser"] = true
	for name, f := range functions() {
		driven[name] = true
		for k := 0; k < 50; k++ {
			call(name, reflect.ValueOf(f), argsFor(name, reflect.TypeOf(f), 0))
		}
	}
	var missing []string
	for name := range api.funcs {
		if !driven[name] {
			missing = append(missing, name)
		}
	}
	for recv, ms := range api.methods {
		for m := range ms {
			if !driven[recv+"."+m] {
				missing = append(missing, recv+"."+m)
			}
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("exported but not driven: %v", missing)
	}
}

// api is the exported functions and methods of the package's source.
type api struct {
	funcs   map[string]bool
	methods map[string]map[string]bool // by receiver type
}

func exportedAPI(t *testing.T) api {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	a := api{funcs: map[string]bool{}, methods: map[string]map[string]bool{}}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := goparser.ParseFile(fset, name, nil, goparser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fd, ok := d.(*goast.FuncDecl)
			if !ok || !fd.Name.IsExported() {
				continue
			}
			if fd.Recv == nil {
				a.funcs[fd.Name.Name] = true
				continue
			}
			recv := fd.Recv.List[0].Type
			if star, ok := recv.(*goast.StarExpr); ok {
				recv = star.X
			}
			id, ok := recv.(*goast.Ident)
			if !ok || !id.IsExported() {
				continue
			}
			if a.methods[id.Name] == nil {
				a.methods[id.Name] = map[string]bool{}
			}
			a.methods[id.Name][fd.Name.Name] = true
		}
	}
	return a
}

// functions are the package's functions, but Walk and Inspect, which
// the test drives with nodes.
func functions() map[string]any {
	return map[string]any{
		"DefaultPort":     ast.DefaultPort,
		"PartOf":          ast.PartOf,
		"Schemes":         ast.Schemes,
		"SameKindSchemes": ast.SameKindSchemes,
		"Decode":          ast.Decode,
		"SplitAddrSpec":   ast.SplitAddrSpec,
		"At":              ast.At,
		"RFC1738":         ast.RFC1738,
		"RFC1808":         ast.RFC1808,
		"SplitParts":      ast.SplitParts,
		"IsNil":           ast.IsNil,
		// EscapedOctet's argument must start with an escape: it is
		// driven with escapes only.
		"EscapedOctet": func(s string, i int) byte { return ast.EscapedOctet("%"+"4"+"1", 0) },
	}
}

// extraValues are values of the package's exported types that are not
// nodes but have methods.
func extraValues() []any {
	text := ast.Text("a%41%zz")
	return []any{ast.Span{}, &ast.Span{Offset: -1, EndOffset: 9}, ast.Production{}, ast.HTTPSURLP, ast.WAISDoc, &text, text, &ast.AddrSpecError{}, ast.Parts{}, ast.SplitParts("s://n/p;a?q#f"), &ast.Writer{}}
}

// nodeTypes returns the pointer types of the nodes reachable from
// ast.URL, the scheme parts and ast.Fragment, by their fields.
func nodeTypes() []reflect.Type {
	nodeIface := reflect.TypeOf((*ast.Node)(nil)).Elem()
	seen := map[reflect.Type]bool{}
	var out []reflect.Type
	var visit func(t reflect.Type)
	visit = func(t reflect.Type) {
		if t.Kind() != reflect.Pointer || t.Elem().Kind() != reflect.Struct || seen[t] || !t.Implements(nodeIface) {
			return
		}
		seen[t] = true
		out = append(out, t)
		for i := 0; i < t.Elem().NumField(); i++ {
			ft := t.Elem().Field(i).Type
			if ft.Kind() == reflect.Slice {
				ft = ft.Elem()
			}
			visit(ft)
		}
	}
	roots := []any{&ast.URL{}, &ast.IPSchemePart{}, &ast.OpaquePart{}, &ast.Fragment{}, &ast.Reference{}}
	for _, s := range ast.Schemes() {
		roots = append(roots, ast.PartOf(s))
	}
	for _, r := range roots {
		visit(reflect.TypeOf(r))
	}
	return out
}

// schemeParts are the concrete types a SchemePart field may hold.
func schemeParts() []reflect.Type {
	var out []reflect.Type
	for _, s := range ast.Schemes() {
		out = append(out, reflect.TypeOf(ast.PartOf(s)))
	}
	return append(out, reflect.TypeOf(&ast.IPSchemePart{}), reflect.TypeOf(&ast.OpaquePart{}))
}

// texts are the texts a random node holds: empty, plain, escapes good
// and bad, characters no production allows.
var texts = []string{"", "a", "%41", "%", "%4", "%zz", "a b", "~", "0177", "99999999999999999999", "@", "/", ":", "é", "\x00"}

// randomNode returns a random value of node type typ (a pointer to a
// struct): nil, or a struct whose fields are random nodes, texts and
// spans, to depth.
func randomNode(typ reflect.Type, rng *rand.Rand, depth int) reflect.Value {
	if depth == 0 || rng.Intn(5) == 0 {
		return reflect.Zero(typ)
	}
	v := reflect.New(typ.Elem())
	s := v.Elem()
	for i := 0; i < s.NumField(); i++ {
		f := s.Field(i)
		if !f.CanSet() {
			continue
		}
		switch {
		case f.Type() == reflect.TypeOf(ast.Span{}):
			f.Set(reflect.ValueOf(ast.Span{Offset: int32(rng.Intn(40) - 5), EndOffset: int32(rng.Intn(40) - 5)}))
		case f.Kind() == reflect.String:
			f.SetString(texts[rng.Intn(len(texts))])
		case f.Kind() == reflect.Bool:
			f.SetBool(rng.Intn(2) == 0)
		case f.Kind() == reflect.Pointer:
			f.Set(randomNode(f.Type(), rng, depth-1))
		case f.Kind() == reflect.Slice:
			n := rng.Intn(4)
			sl := reflect.MakeSlice(f.Type(), n, n)
			for j := 0; j < n; j++ {
				sl.Index(j).Set(randomNode(f.Type().Elem(), rng, depth-1))
			}
			f.Set(sl)
		case f.Kind() == reflect.Interface:
			parts := schemeParts()
			if k := rng.Intn(len(parts) + 1); k < len(parts) {
				f.Set(randomNode(parts[k], rng, depth-1))
			}
		}
	}
	return v
}

// randomArg returns a random argument of type typ for a method or
// function, or fails the test for a type it does not know.
func randomArg(t *testing.T, name string, typ reflect.Type, rng *rand.Rand) reflect.Value {
	switch typ.Kind() {
	case reflect.String:
		return reflect.ValueOf(texts[rng.Intn(len(texts))]).Convert(typ)
	case reflect.Int:
		return reflect.ValueOf(rng.Intn(12) - 2).Convert(typ)
	case reflect.Slice:
		if typ.Elem().Kind() == reflect.String {
			return reflect.ValueOf([]string{texts[rng.Intn(len(texts))], texts[rng.Intn(len(texts))]})
		}
	case reflect.Pointer:
		if typ == reflect.TypeOf((*strings.Builder)(nil)) {
			// A builder to write into, as Parts.JoinInto's caller has.
			return reflect.ValueOf(new(strings.Builder))
		}
	case reflect.Interface:
		if typ == reflect.TypeOf((*ast.Node)(nil)).Elem() {
			// nil, a nil pointer of a node type, or a zero node.
			arg := reflect.New(typ).Elem()
			types := nodeTypes()
			switch nt := types[rng.Intn(len(types))]; rng.Intn(3) {
			case 1:
				arg.Set(reflect.Zero(nt))
			case 2:
				arg.Set(reflect.New(nt.Elem()))
			}
			return arg
		}
	}
	t.Fatalf("%s: no random argument of type %v: teach randomArg", name, typ)
	return reflect.Value{}
}

// countingVisitor visits every node.
type countingVisitor struct{}

func (v countingVisitor) Visit(n ast.Node) ast.Visitor { return v }

func describe(args []reflect.Value) string {
	var parts []string
	for _, a := range args {
		if a.Kind() == reflect.Pointer && a.IsNil() {
			parts = append(parts, fmt.Sprintf("(%v)(nil)", a.Type()))
			continue
		}
		parts = append(parts, fmt.Sprintf("%#v", a.Interface()))
	}
	return strings.Join(parts, ", ")
}
