package view

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/examples/explain/describe"
	"github.com/urlsyntax/rfc1738/parser"
)

// section5Base is the base URL of RFC 1808 section 5's examples.
const section5Base = "http://a/b/c/d;p?q#f"

// TestResolve checks what the page shows with a base, in each language:
// section 5's first example, its steps, and the resolved URL shown as a
// URL typed in the box is, its fragment set aside.
func TestResolve(t *testing.T) {
	for _, tc := range []struct {
		lang, inherits, resultLine string
	}{
		{"en", `the reference has no <net_loc>: it inherits the base's, "a"`,
			`the result, "http://a/b/c/g;x?y#s", is the RFC 1738 URL "http://a/b/c/g;x?y" and the fragment "s":`},
		{"fr", "la référence n'a pas d'<emplacement réseau>\u00a0: celui de la base est hérité, «\u00a0a\u00a0»",
			"le résultat, «\u00a0http://a/b/c/g;x?y#s\u00a0», est l'URL de la RFC 1738 «\u00a0http://a/b/c/g;x?y\u00a0» et le fragment «\u00a0s\u00a0»\u00a0:"},
	} {
		r := Resolve(section5Base, "g;x?y#s", tc.lang)
		res := r.Resolution
		if !r.Valid || r.Error != nil || res == nil || r.Lang != tc.lang {
			t.Fatalf("%s: valid %v, error %+v, resolution %+v", tc.lang, r.Valid, r.Error, res)
		}
		var numbers []string
		for _, s := range res.Steps {
			numbers = append(numbers, s.Number)
		}
		if strings.Join(numbers, " ") != "2c 3 6 7" || res.Steps[1].Text != tc.inherits {
			t.Errorf("%s: steps %q, step 3 %q", tc.lang, numbers, res.Steps[1].Text)
		}
		if res.Result != "http://a/b/c/g;x?y#s" || res.ResultLine != tc.resultLine || res.FragmentLine == "" {
			t.Errorf("%s: result %q, %q, %q", tc.lang, res.Result, res.ResultLine, res.FragmentLine)
		}
		if !strings.HasPrefix(res.Reference, "g;x?y#s\n^~~~~~~\nURL\n") || !strings.Contains(res.BaseLine, "http://a/b/c/d;p?q#f") {
			t.Errorf("%s: reference\n%s\nbase %q", tc.lang, res.Reference, res.BaseLine)
		}
		// The table of the reference's parts, which the page wraps, starts
		// after the diagram's lines.
		if lines := strings.Split(res.Reference, "\n"); res.TableLine < 3 || res.TableLine >= len(lines) ||
			!strings.HasPrefix(lines[res.TableLine], "  <") || strings.HasPrefix(lines[res.TableLine-1], "  <") {
			t.Errorf("%s: the reference's table starts at line %d of\n%s", tc.lang, res.TableLine, res.Reference)
		}
		if first, _, _ := strings.Cut(r.Diagram, "\n"); first != "http://a/b/c/g;x?y" || r.Scheme != "http" || r.Section != "http" ||
			!strings.HasPrefix(r.Tree, "url ") && !strings.HasPrefix(r.Tree, "URL (url)") {
			t.Errorf("%s: the resolved URL's diagram starts %q, scheme %q, tree\n%s", tc.lang, first, r.Scheme, r.Tree)
		}
		var back Result
		if err := json.Unmarshal([]byte(r.JSONString()), &back); err != nil || back.Resolution == nil || len(back.Resolution.Steps) != 4 {
			t.Errorf("%s: JSONString does not round-trip: %v", tc.lang, err)
		}
	}
	// Without a base the page shows no resolution.
	if r := Explain("g;x?y#s", "en"); r.Resolution != nil {
		t.Errorf("Explain has a resolution")
	}
}

// TestResolveErrors checks where the page places the error of each
// input a resolution can fail on, and what it draws of it.
func TestResolveErrors(t *testing.T) {
	for _, tc := range []struct {
		base, ref    string
		in           string
		offset       int
		before, at   string
		code         string
		drawnIn      func(*Resolution) string
		diagramFirst string
	}{
		{section5Base, "g h", "reference", 1, "g", " ", "syntax", func(r *Resolution) string { return r.Reference }, ""},
		{"http://a//b", "g", "base", -1, "", "/", "resolve-base-not-generic", func(r *Resolution) string { return r.BaseError }, ""},
		{"http://a b", "g", "base", 8, "http://a", " ", "syntax", func(r *Resolution) string { return r.BaseError }, ""},
		{section5Base, "//anon@ftp.iec.ch/pub#top", "result", 11, "http://anon", "@", "syntax", nil, "http://anon@ftp.iec.ch/pub"},
		{"x:/a/b", "..//g", "", 0, "", "", "resolve-path-as-net-loc", func(r *Resolution) string { return r.Failure }, ""},
	} {
		for _, lang := range []string{"en", "fr"} {
			if tc.offset < 0 { // where the parser says: one of the "/" after the net_loc
				_, err := parser.Resolve(tc.base, tc.ref)
				var pe *parser.Error
				if !errors.As(err, &pe) {
					t.Fatalf("%q against %q: %v", tc.ref, tc.base, err)
				}
				tc.offset, tc.before = pe.Offset, tc.base[:pe.Offset]
			}
			r := Resolve(tc.base, tc.ref, lang)
			e := r.Error
			if r.Valid || e == nil || r.Resolution == nil {
				t.Fatalf("%q against %q: valid %v, error %+v", tc.ref, tc.base, r.Valid, e)
			}
			if e.In != tc.in || e.Offset != tc.offset || e.Before != tc.before || e.At != tc.at || e.Code != tc.code {
				t.Errorf("%q against %q, %s: error %+v, want in %q at %d, cut %q|%q, code %s", tc.ref, tc.base, lang, e,
					tc.in, tc.offset, tc.before, tc.at, tc.code)
			}
			if tc.drawnIn != nil {
				drawn := tc.drawnIn(r.Resolution)
				for _, line := range describe.NoteLines(e.Message, langOf(lang)) {
					if !strings.Contains(drawn, line) || r.Diagram != "" {
						t.Errorf("%q against %q, %s: the resolution draws\n%s\nwithout %q, and the diagram\n%s", tc.ref, tc.base, lang, drawn, line, r.Diagram)
					}
				}
			}
			if first, _, _ := strings.Cut(r.Diagram, "\n"); first != tc.diagramFirst {
				t.Errorf("%q against %q, %s: the diagram starts %q, want %q", tc.ref, tc.base, lang, first, tc.diagramFirst)
			}
		}
	}
}

