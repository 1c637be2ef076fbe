package parser_test

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/internal/corpustest"
	"github.com/urlsyntax/rfc1738/parser"
)

// warnOnly is a registered scheme's validator that finds only warnings:
// Check, which builds the tree for it, must still accept the URL.
func warnOnly(u *ast.URL) parser.ErrorList {
	return parser.ErrorList{{Code: codePortNine, Severity: parser.SeverityWarning, Production: hostOnlyP}}
}

// checkParsers are the parsers that FuzzCheck and TestCheck hold Check
// to Parse with: the default one; one with two registered schemes, a
// validator that refuses ("x-host" refuses port 9) and one that only
// warns; and one whose MaxLength is short enough for fuzzed inputs to
// exceed it.
var checkParsers = func() map[string]*parser.Parser {
	registered, err := parser.New(
		parser.WithScheme(parser.Scheme{Name: "x-host", Part: &hostOnly{}, Validate: noPortNine}),
		parser.WithScheme(parser.Scheme{Name: "x-warn", Part: &hostOnly{}, Validate: warnOnly}))
	if err != nil {
		panic(err)
	}
	short, err := parser.New(parser.MaxLength(16))
	if err != nil {
		panic(err)
	}
	return map[string]*parser.Parser{"default": parser.Default(), "registered": registered, "short": short}
}()

// checkView is what a caller of Check relies on: nil or not, the type
// of the error, its offset (a *CheckError's, or the first *Error's).
type checkView struct {
	Valid  bool
	Type   string
	Offset int
}

func viewCheck(err error) checkView {
	if err == nil {
		return checkView{Valid: true}
	}
	v := checkView{Type: fmt.Sprintf("%T", err)}
	var c *parser.CheckError
	var e *parser.Error
	switch {
	case errors.As(err, &c):
		v.Offset = c.Offset
	case errors.As(err, &e):
		v.Offset = e.Offset
	}
	return v
}

const (
	checkErr = "*parser.CheckError"
	fullErr  = "*parser.Error"
	listErr  = "parser.ErrorList"
)

func TestCheck(t *testing.T) {
	tests := []struct {
		parser string
		input  string
		want   checkView
	}{
		// Valid, warnings or not: Check looks for none.
		{"default", "http://www.iec.ch/about/mission-e.htm", checkView{Valid: true}},
		{"default", "HTTP://www.iec.ch/", checkView{Valid: true}},
		{"default", "http://999.1.1.1:99999/", checkView{Valid: true}},
		{"default", "ftp://@host.com/", checkView{Valid: true}},
		{"default", "news:comp.infosystems.www.servers.unix", checkView{Valid: true}},
		{"default", "mailto:joe", checkView{Valid: true}},
		{"default", "foo:", checkView{Valid: true}},
		{"default", "x-host://u@h/", checkView{Valid: true}}, // the generic syntax
		// Invalid, at the first impossible byte: the start, the middle,
		// the end of the input (it stops too early), past a byte that
		// could still be a password.
		{"default", "", checkView{false, checkErr, 0}},
		{"default", "<URL:http://x>", checkView{false, checkErr, 0}},
		{"default", "http", checkView{false, checkErr, 4}},
		{"default", "http://host:/", checkView{false, checkErr, 12}},
		{"default", "http://www.iec.ch:o/", checkView{false, checkErr, 18}},
		{"default", "http://u:p@host/", checkView{false, checkErr, 9}},
		{"default", "ftp://host:80x/", checkView{false, checkErr, 14}},
		{"default", "http://h/a b", checkView{false, checkErr, 10}},
		{"default", "http://h/é", checkView{false, checkErr, 9}},
		{"default", "news://host/x", checkView{false, checkErr, 13}},
		{"default", "http://www.iec.ch.", checkView{false, checkErr, 18}},
		// Too long: Parse's *Error, at the limit.
		{"short", "http://a/bcdefgh", checkView{Valid: true}},
		{"short", "http://a/bcdefghi", checkView{false, fullErr, 16}},
		{"short", "http://a/b c d e f", checkView{false, fullErr, 16}},
		// A registered scheme: its automaton first, then its validator
		// on the tree, whose errors are Parse's and whose warnings are
		// not errors.
		{"registered", "X-Host://h.example:8", checkView{Valid: true}},
		{"registered", "x-host://h:9", checkView{false, listErr, 11}},
		{"registered", "x-host://u@h/", checkView{false, checkErr, 10}},
		{"registered", "x-host:h", checkView{false, checkErr, 7}},
		{"registered", "x-warn://h:9", checkView{Valid: true}},
		{"registered", "http://host:/", checkView{false, checkErr, 12}},
	}
	for _, tt := range tests {
		p := checkParsers[tt.parser]
		err := p.Check(tt.input)
		if diff := cmp.Diff(tt.want, viewCheck(err)); diff != "" {
			t.Errorf("%s Check(%q) (-want +got):\n%s\n%v", tt.parser, tt.input, diff, err)
		}
		checkAgrees(t, p, tt.input)
	}
}

