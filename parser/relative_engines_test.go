package parser

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/automaton"
	"github.com/urlsyntax/rfc1738/grammar/gen/schemetest"
	"github.com/urlsyntax/rfc1738/grammar/interp"
	"github.com/urlsyntax/rfc1738/grammar/oracle"
	"github.com/urlsyntax/rfc1738/grammar/peg"
	"github.com/urlsyntax/rfc1738/internal/corpustest"
	"github.com/urlsyntax/rfc1738/printer"
)

// relativeSection5 are the references of RFC 1808 section 5 (normal and
// abnormal examples) with its base, and the base and reference of
// section 10.
var relativeSection5 = []string{
	"http://a/b/c/d;p?q#f",
	"g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "g?y/./x", "#s", "g#s", "g#s/./x", "g?y#s",
	";x", "g;x", "g;x?y#s", ".", "./", "..", "../", "../g", "../..", "../../", "../../g",
	"", "../../../g", "../../../../g", "/./g", "/../g", "g.", ".g", "g..", "..g", "./../g",
	"./g/.", "g/./h", "g/../h", "http:g", "http:",
	"http://www.ics.uci.edu/Test/a/b/c", "../x",
}

// relativeTricky are inputs at the edges of the reference grammar: the
// scheme's lookahead, the opaque form's "//" net_loc "//", empty
// components, escapes, and bytes that no component takes.
var relativeTricky = []string{
	"g:", ":", ":g", "g_h:i", "./g:h", "1:x", "+:", "g:h:i", "g://", "g:///", "g://a//", "g://a//b;c?d#e",
	"g://a?b//c", "g://;?//", "//", "///", "//a//b", "//a;b?c/d", "/", "/;", "/?", ";", "?", "#",
	"##", "g#a#b", "a//b", "a/;b/c?d/e", "%41", "%4", "%", "a%zz", "a b", "a\x00", "\xff", "g:h ",
	"http://a/b/c/d;p?q#f%2", "?#", ";?#", "/;?#", "//?#", "g:#", "g:;x", "g:?y", "g:/", "g:h#s#",
}

// relativeLiterals are the bytes that the reference grammar names one by
// one ('/', ';', '#'...) or that start an escape.
const relativeLiterals = "#%+-.:;/?@&="

// relativeRepOf maps each byte to the first byte of its class: the
// bytes that every terminal of the reference grammar treats alike, so
// that two inputs of one signature (relativeSignature) get the same
// verdict, first impossible byte and expected bytes. A class is a class
// of the lexer (grammar.Class), split where the grammar names a byte of
// its own and where a byte can or cannot be a hex digit of an escape. It
// is built from the lexer, not from the automaton under test.
var relativeRepOf = func() (t [256]byte) {
	type class struct {
		lexer   int
		literal byte
		hex     bool
	}
	first := map[class]byte{}
	for b := 0; b < 256; b++ {
		c := class{int(grammar.Class(byte(b))), 0, grammar.IsHex(byte(b))}
		if strings.IndexByte(relativeLiterals, byte(b)) >= 0 {
			c.literal = byte(b)
		}
		if _, ok := first[c]; !ok {
			first[c] = byte(b)
		}
		t[b] = first[c]
	}
	return t
}()

// relativeClassReps holds one byte of each class of relativeRepOf: the
// bytes the variations substitute and insert.
var relativeClassReps = func() string {
	var reps []byte
	for b := 0; b < 256; b++ {
		if relativeRepOf[b] == byte(b) {
			reps = append(reps, byte(b))
		}
	}
	return string(reps)
}()

// relativeSignature maps each byte of in to its class's representative.
func relativeSignature(in string) string {
	b := []byte(in)
	for i, c := range b {
		b[i] = relativeRepOf[c]
	}
	return string(b)
}

// TestRelativeClassReps checks that the automaton reads every byte as
// it reads its class's representative: were the classes too coarse (a
// byte the grammar names that relativeLiterals lacks), inputs of one
// signature would not be one input to the grammar, and the oracle would
// check too few of them.
func TestRelativeClassReps(t *testing.T) {
	for b := 0; b < 256; b++ {
		if r := relativeRepOf[b]; automatonRelative.Class[b] != automatonRelative.Class[r] {
			t.Errorf("byte %q has class %d, its representative %q class %d", byte(b), automatonRelative.Class[b], r, automatonRelative.Class[r])
		}
	}
	if len(relativeClassReps) < automatonRelative.Classes {
		t.Errorf("%d representatives for the automaton's %d classes", len(relativeClassReps), automatonRelative.Classes)
	}
}

