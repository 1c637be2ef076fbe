package parser_test

import (
	"errors"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// The words for the classes of RFC 1738 that expected sets hold.
const (
	uchar = "a uchar (a letter, a digit, a safe or extra character, or an escape)"
	xchar = "an xchar (a letter, a digit, a safe, extra or reserved character, or an escape)"
)

// errorView is what a reader of an error relies on.
type errorView struct {
	Offset     int
	Production string
	Found      string
	Expected   string
}

func viewError(t *testing.T, err error) errorView {
	t.Helper()
	var e *parser.Error
	if !errors.As(err, &e) {
		t.Fatalf("error %v (%T) is not a *parser.Error", err, err)
	}
	return errorView{e.Offset, e.Production.Name, e.Found, e.ExpectedText(grammar.English)}
}

func TestParseErrors(t *testing.T) {
	// xttp and xtp are schemes no parser here knows, so these cases test
	// the generic productions; their names are as long as http's and
	// ftp's so that the offsets read as they would there. Each error is
	// at the first byte that no URL starting like the input can have:
	// the generic syntax has a login, so text that a host cannot hold
	// may still be a user name and password until a byte no login holds
	// ("/" in "xttp://1.2.3/").
	tests := []struct {
		input string
		want  errorView
	}{
		{"xttp://www.iec.ch:a", errorView{19, "login", "", uchar + `, "&", ";", "=", "?" or "@"`}},
		{"xttp://host:/", errorView{12, "login", "/", uchar + `, "&", ";", "=", "?" or "@"`}},
		{"foo://host:abc/", errorView{14, "login", "/", uchar + `, "&", ";", "=", "?" or "@"`}},
		{"xttp://1.2.3/", errorView{12, "login", "/", uchar + `, "&", ":", ";", "=", "?" or "@"`}},
		{"xttp://www.iec.ch.", errorView{18, "login", "", uchar + `, "&", ":", ";", "=", "?" or "@"`}},
		{"xttp://a-.com/", errorView{13, "login", "/", uchar + `, "&", ":", ";", "=", "?" or "@"`}},
		{"xttp://~u/", errorView{7, "login", "~", uchar + `, "&", ":", ";", "=", "?" or "@"`}},
		{"xttp://", errorView{7, "login", "", uchar + `, "&", ":", ";", "=", "?" or "@"`}},
		{"xttp://a%2Fb/", errorView{12, "login", "/", uchar + `, "&", ":", ";", "=", "?" or "@"`}},
		{"xttp://h/a b c", errorView{10, "urlpath", " ", xchar + " or the end of the URL"}},
		{"xtp://a b@h/", errorView{7, "ip-schemepart", " ", xchar + " or the end of the URL"}},
		{"xttp://x/#frag", errorView{9, "urlpath", "#", xchar + " or the end of the URL"}},
		{"xttp://x/é", errorView{9, "urlpath", "é", xchar + " or the end of the URL"}},
		{"xttp://x/%zz", errorView{10, "escape", "z", "a hex digit"}},
		{"xttp://x/%4", errorView{11, "escape", "", "a hex digit"}},
		{"foo:#x", errorView{4, "schemepart", "#", xchar + " or the end of the URL"}},
		{"<URL:http://x>", errorView{0, "scheme", "<", `a letter, a digit, "+", "-" or "."`}},
		{":x", errorView{0, "scheme", ":", `a letter, a digit, "+", "-" or "."`}},
		{"", errorView{0, "scheme", "", `a letter, a digit, "+", "-" or "."`}},
		{"ht tp://x", errorView{2, "genericurl", " ", `a letter, a digit, "+", "-", "." or ":"`}},
		{"xtp://u:p@h@evil/", errorView{11, "ip-schemepart", "@", `a letter, a digit, "-", ".", "/", ":" or the end of the URL`}},
	}
	for _, tt := range tests {
		_, err := parser.Parse(tt.input)
		if err == nil {
			t.Errorf("Parse(%q) succeeded; want an error", tt.input)
			continue
		}
		if diff := cmp.Diff(tt.want, viewError(t, err)); diff != "" {
			t.Errorf("Parse(%q) error (-want +got):\n%s\n%v", tt.input, diff, err)
		}
	}
}

func TestErrorMessage(t *testing.T) {
	_, err := parser.Parse("http://www.iec.ch:a")
	const want = `offset 18: port: found "a", expected a digit (RFC 1738 section 5, explained in section 3.1: port = digits; in httpurl, RFC 1738 section 3.3)`
	if err == nil || err.Error() != want {
		t.Errorf("got %v\nwant %s", err, want)
	}
	_, err = parser.Parse("http://x/~joe")
	if err == nil || !strings.HasSuffix(err.Error(), `; note: offset 9: httpurl: RFC 1738 section 2.2 allows "~" only escaped: write %7E`+
		`; note: offset 9: httpurl: later RFCs allow "~" unescaped, as an unreserved character (RFC 2396 section 2.3, RFC 3986 section 2.3); RFC 1738 does not`) {
		t.Errorf("no note to escape ~, or none that later RFCs allow it, in %v", err)
	}
}

func TestValidateWarnings(t *testing.T) {
	u, err := parser.Parse("http://999.1.1.256:65536/")
	if err != nil {
		t.Fatal(err)
	}
	var got []errorView
	for _, w := range parser.Validate(u) {
		if w.Severity != parser.SeverityWarning {
			t.Errorf("%v is not a warning", w)
		}
		got = append(got, errorView{w.Offset, w.Production.Name, w.Found, ""})
	}
	want := []errorView{{7, "hostnumber", "999", ""}, {15, "hostnumber", "256", ""}, {19, "port", "65536", ""}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("warnings (-want +got):\n%s", diff)
	}
	long := "http://" + strings.Repeat("a", 64) + "." + strings.Repeat("b.", 100) + "com/"
	u, err = parser.Parse(long)
	if err != nil {
		t.Fatal(err)
	}
	if got := len(parser.Validate(u)); got != 2 {
		t.Errorf("%d warnings for a 64-character label in a 270-character host name; want 2", got)
	}
	u, _ = parser.Parse("http://255.0.0.1:65535/")
	if w := parser.Validate(u); len(w) != 0 {
		t.Errorf("warnings for values in range: %v", w)
	}
}

func TestMaxLength(t *testing.T) {
	p, err := parser.New(parser.MaxLength(10))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Parse("http://a/b"); err != nil {
		t.Errorf("10 bytes: %v", err)
	}
	_, err = p.Parse("http://a/bc")
	if diff := cmp.Diff(errorView{10, "", "c", ""}, viewError(t, err)); diff != "" {
		t.Errorf("11 bytes (-want +got):\n%s", diff)
	}
	if _, err := parser.New(parser.MaxLength(-1)); err == nil {
		t.Error("MaxLength(-1) accepted")
	}
}

func TestParseReference(t *testing.T) {
	u, f, err := parser.ParseReference("http://ds.internic.net/instructions/overview.html#WARNING")
	if err != nil {
		t.Fatal(err)
	}
	if u.String() != "http://ds.internic.net/instructions/overview.html" || f.Text != "WARNING" || f.Pos() != 50 || f.End() != 57 {
		t.Errorf("got %q # %q at [%d,%d)", u, f.Text, f.Pos(), f.End())
	}
	_, f, err = parser.ParseReference("foo:x#")
	if err != nil || f == nil || f.Text != "" {
		t.Errorf("empty fragment: %v, %v", f, err)
	}
	_, _, err = parser.ParseReference("foo:x#a#b")
	if diff := cmp.Diff(errorView{7, "fragment", "#", xchar + " or the end of the URL"}, viewError(t, err)); diff != "" {
		t.Errorf("second #: (-want +got):\n%s", diff)
	}
	_, _, err = parser.ParseReference("http://a b/#x")
	if diff := cmp.Diff(8, viewError(t, err).Offset); diff != "" {
		t.Errorf("error before the fragment (-want +got):\n%s", diff)
	}
}

func TestExtract(t *testing.T) {
	text := `Yes, Jim, I found it under <URL:ftp://info.cern.ch/pub/www/doc;
      type=d> but you can probably pick it up from <URL:ftp://ds.in
      ternic.net/rfc>.  Note the warning in <URL:http://ds.internic.
      net/instructions/overview.html#WARNING>. Not <url:bad url> nor <URL:unclosed`
	type view struct {
		Text, Fragment string
		Valid          bool
	}
	var got []view
	for _, q := range parser.Extract(text) {
		v := view{Text: q.Text, Valid: q.Err == nil}
		if q.Fragment != nil {
			v.Fragment = string(q.Fragment.Text)
		}
		if text[q.Start] != '<' || (q.End < len(text) && text[q.End-1] != '>') {
			t.Errorf("span [%d,%d) of %q is not the wrapper", q.Start, q.End, q.Text)
		}
		got = append(got, v)
	}
	want := []view{
		{"ftp://info.cern.ch/pub/www/doc;type=d", "", true},
		{"ftp://ds.internic.net/rfc", "", true},
		{"http://ds.internic.net/instructions/overview.html#WARNING", "WARNING", true},
		{"badurl", "", false},
		{"unclosed", "", false},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Extract (-want +got):\n%s", diff)
	}
}

// TestExtractOffsets checks that Extract rewrites no byte and reports
// its errors at offsets into the text it read: through whitespace that
// The appendix removes, and at a byte that is not UTF-8, which Quote.Text
// keeps as it is.
func TestExtractOffsets(t *testing.T) {
	for _, tc := range []struct {
		text     string
		quote    string // Quote.Text
		at       byte   // the byte at the error's offset in text
		noteAt   int    // the first note's offset, -1 for none
		textOffs [2]int // TextOffset(0) and TextOffset(len(Quote.Text))
	}{
		{"see <URL:http://h/\xff>", "http://h/\xff", 0xff, 18, [2]int{9, 19}},
		{"see <URL:http://h/a \n  b~c>", "http://h/ab~c", '~', 24, [2]int{9, 26}},
		{"<URL:ht tp://x:y>", "http://x:y", 'y', -1, [2]int{5, 16}},
		{"<URL:a\n:~>", "a:~", '~', 8, [2]int{5, 9}},
	} {
		qs := parser.Extract(tc.text)
		if len(qs) != 1 {
			t.Fatalf("%q: %d quotes", tc.text, len(qs))
		}
		q := qs[0]
		var e *parser.Error
		if q.Text != tc.quote || !errors.As(q.Err, &e) {
			t.Errorf("%q: Text %q, Err %v; want %q and an error", tc.text, q.Text, q.Err, tc.quote)
			continue
		}
		if e.Offset >= len(tc.text) || tc.text[e.Offset] != tc.at {
			t.Errorf("%q: error at %d, want at the %q: %v", tc.text, e.Offset, tc.at, e)
		}
		if got := len(e.Notes) > 0; got != (tc.noteAt >= 0) || got && e.Notes[0].Offset != tc.noteAt {
			t.Errorf("%q: notes %+v, want the first at %d", tc.text, e.Notes, tc.noteAt)
		}
		if got := [2]int{q.TextOffset(0), q.TextOffset(len(q.Text))}; got != tc.textOffs {
			t.Errorf("%q: TextOffset of the start and end %v, want %v", tc.text, got, tc.textOffs)
		}
	}
}

func TestConcurrentUse(t *testing.T) {
	p, err := parser.New()
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := 0; j < 50; j++ {
				if _, err := p.Parse("ftp://u:p@host:21/a/b"); err != nil {
					t.Error(err)
				}
				if _, err := p.Parse("ftp://u:p@host:x/a/b"); err == nil {
					t.Error("no error")
				}
			}
		}()
	}
	wg.Wait()
}