// checkAgrees fails t unless Check agrees with Parse on input: nil
// exactly when Parse's error is nil; for input the automaton refuses, a
// *CheckError at Parse's offset, with its text, which unwraps to an
// *Error equal to Parse's; otherwise (too long, a validator's errors)
// Parse's error itself.
func checkAgrees(t *testing.T, p *parser.Parser, input string) {
	t.Helper()
	_, perr := p.Parse(input)
	cerr := p.Check(input)
	if (perr == nil) != (cerr == nil) {
		t.Fatalf("%q: Parse: %v; Check: %v", input, perr, cerr)
	}
	if perr == nil {
		return
	}
	var c *parser.CheckError
	if !errors.As(cerr, &c) {
		if !reflect.DeepEqual(cerr, perr) {
			t.Fatalf("%q: Check returned %#v, not Parse's %#v", input, cerr, perr)
		}
		return
	}
	if c.Input != input {
		t.Errorf("%q: CheckError.Input = %q", input, c.Input)
	}
	var full *parser.Error
	if !errors.As(cerr, &full) {
		t.Fatalf("%q: errors.As finds no *Error in %v", input, cerr)
	}
	if full.Offset != c.Offset {
		t.Errorf("%q: CheckError.Offset %d, its *Error's %d", input, c.Offset, full.Offset)
	}
	if got, want := cerr.Error(), perr.Error(); got != want {
		t.Errorf("%q: Check's text\n%s\nParse's\n%s", input, got, want)
	}
	if !reflect.DeepEqual(full, perr) {
		t.Errorf("%q: Check's *Error\n%#v\nParse's\n%#v", input, full, perr)
	}
}

// TestCheckError checks what a *CheckError promises beyond its text:
// one *Error, built once and shared, also when asked for by several
// goroutines at once (go test -race), and no panic on a nil or a
// hand-built CheckError.
func TestCheckError(t *testing.T) {
	err := parser.Check("http://www.iec.ch:o/")
	c, ok := err.(*parser.CheckError)
	if !ok {
		t.Fatalf("Check: %T %v", err, err)
	}
	var wg sync.WaitGroup
	got := make([]error, 8)
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_ = c.Error()
			got[i] = c.Unwrap()
		}()
	}
	wg.Wait()
	for _, e := range got {
		if e != got[0] {
			t.Fatalf("Unwrap gave %p and %p", e, got[0])
		}
	}
	var e *parser.Error
	if !errors.As(err, &e) || e != got[0] {
		t.Errorf("errors.As found %p, Unwrap %p", e, got[0])
	}

	var nilErr *parser.CheckError
	if nilErr.Error() != "<nil>" || nilErr.Unwrap() != nil {
		t.Errorf("nil *CheckError: %q, %v", nilErr.Error(), nilErr.Unwrap())
	}
	// Hand-built: explained as the default parser explains Input.
	for _, c := range []*parser.CheckError{
		{},
		{Input: "http://h:x/", Offset: 9},
		{Input: "http://h/", Offset: 3},
		{Input: "http://h/", Offset: 99},
	} {
		var e *parser.Error
		if !errors.As(c, &e) || e.Offset != min(max(c.Offset, 0), len(c.Input)) && parser.Check(c.Input) == nil {
			t.Errorf("%+v: errors.As gives %v", c, e)
		}
		_ = c.Error()
	}
}

