// Package view computes what the live page shows for one input: the
// labelled diagram, the tree, the JSON form, any error and the grammar
// productions involved, all as text the page puts on screen as it is,
// the diagram and the tree also cut into pieces linked to the parts of
// the URL they stand for; explain's table of the URL's parts and what it
// leaves out (package describe of examples/explain); its canonical form;
// what net/url reads in the same text (package netdiff); when asked,
// the trace of the grammar's interpreter, in the words of explain
// -trace (package tracetext of examples/explain);
// and, when the page has a base URL, how the input, a reference,
// resolves against it by RFC 1808, in the words of explain -base, which
// package resolution of examples/explain holds for both.
// It is plain Go, tested natively, but for Main and Page.Serve, which
// hand a Page to the browser from the parser's WebAssembly (package main
// of ../wasm, or a scheme author's).
//
// A Page has its parser (New): the page's own reads RFC 1738's schemes
// and the examples of examples/newscheme; a scheme author's page reads
// theirs, and shows their URLs as RFC 1738's, its table naming a part's
// user, password, host, port and path by the part's own fields. An
// author's page is two mains of a line, in a module that requires
// github.com/urlsyntax/rfc1738/examples/web: the parser's, built for
// the browser,
//
//	//go:build js && wasm
//
//	package main // example.com/imap/page/wasm
//
//	func main() { view.Main(parser.WithScheme(imap.Scheme())) }
//
// (Main and Page.Serve are built for js/wasm only: GOOS=js GOARCH=wasm
// go doc shows them), and the server's, which builds it and serves the
// page (package server) with the railroad diagrams of the same parser's
// grammar, the author's rules in a section of their own
// (Railroad):
//
//	func main() { server.Main("example.com/imap/page/wasm", parser.WithScheme(imap.Scheme())) }
package view

