package ldapparse_test

import (
	"bytes"
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
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
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/gen"
	rfcparser "github.com/urlsyntax/rfc1738/parser"
)

// TestGeneratedIsCurrent fails when zz_generated.go is not what the
// generator writes now from package ldap's tags: run go generate ./...
// after changing a tag. The arguments are those of the go:generate
// line of generate.go (-scheme ldap=...ldap.Part -pkg ldapparse).
func TestGeneratedIsCurrent(t *testing.T) {
	var want bytes.Buffer
	if err := gen.WriteSchemes(&want, "ldapparse", gen.Scheme{Name: "ldap", Part: &ldap.Part{}}); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("zz_generated.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want.Bytes()) {
		t.Error("zz_generated.go is stale: run go generate ./...")
	}
}

// TestScheme checks that Scheme is ldap.Scheme with ParseLDAP as its
// generated parser and AutomatonLDAP() as its automaton: the other tests
// would pass with Generated nil too, the interpreter parsing instead, and
// with Automaton nil, WithScheme building it. And that AutomatonLDAP()
// is the automaton WithScheme would build from ldap.Part's tags.
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
	ir, err := gen.ReadURL(&ldap.Part{})
	if err != nil {
		t.Fatal(err)
	}
	built, err := gen.BuildAutomaton(ir)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(built, ldapparse.AutomatonLDAP()); d != "" {
		t.Errorf("AutomatonLDAP() differs from gen.BuildAutomaton of ldap.Part (-built +generated):\n%s", d)
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

// Variations of an input replace a byte by each of substituted and
// insert each of inserted: the delimiters of the fields, the escape, and
// a byte no field allows.
const (
	substituted = "/?,=% "
	inserted    = "?!"
)

// variations returns the inputs and, for each, every prefix, and the
// input with each byte deleted, replaced by each of substituted and with
// each of inserted before it: the errors at every position of every
// production, and their recoveries.
func variations(inputs []string) []string {
	seen := map[string]bool{}
	var out []string
	add := func(s string) {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	for _, in := range inputs {
		add(in)
		for i := 0; i <= len(in); i++ {
			add(in[:i])
			for j := 0; j < len(inserted); j++ {
				add(in[:i] + inserted[j:j+1] + in[i:])
			}
			if i < len(in) {
				add(in[:i] + in[i+1:])
				for j := 0; j < len(substituted); j++ {
					add(in[:i] + substituted[j:j+1] + in[i+1:])
				}
			}
		}
	}
	return out
}

// oracle is participle's parser of the LDAP scheme's grammar, the one
// parser.WithScheme(ldap.Scheme()) builds.
func oracle(t testing.TB) *grammar.Parser {
	g, err := grammar.Build(&ldap.Part{})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// ignoreSpans compares trees without their spans, which participle does
// not fill.
var ignoreSpans = cmp.Comparer(func(a, b rfcast.Span) bool { return true })

// engines are the three parsers of the LDAP grammar compared here:
// participle's reflective parser (the oracle), the grammar's interpreter
// and the generated ParseLDAP; with the generated automaton.
type engines struct {
	participle  *grammar.Parser
	interpreter *gen.Grammar
}

func newEngines(t testing.TB) engines {
	ir, err := gen.ReadURL(&ldap.Part{})
	if err != nil {
		t.Fatal(err)
	}
	return engines{oracle(t), ir}
}

// compare reports how the engines differ on input, "" when they agree:
// AutomatonLDAP and participle on whether it is a URL; on a URL,
// participle's tree (without spans) and the interpreter's, and the
// interpreter's and ParseLDAP's (with spans) where ParseLDAP builds one
// (it leaves to the interpreter the trees it cannot build without
// backtracking).
func (e engines) compare(input string) (valid bool, diff string) {
	want, err := parseParticiple(e.participle, input)
	a := ldapparse.AutomatonLDAP()
	st, n := a.Run(input)
	valid = n == len(input) && a.Final[st]
	if valid != (err == nil) {
		return valid, "the automaton says valid " + strconv.FormatBool(valid) + ", participle " + errorText(err)
	}
	interpreted, _ := e.interpreter.Interpret(input).(*rfcast.URL)
	if !valid {
		if interpreted != nil {
			return valid, "participle fails, the interpreter gives a tree"
		}
		return valid, ""
	}
	if d := cmp.Diff(want, interpreted, ignoreSpans); d != "" {
		return valid, "trees differ (-participle +interpreter):\n" + d
	}
	if got := ldapparse.ParseLDAP(input); got != nil {
		if d := cmp.Diff(interpreted, got); d != "" {
			return valid, "trees differ (-interpreter +generated):\n" + d
		}
	}
	return valid, ""
}

// parseParticiple parses input with g: a panic of participle is a
// failure.
func parseParticiple(g *grammar.Parser, input string) (u *rfcast.URL, err error) {
	defer func() {
		if r := recover(); r != nil {
			u, err = nil, errors.New("participle panicked")
		}
	}()
	return g.ParseString("", input)
}

// TestGeneratedMatchesParticiple checks AutomatonLDAP, the interpreter
// and ParseLDAP against participle on package ldap's test inputs and
// their variations.
func TestGeneratedMatchesParticiple(t *testing.T) {
	base := testInputs(t)
	if len(base) < 50 {
		t.Fatalf("only %d LDAP URLs in package ldap's tests", len(base))
	}
	inputs := variations(base)
	if testing.Short() {
		inputs = variations(base[:10])
	}
	e := newEngines(t)
	mismatches, failures := 0, 0
	for _, in := range inputs {
		valid, d := e.compare(in)
		if !valid {
			failures++
		}
		if d != "" {
			mismatches++
			if mismatches <= 20 {
				t.Errorf("%q: %s", in, d)
			}
		}
	}
	t.Logf("compared %d inputs (%d from package ldap's tests), %d of them failures, %d mismatches", len(inputs), len(base), failures, mismatches)
	if failures == 0 || failures == len(inputs) {
		t.Errorf("%d failures of %d inputs: the inputs do not test both outcomes", failures, len(inputs))
	}
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
// and ParseLDAP against participle on any input.
func FuzzGeneratedMatchesParticiple(f *testing.F) {
	for _, in := range testInputs(f) {
		f.Add(in)
	}
	e := newEngines(f)
	f.Fuzz(func(t *testing.T, in string) {
		if _, d := e.compare(in); d != "" {
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
