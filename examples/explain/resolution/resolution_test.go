package resolution

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

const section5Base = "http://a/b/c/d;p?q#f"

// section5 are the references of RFC 1808 section 5, normal and
// abnormal, against section5Base.
var section5 = []string{
	"g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "g?y/./x", "#s", "g#s", "g#s/./x", "g?y#s", ";x", "g;x",
	"g;x?y#s", ".", "./", "..", "../", "../g", "../..", "../../", "../../g",
	"", "../../../g", "../../../../g", "/./g", "/../g", "g.", ".g", "g..", "..g", "./../g", "./g/.", "g/./h",
	"g/../h", "http:g", "http:",
}

// pair is a base and a reference.
type pair struct{ base, ref string }

// coverage are resolutions that take every branch of every step: each
// step's sentences are told apart by what the reference and the base
// have.
var coverage = []pair{
	{"", "g:h"},                       // 1
	{section5Base, ""},                // 2a
	{section5Base, "#"},               // 2a, with the empty fragment
	{section5Base, "g:h"},             // 2b
	{section5Base, "//g"},             // 3, done
	{section5Base, "///g"},            // 3, an empty net_loc: the base's
	{"x:/a/b", "///g"},                // 3, an empty net_loc, none in the base
	{"x:/a/b", "g"},                   // 3, none anywhere
	{section5Base, "/g"},              // 4
	{section5Base, ";x"},              // 5, 5a done
	{section5Base, "?y"},              // 5a inherited, 5b done
	{"http://a/b", "?y"},              // 5a none
	{section5Base, "#s"},              // 5b inherited
	{"http://a/b;p", "#s"},            // 5b none
	{"news:comp.os.unix", "misc/x"},   // 6, a base path with no "/"
	{section5Base, "./g/."},           // 6a, 6b
	{section5Base, "../../../g"},      // 6c, the ".." left
	{section5Base, "../.."},           // 6c, 6d
	{"file:///etc/motd", "a/./b/../"}, // 7, no base fragment
}

// TestEverySentence checks that every step of the resolutions in
// coverage is worded by its own sentence in both languages, never by the
// fallback for a step this package does not know, that every branch
// gives a sentence of its own, and that French sentences quote values
// with « and », never with ASCII quotes.
func TestEverySentence(t *testing.T) {
	seen := map[string]map[string]bool{} // language, sentence shape
	for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
		seen[lang.String()] = map[string]bool{}
		for _, c := range coverage {
			e := Explain(parser.Default(), c.base, c.ref, lang)
			if e.Resolution == nil {
				t.Fatalf("%q against %q: %v", c.ref, c.base, e.Failure.Message)
			}
			if len(e.Steps) != len(e.Resolution.Steps) {
				t.Errorf("%q against %q: %d steps worded, the parser took %d", c.ref, c.base, len(e.Steps), len(e.Resolution.Steps))
			}
			for i, s := range e.Steps {
				if s.Number != e.Resolution.Steps[i].Number {
					t.Errorf("%q against %q: step %d is %q, the parser's %q", c.ref, c.base, i, s.Number, e.Resolution.Steps[i].Number)
				}
				if strings.Contains(s.Text, "inherited from the base: ") || strings.Contains(s.Text, "hérité de la base : ") {
					t.Errorf("%q against %q: step %s has the fallback sentence %q", c.ref, c.base, s.Number, s.Text)
				}
				if lang == grammar.French {
					for _, text := range append([]string{s.Text}, s.Details...) {
						if strings.Contains(text, `"`) {
							t.Errorf("%q against %q: French step %s quotes with \": %s", c.ref, c.base, s.Number, text)
						}
					}
				}
				seen[lang.String()][s.Number+" "+shape(s.Text)] = true
			}
		}
	}
	if en, fr := len(seen["en"]), len(seen["fr"]); en != fr || en < 24 {
		t.Errorf("%d English and %d French sentences, want as many, and one for each of the 24 branches at least", en, fr)
	}
}

// shape is a sentence with its quoted values left out.
func shape(s string) string {
	return regexp.MustCompile(`"[^"]*"|« [^»]* »`).ReplaceAllString(s, "…")
}

// TestSection5 checks the explanation of every example of section 5:
// each result is the RFC's, each reference's parts hold the reference's
// text at their spans, and its diagram never reads a net_loc as RFC
// 1738's url-path.
func TestSection5(t *testing.T) {
	for _, ref := range section5 {
		for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
			e := Explain(parser.Default(), section5Base, ref, lang)
			if e.Failure != nil {
				t.Fatalf("%q: %s", ref, e.Failure.Message)
			}
			for _, p := range e.ReferenceParts {
				text := p.Text
				if p.Pos < 0 || p.End > len(ref) || ref[p.Pos:p.End] != text {
					t.Errorf("%q: %s %q at [%d,%d)", ref, p.Name, text, p.Pos, p.End)
				}
			}
			if strings.Contains(e.ReferenceDiagram, "url-path") || strings.Contains(e.ReferenceDiagram, "chemin URL") {
				t.Errorf("%q: the reference's diagram has a url-path:\n%s", ref, e.ReferenceDiagram)
			}
			if (ref == "") != (e.ReferenceDiagram == "") {
				t.Errorf("%q: diagram %q", ref, e.ReferenceDiagram)
			}
			if !strings.Contains(e.ResultLine, e.Resolution.Text) {
				t.Errorf("%q: the result line %q does not give %q", ref, e.ResultLine, e.Resolution.Text)
			}
		}
	}
}

