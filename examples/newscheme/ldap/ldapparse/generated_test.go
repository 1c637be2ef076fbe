package ldapparse_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	rfcast "github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/newscheme/ldap"
	"github.com/urlsyntax/rfc1738/examples/newscheme/ldap/ldapparse"
	"github.com/urlsyntax/rfc1738/grammar/gen"
	"github.com/urlsyntax/rfc1738/grammar/gen/schemetest"
	rfcparser "github.com/urlsyntax/rfc1738/parser"
)

// TestGeneratedIsCurrent fails when zz_generated.go is not what the
// generator writes now from package ldap's tags: run go generate ./...
// after changing a tag. The arguments are those of the go:generate
// line of generate.go (-scheme ldap=...ldap.Part -pkg ldapparse).
func TestGeneratedIsCurrent(t *testing.T) {
	schemetest.Current(t, "zz_generated.go", "ldapparse", gen.AuthorScheme{Name: "ldap", Part: &ldap.Part{}})
}

// TestScheme checks that Scheme is ldap.Scheme with ParseLDAP as its
// generated parser and AutomatonLDAP() as its automaton: the other tests
// would pass with Generated nil too, the interpreter parsing instead, and
// with Automaton nil, WithScheme building it. (schemetest.Check checks
// that AutomatonLDAP() is the automaton built from ldap.Part's tags.)
func TestScheme(t *testing.T) {
	s, want := ldapparse.Scheme(), ldap.Scheme()
	if got, want := reflect.ValueOf(s.Generated).Pointer(), reflect.ValueOf(ldapparse.ParseLDAP).Pointer(); got != want {
		t.Errorf("Scheme().Generated is not ParseLDAP")
	}
	if s.Automaton == nil || s.Automaton != ldapparse.AutomatonLDAP() {
		t.Errorf("Scheme().Automaton is not AutomatonLDAP()")
	}
	if want.Automaton != nil {
		t.Errorf("ldap.Scheme().Automaton is set; want nil, for WithScheme to build")
	}
	if s.Name != want.Name || s.Validate == nil {
		t.Errorf("Scheme() = {Name: %q, Validate set: %v}, want {Name: %q, Validate set}", s.Name, s.Validate != nil, want.Name)
	}
	if _, ok := s.Part.(*ldap.Part); !ok {
		t.Errorf("Scheme().Part is %T, want *ldap.Part", s.Part)
	}
}

// testInputs returns the LDAP URLs of package ldap's tests: every string
// literal of its test files that starts with "ldap:" in any case. Taking
// them from the source keeps this test's inputs as many as those tests'.
func testInputs(t testing.TB) []string {
	files, err := filepath.Glob("../*_test.go")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no test files in package ldap")
	}
	seen := map[string]bool{}
	var inputs []string
	fset := token.NewFileSet()
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			if err == nil && len(s) >= 5 && strings.EqualFold(s[:5], "ldap:") && !seen[s] {
				seen[s] = true
				inputs = append(inputs, s)
			}
			return true
		})
	}
	sort.Strings(inputs)
	return inputs
}

// scheme is what schemetest checks: the LDAP part with its generated
// parser and automaton.
func scheme() schemetest.Subject {
	return schemetest.Subject{Part: &ldap.Part{}, Generated: ldapparse.ParseLDAP, Automaton: ldapparse.AutomatonLDAP()}
}

// TestGeneratedMatchesParticiple checks, with schemetest, AutomatonLDAP,
// the interpreter and ParseLDAP against participle, and AutomatonLDAP's
// errors against the oracle, on package ldap's test inputs and their
// variations.
func TestGeneratedMatchesParticiple(t *testing.T) {
	base := testInputs(t)
	if len(base) < 50 {
		t.Fatalf("only %d LDAP URLs in package ldap's tests", len(base))
	}
	if testing.Short() {
		base = base[:10]
	}
	schemetest.Check(t, scheme(), base)
}

