package parser_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/parser"
)

// rfc1808Base is the base URL of RFC 1808 section 5.
const rfc1808Base = "http://a/b/c/d;p?q#f"

// TestResolveSection5 resolves every example of RFC 1808 section 5,
// normal (5.1) and abnormal (5.2), and the example of section 10,
// exactly as the RFC writes their results.
func TestResolveSection5(t *testing.T) {
	tests := []struct{ base, ref, want string }{
		// 5.1 Normal Examples
		{rfc1808Base, "g:h", "g:h"},
		{rfc1808Base, "g", "http://a/b/c/g"},
		{rfc1808Base, "./g", "http://a/b/c/g"},
		{rfc1808Base, "g/", "http://a/b/c/g/"},
		{rfc1808Base, "/g", "http://a/g"},
		{rfc1808Base, "//g", "http://g"},
		{rfc1808Base, "?y", "http://a/b/c/d;p?y"},
		{rfc1808Base, "g?y", "http://a/b/c/g?y"},
		{rfc1808Base, "g?y/./x", "http://a/b/c/g?y/./x"},
		{rfc1808Base, "#s", "http://a/b/c/d;p?q#s"},
		{rfc1808Base, "g#s", "http://a/b/c/g#s"},
		{rfc1808Base, "g#s/./x", "http://a/b/c/g#s/./x"},
		{rfc1808Base, "g?y#s", "http://a/b/c/g?y#s"},
		{rfc1808Base, ";x", "http://a/b/c/d;x"},
		{rfc1808Base, "g;x", "http://a/b/c/g;x"},
		{rfc1808Base, "g;x?y#s", "http://a/b/c/g;x?y#s"},
		{rfc1808Base, ".", "http://a/b/c/"},
		{rfc1808Base, "./", "http://a/b/c/"},
		{rfc1808Base, "..", "http://a/b/"},
		{rfc1808Base, "../", "http://a/b/"},
		{rfc1808Base, "../g", "http://a/b/g"},
		{rfc1808Base, "../..", "http://a/"},
		{rfc1808Base, "../../", "http://a/"},
		{rfc1808Base, "../../g", "http://a/g"},
		// 5.2 Abnormal Examples
		{rfc1808Base, "", "http://a/b/c/d;p?q#f"},
		{rfc1808Base, "../../../g", "http://a/../g"},
		{rfc1808Base, "../../../../g", "http://a/../../g"},
		{rfc1808Base, "/./g", "http://a/./g"},
		{rfc1808Base, "/../g", "http://a/../g"},
		{rfc1808Base, "g.", "http://a/b/c/g."},
		{rfc1808Base, ".g", "http://a/b/c/.g"},
		{rfc1808Base, "g..", "http://a/b/c/g.."},
		{rfc1808Base, "..g", "http://a/b/c/..g"},
		{rfc1808Base, "./../g", "http://a/b/g"},
		{rfc1808Base, "./g/.", "http://a/b/c/g/"},
		{rfc1808Base, "g/./h", "http://a/b/c/g/h"},
		{rfc1808Base, "g/../h", "http://a/b/c/h"},
		{rfc1808Base, "http:g", "http:g"},
		{rfc1808Base, "http:", "http:"},
		// 10 Appendix - Embedding the Base URL in HTML documents
		{"http://www.ics.uci.edu/Test/a/b/c", "../x", "http://www.ics.uci.edu/Test/a/x"},
	}
	for _, tt := range tests {
		r, err := parser.Resolve(tt.base, tt.ref)
		if err != nil {
			t.Errorf("Resolve(%q, %q): %v", tt.base, tt.ref, err)
			continue
		}
		if r.Text != tt.want {
			t.Errorf("Resolve(%q, %q) = %q, want %q", tt.base, tt.ref, r.Text, tt.want)
		}
	}
}

