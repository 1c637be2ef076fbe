package rfc1738_test

import (
	"encoding/json"
	"fmt"
	"github.com/urlsyntax/rfc1738/internal/urlshape"
	"go/ast"
	goparser "go/parser"
	"go/token"
	"io/fs"
	"net/url"
	"os"
	"runtime"
	"sort"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738"
	rfcast "github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/interp"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// The bounds of TestMemory, in bytes allocated per byte of input: every
// function that parses, converts or reads a tree allocates at most
// maxPerByte a byte; a teaching printer at most twice what it writes
// plus maxPerByte a byte; the functions of ownBounds their own. A size of
// input must not cost more a byte than a quarter of its size does:
// maxGrowth times as much, and growthSlack more a byte, which absorbs the
// noise of figures near zero.
const (
	maxPerByte  = 64
	maxGrowth   = 1.25
	growthSlack = 2
)

// ownBounds are the functions with a bound of their own: the interpreter,
// which parses a registered scheme without generated code and keeps
// every capture pending until its production ends, as participle does;
// and the trace, which records every step of the interpreter's
// derivation (a few events a byte of a prospero URL of empty fields,
// each production, terminal and iteration one, and a miss where each
// field stops); and the
// full error of each quote of a text, which Extract does not build:
// an error costs a fixed few hundred bytes (its notes' arguments are
// maps), and its text several times its length, so that asking for the
// errors of many short quotes costs more than Extract did.
var ownBounds = map[string]float64{
	"parser.QuoteError.Unwrap": 128,
	"parser.QuoteError.Error":  512,
	"interp.Grammar.Interpret": 256,
	"interp.Grammar.Trace":     300,
	"parser.Trace":             300,
	"parser.Parser.Trace":      300,
}

// A memShape is a family of inputs of about n bytes: the URL shapes of
// parser's TestMemoryPerByte, valid and invalid, and texts of many short
// quotes, which only Extract reads.
type memShape struct {
	name string
	make func(n int) string
	text bool // a text for Extract, not a URL
}

// urlShapes are package urlshape's URLs, valid and invalid, and the
// valid ones of two shapes more.
func urlShapes() []memShape {
	var out []memShape
	for _, s := range urlshape.Named("dotted-digits", "labels", "segments", "escapes", "semicolons", "at-signs", "tabs",
		"login", "user-or-host", "empty-segments", "empty-fields") {
		out = append(out, memShape{name: s.Name, make: s.Valid}, memShape{name: s.Name + " invalid", make: s.Invalid})
	}
	for _, s := range urlshape.Named("ftp-segments", "news-article") {
		out = append(out, memShape{name: s.Name, make: s.Valid})
	}
	return out
}

// rep repeats unit to about n bytes.
func rep(unit string, n int) string { return strings.Repeat(unit, max(1, n/len(unit))) }

func textShape(quote string) memShape {
	return memShape{name: "quotes " + quote, text: true, make: func(n int) string { return rep(quote, n) }}
}

var memShapes = append(urlShapes(),
	textShape("<URL:file://0URL:>"),
	textShape("<URL:a//>"),
	textShape("<URL:news://@1>"),
	textShape("<URL:a:b#~>"),
	textShape("<URL:a:~>"),
	textShape("<URL:>"),
	textShape("<URL:x:y>"),
	textShape("<URL:http://h/>"),
	textShape("<url:a:b>text"),
	textShape("<URL:a://01.01.01.01:99999>"),
	textShape("<URL:http://0177.0.0.1:99999/>"),
	textShape("<URL:ftp://@h/>"),
	textShape("<URL:prospero://h/p;=;=>"),
	textShape("<URL:h t t p : / / h / a / b>"),
	textShape("<URL:a"),
	textShape("news:a "),
	textShape("http:x "),
	textShape("x:y "),
	textShape("<news:a>"),
	textShape("<a://b>"),
	textShape("[](ab:c)"),
	textShape("[a](b) "),
	textShape("](x \""),
	textShape("http://h/~ "),
	textShape("(http://h/a)."),
	textShape("`http://h/`"),
	textShape("` ``"),
	textShape("```\nhttp://h/\n"),
	textShape("<URL:a:b\n>"),
	textShape("<http://h/ <"),
	textShape("<URL:\n\n"),
	textShape("[a](<http:x>) "),
	textShape(":"),
	textShape("é news:a"),
)

// A memCase is one input and what the rows need of it, made before they
// are measured.
type memCase struct {
	in      string
	text    bool               // in is a text of quotes
	u       *rfcast.URL        // nil when in is no URL
	v       rfc1738.URL        // u, wrapped
	json    []byte             // in as a JSON string
	nu      *url.URL           // net/url's reading of in, nil when it has none
	err     *parser.Error      // why in is no URL
	prefix  *rfcast.URL        // the longest prefix that parses, when in is no URL
	trace   *interp.Trace      // in's trace
	base    *parser.Base       // in as a base
	res     *parser.Resolution // "g" against in
	list    parser.ErrorList   // Validate's findings on u
	jsonLen int                // the size of u's JSON form

	quoteErrs []*parser.QuoteError // the errors of the quotes of a text, fresh for each row
	findings  []parser.Finding     // what Find finds in in, fresh for each row
}

// Parsers without the default limit, for the functions that take one.
var (
	unlimited = mustParser(parser.MaxLength(0))
)

func mustParser(opts ...parser.Option) *parser.Parser {
	p, err := parser.New(opts...)
	if err != nil {
		panic(err)
	}
	return p
}

func newMemCase(sh memShape, n int) *memCase {
	c := &memCase{in: sh.make(n), text: sh.text}
	if c.text {
		return c
	}
	c.json, _ = json.Marshal(c.in)
	c.u, _ = unlimited.Parse(c.in)
	if c.u == nil {
		_, err := unlimited.Parse(c.in)
		c.err, _ = err.(*parser.Error)
		if c.err != nil {
			c.prefix = printer.ParsedPrefix(c.in, c.err.Offset, c.err.End, unlimited.Parse)
		}
	} else {
		c.v = rfc1738.URL{URL: c.u, Parser: unlimited}
		c.list = unlimited.Validate(c.u)
		var w counter
		_ = (*printer.DiagramConfig)(nil).FprintJSON(&w, c.u)
		c.jsonLen = w.n
	}
	if nu, err := url.Parse(c.in); err == nil {
		c.nu = nu
	}
	c.trace, _ = unlimited.Trace(c.in)
	c.base, _ = unlimited.ParseBase(c.in)
	c.res, _ = unlimited.Resolve(c.in, "g")
	return c
}

// counter is an io.Writer that counts what it is given, and keeps none.
type counter struct{ n int }

func (w *counter) Write(p []byte) (int, error) { w.n += len(p); return len(p), nil }

// A memRow drives one exported function (or, for package ast, one method
// name on every node of the tree that has it) on a case: it returns the
// bytes it wrote, for a printer, and false when the case is not for it.
type memRow struct {
	name    string
	printer bool // bound by what it writes
	run     func(c *memCase) (written int, ok bool)
}

// on wraps a function of a valid URL's tree.
func onTree(f func(c *memCase) int) func(c *memCase) (int, bool) {
	return func(c *memCase) (int, bool) {
		if c.u == nil {
			return 0, false
		}
		return f(c), true
	}
}

// onURL wraps a function of a URL, valid or not.
func onURL(f func(c *memCase)) func(c *memCase) (int, bool) {
	return func(c *memCase) (int, bool) {
		if c.text {
			return 0, false
		}
		f(c)
		return 0, true
	}
}

// onError wraps a function of the error of an input that is no URL.
func onError(f func(c *memCase)) func(c *memCase) (int, bool) {
	return func(c *memCase) (int, bool) {
		if c.err == nil {
			return 0, false
		}
		f(c)
		return 0, true
	}
}

// onText wraps Extract: a text is read as it is, a URL quoted.
func onText(f func(text string) []parser.Quote) func(c *memCase) (int, bool) {
	return func(c *memCase) (int, bool) {
		text := c.in
		if !c.text {
			text = "<URL:" + c.in + ">"
		}
		f(text)
		return 0, true
	}
}

// onFind wraps Find: a text is read as it is, and so is a URL, bare.
func onFind(f func(text string) []parser.Finding) func(c *memCase) (int, bool) {
	return func(c *memCase) (int, bool) {
		f(c.in)
		return 0, true
	}
}

// onFindings wraps a method of the findings of a text, which are found
// before it is measured.
func onFindings(f func(fd *parser.Finding)) func(c *memCase) (int, bool) {
	return func(c *memCase) (int, bool) {
		if len(c.findings) == 0 {
			return 0, false
		}
		for i := range c.findings {
			f(&c.findings[i])
		}
		return 0, true
	}
}

// onQuoteErrors wraps a method of the QuoteErrors of a text's quotes,
// which are found before it is measured: f returns what it writes.
func onQuoteErrors(f func(e *parser.QuoteError) int) func(c *memCase) (int, bool) {
	return func(c *memCase) (int, bool) {
		if len(c.quoteErrs) == 0 {
			return 0, false
		}
		n := 0
		for _, e := range c.quoteErrs {
			n += f(e)
		}
		return n, true
	}
}

// writes wraps a printer of a valid URL's tree.
func writes(f func(w *counter, u *rfcast.URL) error) func(c *memCase) (int, bool) {
	return onTree(func(c *memCase) int {
		var w counter
		if err := f(&w, c.u); err != nil {
			panic(err)
		}
		return w.n
	})
}

// eachNode calls f on every node of u.
func eachNode(u *rfcast.URL, f func(n rfcast.Node)) {
	rfcast.Inspect(u, func(n rfcast.Node) bool {
		if n != nil {
			f(n)
		}
		return true
	})
}

// nodeMethod drives a method of package ast on every node that has it.
func nodeMethod[I any](f func(I)) func(c *memCase) (int, bool) {
	return onTree(func(c *memCase) int {
		eachNode(c.u, func(n rfcast.Node) {
			if m, ok := n.(I); ok {
				f(m)
			}
		})
		return 0
	})
}

var french = &printer.DiagramConfig{Lang: grammar.French}

var memRows = []memRow{
	// Package rfc1738.
	{"rfc1738.Parse", false, onURL(func(c *memCase) { _, _ = rfc1738.Parse(c.in) })},
	{"rfc1738.Fix", false, onURL(func(c *memCase) { _, _ = rfc1738.Fix(c.in) })},
	{"parser.Fix", false, onURL(func(c *memCase) { _, _ = parser.Fix(c.in) })},
	{"parser.Parser.Fix", false, onURL(func(c *memCase) { _, _ = unlimited.Fix(c.in) })},
	{"rfc1738.MustParse", false, onTree(func(c *memCase) int { rfc1738.MustParse(c.in); return 0 })},
	{"rfc1738.Check", false, onURL(func(c *memCase) { _ = rfc1738.Check(c.in) })},
	{"rfc1738.ParseReference", false, onURL(func(c *memCase) { _, _, _ = rfc1738.ParseReference(c.in + "#f") })},
	{"rfc1738.ParseRelative", false, onURL(func(c *memCase) { _, _ = rfc1738.ParseRelative(c.in) })},
	{"rfc1738.Resolve", false, onURL(func(c *memCase) { _, _ = rfc1738.Resolve(c.in, "g") })},
	{"rfc1738.Validate", false, onTree(func(c *memCase) int { rfc1738.Validate(c.u); return 0 })},
	{"rfc1738.Canonical", false, onTree(func(c *memCase) int { return len(rfc1738.Canonical(c.u)) })},
	{"rfc1738.Extract", false, onText(rfc1738.Extract)},
	{"rfc1738.Find", false, onFind(func(s string) []parser.Finding { return rfc1738.Find(s, 0) })},
	{"rfc1738.Escape", false, onURL(func(c *memCase) { rfc1738.Escape(c.in, rfc1738.HSegment) })},
	{"rfc1738.Unescape", false, onURL(func(c *memCase) { _, _ = rfc1738.Unescape(c.in) })},
	{"rfc1738.FromNetURL", false, func(c *memCase) (int, bool) {
		if c.nu == nil {
			return 0, false
		}
		_, _ = rfc1738.FromNetURL(c.nu)
		return 0, true
	}},
	{"rfc1738.FromNetURLWith", false, func(c *memCase) (int, bool) {
		if c.nu == nil {
			return 0, false
		}
		_, _ = rfc1738.FromNetURLWith(unlimited, c.nu)
		return 0, true
	}},
	{"rfc1738.URL.NetURL", false, onTree(func(c *memCase) int { _, _ = c.v.NetURL(); return 0 })},
	{"rfc1738.URL.String", false, onTree(func(c *memCase) int { return len(c.v.String()) })},
	{"rfc1738.URL.MarshalText", false, onTree(func(c *memCase) int { b, _ := c.v.MarshalText(); return len(b) })},
	{"rfc1738.URL.MarshalJSON", false, onTree(func(c *memCase) int { b, _ := c.v.MarshalJSON(); return len(b) })},
	{"rfc1738.URL.UnmarshalText", false, onURL(func(c *memCase) { u := rfc1738.URL{Parser: unlimited}; _ = u.UnmarshalText([]byte(c.in)) })},
	{"rfc1738.URL.UnmarshalJSON", false, onURL(func(c *memCase) { u := rfc1738.URL{Parser: unlimited}; _ = u.UnmarshalJSON(c.json) })},
	{"rfc1738.URL.IsZero", false, onTree(func(c *memCase) int { c.v.IsZero(); return 0 })},
	{"rfc1738.URL.Hostname", false, onTree(func(c *memCase) int { return len(c.v.Hostname()) })},
	{"rfc1738.URL.Port", false, onTree(func(c *memCase) int { return len(c.v.Port()) })},
	{"rfc1738.URL.User", false, onTree(func(c *memCase) int { return len(c.v.User().String()) })},
	{"rfc1738.URL.Query", false, onTree(func(c *memCase) int { c.v.Query(); return 0 })},
	{"rfc1738.URL.Segments", false, onTree(func(c *memCase) int { c.v.Segments(); return 0 })},
	{"rfc1738.URL.Redacted", false, onTree(func(c *memCase) int { return len(c.v.Redacted()) })},
	{"rfc1738.URL.JoinPath", false, onTree(func(c *memCase) int { _, _ = c.v.JoinPath("x"); return 0 })},
	{"rfc1738.URL.Resolve", false, onTree(func(c *memCase) int { _, _ = c.v.Resolve("g"); return 0 })},
	{"rfc1738.ParseBase", false, onURL(func(c *memCase) { _, _ = rfc1738.ParseBase(c.in) })},

	// Package parser: its functions, and the Parser methods behind them.
	{"parser.Parse", false, onURL(func(c *memCase) { _, _ = parser.Parse(c.in) })},
	{"parser.Parser.Parse", false, onURL(func(c *memCase) { _, _ = unlimited.Parse(c.in) })},
	{"parser.ParseReference", false, onURL(func(c *memCase) { _, _, _ = parser.ParseReference(c.in + "#f") })},
	{"parser.Parser.ParseReference", false, onURL(func(c *memCase) { _, _, _ = unlimited.ParseReference(c.in + "#f") })},
	{"parser.ParseRelative", false, onURL(func(c *memCase) { _, _ = parser.ParseRelative(c.in) })},
	{"parser.Parser.ParseRelative", false, onURL(func(c *memCase) { _, _ = unlimited.ParseRelative(c.in) })},
	{"parser.ParseWarnings", false, onURL(func(c *memCase) { _, _, _ = parser.ParseWarnings(c.in) })},
	{"parser.Parser.ParseWarnings", false, onURL(func(c *memCase) { _, _, _ = unlimited.ParseWarnings(c.in) })},
	{"parser.Check", false, onURL(func(c *memCase) { _ = parser.Check(c.in) })},
	{"parser.Parser.Check", false, onURL(func(c *memCase) { _ = unlimited.Check(c.in) })},
	{"parser.Validate", false, onTree(func(c *memCase) int { parser.Validate(c.u); return 0 })},
	{"parser.Parser.Validate", false, onTree(func(c *memCase) int { unlimited.Validate(c.u); return 0 })},
	{"parser.Extract", false, onText(parser.Extract)},
	{"parser.Parser.Extract", false, onText(unlimited.Extract)},
	{"parser.Find", false, onFind(func(s string) []parser.Finding { return parser.Find(s, 0) })},
	{"parser.Parser.Find", false, onFind(func(s string) []parser.Finding { return unlimited.Find(s, parser.FindCode) })},
	{"parser.Finding.Position", false, onFindings(func(f *parser.Finding) { f.Position(f.End) })},
	{"parser.Finding.TextOffset", false, onFindings(func(f *parser.Finding) { f.TextOffset(len(f.Text)) })},
	{"parser.Error.SpecificCode", false, onError(func(c *memCase) { c.err.SpecificCode() })},
	{"parser.Parser.CheckNote", false, onError(func(c *memCase) {
		// Advice at the error's byte, which CheckNote tests on a copy of
		// the input so edited: its whole path.
		at := c.err.Offset
		n := parser.SchemeNote{Code: "file-no-path", Offset: at, Old: c.in[at:min(at+1, len(c.in))], New: "%25"}
		_ = unlimited.CheckNote(c.in, c.err, n)
	})},
	{"parser.Resolve", false, onURL(func(c *memCase) { _, _ = parser.Resolve(c.in, "g") })},
	{"parser.Parser.Resolve", false, onURL(func(c *memCase) { _, _ = unlimited.Resolve(c.in, "g") })},
	{"parser.ParseBase", false, onURL(func(c *memCase) { _, _ = parser.ParseBase(c.in) })},
	{"parser.Parser.ParseBase", false, onURL(func(c *memCase) { _, _ = unlimited.ParseBase(c.in) })},
	{"parser.Base.Resolve", false, func(c *memCase) (int, bool) {
		if c.base == nil {
			return 0, false
		}
		_, _ = c.base.Resolve("g")
		return 0, true
	}},
	{"parser.Base.ResolveText", false, func(c *memCase) (int, bool) {
		if c.base == nil {
			return 0, false
		}
		_, _ = c.base.ResolveText("g")
		return 0, true
	}},
	{"parser.Base.String", false, func(c *memCase) (int, bool) {
		if c.base == nil {
			return 0, false
		}
		return len(c.base.String()), true
	}},
	{"parser.Base.Tree", false, func(c *memCase) (int, bool) {
		if c.base == nil {
			return 0, false
		}
		c.base.Tree()
		return 0, true
	}},
	{"parser.Resolution.Absolute", false, func(c *memCase) (int, bool) {
		if c.res == nil {
			return 0, false
		}
		return len(c.res.Absolute()), true
	}},
	{"parser.Trace", false, onURL(func(c *memCase) { _, _ = parser.Trace(c.in) })},
	{"parser.Parser.Trace", false, onURL(func(c *memCase) { _, _ = unlimited.Trace(c.in) })},
	{"parser.Error.Error", false, onError(func(c *memCase) { _ = c.err.Error() })},
	{"parser.Error.Text", false, onError(func(c *memCase) { c.err.Text(grammar.French) })},
	{"parser.Error.Message", false, onError(func(c *memCase) { c.err.Message(grammar.French) })},
	{"parser.Error.Summary", false, onError(func(c *memCase) { c.err.Summary(grammar.French) })},
	{"parser.Error.ExpectedText", false, onError(func(c *memCase) { c.err.ExpectedText(grammar.French) })},
	{"parser.Note.Text", false, onError(func(c *memCase) {
		for _, n := range c.err.Notes {
			n.Text(grammar.French)
		}
	})},
	{"parser.Note.Message", false, onError(func(c *memCase) {
		for _, n := range c.err.Notes {
			n.Message(grammar.French)
		}
	})},
	{"parser.CheckError.Error", false, onError(func(c *memCase) { _ = unlimited.Check(c.in).Error() })},
	{"parser.CheckError.Unwrap", false, onError(func(c *memCase) { _ = unlimited.Check(c.in).(*parser.CheckError).Unwrap() })},
	{"parser.ErrorList.Error", false, onTree(func(c *memCase) int { return len(c.list.Error()) })},
	{"parser.ErrorList.Err", false, onTree(func(c *memCase) int { c.list.Err(); return 0 })},
	{"parser.ErrorList.Errors", false, onTree(func(c *memCase) int { c.list.Errors(); return 0 })},
	{"parser.ErrorList.Warnings", false, onTree(func(c *memCase) int { c.list.Warnings(); return 0 })},
	{"parser.ErrorList.Unwrap", false, onTree(func(c *memCase) int { c.list.Unwrap(); return 0 })},
	{"parser.QuoteError.Error", false, onQuoteErrors(func(e *parser.QuoteError) int { return len(e.Error()) })},
	{"parser.QuoteError.Unwrap", false, onQuoteErrors(func(e *parser.QuoteError) int { _ = e.Unwrap(); return 0 })},
	{"parser.Quote.TextOffset", false, func(c *memCase) (int, bool) {
		if !c.text {
			return 0, false
		}
		for _, q := range parser.Extract(c.in[:min(len(c.in), 64)]) {
			q.TextOffset(len(q.Text))
		}
		return 0, true
	}},

	// Package printer.
	{"printer.Fprint", true, writes(func(w *counter, u *rfcast.URL) error { return printer.Fprint(w, u) })},
	{"printer.Config.Fprint", true, writes(func(w *counter, u *rfcast.URL) error {
		return (&printer.Config{Mode: printer.CanonicalFormat}).Fprint(w, u)
	})},
	{"printer.Canonical", false, onTree(func(c *memCase) int { return len(printer.Canonical(c.u)) })},
	{"printer.DiagramConfig.FprintJSON", true, writes(func(w *counter, u *rfcast.URL) error { return french.FprintJSON(w, u) })},
	{"printer.DiagramConfig.JSONTree", true, onTree(func(c *memCase) int { french.JSONTree(c.u); return c.jsonLen })},
	{"printer.DiagramConfig.FprintTree", true, writes(func(w *counter, u *rfcast.URL) error { return french.FprintTree(w, u) })},
	{"printer.DiagramConfig.FprintTreeViews", true, writes(func(w *counter, u *rfcast.URL) error {
		return french.FprintTreeViews(printer.TreeViews{Tree: w, JSON: w, Line: func(printer.TreeLine) {}}, u)
	})},
	{"printer.DiagramConfig.FprintDiagram", true, writes(func(w *counter, u *rfcast.URL) error { return french.FprintDiagram(w, u) })},
	{"printer.DiagramConfig.FprintError", true, func(c *memCase) (int, bool) {
		if c.err == nil {
			return 0, false
		}
		var w counter
		if err := french.FprintError(&w, c.in, c.prefix, c.err.Offset, c.err.Error()); err != nil {
			panic(err)
		}
		return w.n, true
	}},
	{"printer.ParsedPrefix", false, onError(func(c *memCase) {
		printer.ParsedPrefix(c.in, c.err.Offset, c.err.End, unlimited.Parse)
	})},

	// Package grammar/interp: the trace of an input.
	{"interp.Grammar.Trace", false, onURL(func(c *memCase) { c.trace.Grammar.Trace(c.in) })},
	{"interp.Grammar.Interpret", false, onURL(func(c *memCase) { c.trace.Grammar.Interpret(c.in) })},
	{"interp.Trace.Walk", false, onURL(func(c *memCase) { c.trace.Walk(func(*interp.Event, int) bool { return true }) })},
	{"interp.Trace.Derivation", false, onURL(func(c *memCase) { c.trace.Derivation(func(*interp.Event, int) {}) })},
	{"interp.Event.Failed", false, onURL(func(c *memCase) {
		c.trace.Walk(func(e *interp.Event, _ int) bool { e.Failed(); return true })
	})},
	{"interp.Event.Production", false, onURL(func(c *memCase) {
		c.trace.Walk(func(e *interp.Event, _ int) bool { e.Production(); return true })
	})},

	// Package ast: its functions, and its methods on every node of a tree.
	{"ast.Walk", false, onTree(func(c *memCase) int { rfcast.Walk(visitor{}, c.u); return 0 })},
	{"ast.Inspect", false, onTree(func(c *memCase) int { eachNode(c.u, func(rfcast.Node) {}); return 0 })},
	{"ast.ChildrenOf", false, onTree(func(c *memCase) int { eachNode(c.u, func(n rfcast.Node) { rfcast.ChildrenOf(n) }); return 0 })},
	{"ast.EmptyUser", false, onTree(func(c *memCase) int { rfcast.EmptyUser(c.u); return 0 })},
	{"ast.Spanned", false, onTree(func(c *memCase) int { rfcast.Spanned(c.u, c.in); return 0 })},
	{"ast.IsNil", false, onTree(func(c *memCase) int { eachNode(c.u, func(n rfcast.Node) { rfcast.IsNil(n) }); return 0 })},
	{"ast.FirstDifference", false, onTree(func(c *memCase) int { rfcast.FirstDifference(c.u, c.u); return 0 })},
	{"ast.Decode", false, onURL(func(c *memCase) { rfcast.Decode(c.in) })},
	{"ast.SplitParts", false, onURL(func(c *memCase) { rfcast.SplitParts(c.in) })},
	{"ast.*.Join", false, onURL(func(c *memCase) { _, _ = rfcast.SplitParts(c.in).Join(c.in) })},
	{"ast.SplitAddrSpec", false, onURL(func(c *memCase) { _, _, _ = rfcast.SplitAddrSpec(c.in) })},
	{"ast.EscapedOctet", false, onURL(func(c *memCase) {
		for i := 0; i+2 < len(c.in); i++ {
			if c.in[i] == '%' {
				_ = rfcast.EscapedOctet(c.in, i)
			}
		}
	})},
	{"ast.*.String", false, nodeMethod(func(n fmt.Stringer) { _ = n.String() })},
	{"ast.*.Decoded", false, nodeMethod(func(n interface{ Decoded() string }) { n.Decoded() })},
	{"ast.*.Children", false, nodeMethod(func(n interface{ Children() []rfcast.Node }) { n.Children() })},
	{"ast.*.Segments", false, nodeMethod(func(n interface{ Segments() []string }) { n.Segments() })},
	{"ast.*.DecodedSegments", false, nodeMethod(func(n interface{ DecodedSegments() []string }) { n.DecodedSegments() })},
	{"ast.*.Dirs", false, nodeMethod(func(n interface{ Dirs() []string }) { n.Dirs() })},
	{"ast.*.Name", false, nodeMethod(func(n interface{ Name() string }) { n.Name() })},
	{"ast.*.List", false, nodeMethod(func(n interface{ List() []string }) { n.List() })},
	{"ast.*.RawFields", false, nodeMethod(func(n interface{ RawFields() []rfcast.ProsperoField }) { n.RawFields() })},
	{"ast.*.DecodedFields", false, nodeMethod(func(n interface{ DecodedFields() []rfcast.ProsperoField }) { n.DecodedFields() })},
	{"ast.*.Field", false, nodeMethod(func(n interface{ Field(string) (string, bool) }) { n.Field("a") })},
	{"ast.*.HSOName", false, nodeMethod(func(n interface{ HSOName() string }) { n.HSOName() })},
	{"ast.*.HostName", false, nodeMethod(func(n interface{ HostName() string }) { n.HostName() })},
	{"ast.*.DecodedSearch", false, nodeMethod(func(n interface{ DecodedSearch() (string, bool) }) { n.DecodedSearch() })},
	{"ast.*.DecodedSelector", false, nodeMethod(func(n interface{ DecodedSelector() string }) { n.DecodedSelector() })},
	{"ast.*.DecodedGopherPlus", false, nodeMethod(func(n interface{ DecodedGopherPlus() (string, bool) }) { n.DecodedGopherPlus() })},
	{"ast.*.Address", false, nodeMethod(func(n interface{ Address() (string, bool) }) { n.Address() })},
	{"ast.*.AddrSpec", false, nodeMethod(func(n interface {
		AddrSpec() (string, string, error)
	}) {
		_, _, _ = n.AddrSpec()
	})},
	{"ast.*.MessageID", false, nodeMethod(func(n interface{ MessageID() (string, bool) }) { n.MessageID() })},
	{"ast.*.GroupName", false, nodeMethod(func(n interface{ GroupName() (string, bool) }) { n.GroupName() })},
	{"ast.*.User", false, nodeMethod(func(n interface{ User() (string, bool) }) { n.User() })},
	{"ast.*.Password", false, nodeMethod(func(n interface{ Password() (string, bool) }) { n.Password() })},
	{"ast.*.Parts", false, nodeMethod(func(n interface{ Parts() rfcast.Parts }) { n.Parts() })},
	{"ast.*.Value", false, nodeMethod(func(n interface{ Value() (int, bool) }) { n.Value() })},
	{"ast.*.ArticleNumber", false, nodeMethod(func(n interface{ ArticleNumber() (int, bool) }) { n.ArticleNumber() })},
}

// visitor is an ast.Visitor that goes everywhere.
type visitor struct{}

func (v visitor) Visit(rfcast.Node) rfcast.Visitor { return v }

// notDriven are the exported functions TestMemory does not drive, each
// with why it needs no row: it reads no input and no tree, or what it
// reads is bounded whatever the input.
var notDriven = map[string]string{}

func init() {
	for reason, names := range map[string][]string{
		"reads no input, or only a name, a code or a language": {
			"parser.DescribeExpected", "parser.FoundExpected", "parser.RegisterMessages", "parser.Template",
			"parser.Codes", "parser.Interpret", "parser.MaxLength", "parser.WithScheme", "parser.Register", "parser.Default", "parser.RFC1738Only",
			"parser.New", "parser.Parser.EBNF", "parser.Parser.Schemes", "parser.Parser.Scheme", "parser.Parser.Registered", "parser.Severity.String",
			"parser.Form.String", "parser.ParamsRule.String", "parser.Position.IsValid", "parser.Position.String",
			"rfc1738.Component.Allows", "rfc1738.Component.Production", "rfc1738.Component.String",
			"ast.DefaultPort", "ast.Schemes", "ast.SameKindSchemes", "ast.RFC1738", "ast.RFC1808", "ast.PartOf", "ast.At",
			"ast.*.Production", "ast.*.DefaultPort", "ast.*.Cite", "ast.*.Where", "ast.*.ProseName", "ast.*.FromRFC1738", "ast.*.Pos", "ast.*.End",
		},
		"returns a node of the tree, a byte or a constant, and allocates nothing": {
			"ast.*.HostPortPart", "ast.*.LoginPart", "ast.*.HostPart", "ast.*.Host", "ast.*.HostPort",
			"ast.*.Login", "ast.*.AsSearch", "ast.*.Type", "ast.*.Letter", "ast.*.Byte", "ast.*.IsLocal",
			"ast.*.IsAll", "ast.*.Form",
		},
		"fills a node from participle's captures when the grammar is read, never on a URL": {"ast.*.Capture"},
		"the writer String and the printer run, whose rows drive it":                       {"ast.*.WriteString", "ast.*.WriteNode"},
		"returns a part of the text it holds, and allocates nothing": {
			"parser.Fixed.URL", "parser.Fixed.Fragment",
		},
		"the text of an error whose parts are bounded: a field's name and a short reason": {
			"ast.*.Error", "rfc1738.NetURLError.Error", "rfc1738.NetURLError.Unwrap",
			"parser.ResolveError.Error", "parser.ResolveError.Unwrap",
		},
		"reads or writes the grammar and generated code, not a URL": {
			"gen.AppendTable", "gen.AppendTypeSwitch", "gen.AsSchemePart", "interp.BuildAutomaton", "gen.Emit",
			"gen.EmitUnits", "gen.IsSchemeName", "interp.Nullable", "interp.ProductionOf", "gen.UnitName",
			"gen.WriteSchemes", "interp.Read", "interp.ReadFragment", "interp.ReadReference", "interp.ReadURL",
			"interp.Grammar.CheckDeclared", "interp.Grammar.EBNF", "interp.Children", "interp.TextProductions",
			"interp.Struct.RuleName", "interp.Union.RuleName", "interp.UnionOf", "interp.CaptureKind.String",
			"interp.Error.Error", "interp.Event.EBNF", "interp.EventKind.String", "interp.Mode.String", "interp.Mode.Suffix",
			"interp.Result.String", "interp.BuildMachine", "interp.RuleEBNF", "interp.ExprEBNF",
		},
	} {
		for _, name := range names {
			notDriven[name] = reason
		}
	}
}

// memPackages are the directories of the packages whose exported
// functions TestMemory drives, by the name their rows use.
var memPackages = map[string]string{"rfc1738": ".", "parser": "parser", "printer": "printer", "ast": "ast", "gen": "grammar/gen", "interp": "grammar/interp"}

// exported returns the names of the exported functions and methods (of
// exported types) that the sources of package dir declare, as the rows
// name them: "pkg.F", "pkg.T.M", and for package ast, whose methods are
// driven over every node, "ast.*.M".
func exported(t *testing.T, pkg, dir string) []string {
	fset := token.NewFileSet()
	pkgs, err := goparser.ParseDir(fset, dir, func(fi fs.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, 0)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range pkgs {
		for _, f := range p.Files {
			for _, d := range f.Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok || !fd.Name.IsExported() {
					continue
				}
				if fd.Recv == nil {
					names = append(names, pkg+"."+fd.Name.Name)
					continue
				}
				recv := receiver(fd.Recv.List[0].Type)
				switch {
				case !ast.IsExported(recv):
				case pkg == "ast":
					names = append(names, "ast.*."+fd.Name.Name)
				default:
					names = append(names, pkg+"."+recv+"."+fd.Name.Name)
				}
			}
		}
	}
	return names
}

// receiver returns the name of a method's receiver type.
func receiver(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.StarExpr:
		return receiver(e.X)
	case *ast.IndexExpr:
		return receiver(e.X)
	case *ast.Ident:
		return e.Name
	}
	return ""
}

