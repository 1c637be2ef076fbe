package parser_test

import (
	"errors"
	"net/url"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/internal/memtest"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestFix checks the text and edits Fix returns, and the inputs it
// refuses, for each kind of advice it takes or leaves.
func TestFix(t *testing.T) {
	type E = parser.Edit
	tests := []struct {
		in    string
		text  string // "" when Fix refuses
		hash  int
		edits []E
	}{
		{in: "http://h/a", text: "http://h/a", hash: -1},
		{in: "http://h/a#f", text: "http://h/a#f", hash: 10},
		{in: "http://h/~a~~b", text: "http://h/%7Ea%7E%7Eb", hash: -1, edits: []E{
			{9, "~", "%7E", parser.NoteUnsafe}, {11, "~~", "%7E%7E", parser.NoteUnsafe}}},
		{in: "http://h/a#b#c~", text: "http://h/a#b%23c%7E", hash: 10, edits: []E{
			{12, "#", "%23", parser.NoteFragment}, {14, "~", "%7E", parser.NoteUnsafe}}},
		{in: "<URL:http://h/ a\n b>", text: "http://h/ab", hash: -1, edits: []E{
			{0, "<URL:", "", parser.NoteURLWrapper}, {14, " ", "", parser.NoteURLWrapper},
			{16, "\n ", "", parser.NoteURLWrapper}, {19, ">", "", parser.NoteURLWrapper}}},
		{in: "<URL:http://h/~#x>", text: "http://h/%7E#x", hash: 12, edits: []E{
			{0, "<URL:", "", parser.NoteURLWrapper}, {14, "~", "%7E", parser.NoteUnsafe},
			{17, ">", "", parser.NoteURLWrapper}}},
		{in: "mailto:<a@b.c>", text: "mailto:a@b.c", hash: -1, edits: []E{
			{7, "<", "", parser.NoteAngleBrackets}, {13, ">", "", parser.NoteAngleBrackets}}},
		// Brackets around a text with a mistake of its own (the note names
		// no URL, note-angle-brackets-rule) are still removed.
		{in: "<http://h/a b>", text: "http://h/a%20b", hash: -1, edits: []E{
			{0, "<", "", parser.NoteAngleBrackets}, {11, " ", "%20", parser.NoteUnsafe}, {13, ">", "", parser.NoteAngleBrackets}}},
		{in: "http://h/a%zz", text: "http://h/a%25zz", hash: -1, edits: []E{{10, "%", "%25", parser.NoteEscape}}},
		{in: "http://h/a%", text: "http://h/a%25", hash: -1, edits: []E{{10, "%", "%25", parser.NoteEscape}}},
		{in: "http://h/a?b?c/d", text: "http://h/a?b%3Fc%2Fd", hash: -1, edits: []E{
			{12, "?", "%3F", parser.NoteSearchChar}, {14, "/", "%2F", parser.NoteSearchChar}}},
		{in: "http://h/ä", text: "http://h/%C3%A4", hash: -1, edits: []E{{9, "ä", "%C3%A4", parser.NoteUnsafe}}},
		{in: "http://h/a b", text: "http://h/a%20b", hash: -1, edits: []E{{10, " ", "%20", parser.NoteUnsafe}}},
		{in: `http://h/a?x\b`, text: "http://h/a?x%5Cb", hash: -1, edits: []E{{12, `\`, "%5C", parser.NoteUnsafe}}},
		{in: `gopher://h/1a\b`, text: "gopher://h/1a%5Cb", hash: -1, edits: []E{{13, `\`, "%5C", parser.NoteUnsafe}}},
		{in: `https://h/{a|b}^[c]"`, text: "https://h/%7Ba%7Cb%7D%5E%5Bc%5D%22", hash: -1, edits: []E{
			{10, "{", "%7B", parser.NoteUnsafe}, {12, "|", "%7C", parser.NoteUnsafe},
			{14, "}^[", "%7D%5E%5B", parser.NoteUnsafe}, {18, `]"`, "%5D%22", parser.NoteUnsafe}}},
		// Refused: a "\" before an http URL's query, which browsers read
		// as "/"; a tab or line break, and trailing spaces, which they
		// remove; a host that has no escape; a port; a scheme.
		{in: `http://h/a\b`},
		{in: "http://h/a\tb"},
		{in: "http://h/a "},
		{in: "http://h_x/"},
		{in: `https://"www.x.com/a`},
		{in: "http://h./"},
		{in: "http://h:8a/"},
		{in: "ht~tp://h/"},
		{in: "ftp://u:p:q@h/"},
		{in: "http://[::1]/"},
		// Refused: what net/url and browsers read as the host, where RFC
		// 1738 reads a login that holds a "?", or an opaque part.
		{in: `a://"?@b/`},
		{in: "https:/h~"},
		// The login as both read it.
		{in: "ftp://u~:p~@h/", text: "ftp://u%7E:p%7E@h/", hash: -1, edits: []E{
			{7, "~", "%7E", parser.NoteUnsafe}, {10, "~", "%7E", parser.NoteUnsafe}}},
		// https has http's production, which has no login: no URL is near.
		{in: "https://u~:p~@h/"},
		{in: "a:b~", text: "a:b%7E", hash: -1, edits: []E{{3, "~", "%7E", parser.NoteUnsafe}}},
	}
	for _, tt := range tests {
		f, err := parser.Fix(tt.in)
		if tt.text == "" {
			var e *parser.Error
			if !errors.As(err, &e) {
				t.Errorf("Fix(%q) = %q, %v; want a *parser.Error", tt.in, f.Text, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("Fix(%q): %v", tt.in, err)
			continue
		}
		want := parser.Fixed{Text: tt.text, Hash: tt.hash, Edits: tt.edits}
		if diff := cmp.Diff(want, f); diff != "" {
			t.Errorf("Fix(%q) (-want +got):\n%s", tt.in, diff)
		}
		checkFix(t, tt.in)
	}
}

// TestFixErrorOffset checks that Fix's error is at the input's offset of
// the byte it could not get past, after the edits before it.
func TestFixErrorOffset(t *testing.T) {
	for in, want := range map[string]int{
		"http://h/~~" + `\`:      11,
		`https://"www.x.com/a`:   8,
		"<URL:http://h/ ~ a\\b>": 18,
	} {
		_, err := parser.Fix(in)
		var e *parser.Error
		if !errors.As(err, &e) {
			t.Fatalf("Fix(%q): %v", in, err)
		}
		if e.Offset != want {
			t.Errorf("Fix(%q): error at %d, want %d: %v", in, e.Offset, want, e)
		}
		for _, n := range e.Notes {
			if n.Offset < 0 || n.Offset > len(in) {
				t.Errorf("Fix(%q): note at %d", in, n.Offset)
			}
		}
	}
}

// TestFixRefusalNotes checks the notes of Fix's errors: where the
// parser's notes advise an escape that would change what a browser
// reads, Fix's error says why it left the byte, at that byte, instead of
// advising the escape it did not make; elsewhere the parser's notes
// stand.
func TestFixRefusalNotes(t *testing.T) {
	tests := []struct {
		in   string
		want []parser.Note
	}{
		{`http://x.example/dir\file`, []parser.Note{{Code: parser.NoteFixBackslash, Offset: 20, Found: `\`}}},
		{`https://x/~a\b?q`, []parser.Note{{Code: parser.NoteFixBackslash, Offset: 12, Found: `\`}}},
		{"http://x/a\tb", []parser.Note{{Code: parser.NoteFixRemoved, Offset: 10, Found: "\t"}}},
		{"http://x/a b\n", []parser.Note{{Code: parser.NoteFixRemoved, Offset: 12, Found: "\n"}}},
		{"http://a_b.example/", []parser.Note{{Code: parser.NoteHostChar, Offset: 8, Found: "_"}}},
	}
	for _, tt := range tests {
		_, err := parser.Fix(tt.in)
		var e *parser.Error
		if !errors.As(err, &e) {
			t.Fatalf("Fix(%q): %v, want an *Error", tt.in, err)
		}
		var got []parser.Note
		for _, n := range e.Notes {
			got = append(got, parser.Note{Code: n.Code, Offset: n.Offset, Found: n.Found})
		}
		if d := cmp.Diff(tt.want, got); d != "" {
			t.Errorf("Fix(%q) notes (-want +got):\n%s", tt.in, d)
		}
	}
	// In a path after the query, "\" is data to a browser too: Fix
	// escapes it.
	if f, err := parser.Fix(`http://x/a?b\c`); err != nil || f.Text != `http://x/a?b%5Cc` {
		t.Errorf("Fix of a backslash in a query = %q, %v", f.Text, err)
	}
}

// checkFix checks Fix's rules on in: a valid input comes back unchanged;
// a fixed one parses, is its edits applied to the input, comes back
// unchanged from Fix, and keeps what net/url reads in it.
func checkFix(t *testing.T, in string) {
	t.Helper()
	f, err := parser.Fix(in)
	if _, _, perr := parser.ParseReference(in); perr == nil {
		if err != nil || f.Text != in || len(f.Edits) != 0 {
			t.Fatalf("Fix(%q) of a valid reference = %q, %v, %v", in, f.Text, f.Edits, err)
		}
	}
	if err != nil {
		var e *parser.Error
		if !errors.As(err, &e) {
			t.Fatalf("Fix(%q): %T %v", in, err, err)
		}
		if e.Offset < 0 || e.Offset > len(in) {
			t.Fatalf("Fix(%q): error at %d", in, e.Offset)
		}
		return
	}
	if got := apply(t, in, f.Edits); got != f.Text {
		t.Fatalf("Fix(%q): edits give %q, Text %q", in, got, f.Text)
	}
	if _, err := parser.Parse(f.URL()); err != nil {
		t.Fatalf("Fix(%q) = %q, which Parse refuses: %v", in, f.URL(), err)
	}
	if _, _, err := parser.ParseReference(f.Text); err != nil {
		t.Fatalf("Fix(%q) = %q, which ParseReference refuses: %v", in, f.Text, err)
	}
	if frag, ok := f.Fragment(); ok != strings.Contains(in, "#") || ok && f.Text[f.Hash] != '#' || ok && f.URL()+"#"+frag != f.Text {
		t.Fatalf("Fix(%q): Hash %d in %q", in, f.Hash, f.Text)
	}
	again, err := parser.Fix(f.Text)
	if err != nil || again.Text != f.Text || len(again.Edits) != 0 {
		t.Fatalf("Fix(Fix(%q)) = %q, %v, %v; want %q unchanged", in, again.Text, again.Edits, err, f.Text)
	}
	for _, e := range f.Edits {
		if e.Code == parser.NoteURLWrapper || e.Code == parser.NoteAngleBrackets {
			return // net/url reads the wrapper as part of the URL
		}
	}
	before := lenient(in)
	if before == nil {
		return // net/url refuses the input: nothing to keep
	}
	after := lenient(f.Text)
	if after != nil {
		// A query or opaque part that net/url cannot decode (a "%" that
		// starts no escape) has no decoded form to keep.
		if !before.QueryOK {
			after.Query, after.QueryOK = "", false
		}
		if !before.OpaqueOK {
			after.Opaque, after.OpaqueOK = "", false
		}
	}
	if diff := cmp.Diff(before, after); diff != "" {
		t.Fatalf("Fix(%q) = %q changes what net/url reads (-in +fixed):\n%s", in, f.Text, diff)
	}
}

// apply returns in with edits applied, checking that they are in order,
// do not overlap and name the input's text.
func apply(t *testing.T, in string, edits []parser.Edit) string {
	t.Helper()
	if !sort.SliceIsSorted(edits, func(i, j int) bool { return edits[i].Offset < edits[j].Offset }) {
		t.Fatalf("edits out of order: %v", edits)
	}
	var b strings.Builder
	at := 0
	for _, e := range edits {
		if e.Offset < at || e.Offset+len(e.Old) > len(in) || in[e.Offset:e.Offset+len(e.Old)] != e.Old || e.Old == "" {
			t.Fatalf("edit %+v does not fit %q after %d", e, in, at)
		}
		b.WriteString(in[at:e.Offset])
		b.WriteString(e.New)
		at = e.Offset + len(e.Old)
	}
	b.WriteString(in[at:])
	return b.String()
}

// reading is what a lenient reader takes from a URL: net/url's parts,
// decoded; nil when net/url refuses it.
type reading struct {
	Scheme, Host, User, Path, Query, Fragment, Opaque string
	QueryOK, OpaqueOK                                 bool
}

func lenient(s string) *reading {
	u, err := url.Parse(s)
	if err != nil {
		return nil
	}
	r := &reading{Scheme: u.Scheme, Host: u.Host, User: u.User.String(), Path: u.Path, Fragment: u.Fragment}
	if u.User != nil {
		p, _ := u.User.Password()
		r.User = u.User.Username() + ":" + p
	}
	r.Query, err = url.PathUnescape(u.RawQuery)
	r.QueryOK = err == nil
	r.Opaque, err = url.PathUnescape(u.Opaque)
	r.OpaqueOK = err == nil
	if !r.QueryOK {
		r.Query = ""
	}
	if !r.OpaqueOK {
		r.Opaque = ""
	}
	return r
}

// FuzzFix checks Fix's rules (checkFix) on any input.
func FuzzFix(f *testing.F) {
	for _, s := range []string{
		"http://h/~a", "https://members.tripod.com/~x/a.html", "http://h/a#b#c", "<URL:http://h/ a>",
		"mailto:<a@b.c>", "http://h/%zz", "http://h/a?b?c", `http://h/a\b`, `http://h/?a\b`,
		"ftp://u:p@h/~a;type=a", "news:a~b", "gopher://h/1~a", "wais://h/d?~", "http://h/ä",
		`https://"www.x.com/`, "http://h_x/", "file:///~/a", "telnet://u:p@h/", "http://h/a b ",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		if len(in) > 4096 {
			return
		}
		checkFix(t, in)
	})
}

// TestFixMemory checks that Fix allocates at most memtest.MaxPerByte
// bytes per input byte on shapes that need an edit at every byte, or every other one.
func TestFixMemory(t *testing.T) {
	const n = 60000
	for name, in := range map[string]string{
		"tildes":        "http://h/" + strings.Repeat("~", n),
		"every other":   "http://h/" + strings.Repeat("a~", n/2),
		"searches":      "http://h/?" + strings.Repeat("a?", n/2),
		"percents":      "http://h/" + strings.Repeat("a%", n/2),
		"fragment":      "http://h/#" + strings.Repeat("a#", n/2),
		"wrapper":       "<URL:http://h/" + strings.Repeat("a ", n/2) + ">",
		"non-ASCII":     "http://h/" + strings.Repeat("ä", n/2),
		"refused late":  "http://h/" + strings.Repeat("a~", n/2) + `\`,
		"generic login": "https://" + strings.Repeat("a~", n/2) + "/",
	} {
		got := memtest.PerByte(len(in), func() { parser.Fix(in) })
		t.Logf("%s: %.1f bytes a byte", name, got)
		if got > memtest.MaxPerByte {
			t.Errorf("%s: %.1f bytes a byte, want at most %d", name, got, memtest.MaxPerByte)
		}
	}
}

// TestFixValidAllocs checks that Fix of a valid URL, with a fragment or
// not, allocates nothing: a program that fixes every line of its input
// pays for the lines that need it.
func TestFixValidAllocs(t *testing.T) {
	for _, in := range []string{"http://www.iec.ch/a/b?c", "ftp://u:p@h/a;type=d#f", "news:comp.lang.go"} {
		if n := testing.AllocsPerRun(100, func() { parser.Fix(in) }); n != 0 {
			t.Errorf("Fix(%q): %v allocations, want 0", in, n)
		}
	}
}

// TestFixErrorCitesTheScheme checks that Fix's error names the
// production of the URL's own scheme, as Parse's does: an https URL's is
// httpsurl, not the httpurl it is read by.
func TestFixErrorCitesTheScheme(t *testing.T) {
	for _, in := range []string{"https://u~:p~@h/", "https://h:8x/~"} {
		_, err := parser.Fix(in)
		_, perr := parser.Parse(in)
		var e, pe *parser.Error
		if !errors.As(err, &e) || !errors.As(perr, &pe) {
			t.Fatalf("Fix(%q) = %v, Parse %v: want two *parser.Error", in, err, perr)
		}
		if e.Production.Name != pe.Production.Name || e.Scheme.Name != "httpsurl" {
			t.Errorf("Fix(%q) cites %s in %s, Parse %s in %s", in, e.Production.Name, e.Scheme.Name, pe.Production.Name, pe.Scheme.Name)
		}
	}
}
