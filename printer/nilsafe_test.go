package printer_test

import (
	"errors"
	"fmt"
	goast "go/ast"
	goparser "go/parser"
	"go/token"
	"io"
	"math"
	"math/rand"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// This file checks SECURITY.md's "no panics on any tree" for package
// printer: every exported function and method accepts nil, typed-nil,
// partial and hand-built trees of every node type of package ast, with
// zero, consistent or nonsense spans, and returns what its
// documentation says (an error, nothing, or nil) instead of panicking.
// The trees are generated from the node types, which are found by
// reflection; the functions are listed from this package's source, so
// that a new exported function fails the test until it is driven here.

var (
	nodeIface = reflect.TypeOf((*ast.Node)(nil)).Elem()
	partIface = reflect.TypeOf((*ast.SchemePart)(nil)).Elem()
	spanType  = reflect.TypeOf(ast.Span{})
	astPath   = spanType.PkgPath()
)

// nodeTypes returns the pointer types of every node type of package ast,
// sorted by name. They are reached by reflection from *ast.URL, the scheme
// parts of ast.PartOf for every scheme of ast.Schemes, and the parts and
// fragment of a few parses (the generic syntax's *ast.IPSchemePart and
// *ast.OpaquePart, and *ast.Fragment), through struct fields and methods'
// results; the test fails when package ast's source declares a node type
// (an exported struct that embeds Span) that they do not reach.
func nodeTypes(t *testing.T) []reflect.Type {
	t.Helper()
	seen := map[reflect.Type]bool{}
	var queue []reflect.Type
	add := func(ty reflect.Type) {
		if ty == nil || ty.Kind() != reflect.Pointer || ty.Elem().Kind() != reflect.Struct ||
			ty.Elem().PkgPath() != astPath || !ty.Implements(nodeIface) || seen[ty] {
			return
		}
		seen[ty] = true
		queue = append(queue, ty)
	}
	add(reflect.TypeOf((*ast.URL)(nil)))
	add(reflect.TypeOf((*ast.Reference)(nil)))
	for _, s := range ast.Schemes() {
		add(reflect.TypeOf(ast.PartOf(s)))
	}
	for _, in := range []string{"x://h/p", "x:o"} {
		u, err := parser.Parse(in)
		if err != nil {
			t.Fatal(err)
		}
		add(reflect.TypeOf(u.Part))
	}
	if _, f, err := parser.ParseReference("x:o#f"); err != nil {
		t.Fatal(err)
	} else {
		add(reflect.TypeOf(f))
	}
	for len(queue) > 0 {
		ty := queue[0]
		queue = queue[1:]
		for i := 0; i < ty.Elem().NumField(); i++ {
			ft := ty.Elem().Field(i).Type
			add(ft)
			if ft.Kind() == reflect.Slice {
				add(ft.Elem())
			}
		}
		for i := 0; i < ty.NumMethod(); i++ {
			mt := ty.Method(i).Type
			for j := 0; j < mt.NumOut(); j++ {
				add(mt.Out(j))
				if mt.Out(j).Kind() == reflect.Slice {
					add(mt.Out(j).Elem())
				}
			}
		}
	}
	var types []reflect.Type
	reached := map[string]bool{}
	for ty := range seen {
		types = append(types, ty)
		reached[ty.Elem().Name()] = true
	}
	sort.Slice(types, func(i, j int) bool { return types[i].Elem().Name() < types[j].Elem().Name() })

	declared := astNodeTypes(t)
	for _, name := range declared {
		if !reached[name] {
			t.Errorf("ast.%s embeds ast.Span but nodeTypes does not reach it: give it a seed", name)
		}
		delete(reached, name)
	}
	for name := range reached {
		t.Errorf("nodeTypes reaches ast.%s, which package ast's source does not declare as a node (an exported struct embedding Span)", name)
	}
	if len(types) < 50 {
		t.Errorf("only %d node types", len(types))
	}
	return types
}

// astNodeTypes lists, from package ast's source, the exported struct
// types that embed Span: the node types.
func astNodeTypes(t *testing.T) []string {
	t.Helper()
	var names []string
	for _, f := range parseGoFiles(t, filepath.Join("..", "ast")) {
		goast.Inspect(f, func(n goast.Node) bool {
			ts, ok := n.(*goast.TypeSpec)
			if !ok || !ts.Name.IsExported() {
				return true
			}
			st, ok := ts.Type.(*goast.StructType)
			if !ok {
				return true
			}
			for _, fl := range st.Fields.List {
				if id, ok := fl.Type.(*goast.Ident); ok && len(fl.Names) == 0 && id.Name == "Span" {
					names = append(names, ts.Name.Name)
				}
			}
			return true
		})
	}
	return names
}

// parseGoFiles parses the Go files of dir that are not tests.
func parseGoFiles(t *testing.T, dir string) []*goast.File {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no Go files in %s: %v", dir, err)
	}
	var files []*goast.File
	fset := token.NewFileSet()
	for _, p := range paths {
		if strings.HasSuffix(p, "_test.go") {
			continue
		}
		f, err := goparser.ParseFile(fset, p, nil, goparser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	return files
}

// exportedAPI lists this package's exported functions ("Fprint") and the
// exported methods of its exported types ("DiagramConfig.FprintDiagram"),
// from its source.
func exportedAPI(t *testing.T) []string {
	t.Helper()
	var names []string
	for _, f := range parseGoFiles(t, ".") {
		for _, d := range f.Decls {
			fd, ok := d.(*goast.FuncDecl)
			if !ok || !fd.Name.IsExported() {
				continue
			}
			if fd.Recv == nil {
				names = append(names, fd.Name.Name)
				continue
			}
			typ := fd.Recv.List[0].Type
			if s, ok := typ.(*goast.StarExpr); ok {
				typ = s.X
			}
			if id, ok := typ.(*goast.Ident); ok && id.IsExported() {
				names = append(names, id.Name+"."+fd.Name.Name)
			}
		}
	}
	sort.Strings(names)
	return names
}

// A treeGen generates trees of the node types.
type treeGen struct {
	r     *rand.Rand
	types []reflect.Type // pointer types, every node type
	parts []reflect.Type // those that are scheme parts
}

// texts are the texts generated nodes hold: empty, valid, escapes,
// a stray "%", delimiters, bytes that are not ASCII or not UTF-8.
var texts = []string{
	"", "a", "Z9", "%41", "%", "%4", "%zz", "é", "\xff", "a:b@c/d;e=f?g&h", "-", ".", "//", "*", " ", "~", "\t\n",
	"\u201c", "ab/" + strings.Repeat("c.", 20),
}

// fill sets the fields of v, a node struct: texts, flags and, while depth
// lasts, children, each present or not at random.
func (g *treeGen) fill(v reflect.Value, depth int) {
	for i := 0; i < v.NumField(); i++ {
		f := v.Field(i)
		if !f.CanSet() || f.Type() == spanType {
			continue
		}
		switch f.Kind() {
		case reflect.String:
			f.SetString(texts[g.r.Intn(len(texts))])
		case reflect.Bool:
			f.SetBool(g.r.Intn(2) == 0)
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			f.SetInt(int64(g.r.Intn(5) - 2))
		case reflect.Uint8:
			f.SetUint(uint64(g.r.Intn(256)))
		case reflect.Pointer, reflect.Slice, reflect.Interface:
			if depth > 0 && g.r.Intn(3) > 0 {
				g.present(f, depth-1, g.r.Intn(1<<10))
			} else {
				g.absent(f, g.r.Intn(2) == 0)
			}
		}
	}
}

// present sets f, a child field, to a generated child (a slice of one to
// three, some nil; a scheme part of a type that pick chooses).
func (g *treeGen) present(f reflect.Value, depth, pick int) {
	switch f.Kind() {
	case reflect.Pointer:
		if f.Type().Implements(nodeIface) {
			f.Set(g.build(f.Type(), depth))
		}
	case reflect.Slice:
		if !f.Type().Elem().Implements(nodeIface) || f.Type().Elem().Kind() != reflect.Pointer {
			return
		}
		s := reflect.MakeSlice(f.Type(), 1+g.r.Intn(3), 3)
		for i := 0; i < s.Len(); i++ {
			if g.r.Intn(4) > 0 {
				s.Index(i).Set(g.build(f.Type().Elem(), depth))
			}
		}
		f.Set(s)
	case reflect.Interface:
		if f.Type() == partIface {
			f.Set(g.build(g.parts[pick%len(g.parts)], depth))
		}
	}
}

// absent sets f, a child field, to nil; or, when odd is set, to a typed
// nil for an interface and to a slice of one nil node for a slice.
func (g *treeGen) absent(f reflect.Value, odd bool) {
	f.Set(reflect.Zero(f.Type()))
	if !odd {
		return
	}
	switch f.Kind() {
	case reflect.Interface:
		if f.Type() == partIface {
			f.Set(reflect.Zero(g.parts[g.r.Intn(len(g.parts))]))
		}
	case reflect.Slice:
		f.Set(reflect.MakeSlice(f.Type(), 1, 1))
	}
}

// build returns a new node of pointer type ty, filled.
func (g *treeGen) build(ty reflect.Type, depth int) reflect.Value {
	v := reflect.New(ty.Elem())
	g.fill(v.Elem(), depth)
	return v
}

// childFields returns the indices of the fields of struct type st that
// hold children.
func childFields(st reflect.Type) []int {
	var out []int
	for i := 0; i < st.NumField(); i++ {
		switch st.Field(i).Type.Kind() {
		case reflect.Pointer, reflect.Slice, reflect.Interface:
			out = append(out, i)
		}
	}
	return out
}

// treesPerMask is how many trees trees generates for each combination
// of a type's children.
const treesPerMask = 4

// trees returns, for every node type, a typed nil, a zero value, and
// values for every combination of its children present and absent (64
// sampled ones for a type with more than 6 child fields), each present
// child a generated subtree: treesPerMask of them, with other texts and
// subtrees.
func (g *treeGen) trees() []ast.Node {
	var out []ast.Node
	for _, ty := range g.types {
		out = append(out, reflect.Zero(ty).Interface().(ast.Node), reflect.New(ty.Elem()).Interface().(ast.Node))
		kids := childFields(ty.Elem())
		masks := 1 << len(kids)
		if len(kids) > 6 {
			masks = 64
		}
		for m := 0; m < masks*treesPerMask; m++ {
			mask := m % masks
			if len(kids) > 6 {
				mask = g.r.Intn(1 << len(kids))
			}
			v := reflect.New(ty.Elem())
			g.fill(v.Elem(), 0) // texts and flags; children absent
			for k, i := range kids {
				f := v.Elem().Field(i)
				if mask&(1<<k) != 0 {
					g.present(f, 2, m)
				} else {
					g.absent(f, m%2 == 1)
				}
			}
			out = append(out, v.Interface().(ast.Node))
		}
	}
	return out
}

// clone returns a deep copy of v.
func clone(v reflect.Value) reflect.Value {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return reflect.Zero(v.Type())
		}
		c := reflect.New(v.Type().Elem())
		c.Elem().Set(clone(v.Elem()))
		return c
	case reflect.Interface:
		if v.IsNil() {
			return reflect.Zero(v.Type())
		}
		c := reflect.New(v.Type()).Elem()
		c.Set(clone(v.Elem()))
		return c
	case reflect.Slice:
		if v.IsNil() {
			return reflect.Zero(v.Type())
		}
		c := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
		for i := 0; i < v.Len(); i++ {
			c.Index(i).Set(clone(v.Index(i)))
		}
		return c
	case reflect.Struct:
		c := reflect.New(v.Type()).Elem()
		for i := 0; i < v.NumField(); i++ {
			if c.Field(i).CanSet() {
				c.Field(i).Set(clone(v.Field(i)))
			}
		}
		return c
	}
	return v
}