// relativeEngines are what compareRelative compares: the automaton and
// the generated parser under test (ParseRelative's; a test of the
// comparison swaps in wrong ones), participle's parser of
// ast.Reference's tags, the interpreter of the grammar read from them
// (the one ParseRelative falls back on), and the oracle of that grammar.
type relativeEngines struct {
	automaton  *automaton.Automaton        // automatonRelative
	generated  func(string) *ast.Reference // parseRelative
	participle *peg.ReferenceParser
	interp     *interp.Grammar
	oracle     *oracle.Oracle
	parser     *Parser // ParseRelative without a length limit
}

var relativeEnginesOnce = sync.OnceValues(func() (*relativeEngines, error) {
	ig, err := interp.ReadReference()
	if err != nil {
		return nil, err
	}
	// The oracle reads the tags again: it shares nothing with the
	// automaton but the tags.
	g, err := interp.ReadReference()
	if err != nil {
		return nil, err
	}
	o, err := oracle.New(g)
	if err != nil {
		return nil, err
	}
	p, err := New(MaxLength(0))
	if err != nil {
		return nil, err
	}
	return &relativeEngines{automaton: automatonRelative, generated: parseRelative, participle: peg.Reference(), interp: ig, oracle: o, parser: p}, nil
})

func relativeEnginesOf(t testing.TB) *relativeEngines {
	t.Helper()
	e, err := relativeEnginesOnce()
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// relativeOutcome is what compareRelative found about one input.
type relativeOutcome struct {
	valid        bool
	oracle       bool // the error was checked against the oracle
	inconclusive bool // the oracle could not decide
	msg          string
}

// compareRelative compares the engines of RFC 1808 references on in
// (ParseRelative, and e's automaton and generated parser, which it uses)
// and says how they differ, in msg ("" when they agree):
//
//   - the automaton (automatonRelative) and participle's parser on
//     whether in is a reference, and ParseRelative with them;
//   - on a reference, participle's tree with the generated parser's
//     (parseRelative), spans aside, and the generated tree with the
//     interpreter's and ParseRelative's, spans included; every node's
//     span must hold its text;
//   - on a reference, Reference.Parts (section 2.4's reading of the
//     text) with the texts of the tree's nodes, and printer.Fprint of the
//     tree with in;
//   - on anything else, when withOracle, ParseRelative's *Error with the
//     oracle's first impossible byte: offset, expected bytes, and whether
//     the input could end there.
func compareRelative(e *relativeEngines, in string, withOracle bool) (out relativeOutcome) {
	st, stop := e.automaton.Run(in)
	out.valid = stop == len(in) && e.automaton.Final[st]
	want, perr := parseReferenceParticiple(e.participle, in)
	if out.valid != (perr == nil) {
		out.msg = fmt.Sprintf("the automaton says valid %t (stops at %d), participle's parser: %s", out.valid, stop, verdictText(perr))
		return out
	}
	tree, err := e.parser.ParseRelative(in)
	interpreted, _ := e.interp.Interpret(in).(*ast.Reference)
	if !out.valid {
		var pe *Error
		switch {
		case tree != nil || !errors.As(err, &pe) || pe.Code != CodeSyntax:
			out.msg = fmt.Sprintf("participle's parser fails, ParseRelative gives %v, %v", tree, err)
		case interpreted != nil:
			out.msg = "participle's parser fails, the interpreter gives a tree"
		case withOracle:
			out.msg, out.oracle, out.inconclusive = compareOracle(e.oracle, in, pe)
		}
		return out
	}
	if err != nil {
		out.msg = "participle's parser succeeds, ParseRelative fails: " + err.Error()
		return out
	}
	generated := runGenerated(e.generated, in)
	switch {
	case generated == nil:
		// ParseRelative fell back on the interpreter: for this grammar
		// the generated parser must never need to.
		out.msg = "the generated parser gave no tree"
	// reflect.DeepEqual, spans included, then participle's tree, which
	// has none, with the interpreter's without them: cmp takes far longer
	// a tree, so it only shows how trees differ.
	case !reflect.DeepEqual(generated, interpreted):
		out.msg = "trees differ (-generated +interpreter):\n" + cmp.Diff(generated, interpreted)
	case !reflect.DeepEqual(generated, tree):
		out.msg = "trees differ (-generated +ParseRelative):\n" + cmp.Diff(generated, tree)
	case !reflect.DeepEqual(want, withoutSpans(interpreted)):
		out.msg = "trees differ (-participle +generated):\n" + cmp.Diff(want, generated, ignoreSpans)
	default:
		out.msg = referenceSpanErrors(tree, in)
	}
	if out.msg == "" {
		out.msg = compareParts(tree, in)
	}
	return out
}

// withoutSpans zeroes the spans of tree's nodes, as participle leaves
// them, and returns tree.
func withoutSpans(tree *ast.Reference) *ast.Reference {
	ast.Inspect(tree, func(n ast.Node) bool {
		if v := reflect.ValueOf(n); n != nil && !v.IsNil() {
			v.Elem().FieldByName("Span").SetZero()
		}
		return true
	})
	return tree
}

// compareOracle compares the syntax error pe of in with the oracle's
// first impossible byte. An inconclusive oracle is no mismatch.
func compareOracle(o *oracle.Oracle, in string, pe *Error) (msg string, checked, inconclusive bool) {
	r, err := o.FirstImpossible(in)
	if errors.Is(err, oracle.ErrInconclusive) {
		return "", false, true
	}
	if err != nil {
		return "oracle: " + err.Error(), false, false
	}
	if r.Offset != pe.Offset || r.Expected != pe.Expected || r.End != pe.End {
		return fmt.Sprintf("ParseRelative's error is at %d, expecting %q (may end %t); the oracle's first impossible byte is %d, expecting %q (may end %t)",
			pe.Offset, pe.Expected.Bytes(), pe.End, r.Offset, r.Expected.Bytes(), r.End), true, false
	}
	return "", true, false
}

// parseReferenceParticiple parses in with participle; a panic is a
// failure.
func parseReferenceParticiple(p *peg.ReferenceParser, in string) (r *ast.Reference, err error) {
	defer func() {
		if v := recover(); v != nil {
			r, err = nil, fmt.Errorf("participle panicked: %v", v)
		}
	}()
	return p.ParseString("", in)
}

func verdictText(err error) string {
	if err == nil {
		return "valid"
	}
	return err.Error()
}

// referenceSpanErrors reports a node of tree whose span does not hold
// its text, or lies outside its parent's: "" when there is none. (The
// generated parser and the interpreter could agree on a wrong span.)
func referenceSpanErrors(tree *ast.Reference, input string) string {
	var msg string
	var parents []ast.Node
	ast.Inspect(tree, func(n ast.Node) bool {
		if n == nil {
			parents = parents[:len(parents)-1]
			return false
		}
		if msg != "" || reflect.ValueOf(n).IsNil() {
			return false
		}
		switch {
		case n.Pos() < 0 || n.End() < n.Pos() || n.End() > len(input):
			msg = fmt.Sprintf("%T: span [%d,%d) outside the input", n, n.Pos(), n.End())
		case input[n.Pos():n.End()] != n.String():
			msg = fmt.Sprintf("%T: span [%d,%d) holds %q, its text is %q", n, n.Pos(), n.End(), input[n.Pos():n.End()], n.String())
		case len(parents) > 0 && (n.Pos() < parents[len(parents)-1].Pos() || n.End() > parents[len(parents)-1].End()):
			msg = fmt.Sprintf("%T: span [%d,%d) outside its parent's", n, n.Pos(), n.End())
		}
		parents = append(parents, n)
		return true
	})
	if msg == "" && (tree.Pos() != 0 || tree.End() != len(input)) {
		msg = fmt.Sprintf("the tree spans [%d,%d), not the input", tree.Pos(), tree.End())
	}
	return msg
}

// compareParts compares the components that section 2.4 reads from the
// text of tree (Reference.Parts) with the texts of its nodes, and the
// tree printed back with in. An opaque absolute URL ("g://a//b") holds
// what follows its scheme in one node; its components must start with
// a net_loc, and the path after it with "//", and make up that node's
// text.
func compareParts(tree *ast.Reference, in string) string {
	got := tree.Parts()
	want, opaque := nodeParts(tree)
	if opaque != nil {
		rest := "//" + got.NetLoc + got.Path
		if got.HasParams {
			rest += ";" + got.Params
		}
		if got.HasQuery {
			rest += "?" + got.Query
		}
		if !got.HasNetLoc || !strings.HasPrefix(got.Path, "//") || rest != opaque.String() {
			return fmt.Sprintf("Parts %+v do not make up the opaque %q", got, opaque.String())
		}
		want.NetLoc, want.HasNetLoc, want.Path = got.NetLoc, got.HasNetLoc, got.Path
		want.Params, want.HasParams, want.Query, want.HasQuery = got.Params, got.HasParams, got.Query, got.HasQuery
	}
	if want != got {
		return "components differ (-nodes +Parts):\n" + cmp.Diff(want, got)
	}
	var buf bytes.Buffer
	if err := printer.Fprint(&buf, tree); err != nil {
		return "printer.Fprint: " + err.Error()
	}
	if buf.String() != in {
		return fmt.Sprintf("printer.Fprint prints %q", buf.String())
	}
	return ""
}

// nodeParts returns the components that the nodes of tree hold, and its
// opaque node, whose components it leaves to the caller.
func nodeParts(tree *ast.Reference) (p ast.Parts, opaque *ast.OpaqueRL) {
	if tree.Fragment != nil {
		p.Fragment, p.HasFragment = tree.Fragment.String(), true
	}
	rel := tree.Relative
	if a := tree.Absolute; a != nil {
		p.Scheme = a.Scheme.String()
		if a.Opaque != nil {
			return p, a.Opaque
		}
		rel = a.Relative
	}
	if rel == nil {
		return p, nil
	}
	rp, abs := rel.RelPath, rel.AbsPath
	if n := rel.NetPath; n != nil {
		p.NetLoc, p.HasNetLoc, abs = n.NetLoc.String(), true, n.AbsPath
	}
	if abs != nil {
		// Section 2.4.6: the path keeps the "/" that makes it absolute.
		p.Path, rp = "/", abs.RelPath
	}
	if rp != nil {
		p.Path += rp.Path.String()
		if rp.Params != nil {
			p.Params, p.HasParams = rp.Params.String(), true
		}
		if rp.Query != nil {
			p.Query, p.HasQuery = rp.Query.String(), true
		}
	}
	return p, nil
}

// relativeCorpus returns the lines of the shared corpora and how many
// files it read: none when they are absent.
func relativeCorpus(t testing.TB) (lines []string, files int) {
	t.Helper()
	names := corpustest.Names(t)
	for _, name := range names {
		lines = append(lines, corpustest.Lines(t, name)...)
	}
	return lines, len(names)
}

// relativeEdgeCases returns the bases and references of
// testdata/rfc1808/edge-cases.tsv.
func relativeEdgeCases(t testing.TB) []string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "rfc1808", "edge-cases.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) < 2 {
			t.Fatalf("edge-cases.tsv: %q: fewer than 2 fields", line)
		}
		out = append(out, f[0], f[1])
	}
	return out
}

