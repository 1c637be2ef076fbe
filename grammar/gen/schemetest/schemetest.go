// Package schemetest checks a scheme author's grammar and the code
// generated from it against the references this module holds its own
// grammars to, so that an author's scheme gets the guarantees RFC 1738's
// schemes have: the same trees from every engine, and errors at the
// first impossible byte with exactly the bytes that could stand there
// (the length of the longest prefix that some valid URL starts with).
//
// Call it from a test of the package that holds the generated file:
//
//	func TestLDAP(t *testing.T) {
//		schemetest.Current(t, "zz_generated.go", "ldapparse", gen.AuthorScheme{Name: "ldap", Part: &ldap.Part{}})
//		schemetest.Check(t, schemetest.Subject{
//			Part:      &ldap.Part{},
//			Generated: ldapparse.ParseLDAP,
//			Automaton: ldapparse.AutomatonLDAP(),
//		}, inputs)
//	}
//
// Check compares, on the inputs and their Variations:
//
//   - the automaton (the generated one, or the one built from the tags)
//     with participle's own parser of the same tags: valid or not;
//   - on an invalid input, where the automaton stops with where the
//     oracle (package grammar/oracle, a backtracking matcher with
//     completion search that shares no code with the automata) puts the
//     first impossible byte, the bytes it expects there and whether the
//     URL could end there, and that the generated parser builds no
//     tree of it;
//   - on a valid input, participle's tree with the grammar's
//     interpreter's (spans aside: participle fills none), and the
//     generated parser's tree with the interpreter's, spans included;
//   - the generated automaton with the one built from the tags.
//
// It uses go-cmp, as this module's tests do, to show how trees differ.
//
// Package parser/notetest checks a scheme's own notes (parser.Scheme's
// Notes): it reports each that the parser drops, and why.
package schemetest

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar/automaton"
	"github.com/urlsyntax/rfc1738/grammar/gen"
	"github.com/urlsyntax/rfc1738/grammar/interp"
	"github.com/urlsyntax/rfc1738/grammar/oracle"
	"github.com/urlsyntax/rfc1738/grammar/peg"
)

// Subject is what Check checks: a scheme part and, when its code was
// generated, the generated parser and automaton (the Parse<Name> and
// Automaton<Name> of rfc1738gen's file). Without them Check checks the
// grammar itself: the automaton built from the tags and the interpreter.
type Subject struct {
	Part      ast.SchemePart
	Generated func(input string) *ast.URL
	Automaton *automaton.Automaton
}

// maxReports is how many mismatches Check reports before it stops.
const maxReports = 20

// Check checks s over inputs, whole URLs of the scheme ("ldap://..."),
// and their Variations, and fails t at each mismatch (the first 20). It
// also fails when the inputs and their variations are all valid or all
// invalid, for then they test one outcome only. Under go test -short
// the oracle checks some 200 invalid inputs only. The inputs are checked
// on every CPU (GOMAXPROCS).
func Check(t testing.TB, s Subject, inputs []string) {
	t.Helper()
	c, err := New(s)
	if err != nil {
		t.Fatal(err)
	}
	if s.Automaton != nil && !s.Automaton.Equal(c.built) {
		t.Errorf("the Automaton is not the one built from the Part's tags (interp.BuildAutomaton): regenerate the file (go generate), or set the Automaton of this Part")
	}
	// The inputs are checked on every CPU: the oracle and the parsers
	// are safe for concurrent use, and a scheme's variations run to tens
	// of thousands. What each finds is reported here, in input order.
	all := Variations(inputs, DefaultSubstituted, DefaultInserted)
	workers := max(1, min(runtime.GOMAXPROCS(0), len(all)))
	found := make([]string, len(all))
	tallies := make([]counts, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			n := &tallies[w]
			for i := w; i < len(all); i += workers {
				found[i] = c.check(all[i], n, testing.Short() && n.oracle >= 200/workers)
			}
		}()
	}
	wg.Wait()
	var n counts
	for _, tl := range tallies {
		n.valid += tl.valid
		n.invalid += tl.invalid
		n.oracle += tl.oracle
		n.inconclusive += tl.inconclusive
	}
	for i, msg := range found {
		if msg == "" {
			continue
		}
		n.mismatches++
		if n.mismatches <= maxReports {
			t.Errorf("%q: %s", all[i], msg)
		}
	}
	t.Logf("schemetest: %d inputs (%d valid, %d invalid), %d errors checked against the oracle (%d inconclusive), %d mismatches",
		n.valid+n.invalid, n.valid, n.invalid, n.oracle, n.inconclusive, n.mismatches)
	if n.valid == 0 || n.invalid == 0 {
		t.Errorf("schemetest: %d valid and %d invalid inputs: give inputs that test both outcomes", n.valid, n.invalid)
	}
}

// counts are Check's tallies.
type counts struct {
	valid, invalid, oracle, inconclusive, mismatches int
}

// Checker holds the engines Check compares, for a fuzz target to compare
// them on any input (Compare). It is safe for concurrent use.
type Checker struct {
	s           Subject
	participle  *peg.URLParser
	interpreter *interp.Grammar
	built       *automaton.Automaton // from the tags
	oracle      *oracle.Oracle
}

