package parser_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// found is what a test reads of a finding: its form, position and text,
// and for an invalid URL where its error is and its most specific code.
type found struct {
	Form string
	Pos  string // line:column
	Text string
	Err  string // "line:column code", "" for a valid URL
}

// summary returns what the tests compare of findings.
func summary(fs []parser.Finding) []found {
	var out []found
	for i := range fs {
		f := &fs[i]
		s := found{Form: f.Form.String(), Pos: f.Pos.String(), Text: f.Text}
		var e *parser.Error
		if errors.As(f.Err, &e) {
			s.Err = f.Position(e.Offset).String() + " " + string(e.SpecificCode())
		}
		out = append(out, s)
	}
	return out
}

// TestFind checks each form and each rule of the bare heuristic, with
// the position of each finding and of its error.
func TestFind(t *testing.T) {
	for _, c := range []struct {
		name string
		text string
		mode parser.FindMode
		want []found
	}{
		{"prose words", "Note: this. Broken: that. News: none. See: http: and ftp://, \"file://\".", 0, nil},
		{"bare", "see http://h/a.", 0, []found{{"bare", "1:5", "http://h/a", ""}}},
		{"bare needs its slashes", "file:line:col, Format: FILE:LINE: msg, File:Example.jpg, Telnet:on, http:g, ftp:/x, HTTP://h/", 0, []found{
			{"bare", "1:85", "HTTP://h/", ""},
		}},
		{"bare without slashes", "mailto:j@h news:comp.x news:*", 0, []found{
			{"bare", "1:1", "mailto:j@h", ""},
			{"bare", "1:12", "news:comp.x", ""},
			{"bare", "1:24", "news:*", ""},
		}},

		{"bare invalid", "x http://h/~u y", 0, []found{{"bare", "1:3", "http://h/~u", "1:12 note-unsafe"}}},
		{"bare case", "HTTP://H/", 0, []found{{"bare", "1:1", "HTTP://H/", ""}}},
		{"bare unknown scheme", "foo://h/ x:y", 0, nil},
		{"bare in parens", "(see http://h/a), (http://h/f(x))", 0, []found{
			{"bare", "1:6", "http://h/a", ""},
			{"bare", "1:20", "http://h/f(x)", ""},
		}},
		{"bare trailing prose", `"http://h/a"; 'http://h/b'! http://h/c?, http://h/d… http://h/e’`, 0, []found{
			{"bare", "1:2", "http://h/a", ""},
			{"bare", "1:16", "http://h/b", ""},
			{"bare", "1:29", "http://h/c", ""},
			{"bare", "1:42", "http://h/d", ""},
			{"bare", "1:56", "http://h/e", ""},
		}},
		{"bare in a word", "xhttp://h/ a/http://h/ a.http://h/", 0, nil},
		{"bare after URL:", "URL:http://h/ and (URL:ftp://h/)", 0, []found{
			{"bare", "1:5", "http://h/", ""},
			{"bare", "1:24", "ftp://h/", ""},
		}},
		{"bare ends at delimiters", "<a href=\"http://h/\">x</a> `http://h/b`", parser.FindCode, []found{
			{"bare", "1:10", "http://h/", ""},
			{"bare", "1:28", "http://h/b", ""},
		}},
		{"bare emphasis", "*http://h/a* **http://h/b**, news:*, _http://h/c_", 0, []found{
			{"bare", "1:2", "http://h/a", ""},
			{"bare", "1:16", "http://h/b", ""},
			{"bare", "1:30", "news:*", ""},
			{"bare", "1:39", "http://h/c", ""},
		}},
		{"bare unicode space", "http://h/\u00a0x", 0, []found{{"bare", "1:1", "http://h/", ""}}},
		{"bare mailto and news", "mailto:joe@h.example, news:comp.infosystems.www", 0, []found{
			{"bare", "1:1", "mailto:joe@h.example", ""},
			{"bare", "1:23", "news:comp.infosystems.www", ""},
		}},
		{"quoted", "a <URL:ftp://h/\n   pub/f> b", 0, []found{{"quoted", "1:3", "ftp://h/pub/f", ""}}},
		{"quoted error across lines", "<URL:http://h/a\n  ~b>", 0, []found{{"quoted", "1:1", "http://h/a~b", "2:3 note-unsafe"}}},
		{"quoted hyphen kept", "<URL:http://h/a-\n b>", 0, []found{{"quoted", "1:1", "http://h/a-b", ""}}},
		{"quoted fragment", "<url:http://h/#s>", 0, []found{{"quoted", "1:1", "http://h/#s", ""}}},
		{"quoted unclosed", "<URL:http://h/\n\nnext http://h/b", 0, []found{
			{"quoted", "1:1", "http://h/", "1:15 unclosed-quote"},
			{"bare", "3:6", "http://h/b", ""},
		}},
		{"quoted prefix named", `base = "<URL:" absoluteURL ">"`, 0, nil},
		{"angle", "<http://h/a> <mailto:j@h> <foo://h/>", 0, []found{
			{"angle", "1:1", "http://h/a", ""},
			{"angle", "1:14", "mailto:j@h", ""},
			{"angle", "1:27", "foo://h/", ""},
		}},
		{"angle not a URL", "<xsl:template> <a:b> a < b", 0, nil},
		{"angle unclosed", "<http://h/a <b>", 0, []found{{"bare", "1:2", "http://h/a", ""}}},
		{"angle whitespace", "<http://h/\n a>", 0, []found{{"angle", "1:1", "http://h/a", ""}}},
		{"angle space ends it", "See <http://h.example/a for the café menu (~5 items) -> here.", 0, []found{
			{"bare", "1:6", "http://h.example/a", ""},
		}},
		{"angle space in a path", "x <http://h.example/my file.html> y", 0, []found{{"bare", "1:4", "http://h.example/my", ""}}},
		{"angle tab", "<http://h/a\tb>", 0, []found{{"bare", "1:2", "http://h/a", ""}}},
		{"angle spaces around a break", "<http://h/a  \r\n\t b>", 0, []found{{"angle", "1:1", "http://h/ab", ""}}},
		{"angle blank line", "<http://h/a\n \nb>", 0, []found{{"bare", "1:2", "http://h/a", ""}}},
		{"quoted space kept", "<URL: http://h/\ta b>", 0, []found{{"quoted", "1:1", "http://h/ab", ""}}},
		{"bare CJK punctuation", "详见 http://h.example/a。然后 http://h.example/b，以及（http://h.example/c）", 0, []found{
			{"bare", "1:8", "http://h.example/a", ""},
			{"bare", "1:36", "http://h.example/b", ""},
			{"bare", "1:66", "http://h.example/c", ""},
		}},
		{"bare unicode letter kept", "http://h/café « http://h/b »", 0, []found{
			{"bare", "1:1", "http://h/café", "1:13 note-unsafe"},
			{"bare", "1:19", "http://h/b", ""},
		}},
		{"code span stops at a fence", "Open a block with ``` and then:\n```\nhttp://h/~a\n```\nAfter http://h/~b\n", 0, []found{
			{"bare", "5:7", "http://h/~b", "5:16 note-unsafe"},
		}},
		{"code span stops at a fence after a line", "A `tick and\n```\nhttp://h/~a\n```\nAfter `x` http://h/~b", 0, []found{
			{"bare", "5:11", "http://h/~b", "5:20 note-unsafe"},
		}},
		{"code span before a fence with a backtick", "``` a`b http://h/~a `x`\nE http://h/~b\n  ```\n  http://h/~c\n  ```\nF http://h/~d\n", 0, []found{
			{"bare", "2:3", "http://h/~b", "2:12 note-unsafe"},
			{"bare", "6:3", "http://h/~d", "6:12 note-unsafe"},
		}},
		{"markdown", "[x](https://h/a) and ![i](http://h/i.png \"t\")", 0, []found{
			{"markdown", "1:5", "https://h/a", ""},
			{"markdown", "1:27", "http://h/i.png", ""},
		}},
		{"markdown angle destination", "[x](<http://h/a b>)", 0, []found{{"markdown", "1:5", "http://h/a b", "1:16 note-unsafe"}}},
		{"markdown backslash escapes", "[x](http://h/a\\(b\\)) [y](http://h/a\\_b) [z](<http://h/\\~c d>) [w](http://h/\\\\)", 0, []found{
			{"markdown", "1:5", "http://h/a(b)", ""},
			{"markdown", "1:26", "http://h/a_b", ""},
			{"markdown", "1:45", "http://h/~c d", "1:56 note-unsafe"},
			{"markdown", "1:67", "http://h/\\", "1:77 note-unsafe"},
		}},
		{"markdown backslash not an escape", "[x](http://h/a\\b)", 0, []found{{"markdown", "1:5", "http://h/a\\b", "1:15 note-unsafe"}}},
		{"markdown relative", "[x](README.md) [y](#errors) [z](c:\\x)", 0, nil},
		{"markdown link text", "[https://h/](https://h/)", 0, []found{{"markdown", "1:14", "https://h/", ""}}},
		{"markdown parens", "[x](http://h/f(x)) y", 0, []found{{"markdown", "1:5", "http://h/f(x)", ""}}},
		{"markdown not a link", "[x](http://h/ \"open", 0, []found{{"bare", "1:5", "http://h/", ""}}},
		{"code span", "a `http://h/~` b ``<URL:x>`` c http://h/", 0, []found{{"bare", "1:32", "http://h/", ""}}},
		{"code span read", "a `http://h/~`", parser.FindCode, []found{{"bare", "1:4", "http://h/~", "1:13 note-unsafe"}}},
		{"code span unclosed", "a `b http://h/", 0, []found{{"bare", "1:6", "http://h/", ""}}},
		{"fence", "x\n```go\nhttp://h/~\n```\nhttp://h/\n", 0, []found{{"bare", "5:1", "http://h/", ""}}},
		{"fence tildes unclosed", "~~~\nhttp://h/\n", 0, nil},
		{"fence read", "```\nhttp://h/\n```", parser.FindCode, []found{{"bare", "2:1", "http://h/", ""}}},
		{"column counts bytes", "é\té http://h/~", 0, []found{{"bare", "1:7", "http://h/~", "1:16 note-unsafe"}}},
		{"crlf", "a\r\nhttp://h/\r\n", 0, []found{{"bare", "2:1", "http://h/", ""}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			if diff := cmp.Diff(c.want, summary(parser.Find(c.text, c.mode))); diff != "" {
				t.Errorf("Find(%q) (-want +got):\n%s", c.text, diff)
			}
		})
	}
}

