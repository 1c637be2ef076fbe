package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"text/template"

	"github.com/urlsyntax/rfc1738/grammar/gen"
)

// schemeFlag is one -scheme name=importpath.Type.
type schemeFlag struct {
	value    string // as given
	name     string // the scheme's name
	pkgPath  string // the import path of the package that declares Type
	typeName string
}

// schemeFlags are the -scheme flags, in order.
type schemeFlags []schemeFlag

func (s *schemeFlags) String() string {
	if s == nil {
		return ""
	}
	var v []string
	for _, f := range *s {
		v = append(v, f.value)
	}
	return strings.Join(v, " ")
}

// Set parses one -scheme value.
func (s *schemeFlags) Set(value string) error {
	f, err := parseScheme(value)
	if err != nil {
		return err
	}
	*s = append(*s, f)
	return nil
}

// check refuses two -scheme flags of the same scheme.
func (s schemeFlags) check() error {
	seen := map[string]string{}
	for _, f := range s {
		if prev, ok := seen[f.name]; ok {
			return fmt.Errorf("-scheme %s and -scheme %s: scheme %q given twice", prev, f.value, f.name)
		}
		seen[f.name] = f.value
	}
	return nil
}

const schemeSyntax = "want name=importpath.Type, e.g. ldap=github.com/you/mod/ldap.Part"

// parseScheme parses a -scheme value, name=importpath.Type.
func parseScheme(value string) (schemeFlag, error) {
	f := schemeFlag{value: value}
	name, qualified, ok := strings.Cut(value, "=")
	if !ok {
		return f, fmt.Errorf("no \"=\": %s", schemeSyntax)
	}
	if !gen.IsSchemeName(name) {
		return f, fmt.Errorf("%q is not a scheme name in lower case, 1*[ lowalpha | digit | \"+\" | \"-\" | \".\" ] (RFC 1738 section 5): %s", name, schemeSyntax)
	}
	slash := strings.LastIndexByte(qualified, '/')
	dot := strings.LastIndexByte(qualified, '.')
	if dot <= slash+1 || dot == len(qualified)-1 {
		return f, fmt.Errorf("%q is not importpath.Type: %s", qualified, schemeSyntax)
	}
	f.name, f.pkgPath, f.typeName = name, qualified[:dot], qualified[dot+1:]
	if strings.HasPrefix(f.pkgPath, ".") || filepath.IsAbs(f.pkgPath) {
		return f, fmt.Errorf("%q is a directory, not an import path: %s", f.pkgPath, schemeSyntax)
	}
	if !token.IsIdentifier(f.typeName) {
		return f, fmt.Errorf("%q is not a type name: %s", f.typeName, schemeSyntax)
	}
	if !token.IsExported(f.typeName) {
		return f, fmt.Errorf("type %s is not exported: the generated parser, in another package, must name it", f.typeName)
	}
	return f, nil
}

// listed is what go list tells of a package.
type listed struct {
	ImportPath string
	Dir        string
	GoFiles    []string
	CgoFiles   []string
	Error      *struct{ Err string }
}

// goList runs go list on the packages of paths and returns them by
// import path.
func goList(ctx context.Context, paths []string) (map[string]listed, error) {
	args := append([]string{"list", "-e", "-json=ImportPath,Dir,GoFiles,CgoFiles,Error"}, paths...)
	cmd := exec.CommandContext(ctx, "go", args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list: %v\n%s", err, stderr.Bytes())
	}
	pkgs := map[string]listed{}
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p listed
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			return nil, fmt.Errorf("go list: %v", err)
		}
		pkgs[p.ImportPath] = p
	}
	for _, path := range paths {
		if _, ok := pkgs[path]; !ok {
			return nil, fmt.Errorf("go list: nothing listed for %s", path)
		}
	}
	return pkgs, nil
}

// checkSchemes checks, before anything is built, that each -scheme names
// a type of a package that exists, and that out is not in that package.
func checkSchemes(ctx context.Context, flags schemeFlags, out string) error {
	var paths []string
	for _, f := range flags {
		paths = append(paths, f.pkgPath)
	}
	pkgs, err := goList(ctx, paths)
	if err != nil {
		return err
	}
	outDir, err := filepath.Abs(filepath.Dir(out))
	if err != nil {
		return err
	}
	for _, f := range flags {
		p := pkgs[f.pkgPath]
		if p.Error != nil {
			return fmt.Errorf("-scheme %s: package %s: %s", f.value, f.pkgPath, p.Error.Err)
		}
		if err := declaresType(p, f.typeName); err != nil {
			return fmt.Errorf("-scheme %s: %w", f.value, err)
		}
		if sameDir(p.Dir, outDir) {
			return fmt.Errorf("-scheme %s: -o %s is in package %s, which declares %s: write the generated parser into a package of its own (e.g. %sparse), which imports it; "+
				"a generated file in the package it is generated from would stop that package, and so the generator built with it, from compiling once it is stale", f.value, out, f.pkgPath, f.typeName, filepath.Base(p.Dir))
		}
	}
	return nil
}