// relativeForms returns the relative references a URL's components make
// by section 2.4: its path as an abs_path and as a rel_path, that
// rel_path under "../", its net_path, and its query, params and
// fragment each alone.
func relativeForms(url string) []string {
	p := ast.SplitParts(url)
	rel := strings.TrimPrefix(p.Path, "/")
	out := []string{p.Path, rel, "../" + rel}
	if p.HasNetLoc {
		out = append(out, "//"+p.NetLoc+p.Path)
	}
	if p.HasQuery {
		out = append(out, "?"+p.Query)
	}
	if p.HasParams {
		out = append(out, ";"+p.Params)
	}
	if p.HasFragment {
		out = append(out, "#"+p.Fragment)
	}
	return out
}

// relativeMaxVaried is the length up to which an input's variations are
// checked: every position of a short input is one of its productions'.
const relativeMaxVaried = 64

// relativeSample says how sparsely TestRelativeEngines samples: it
// checks every all-th input and those it checks against the oracle;
// every forms-th corpus line gives its relative forms; of the invalid
// inputs, the oracle checks the first of each signature, and of those
// every oracle-th (corpusOracle-th of the corpora's). participle is slow
// on a corpus line and the oracle slower still, and the race detector
// slows both again.
type relativeSample struct{ all, forms, oracle, corpusOracle int }

