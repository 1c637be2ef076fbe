package term

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
)

// TestEscape checks Escape on the characters a terminal acts on, on
// text it must keep, and on bytes that are not UTF-8.
func TestEscape(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{"http://h/a?b", "http://h/a?b"},
		{`"quoted" \back\slash`, `"quoted" \back\slash`},
		{"http://h/\x1b]0;PWNED\a\x1b[31m", `http://h/\x1b]0;PWNED\a\x1b[31m`},
		{"a\rb\nc\td\x00e\x7f", `a\rb\nc\td\x00e\x7f`},
		{"\u0080\u009b\u009f\u00a0", `\u0080\u009b\u009f` + "\u00a0"},
		{"\x80\x9b\x9f\xff\xc3", `\x80\x9b\x9f\xff\xc3`},
		{"a\u202ab\u202ec\u2066d\u2069e", `a\u202ab\u202ec\u2066d\u2069e`},
		{"\u200e\u200f\u061c\u200b\ufeff\u00ad", `\u200e\u200f\u061c\u200b\ufeff\u00ad`},
		{"\u2028\u2029", `\u2028\u2029`},
		{"\U000e0041\U000f0000\U0010ffff", `\U000e0041\U000f0000\U0010ffff`},
		{"hôte « vide » \u202f: é€😀 \ufffd", "hôte « vide » \u202f: é€😀 \ufffd"},
	} {
		if diff := cmp.Diff(c.want, Escape(c.in)); diff != "" {
			t.Errorf("Escape(%q) (-want +got):\n%s", c.in, diff)
		}
	}
}

// TestEscapeEveryRune checks, for every code point and every byte, that
// Escape's result holds nothing that is not Inert and no byte that is
// not UTF-8, keeps what is Inert, and reads back as its input with Go's
// unquoting: nothing is dropped.
func TestEscapeEveryRune(t *testing.T) {
	for _, s := range runesAndBytes(false, "a", "b") {
		got := Escape(s)
		checkInert(t, "Escape", s, got)
		if r, _ := utf8.DecodeRuneInString(s[1:]); r != utf8.RuneError && Inert(r) && r != '\\' && got != s {
			t.Errorf("Escape(%q) = %q, changes an inert character", s, got)
		}
		if s == `a\b` {
			continue // a backslash is kept, not doubled: it would not read back
		}
		back, err := strconv.Unquote(`"` + strings.ReplaceAll(got, `"`, `\"`) + `"`)
		if err != nil || back != s {
			t.Errorf("Escape(%q) = %q, which reads back as %q, %v", s, got, back, err)
		}
	}
}

// runesAndBytes returns each code point, and each byte that is not
// UTF-8 alone, between before and after. With short, it returns those
// below U+3000, the tags, the last plane's last, and one in 97 of the
// others.
func runesAndBytes(short bool, before, after string) []string {
	var out []string
	for r := rune(0); r <= utf8.MaxRune; r++ {
		keep := r < 0x3000 || 0xe0000 <= r && r < 0xe0100 || r > 0x10ff00 || r%97 == 0
		if utf8.ValidRune(r) && (keep || !short) {
			out = append(out, before+string(r)+after)
		}
	}
	for c := 0x80; c < 0x100; c++ {
		out = append(out, before+string([]byte{byte(c)})+after)
	}
	return out
}

// checkInert reports each rune of got that is not Inert, and each byte
// that is not UTF-8.
func checkInert(t *testing.T, f, in, got string) {
	t.Helper()
	for i, r := range got {
		if r == utf8.RuneError && !strings.HasPrefix(got[i:], "\ufffd") || !Inert(r) {
			t.Errorf("%s(%q) = %q holds %q at %d", f, in, got, got[i:min(i+4, len(got))], i)
			return
		}
	}
}