// TestResolveParses checks what a keystroke costs with a base, in the
// page's parses of RFC 1738 URLs (parse): none for a resolved URL, whose
// tree the resolution parsed, and one for the part that parsed of a
// resolved URL that is not one.
func TestResolveParses(t *testing.T) {
	n := countParses(t)
	for _, tc := range []struct {
		ref  string
		want int
	}{
		{"g;x?y#s", 0},
		{"//anon@ftp.iec.ch/pub", 1},
		{"g h", 0},
	} {
		*n = 0
		Resolve(section5Base, tc.ref, "en")
		if *n != tc.want {
			t.Errorf("%q: %d parses, want %d", tc.ref, *n, tc.want)
		}
	}
}

// TestResolveLoophole checks that the page, like explain, does not ask
// whether "http://g" was meant of "http:g" resolved against an http
// base: RFC 1808 section 5.2 gives that result as written (the
// loophole), and "http://g" names a host the reference does not.
func TestResolveLoophole(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		r := Resolve(section5Base, "http:g", lang)
		if r.Resolution == nil || r.Resolution.Result != "http:g" {
			t.Fatalf("%s: resolution %+v", lang, r.Resolution)
		}
		if r.Error == nil || r.Error.In != "result" {
			t.Fatalf("%s: error %+v, want one in the result", lang, r.Error)
		}
		if strings.Contains(r.Error.Message, "http://g") {
			t.Errorf("%s: the result's error asks for http://g:\n%s", lang, r.Error.Message)
		}
	}
	// Parsed alone, http:g keeps the note.
	if r := Explain("http:g", "en"); r.Error == nil || !strings.Contains(r.Error.Message, "http://g") {
		t.Errorf("http:g alone: error %+v, want the note on http://g", r.Error)
	}
}

// TestResolveNoReference checks that the RFC 3986 parser's resolution
// of a text in which RFC 1808 reads no reference is marked so, for the
// page to set it beside no RFC 1808 URL; one beside a URL RFC 1808 gave
// is not.
func TestResolveNoReference(t *testing.T) {
	for _, tc := range []struct {
		ref  string
		want bool
	}{
		{"g h", true},
		{"<>", true},
		{"g#a#b", true},
		{"g~h", true},
		{"../g", false},
		{"g;x=1/../y", false},
	} {
		r := Resolve(section5Base, tc.ref, "en")
		if r.NetURL == nil || r.NetURL.Resolved == "" {
			t.Errorf("%q: the RFC 3986 parser resolves nothing: %+v", tc.ref, r.NetURL)
			continue
		}
		if r.NetURL.NoReference != tc.want {
			t.Errorf("%q: NoReference = %v, want %v", tc.ref, r.NetURL.NoReference, tc.want)
		}
	}
}

// TestNetURLMoreAfter checks that the RFC 3986 panel says RFC 1738
// stops at its first error only where the text has another mistake.
func TestNetURLMoreAfter(t *testing.T) {
	for in, want := range map[string]bool{
		"http://www.iec.ch/~a b":        true,
		"http://www.iec.ch/~joe":        false,
		"http://user:pw@www.iec.ch/a b": true,
		"http://www.iec.ch/":            false,
	} {
		r := Explain(in, "en")
		if r.NetURL == nil {
			t.Errorf("%s: no RFC 3986 panel", in)
			continue
		}
		if r.NetURL.MoreAfter != want {
			t.Errorf("%s: MoreAfter = %v, want %v", in, r.NetURL.MoreAfter, want)
		}
	}
}

// TestResolveOutside checks the character the page names where the
// RFC 3986 parser resolves a text RFC 3986 does not allow: a space, "<",
// a second "#"; none for "g~h", whose "~" RFC 3986 leaves unreserved.
func TestResolveOutside(t *testing.T) {
	for ref, want := range map[string]string{
		"g b":   `"␣" (a space)`,
		"<>":    `"<"`,
		"g#a#b": `"#"`,
		"g~h":   "",
		"g~h#s": "", // the base's "#f" is no second "#" of the reference
		"g^h":   `"^"`,
	} {
		r := Resolve(section5Base, ref, "en")
		if r.NetURL == nil {
			t.Errorf("%q: no RFC 3986 resolution", ref)
			continue
		}
		if r.NetURL.Outside != want {
			t.Errorf("%q: Outside = %q, want %q", ref, r.NetURL.Outside, want)
		}
	}
}