// TestNetPathDiagram checks the diagram of a net_path: its net_loc and
// abs_path in the band under it, where the printer would draw its
// children, and no url-path over them.
func TestNetPathDiagram(t *testing.T) {
	e := Explain(parser.Default(), section5Base, "//u@h/x;p?q#f", grammar.English)
	want := `//u@h/x;p?q#f
^~~~~~~~~~~~~
URL
^~~~~~~~~~~ ^
relativeURL fragment
^~~~~~~~~~~
net_path
  ^~~^~~~~~
  |  abs_path
  net_loc
      ^~~~~
      rel_path
      ^ ^ ^
      | | query
      | params
      path
`
	if e.ReferenceDiagram != want {
		t.Errorf("diagram:\n%s\nwant:\n%s", e.ReferenceDiagram, want)
	}
	fr := Explain(parser.Default(), section5Base, "//u@h/x;p?q#f", grammar.French)
	for _, w := range []string{"URL relative", "chemin réseau", "emplacement réseau", "chemin absolu", "chemin relatif", "paramètres", "requête"} {
		if !strings.Contains(fr.ReferenceDiagram, w) {
			t.Errorf("the French diagram has no %q:\n%s", w, fr.ReferenceDiagram)
		}
	}
}

// TestFailures checks which input each refusal draws, and where.
func TestFailures(t *testing.T) {
	for _, tc := range []struct {
		base, ref string
		input     string
		code      parser.Code
		offset    int
		placed    bool
	}{
		{section5Base, "g h", "reference", parser.CodeSyntax, 1, true},
		{"http://a b", "g", "base", parser.CodeSyntax, 8, true},
		{"/b/c", "g", "base", parser.CodeBaseNotAbsolute, 0, true},
		{"http://a//b", "g", "base", parser.CodeBaseNotGeneric, -1, true}, // where the parser says
		{"", "g", "reference", parser.CodeNoBase, 0, true},
		{"x:/a/b", "..//g", "reference", parser.CodeResolvedNetLoc, 0, false},
	} {
		for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
			e := Explain(parser.Default(), tc.base, tc.ref, lang)
			f := e.Failure
			if f == nil || e.Resolution != nil {
				t.Fatalf("%q against %q: no failure", tc.ref, tc.base)
			}
			if tc.offset < 0 {
				_, err := parser.Resolve(tc.base, tc.ref)
				var pe *parser.Error
				if !errors.As(err, &pe) {
					t.Fatalf("%q against %q: %v", tc.ref, tc.base, err)
				}
				tc.offset = pe.Offset
			}
			if f.Input != tc.input || f.Err.Code != tc.code || f.Offset != tc.offset || f.Placed != tc.placed {
				t.Errorf("%q against %q: %s %s at %d (placed %v), want %s %s at %d (%v)", tc.ref, tc.base,
					f.Input, f.Err.Code, f.Offset, f.Placed, tc.input, tc.code, tc.offset, tc.placed)
			}
			if f.Message != f.Err.Text(lang) || !strings.Contains(f.Diagram, f.Message) {
				t.Errorf("%q against %q: message %q, diagram\n%s", tc.ref, tc.base, f.Message, f.Diagram)
			}
			if tc.placed {
				lines := strings.Split(f.Diagram, "\n")
				if lines[0] != f.Text || strings.Index(lines[1], "^") != tc.offset {
					t.Errorf("%q against %q: the caret is not under offset %d:\n%s", tc.ref, tc.base, tc.offset, f.Diagram)
				}
			}
			var b strings.Builder
			if err := e.Fprint(&b); err != nil || !strings.Contains(b.String(), f.Diagram) {
				t.Errorf("%q against %q: Fprint leaves out the failure (%v):\n%s", tc.ref, tc.base, err, b.String())
			}
		}
	}
}

// TestLinear checks that the explanation grows linearly with the
// reference: long references of many segments, dot segments and ".."
// against a base of a few bytes.
func TestLinear(t *testing.T) {
	const size = 8 << 10
	for name, ref := range map[string]string{
		"segments": strings.Repeat("ab/", size/3),
		"dots":     strings.Repeat("./", size/2),
		"dotdots":  strings.Repeat("a/../", size/5),
		"net_loc":  "//" + strings.Repeat("a", size) + "/" + strings.Repeat("b/", size/2) + "#" + strings.Repeat("f", size),
	} {
		for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
			e := Explain(parser.Default(), section5Base, ref, lang)
			var b strings.Builder
			if err := e.Fprint(&b); err != nil {
				t.Fatal(err)
			}
			if per := float64(b.Len()) / float64(len(ref)); per > 100 {
				t.Errorf("%s, %s: %.0f output bytes per byte of the reference", name, lang, per)
			}
		}
	}
}
