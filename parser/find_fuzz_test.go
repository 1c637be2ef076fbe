package parser_test

import (
	"errors"
	"os"
	"testing"

	"github.com/urlsyntax/rfc1738/parser"
)

// lineColumn returns the line and byte column of offset off in text,
// counted from its start, as the fuzz target checks Find's against.
func lineColumn(text string, off int) (int, int) {
	line, start := 1, 0
	for i := 0; i < off; i++ {
		if text[i] == '\n' {
			line, start = line+1, i+1
		}
	}
	return line, off - start + 1
}

// FuzzFind checks, on any text and in both modes, that the findings
// come in order without overlapping, inside the text, that every
// position (a finding's, its error's and its notes') is the line and
// column of its offset, that an error's offset is in its finding and at
// the byte it found, and that each byte of a finding's Text is the byte
// of the text that TextOffset places it at.
func FuzzFind(f *testing.F) {
	for _, s := range []string{
		"see http://h/a. <URL:ftp://h/\n ~x> [a](https://h/~ \"t\") `http://h/~` <mailto:a@b>",
		"(see http://h/f(x)) http://h/~u\n```\nhttp://h/~\n```\nhttp:g \"<URL:\" <URL:a",
		"<URL:http://h/a-\n b>\r\n<http://h/\n a> [x](<http://h/a b>) **news:*** é\thttp://h/é",
		"<URL:\n\n<http://h/ <URL:http://h/#~> ](x \" ` `` ``` ~~~\nURL:http://h/",
		"See <http://h/a for café (~5) -> x <http://h/my f.html> <http://h/a \r\n\t b>",
		"详见 http://h/a。然后 http://h/b，以及（http://h/c）http://h/é…",
		"[x](http://h/a\\(b\\)) [y](<http://h/\\~c d>) [w](http://h/\\\\~) [v](http://h/\\é)",
		"Use ``` and:\n```\nhttp://h/~a\n```\n``` a`b `x`\n  ```\nhttp://h/~b\n",
	} {
		f.Add(s, false)
		f.Add(s, true)
	}
	if b, err := os.ReadFile("testdata/find/markdown.md"); err == nil {
		f.Add(string(b), false)
	}
	p, err := parser.New(parser.MaxLength(16))
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, text string, code bool) {
		if len(text) > 2048 {
			return // longer texts find nothing more, and minimizing them is slow
		}
		mode := parser.FindMode(0)
		if code {
			mode = parser.FindCode
		}
		checkFindings(t, text, parser.Find(text, mode))
		checkFindings(t, text, p.Find(text, mode))
	})
}

// checkFindings checks the findings of text as FuzzFind says.
func checkFindings(t *testing.T, text string, fs []parser.Finding) {
	t.Helper()
	at := func(what string, f *parser.Finding, off int) {
		t.Helper()
		pos := f.Position(off)
		line, col := lineColumn(text, off)
		if off < f.Pos.Offset || off > f.End || pos.Offset != off || pos.Line != line || pos.Column != col {
			t.Fatalf("%q: %s at %d: Position %+v, want line %d column %d, inside %d..%d", text, what, off, pos, line, col, f.Pos.Offset, f.End)
		}
	}
	prev := 0
	for i := range fs {
		f := &fs[i]
		if f.Pos.Offset < prev || f.End <= f.Pos.Offset || f.End > len(text) {
			t.Fatalf("%q: finding %d spans %d..%d, after %d", text, i, f.Pos.Offset, f.End, prev)
		}
		prev = f.End
		if line, col := lineColumn(text, f.Pos.Offset); f.Pos.Line != line || f.Pos.Column != col {
			t.Fatalf("%q: finding %d at %d is at %v, want %d:%d", text, i, f.Pos.Offset, f.Pos, line, col)
		}
		// TextOffset is linear in the finding: every byte of a short one,
		// and some of a long one, keep the check linear in the text.
		step := 1 + len(f.Text)/64
		for j := 0; j < len(f.Text); j += step {
			if off := f.TextOffset(j); off < 0 || off >= len(text) || text[off] != f.Text[j] {
				t.Fatalf("%q: finding %d: byte %d of %q placed at %d", text, i, j, f.Text, off)
			}
		}
		if (f.URL == nil) == (f.Err == nil) {
			t.Fatalf("%q: finding %d has URL %v and error %v", text, i, f.URL, f.Err)
		}
		var e *parser.Error
		if !errors.As(f.Err, &e) {
			continue
		}
		at("error "+string(e.Code), f, e.Offset)
		if e.Found != "" && text[e.Offset] != e.Found[0] {
			t.Fatalf("%q: finding %d: error at %d found %q, the text has %q", text, i, e.Offset, e.Found, text[e.Offset])
		}
		for _, n := range e.Notes {
			at("note "+string(n.Code), f, n.Offset)
		}
	}
}
