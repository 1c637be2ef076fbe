package printer_test

import (
	"encoding/json"
	"io"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// pairPart is a scheme author's scheme part, declared outside package
// ast: pair://<hostport>/<key>=<value>.
type pairPart struct {
	ast.Span
	HostPort *ast.HostPort `parser:"'/' '/' @@ '/'"`
	Key      *pairKey      `parser:"@@ '='"`
	Value    *pairValue    `parser:"@@"`
}

var (
	pairURLP   = ast.Production{Name: "pairurl", RFC: "this test", Section: "1", Rule: `pairurl = "pair://" hostport "/" key "=" value`}
	pairKeyP   = ast.Production{Name: "key", RFC: "this test", Section: "1", Rule: `key = 1*alpha`}
	pairValueP = ast.Production{Name: "value", RFC: "this test", Section: "1", Rule: `value = *uchar`}
)

func (*pairPart) DefaultPort() (int, bool)   { return 0, false }
func (*pairPart) Production() ast.Production { return pairURLP }
func (p *pairPart) String() string {
	return "//" + p.HostPort.String() + "/" + p.Key.String() + "=" + p.Value.String()
}
func (p *pairPart) Children() []ast.Node        { return []ast.Node{p.HostPort, p.Key, p.Value} }
func (p *pairPart) HostPortPart() *ast.HostPort { return p.HostPort }

type pairKey struct {
	ast.Span
	Text ast.Text `parser:"@Alpha+"`
}

func (k *pairKey) String() string           { return string(k.Text) }
func (*pairKey) Production() ast.Production { return pairKeyP }

type pairValue struct {
	ast.Span
	Text ast.Text `parser:"@(Alpha | Digit | Safe | Extra | Escape)*"`
}

func (v *pairValue) String() string           { return string(v.Text) }
func (v *pairValue) Decoded() string          { return v.Text.Decoded() }
func (*pairValue) Production() ast.Production { return pairValueP }

// TestSchemeAuthor draws a URL of a scheme declared outside package ast:
// its nodes are labelled by their productions, or by the words the
// DiagramConfig gives, and its url-path is marked like the RFC's.
func TestSchemeAuthor(t *testing.T) {
	p, err := parser.New(parser.WithScheme(parser.Scheme{Name: "pair", Part: &pairPart{}}))
	if err != nil {
		t.Fatal(err)
	}
	u, err := p.Parse("pair://h.example:99/colour=bleu%20ciel")
	if err != nil {
		t.Fatal(err)
	}
	c := &printer.DiagramConfig{Lang: grammar.French, Labels: map[string]string{"pairurl": "URL pair", "key": "clé", "value": "valeur"}}
	got := sprintWith(t, c.FprintDiagram, u)
	want := `pair://h.example:99/colour=bleu%20ciel
^~~~   ^~~~~~~~~ ^~ ^~~~~~~~~~~~~~~~~~
mode   hôte      |  chemin URL
                 port
^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
URL
^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
URL pair
       ^~~~~~~~~~~~ ^~~~~~ ^~~~~~~~~~~
       |            clé    valeur
       hôte et port
       ^~~~~~~~~
       nom d'hôte
       ^ ^~~~~~~
       | étiquette de premier niveau
       étiquette de domaine
`
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("diagram (-want +got):\n%s", diff)
	}
	tree := sprintWith(t, (&printer.DiagramConfig{}).FprintTree, u)
	if !strings.Contains(tree, `└─ value  `) || !strings.Contains(tree, `"bleu%20ciel"  decoded "bleu ciel"`) {
		t.Errorf("tree:\n%s", tree)
	}
	j := (&printer.DiagramConfig{}).JSONTree(u)
	if k := j.Children[0].Children[3]; k.Production != "value" || k.Rule != pairValueP.Rule || k.Decoded == nil || *k.Decoded != "bleu ciel" {
		t.Errorf("JSON of the value: %+v", k)
	}
}