func cloneNode(n ast.Node) ast.Node {
	if n == nil {
		return nil
	}
	return clone(reflect.ValueOf(n)).Interface().(ast.Node)
}

// eachSpan calls f with every Span field of the nodes reachable from v,
// absent children aside.
func eachSpan(v reflect.Value, f func(s *ast.Span)) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			eachSpan(v.Elem(), f)
		}
	case reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			eachSpan(v.Index(i), f)
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			fv := v.Field(i)
			if fv.Type() == spanType && fv.CanAddr() {
				f(fv.Addr().Interface().(*ast.Span))
			} else if fv.CanSet() {
				eachSpan(fv, f)
			}
		}
	}
}

// randomSpans sets every span of the tree under n to nonsense or to
// plausible offsets: negative, reversed, past any text, the extremes of
// int32.
func randomSpans(n ast.Node, r *rand.Rand) {
	vals := []int32{0, 1, 2, -1, 7, 40, math.MaxInt32, math.MinInt32}
	eachSpan(reflect.ValueOf(n), func(s *ast.Span) {
		s.Offset, s.EndOffset = vals[r.Intn(len(vals))], vals[r.Intn(len(vals))]
		if r.Intn(3) == 0 {
			s.EndOffset = s.Offset + int32(r.Intn(5))
		}
	})
}