import (
	"encoding/json"
	"fmt"
	"io"
	"reflect"
	"strings"
	"sync"
	"unicode"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/explain/describe"
	"github.com/urlsyntax/rfc1738/examples/explain/resolution"
	"github.com/urlsyntax/rfc1738/examples/explain/tracetext"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/bnf"
	"github.com/urlsyntax/rfc1738/grammar/railroad"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// MaxLength is the longest input the page parses, in bytes: past it the
// parser reports an error at once, and the page draws no diagram of a
// text too long to read on screen on every keystroke.
const MaxLength = 2048

// A Result is what the page shows for one input.
type Result struct {
	Input string `json:"input"`
	// Lang is the language of the labels: "en" or "fr".
	Lang  string `json:"lang"`
	Valid bool   `json:"valid"`
	// Scheme is the scheme's name in lower case, when the input (or the
	// part of it that parsed) has one; Section is the id of the section
	// of the railroad pages that holds its grammar: the scheme's name for
	// the ten schemes of RFC 1738, http's for https (which RFC 2818
	// section 2.4 writes by httpurl), for a scheme registered from
	// outside RFC 1738 the section of its part on the page of the
	// parser's grammar (railroad.SectionOf: rtsp's for rtspu), and
	// "generic" for any other.
	Scheme  string `json:"scheme,omitempty"`
	Section string `json:"section,omitempty"`
	// Registered is, for a valid URL of a scheme registered from outside
	// RFC 1738, its part's production, which the page names instead of
	// calling the URL one of RFC 1738; nil for RFC 1738's schemes, the
	// generic syntax and https (RFC 2818 writes it by httpurl).
	Registered *Registered `json:"registered,omitempty"`
	// Diagram is the labelled diagram of a URL, or for an invalid input
	// the input with a caret under the error and the diagram of the part
	// that parsed; the error's message is Error's, shown once, in the
	// error's panel. DiagramLines is the same, cut into the pieces the
	// page links: each part's carets and label, with its span.
	Diagram      string `json:"diagram"`
	DiagramLines []Line `json:"diagramLines,omitempty"`
	// Tree and JSON are the tree view and the JSON form of the URL, or of
	// the part of an invalid input that parsed; empty when none did.
	// TreeLines is the tree's lines, each with its node's span.
	Tree      string `json:"tree"`
	TreeLines []Line `json:"treeLines,omitempty"`
	JSON      string `json:"json"`
	// TreeHidden and TreeUTF8 are the lines under the tree that
	// Table.Hidden and Table.UTF8 are under the table, in the same words
	// and on the same conditions, read in the tree's decoded texts: a
	// student who reads only the tree, or the tree of the part of an
	// input that parsed, which has no table, learns what ⟨%XX⟩ and a
	// decoded character are.
	TreeHidden string `json:"treeHidden,omitempty"`
	TreeUTF8   string `json:"treeUTF8,omitempty"`
	// Table is explain's part table of a URL, with what it leaves out;
	// nil for an invalid input.
	Table *Table `json:"table,omitempty"`
	// Canonical is the URL's canonical form (printer.Canonical), ""
	// for an invalid input.
	Canonical string `json:"canonical,omitempty"`
	// NetURL is what net/url (RFC 3986) makes of the same text, beside
	// RFC 1738's reading.
	NetURL *NetURL `json:"netURL,omitempty"`
	// Error is why the input is not a URL; nil for a URL.
	Error *Error `json:"error,omitempty"`
	// Readings are, for a URL that is one only by a reading of the RFC
	// (an upper-case scheme, an upper-case typecode), each such part and
	// the table's words on its reading, in the Result's language, as the
	// exercise's verdict lists them (Exercise.Readings): the status line
	// says that the URL is not one by the letter of the RFC.
	Readings []string `json:"readings,omitempty"`
	// Warnings are the validator's findings on a URL that parses:
	// numbers out of range, over-long host names; each its full text,
	// in the Result's language.
	Warnings []string `json:"warnings,omitempty"`
	// Productions are those of the tree's nodes, in the order they first
	// appear, each once.
	Productions []Production `json:"productions,omitempty"`
	// Trace, when asked (Options.Trace), is how the grammar's
	// interpreter read the input (the resolved URL, with a base), as
	// explain -trace words it (package tracetext): the derivation of a
	// URL, or the attempt at a text that is not one, with where it
	// ended and the verdict, whose message is Error's; nil when not
	// asked, when the input is empty or longer than MaxLength, and
	// when a resolution was refused.
	Trace *tracetext.Text `json:"trace,omitempty"`
	// Resolution is set when the page has a base URL (Resolve): how the
	// input, a reference, resolves against it by RFC 1808. The fields
	// above then describe the resolved URL, its fragment set aside, as
	// they describe a URL typed in the box; or, when the resolution was
	// refused, Error is the error of the input at fault, which the
	// Resolution draws, and the others are empty.
	Resolution *Resolution `json:"resolution,omitempty"`
}

// A Resolution is what the page shows of a reference resolved against
// a base URL: the words of explain -base (package resolution), in the
// Result's language.
type Resolution struct {
	Base string `json:"base"`
	// Reference is the reference's labelled diagram by the productions
	// of RFC 1808 section 2.2 and the table of its components, as explain
	// -base writes them; or, when it is not a reference, its error drawn
	// as Diagram draws an input's.
	Reference string `json:"reference"`
	// TableLine is the number of lines of Reference before the table of
	// its components, the diagram's; all of them when it has no table.
	// The page draws the diagram as it is, and wraps the table's
	// sentences, whose lines may be longer than a window is wide.
	TableLine int `json:"tableLine"`
	// BaseLine lists the base's components, and BaseNotes what RFC 1808
	// section 2.3 says of its scheme; BaseError, when the base is what
	// the resolution refused, is the base and its error, drawn.
	BaseLine  string   `json:"baseLine,omitempty"`
	BaseNotes []string `json:"baseNotes,omitempty"`
	BaseError string   `json:"baseError,omitempty"`
	// Steps are the steps of section 4 that applied.
	Steps []Step `json:"steps,omitempty"`
	// Failure is the error of a resolution refused at no byte of either
	// input (a result RFC 1808 cannot write).
	Failure string `json:"failure,omitempty"`
	// Result is the absolute URL, its fragment included; "" when the
	// resolution was refused. ResultLine says whether it is an RFC 1738
	// URL, and FragmentLine that its fragment is not part of one.
	Result       string `json:"result,omitempty"`
	ResultLine   string `json:"resultLine,omitempty"`
	FragmentLine string `json:"fragmentLine,omitempty"`
}

// A Step is one step of RFC 1808 section 4 that applied.
type Step struct {
	Number  string   `json:"number"` // "2c"
	Label   string   `json:"label"`  // "step 2c", "étape 2c"
	Text    string   `json:"text"`
	Details []string `json:"details,omitempty"`
}

// An Error is a parse error, placed in the input.
type Error struct {
	// Offset is the byte offset of the error in the input.
	Offset int `json:"offset"`
	// Before, At and After are the input cut around the character at
	// Offset: the page shows At marked. At is empty at the end of the
	// input. Each shows a character that is not printable ASCII as
	// grammar.Marked does, ⟨%09⟩, as the diagram's line does.
	Before string `json:"before"`
	At     string `json:"at"`
	After  string `json:"after"`
	// atLen is At's length in the input, in bytes.
	atLen int
	// misread is the production a note says the part that parsed ends
	// in a misreading of (describe.Misread), or "".
	misread string
	// Code is the diagnostic's code (parser.Code): "syntax" for a syntax
	// error.
	Code string `json:"code,omitempty"`
	// Message is the parser's message with its notes, in the Result's
	// language; then, for a scheme with a production of its own that the
	// message does not name, that production's rule, on a line of its
	// own, as explain writes it (describe.ErrorLines). A validator's
	// several errors are a line each.
	Message string `json:"message"`
	// Lines are Message cut into what the page shows one under the
	// other: each error's summary, each of its notes, the scheme's own
	// production's rule.
	Lines []ErrorLine `json:"lines,omitempty"`
	// Production is the RFC name of the production involved.
	Production string `json:"production,omitempty"`
	// In says, when the page has a base URL, which text the error is in:
	// "reference", "base", "result" (the resolved URL, which is not an
	// RFC 1738 URL), or "" for a resolution refused at no byte of either
	// input, whose Offset and cut mean nothing.
	In string `json:"in,omitempty"`
}

// A Production is a production of the grammar that a node of the tree
// stands for.
type Production struct {
	Name  string `json:"name"`  // RFC 1738's name: "hostport"
	Label string `json:"label"` // its label in the Result's language
	// Cite is where it is defined, in the Result's language, as the
	// parser's messages cite it: "RFC 1738 section 5, explained in section 3.1: hostport = host
	// [ ":" port ]", "RFC 1738, section 5, règle expliquée à la section 3.1 : hostport = ...".
	Cite string `json:"cite"`
	// Anchors are the ids of the railroad pages' sections that may hold
	// its diagram, best first; the English page and the French one have
	// the same ids. A production of RFC 1738's grammar has one: the id
	// of its rule, its RFC name ("hostport", "ftpurl"), as package
	// grammar/bnf names it; a production that bnf names otherwise is
	// drawn under that name (an article's unique part under "article",
	// nntp's article number under "digits"). A registered scheme's own
	// production has the id the page of its parser's grammar gives it
	// (Railroad, which the page's server serves):
	// railroad.RegisteredID of the scheme's section, "imap:imapurl".
	Anchors []string `json:"anchors"`
}

// rfcGrammar is RFC 1738's grammar as the railroad pages draw it, each
// rule under its RFC name: recovered from package ast's tags once, the
// first time a Result lists productions.
var rfcGrammar = sync.OnceValues(bnf.BuiltIn)

// astPackage is the package of RFC 1738's node types, the types that
// rfcGrammar's rules name.
var astPackage = reflect.TypeFor[ast.URL]().PkgPath()

// parse is how a page parses, (*parser.Parser).Parse: every parse goes
// through it, so that a test can count them. Explain parses an input
// once, and once more, for the part that parsed, when it is not a URL.
var parse = (*parser.Parser).Parse

// Options are what the page asks of a Result beyond what it always
// shows.
type Options struct {
	// Trace asks for the trace: "summary" for explain -trace's, "full"
	// for every step (-trace=full), "" for none. The page asks for it
	// only while its trace panel is open: tracing reads the input once
	// more, with the grammar's interpreter.
	Trace string
}

// Explain parses input with the default page's parser and returns what
// the page shows for it, labelled in lang ("en" or "fr"; anything else
// is English).
func Explain(input, lang string) Result { return ExplainWith(input, lang, Options{}) }

// ExplainWith is Explain with what opts asks for too.
func ExplainWith(input, lang string, opts Options) Result {
	return defaultPage().Explain(input, lang, opts)
}

// Explain parses input with pg's parser and returns what the page shows
// for it, labelled in lang ("en" or "fr"; anything else is English),
// with what opts asks for too.
func (pg *Page) Explain(input, lang string, opts Options) Result {
	l := langOf(lang)
	r := Result{Input: input, Lang: l.String()}
	u, err := parse(pg.p, input)
	r.show(pg, input, u, err, l)
	r.trace(pg, input, err, l, opts)
	return r
}

// traceOf is how a page traces, (*parser.Parser).Trace, the grammar's
// interpreter, for a test to count its calls.
var traceOf = (*parser.Parser).Trace

// trace sets r.Trace, when opts asks for it, to the trace of input,
// whose parse by pg gave err.
func (r *Result) trace(pg *Page, input string, err error, l grammar.Lang, opts Options) {
	if opts.Trace != "summary" && opts.Trace != "full" || input == "" || len(input) > MaxLength {
		return
	}
	tr, _ := traceOf(pg.p, input) // the same error as err
	if tr == nil {
		return
	}
	r.Trace = tracetext.Build(tr, err, l, opts.Trace == "full")
}

// Resolve resolves input, a reference, against base, a base URL, by RFC
// 1808 (parser.Resolve) and returns what the page shows: the
// resolution, in the words of explain -base, and the resolved URL as
// Explain shows a URL; or the error of the input the resolution
// refused. The resolved URL is not parsed again: only its error, when
// it is not an RFC 1738 URL, costs a parse, for the part that parsed.
func Resolve(base, input, lang string) Result { return ResolveWith(base, input, lang, Options{}) }

// ResolveWith is Resolve with what opts asks for too: the trace is the
// resolved URL's.
func ResolveWith(base, input, lang string, opts Options) Result {
	return defaultPage().Resolve(base, input, lang, opts)
}

// Resolve is ResolveWith with pg's parser.
func (pg *Page) Resolve(base, input, lang string, opts Options) Result {
	l := langOf(lang)
	r := Result{Input: input, Lang: l.String()}
	e := resolution.Explain(pg.p, base, input, l)
	res := &Resolution{Base: base, Reference: e.ReferenceText(), BaseLine: e.BaseLine, BaseNotes: e.BaseNotes}
	res.TableLine = strings.Count(res.Reference, "\n") + 1
	if d := e.ReferenceDiagram; d != "" && len(res.Reference) > len(d) && res.Reference[len(d)] == '\n' && strings.HasPrefix(res.Reference, d) {
		res.TableLine = strings.Count(d, "\n") + 1
	}
	for _, s := range e.Steps {
		res.Steps = append(res.Steps, Step{Number: s.Number, Label: s.Label, Text: s.Text, Details: s.Details})
	}
	r.Resolution = res
	resolved, ok := netURLResolve(base, input)
	if f := e.Failure; f != nil {
		if ok {
			r.NetURL = &NetURL{Resolved: resolved, NoReference: true}
			// Each text apart: the base's "#" is no second one of the reference's.
			c := outside3986(input)
			if c == "" {
				c = outside3986(base)
			}
			if c != "" {
				r.NetURL.Outside = grammar.Found(c, l)
			}
		}
		switch {
		case f.Input == "base" && f.Placed:
			res.BaseLine, res.BaseNotes, res.BaseError = "", nil, f.Diagram
		case !f.Placed:
			res.Failure = f.Diagram
		}
		// The drawing of the input at fault is in the resolution's panel
		// (Reference, BaseError or Failure), not again in the diagram's.
		if f.Err == nil {
			r.Error = &Error{Message: f.Message}
			return r
		}
		r.Error, _, _ = errorOf(f.Text, f.Err, l)
		r.Error.In = f.Input
		if !f.Placed {
			r.Error.In, r.Error.Offset, r.Error.Before, r.Error.At, r.Error.After = "", 0, "", "", ""
		}
		return r
	}
	res.Result, res.ResultLine, res.FragmentLine = e.Resolution.Text, e.ResultLine, e.FragmentLine
	r.show(pg, e.ResultURL(), e.Resolution.URL, e.ResultError(), l)
	r.trace(pg, e.ResultURL(), e.ResultError(), l, opts)
	if r.Error != nil {
		r.Error.In = "result"
	}
	if ok {
		r.NetURL.Resolved, r.NetURL.SameResolution = resolved, resolved == e.Resolution.Text
	}
	return r
}

// langOf reads the page's language: "en" or "fr", English otherwise.
func langOf(lang string) grammar.Lang {
	l, err := grammar.ParseLang(lang)
	if err != nil {
		return grammar.English
	}
	return l
}

// show fills r with what the page shows of input, as parsed: u, its
// tree, or err, why it is not a URL. When it is not, the part that
// parsed is parsed again, once, to be drawn, by pg.
func (r *Result) show(pg *Page, input string, u *ast.URL, err error, l grammar.Lang) {
	c := &printer.DiagramConfig{Lang: l}
	var shown *ast.URL // the tree the page shows: the URL, or the part that parsed
	errOffset := -1
	if len(input) <= MaxLength {
		r.NetURL = netURLOf(pg.p, input, u, err, l)
	}
	if err == nil {
		r.Valid = true
		r.Registered = registeredOf(u)
		shown = u
		r.Diagram = sprint(func(w io.Writer) error { return c.FprintDiagram(w, u) })
		for _, w := range pg.p.Validate(u).Warnings() {
			r.Warnings = append(r.Warnings, w.Text(l))
		}
		r.Table = tableOf(u, l)
		r.Canonical = printer.Canonical(u)
		r.Readings = readingLines(u, l)
	} else {
		var prefix int
		var exact bool
		r.Error, prefix, exact = errorOf(input, err, l)
		if len(input) <= MaxLength {
			// The part that parsed: one parse more (see printer.ParsedPrefix).
			shown = printer.ParsedPrefix(input, prefix, exact, func(s string) (*ast.URL, error) { return parse(pg.p, s) })
		}
		if exact {
			// As explain does: no label of the part that parsed may name
			// what the error's production reads otherwise.
			c.ErrorIn = r.Error.Production
		}
		c.Misread = r.Error.misread
		// The message is the error panel's: the diagram draws where the
		// error is, and what parsed, without it.
		r.Diagram = sprint(func(w io.Writer) error { return c.FprintError(w, input, shown, r.Error.Offset, "") })
		errOffset = r.Error.Offset
	}
	if !r.Valid {
		r.Diagram = withoutMessage(r.Diagram, l)
	}
	table := r.Table
	var lines []lineSpan  // the tree view's lines
	var nodes []candidate // their nodes
	names := &nameList{}  // their labels and productions, and the diagram's
	if shown != nil {
		if table == nil { // the part that parsed: the parts its diagram marks
			table = withoutMisread(noteRows(shown, l), shown, c.Misread)
		}
		errorIn := "" // what the error reads otherwise, past the part that parsed
		if errOffset > shown.End() {
			errorIn = c.ErrorIn
		}
		r.Tree, r.JSON, lines, nodes = treeViews(c, shown, errorIn, names, len(table.Rows)+1)
		r.TreeHidden, r.TreeUTF8 = treeNotes(input, shown, l)
		// Before the diagram's lines, which sort nodes.
		r.TreeLines = treeLines(r.Tree, lines, nodes, names)
		colour(r.TreeLines, table)
	}
	errEnd := errOffset
	if r.Error != nil {
		errEnd += r.Error.atLen
	}
	r.DiagramLines = diagramLines(r.Diagram, input, candidates(nodes, table, errOffset, errEnd, l, names), l, names)
	colour(r.DiagramLines, table)
	if shown == nil {
		return
	}
	r.Scheme = shown.Scheme.Name()
	r.Section = "generic"
	if grammar.Of(shown.Part) != grammar.SchemePartP && grammar.Of(shown.Part) != grammar.IPSchemePart {
		r.Section = sectionOf(pg.p, r.Scheme)
	}
	r.Productions = productions(shown, r.Section, l)
}

// treeViews returns the tree view and the JSON form of shown, from one
// reading of the tree (printer.FprintTreeViews), each text allocated once
// at its size; and for each line of the tree view, its place in the text
// and its node, in lists made once, nodes with room for extra more. On
// an error, its text for both, and no lines.
func treeViews(c *printer.DiagramConfig, shown *ast.URL, errorIn string, names *nameList, extra int) (tree, js string, lines []lineSpan, nodes []candidate) {
	var t, j strings.Builder
	err := c.FprintTreeViews(printer.TreeViews{Tree: &t, JSON: &j, ErrorIn: errorIn, Misread: c.Misread, Line: func(l printer.TreeLine) {
		if lines == nil {
			lines, nodes = make([]lineSpan, 0, l.Count), make([]candidate, 0, l.Count+extra)
		}
		lines = append(lines, lineSpan{int32(l.Offset), int32(l.Indent), int32(l.Len)})
		nodes = append(nodes, candidate{int32(l.Pos), int32(l.End), names.of(l.Label), names.of(l.Production)})
	}}, shown)
	if err != nil {
		return err.Error(), err.Error(), nil, nil
	}
	return t.String(), j.String(), lines, nodes
}

// A lineSpan is where a line of the tree view is in its text
// (printer.TreeLine): its offset, the bytes of its indent and branch,
// and its length.
type lineSpan struct{ offset, indent, len int32 }

// sprint returns what print writes, or its error's text when it fails
// (having written nothing, as the printer's functions do). The printer
// grows the strings.Builder once, to the text's size (see package
// printer).
func sprint(print func(io.Writer) error) string {
	var b strings.Builder
	if err := print(&b); err != nil {
		return err.Error()
	}
	return b.String()
}

// errorOf places err, the parser's error for input, in input, and words
// it in l. prefix is where the part of input that parsed ends: for a
// syntax error, exactly the longest prefix that is a URL (exact); for
// another, the error's offset, before which printer.ParsedPrefix guesses.
func errorOf(input string, err error, l grammar.Lang) (e *Error, prefix int, exact bool) {
	e = &Error{Message: err.Error()}
	if list := describe.Diagnostics(err); len(list) > 0 {
		one := list[0]
		e.Offset = max(0, min(one.Offset, len(input)))
		e.Production = one.Production.Name
		e.Code = string(one.Code)
		e.misread = describe.Misread(one)
		lines := describe.ErrorLines(list, l)
		e.Lines = errorLines(list, lines[len(list):], l)
		e.Message = strings.Join(lines, "\n")
		prefix = e.Offset
		if one.Code == parser.CodeSyntax {
			prefix, exact = one.ValidPrefix, true
		}
	}
	// The cut is shown as the diagram's line shows an input that is not
	// a URL (grammar.Marked): a tab or another byte that is not
	// printable ASCII as ⟨%09⟩, not echoed raw into the page.
	e.Before = grammar.Marked(input[:e.Offset])
	rest := input[e.Offset:]
	if rest != "" {
		n := 1
		for n < len(rest) && rest[n]&0xC0 == 0x80 { // the rest of a UTF-8 sequence
			n++
		}
		e.atLen = n
		e.At, e.After = grammar.Marked(rest[:n]), grammar.Marked(rest[n:])
	}
	return e, prefix, exact
}

// withoutMessage returns diagram, an error's diagram that
// printer.FprintError drew with an empty message, without the line of
// that message ("error: ", "erreur : "): the page shows the message
// once, in the error's panel, where it wraps. The line is the last one
// that is the word and a colon alone, whatever spaces the printer puts
// around them: French typography's no-break space before the colon
// (grammar.FrenchSpaces), or a plain one.
func withoutMessage(diagram string, l grammar.Lang) string {
	word := map[grammar.Lang]string{grammar.English: "error:", grammar.French: "erreur:"}[l]
	lines := strings.Split(diagram, "\n")
	for i := len(lines) - 1; i > 0; i-- {
		if strings.Join(strings.FieldsFunc(lines[i], unicode.IsSpace), "") == word {
			return strings.Join(append(lines[:i:i], lines[i+1:]...), "\n")
		}
	}
	return diagram
}

// productions lists the productions of the nodes under root, each once,
// in the order they first appear, labelled in l. section is the id of
// the railroad page's section for root's scheme. Root's own genericurl
// is listed only for a scheme with no production of its own: section 5
// derives an ftp URL as url = … | ftpurl | …, with no genericurl over
// ftpurl, as the page's tree shows it (printer's package doc).
func productions(root *ast.URL, section string, l grammar.Lang) []Production {
	var ps []Production
	seen := map[string]bool{}
	ast.Inspect(root, func(n ast.Node) bool {
		if n == nil || reflect.ValueOf(n).IsNil() {
			return false
		}
		if n == ast.Node(root) && grammar.OwnPart(root) {
			return true
		}
		g := grammar.Of(n)
		if n == ast.Node(root.Part) {
			g = grammar.OfPart(root) // httpsurl for an https URL's http part
		}
		if seen[g.Name] {
			return true
		}
		seen[g.Name] = true
		ps = append(ps, Production{
			Name:    g.Name,
			Label:   grammar.Label(g.Name, l),
			Cite:    cite(g, l),
			Anchors: anchors(reflect.TypeOf(n).Elem(), g, section),
		})
		return true
	})
	return ps
}

// cite is p's rule and where it is written, in l: ast.Production.Cite
// in English; in French, with a no-break space before the colon
// (grammar.FrenchSpaces), and the rule, code, as the RFC writes it; for
// one of RFC 1738's rules, its section 5 and the section of its meaning
// (grammar.RuleWhere); for a name of RFC 1738's prose that section 5
// writes no rule for (gopher-path), that it is one (grammar.Reading), as
// the English says; for a production of a scheme of the same kind as
// one of RFC 1738's (httpsurl), then the production it is written by and
// where that one is: "comme httpurl (RFC 1738, section 3.3)".
func cite(p ast.Production, l grammar.Lang) string {
	if l != grammar.French {
		return p.Cite()
	}
	where := grammar.RuleWhere(p, l)
	if _, prose := p.ProseName(); prose {
		where = grammar.Reading(p, l)
	} else if where == "" {
		where = p.RFC + ", section " + p.Section
	}
	s := grammar.FrenchSpaces(where+" :") + " " + p.Rule
	if p.Of != nil {
		s += ", comme " + p.Of.Name + " (" + p.Of.RFC + ", section " + p.Of.Section + ")"
	}
	return s
}

// anchors returns the ids of the railroad pages' sections that may hold
// the diagram of typ, a node's type whose production is g, best first
// (Production.Anchors). section is the id of the section of the URL's
// scheme: for a scheme registered from outside RFC 1738, the section
// Railroad draws its own rules in.
func anchors(typ reflect.Type, g ast.Production, section string) []string {
	rules, err := rfcGrammar()
	if err != nil {
		return nil // the grammar's error, which package bnf's tests catch
	}
	if typ.PkgPath() == astPackage {
		if rule := rules.Rule(typ.Name()); rule != nil {
			return []string{rule.Name}
		}
	}
	if rule := rules.Rule(g.Name); rule != nil && rule.Name == g.Name && rule.Production.RFC == g.RFC {
		return []string{rule.Name} // a rule of RFC 1738's that an author's type declares
	}
	if section == "" || g.Name == "" {
		return nil
	}
	return []string{railroad.RegisteredID(section, g.Name)}
}

// sectionOf returns the railroad pages' section of scheme, one with a
// production of its own: its name; for a scheme written by another
// scheme's production (https, by http's), that scheme's, where the
// production is drawn; for a scheme registered from outside RFC 1738,
// the section of the page of p's grammar that draws its part
// (railroad.SectionOf).
func sectionOf(p *parser.Parser, scheme string) string {
	for _, k := range ast.SameKindSchemes() {
		if k.Name == scheme {
			return k.As
		}
	}
	if s := railroad.SectionOf(railroadSchemes(p), scheme); s != "" {
		return s
	}
	return scheme
}

// JSONString returns the result as JSON, the form the page reads.
func (r Result) JSONString() string {
	b, err := json.Marshal(r)
	if err != nil {
		return fmt.Sprintf(`{"input":%q,"diagram":%q}`, r.Input, err.Error())
	}
	return string(b)
}