// TestCheckAllocs checks that Check allocates nothing for a valid URL
// and once, its *CheckError, for an invalid one, whatever the scheme.
func TestCheckAllocs(t *testing.T) {
	valid := []string{
		"http://www.iec.ch/about/mission-e.htm",
		"http://www.example.com:8080/a%20b/c;d?q=1&r=%2F",
		"HTTP://WWW.EXAMPLE.COM/",
		"http://999.1.1.1:99999/",
		"ftp://anonymous:me%40host@ftp.example.com:21/pub/file.txt;type=i",
		"gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles",
		"mailto:mduerst@ifi.unizh.ch",
		"news:comp.infosystems.www.servers.unix",
		"nntp://news.example.com:119/comp.lang.go/12345",
		"telnet://user:secret@host.example:23/",
		"wais://quake.think.com/db/TEXT/doc-1234",
		"file:///etc/passwd",
		"prospero://host.example:1525/pros/name;first=one;second=two",
		"x-gen://user:pass@www.example.com:8080/a/b;c?d=e",
		"urn:isbn:0-395-36341-1",
		"a-very-long-scheme-name-of-more-than-32-bytes-x:opaque",
	}
	invalid := []string{
		"", "http", "http://host:/", "http://h/a b", "ftp://host:80x/",
		"<URL:http://x>", "x-gen://h/#frag", "a-very-long-scheme-name-of-more-than-32-bytes-x:#",
	}
	for _, in := range valid {
		if err := parser.Check(in); err != nil {
			t.Errorf("Check(%q) = %v", in, err)
		}
		if n := testing.AllocsPerRun(100, func() { _ = parser.Check(in) }); n != 0 {
			t.Errorf("Check(%q): %.0f allocations, want 0", in, n)
		}
	}
	for _, in := range invalid {
		if _, ok := parser.Check(in).(*parser.CheckError); !ok {
			t.Errorf("Check(%q) = %v, not a *CheckError", in, parser.Check(in))
		}
		if n := testing.AllocsPerRun(100, func() { _ = parser.Check(in) }); n != 1 {
			t.Errorf("Check(%q): %.0f allocations, want 1", in, n)
		}
	}
}

// FuzzCheck checks that Check agrees with Parse on every input, with
// each of checkParsers (see checkAgrees): nil exactly when Parse's error
// is nil; for input the automaton refuses a *CheckError whose Offset and
// text are those of Parse's error, and which unwraps (errors.As) to an
// *Error equal to it; otherwise Parse's own error.
//
// Its seed corpus, testdata/fuzz/FuzzCheck, is FuzzParse's, written by
// TestFuzzSeeds -update; the registered schemes' inputs are added
// here.
func FuzzCheck(f *testing.F) {
	for _, s := range []string{"x-host://h:9", "X-Host://h.example:8", "x-host://u@h/", "x-warn://h:9", "http://a/bcdefghi", "http://www.iec.ch:o/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		for _, name := range []string{"default", "registered", "short"} {
			checkAgrees(t, checkParsers[name], input)
		}
	})
}

// TestCheckCorpus holds Check to Parse on every line of the shared
// corpora, valid and invalid (see checkAgrees).
func TestCheckCorpus(t *testing.T) {
	for _, name := range corpora {
		t.Run(strings.TrimSuffix(name, ".txt"), func(t *testing.T) {
			lines := corpustest.Lines(t, name)
			valid := 0
			for _, l := range lines {
				checkAgrees(t, parser.Default(), l)
				if parser.Check(l) == nil {
					valid++
				}
			}
			t.Logf("%d lines, %d valid", len(lines), valid)
		})
	}
}

// TestCheckErrorEdited checks that a caller who changes a CheckError's
// fields before asking for its text (to shorten Input for a log) gets
// what Check found, not a panic, as an attacker's hand-built input would.
func TestCheckErrorEdited(t *testing.T) {
	for _, edit := range []func(*parser.CheckError){
		func(e *parser.CheckError) { e.Input = "ht" },
		func(e *parser.CheckError) { e.Offset = 1000 },
		func(e *parser.CheckError) { e.Offset = -1 },
		func(e *parser.CheckError) { e.Input, e.Offset = "", 0 },
	} {
		var ce *parser.CheckError
		if !errors.As(parser.Check("http://h:x/"), &ce) {
			t.Fatal("no CheckError")
		}
		edit(ce)
		var e *parser.Error
		if got := ce.Error(); !errors.As(ce, &e) || e.Offset != 9 || !strings.HasPrefix(got, "offset 9:") {
			t.Errorf("after an edit: %q, offset %v; want Check's error at offset 9", got, e)
		}
	}
	lit := &parser.CheckError{Input: "http://h/", Offset: 99}
	var e *parser.Error
	if !errors.As(lit, &e) || e.Offset != len(lit.Input) {
		t.Errorf("a literal on a valid input: %v; want its offset clamped to %d", e, len(lit.Input))
	}
}