// TestMemoryCoversAPI checks that every exported function and method of
// the library's packages has a row of TestMemory or a reason to have none,
// so that a new one cannot escape the bounds unnoticed.
func TestMemoryCoversAPI(t *testing.T) {
	rows := map[string]bool{}
	for _, r := range memRows {
		if rows[r.name] {
			t.Errorf("two rows for %s", r.name)
		}
		rows[r.name] = true
	}
	api := map[string]bool{}
	for pkg, dir := range memPackages {
		for _, name := range exported(t, pkg, dir) {
			api[name] = true
			if !rows[name] && notDriven[name] == "" {
				t.Errorf("%s is exported and has no row in memRows, nor a reason in notDriven", name)
			}
		}
	}
	for name := range rows {
		if !api[name] {
			t.Errorf("row %s names no exported function", name)
		}
	}
	for name := range ownBounds {
		if !rows[name] {
			t.Errorf("ownBounds names %s, which has no row", name)
		}
	}
	for name := range notDriven {
		if !api[name] {
			t.Errorf("notDriven names %s, which is not exported", name)
		}
		if rows[name] {
			t.Errorf("%s has a row and a reason to have none", name)
		}
	}
}

// memSizes are the sizes of input TestMemory compares: 16 KiB, and
// 64 KiB less room for the default parser's limit, which counts the
// scheme and a "#f" that the rows add.
var memSizes = []int{16 << 10, 64<<10 - 64}