func relativeSampling() relativeSample {
	switch {
	case raceEnabled:
		return relativeSample{all: 8, forms: 8, oracle: 20, corpusOracle: 200}
	case testing.Short():
		return relativeSample{all: 4, forms: 8, oracle: 4, corpusOracle: 40}
	}
	return relativeSample{all: 1, forms: 8, oracle: 1, corpusOracle: 8}
}

// relativeInput is an input that TestRelativeEngines checks, and
// whether its error, if it has one, is checked against the oracle.
type relativeInput struct {
	in     string
	oracle bool
}

// relativeSampled returns ins without repeats, sampled: every all-th,
// and those whose error the oracle checks. The oracle's answer depends
// on an input's signature only, so it checks the first input of each
// signature, and of those every oracleStride-th.
func relativeSampled(ins []string, all, oracleStride int) []relativeInput {
	seen := map[string]bool{}
	signatures := map[string]bool{}
	var out []relativeInput
	for _, in := range ins {
		if seen[in] {
			continue
		}
		seen[in] = true
		sig := relativeSignature(in)
		withOracle := !signatures[sig] && (len(signatures)+1)%oracleStride == 0
		signatures[sig] = true
		if withOracle || len(seen)%all == 0 {
			out = append(out, relativeInput{in, withOracle})
		}
	}
	return out
}

