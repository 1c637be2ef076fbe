package urlchecktool

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/urlsyntax/rfc1738/examples/internal/term"
	"github.com/urlsyntax/rfc1738/internal/corpustest"
	"github.com/urlsyntax/rfc1738/parser"
)

// formatJSONStd is formatJSON as encoding/json writes it, with what a
// terminal acts on escaped as term.JSON escapes it: the reference that
// formatJSON must match byte for byte.
func formatJSONStd(b *bytes.Buffer, r *report) {
	b.Write(encodingJSON(r))
}

// encodingJSON returns v as encoding/json's Encoder writes it without
// HTML escaping, a newline after it, with what a terminal acts on
// escaped (term.JSON).
func encodingJSON(v any) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		panic(err)
	}
	return term.JSON(b.Bytes())
}

// sameJSON reports an error when formatJSON and encoding/json write r
// differently.
func sameJSON(t *testing.T, r *report) {
	t.Helper()
	var got, want bytes.Buffer
	formatJSON(&got, r)
	formatJSONStd(&want, r)
	if got.String() != want.String() {
		t.Errorf("formatJSON writes\n%s\nencoding/json writes\n%s", got.String(), want.String())
	}
}

// jsonStrings are strings that test every branch of JSON string
// escaping: every byte alone, escapes among text, bytes that are not
// UTF-8, U+2028 and U+2029, what a terminal acts on (ESC sequences, DEL,
// the C1 controls, the bidi controls and marks, a tag above U+FFFF), and
// other multibyte characters.
func jsonStrings() []string {
	out := []string{"", "plain", `"quoted" and \back\slash`, "a\u2028b\u2029c\u2027\u202a", "é€😀", "\xff", "a\xc3", "\xe2\x80", "x\xe2\x80\xa8", "<&>", "\x7f\x00\x1f",
		"http://h/\x1b]0;PWNED\a\x1b[31m\r", "\u009b\x9b\u0085", "\u202e\u2066\u2069\u200e\u200f\u061c\u200b\ufeff", "\U000e0041\U000f0000 \u00a0\u202f"}
	for c := 0; c < 256; c++ {
		out = append(out, string(rune(c)), "a"+string([]byte{byte(c)})+"b")
	}
	return out
}