// TestResolveEdgeCases resolves the cases of testdata/rfc1808/edge-cases.tsv,
// each worked out by hand from section 4's text (base, reference, result
// or ERROR, and the steps that give it), by a session that had not seen
// this implementation.
func TestResolveEdgeCases(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "rfc1808", "edge-cases.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for i, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 4 {
			t.Fatalf("line %d: %d fields, want 4", i+1, len(f))
		}
		n++
		base, ref, want, why := f[0], f[1], f[2], f[3]
		r, err := parser.Resolve(base, ref)
		switch {
		case want == "ERROR" && err == nil:
			t.Errorf("line %d: Resolve(%q, %q) = %q, want an error (%s)", i+1, base, ref, r.Text, why)
		case want != "ERROR" && err != nil:
			t.Errorf("line %d: Resolve(%q, %q): %v, want %q (%s)", i+1, base, ref, err, want, why)
		case err == nil && r.Text != want:
			t.Errorf("line %d: Resolve(%q, %q) = %q, want %q (%s)", i+1, base, ref, r.Text, want, why)
		}
	}
	if n < 100 {
		t.Errorf("only %d cases", n)
	}
}

// TestParseRelativeErrors checks errors of RFC 1808's grammar: the first
// impossible byte, the production, and the notes, which for a reference
// never speak of a missing scheme or a login.
func TestParseRelativeErrors(t *testing.T) {
	type result struct {
		Offset     int
		Production string
		Notes      []parser.Code
	}
	tests := []struct {
		in   string
		want result
	}{
		{"//a//b", result{4, "URL", []parser.Code{parser.NoteRelativeSlashes}}},
		{"//a:1//b#f", result{6, "URL", []parser.Code{parser.NoteRelativeSlashes}}},
		{"g h", result{1, "URL", []parser.Code{parser.NoteUnsafe}}},
		{"~g", result{0, "URL", []parser.Code{parser.NoteUnsafe, parser.NoteLaterUnreserved}}},
		{"%zz", result{1, "escape", []parser.Code{parser.NoteEscape}}},
		{"g#s#t", result{3, "fragment", []parser.Code{parser.NoteFragment}}},
		{"http://a/b<c>", result{10, "URL", []parser.Code{parser.NoteUnsafe}}},
		{"a:b|c", result{3, "URL", []parser.Code{parser.NoteUnsafe}}},
	}
	for _, tt := range tests {
		_, err := parser.ParseRelative(tt.in)
		var e *parser.Error
		if !errors.As(err, &e) {
			t.Errorf("ParseRelative(%q) = %v, want an *Error", tt.in, err)
			continue
		}
		got := result{Offset: e.Offset, Production: e.Production.Name}
		for _, n := range e.Notes {
			got.Notes = append(got.Notes, n.Code)
		}
		if d := cmp.Diff(tt.want, got); d != "" {
			t.Errorf("ParseRelative(%q) (-want +got):\n%s\n%v", tt.in, d, err)
		}
	}
	for _, ok := range []string{"", "#", "///x//y", "//a/b//c", "http://a//b", "g:h", ":g", "./g:h"} {
		if _, err := parser.ParseRelative(ok); err != nil {
			t.Errorf("ParseRelative(%q): %v", ok, err)
		}
	}
}

