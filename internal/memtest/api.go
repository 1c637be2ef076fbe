package memtest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"strings"
	"testing"
)

// CoversAPI checks that every exported function and method of package
// pkg, whose sources are in dir, has a row or a reason in notDriven to
// have none, so that a new one cannot escape the bounds unnoticed; and
// that rows, notDriven and own name only exported functions, each once.
// Names are "pkg.F", "pkg.T.M" and, for package ast, whose methods are
// driven over every node, "ast.*.M".
func CoversAPI(t *testing.T, pkg, dir string, rows []Row, notDriven map[string]string, own map[string]float64) {
	t.Helper()
	driven := map[string]bool{}
	for _, r := range rows {
		if driven[r.Name] {
			t.Errorf("two rows for %s", r.Name)
		}
		driven[r.Name] = true
	}
	api := map[string]bool{}
	for _, name := range exported(t, pkg, dir) {
		api[name] = true
		if !driven[name] && notDriven[name] == "" {
			t.Errorf("%s is exported and has no row, nor a reason in notDriven", name)
		}
	}
	for name := range driven {
		if !api[name] {
			t.Errorf("row %s names no exported function of %s", name, pkg)
		}
	}
	for name := range own {
		if !driven[name] {
			t.Errorf("the own bounds name %s, which has no row", name)
		}
	}
	for name := range notDriven {
		if !api[name] {
			t.Errorf("notDriven names %s, which %s does not export", name, pkg)
		}
		if driven[name] {
			t.Errorf("%s has a row and a reason to have none", name)
		}
	}
}

// exported returns the names of the exported functions and methods (of
// exported types) that the sources of package dir declare, as CoversAPI
// names them.
func exported(t *testing.T, pkg, dir string) []string {
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, dir, func(fi fs.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, 0)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range pkgs {
		for _, f := range p.Files {
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok && fd.Name.IsExported() {
					names = append(names, exportedName(pkg, fd)...)
				}
			}
		}
	}
	return names
}

// exportedName returns the name of fd, an exported function or method,
// as CoversAPI names it, or none for a method of an unexported type.
func exportedName(pkg string, fd *ast.FuncDecl) []string {
	if fd.Recv == nil {
		return []string{pkg + "." + fd.Name.Name}
	}
	recv := receiver(fd.Recv.List[0].Type)
	switch {
	case !ast.IsExported(recv):
		return nil
	case pkg == "ast":
		return []string{"ast.*." + fd.Name.Name}
	}
	return []string{pkg + "." + recv + "." + fd.Name.Name}
}

// receiver returns the name of a method's receiver type.
func receiver(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.StarExpr:
		return receiver(e.X)
	case *ast.IndexExpr:
		return receiver(e.X)
	case *ast.Ident:
		return e.Name
	}
	return ""
}