// TestFormatJSONMatchesEncodingJSON checks formatJSON against
// encoding/json on the reports of tricky strings, of the check cases, of
// too-long lines, of reports with nil and empty lists, of references
// resolved with -base, of lines fixed with -fix, and of every line of
// the corpora, as a URL, as a reference and fixed, when ../shared is
// present. Without -base, encoding/json
// leaves out "resolved" and "reference" as formatJSON does: report's
// embedded *resolution is nil.
func TestFormatJSONMatchesEncodingJSON(t *testing.T) {
	p, err := parser.New()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range jsonStrings() {
		r := check(p, s)
		sameJSON(t, &r)
		r = report{URL: s, Scheme: &s, Fields: [][2]string{{s, s}, {"", s}}, Address: &s}
		sameJSON(t, &r)
		end := true
		r.Errors = []diagnostic{{Offset: 3, Code: s, Production: s, Expected: &s, End: &end, Message: s, Notes: []note{{Offset: 1, Code: s, Message: s}, {Offset: 2, Line: 3, Column: 4, Code: s, Message: s}}, Line: 5, Column: 6}}
		r.Warnings = []diagnostic{{Message: s}}
		sameJSON(t, &r)
	}
	for _, c := range checkCases {
		r := check(p, c.url)
		sameJSON(t, &r)
	}
	r := tooLong("http://\xff", 1<<30)
	sameJSON(t, &r)
	sameJSON(t, &report{})
	sameJSON(t, &report{Fields: [][2]string{}, Errors: []diagnostic{}, Warnings: []diagnostic{{Notes: []note{}}}})

	// With -base: reports of tricky lines as references, of reports
	// whose resolution holds tricky strings everywhere, of a resolution
	// with nothing in it, and of the golden lines against bases that
	// resolve them, refuse them, or refuse to resolve relative ones.
	bases := map[string]*parser.Base{}
	for _, base := range []string{section5Base, "http:/a/b", "http://a//b", "http://a/b/c/d"} {
		if bases[base], err = p.ParseBase(base); err != nil {
			t.Fatal(err)
		}
	}
	for _, s := range jsonStrings() {
		r := resolve(p, bases[section5Base], s, true)
		sameJSON(t, &r)
		r = report{URL: s, resolution: &resolution{Resolved: &s, Reference: &referenceParts{NetLoc: &s, Path: s, Params: &s, Query: &s, Fragment: &s}}}
		sameJSON(t, &r)
	}
	sameJSON(t, &report{resolution: &resolution{}})
	sameJSON(t, &report{resolution: &resolution{Reference: &referenceParts{}}})
	refs, err := os.ReadFile(baseGoldenInput)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(refs), "\n") {
		for _, base := range []string{section5Base, "http:/a/b", "http://a//b"} {
			r := resolve(p, bases[base], line, true)
			sameJSON(t, &r)
		}
	}

	// With -fix: reports of tricky lines fixed, of repairs that hold
	// tricky strings everywhere, with no edits, and with no fix.
	fix := fixVerifier(p, true, verifierOf(p, true, true))
	for _, s := range jsonStrings() {
		r := fix(s, int64(len(s)))
		sameJSON(t, &r)
		r = report{URL: s, repair: &repair{Fixed: &s, Edits: []edit{{Offset: 1, Old: s, New: s, Code: s}, {Old: s}}}}
		sameJSON(t, &r)
	}
	sameJSON(t, &report{repair: &repair{}})
	sameJSON(t, &report{repair: &repair{Edits: []edit{}}})
	r = fix("http://\xff", 1<<30)
	sameJSON(t, &r)

	for _, name := range corpustest.Names(t) {
		for _, line := range corpustest.Lines(t, name) {
			r := check(p, line)
			sameJSON(t, &r)
			r = resolve(p, bases["http://a/b/c/d"], line, true)
			sameJSON(t, &r)
			r = fix(line, int64(len(line)))
			sameJSON(t, &r)
		}
	}
}

// FuzzJSONString checks jsonString on any string: it writes what
// encoding/json writes with what a terminal acts on escaped (term.JSON),
// byte for byte; it decodes to the string encoding/json's text decodes
// to; and it is UTF-8 that holds nothing a terminal acts on
// (term.FirstRaw), not even the newlines and tabs that a tool's layout
// may write.
func FuzzJSONString(f *testing.F) {
	for _, s := range jsonStrings() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var got bytes.Buffer
		jsonString(&got, s)
		want := encodingJSON(s)
		if got.String()+"\n" != string(want) {
			t.Errorf("jsonString(%q) = %s, want %s", s, got.String(), want)
		}
		var gotS, stdS string
		if err := json.Unmarshal(got.Bytes(), &gotS); err != nil {
			t.Fatalf("jsonString(%q) = %s: %v", s, got.String(), err)
		}
		std, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(std, &stdS); err != nil {
			t.Fatal(err)
		}
		if gotS != stdS {
			t.Errorf("jsonString(%q) = %s decodes to %q, encoding/json's text to %q", s, got.String(), gotS, stdS)
		}
		if !utf8.Valid(got.Bytes()) {
			t.Errorf("jsonString(%q) = %q is not UTF-8", s, got.String())
		}
		if i := strings.IndexAny(got.String(), "\n\t"); i >= 0 {
			t.Errorf("jsonString(%q) = %q holds a newline or tab at %d", s, got.String(), i)
		}
		if i := term.FirstRaw(got.String()); i >= 0 {
			t.Errorf("jsonString(%q) = %q holds %q at %d, which a terminal acts on", s, got.String(), got.String()[i:], i)
		}
	})
}