// TestFindSpans checks what a finding gives besides its text: its end,
// and TextOffset, which places a byte of Text in the text.
func TestFindSpans(t *testing.T) {
	text := "x <URL:http://h/\n a> [y](<ftp://h/>) news:a"
	type span struct {
		Form      string
		Pos, End  int
		TextStart int // TextOffset(0)
		TextEnd   int // TextOffset(len(Text))
	}
	var got []span
	for _, f := range parser.Find(text, 0) {
		got = append(got, span{f.Form.String(), f.Pos.Offset, f.End, f.TextOffset(0), f.TextOffset(len(f.Text))})
	}
	want := []span{
		{"quoted", 2, 20, 7, 19},
		{"markdown", 25, 35, 26, 34},
		{"bare", 37, 43, 37, 43},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Find(%q) (-want +got):\n%s", text, diff)
	}
}

// TestFindPosition checks Finding.Position on every offset of a finding
// that spans lines, and outside it.
func TestFindPosition(t *testing.T) {
	text := "ab\n<URL:http://h/\n\tx>\n"
	fs := parser.Find(text, 0)
	if len(fs) != 1 {
		t.Fatalf("Find(%q) found %d URLs, want 1", text, len(fs))
	}
	f := &fs[0]
	var got []string
	for off := 0; off <= len(text); off++ {
		got = append(got, f.Position(off).String())
	}
	want := strings.Fields("- - - 2:1 2:2 2:3 2:4 2:5 2:6 2:7 2:8 2:9 2:10 2:11 2:12 2:13 2:14 2:15 3:1 3:2 3:3 3:4 -")
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Position of each offset (-want +got):\n%s", diff)
	}
}