// textSpans sets the span of each node of the tree under n to where its
// text is found in its parent's, as a parser would, so that a diagram
// gets past its check of the offsets and lays the tree out. A node's
// String may panic (a partial tree); its span is then left as it is.
func textSpans(n ast.Node, base int) {
	text, ok := safeString(n)
	if !ok || ast.IsNil(n) {
		return
	}
	setSpan(n, base, base+len(text))
	at := 0
	var kids []ast.Node
	func() {
		defer func() { recover() }()
		ast.Inspect(n, func(c ast.Node) bool {
			if c == n {
				return true
			}
			if c != nil && !ast.IsNil(c) {
				kids = append(kids, c)
			}
			return false
		})
	}()
	for _, c := range kids {
		ct, ok := safeString(c)
		if !ok {
			continue
		}
		if i := strings.Index(text[at:], ct); i >= 0 {
			textSpans(c, base+at+i)
			at += i + len(ct)
		}
	}
}

func setSpan(n ast.Node, pos, end int) {
	v := reflect.ValueOf(n)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return
	}
	if f := v.Elem().FieldByName("Span"); f.IsValid() && f.CanSet() && f.Type() == spanType {
		f.Set(reflect.ValueOf(ast.Span{Offset: int32(pos), EndOffset: int32(end)}))
	}
}

