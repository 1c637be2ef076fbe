package resolution

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/explain/describe"
	"github.com/urlsyntax/rfc1738/examples/internal/voice"
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
	{section5Base, "?"},               // 2a, an empty query: the library's reading
	{section5Base, ";?#"},             // 2a, all three empty
	{"http://a//b", "?"},              // 2a, the other reading refused
	{"http://a/b?", "#"},              // 2a, the other reading without fragment
	{"http://a/b", "#"},               // 2a, the other reading to the same URL
	{"http://a", "?y"},                // 7, the "/" written after the net_loc
	{"http://a", "g"},                 // 6, a base with no path
	{section5Base, "g;x/../h"},        // 6, dots in the params
	{section5Base, "g?y/./x#s/./x"},   // 6, dots in the query and the fragment
	{section5Base, "/./g"},            // 4, a dot that stays
	{section5Base, "../../../../g"},   // 6c, two ".." left
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
						if strings.Contains(strings.ReplaceAll(text, ast.NetPathP.Rule, ""), `"`) {
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
	return regexp.MustCompile(`"[^"]*"|«[^»]*»`).ReplaceAllString(s, "…")
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

// TestPathPartAgrees checks that the reference's <path> row shows the
// text and span that the rule cited beside it matches, the span the
// diagram labels path: an absolute path's "/" is abs_path's, since
// path = fsegment *( "/" segment ) and fsegment = 1*pchar, and a line
// says where it went.
func TestPathPartAgrees(t *testing.T) {
	label := regexp.MustCompile(`(^|[ |])path( |$)`)
	for _, tc := range []struct {
		ref, text string
		pos, end  int
		slash     bool // a line says where the "/" went
	}{
		{"//anon@ftp.iec.ch/pub", "pub", 18, 21, true},
		{"/g", "g", 1, 2, true},
		{"/./g;x?y", "./g", 1, 4, true},
		{"g/h", "g/h", 0, 3, false},
	} {
		e := Explain(parser.Default(), section5Base, tc.ref, grammar.English)
		var path *Part
		for i := range e.ReferenceParts {
			if e.ReferenceParts[i].Name == "path" {
				path = &e.ReferenceParts[i]
			}
		}
		if path == nil {
			t.Fatalf("%s: no path in %+v", tc.ref, e.ReferenceParts)
		}
		if path.Text != tc.text || path.Pos != tc.pos || path.End != tc.end || tc.ref[path.Pos:path.End] != path.Text {
			t.Errorf("%s: path %q [%d,%d), want %q [%d,%d)", tc.ref, path.Text, path.Pos, path.End, tc.text, tc.pos, tc.end)
		}
		if !strings.HasPrefix(path.Production, "path (") {
			t.Errorf("%s: the path cites %s", tc.ref, path.Production)
		}
		said := strings.Contains(strings.Join(path.Details, "\n"), fmt.Sprintf(`the "/" before it, at [%d,%d), is abs_path's`, tc.pos-1, tc.pos))
		if said != tc.slash {
			t.Errorf("%s: a line on the \"/\": %v, want %v: %q", tc.ref, said, tc.slash, path.Details)
		}
		at := -1
		for _, line := range strings.Split(e.ReferenceDiagram, "\n") {
			if m := label.FindStringIndex(line); m != nil {
				at = m[0]
				if line[at] != 'p' {
					at++
				}
			}
		}
		if at != tc.pos {
			t.Errorf("%s: the diagram labels path at column %d, the row at %d:\n%s", tc.ref, at, tc.pos, e.ReferenceDiagram)
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
		{"", "g", "reference", parser.CodeNoBase, 0, false},
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
			message := f.Err.Text(lang)
			if tc.code == parser.CodeNoBase { // at no byte: no offset, no production
				message = f.Err.Message(lang)
			}
			// The diagram writes each note on a line of its own, as explain
			// writes a URL's: after the error's line, not joined to it.
			lines := describe.NoteLines(f.Message, lang)
			if f.Message != message || slices.ContainsFunc(lines, func(l string) bool { return !strings.Contains(f.Diagram, l+"\n") }) ||
				strings.Contains(f.Diagram, grammar.FrenchSpaces(" ; remarque : ")) || strings.Contains(f.Diagram, "; note: ") {
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

// TestNoBase checks a relative reference with no base: the reference
// drawn and listed as any is, step 1 refusing it, and the message with
// no caret, since it is at none of the reference's bytes, and one
// citation.
func TestNoBase(t *testing.T) {
	for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
		e := Explain(parser.Default(), "", "g", lang)
		f := e.Failure
		if f == nil || f.Placed || strings.Contains(f.Diagram, "^") || strings.Count(f.Diagram, "RFC 1808") != 1 {
			t.Fatalf("%s: failure %+v", lang, f)
		}
		if !strings.HasPrefix(e.ReferenceDiagram, "g\n^\nURL\n") || len(e.ReferenceParts) != 1 || e.BaseLine == "" {
			t.Errorf("%s: the reference is not drawn as any:\n%s", lang, e.ReferenceDiagram)
		}
		if len(e.Steps) != 1 || e.Steps[0].Number != "1" {
			t.Errorf("%s: steps %+v", lang, e.Steps)
		}
		var b strings.Builder
		if err := e.Fprint(&b); err != nil || !strings.Contains(b.String(), e.ReferenceDiagram) || !strings.HasSuffix(b.String(), f.Diagram) {
			t.Errorf("%s: Fprint (%v):\n%s", lang, err, b.String())
		}
	}
}

// TestReadings checks the sentences of the cases a student asked about:
// each resolution's step (or result note, "result") says what it
// should, in both languages.
func TestReadings(t *testing.T) {
	for _, tc := range []struct {
		base, ref, step string
		en, fr          []string
	}{
		{section5Base, "?", "2a",
			[]string{`the reference "?" counts as entirely empty`, `has only an empty <query>`, "(section 2.4.4)", "this library's reading",
				`would take it through steps 2c to 5b and give "http://a/b/c/d;p?q", without the base's fragment`},
			[]string{"la référence «\u00a0?\u00a0» compte comme entièrement vide", "n'a qu'une <requête> vide", "» (traduit de la section 2.4.4)", "lecture de cette bibliothèque",
				"donnerait «\u00a0http://a/b/c/d;p?q\u00a0», sans le fragment de la base"}},
		{section5Base, "#", "2a",
			[]string{`has only an empty <fragment>`, "(section 2.4.1)"},
			[]string{"n'a qu'un <fragment> vide", "» (traduit de la section 2.4.1)"}},
		{section5Base, "g", "7",
			[]string{`the base's <params>, "p", and its <query>, "q", are not inherited: only step 5 inherits them`, `the base's <fragment>, "f", is not inherited`},
			[]string{"les <paramètres> de la base, «\u00a0p\u00a0», et sa <requête>, «\u00a0q\u00a0», ne sont pas hérités\u00a0: seule l'étape 5 en hérite"}},
		{section5Base, ";x", "7",
			[]string{`the base's <query>, "q", is not inherited: step 5a skipped to step 7`},
			[]string{"la <requête> de la base, «\u00a0q\u00a0», n'est pas héritée\u00a0: l'étape 5a a renvoyé directement à l'étape 7"}},
		{section5Base, "g", "6",
			[]string{`the base's <path> without its last segment (what follows its last "/"), "/b/c/", is inherited, and the reference's <path>, "g", replaces the base's last segment, "d": "/b/c/g"`},
			[]string{"remplace le dernier segment de la base, «\u00a0d\u00a0»\u00a0: «\u00a0/b/c/g\u00a0»"}},
		{section5Base, "g;x/../h", "6",
			[]string{`the reference's <params>, "x/../h", are what follows its first ";" (section 2.4.5)`, `no step of section 4 looks into them, so their ".." stays`},
			[]string{"les <paramètres> de la référence, «\u00a0x/../h\u00a0», sont ce qui suit son premier «\u00a0;\u00a0» (section 2.4.5)", "leur «\u00a0..\u00a0» reste"}},
		{section5Base, "g?y/./x", "result",
			[]string{`RFC 1808's <query> allows "/" and "?" (query = *( uchar | reserved )), RFC 1738's search does not (search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]): so the result of a valid resolution is not an RFC 1738 http URL`},
			[]string{"la <requête> de la RFC 1808 admet «\u00a0/\u00a0» et «\u00a0?\u00a0»", "une URL http de la RFC 1738"}},
		{section5Base, "//anon@ftp.iec.ch/pub", "result",
			[]string{`RFC 1808's <net_loc> allows "@" (net_loc = *( pchar | ";" | "?" )), RFC 1738's httpurl does not`},
			[]string{"l'<emplacement réseau> de la RFC 1808 admet «\u00a0@\u00a0»"}},
		{"http://a", "?y", "7",
			[]string{`step 7 writes "/" after the <net_loc>, "a"`, `net_path = "//" net_loc [ abs_path ]`, `without it, "http://a?y" would read back with the <net_loc> "a?y"`},
			[]string{"l'étape 7 écrit «\u00a0/\u00a0» après l'<emplacement réseau>"}},
		{section5Base, "/g", "4",
			[]string{`the reference's <path>, "/g", starts with "/"`},
			[]string{"commence par «\u00a0/\u00a0»"}},
		{section5Base, "../..", "6d",
			[]string{`that whole "<segment>/.." is removed`},
			[]string{"tout ce «\u00a0<segment>/..\u00a0» est supprimé"}},
		{section5Base, "../../../../g", "6c",
			[]string{`two ".." are left with no segment before them to remove: RFC 1808 keeps them`},
			[]string{"il reste deux «\u00a0..\u00a0» qui n'ont devant eux aucun segment"}},
		{section5Base, "../../../g", "6c",
			[]string{`one ".." is left with no segment before it`},
			[]string{"la RFC 1808 le garde"}},
	} {
		for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
			e := Explain(parser.Default(), tc.base, tc.ref, lang)
			if e.Resolution == nil {
				t.Fatalf("%q against %q: %s", tc.ref, tc.base, e.Failure.Message)
			}
			var said []string
			if tc.step == "result" {
				said = e.ResultNotes
			}
			for _, s := range e.Steps {
				if s.Number == tc.step {
					said = append([]string{s.Text}, s.Details...)
				}
			}
			text := strings.Join(said, "\n")
			want := tc.en
			if lang == grammar.French {
				want = tc.fr
			}
			for _, w := range want {
				if !strings.Contains(text, w) {
					t.Errorf("%q against %q, %s, step %s:\n%s\nwant %q", tc.ref, tc.base, lang, tc.step, text, w)
				}
			}
		}
	}
	// "an abs_path", "a rel_path"; "d'abs_path".
	for ref, want := range map[string]string{"/g": "a relative URL, an abs_path", "g": "a relative URL, a rel_path", "//g": "a relative URL, a net_path"} {
		if e := Explain(parser.Default(), section5Base, ref, grammar.English); !strings.HasPrefix(e.ReferenceNotes[0], want) {
			t.Errorf("%q: %q, want %q", ref, e.ReferenceNotes[0], want)
		}
	}
	if e := Explain(parser.Default(), section5Base, "/g", grammar.French); !strings.Contains(e.ReferenceParts[0].Details[0], "celui d'abs_path") {
		t.Errorf("French: %q", e.ReferenceParts[0].Details[0])
	}
	// Section 2.4.6's words, translated and said to be, as every
	// quotation in French is: no English inside the French sentence.
	if d := Explain(parser.Default(), section5Base, "/g", grammar.French).ReferenceParts[0].Details[0]; !strings.Contains(d, "(traduit de la section 2.4.6)") || strings.Contains(d, "storing") {
		t.Errorf("French, section 2.4.6's words: %q", d)
	}
}

// TestFrenchTypography checks that the package's French text quotes
// values between « and » in tables too, with no-break spaces inside
// them and before ":", ";", "?" and "!", and never a plain space there.
func TestFrenchTypography(t *testing.T) {
	plain := regexp.MustCompile(`« | »| [:;?!]`)
	check := func(where, text string) {
		t.Helper()
		if loc := plain.FindStringIndex(text); loc != nil {
			t.Errorf("%s: a plain space at %d: %q", where, loc[0], text)
		}
	}
	for _, c := range coverage {
		e := Explain(parser.Default(), c.base, c.ref, grammar.French)
		for _, s := range e.Steps {
			for _, text := range append([]string{s.Text}, s.Details...) {
				check(c.ref+" step "+s.Number, text)
			}
		}
		for _, p := range e.ReferenceParts {
			check(c.ref+" "+p.Name, voice.Voice{Lang: grammar.French}.Q(p.Text)+" "+p.Production+" "+strings.Join(p.Details, " "))
		}
		check(c.ref+" notes", strings.Join(append(append(e.ReferenceNotes, e.BaseNotes...), e.BaseLine, e.ResultLine, e.FragmentLine), " "))
		var b strings.Builder
		if err := e.Fprint(&b); err != nil {
			t.Fatal(err)
		}
		if first, _, _ := strings.Cut(b.String(), "\n"); !strings.HasPrefix(first, "résolution de la référence «\u00a0") {
			t.Errorf("%q: the header reads %q", c.ref, first)
		} else {
			check(c.ref+" header", first)
		}
		if strings.Contains(b.String(), `  "`) {
			t.Errorf("%q: a table cell quoted with \":\n%s", c.ref, b.String())
		}
	}
}