// TestRelativeEngines checks that the engines of RFC 1808 references
// agree (compareRelative): the automaton with participle on every
// input's verdict; on a reference, the generated, interpreted and
// participle trees, the spans, section 2.4's components and the printed
// text; on anything else, ParseRelative's error with the oracle's first
// impossible byte, for the inputs of distinct byte-class signatures
// (inputs of one signature are one input to every terminal). Its inputs
// are section 5's references, the tricky ones, and the edge cases' bases
// and references, with their variations (schemetest.Variations: every
// prefix, and each byte deleted, substituted by and preceded by one
// byte of each class of relativeClassReps); and the corpora's lines
// with the relative forms of a sample of them (relativeForms), a subtest
// skipped when the corpora are absent. Under -short and the race
// detector it samples more sparsely (relativeSampling).
func TestRelativeEngines(t *testing.T) {
	e := relativeEnginesOf(t)
	s := relativeSampling()
	t.Run("rfc1808", func(t *testing.T) {
		var varied []string
		for _, in := range slices.Concat(relativeSection5, relativeTricky, relativeEdgeCases(t)) {
			if len(in) <= relativeMaxVaried {
				varied = append(varied, in)
			}
		}
		checkRelative(t, e, relativeSampled(schemetest.Variations(varied, relativeClassReps, relativeClassReps), s.all, s.oracle))
	})
	t.Run("corpus", func(t *testing.T) {
		lines, files := relativeCorpus(t)
		if files == 0 {
			t.Skip("the corpora (../shared/corpus/*.txt) are absent")
		}
		ins := slices.Clone(lines)
		for i, l := range lines {
			if i%s.forms == 0 {
				ins = append(ins, relativeForms(l)...)
			}
		}
		checkRelative(t, e, relativeSampled(ins, s.all, s.corpusOracle))
	})
}

// checkRelative runs compareRelative on inputs, on every CPU, and fails
// t at each mismatch (the first 20), or when no valid input or no error
// checked against the oracle was among them: then it tested one outcome
// only.
func checkRelative(t *testing.T, e *relativeEngines, inputs []relativeInput) {
	outcomes := make([]relativeOutcome, len(inputs))
	workers := runtime.GOMAXPROCS(0)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < len(inputs); i += workers {
				outcomes[i] = compareRelative(e, inputs[i].in, inputs[i].oracle)
			}
		}()
	}
	wg.Wait()
	var valid, invalid, oracled, inconclusive, mismatches int
	for i, o := range outcomes {
		if o.valid {
			valid++
		} else {
			invalid++
		}
		if o.oracle {
			oracled++
		}
		if o.inconclusive {
			inconclusive++
		}
		if o.msg != "" {
			mismatches++
			if mismatches <= 20 {
				t.Errorf("%q: %s", inputs[i].in, o.msg)
			}
		}
	}
	t.Logf("%d inputs: %d valid, %d invalid; %d errors checked against the oracle, %d inconclusive; %d mismatches",
		len(inputs), valid, invalid, oracled, inconclusive, mismatches)
	if valid == 0 || oracled == 0 {
		t.Errorf("%d valid inputs, %d errors checked against the oracle: one outcome only", valid, oracled)
	}
	if inconclusive > 5 {
		t.Errorf("the oracle could not decide %d inputs", inconclusive)
	}
}