func safeString(n ast.Node) (s string, ok bool) {
	defer func() {
		if recover() != nil {
			s, ok = "", false
		}
	}()
	if ast.IsNil(n) {
		return "", false
	}
	return n.String(), true
}

// mutations returns partial trees of the URL in: for each child field
// of each of its nodes, a copy of its tree with that field nil (or
// holding a typed nil, or a nil element), its offsets kept.
func mutations(t *testing.T, in string) []ast.Node {
	u, err := parser.Parse(in)
	if err != nil {
		t.Fatalf("parser.Parse(%q): %v", in, err)
	}
	var paths [][]int // field index paths from the *ast.URL, through pointers and interfaces
	var walk func(v reflect.Value, path []int)
	walk = func(v reflect.Value, path []int) {
		for v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface {
			if v.IsNil() {
				return
			}
			v = v.Elem()
		}
		switch v.Kind() {
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				if !v.Field(i).CanSet() || v.Field(i).Type() == spanType {
					continue
				}
				switch v.Field(i).Kind() {
				case reflect.Pointer, reflect.Interface, reflect.Slice:
					p := append(path[:len(path):len(path)], i)
					paths = append(paths, p)
					walk(v.Field(i), p)
				}
			}
		case reflect.Slice:
			for i := 0; i < v.Len(); i++ {
				p := append(path[:len(path):len(path)], i)
				paths = append(paths, p)
				walk(v.Index(i), p)
			}
		}
	}
	walk(reflect.ValueOf(u), nil)
	var out []ast.Node
	for _, p := range paths {
		c := cloneNode(u)
		v := reflect.ValueOf(c)
		for _, i := range p {
			for v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface {
				v = v.Elem()
			}
			if v.Kind() == reflect.Slice {
				v = v.Index(i)
			} else {
				v = v.Field(i)
			}
		}
		if v.Kind() == reflect.Interface && v.Type() == partIface && !v.IsNil() {
			typed := cloneNode(c).(*ast.URL)
			typed.Part = reflect.Zero(reflect.TypeOf(typed.Part)).Interface().(ast.SchemePart)
			out = append(out, typed)
		}
		v.Set(reflect.Zero(v.Type()))
		out = append(out, c)
	}
	return out
}

