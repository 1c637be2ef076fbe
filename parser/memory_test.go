package parser_test

import (
	"errors"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/internal/memtest"
	"github.com/urlsyntax/rfc1738/internal/urlshape"
	"github.com/urlsyntax/rfc1738/parser"
)

// memRows drive package parser's exported functions for
// TestMemoryPerByte and TestExtractMemory (package memtest).
var memRows = []memtest.Row{
	{Name: "parser.Interpret", Run: memtest.OnURL(func(c *memtest.Case) { _, _ = memtest.Interpreted.Parse(c.In) })},
	{Name: "parser.Fix", Run: memtest.OnURL(func(c *memtest.Case) { _, _ = parser.Fix(c.In) })},
	{Name: "parser.Parser.Fix", Run: memtest.OnURL(func(c *memtest.Case) { _, _ = memtest.Unlimited.Fix(c.In) })},
	{Name: "parser.Parse", Run: memtest.OnURL(func(c *memtest.Case) { _, _ = parser.Parse(c.In) })},
	{Name: "parser.Parser.Parse", Run: memtest.OnURL(func(c *memtest.Case) { _, _ = memtest.Unlimited.Parse(c.In) })},
	{Name: "parser.ParseReference", Run: memtest.OnURL(func(c *memtest.Case) { _, _, _ = parser.ParseReference(c.In + "#f") })},
	{Name: "parser.Parser.ParseReference", Run: memtest.OnURL(func(c *memtest.Case) { _, _, _ = memtest.Unlimited.ParseReference(c.In + "#f") })},
	{Name: "parser.ParseRelative", Run: memtest.OnURL(func(c *memtest.Case) { _, _ = parser.ParseRelative(c.In) })},
	{Name: "parser.Parser.ParseRelative", Run: memtest.OnURL(func(c *memtest.Case) { _, _ = memtest.Unlimited.ParseRelative(c.In) })},
	{Name: "parser.ParseWarnings", Run: memtest.OnURL(func(c *memtest.Case) { _, _, _ = parser.ParseWarnings(c.In) })},
	{Name: "parser.Parser.ParseWarnings", Run: memtest.OnURL(func(c *memtest.Case) { _, _, _ = memtest.Unlimited.ParseWarnings(c.In) })},
	{Name: "parser.Check", Run: memtest.OnURL(func(c *memtest.Case) { _ = parser.Check(c.In) })},
	{Name: "parser.Parser.Check", Run: memtest.OnURL(func(c *memtest.Case) { _ = memtest.Unlimited.Check(c.In) })},
	{Name: "parser.Validate", Run: memtest.OnTree(func(c *memtest.Case) int { parser.Validate(c.U); return 0 })},
	{Name: "parser.Parser.Validate", Run: memtest.OnTree(func(c *memtest.Case) int { memtest.Unlimited.Validate(c.U); return 0 })},
	{Name: "parser.Extract", Run: memtest.OnText(parser.Extract)},
	{Name: "parser.Parser.Extract", Run: memtest.OnText(memtest.Unlimited.Extract)},
	{Name: "parser.Find", Run: memtest.OnFind(func(s string) []parser.Finding { return parser.Find(s, 0) })},
	{Name: "parser.Parser.Find", Run: memtest.OnFind(func(s string) []parser.Finding { return memtest.Unlimited.Find(s, parser.FindCode) })},
	{Name: "parser.Finding.Position", Run: memtest.OnFindings(func(f *parser.Finding) { f.Position(f.End) })},
	{Name: "parser.Finding.TextOffset", Run: memtest.OnFindings(func(f *parser.Finding) { f.TextOffset(len(f.Text)) })},
	{Name: "parser.Error.SpecificCode", Run: memtest.OnError(func(c *memtest.Case) { c.Err.SpecificCode() })},
	{Name: "parser.Parser.CheckNote", Run: memtest.OnError(func(c *memtest.Case) {
		// Advice at the error's byte, which CheckNote tests on a copy of
		// the input so edited: its whole path.
		at := c.Err.Offset
		n := parser.SchemeNote{Code: "file-no-path", Offset: at, Old: c.In[at:min(at+1, len(c.In))], New: "%25"}
		_ = memtest.Unlimited.CheckNote(c.In, c.Err, n)
	})},
	{Name: "parser.Resolve", Run: memtest.OnURL(func(c *memtest.Case) { _, _ = parser.Resolve(c.In, "g") })},
	{Name: "parser.Parser.Resolve", Run: memtest.OnURL(func(c *memtest.Case) { _, _ = memtest.Unlimited.Resolve(c.In, "g") })},
	{Name: "parser.ParseBase", Run: memtest.OnURL(func(c *memtest.Case) { _, _ = parser.ParseBase(c.In) })},
	{Name: "parser.Parser.ParseBase", Run: memtest.OnURL(func(c *memtest.Case) { _, _ = memtest.Unlimited.ParseBase(c.In) })},
	{Name: "parser.Base.Resolve", Run: func(c *memtest.Case) (int, bool) {
		if c.Base == nil {
			return 0, false
		}
		_, _ = c.Base.Resolve("g")
		return 0, true
	}},
	{Name: "parser.Base.ResolveText", Run: func(c *memtest.Case) (int, bool) {
		if c.Base == nil {
			return 0, false
		}
		_, _ = c.Base.ResolveText("g")
		return 0, true
	}},
	{Name: "parser.Base.String", Run: func(c *memtest.Case) (int, bool) {
		if c.Base == nil {
			return 0, false
		}
		return len(c.Base.String()), true
	}},
	{Name: "parser.Base.Tree", Run: func(c *memtest.Case) (int, bool) {
		if c.Base == nil {
			return 0, false
		}
		c.Base.Tree()
		return 0, true
	}},
	{Name: "parser.Resolution.Absolute", Run: func(c *memtest.Case) (int, bool) {
		if c.Res == nil {
			return 0, false
		}
		return len(c.Res.Absolute()), true
	}},
	{Name: "parser.Trace", Run: memtest.OnURL(func(c *memtest.Case) { _, _ = parser.Trace(c.In) })},
	{Name: "parser.Parser.Trace", Run: memtest.OnURL(func(c *memtest.Case) { _, _ = memtest.Unlimited.Trace(c.In) })},
	{Name: "parser.Error.Error", Run: memtest.OnError(func(c *memtest.Case) { _ = c.Err.Error() })},
	{Name: "parser.Error.Text", Run: memtest.OnError(func(c *memtest.Case) { c.Err.Text(grammar.French) })},
	{Name: "parser.Error.Message", Run: memtest.OnError(func(c *memtest.Case) { c.Err.Message(grammar.French) })},
	{Name: "parser.Error.Summary", Run: memtest.OnError(func(c *memtest.Case) { c.Err.Summary(grammar.French) })},
	{Name: "parser.Error.ExpectedText", Run: memtest.OnError(func(c *memtest.Case) { c.Err.ExpectedText(grammar.French) })},
	{Name: "parser.Note.Text", Run: memtest.OnError(func(c *memtest.Case) {
		for _, n := range c.Err.Notes {
			n.Text(grammar.French)
		}
	})},
	{Name: "parser.Note.Message", Run: memtest.OnError(func(c *memtest.Case) {
		for _, n := range c.Err.Notes {
			n.Message(grammar.French)
		}
	})},
	{Name: "parser.CheckError.Error", Run: memtest.OnError(func(c *memtest.Case) { _ = memtest.Unlimited.Check(c.In).Error() })},
	{Name: "parser.CheckError.Unwrap", Run: memtest.OnError(func(c *memtest.Case) { _ = memtest.Unlimited.Check(c.In).(*parser.CheckError).Unwrap() })},
	{Name: "parser.ErrorList.Error", Run: memtest.OnTree(func(c *memtest.Case) int { return len(c.List.Error()) })},
	{Name: "parser.ErrorList.Err", Run: memtest.OnTree(func(c *memtest.Case) int { c.List.Err(); return 0 })},
	{Name: "parser.ErrorList.Errors", Run: memtest.OnTree(func(c *memtest.Case) int { c.List.Errors(); return 0 })},
	{Name: "parser.ErrorList.Warnings", Run: memtest.OnTree(func(c *memtest.Case) int { c.List.Warnings(); return 0 })},
	{Name: "parser.ErrorList.Unwrap", Run: memtest.OnTree(func(c *memtest.Case) int { c.List.Unwrap(); return 0 })},
	{Name: "parser.QuoteError.Error", Run: memtest.OnQuoteErrors(func(e *parser.QuoteError) int { return len(e.Error()) })},
	{Name: "parser.QuoteError.Unwrap", Run: memtest.OnQuoteErrors(func(e *parser.QuoteError) int { _ = e.Unwrap(); return 0 })},
	{Name: "parser.Quote.TextOffset", Run: func(c *memtest.Case) (int, bool) {
		if !c.Text {
			return 0, false
		}
		for _, q := range parser.Extract(c.In[:min(len(c.In), 64)]) {
			q.TextOffset(len(q.Text))
		}
		return 0, true
	}},
}