// TestParserMatchesInterpreter checks the whole parser, registered with
// the generated scheme and with ldap.Scheme (no generated code) and the
// interpreter, on package ldap's test inputs and their prefixes: the
// same tree, spans included, or the same errors, as printed (an *Error
// names the offset, production, text found and expected, and each
// validator finding).
func TestParserMatchesInterpreter(t *testing.T) {
	generated, err := rfcparser.New(rfcparser.WithScheme(ldapparse.Scheme()))
	if err != nil {
		t.Fatal(err)
	}
	interpreter, err := rfcparser.New(rfcparser.WithScheme(ldap.Scheme()), rfcparser.Interpret())
	if err != nil {
		t.Fatal(err)
	}
	var inputs []string
	for _, in := range testInputs(t) {
		for i := 0; i <= len(in); i++ {
			inputs = append(inputs, in[:i])
		}
	}
	valid := 0
	for _, in := range inputs {
		want, wantErr := interpreter.Parse(in)
		got, gotErr := generated.Parse(in)
		if d := cmp.Diff(errorText(wantErr), errorText(gotErr)); d != "" {
			t.Errorf("%q: errors (-interpreter +generated):\n%s", in, d)
			continue
		}
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("%q: trees (-interpreter +generated):\n%s", in, d)
		}
		if wantErr == nil {
			valid++
		}
	}
	if valid == 0 || valid == len(inputs) {
		t.Errorf("%d of %d inputs valid: the inputs do not test both outcomes", valid, len(inputs))
	}
}

func errorText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// FuzzGeneratedMatchesParticiple checks AutomatonLDAP, the interpreter
// and ParseLDAP against participle, and AutomatonLDAP's errors against
// the oracle, on any input.
func FuzzGeneratedMatchesParticiple(f *testing.F) {
	for _, in := range testInputs(f) {
		f.Add(in)
	}
	c, err := schemetest.New(scheme())
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, in string) {
		if d := c.Compare(in); d != "" {
			t.Errorf("%q: %s", in, d)
		}
	})
}

// TestParserUsesGenerated checks how the parser uses a scheme's
// Generated: for the valid URLs of the scheme alone (the scheme's
// automaton finds the errors of the others before any tree is built),
// unless Interpret is given; and that a Generated that gives up (nil),
// panics or returns a tree that does not span the input does not crash
// the parser or change its answer: the interpreter builds the tree.
func TestParserUsesGenerated(t *testing.T) {
	const valid, invalid = "ldap://h/o=x??sub", "ldap://u@h/"
	counting := func(calls *int, parse func(string) *rfcast.URL) rfcparser.Scheme {
		s := ldapparse.Scheme()
		s.Generated = func(input string) *rfcast.URL {
			*calls++
			return parse(input)
		}
		return s
	}
	want, err := rfcparser.New(rfcparser.WithScheme(ldap.Scheme()), rfcparser.Interpret())
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		parse func(string) *rfcast.URL
		opts  []rfcparser.Option
		used  bool // Generated parses the ldap URLs
	}{
		{"generated", ldapparse.ParseLDAP, nil, true},
		{"Interpret", ldapparse.ParseLDAP, []rfcparser.Option{rfcparser.Interpret()}, false},
		{"gives up", func(string) *rfcast.URL { return nil }, nil, true},
		{"panics", func(string) *rfcast.URL { panic("a bug") }, nil, true},
		{"a tree of another input", func(string) *rfcast.URL { return &rfcast.URL{} }, nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			calls := 0
			p, err := rfcparser.New(append([]rfcparser.Option{rfcparser.WithScheme(counting(&calls, tt.parse))}, tt.opts...)...)
			if err != nil {
				t.Fatal(err)
			}
			for _, in := range []string{valid, invalid, "http://h/", "LDAP://h"} {
				before := calls
				got, gotErr := p.Parse(in)
				isLDAP := strings.HasPrefix(strings.ToLower(in), "ldap:")
				if used := calls > before; used != (tt.used && isLDAP && in != invalid) {
					t.Errorf("%q: Generated called %d times", in, calls-before)
				}
				w, wErr := want.Parse(in)
				if d := cmp.Diff(errorText(wErr), errorText(gotErr)); d != "" {
					t.Errorf("%q: errors (-interpreter +got):\n%s", in, d)
				}
				if d := cmp.Diff(w, got); d != "" {
					t.Errorf("%q: trees (-interpreter +got):\n%s", in, d)
				}
			}
		})
	}
}

// BenchmarkParse parses the RFC's example with the generated parser and
// with the interpreter, through the parser.
func BenchmarkParse(b *testing.B) {
	const input = "ldap://ldap1.example.net:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)"
	for _, bb := range []struct {
		name string
		opts []rfcparser.Option
	}{
		{"generated", []rfcparser.Option{rfcparser.WithScheme(ldapparse.Scheme())}},
		{"interpreter", []rfcparser.Option{rfcparser.WithScheme(ldap.Scheme()), rfcparser.Interpret()}},
	} {
		b.Run(bb.name, func(b *testing.B) {
			p, err := rfcparser.New(bb.opts...)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if _, err := p.Parse(input); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
