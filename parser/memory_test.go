package parser_test

import (
	"errors"
	"github.com/urlsyntax/rfc1738/internal/urlshape"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// maxBytesPerByte bounds what parsing allocates, per byte of input, for
// every shape of input and every entry point. The interpreter, which
// builds trees by reflection for a scheme without generated code, keeps
// every capture pending until its struct ends, as participle does, and
// has a bound of its own.
const (
	maxBytesPerByte            = 64
	maxInterpreterBytesPerByte = 256
)

// shapes are the inputs the bounds are checked on (package urlshape).
var shapes = urlshape.Named("dotted-digits", "labels", "segments", "escapes", "semicolons", "at-signs", "tabs",
	"login", "user-or-host", "empty-segments", "empty-fields")

// unlimited parses without the default limit, to see how parsing grows.
var unlimited = func() *parser.Parser {
	p, err := parser.New(parser.MaxLength(0))
	if err != nil {
		panic(err)
	}
	return p
}()

// entryPoints are the functions that parse: each takes a URL, and
// reports whether it was valid.
var entryPoints = []struct {
	name  string
	parse func(s string) bool
}{
	{"Parse", func(s string) bool { _, err := unlimited.Parse(s); return err == nil }},
	{"ParseReference", func(s string) bool { _, _, err := unlimited.ParseReference(s + "#f"); return err == nil }},
	{"Extract", func(s string) bool { q := parser.Extract("<URL:" + s + ">"); return len(q) == 1 && q[0].Err == nil }},
}

// interpreted parses as Parse does, with the grammar's interpreter.
var interpreted = func() *parser.Parser {
	p, err := parser.New(parser.MaxLength(0), parser.Interpret())
	if err != nil {
		panic(err)
	}
	return p
}()

// treeOps are what a program does next with a parsed tree: print it,
// validate it. Each reports whether it went right.
var treeOps = []struct {
	name string
	op   func(u *ast.URL, s string) bool
}{
	{"String", func(u *ast.URL, s string) bool { return u.String() == s }},
	{"Validate", func(u *ast.URL, _ string) bool { return len(unlimited.Validate(u).Errors()) == 0 }},
}

// allocated returns the bytes that f allocates, per byte of an input of
// n bytes.
func allocated(n int, f func()) float64 {
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	f()
	runtime.ReadMemStats(&m1)
	return float64(m1.TotalAlloc-m0.TotalAlloc) / float64(n)
}

// TestMemoryPerByte checks that no shape of input, valid or not, makes an
// entry point allocate more than maxBytesPerByte a byte, at 1 KiB and
// 64 KiB (BenchmarkMemory goes to 1 MiB); nor printing or validating the
// tree of a valid one.
func TestMemoryPerByte(t *testing.T) {
	if parser.RaceEnabled {
		t.Skip("the race detector allocates for its own bookkeeping: .ci/run runs this test without it")
	}
	// Once first, so that what the package builds on first use (the
	// catalogue, the notes' tables) counts against no shape.
	for _, ep := range entryPoints {
		ep.parse("http://h/")
		ep.parse("http://h:/")
	}
	for _, sh := range shapes {
		for _, size := range []int{1 << 10, 1 << 16} {
			for _, valid := range []bool{true, false} {
				in := sh.Valid(size)
				if !valid {
					in = sh.Invalid(size)
				}
				for _, ep := range entryPoints {
					if ep.name == "Extract" && len(in) > parser.DefaultMaxLength {
						continue // refused at once: see TestDefaultMaxLength
					}
					var ok bool
					per := allocated(len(in), func() { ok = ep.parse(in) })
					if ok != valid {
						t.Fatalf("%s %s %d: valid %v, want %v", ep.name, sh.Name, size, ok, valid)
					}
					if per > maxBytesPerByte {
						t.Errorf("%s %s (valid %v, %d bytes): %.1f bytes allocated a byte, more than %d", ep.name, sh.Name, valid, len(in), per, maxBytesPerByte)
					}
				}
				var ok bool
				per := allocated(len(in), func() { _, err := interpreted.Parse(in); ok = err == nil })
				if ok != valid {
					t.Fatalf("Interpret %s %d: valid %v, want %v", sh.Name, size, ok, valid)
				}
				if per > maxInterpreterBytesPerByte {
					t.Errorf("Interpret %s (valid %v, %d bytes): %.1f bytes allocated a byte, more than %d", sh.Name, valid, len(in), per, maxInterpreterBytesPerByte)
				}
				if !valid {
					continue
				}
				u, err := unlimited.Parse(in)
				if err != nil {
					t.Fatal(err)
				}
				for _, op := range treeOps {
					var ok bool
					per := allocated(len(in), func() { ok = op.op(u, in) })
					if !ok {
						t.Fatalf("%s %s %d: failed", op.name, sh.Name, size)
					}
					if per > maxBytesPerByte {
						t.Errorf("%s of a parsed %s (%d bytes): %.1f bytes allocated a byte, more than %d", op.name, sh.Name, len(in), per, maxBytesPerByte)
					}
				}
			}
		}
	}
}

// TestExtractMemory checks Extract on texts of many short quotes, where
// each quote's error and tree cost more than its bytes would allow were
// they not kept small, the list of quotes must not grow by copies, and
// the warnings a Quote does not keep must not be made.
func TestExtractMemory(t *testing.T) {
	for _, quote := range []string{"<URL:a:b#~>", "<URL:a:~>", "<URL:>", "<URL:x:y>", "<URL:http://h/>", "<url:a:b>text",
		// Warnings, which a Quote does not keep, cost nothing.
		"<URL:a://01.01.01.01:99999>", "<URL:a://999.999.999.999:99999>", "<URL:a://0.0.0.01>", "<URL:http://0177.0.0.1:99999/>", "<URL:a:>", "<URL:a:#>", "<URL:ftp://@h/>",
		// Errors with several notes, each with its arguments.
		"<URL:file://0URL:>", "<URL:a//>", "<URL:news://@1>", "<URL:ftp://u:p:@h/>"} {
		text := strings.Repeat(quote, (64<<10)/len(quote))
		var n int
		per := allocated(len(text), func() { n = len(parser.Extract(text)) })
		if n != (64<<10)/len(quote) {
			t.Fatalf("%s: %d quotes", quote, n)
		}
		if per > maxBytesPerByte {
			t.Errorf("Extract of %q repeated: %.1f bytes allocated a byte, more than %d", quote, per, maxBytesPerByte)
		}
	}
}

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
