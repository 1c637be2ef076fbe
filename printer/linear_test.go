package printer_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// TestDiagramLinear checks the bound on the size of a diagram:
// for the shapes of URL with the most nodes a byte, at 1, 8 and 64 KiB,
// the diagram has a bounded number of lines and at most 32 bytes a byte
// of URL (a band has at most 8 label lines; the URL line and the caret
// lines of its 10 or so bands are as long as the URL).
func TestDiagramLinear(t *testing.T) {
	sizes := benchSizes
	if testing.Short() {
		sizes = sizes[:2]
	}
	for _, shape := range []string{"segments", "labels", "fields"} {
		for _, size := range sizes {
			u, err := parser.Parse(longURL(shape, size))
			if err != nil {
				t.Fatal(err)
			}
			for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
				var b strings.Builder
				if err := (&printer.DiagramConfig{Lang: lang}).FprintDiagram(&b, u); err != nil {
					t.Fatal(err)
				}
				lines := strings.Count(b.String(), "\n")
				if b.Len() > 32*size || lines > 100 {
					t.Errorf("%s %s of %d bytes: a diagram of %d bytes, %d lines", lang, shape, size, b.Len(), lines)
				}
				if !strings.Contains(b.String(), "×") {
					t.Errorf("%s %s of %d bytes: no label counts a run or the labels left out:\n%.2000s", lang, shape, size, b.String())
				}
			}
		}
	}
}

// TestRunsAndUnlabelled shows what a band does when its labels need more
// than 8 lines: a run of marks side by side with one label is labelled
// once, with its length; what still finds no room is counted on a line of
// its own.
func TestRunsAndUnlabelled(t *testing.T) {
	u := mustParse(t, "http://a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w.x.y.z/")
	got := sprintWith(t, (&printer.DiagramConfig{}).FprintDiagram, u)
	want := `http://a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w.x.y.z/
^~~~   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~ ^
scheme host                                                url-path (empty)
^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
url
^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
httpurl
       ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~ ^
       hostport                                            hpath (empty)
       ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~ ^
       hostname                                            hsegment (empty)
       ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^ ^
       domainlabel ×25                                   toplabel
`
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("diagram (-want +got):\n%s", diff)
	}

	// The fieldspecs are a run; their fields alternate two labels, so
	// that the labels that find no room are counted.
	u = mustParse(t, "prospero://h/p"+strings.Repeat(";=", 12))
	got = sprintWith(t, (&printer.DiagramConfig{Lang: grammar.French}).FprintDiagram, u)
	want = `prospero://h/p;=;=;=;=;=;=;=;=;=;=;=;=
^~~~~~~~   ^ ^~~~~~~~~~~~~~~~~~~~~~~~~
mode       | chemin URL
           hôte
^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
URL
^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
URL prospero
           ^ ^^~^~^~^~^~^~^~^~^~^~^~^~
           | |spécification de champ ×12
           | chemin
           hôte et port
           ^ ^ ^^^^^^^^^^^^^^^^^^^^^^^^
           | segment           |||||||valeur de champ (vide)
           nom d'hôte          ||||||nom de champ (vide)
                               |||||valeur de champ (vide)
                               ||||nom de champ (vide)
                               |||valeur de champ (vide)
                               ||nom de champ (vide)
                               |valeur de champ (vide)
                               nom de champ (vide)
… 16 sans étiquette ci-dessus, faute de place : nom de champ (vide) ×8, valeur de champ (vide) ×8
           ^
           étiquette de premier niveau
`
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("diagram (-want +got):\n%s", diff)
	}
}

// nested is a scheme author's node that holds one of its own: a tree
// as deep as it is long.
type nested struct {
	ast.Span
	Text  string
	Inner *nested
}

func (n *nested) String() string {
	if n == nil {
		return ""
	}
	return n.Text + n.Inner.String()
}

func (n *nested) Children() []ast.Node {
	if n.Inner == nil {
		return nil
	}
	return []ast.Node{n.Inner}
}

func (*nested) Production() ast.Production {
	return ast.Production{Name: "nested", Rule: "nested = alpha [ nested ]"}
}

// TestBandCap checks that a tree deeper than 32 bands is drawn down to
// the 32nd, with a line that counts the parts left out; Bands, when
// set, cuts the diagram without one.
func TestBandCap(t *testing.T) {
	var root *nested
	for i := 40; i > 0; i-- {
		root = &nested{Span: ast.At(i-1, 40), Text: "a", Inner: root}
	}
	got := sprintWith(t, (&printer.DiagramConfig{}).FprintDiagram, root)
	lines := strings.Split(strings.TrimSuffix(got, "\n"), "\n")
	if n := len(lines); n != 1+32*2+1 || lines[n-1] != "… 8 more parts, nested deeper, not drawn: a diagram draws at most 32 bands" {
		t.Errorf("%d lines, the last %q", n, lines[n-1])
	}
	got = sprintWith(t, (&printer.DiagramConfig{Bands: 3}).FprintDiagram, root)
	if n := strings.Count(got, "\n"); n != 1+3*2 {
		t.Errorf("Bands 3: %d lines:\n%s", n, got)
	}
}

// deepNode is a scheme author's node that nests in itself, as only a
// program can build: no grammar a parser takes has recursion.
type deepNode struct {
	ast.Span
	Inner *deepNode
}

func (d *deepNode) String() string {
	if d == nil || d.Inner == nil {
		return "a"
	}
	return d.Inner.String()
}
func (d *deepNode) Production() ast.Production { return ast.Production{Name: "deep"} }
func (d *deepNode) DefaultPort() (int, bool)   { return 0, false }
func (d *deepNode) Children() []ast.Node {
	if d == nil || d.Inner == nil {
		return nil
	}
	return []ast.Node{d.Inner}
}

// TestTooDeep checks that the teaching outputs refuse a tree deeper than
// any URL's, which would cost the square of its depth, with an error.
func TestTooDeep(t *testing.T) {
	var part *deepNode
	for i := 0; i < 100000; i++ {
		part = &deepNode{Inner: part}
	}
	u := &ast.URL{Scheme: &ast.Scheme{Text: "x"}, Part: part}
	c := &printer.DiagramConfig{}
	var b strings.Builder
	for name, err := range map[string]error{
		"FprintDiagram": c.FprintDiagram(&b, u),
		"FprintTree":    c.FprintTree(&b, u),
		"FprintJSON":    c.FprintJSON(&b, u),
	} {
		if err == nil || !strings.Contains(err.Error(), "levels deep") {
			t.Errorf("%s: %v, want the depth error", name, err)
		}
	}
}