// goLiteral writes v as Go source, to reproduce a failure.
func goLiteral(v reflect.Value) string {
	switch v.Kind() {
	case reflect.Invalid:
		return "nil"
	case reflect.Pointer:
		if v.IsNil() {
			return "(" + typeName(v.Type()) + ")(nil)"
		}
		return "&" + goLiteral(v.Elem())
	case reflect.Interface:
		if v.IsNil() {
			return "nil"
		}
		return goLiteral(v.Elem())
	case reflect.Slice:
		if v.IsNil() {
			return "nil"
		}
		var parts []string
		for i := 0; i < v.Len(); i++ {
			parts = append(parts, goLiteral(v.Index(i)))
		}
		return typeName(v.Type()) + "{" + strings.Join(parts, ", ") + "}"
	case reflect.Struct:
		var parts []string
		for i := 0; i < v.NumField(); i++ {
			f := v.Field(i)
			if !v.Type().Field(i).IsExported() || f.IsZero() {
				continue
			}
			parts = append(parts, v.Type().Field(i).Name+": "+goLiteral(f))
		}
		return typeName(v.Type()) + "{" + strings.Join(parts, ", ") + "}"
	case reflect.String:
		return strconv.Quote(v.String())
	}
	return fmt.Sprint(v.Interface())
}

func typeName(t reflect.Type) string {
	return t.String()
}

// A driver calls one exported function or method of package printer on
// a tree, in the ways its arguments allow, and checks what its
// documentation promises of a nil or typed-nil tree. r picks among the
// configurations.
type driver func(t *testing.T, n ast.Node, r *rand.Rand)

var diagramConfigs = []*printer.DiagramConfig{
	nil, {}, {Lang: grammar.French}, {Bands: 1}, {Bands: 3}, {Bands: -2},
	{Lang: grammar.Lang(99), Labels: map[string]string{"host": "", "urlpath": "chemin\n"}},
}

var printConfigs = []*printer.Config{nil, {}, {Mode: printer.CanonicalFormat}, {Mode: printer.Mode(42)}}

// writeCheck runs print, a writer of a DiagramConfig, and checks that a
// nil or typed-nil node is an error and that an error writes nothing.
func writeCheck(t *testing.T, name string, n ast.Node, print func(io.Writer, ast.Node) error) {
	var b strings.Builder
	err := print(&b, n)
	if ast.IsNil(n) && err == nil {
		t.Errorf("%s of a nil %T: no error", name, n)
	}
	if err != nil && b.Len() > 0 {
		t.Errorf("%s: error %v, and wrote %q", name, err, b.String())
	}
}