func sameDir(a, b string) bool {
	if ea, err := filepath.EvalSymlinks(a); err == nil {
		a = ea
	}
	if eb, err := filepath.EvalSymlinks(b); err == nil {
		b = eb
	}
	return a == b
}

// declaresType reports, as an error, when package p declares no type
// name at the top level of its files (those of this platform).
func declaresType(p listed, name string) error {
	fset := token.NewFileSet()
	for _, file := range append(append([]string(nil), p.GoFiles...), p.CgoFiles...) {
		f, err := parser.ParseFile(fset, filepath.Join(p.Dir, file), nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil && d.Name.Name == name {
					return fmt.Errorf("%s.%s is a func, not a type", p.ImportPath, name)
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					switch s := s.(type) {
					case *ast.TypeSpec:
						if s.Name.Name == name {
							return nil
						}
					case *ast.ValueSpec:
						for _, n := range s.Names {
							if n.Name == name {
								return fmt.Errorf("%s.%s is a %s, not a type", p.ImportPath, name, d.Tok)
							}
						}
					}
				}
			}
		}
	}
	return fmt.Errorf("package %s declares no type %s", p.ImportPath, name)
}

// program is the source of the program that rfc1738gen builds with the
// scheme authors' packages and runs: it writes the generated file to its
// standard output.
var program = template.Must(template.New("program").Parse(`// Code generated by rfc1738gen. DO NOT EDIT.

// This program is rfc1738gen's, built with the packages of -scheme so
// that grammar/gen reads their types by reflection; rfc1738gen removes it
// once it has run.
package main

import (
	"fmt"
	"os"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar/gen"
{{- range $i, $s := .Schemes}}
	scheme{{$i}} {{printf "%q" $s.PkgPath}}
{{- end}}
)

func main() {
	schemes := []gen.AuthorScheme{
{{- range $i, $s := .Schemes}}
		{Name: {{printf "%q" $s.Name}}, Part: part({{printf "%q" $s.Value}}, new(scheme{{$i}}.{{$s.TypeName}}))},
{{- end}}
	}
	if err := gen.WriteSchemes(os.Stdout, {{printf "%q" .Pkg}}, schemes...); err != nil {
		fmt.Fprintln(os.Stderr, "rfc1738gen:", err)
		os.Exit(1)
	}
}

// part returns v, which flag names, as a scheme part, or exits.
func part(flag string, v any) ast.SchemePart {
	p, err := gen.AsSchemePart(v)
	if err != nil {
		fmt.Fprintf(os.Stderr, "rfc1738gen: -scheme %s: %v\n", flag, err)
		os.Exit(1)
	}
	return p
}
`))

// programSource returns the program's source for flags and pkg.
func programSource(flags schemeFlags, pkg string) ([]byte, error) {
	type scheme struct{ Value, Name, PkgPath, TypeName string }
	data := struct {
		Pkg     string
		Schemes []scheme
	}{Pkg: pkg}
	for _, f := range flags {
		data.Schemes = append(data.Schemes, scheme{f.value, f.name, f.pkgPath, f.typeName})
	}
	var b bytes.Buffer
	if err := program.Execute(&b, data); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// runSchemes writes the parsers of o's schemes to o.out: it checks the
// flags, then writes, builds and runs the program in a temporary
// directory of the working directory, which it removes when done.
func runSchemes(o *options, stderr io.Writer) (err error) {
	// An interrupt cancels the build or the run, and the directory is
	// still removed.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if !token.IsIdentifier(o.pkg) {
		return fmt.Errorf("-pkg %q is not a package name", o.pkg)
	}
	if err := checkSchemes(ctx, o.schemes, o.out); err != nil {
		return err
	}
	src, err := programSource(o.schemes, o.pkg)
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp(".", ".rfc1738gen-")
	if err != nil {
		return err
	}
	defer func() {
		if rerr := os.RemoveAll(dir); rerr != nil && err == nil {
			err = rerr
		}
	}()
	file := filepath.Join(dir, "main.go")
	if err := os.WriteFile(file, src, 0o644); err != nil {
		return err
	}
	bin := filepath.Join(dir, "rfc1738gen-schemes")
	if runtime.GOOS == "windows" {
		bin += ".exe"
	}
	build := exec.CommandContext(ctx, "go", "build", "-o", bin, "."+string(filepath.Separator)+file)
	build.Stdout, build.Stderr = stderr, stderr
	if err := build.Run(); err != nil {
		var pkgs []string
		for _, f := range o.schemes {
			pkgs = append(pkgs, f.pkgPath)
		}
		return fmt.Errorf("building the generator with %s: %v", strings.Join(pkgs, ", "), err)
	}
	var out bytes.Buffer
	generate := exec.CommandContext(ctx, bin)
	generate.Stdout, generate.Stderr = &out, stderr
	if err := generate.Run(); err != nil {
		var exit *exec.ExitError
		if errors.As(err, &exit) && exit.ExitCode() == 1 {
			return errors.New("no file written") // the program said why
		}
		return fmt.Errorf("running the generator: %v", err)
	}
	if out.Len() == 0 {
		return errors.New("the generator wrote nothing")
	}
	return os.WriteFile(o.out, out.Bytes(), 0o644)
}