// TestJSON checks that JSON escapes, in what encoding/json writes of
// every code point and every byte alone and among text, in a string, in
// an object's key and in an indented document, DEL and every rune that is
// not Inert, keeps the rest, and decodes to the same value.
func TestJSON(t *testing.T) {
	inputs := append(runesAndBytes(testing.Short(), "", ""), "", `"\`, "a\x7fb\u009bc\x9bd\u202ee\u2066\U000e0041 é")
	for _, s := range inputs {
		doc := map[string][]string{s: {s, "x" + s + "y"}}
		var b bytes.Buffer
		e := json.NewEncoder(&b)
		e.SetEscapeHTML(false)
		e.SetIndent("", "\t")
		if err := e.Encode(doc); err != nil {
			t.Fatal(err)
		}
		got := JSON(b.Bytes())
		checkInert(t, "JSON", s, strings.NewReplacer("\n", "", "\t", "").Replace(string(got)))
		var back map[string][]string
		if err := json.Unmarshal(got, &back); err != nil {
			t.Fatalf("JSON of %q = %s: %v", s, got, err)
		}
		var want map[string][]string
		if err := json.Unmarshal(b.Bytes(), &want); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want, back); diff != "" {
			t.Errorf("JSON of %q decodes otherwise (-encoding/json +JSON):\n%s", s, diff)
		}
		if r, n := utf8.DecodeRuneInString(s); n == len(s) && r != utf8.RuneError && r != 0x7f && Inert(r) && !bytes.Equal(got, b.Bytes()) {
			t.Errorf("JSON of %q = %s, changes an inert character", s, got)
		}
	}
}

// TestFirstRaw checks FirstRaw on outputs with and without a character
// to escape.
func TestFirstRaw(t *testing.T) {
	for out, want := range map[string]int{
		"":                        -1,
		"ok\thttp://h/\n":         -1,
		"hôte « » \u202f\ufffd\n": -1,
		"a\x1b[31m":               1,
		"ab\r":                    2,
		"\x00":                    0,
		"a\x7f":                   1,
		"a\u009b":                 1,
		"ab\x9b":                  2,
		"a\xc3":                   1,
		"abc\u202e":               3,
		"\u2066":                  0,
		"é\u200e":                 2,
	} {
		if got := FirstRaw(out); got != want {
			t.Errorf("FirstRaw(%q) = %d, want %d", out, got, want)
		}
	}
}

// TestAppendJSON checks the escapes of a rune below and above U+FFFF.
func TestAppendJSON(t *testing.T) {
	for r, want := range map[rune]string{0: `\u0000`, 0x7f: `\u007f`, 0x9b: `\u009b`, 0x202e: `\u202e`, 0xe0041: `\udb40\udc41`, 0x10ffff: `\udbff\udfff`} {
		if diff := cmp.Diff(want, string(AppendJSON(nil, r))); diff != "" {
			t.Errorf("AppendJSON(%U) (-want +got):\n%s", r, diff)
		}
	}
}

// TestNothingToEscape checks that a text with nothing to escape is
// returned as it is, without a copy.
func TestNothingToEscape(t *testing.T) {
	s := "http://www.iec.ch/about/mission-e.htm hôte"
	if n := testing.AllocsPerRun(10, func() { _ = Escape(s) }); n != 0 {
		t.Errorf("Escape allocates %v times for a text with nothing to escape", n)
	}
	doc := []byte(`{"url": "http://h/é"}`)
	if got := JSON(doc); &got[0] != &doc[0] {
		t.Errorf("JSON copies a document with nothing to escape")
	}
}

// TestWriter checks that a Writer escapes what a terminal acts on, keeps
// the newlines and tabs of a layout, and passes the rest unchanged.
func TestWriter(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{"ok\thttp://h/\n", "ok\thttp://h/\n"},
		{"hôte « » \u202f\n", "hôte « » \u202f\n"},
		{"did you mean 0://\x8e?\n(bytes)\n", "did you mean 0://\\x8e?\n(bytes)\n"},
		{"a\x1b[31m\tb\r\n\u202e\u009b\x7f", `a\x1b[31m` + "\t" + `b\r` + "\n" + `\u202e\u009b\x7f`},
	} {
		var b strings.Builder
		n, err := (&Writer{W: &b}).Write([]byte(c.in))
		if n != len(c.in) || err != nil {
			t.Errorf("Write(%q) = %d, %v; want %d, nil", c.in, n, err, len(c.in))
		}
		if diff := cmp.Diff(c.want, b.String()); diff != "" {
			t.Errorf("Write(%q) (-want +got):\n%s", c.in, diff)
		}
	}
}

// TestJSONWriter checks that a JSON text written in pieces, cut anywhere
// (inside a character too), comes out as JSON escapes it whole.
func TestJSONWriter(t *testing.T) {
	doc := []byte("{\"a\": \"x\u202ey\u00e9\x7f\u0085\U0001F600z\"}\n")
	want := string(JSON(doc))
	for i := 0; i <= len(doc); i++ {
		for j := i; j <= len(doc); j++ {
			var b strings.Builder
			w := &JSONWriter{W: &b}
			for _, piece := range [][]byte{doc[:i], doc[i:j], doc[j:]} {
				if _, err := w.Write(piece); err != nil {
					t.Fatal(err)
				}
			}
			if err := w.Flush(); err != nil {
				t.Fatal(err)
			}
			if b.String() != want {
				t.Fatalf("cut at %d and %d: %q, want %q", i, j, b.String(), want)
			}
		}
	}
	var b strings.Builder
	w := &JSONWriter{W: &b}
	w.Write([]byte("\"\xe2\x80"))
	if err := w.Flush(); err != nil || b.String() != `"\ufffd\ufffd` {
		t.Errorf("a character cut at the end: %q, %v", b.String(), err)
	}
}

// TestWriterWriteString checks that WriteString escapes as Write does.
func TestWriterWriteString(t *testing.T) {
	for _, s := range []string{"plain\ttext\n", "a\x1bb\n", "\u202e", "\xff", "é «\u00a0x\u00a0»"} {
		var viaWrite, viaString strings.Builder
		(&Writer{W: &viaWrite}).Write([]byte(s))
		(&Writer{W: &viaString}).WriteString(s)
		if viaWrite.String() != viaString.String() {
			t.Errorf("%q: WriteString gives %q, Write %q", s, viaString.String(), viaWrite.String())
		}
	}
}

// TestWriterPieces checks that a text written in pieces, cut anywhere
// (inside a character too, as a buffered printer cuts it), comes out as
// it does written whole.
func TestWriterPieces(t *testing.T) {
	text := []byte("├── a « b »\x1b\u202e\té\n")
	var whole strings.Builder
	(&Writer{W: &whole}).Write(text)
	for i := 0; i <= len(text); i++ {
		for j := i; j <= len(text); j++ {
			var b strings.Builder
			w := &Writer{W: &b}
			w.Write(text[:i])
			w.WriteString(string(text[i:j]))
			w.Write(text[j:])
			if err := w.Flush(); err != nil {
				t.Fatal(err)
			}
			if b.String() != whole.String() {
				t.Fatalf("cut at %d and %d: %q, want %q", i, j, b.String(), whole.String())
			}
		}
	}
}