// TestResolveRefusals checks the refusals of resolution: which input is
// at fault, the code, the offset, and the steps taken before.
func TestResolveRefusals(t *testing.T) {
	type result struct {
		Which  string
		Code   parser.Code
		Offset int
		Steps  []string
	}
	tests := []struct {
		base, ref string
		want      result
	}{
		{"", "g", result{"reference", parser.CodeNoBase, 0, nil}},
		{"/a/b", "g", result{"base", parser.CodeBaseNotAbsolute, 0, nil}},
		{"http://a//b", "g", result{"base", parser.CodeBaseNotGeneric, 9, nil}},
		{"http://a:80//b", "g", result{"base", parser.CodeBaseNotGeneric, 12, nil}},
		{"http:/a/b", "..//g", result{"result", parser.CodeResolvedNetLoc, 0, []string{"2c", "3", "6", "6c", "7"}}},
		{"http://a/b", "g h", result{"reference", parser.CodeSyntax, 1, nil}},
		{"http://a/b c", "g", result{"base", parser.CodeSyntax, 10, nil}},
	}
	for _, tt := range tests {
		_, err := parser.Resolve(tt.base, tt.ref)
		var re *parser.ResolveError
		var e *parser.Error
		if !errors.As(err, &re) || !errors.As(err, &e) {
			t.Errorf("Resolve(%q, %q) = %v, want a *ResolveError with an *Error", tt.base, tt.ref, err)
			continue
		}
		got := result{Which: re.Which, Code: e.Code, Offset: e.Offset}
		for _, s := range re.Steps {
			got.Steps = append(got.Steps, s.Number)
		}
		if d := cmp.Diff(tt.want, got); d != "" {
			t.Errorf("Resolve(%q, %q) (-want +got):\n%s", tt.base, tt.ref, d)
		}
	}
	// The same reference resolves against a base with a net_loc.
	if r, err := parser.Resolve("http://h/a/b", "..//g"); err != nil || r.Text != "http://h//g" {
		t.Errorf(`Resolve("http://h/a/b", "..//g") = %v, %v; want http://h//g`, r, err)
	}
}

// TestResolveSteps holds Resolve's record of each step to what section 4
// does: the component each took from the base, and for step 6 and its
// operations the path after them, whether step 7 wrote the path into the
// text without an operation changing it or an operation built it.
func TestResolveSteps(t *testing.T) {
	for _, c := range []struct {
		base, ref string
		want      []parser.Step
	}{
		{"http://a/b/c/d;p?q", "g", []parser.Step{
			{Number: "2c", Inherited: "scheme", Value: "http"}, {Number: "3", Inherited: "net_loc", Value: "a"},
			{Number: "6", Inherited: "path", Value: "/b/c/", Path: "/b/c/g"}, {Number: "7"}}},
		{"http://a/b/c/d;p?q", "g.html?y", []parser.Step{
			{Number: "2c", Inherited: "scheme", Value: "http"}, {Number: "3", Inherited: "net_loc", Value: "a"},
			{Number: "6", Inherited: "path", Value: "/b/c/", Path: "/b/c/g.html"}, {Number: "7"}}},
		{"http://a/b/c/d;p?q", "./../g", []parser.Step{
			{Number: "2c", Inherited: "scheme", Value: "http"}, {Number: "3", Inherited: "net_loc", Value: "a"},
			{Number: "6", Inherited: "path", Value: "/b/c/", Path: "/b/c/./../g"},
			{Number: "6a", Path: "/b/c/../g"}, {Number: "6c", Path: "/b/g"}, {Number: "7"}}},
		{"http://a", "g;x", []parser.Step{
			{Number: "2c", Inherited: "scheme", Value: "http"}, {Number: "3", Inherited: "net_loc", Value: "a"},
			{Number: "6", Inherited: "path", Value: "", Path: "g"}, {Number: "7"}}},
		{"http://a/b/c/d;p?q", "/g", []parser.Step{
			{Number: "2c", Inherited: "scheme", Value: "http"}, {Number: "3", Inherited: "net_loc", Value: "a"},
			{Number: "4", Done: true}, {Number: "7"}}},
		{"http://a/b/c/d;p?q", "#s", []parser.Step{
			{Number: "2c", Inherited: "scheme", Value: "http"}, {Number: "3", Inherited: "net_loc", Value: "a"},
			{Number: "5", Inherited: "path", Value: "/b/c/d"}, {Number: "5a", Inherited: "params", Value: "p"},
			{Number: "5b", Inherited: "query", Value: "q", Done: true}, {Number: "7"}}},
	} {
		r, err := parser.Resolve(c.base, c.ref)
		if err != nil {
			t.Errorf("Resolve(%q, %q): %v", c.base, c.ref, err)
			continue
		}
		if diff := cmp.Diff(c.want, r.Steps); diff != "" {
			t.Errorf("Resolve(%q, %q) steps (-want +got):\n%s", c.base, c.ref, diff)
		}
	}
}
