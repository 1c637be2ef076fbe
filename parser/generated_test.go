package parser

import (
	"fmt"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar/automaton"
	"github.com/urlsyntax/rfc1738/grammar/peg"
	"github.com/urlsyntax/rfc1738/internal/corpustest"
)

// generatedTricky are inputs at the edges of the grammar: empty parts,
// the "//" commitment, the login's lookahead, hostname against
// hostnumber, and errors everywhere, for every scheme.
var generatedTricky = []string{
	"", ":", "a", "a:", "a:/", "a://", "a:///", "a:b", "a:/b", "a://b", "a://b/", "a://b:", "a://b:1",
	"a://@b", "a://u@b", "a://u:@b", "a://u:p@b:80/x", "a://u:p@", "a://u:p@@b", "a://u@b@c",
	"a://1.2.3.4", "a://1.2.3", "a://1.2.3.4.5", "a://1.2.3.a", "a://a-b.c-d", "a://a--b", "a://-a", "a://a-",
	"a://a.", "a://.a", "a://a..b", "a://1a.b", "a://a.1", "a://a.1b", "a://%41", "a://a%4", "a://a/%zz",
	"a://h/p?q", "a://h/p#f", "a://h/ p", "1:", "+a:x", "a b:c", "A:B", "a:%", "a:%2", "a:%25",
	"a://h:/", "a://h:x", "a://h:1:2", "a:b//c", "a:\x00", "a:\xff", "a://h/\x7f",
}

// generatedSchemesTried are the schemes the tricky inputs are tried
// with: each built-in one, two spelled in capitals, and one read by the
// generic syntax.
var generatedSchemesTried = append(ast.Schemes(), "FTP", "HtTp", "x")

// generatedInputs returns the tricky inputs with the scheme of each
// scheme, and the lines of every corpus (none when they are absent).
func generatedInputs(t testing.TB) (inputs []string, corpora int) {
	for _, in := range generatedTricky {
		inputs = append(inputs, in)
		if i := strings.IndexByte(in, ':'); i >= 0 {
			for _, s := range generatedSchemesTried {
				inputs = append(inputs, s+in[i:])
			}
		}
	}
	names := corpustest.Names(t)
	for _, name := range names {
		inputs = append(inputs, corpustest.Lines(t, name)...)
	}
	return inputs, len(names)
}

// participleOf returns participle's parser of the grammar of scheme s
// (nil for the generic syntax): the oracle of the generated parsers and
// of the interpreter, built once per grammar.
func participleOf(t testing.TB, s *scheme) *peg.URLParser {
	participles.Lock()
	defer participles.Unlock()
	key := ""
	if s != nil {
		key = s.Name
	}
	if g := participles.m[key]; g != nil {
		return g
	}
	g := peg.Generic()
	if s != nil {
		var err error
		if g, err = peg.Build(s.Part); err != nil {
			t.Fatal(err)
		}
	}
	participles.m[key] = g
	return g
}

var participles = struct {
	sync.Mutex
	m map[string]*peg.URLParser
}{m: map[string]*peg.URLParser{}}

// ignoreSpans compares trees without their spans, which participle does
// not fill: ast.Span is too small to be its lexer.Position.
var ignoreSpans = cmp.Comparer(func(a, b ast.Span) bool { return true })

// compareEngines reports how the parsers differ on input, "" when they
// agree: the automaton and participle on whether input is a URL, and the
// generated parser, which must build no tree of an input that is not; and on
// a URL, the generated parser, the interpreter and participle on its
// tree (participle's without spans), whose spans must each hold the
// node's own text.
func compareEngines(t testing.TB, p *Parser, input string) string {
	s := p.schemeOf(input)
	want, err := participleOf(t, s).ParseString("", input)
	valid := syntaxError(input, s) == nil
	if valid != (err == nil) {
		return fmt.Sprintf("the automaton says valid %v, participle %v", valid, err)
	}
	generated := parseGeneric
	if s != nil {
		generated = s.Generated
	}
	if !valid {
		// Parse trusts a built-in generated parser's tree without the
		// automaton: it must build none of an input that is not a URL.
		if u := runGenerated(generated, input); u != nil && u.Pos() == 0 && u.End() == len(input) {
			return "the generated parser built a tree of an input that is not a URL"
		}
		return ""
	}
	interpreted, err := interpret[ast.URL](s.grammar, input)
	if err != nil {
		return "interpreter: " + err.Error()
	}
	if d := cmp.Diff(want, interpreted, ignoreSpans); d != "" {
		return "trees differ (-participle +interpreter):\n" + d
	}
	if d := spanErrors(interpreted, input); d != "" {
		return "interpreter: " + d
	}
	if got := runGenerated(generated, input); got != nil {
		if d := cmp.Diff(interpreted, got); d != "" {
			return "trees differ (-interpreter +generated):\n" + d
		}
	}
	return ""
}

// spanErrors reports a node of tree whose span does not hold its text,
// or lies outside its parent's: "" when there is none.
func spanErrors(tree *ast.URL, input string) string {
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
	return msg
}

// TestGeneratedMatchesParticiple compares the parsers as compareEngines
// does, with participle as the oracle, on the tricky inputs and every
// corpus line. participle is slow, and slower under the race detector:
// there, and with -short, every 8th input is compared.
func TestGeneratedMatchesParticiple(t *testing.T) {
	inputs, corpora := generatedInputs(t)
	p := defaultParser()
	mismatches, valid := 0, 0
	for i, in := range inputs {
		if (raceEnabled || testing.Short()) && i%8 != 0 {
			continue
		}
		if syntaxError(in, p.schemeOf(in)) == nil {
			valid++
		}
		if d := compareEngines(t, p, in); d != "" {
			mismatches++
			if mismatches <= 20 {
				t.Errorf("%q: %s", in, d)
			}
		}
	}
	t.Logf("compared %d inputs (%d corpora), %d of them valid, %d mismatches", len(inputs), corpora, valid, mismatches)
}

// FuzzGeneratedMatchesParticiple checks the generated parsers, the
// interpreter and the automata against their oracle, participle's
// parser, on any input: the same verdict, and equal trees with spans
// that hold each node's text. Its seeds are the tricky inputs above and,
// in testdata/fuzz, FuzzParse's seeds built from every corpus.
func FuzzGeneratedMatchesParticiple(f *testing.F) {
	for _, in := range generatedTricky {
		f.Add(in)
	}
	f.Add("http://u:p@example.com:80/a/b?c")
	f.Add("gopher://h/1sel%09search%09plus")
	f.Add("news:a@b.c")
	f.Add("ftp://h/p;type=a")
	f.Add("wais://h/db/t/p")
	f.Fuzz(func(t *testing.T, in string) {
		if d := compareEngines(t, defaultParser(), in); d != "" {
			t.Errorf("%q: %s", in, d)
		}
	})
}

// TestGeneratedAutomataVerify checks the tables of every automaton in
// zz_generated.go.
func TestGeneratedAutomataVerify(t *testing.T) {
	all := map[string]*automaton.Automaton{"generic": automatonGeneric, "fragment": automatonFragment}
	for name, g := range generatedSchemes {
		all[name] = g.automaton
	}
	for name, a := range all {
		if err := a.Verify(); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}