// New returns the Checker of s: participle's parser, the interpreter and
// the oracle of its Part's tags, with its Generated and Automaton.
func New(s Subject) (*Checker, error) {
	if s.Part == nil {
		return nil, errors.New("schemetest: the Subject has no Part")
	}
	p, err := peg.Build(s.Part)
	if err != nil {
		return nil, fmt.Errorf("schemetest: participle refuses the Part's tags: %w", err)
	}
	g, err := interp.ReadURL(s.Part)
	if err != nil {
		return nil, fmt.Errorf("schemetest: %w", err)
	}
	a, err := interp.BuildAutomaton(g)
	if err != nil {
		return nil, fmt.Errorf("schemetest: %w", err)
	}
	o, err := oracle.New(g)
	if err != nil {
		return nil, fmt.Errorf("schemetest: %w", err)
	}
	return &Checker{s: s, participle: p, interpreter: g, built: a, oracle: o}, nil
}

// ignoreSpans compares trees without their spans.
var ignoreSpans = cmp.Comparer(func(a, b ast.Span) bool { return true })

// Compare returns how the engines differ on in, "" when they agree: what
// Check reports for one input.
func (c *Checker) Compare(in string) string {
	var n counts
	return c.check(in, &n, false)
}

// check returns how the engines differ on in, "" when they agree.
func (c *Checker) check(in string, n *counts, skipOracle bool) string {
	a := c.s.Automaton
	if a == nil {
		a = c.built
	}
	st, stop := a.Run(in)
	valid := stop == len(in) && a.Final[st]
	want, perr := parseParticiple(c.participle, in)
	if valid != (perr == nil) {
		return "the automaton says valid " + strconv.FormatBool(valid) + ", participle's parser " + errorText(perr)
	}
	interpreted, _ := c.interpreter.Interpret(in).(*ast.URL)
	if !valid {
		n.invalid++
		if interpreted != nil {
			return "participle's parser fails, the interpreter gives a tree"
		}
		if c.s.Generated != nil {
			if got := runGenerated(c.s.Generated, in); got != nil && got.Pos() == 0 && got.End() == len(in) {
				return "participle's parser fails, the generated parser gives a tree"
			}
		}
		if skipOracle {
			return ""
		}
		r, err := c.oracle.FirstImpossible(in)
		if errors.Is(err, oracle.ErrInconclusive) {
			n.inconclusive++
			return ""
		}
		if err != nil {
			return "oracle: " + err.Error()
		}
		n.oracle++
		if exp := a.Expected(st); r.Offset != stop || r.Expected != exp || r.End != a.Final[st] {
			return fmt.Sprintf("the automaton stops at %d expecting %q (may end %t); the oracle's first impossible byte is %d, expecting %q (may end %t)",
				stop, exp.Bytes(), a.Final[st], r.Offset, r.Expected.Bytes(), r.End)
		}
		return ""
	}
	n.valid++
	if d := cmp.Diff(want, interpreted, ignoreSpans); d != "" {
		return "trees differ (-participle +interpreter):\n" + d
	}
	if interpreted != nil {
		// Every output prints a tree with String: the URL as written,
		// byte for byte, a literal the tags match in either case
		// included.
		if got := interpreted.String(); got != in {
			return fmt.Sprintf("the tree prints as %q: String must give the URL back as written (a literal matched in either case belongs in an ast.Text field)", got)
		}
	}
	if c.s.Generated != nil {
		if got := runGenerated(c.s.Generated, in); got != nil {
			if d := cmp.Diff(interpreted, got); d != "" {
				return "trees differ (-interpreter +generated):\n" + d
			}
		}
	}
	return ""
}

// parseParticiple parses in with participle: a panic is a failure.
func parseParticiple(p *peg.URLParser, in string) (u *ast.URL, err error) {
	defer func() {
		if r := recover(); r != nil {
			u, err = nil, fmt.Errorf("participle panicked: %v", r)
		}
	}()
	return p.ParseString("", in)
}

// runGenerated runs a generated parser, which returns nil where it leaves
// the tree to the interpreter; a panic is reported as a tree of nothing,
// which then differs.
func runGenerated(parse func(string) *ast.URL, in string) (u *ast.URL) {
	defer func() {
		if recover() != nil {
			u = &ast.URL{}
		}
	}()
	return parse(in)
}

func errorText(err error) string {
	if err == nil {
		return "valid"
	}
	return err.Error()
}

// The bytes Variations substitutes and inserts by default: the
// delimiters of RFC 1738's productions, an escape's "%", a byte no
// production allows, and bytes of the classes.
const (
	DefaultSubstituted = "/?;:@=&,.% "
	DefaultInserted    = "?!/"
)

// Variations returns the inputs and, for each, every prefix, and the
// input with each byte deleted, replaced by each byte of substituted, and
// with each byte of inserted before it: inputs that stop, and go wrong,
// at every position of every production. Each string is returned once.
func Variations(inputs []string, substituted, inserted string) []string {
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

// Current fails t when the file at path is not what rfc1738gen writes
// now, in package pkg, for schemes: the arguments of the generate line
// that wrote the file. A stale file parses by the tags it was generated
// from, which the parser cannot tell; this test can.
func Current(t testing.TB, path, pkg string, schemes ...gen.AuthorScheme) {
	t.Helper()
	var want bytes.Buffer
	if err := gen.WriteSchemes(&want, pkg, schemes...); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want.Bytes()) {
		t.Errorf("%s is not what rfc1738gen writes now from the tags: run go generate", path)
	}
}
