package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestGeneratedIsCurrent fails when parser/zz_generated.go is not what
// the generator writes now: run go generate ./... after changing a tag.
func TestGeneratedIsCurrent(t *testing.T) {
	out := filepath.Join(t.TempDir(), "zz_generated.go")
	if err := run(out, "parser"); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("../../../../parser/zz_generated.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("parser/zz_generated.go is stale: run go generate ./...")
	}
}

const ldapPart = "github.com/urlsyntax/rfc1738/examples/newscheme/ldap.Part"

// flagView is what parseFlags gives, comparable.
type flagView struct {
	Out, Pkg string
	Schemes  [][3]string // name, import path, type
}

func viewOf(o *options) flagView {
	v := flagView{Out: o.out, Pkg: o.pkg}
	for _, f := range o.schemes {
		v.Schemes = append(v.Schemes, [3]string{f.name, f.pkgPath, f.typeName})
	}
	return v
}

func TestParseFlags(t *testing.T) {
	t.Setenv("GOPACKAGE", "fromenv")
	tests := []struct {
		args []string
		want flagView
	}{
		{nil, flagView{Out: "zz_generated.go", Pkg: "parser"}},
		{[]string{"-o", "x.go", "-pkg", "parser"}, flagView{Out: "x.go", Pkg: "parser"}},
		{[]string{"-scheme", "ldap=" + ldapPart},
			flagView{Out: "zz_generated.go", Pkg: "fromenv", Schemes: [][3]string{{"ldap", "github.com/urlsyntax/rfc1738/examples/newscheme/ldap", "Part"}}}},
		{[]string{"-scheme", "ldap=" + ldapPart, "-scheme", "svn+ssh=gopkg.in/x.v3/svn.Part", "-scheme", "a=std.T", "-pkg", "ldapparse", "-o", "gen.go"},
			flagView{Out: "gen.go", Pkg: "ldapparse", Schemes: [][3]string{
				{"ldap", "github.com/urlsyntax/rfc1738/examples/newscheme/ldap", "Part"},
				{"svn+ssh", "gopkg.in/x.v3/svn", "Part"},
				{"a", "std", "T"},
			}}},
	}
	for _, tt := range tests {
		var stderr strings.Builder
		o, err := parseFlags(tt.args, &stderr)
		if err != nil {
			t.Errorf("parseFlags(%q): %v\n%s", tt.args, err, stderr.String())
			continue
		}
		if d := cmp.Diff(tt.want, viewOf(o)); d != "" {
			t.Errorf("parseFlags(%q) (-want +got):\n%s", tt.args, d)
		}
	}
}

// TestFlagErrors checks that a flag rfc1738gen cannot use is a usage
// error (status 2) whose message says what is wrong, before anything is
// built or written.
func TestFlagErrors(t *testing.T) {
	t.Setenv("GOPACKAGE", "")
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"-scheme", "ldap"}, `invalid value "ldap" for flag -scheme: no "=": want name=importpath.Type, e.g. ldap=github.com/you/mod/ldap.Part`},
		{[]string{"-scheme", "LDAP=" + ldapPart}, `invalid value "LDAP=` + ldapPart + `" for flag -scheme: "LDAP" is not a scheme name in lower case`},
		{[]string{"-scheme", "=" + ldapPart}, `"" is not a scheme name in lower case`},
		{[]string{"-scheme", "ldap=github.com/you/mod/ldap"}, `"github.com/you/mod/ldap" is not importpath.Type`},
		{[]string{"-scheme", "ldap=github.com/you/mod/ldap."}, `"github.com/you/mod/ldap." is not importpath.Type`},
		{[]string{"-scheme", "ldap=Part"}, `"Part" is not importpath.Type`},
		{[]string{"-scheme", "ldap=./ldap.Part"}, `"./ldap" is a directory, not an import path`},
		{[]string{"-scheme", "ldap=github.com/you/mod/ldap.part"}, "type part is not exported"},
		{[]string{"-scheme", "ldap=github.com/you/mod/ldap.*Part"}, `"*Part" is not a type name`},
		{[]string{"-scheme", "ldap=" + ldapPart, "-scheme", "ldap=x/y.Z", "-pkg", "p"}, "-scheme ldap=" + ldapPart + " and -scheme ldap=x/y.Z: scheme \"ldap\" given twice"},
		{[]string{"-scheme", "ldap=" + ldapPart}, "-scheme: no -pkg, and $GOPACKAGE is not set (go generate sets it)"},
		{[]string{"-scheme", "ldap=" + ldapPart, "-pkg", "p", "extra"}, `unexpected argument "extra"`},
		{[]string{"-o", "", "-pkg", "p"}, "-o: no file"},
		{[]string{"-nope"}, "flag provided but not defined: -nope"},
	}
	for _, tt := range tests {
		var stderr strings.Builder
		if status := command(tt.args, &stderr); status != 2 || !strings.Contains(stderr.String(), tt.want) {
			t.Errorf("rfc1738gen %q: status %d, stderr\n%s\nwant status 2 and %q", tt.args, status, stderr.String(), tt.want)
		}
	}
	var stderr strings.Builder
	if status := command([]string{"-h"}, &stderr); status != 0 || !strings.Contains(stderr.String(), "-scheme name=importpath.Type") {
		t.Errorf("-h: status %d, stderr\n%s", status, stderr.String())
	}
}

