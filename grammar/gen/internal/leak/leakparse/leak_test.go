package leakparse

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar/gen/internal/leak"
	"github.com/urlsyntax/rfc1738/grammar/interp"
	"github.com/urlsyntax/rfc1738/grammar/peg"
)

// leakInputs take the group, drop it before and after the capture, and
// fail.
var leakInputs = []string{"leak:1a", "leak:1a;", "leak:1a;x/y", "leak:12ab", "leak:1", "leak:a1", "leak:", "leak:1a;~", "leak:1~", "leak:1a~"}

// TestLeakMatchesParticiple compares participle's parser with the
// automaton (the same verdict), with the interpreter (the same trees,
// participle's without spans) and the interpreter with the generated
// parser (the same trees, spans included, wherever the generated parser
// builds one).
func TestLeakMatchesParticiple(t *testing.T) {
	p, err := peg.Build(&leak.Part{})
	if err != nil {
		t.Fatal(err)
	}
	g, err := interp.ReadURL(&leak.Part{})
	if err != nil {
		t.Fatal(err)
	}
	a := AutomatonLEAK()
	ignoreSpans := cmp.Comparer(func(a, b ast.Span) bool { return true })
	for _, in := range leakInputs {
		want, perr := p.ParseString("", in)
		st, n := a.Run(in)
		if valid := n == len(in) && a.Final[st]; valid != (perr == nil) {
			t.Errorf("%q: the automaton says valid %v, participle %v", in, valid, perr)
			continue
		}
		interpreted, _ := g.Interpret(in).(*ast.URL)
		if perr != nil {
			if interpreted != nil {
				t.Errorf("%q: participle fails (%v), the interpreter gives %v", in, perr, interpreted)
			}
			continue
		}
		if d := cmp.Diff(want, interpreted, ignoreSpans); d != "" {
			t.Errorf("%q: trees differ (-participle +interpreter):\n%s", in, d)
		}
		if got := ParseLEAK(in); got != nil {
			if d := cmp.Diff(interpreted, got); d != "" {
				t.Errorf("%q: trees differ (-interpreter +generated):\n%s", in, d)
			}
		}
	}
}

// TestParticipleKeepsTheCapture pins the behaviour the interpreter
// reproduces: participle keeps Number for "leak:1a", whose group failed.
// (The generated parser does not build that tree: it gives up where a
// group fails after a capture, and the interpreter builds it.)
func TestParticipleKeepsTheCapture(t *testing.T) {
	p, err := peg.Build(&leak.Part{})
	if err != nil {
		t.Fatal(err)
	}
	u, err := p.ParseString("", "leak:1a")
	if err != nil {
		t.Fatal(err)
	}
	part := u.Part.(*leak.Part)
	if part.Number == nil || part.Label != nil || part.Path.String() != "1a" {
		t.Errorf("participle's tree: Number %v, Label %v, Path %v", part.Number, part.Label, part.Path)
	}
	g, err := interp.ReadURL(&leak.Part{})
	if err != nil {
		t.Fatal(err)
	}
	if u, _ := g.Interpret("leak:1a").(*ast.URL); u == nil || u.Part.(*leak.Part).Number == nil {
		t.Errorf("the interpreter's tree of leak:1a has no Number: %v", u)
	}
}