func sprintWith(t *testing.T, f func(w io.Writer, n ast.Node) error, n ast.Node) string {
	t.Helper()
	var b strings.Builder
	if err := f(&b, n); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestDiagramNeedsOffsets checks that a tree without the offsets a parser
// sets is refused, and nothing written; trees and JSON print it anyway.
func TestDiagramNeedsOffsets(t *testing.T) {
	u := &ast.URL{
		Scheme: &ast.Scheme{Text: "http"},
		Part: &ast.IPSchemePart{Login: &ast.Login{HostPort: &ast.HostPort{Host: &ast.Host{
			Name: &ast.Hostname{Top: &ast.TopLabel{Text: "example"}},
		}}}},
	}
	var b strings.Builder
	if err := (&printer.DiagramConfig{}).FprintDiagram(&b, u); err == nil || b.Len() > 0 {
		t.Errorf("FprintDiagram of a tree without offsets: %v, wrote %q", err, b.String())
	}
	if err := (&printer.DiagramConfig{}).FprintError(&b, "http://example", u, 0, "x"); err == nil || b.Len() > 0 {
		t.Errorf("FprintError of a tree without offsets: %v, wrote %q", err, b.String())
	}
	if err := (&printer.DiagramConfig{}).FprintTree(&b, u); err != nil || !strings.Contains(b.String(), `toplabel  [0,0)  "example"`) {
		t.Errorf("FprintTree: %v\n%s", err, b.String())
	}
	for _, f := range []func(w io.Writer, n ast.Node) error{
		(&printer.DiagramConfig{}).FprintDiagram, (&printer.DiagramConfig{}).FprintTree, (&printer.DiagramConfig{}).FprintJSON,
	} {
		if err := f(&b, nil); err == nil {
			t.Error("a nil node printed without error")
		}
	}
}

// TestFprintErrorChecksTree checks that the parsed tree must be a part
// of the input.
func TestFprintErrorChecksTree(t *testing.T) {
	u := mustParse(t, "http://other")
	var b strings.Builder
	if err := (&printer.DiagramConfig{}).FprintError(&b, "http://www.iec.ch:a", u, 18, "x"); err == nil || b.Len() > 0 {
		t.Errorf("FprintError with another URL's tree: %v, wrote %q", err, b.String())
	}
	// Offsets past either end are clamped; a message of several lines
	// is indented under its first.
	b.Reset()
	if err := (&printer.DiagramConfig{Lang: grammar.French}).FprintError(&b, "ab", nil, 99, "one\ntwo"); err != nil {
		t.Fatal(err)
	}
	want := "ab\n  ^\n  erreur\nerreur\u00a0: one\n         two\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}

// TestJSONFields checks the JSON form's field names, and that it reads
// back into a JSONNode equal to JSONTree's.
func TestJSONFields(t *testing.T) {
	u := mustParse(t, "ftp://a%40b@h/x;type=a")
	c := &printer.DiagramConfig{Lang: grammar.French}
	var b strings.Builder
	if err := c.FprintJSON(&b, u); err != nil {
		t.Fatal(err)
	}
	var back printer.JSONNode
	if err := json.Unmarshal([]byte(b.String()), &back); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(c.JSONTree(u), &back); diff != "" {
		t.Errorf("JSON read back (-want +got):\n%s", diff)
	}
	keys := map[string]bool{}
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, x := range v {
				keys[k] = true
				walk(x)
			}
		case []any:
			for _, x := range v {
				walk(x)
			}
		}
	}
	var raw any
	if err := json.Unmarshal([]byte(b.String()), &raw); err != nil {
		t.Fatal(err)
	}
	walk(raw)
	var got []string
	for k := range keys {
		got = append(got, k)
	}
	sort.Strings(got)
	want := []string{"children", "decoded", "end", "label", "nodePos", "pos", "production", "rfc", "rule", "section", "text"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("JSON field names (-want +got):\n%s", diff)
	}
	if user := back.Children[0].Children[1].Children[0]; user.Label != "utilisateur" || user.Decoded == nil || *user.Decoded != "a@b" {
		t.Errorf("user: %+v", user)
	}
}

// TestBands checks that Bands limits the bands drawn.
func TestBands(t *testing.T) {
	u := mustParse(t, "http://www.iec.ch/about/mission-e.htm")
	all := sprintWith(t, (&printer.DiagramConfig{}).FprintDiagram, u)
	two := sprintWith(t, (&printer.DiagramConfig{Bands: 2}).FprintDiagram, u)
	want := `http://www.iec.ch/about/mission-e.htm
^~~~   ^~~~~~~~~~ ^~~~~~~~~~~~~~~~~~~
scheme host       url-path
^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
url
`
	if two != want || !strings.HasPrefix(all, want) || len(all) <= len(two) {
		t.Errorf("Bands: 2 gives\n%s", two)
	}
}

// TestLabelsOfWordsApart checks that a label of several words stands two
// columns from the next one on its line, or goes a line down: "nom
// d'hôte segment (vide)" would read as one label.
func TestLabelsOfWordsApart(t *testing.T) {
	u, err := parser.Parse("http://www.iec.ch/")
	if err != nil {
		t.Fatal(err)
	}
	got := sprintWith(t, (&printer.DiagramConfig{Lang: grammar.French}).FprintDiagram, u)
	if strings.Contains(got, "nom d'hôte segment") || !strings.Contains(got, "segment (vide)") {
		t.Errorf("two labels run together, or one is missing:\n%s", got)
	}
}