// allocated returns the bytes that f allocates.
func allocated(f func()) uint64 {
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	f()
	runtime.ReadMemStats(&m1)
	return m1.TotalAlloc - m0.TotalAlloc
}

// TestMemory drives every exported function that takes input or a tree
// (TestMemoryCoversAPI keeps the list whole) over every shape, at 16 and
// 64 KiB: each allocates at most maxPerByte bytes a byte of input, a
// teaching printer twice what it writes more, and the larger input costs
// no more a byte than the smaller one did, give or take maxGrowth. Under
// -short, 16 KiB only. With -v it logs every figure.
func TestMemory(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates for its own bookkeeping; .ci/run runs this test without it")
	}
	sizes := memSizes
	if testing.Short() {
		sizes = sizes[:1]
	}
	type figure struct{ per, written float64 }
	var report []string
	for _, sh := range memShapes {
		prev := map[string]figure{}
		for _, n := range sizes {
			c := newMemCase(sh, n)
			for _, r := range memRows {
				var written int
				var ok bool
				if c.text { // errors not yet built
					c.quoteErrs = c.quoteErrs[:0]
					for _, q := range parser.Extract(c.in) {
						if e, ok := q.Err.(*parser.QuoteError); ok {
							c.quoteErrs = append(c.quoteErrs, e)
						}
					}
				}
				c.findings = parser.Find(c.in, 0)
				bytes := allocated(func() { written, ok = r.run(c) })
				if !ok {
					continue
				}
				f := figure{float64(bytes) / float64(len(c.in)), float64(written) / float64(len(c.in))}
				report = append(report, fmt.Sprintf("%-36s %-32s %6d %10.1f B/byte %8.1f written/byte", r.name, sh.name, len(c.in), f.per, f.written))
				bound := float64(maxPerByte)
				if b, ok := ownBounds[r.name]; ok {
					bound = b
				}
				if r.printer {
					bound += 2 * f.written
				}
				if f.per > bound {
					t.Errorf("%s on %s (%d bytes): %.1f bytes allocated a byte, over %.1f (writing %.1f a byte)", r.name, sh.name, len(c.in), f.per, bound, f.written)
				}
				if p, ok := prev[r.name]; ok && f.per > maxGrowth*p.per+growthSlack {
					t.Errorf("%s on %s: %.1f bytes a byte at %d bytes, %.1f at a quarter of that: it grows with the input", r.name, sh.name, f.per, len(c.in), p.per)
				}
				prev[r.name] = f
			}
		}
	}
	if testing.Verbose() && os.Getenv("MEMORY_REPORT") != "" {
		sort.Strings(report)
		t.Log("\n" + strings.Join(report, "\n"))
	}
}
