package gen_test

import (
	"bytes"
	"go/parser"
	"go/token"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/newscheme/ldap"
	"github.com/urlsyntax/rfc1738/grammar/gen"
)

func TestUnitName(t *testing.T) {
	for name, want := range map[string]string{
		"ldap":    "LDAP",
		"svn+ssh": "SVN_SSH",
		"x-a.b":   "X_A_B",
		"9p":      "_9P",
	} {
		if got := gen.UnitName(name); got != want {
			t.Errorf("UnitName(%q) = %q, want %q", name, got, want)
		}
		if !token.IsIdentifier("Parse" + gen.UnitName(name)) {
			t.Errorf("Parse%s is not an identifier", gen.UnitName(name))
		}
	}
}

// TestWriteSchemes checks the file WriteSchemes writes: package pkg, an
// exported entry per scheme, named by UnitName or Unit, that takes the
// input and gives the tree, whether parsing failed and the offset.
func TestWriteSchemes(t *testing.T) {
	var b bytes.Buffer
	err := gen.WriteSchemes(&b, "ldapparse",
		gen.AuthorScheme{Name: "ldap", Part: &ldap.Part{}},
		gen.AuthorScheme{Name: "x-mail", Unit: "Mail", Part: &ast.MailtoPart{}})
	if err != nil {
		t.Fatal(err)
	}
	f, err := parser.ParseFile(token.NewFileSet(), "zz_generated.go", b.Bytes(), parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(b.String(), gen.Header+"\n") {
		t.Errorf("the file does not start with gen.Header")
	}
	if f.Name.Name != "ldapparse" {
		t.Errorf("package %s, want ldapparse", f.Name.Name)
	}
	var exported []string
	for name, obj := range declaredFuncs(b.Bytes()) {
		if token.IsExported(name) {
			exported = append(exported, name+obj)
		}
	}
	want := []string{
		"AutomatonLDAP() *automaton.Automaton",
		"AutomatonMail() *automaton.Automaton",
		"ParseLDAP(input string) *ast.URL",
		"ParseMail(input string) *ast.URL",
	}
	sort.Strings(exported)
	if d := cmp.Diff(want, exported); d != "" {
		t.Errorf("exported functions (-want +got):\n%s", d)
	}
	for _, body := range []string{"return parseLDAP(input)", "return parseMail(input)"} {
		if !strings.Contains(b.String(), body) {
			t.Errorf("no %q", body)
		}
	}
}

// declaredFuncs returns the signature of each top-level function of src
// without a receiver, by name, as written after the name.
func declaredFuncs(src []byte) map[string]string {
	out := map[string]string{}
	for _, line := range strings.Split(string(src), "\n") {
		rest, ok := strings.CutPrefix(line, "func ")
		if !ok || strings.HasPrefix(rest, "(") {
			continue
		}
		i := strings.IndexByte(rest, '(')
		out[rest[:i]] = strings.TrimSuffix(rest[i:], " {")
	}
	return out
}

// notAPart is a node that is not an ast.SchemePart: its DefaultPort has
// another signature.
type notAPart struct{ ast.Span }

func (*notAPart) String() string   { return "" }
func (*notAPart) DefaultPort() int { return 0 }

// TestWriteSchemesRefuses checks that what WriteSchemes cannot write a
// parser for is an error that says why, and that nothing is written.
func TestWriteSchemesRefuses(t *testing.T) {
	part := &ldap.Part{}
	tests := []struct {
		name    string
		pkg     string
		schemes []gen.AuthorScheme
		want    string
	}{
		{"no scheme", "p", nil, "gen: WriteSchemes: no scheme"},
		{"package name", "my-pkg", []gen.AuthorScheme{{Name: "ldap", Part: part}}, `package name "my-pkg" is not an identifier`},
		{"upper case", "p", []gen.AuthorScheme{{Name: "LDAP", Part: part}}, `"LDAP" is not a lower-case scheme name`},
		{"empty name", "p", []gen.AuthorScheme{{Part: part}}, `"" is not a lower-case scheme name`},
		{"twice", "p", []gen.AuthorScheme{{Name: "ldap", Part: part}, {Name: "ldap", Part: part}}, `scheme "ldap" given twice`},
		{"same unit", "p", []gen.AuthorScheme{{Name: "a-b", Part: part}, {Name: "a.b", Part: part}}, `schemes "a-b" and "a.b" both have the unit name "A_B"`},
		{"unit", "p", []gen.AuthorScheme{{Name: "ldap", Unit: "L-DAP", Part: part}}, `unit name "L-DAP" is not an identifier`},
		{"no part", "p", []gen.AuthorScheme{{Name: "ldap"}}, `scheme "ldap": no Part`},
		{"nil part", "p", []gen.AuthorScheme{{Name: "ldap", Part: (*ldap.Part)(nil)}}, `scheme "ldap": no Part`},
		{"not a struct's tags", "p", []gen.AuthorScheme{{Name: "ldap", Part: &ast.IPSchemePart{}}, {Name: "x", Part: &notAStruct{}}}, `scheme "x": `},
		{"no Production", "p", []gen.AuthorScheme{{Name: "x", Part: &undeclared{}}}, `*gen_test.undeclared has no Production method: add func (*undeclared) Production() ast.Production`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			err := gen.WriteSchemes(&b, tt.pkg, tt.schemes...)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want one containing %q", err, tt.want)
			}
			if b.Len() != 0 {
				t.Errorf("wrote %d bytes", b.Len())
			}
		})
	}
}

// notAStruct is a scheme part whose type is not a struct: no grammar.
type notAStruct []int

func (notAStruct) Pos() int                 { return 0 }
func (notAStruct) End() int                 { return 0 }
func (notAStruct) String() string           { return "" }
func (notAStruct) DefaultPort() (int, bool) { return 0, false }

func TestAsSchemePart(t *testing.T) {
	part := &ldap.Part{}
	if got, err := gen.AsSchemePart(part); err != nil || got != ast.SchemePart(part) {
		t.Errorf("AsSchemePart(%T) = %v, %v", part, got, err)
	}
	tests := []struct {
		v    any
		want string
	}{
		{nil, "gen: nil is not an ast.SchemePart"},
		{new(ast.HostPort), "gen: *ast.HostPort is not an ast.SchemePart (a pointer to the struct whose participle tags declare the scheme's production, with the methods of ast.SchemePart): it has no method DefaultPort() (int, bool)"},
		{new(notAPart), "gen: *gen_test.notAPart is not an ast.SchemePart (a pointer to the struct whose participle tags declare the scheme's production, with the methods of ast.SchemePart): its method DefaultPort is DefaultPort() int, not DefaultPort() (int, bool)"},
		{new(int), "gen: *int is not an ast.SchemePart (a pointer to the struct whose participle tags declare the scheme's production, with the methods of ast.SchemePart): " +
			"it has no method DefaultPort() (int, bool); it has no method End() int; it has no method Pos() int; it has no method String() string"},
	}
	for _, tt := range tests {
		got, err := gen.AsSchemePart(tt.v)
		if got != nil || err == nil || err.Error() != tt.want {
			t.Errorf("AsSchemePart(%T) = %v, %v\nwant error %s", tt.v, got, err, tt.want)
		}
	}
}

// undeclared is a scheme part without a Production method, which
// WriteSchemes refuses: its trees would name it genericurl.
type undeclared struct {
	ast.Span
	HostPort *ast.HostPort `parser:"'/' '/' @@"`
}

func (*undeclared) String() string           { return "" }
func (*undeclared) DefaultPort() (int, bool) { return 0, false }