// ownBounds are the functions with a bound of their own, in bytes a byte
// of input: a parser built with Interpret, whose interpreter keeps every
// capture pending until its production ends, as participle does; the
// trace, which records every step of the interpreter's derivation (a
// few events a byte of a prospero URL of empty fields, each production,
// terminal and iteration one, and a miss where each field stops); and
// the full error of each quote of a text, which Extract does not build:
// an error costs a fixed few hundred bytes (its notes' arguments are
// maps), and its text several times its length, so that asking for the
// errors of many short quotes costs more than Extract did.
var ownBounds = map[string]float64{
	"parser.Interpret":         256,
	"parser.QuoteError.Unwrap": 128,
	"parser.QuoteError.Error":  512,
	"parser.Trace":             300,
	"parser.Parser.Trace":      300,
}

// notDriven are the exported functions the memory tests do not drive, each
// with why it needs no row.
var notDriven = map[string]string{}

func init() {
	for reason, names := range map[string][]string{
		"reads no input, or only a name, a code or a language": {
			"parser.DescribeExpected", "parser.FoundExpected", "parser.RegisterMessages", "parser.Template",
			"parser.Codes", "parser.MaxLength", "parser.WithScheme", "parser.Register", "parser.Default", "parser.RFC1738Only",
			"parser.New", "parser.Parser.EBNF", "parser.Parser.Schemes", "parser.Parser.Scheme", "parser.Parser.Registered", "parser.Severity.String",
			"parser.Form.String", "parser.ParamsRule.String", "parser.Position.IsValid", "parser.Position.String",
		},
		"returns a part of the text it holds, and allocates nothing": {"parser.Fixed.URL", "parser.Fixed.Fragment"},
		"the text of an error whose parts are bounded: a field's name and a short reason": {
			"parser.ResolveError.Error", "parser.ResolveError.Unwrap",
		},
	} {
		for _, name := range names {
			notDriven[name] = reason
		}
	}
}