// leftovers returns the temporary directories of rfc1738gen in the
// working directory.
func leftovers(t *testing.T) []string {
	t.Helper()
	dirs, err := filepath.Glob(".rfc1738gen-*")
	if err != nil {
		t.Fatal(err)
	}
	return dirs
}

// TestSchemeRefusals checks that a -scheme that names no type, or a type
// that is not a scheme part, or an output in the package of the type, is
// an error that says so, that no file is written and that the temporary
// directory is gone.
func TestSchemeRefusals(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list and go build")
	}
	out := filepath.Join(t.TempDir(), "zz_generated.go")
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"-scheme", "x=github.com/urlsyntax/rfc1738/ast.Walk"}, "-scheme x=github.com/urlsyntax/rfc1738/ast.Walk: github.com/urlsyntax/rfc1738/ast.Walk is a func, not a type"},
		{[]string{"-scheme", "x=github.com/urlsyntax/rfc1738/grammar.GenericURL"}, "github.com/urlsyntax/rfc1738/grammar.GenericURL is a var, not a type"},
		{[]string{"-scheme", "x=github.com/urlsyntax/rfc1738/ast.Nope"}, "-scheme x=github.com/urlsyntax/rfc1738/ast.Nope: package github.com/urlsyntax/rfc1738/ast declares no type Nope"},
		{[]string{"-scheme", "x=github.com/urlsyntax/nope.Part"}, "-scheme x=github.com/urlsyntax/nope.Part: package github.com/urlsyntax/nope: "},
		{[]string{"-scheme", "x=github.com/urlsyntax/rfc1738/ast.HostPort"}, "rfc1738gen: -scheme x=github.com/urlsyntax/rfc1738/ast.HostPort: gen: *ast.HostPort is not an ast.SchemePart " +
			"(a pointer to the struct whose participle tags declare the scheme's production, with the methods of ast.SchemePart): it has no method DefaultPort() (int, bool)"},
		{[]string{"-scheme", "x=github.com/urlsyntax/rfc1738/ast.Text"}, "*ast.Text is not an ast.SchemePart"},
		{[]string{"-scheme", "ldap=" + ldapPart, "-o", "../../../../examples/newscheme/ldap/zz_generated.go"},
			"-o ../../../../examples/newscheme/ldap/zz_generated.go is in package github.com/urlsyntax/rfc1738/examples/newscheme/ldap, which declares Part: write the generated parser into a package of its own (e.g. ldapparse)"},
	}
	for _, tt := range tests {
		var stderr strings.Builder
		args := append([]string{"-pkg", "p", "-o", out}, tt.args...)
		if status := command(args, &stderr); status != 1 || !strings.Contains(stderr.String(), tt.want) {
			t.Errorf("rfc1738gen %q: status %d, stderr\n%s\nwant status 1 and %q", tt.args, status, stderr.String(), tt.want)
		}
		if _, err := os.Stat(out); !os.IsNotExist(err) {
			t.Errorf("rfc1738gen %q wrote %s", tt.args, out)
		}
	}
	if _, err := os.Stat("../../../../examples/newscheme/ldap/zz_generated.go"); !os.IsNotExist(err) {
		t.Error("rfc1738gen wrote into package ldap")
	}
	if dirs := leftovers(t); len(dirs) > 0 {
		t.Errorf("temporary directories left: %q", dirs)
	}
}

// TestSchemeLDAP runs the generator as the go:generate line of
// examples/newscheme/ldap/ldapparse does, and checks that it writes that
// package's zz_generated.go and removes its temporary directory.
func TestSchemeLDAP(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list and go build")
	}
	out := filepath.Join(t.TempDir(), "zz_generated.go")
	var stderr strings.Builder
	if status := command([]string{"-scheme", "ldap=" + ldapPart, "-pkg", "ldapparse", "-o", out}, &stderr); status != 0 {
		t.Fatalf("status %d\n%s", status, stderr.String())
	}
	if stderr.Len() != 0 {
		t.Errorf("stderr:\n%s", stderr.String())
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("../../../../examples/newscheme/ldap/ldapparse/zz_generated.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("examples/newscheme/ldap/ldapparse/zz_generated.go is not what rfc1738gen -scheme writes: run go generate ./...")
	}
	if dirs := leftovers(t); len(dirs) > 0 {
		t.Errorf("temporary directories left: %q", dirs)
	}
}

// TestProgramSource checks the program rfc1738gen builds: it imports
// each package once under its own name and names each type.
func TestProgramSource(t *testing.T) {
	var flags schemeFlags
	for _, v := range []string{"ldap=" + ldapPart, "x=example.com/a/ast.Part"} {
		if err := flags.Set(v); err != nil {
			t.Fatal(err)
		}
	}
	src, err := programSource(flags, "ldapparse")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"\tscheme0 \"github.com/urlsyntax/rfc1738/examples/newscheme/ldap\"\n",
		"\tscheme1 \"example.com/a/ast\"\n",
		`{Name: "ldap", Part: part("ldap=` + ldapPart + `", new(scheme0.Part))},`,
		`{Name: "x", Part: part("x=example.com/a/ast.Part", new(scheme1.Part))},`,
		`gen.WriteSchemes(os.Stdout, "ldapparse", schemes...)`,
	} {
		if !strings.Contains(string(src), want) {
			t.Errorf("no %q in\n%s", want, src)
		}
	}
}
