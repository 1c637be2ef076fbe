package tracetext

import (
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// build traces input with the default parser and words it.
func build(t *testing.T, input string, lang grammar.Lang, full bool) *Text {
	t.Helper()
	_, err := parser.Default().Parse(input)
	tr, _ := parser.Default().Trace(input)
	if tr == nil {
		t.Fatalf("%q: no trace", input)
	}
	return Build(tr, err, lang, full)
}

// all returns the lines of lines and under them, depth first.
func all(lines []*Line) []*Line {
	var out []*Line
	for _, l := range lines {
		out = append(out, l)
		out = append(out, all(l.Children)...)
	}
	return out
}

// TestBuild checks the tree's shape: a valid URL's derivation with no
// verdict, its failed alternatives marked in full, and for a text that
// is not a URL, the attempt, its end and a verdict, in both languages.
func TestBuild(t *testing.T) {
	valid := build(t, "http://www.iec.ch:8080/", grammar.English, false)
	if !valid.Matched || valid.Verdict != "" || len(valid.End) != 0 {
		t.Errorf("valid: matched %v, verdict %q, end %q", valid.Matched, valid.Verdict, valid.End)
	}
	if got := valid.Lines[0].Cols; len(got) != 3 || !strings.Contains(got[0], "url") || got[1] != "[0,23)" {
		t.Errorf("valid: first line %q", got)
	}
	full := build(t, "http://www.iec.ch:8080/", grammar.English, true)
	failed := 0
	for _, l := range all(full.Lines) {
		if l.Failed {
			failed++
			if len(l.Cols) > 1 && !strings.HasPrefix(l.Cols[0], "✗ ") {
				t.Errorf("full: failed line without ✗: %q", l.Cols)
			}
		}
	}
	if failed == 0 {
		t.Errorf("full: no failed line")
	}
	for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
		bad := build(t, "http://host:80x/", lang, false)
		if bad.Matched || bad.Verdict == "" || len(bad.End) == 0 {
			t.Errorf("invalid, %v: matched %v, verdict %q, end %q", lang, bad.Matched, bad.Verdict, bad.End)
		}
		if want := map[grammar.Lang]string{grammar.English: "verdict:", grammar.French: "verdict\u00a0:"}[lang]; !strings.HasPrefix(bad.Verdict, want) {
			t.Errorf("invalid, %v: verdict %q", lang, bad.Verdict)
		}
	}
}

// TestCollapse checks that no list of lines is longer than MaxShown
// once built, and that a collapsed line counts what it hides.
func TestCollapse(t *testing.T) {
	text := build(t, "http://h/"+strings.Repeat("ab/", 200), grammar.English, true)
	hidden := 0
	var check func(lines []*Line)
	check = func(lines []*Line) {
		if len(lines) > MaxShown {
			t.Errorf("%d lines in a list", len(lines))
		}
		for _, l := range lines {
			if l.Hidden > 0 {
				hidden += l.Hidden
				if !strings.HasPrefix(l.Cols[0], "… ") {
					t.Errorf("collapsed line %q", l.Cols)
				}
			}
			check(l.Children)
		}
	}
	check(text.Lines)
	if hidden == 0 {
		t.Error("nothing collapsed in 200 segments")
	}
}

// TestOptionalTaken checks that an optional part made of characters says
// it was taken, as every other optional part does, not "×1"; and that
// the trace says what its counts mean, only when it has some.
func TestOptionalTaken(t *testing.T) {
	full := build(t, "telnet://h/path", grammar.English, true)
	found := false
	for _, l := range all(full.Lines) {
		if len(l.Cols) > 0 && l.Cols[0] == `[ "/" ]` {
			found = true
			if got := strings.Join(l.Cols[1:], " | "); got != `[10,11) | "/" | taken` {
				t.Errorf(`[ "/" ]: %q`, got)
			}
		}
	}
	if !found {
		t.Errorf(`no line [ "/" ] in the full trace of telnet://h/path`)
	}
	for _, tc := range []struct {
		in   string
		lang grammar.Lang
		full bool
		want string
	}{
		{"http://h:8/a?b", grammar.English, true, `(counts: after a text, ×N: its repetition read N times, a character or an escape each time ("stops at" says where it stopped, and on what))`},
		{"http://h:8/a?b", grammar.French, true, "(nombres\u00a0: après un texte, ×N\u00a0: sa répétition lue N fois, un caractère ou un échappement à chaque fois («\u00a0s'arrête\u00a0» dit où elle s'est arrêtée, et sur quoi))"},
		{"http://h/", grammar.English, false, ""},
	} {
		if got := build(t, tc.in, tc.lang, tc.full).Counts; got != tc.want {
			t.Errorf("%s, %v, full %v: counts\n%q\nwant\n%q", tc.in, tc.lang, tc.full, got, tc.want)
		}
	}
}