// TestMemoryPerByte holds package parser's exported functions to the
// bounds of package memtest, over every shape of URL, valid and invalid.
func TestMemoryPerByte(t *testing.T) { memtest.Run(t, memRows, ownBounds, memtest.URLShapes) }

// TestExtractMemory holds them to the same bounds over texts of many
// short quotes, which Extract and Find read: each quote's error and tree
// cost more than its bytes would allow were they not kept small, the
// list of quotes must not grow by copies, and the warnings a Quote does
// not keep must not be made.
func TestExtractMemory(t *testing.T) { memtest.Run(t, memRows, ownBounds, memtest.TextShapes) }

// TestMemoryCoversAPI checks that every exported function of package
// parser has a row of the memory tests or a reason to have none.
func TestMemoryCoversAPI(t *testing.T) {
	memtest.CoversAPI(t, "parser", ".", memRows, notDriven, ownBounds)
}

// shapes are the inputs BenchmarkMemory parses (package urlshape).
var shapes = urlshape.Named("dotted-digits", "labels", "segments", "escapes", "semicolons", "at-signs", "tabs",
	"login", "user-or-host", "empty-segments", "empty-fields")

// unlimited parses without the default limit, to see how parsing grows.
var unlimited = memtest.Unlimited

// BenchmarkMemory shows what parsing costs in time and memory as the
// input grows from 1 KiB to 1 MiB, for each shape of input, valid and
// invalid. Besides B/op it reports B/byte, bytes allocated a byte of
// input: it stays flat as the input grows, so memory a parse is
// proportional to the input, and MaxLength bounds it.
func BenchmarkMemory(b *testing.B) {
	for _, sh := range shapes {
		for _, size := range []int{1 << 10, 1 << 16, 1 << 20} {
			for _, valid := range []bool{true, false} {
				in, kind := sh.Valid(size), "valid"
				if !valid {
					in, kind = sh.Invalid(size), "invalid"
				}
				b.Run(sh.Name+"/"+kind+"/"+strconv.Itoa(size>>10)+"KiB", func(b *testing.B) {
					b.SetBytes(int64(len(in)))
					b.ReportAllocs()
					var m0, m1 runtime.MemStats
					runtime.ReadMemStats(&m0)
					for i := 0; i < b.N; i++ {
						if _, err := unlimited.Parse(in); (err == nil) != valid {
							b.Fatalf("Parse: %v", err)
						}
					}
					runtime.ReadMemStats(&m1)
					b.ReportMetric(float64(m1.TotalAlloc-m0.TotalAlloc)/float64(b.N)/float64(len(in)), "B/byte")
				})
			}
		}
	}
}

// TestDefaultMaxLength checks that every entry point refuses, at the
// limit and before parsing, an input longer than DefaultMaxLength, and
// that a Parser built with MaxLength(0) has no limit.
func TestDefaultMaxLength(t *testing.T) {
	long := "http://h/" + strings.Repeat("a", parser.DefaultMaxLength)
	check := func(name string, err error) {
		t.Helper()
		var e *parser.Error
		if !errorsAs(err, &e) || e.Code != parser.CodeTooLong || e.Offset != parser.DefaultMaxLength {
			t.Errorf("%s: %v, want %s at %d", name, err, parser.CodeTooLong, parser.DefaultMaxLength)
		}
	}
	_, err := parser.Parse(long)
	check("Parse", err)
	_, _, err = parser.ParseReference(long)
	check("ParseReference", err)
	q := parser.Extract("see <URL:" + long + ">")
	if len(q) != 1 {
		t.Fatalf("Extract: %d quotes", len(q))
	}
	var e *parser.Error
	if !errorsAs(q[0].Err, &e) || e.Code != parser.CodeTooLong || e.Offset != len("see <URL:")+parser.DefaultMaxLength {
		t.Errorf("Extract: %v, want %s at the limit in the text", q[0].Err, parser.CodeTooLong)
	}
	p, err := parser.New()
	if err != nil {
		t.Fatal(err)
	}
	_, err = p.Parse(long)
	check("New().Parse", err)
	if _, err := unlimited.Parse(long); err != nil {
		t.Errorf("MaxLength(0): %v", err)
	}
}

func errorsAs(err error, e **parser.Error) bool { return errors.As(err, e) }
