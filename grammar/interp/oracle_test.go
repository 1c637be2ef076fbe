package interp_test

import (
	"github.com/urlsyntax/rfc1738/grammar/interp"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/newscheme/ldap"
	"github.com/urlsyntax/rfc1738/grammar/peg"
	"github.com/urlsyntax/rfc1738/parser"
)

// schemeParts are the scheme parts of the schemes the default parser
// has a production for: RFC 1738's, and those of the same kind (https,
// with http's part). TestOracleCoversEveryScheme fails when a scheme is
// added to the parser and not here.
var schemeParts = func() map[string]ast.SchemePart {
	m := map[string]ast.SchemePart{}
	for _, name := range ast.Schemes() {
		m[name] = ast.PartOf(name)
	}
	for _, s := range ast.SameKindSchemes() {
		m[s.Name] = ast.PartOf(s.Name)
	}
	return m
}()

func TestOracleCoversEveryScheme(t *testing.T) {
	var names []string
	for name := range schemeParts {
		names = append(names, name)
	}
	sort.Strings(names)
	if diff := cmp.Diff(parser.Default().Schemes(), names); diff != "" {
		t.Errorf("schemes (-parser +test):\n%s", diff)
	}
	// Each part is the one the parser uses: its rule is in the EBNF.
	for name, part := range schemeParts {
		rule := strings.ToUpper(reflect.TypeOf(part).Elem().Name()[:1]) + reflect.TypeOf(part).Elem().Name()[1:]
		if !strings.Contains(parser.Default().EBNF(name), "\nSchemePart = "+rule+" .\n") {
			t.Errorf("%s: the parser's scheme part is not %s", name, rule)
		}
	}
}

// TestOracle checks that the IR reads each grammar exactly as
// participle does: printed as EBNF, it is participle's String of the
// same parser, byte for byte.
func TestOracle(t *testing.T) {
	type oracle struct {
		name string
		read func() (*interp.Grammar, error)
		want func(t *testing.T) string
	}
	oracles := []oracle{
		{"generic", func() (*interp.Grammar, error) { return interp.ReadURL(&ast.IPSchemePart{}, &ast.OpaquePart{}) },
			func(*testing.T) string { return parser.Default().EBNF("") }},
		{"grammar.Generic", func() (*interp.Grammar, error) { return interp.ReadURL(&ast.IPSchemePart{}, &ast.OpaquePart{}) },
			func(*testing.T) string { return peg.Generic().String() }},
		{"fragment", interp.ReadFragment, func(*testing.T) string { return peg.Fragment().String() }},
		{"ldap", func() (*interp.Grammar, error) { return interp.ReadURL(ldap.Scheme().Part) },
			func(t *testing.T) string {
				p, err := peg.Build(ldap.Scheme().Part)
				if err != nil {
					t.Fatal(err)
				}
				return p.String()
			}},
	}
	for _, name := range parser.Default().Schemes() {
		part := schemeParts[name]
		if part == nil {
			continue // reported by TestOracleCoversEveryScheme
		}
		oracles = append(oracles, oracle{name, func() (*interp.Grammar, error) { return interp.ReadURL(part) },
			func(*testing.T) string { return parser.Default().EBNF(name) }})
	}
	for _, o := range oracles {
		t.Run(o.name, func(t *testing.T) {
			g, err := o.read()
			if err != nil {
				t.Fatal(err)
			}
			want := o.want(t)
			if got := g.EBNF(); got != want {
				t.Errorf("EBNF differs from participle's (-participle +IR):\n%s", cmp.Diff(strings.Split(want, "\n"), strings.Split(got, "\n")))
			}
			// Rules are the rules, in the printed order.
			var names []string
			for _, p := range g.Rules {
				names = append(names, p.RuleName())
			}
			var rules []string
			for _, line := range strings.Split(want, "\n") {
				rules = append(rules, line[:strings.Index(line, " = ")])
			}
			if diff := cmp.Diff(rules, names); diff != "" {
				t.Errorf("Rules (-participle's rules +IR):\n%s", diff)
			}
		})
	}
}

// TestEveryConstructUsed checks that the module's grammars use every
// construct the IR has, so that the oracle tests all of them.
func TestEveryConstructUsed(t *testing.T) {
	seen := map[string]bool{}
	parts := []ast.SchemePart{&ast.IPSchemePart{}, &ast.OpaquePart{}, ldap.Scheme().Part}
	for _, p := range schemeParts {
		parts = append(parts, p)
	}
	for _, p := range parts {
		g, err := interp.ReadURL(p)
		if err != nil {
			t.Fatal(err)
		}
		var walk func(n interp.Node)
		done := map[interp.Node]bool{}
		walk = func(n interp.Node) {
			if done[n] {
				return
			}
			done[n] = true
			key := reflect.TypeOf(n).Elem().Name()
			switch n := n.(type) {
			case *interp.Group:
				key += n.Mode.Suffix()
			case *interp.Capture:
				key += " " + n.Kind.String()
			case *interp.Lookahead:
				key += map[bool]string{true: " (?!", false: " (?="}[n.Negative]
			case *interp.Token:
				if n.Name == "EOF" {
					key += " EOF"
				}
			}
			seen[key] = true
			for _, c := range interp.Children(n) {
				walk(c)
			}
		}
		walk(g.Root)
	}
	var got []string
	for k := range seen {
		got = append(got, k)
	}
	slices.Sort(got)
	want := []string{
		"Capture @ into a Capture type", "Capture @ into a bool", "Capture @@ into a slice",
		"Capture @@ into a struct pointer", "Capture @@ into an interface",
		"Disjunction", "Group", "Group*", "Group+", "Group?", "Literal",
		"Lookahead (?!", "Lookahead (?=", "Sequence", "Struct", "Token", "Token EOF", "Union",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("constructs used (-want +got):\n%s", diff)
	}
}