// TestFindRegistered checks that a bare URL may start with a scheme
// registered in the parser, and that RFC1738Only's parser does not take
// "https:" for one.
func TestFindRegistered(t *testing.T) {
	p, err := parser.New(parser.RFC1738Only())
	if err != nil {
		t.Fatal(err)
	}
	got := summary(p.Find("https://h/ http://h/", 0))
	want := []found{{"bare", "1:12", "http://h/", ""}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("RFC1738Only Find (-want +got):\n%s", diff)
	}
}

// TestFindMaxLength checks that each URL has the parser's limit, and
// the text none.
func TestFindMaxLength(t *testing.T) {
	p, err := parser.New(parser.MaxLength(10))
	if err != nil {
		t.Fatal(err)
	}
	got := summary(p.Find(strings.Repeat("x ", 20)+"http://h/ http://h/abcdef", 0))
	want := []found{
		{"bare", "1:41", "http://h/", ""},
		{"bare", "1:51", "http://h/abcdef", "1:61 too-long"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("MaxLength(10) Find (-want +got):\n%s", diff)
	}
}

// TestSpecificCode checks that an error explained by a note carries the
// note's code: the one at its offset first.
func TestSpecificCode(t *testing.T) {
	for _, c := range []struct {
		in   string
		want parser.Code
	}{
		{"ftp://anon:pa:ss@h/", parser.NoteLoginEscape},
		{"http://9lives/", parser.NoteToplabelDigit},
		{"http://h/~", parser.NoteUnsafe},
		{"http://u:p@h/", parser.NoteNoLogin},
		{"http://h:/", parser.NoteEmptyPort},
		{"x-ip://h:/", parser.NoteEmptyPort},
		{"ftp://@", parser.NoteLoginHostEmpty},
		{"x-ip://h?q", parser.NoteHostReading},
		{"x-ip://a:b:c/", parser.NotePortReading},
		{"<URL:http://h/>", parser.NoteURLWrapper},
	} {
		_, err := parser.Parse(c.in)
		var e *parser.Error
		if !errors.As(err, &e) {
			t.Fatalf("Parse(%q) = %v, want an *Error", c.in, err)
		}
		if got := e.SpecificCode(); got != c.want {
			t.Errorf("Parse(%q).SpecificCode() = %q, want %q", c.in, got, c.want)
		}
	}
	if got := (*parser.Error)(nil).SpecificCode(); got != "" {
		t.Errorf("nil SpecificCode() = %q", got)
	}
	w := &parser.Error{Code: parser.CodePortRange, Severity: parser.SeverityWarning}
	if got := w.SpecificCode(); got != parser.CodePortRange {
		t.Errorf("a warning's SpecificCode() = %q", got)
	}
}

// TestPositionString checks the forms Position prints.
func TestPositionString(t *testing.T) {
	got := []string{parser.Position{}.String(), parser.Position{Offset: 9, Line: 2, Column: 3}.String()}
	if diff := cmp.Diff([]string{"-", "2:3"}, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// wordPart is the part of a registered scheme whose URLs have no "//":
// "x-word:" and letters.
type (
	wordPart struct {
		ast.Span
		Word *wordBox `parser:"@@"`
	}
	wordBox struct {
		ast.Span
		Text ast.Text `parser:"@Alpha+"`
	}
)

func (w *wordPart) String() string           { return w.Word.String() }
func (*wordPart) DefaultPort() (int, bool)   { return 0, false }
func (*wordPart) Production() ast.Production { return wordP }
func (b *wordBox) String() string            { return string(b.Text) }
func (*wordBox) Production() ast.Production {
	return ast.Production{Name: "word", RFC: "this test", Section: "1", Rule: "word = 1*alpha"}
}

var wordP = ast.Production{Name: "wordurl", RFC: "this test", Section: "1", Rule: `wordurl = "x-word:" word`}

// TestFindSlashes checks which registered schemes a bare word of their
// name before a colon starts: one whose URLs start with "//" only before
// "//", one whose URLs do not before anything.
func TestFindSlashes(t *testing.T) {
	p, err := parser.New(
		parser.WithScheme(parser.Scheme{Name: "x-host", Part: &findHostPart{}}),
		parser.WithScheme(parser.Scheme{Name: "x-word", Part: &wordPart{}}))
	if err != nil {
		t.Fatal(err)
	}
	got := summary(p.Find("x-host:a x-host://h x-word:abc x-word:/a", 0))
	want := []found{
		{"bare", "1:10", "x-host://h", ""},
		{"bare", "1:21", "x-word:abc", ""},
		{"bare", "1:32", "x-word:/a", "1:39 note-scheme-production"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Find (-want +got):\n%s", diff)
	}
}

// findHostPart is the part of a registered scheme whose URLs start with
// "//": "x-host://" hostport.
type findHostPart struct {
	ast.Span
	HostPort *ast.HostPort `parser:"'/' '/' @@"`
}

func (h *findHostPart) String() string         { return "//" + h.HostPort.String() }
func (*findHostPart) DefaultPort() (int, bool) { return 0, false }
func (*findHostPart) Production() ast.Production {
	return ast.Production{Name: "hosturl", RFC: "this test", Section: "1", Rule: `hosturl = "x-host://" hostport`}
}

// TestFindUnclosedCites checks that the error of an unclosed quote cites
// RFC 1738's appendix as an appendix, in English and in French.
func TestFindUnclosedCites(t *testing.T) {
	fs := parser.Find("<URL:http://h/\n\nx", 0)
	var e *parser.Error
	if len(fs) != 1 || !errors.As(fs[0].Err, &e) {
		t.Fatalf("Find gives %d findings, want one with an *Error", len(fs))
	}
	for _, c := range []struct {
		lang grammar.Lang
		want string
	}{
		{grammar.English, `(RFC 1738's appendix: "<URL:" url ">")`},
		{grammar.French, `annexe de la RFC 1738`},
	} {
		if got := e.Summary(c.lang); !strings.Contains(got, c.want) {
			t.Errorf("Summary(%v) = %s\nwant it to hold %s", c.lang, got, c.want)
		}
	}
}
