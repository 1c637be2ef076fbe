package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"reflect"
	"sort"
	"strconv"
	"strings"
)

// pkg is what nodegen reads of a package: its name and node types, in
// the order of their files' names and, within a file, of the source.
type pkg struct {
	name    string
	nodes   []*node
	ifaces  map[string]bool            // the interfaces that embed Node: SchemePart
	methods map[string]map[string]bool // each type's methods, by name
	// accessed are the types that a server accessor returns (Login,
	// HostPort, Host: serverAccessors).
	accessed map[string]bool
}

// node is a struct type that embeds Span: a node of the syntax tree.
type node struct {
	name   string
	doc    []string // the doc comment's lines, without "//"
	fields []field  // its named fields, in order
	pos    token.Position
}

// field is one named field of a node.
type field struct {
	name  string
	typ   string // as written: "*Login", "[]*FSegment", "SchemePart", "Text"
	tag   string // its participle tag, "" when it has none
	index int    // among the node's fields
}

// load parses the package in dir, but for its tests and skip.
func load(dir, skip string) (*pkg, error) {
	fset := token.NewFileSet()
	keep := func(fi fs.FileInfo) bool {
		return !strings.HasSuffix(fi.Name(), "_test.go") && fi.Name() != skip
	}
	pkgs, err := parser.ParseDir(fset, dir, keep, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	if len(pkgs) != 1 {
		return nil, fmt.Errorf("%s: %d packages, want one", dir, len(pkgs))
	}
	out := pkg{ifaces: map[string]bool{}, methods: map[string]map[string]bool{}, accessed: map[string]bool{}}
	for name, p := range pkgs {
		out.name = name
		files := make([]string, 0, len(p.Files))
		for f := range p.Files {
			files = append(files, f)
		}
		sort.Strings(files)
		for _, f := range files {
			out.nodes = append(out.nodes, nodesOf(fset, p.Files[f])...)
			nodeInterfaces(p.Files[f], out.ifaces)
			methodsOf(p.Files[f], out.methods)
			accessedOf(p.Files[f], out.accessed)
		}
	}
	if err := portsGenerated(&out); err != nil {
		return nil, err
	}
	return &out, nil
}

// portsGenerated records the DefaultPort method that nodegen writes for
// each built-in scheme's part, from its //rfc:scheme directive, so that
// the part is a scheme part to the rest of nodegen as to the compiler.
// A part that writes its own as well would restate the directive.
func portsGenerated(p *pkg) error {
	for _, n := range p.nodes {
		if len(directiveArgs(n, schemeWord)) == 0 {
			continue
		}
		if p.methods[n.name]["DefaultPort"] {
			return fmt.Errorf("%s: %s: DefaultPort is written by nodegen from //rfc:%s", n.pos, n.name, schemeWord)
		}
		if p.methods[n.name] == nil {
			p.methods[n.name] = map[string]bool{}
		}
		p.methods[n.name]["DefaultPort"] = true
	}
	return nil
}

// directiveArgs returns the arguments of each //rfc:<word> directive in
// n's doc comment.
func directiveArgs(n *node, word string) [][]string {
	var out [][]string
	for _, line := range n.doc {
		f := strings.Fields(strings.TrimPrefix(line, directive))
		if strings.HasPrefix(line, directive) && len(f) > 0 && f[0] == word {
			out = append(out, f[1:])
		}
	}
	return out
}

// nodesOf returns the node types f declares.
func nodesOf(fset *token.FileSet, f *ast.File) []*node {
	var out []*node
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.TYPE {
			continue
		}
		for _, s := range g.Specs {
			ts := s.(*ast.TypeSpec)
			st, ok := ts.Type.(*ast.StructType)
			if !ok || !embedsSpan(st) {
				continue
			}
			doc := ts.Doc
			if doc == nil && len(g.Specs) == 1 {
				doc = g.Doc
			}
			out = append(out, &node{name: ts.Name.Name, doc: docLines(doc), fields: fieldsOf(fset, st), pos: fset.Position(ts.Pos())})
		}
	}
	return out
}

// embedsSpan reports whether st embeds Span (or a package's ast.Span).
func embedsSpan(st *ast.StructType) bool {
	for _, f := range st.Fields.List {
		if len(f.Names) > 0 {
			continue
		}
		switch t := f.Type.(type) {
		case *ast.Ident:
			if t.Name == "Span" {
				return true
			}
		case *ast.SelectorExpr:
			if t.Sel.Name == "Span" {
				return true
			}
		}
	}
	return false
}

// fieldsOf returns the named fields of st.
func fieldsOf(fset *token.FileSet, st *ast.StructType) []field {
	var out []field
	for _, f := range st.Fields.List {
		tag := ""
		if f.Tag != nil {
			s, _ := strconv.Unquote(f.Tag.Value)
			tag = reflect.StructTag(s).Get("parser")
		}
		for _, n := range f.Names {
			out = append(out, field{name: n.Name, typ: typeString(f.Type), tag: tag, index: len(out)})
		}
	}
	return out
}

// typeString returns t as written, for the forms a node's field has.
func typeString(t ast.Expr) string {
	switch t := t.(type) {
	case *ast.Ident:
		return t.Name
	case *ast.StarExpr:
		return "*" + typeString(t.X)
	case *ast.ArrayType:
		if t.Len == nil {
			return "[]" + typeString(t.Elt)
		}
	case *ast.SelectorExpr:
		return typeString(t.X) + "." + t.Sel.Name
	}
	return fmt.Sprintf("%T", t)
}

// docLines returns the lines of c, each without its "//".
func docLines(c *ast.CommentGroup) []string {
	if c == nil {
		return nil
	}
	var out []string
	for _, l := range c.List {
		out = append(out, strings.TrimPrefix(l.Text, "//"))
	}
	return out
}

// nodeInterfaces adds to into the interfaces f declares that embed Node.
func nodeInterfaces(f *ast.File, into map[string]bool) {
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.TYPE {
			continue
		}
		for _, s := range g.Specs {
			ts := s.(*ast.TypeSpec)
			it, ok := ts.Type.(*ast.InterfaceType)
			if !ok {
				continue
			}
			for _, m := range it.Methods.List {
				if id, ok := m.Type.(*ast.Ident); ok && len(m.Names) == 0 && id.Name == "Node" {
					into[ts.Name.Name] = true
				}
			}
		}
	}
}

// methodsOf adds to into the methods f declares, by receiver type.
func methodsOf(f *ast.File, into map[string]map[string]bool) {
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Recv == nil || len(fd.Recv.List) != 1 {
			continue
		}
		recv := strings.TrimPrefix(typeString(fd.Recv.List[0].Type), "*")
		if into[recv] == nil {
			into[recv] = map[string]bool{}
		}
		into[recv][fd.Name.Name] = true
	}
}