// parses returns a parse function that returns u for every input, and
// counts its calls in *calls.
func parses(u *ast.URL, err error, calls *int) func(string) (*ast.URL, error) {
	return func(string) (*ast.URL, error) {
		*calls++
		return u, err
	}
}

func drivers() map[string]driver {
	pickD := func(r *rand.Rand) *printer.DiagramConfig { return diagramConfigs[r.Intn(len(diagramConfigs))] }
	return map[string]driver{
		"Fprint": func(t *testing.T, n ast.Node, r *rand.Rand) {
			var b strings.Builder
			err := printer.Fprint(&b, n)
			if ast.IsNil(n) && (err != nil || b.Len() > 0) {
				t.Errorf("Fprint of a nil %T: %v, %q", n, err, b.String())
			}
		},
		"Config.Fprint": func(t *testing.T, n ast.Node, r *rand.Rand) {
			for _, c := range printConfigs {
				var b strings.Builder
				err := c.Fprint(&b, n)
				if err != nil && b.Len() > 0 {
					t.Errorf("Config.Fprint: error %v, and wrote %q", err, b.String())
				}
			}
		},
		"Canonical": func(t *testing.T, n ast.Node, r *rand.Rand) {
			u, ok := n.(*ast.URL)
			if !ok {
				u = &ast.URL{Scheme: &ast.Scheme{Text: "HTTP"}}
				if p, ok := n.(ast.SchemePart); ok {
					u.Part = p
				}
			}
			if s := printer.Canonical(u); u == nil && s != "" {
				t.Errorf("Canonical of a nil *ast.URL: %q", s)
			}
		},
		"DiagramConfig.FprintDiagram": func(t *testing.T, n ast.Node, r *rand.Rand) {
			writeCheck(t, "FprintDiagram", n, pickD(r).FprintDiagram)
		},
		"DiagramConfig.FprintTree": func(t *testing.T, n ast.Node, r *rand.Rand) {
			writeCheck(t, "FprintTree", n, pickD(r).FprintTree)
		},
		"DiagramConfig.FprintJSON": func(t *testing.T, n ast.Node, r *rand.Rand) {
			writeCheck(t, "FprintJSON", n, pickD(r).FprintJSON)
		},
		"DiagramConfig.FprintTreeViews": func(t *testing.T, n ast.Node, r *rand.Rand) {
			checkTreeViews(t, pickD(r), n)
		},
		"DiagramConfig.JSONTree": func(t *testing.T, n ast.Node, r *rand.Rand) {
			if j := pickD(r).JSONTree(n); ast.IsNil(n) && j != nil {
				t.Errorf("JSONTree of a nil %T: %+v", n, j)
			}
		},
		"DiagramConfig.FprintError": func(t *testing.T, n ast.Node, r *rand.Rand) {
			c := pickD(r)
			text, _ := safeString(n)
			inputs := []string{text, "", text + "\xff#", "x" + text, "\u201c" + text}
			offsets := []int{0, -1, len(text), len(text) + 3, len(text) / 2, math.MaxInt, math.MinInt}
			in := inputs[r.Intn(len(inputs))]
			off := offsets[r.Intn(len(offsets))]
			var b strings.Builder
			err := c.FprintError(&b, in, n, off, "message\nsecond line")
			if err != nil && b.Len() > 0 {
				t.Errorf("FprintError: error %v, and wrote %q", err, b.String())
			}
			if ast.IsNil(n) {
				var none strings.Builder
				if err2 := c.FprintError(&none, in, nil, off, "message\nsecond line"); err != nil || err2 != nil || none.String() != b.String() {
					t.Errorf("FprintError with a nil %T: %v, %q; with nil: %v, %q", n, err, b.String(), err2, none.String())
				}
			}
		},
		"ParsedPrefix": func(t *testing.T, n ast.Node, r *rand.Rand) {
			u, _ := n.(*ast.URL)
			text, _ := safeString(n)
			for _, parse := range []struct {
				u   *ast.URL
				err error
			}{{u, nil}, {nil, nil}, {u, errors.New("no")}, {nil, errors.New("no")}} {
				calls := 0
				got := printer.ParsedPrefix(text, r.Intn(len(text)+3)-1, r.Intn(2) == 0, parses(parse.u, parse.err, &calls))
				if calls > 1 || got != nil && (parse.err != nil || got != parse.u) {
					t.Errorf("ParsedPrefix: %d parses, returned %p (parse returns %p, %v)", calls, got, parse.u, parse.err)
				}
			}
			if printer.ParsedPrefix(text, len(text), true, nil) != nil {
				t.Errorf("ParsedPrefix with a nil parse returns a tree")
			}
		},
	}
}