// relativeFuzzOracleMax is the longest input whose error
// FuzzRelativeEngines checks against the oracle, which takes seconds
// on tens of kilobytes.
const relativeFuzzOracleMax = 4 << 10

// FuzzRelativeEngines checks on any input what TestRelativeEngines
// checks on its inputs (compareRelative), the oracle included: the
// automaton's verdict is participle's; a reference's trees from the
// generated parser, the interpreter and participle are one, its spans
// hold its nodes' texts, section 2.4's components are its nodes' texts
// and it prints back to the input; anything else fails at the oracle's
// first impossible byte, with its expected bytes. Its seeds are section
// 5's references, the tricky inputs and testdata/fuzz/FuzzRelativeEngines.
func FuzzRelativeEngines(f *testing.F) {
	for _, in := range slices.Concat(relativeSection5, relativeTricky) {
		f.Add(in)
	}
	e := relativeEnginesOf(f)
	f.Fuzz(func(t *testing.T, in string) {
		o := compareRelative(e, in, len(in) <= relativeFuzzOracleMax)
		if o.inconclusive {
			t.Logf("%q: the oracle could not decide", in)
		}
		if o.msg != "" {
			t.Errorf("%q: %s", in, o.msg)
		}
	})
}

// TestCompareRelativeFails checks that compareRelative reports each
// kind of disagreement: an automaton of another grammar, a generated
// parser that builds another tree, an oracle of another grammar, and a
// tree whose nodes are not section 2.4's components of its text.
func TestCompareRelativeFails(t *testing.T) {
	good := relativeEnginesOf(t)
	fragment, err := interp.ReadFragment()
	if err != nil {
		t.Fatal(err)
	}
	fragmentOracle, err := oracle.New(fragment)
	if err != nil {
		t.Fatal(err)
	}
	with := func(change func(e *relativeEngines)) *relativeEngines {
		e := *good
		change(&e)
		return &e
	}
	// A tree whose path node holds params: its text, "a;b", has the
	// path "a" and the params "b".
	wrongPath := func(string) *ast.Reference {
		return &ast.Reference{Span: ast.At(0, 3), Relative: &ast.RelativeURL{Span: ast.At(0, 3),
			RelPath: &ast.RelPath{Span: ast.At(0, 3), Path: &ast.Path{Span: ast.At(0, 3), Text: "a;b"}}}}
	}
	tests := []struct {
		name    string
		engines *relativeEngines
		in      string
		want    string // what the message says
	}{
		{"automaton", with(func(e *relativeEngines) { e.automaton = automatonFragment }), "g#s", "the automaton says valid false"},
		{"generated", with(func(e *relativeEngines) {
			e.generated = func(in string) *ast.Reference {
				r := parseRelative(in)
				r.Fragment = &ast.Fragment{Text: "x"}
				return r
			}
		}), "g", "trees differ (-generated +interpreter)"},
		{"oracle", with(func(e *relativeEngines) { e.oracle = fragmentOracle }), "g h", "the oracle's first impossible byte is 1"},
	}
	for _, tt := range tests {
		got := compareRelative(tt.engines, tt.in, true).msg
		if !strings.Contains(got, tt.want) {
			t.Errorf("%s: %q: %q, want it to say %q", tt.name, tt.in, got, tt.want)
		}
	}
	if msg := compareParts(wrongPath("a;b"), "a;b"); !strings.Contains(msg, "components differ") {
		t.Errorf("a path node holding params: %q, want components that differ", msg)
	}
	if msg := compareParts(runGenerated(parseRelative, "a;b"), "a;c"); !strings.Contains(msg, "printer.Fprint prints") {
		t.Errorf("a tree of another text: %q, want a printing that differs", msg)
	}
}