// nilSafeURLs are parsed, then taken apart by mutations.
var nilSafeURLs = []string{
	"ftp://anon:secret@ftp.iec.ch:21/pub/doc.txt;type=a", "http://www.iec.ch:8080/a/b?q=x", "gopher://h:70/1a%09b%09+",
	"mailto:a@b.c", "news:comp.os", "news:x@h.dom", "nntp://h/g.x/42", "telnet://u:p@h:23/", "wais://h/db/t/p",
	"wais://h/db?s", "file://h/a/b", "prospero://h:1/a/b;x=y;=", "x-y://u:p@1.2.3.4:9/p", "urn:a:b", "ftp://@h/",
}

// TestNoPanics drives every exported function and method of package
// printer (exportedAPI) with generated trees of every node type of
// package ast (nodeTypes): typed nils, zero values, every combination of
// present and absent children, with zero, consistent (textSpans) and
// nonsense (randomSpans) offsets, and partial trees of parsed URLs. A
// panic fails the test with the tree as Go source.
func TestNoPanics(t *testing.T) {
	api := exportedAPI(t)
	ds := drivers()
	for _, name := range api {
		if ds[name] == nil {
			t.Errorf("printer.%s is exported, and TestNoPanics does not drive it: add it to drivers", name)
		}
	}
	for name := range ds {
		if !slicesContains(api, name) {
			t.Errorf("drivers has %s, which package printer does not export", name)
		}
	}

	r := rand.New(rand.NewSource(11))
	types := nodeTypes(t)
	g := &treeGen{r: r, types: types}
	for _, ty := range types {
		if ty.Implements(partIface) {
			g.parts = append(g.parts, ty)
		}
	}
	var trees []ast.Node
	for _, n := range g.trees() {
		trees = append(trees, n)
		if !ast.IsNil(n) {
			c := cloneNode(n)
			textSpans(c, r.Intn(3))
			trees = append(trees, c)
			c = cloneNode(n)
			randomSpans(c, r)
			trees = append(trees, c)
		}
	}
	for _, in := range nilSafeURLs {
		trees = append(trees, mutations(t, in)...)
	}
	if testing.Short() {
		r.Shuffle(len(trees), func(i, j int) { trees[i], trees[j] = trees[j], trees[i] })
		trees = trees[:len(trees)/5]
	}
	trees = append(trees, nil)
	failures := 0
	for _, n := range trees {
		for _, name := range api {
			d := ds[name]
			if d == nil {
				continue
			}
			func() {
				defer func() {
					if p := recover(); p != nil {
						failures++
						if failures <= 20 {
							t.Errorf("printer.%s panics on\n\t%s\n: %v", name, goLiteral(reflect.ValueOf(n)), p)
						}
					}
				}()
				d(t, n, r)
			}()
		}
	}
	if failures > 20 {
		t.Errorf("%d panics in all", failures)
	}
	t.Logf("%d node types, %d trees, %d functions", len(types), len(trees), len(api))
}

func slicesContains(s []string, x string) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}
