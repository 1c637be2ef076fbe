package interp_test

import (
	"fmt"
	"github.com/urlsyntax/rfc1738/internal/urlshape"
	"reflect"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/newscheme/ldap"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/interp"
)

// traceGrammars are the grammars of the trace tests, by scheme ("" for
// the generic syntax), read once.
var traceGrammars sync.Map

// traceGrammar returns the grammar a URL of input's scheme is read by:
// its scheme's, ldap's, or the generic syntax.
func traceGrammar(t testing.TB, input string) *interp.Grammar {
	t.Helper()
	scheme, _, _ := strings.Cut(input, ":")
	scheme = strings.ToLower(scheme)
	part := schemeParts[scheme]
	if scheme == "ldap" {
		part = ldap.Scheme().Part
	}
	if part == nil {
		scheme = ""
	}
	if g, ok := traceGrammars.Load(scheme); ok {
		return g.(*interp.Grammar)
	}
	parts := []ast.SchemePart{&ast.IPSchemePart{}, &ast.OpaquePart{}}
	if part != nil {
		parts = []ast.SchemePart{part}
	}
	g, err := interp.ReadURL(parts...)
	if err != nil {
		t.Fatal(err)
	}
	traceGrammars.Store(scheme, g)
	return g
}

// traceURLs are valid URLs of every scheme and of the generic syntax,
// with the shapes that take the grammar's every choice.
var traceURLs = []string{
	"ftp://anon:secret@ftp.iec.ch:21/pub/doc.txt;type=a",
	"ftp://@host/", "ftp://a:@h/", "ftp://h/", "ftp://h", "ftp://1.2.3.4:21/x;type=d", "ftp://a%40b:p%3Aw@ftp.iec.ch/my%20caf%C3%A9.txt",
	"http://www.iec.ch:8080/", "http://www.iec.ch:8080/search/index.htm?q=url%20syntax", "http://192.0.2.1:8080/", "http://h", "http://h/?", "http://h//a//",
	"gopher://gopher.iec.ch/7/search%09url%09+", "gopher://h", "gopher://h/1", "gopher://h/0a%09b/c%09d", "gopher://h/0a%09b", "gopher://h/0%41%09%42",
	"mailto:someone@iec.ch", "news:*", "news:comp.os.unix", "news:XYZ123@news.iso.org",
	"nntp://news.iso.org/comp.os.unix/42", "telnet://guest:visitor@telnet.iec.ch:2323/", "telnet://h",
	"wais://wais.iec.ch:210/standards?url%20syntax", "wais://w/db", "wais://w/db/TEXT/doc%2F42",
	"file://localhost/etc/motd", "file:///etc/motd", "prospero://host.dom//pros/name;OBJECT-VERSION=2", "prospero://h/p;=;a=b",
	"x-iec://anon@www.iec.ch/about/mission-e.htm", "urn:iec:std:iec:60050", "foo:", "foo:/x", "foo://h",
	"ldap://h/o=x??sub", "ldap:///??base?(cn=x)",
}

// treeSpans lists the nodes of a tree as the trace names them: type and
// span, in ast.Inspect's order.
func treeSpans(tree any) []string {
	var out []string
	ast.Inspect(tree.(ast.Node), func(n ast.Node) bool {
		if n != nil {
			out = append(out, fmt.Sprintf("%s [%d,%d)", reflect.TypeOf(n).Elem().Name(), n.Pos(), n.End()))
		}
		return true
	})
	return out
}

// derivationSpans lists the productions of a trace's derivation.
func derivationSpans(tr *interp.Trace) []string {
	var out []string
	tr.Derivation(func(e *interp.Event, _ int) {
		if e.Kind == interp.KindProduction {
			out = append(out, fmt.Sprintf("%s [%d,%d)", e.Node.(*interp.Struct).Type.Name(), e.Start, e.End))
		}
	})
	return out
}

// TestTraceMatchesInterpret checks that a trace agrees with the tree the
// interpreter builds: it matches where Interpret builds a tree, and the
// productions of its derivation are the tree's nodes with their spans.
func TestTraceMatchesInterpret(t *testing.T) {
	inputs := append([]string{}, traceURLs...)
	for _, s := range traceShapes {
		inputs = append(inputs, s.Valid(300), s.Invalid(300))
	}
	for _, in := range inputs {
		g := traceGrammar(t, in)
		tr := g.Trace(in)
		tree := g.Interpret(in)
		if tr.Matched != (tree != nil) {
			t.Errorf("%q: trace matched %v, Interpret built a tree: %v", in, tr.Matched, tree != nil)
			continue
		}
		if tree == nil {
			if tr.Miss == nil {
				t.Errorf("%q: no tree, and no miss", in)
			}
			continue
		}
		if diff := cmp.Diff(treeSpans(tree), derivationSpans(tr)); diff != "" {
			t.Errorf("%q: derivation (-tree +trace):\n%s", in, diff)
		}
		if tr.Root.Start != 0 || int(tr.Root.End) != len(in) || tr.Root.Failed() {
			t.Errorf("%q: root event %s [%d,%d)", in, tr.Root.Result, tr.Root.Start, tr.Root.End)
		}
	}
	for _, in := range traceURLs {
		if !traceGrammar(t, in).Trace(in).Matched {
			t.Errorf("%q: not matched", in)
		}
	}
}

// TestTraceEvents checks the events of a trace: the choices tried, what
// each failed alternative read and why it failed, the lookaheads'
// decisions, the repetitions' counts.
func TestTraceEvents(t *testing.T) {
	tests := []struct {
		input string
		want  []string // lines of summary, in the order of the walk
	}{
		{"http://192.0.2.1:8080/", []string{
			"choice Hostname | Hostnumber [7,16) matched",
			// hostname read "192.0.2." and wanted a toplabel at 15; its
			// last try of a domainlabel read "1" and wanted "." at 16.
			"alternative 0 [7,15) failed miss 16 end=false",
			"alternative 1 [7,16) matched",
		}},
		{"ftp://anon:secret@ftp.iec.ch:21/pub/doc.txt;type=a", []string{
			"lookahead [6,6) matched looked 18",
			"repetition (\":\" Password)? [10,17) matched x1",
			"production User [6,10) matched x4",
		}},
		{"ftp://ftp.iec.ch/", []string{
			"lookahead [6,6) failed looked 17",
			"iteration 0 [6,6) failed",
		}},
		// A "%09" in a selector is read as its own when a "/" or "?"
		// follows, before any other "%09".
		{"gopher://h/0a%09b/c", []string{
			"lookahead [16,16) matched looked 18",
		}},
		{"gopher://h/0a%09b", []string{
			"lookahead [16,16) failed looked 17",
			"lookahead [13,13) failed looked 16",
		}},
		{"news:comp.os.unix", []string{
			"alternative 0 [5,5) failed",
			"alternative 1 [5,17) matched",
		}},
		{"http://host:80x/", []string{
			"production Port [12,14) matched x2 miss 14 end=false",
		}},
	}
	for _, tc := range tests {
		tr := traceGrammar(t, tc.input).Trace(tc.input)
		var got []string
		tr.Walk(func(e *interp.Event, _ int) bool {
			line := e.Kind.String()
			switch e.Kind {
			case interp.KindAlternative, interp.KindIteration:
				line += fmt.Sprintf(" %d", e.Index)
			}
			switch e.Kind {
			case interp.KindProduction:
				line += " " + e.Node.(*interp.Struct).Type.Name()
			case interp.KindChoice, interp.KindRepetition:
				line += " " + e.EBNF()
			case interp.KindAlternative:
				if s, ok := e.Node.(*interp.Struct); ok {
					line += " " + s.Type.Name()
				}
			}
			line += fmt.Sprintf(" [%d,%d) %s", e.Start, e.End, e.Result)
			if e.Iterations > 0 {
				line += fmt.Sprintf(" x%d", e.Iterations)
			}
			if e.Kind == interp.KindLookahead {
				line += fmt.Sprintf(" looked %d", e.Looked)
			}
			got = append(got, line)
			if e.Miss != nil {
				got = append(got, line+fmt.Sprintf(" miss %d end=%v", e.Miss.Offset, e.Miss.End))
			}
			return true
		})
		have := map[string]bool{}
		for _, l := range got {
			have[l] = true
		}
		for _, w := range tc.want {
			if !have[w] {
				t.Errorf("%q: no event %q in\n%s", tc.input, w, strings.Join(got, "\n"))
			}
		}
	}
}

// TestTraceMiss checks where the trace of an invalid input says the
// interpreter got furthest, and what it expected there.
func TestTraceMiss(t *testing.T) {
	tests := []struct {
		input    string
		offset   int
		expected string
		end      bool
	}{
		{"http://host:80x/", 14, "/0123456789", true},
		{"ftp://a@b@c/", 9, "-./0123456789:ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", true},
		// The lookahead read to the second ":" (13), where the first
		// impossible byte is; the interpreter, reading host and port,
		// got to 11.
		{"ftp://anon:pa:ss@ftp.example.org/", 11, "0123456789", false},
		{"http://h/a b", 10, "", true},
	}
	for _, tc := range tests {
		tr := traceGrammar(t, tc.input).Trace(tc.input)
		if tr.Matched || tr.Miss == nil {
			t.Errorf("%q: matched %v, miss %v", tc.input, tr.Matched, tr.Miss)
			continue
		}
		if got := string(tr.Miss.Expected.Bytes()); int(tr.Miss.Offset) != tc.offset || tr.Miss.End != tc.end || tc.expected != "" && got != tc.expected {
			t.Errorf("%q: miss at %d %q end=%v, want %d %q end=%v", tc.input, tr.Miss.Offset, got, tr.Miss.End, tc.offset, tc.expected, tc.end)
		}
	}
}

// traceShapes are the inputs of package urlshape the trace is checked
// on: where a node takes one or a few bytes, valid and with an error
// near their end.
var traceShapes = urlshape.Named("dotted-digits", "labels", "segments", "escapes", "semicolons", "at-signs", "tabs",
	"selector-escapes", "login", "user-or-host", "empty-segments", "empty-fields", "news-article", "opaque")

// maxTraceBytesPerByte bounds what a trace holds, per byte of input, for
// every shape, and maxEventsPerByte the events it records.
const (
	maxEventsPerByte     = 4
	maxTraceBytesPerByte = 300
)

// TestTraceLinear checks that a trace of a 64 KiB input of every shape
// stays linear: its events, and the memory it holds, per byte of input,
// are within bounds at 1 KiB and at 64 KiB.
func TestTraceLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("64 KiB inputs")
	}
	for _, s := range traceShapes {
		for _, kind := range []struct {
			name string
			make func(int) string
		}{{"valid", s.Valid}, {"invalid", s.Invalid}} {
			for _, n := range []int{1 << 10, 64 << 10} {
				in := kind.make(n)
				g := traceGrammar(t, in)
				held := heldBy(func() any { return g.Trace(in) })
				tr := g.Trace(in)
				perByte := float64(tr.Events) / float64(len(in))
				t.Logf("%s %s %d: %d events (%.2f a byte), %d omitted, %.0f bytes a byte, matched %v", s.Name, kind.name, len(in), tr.Events, perByte, tr.Omitted, float64(held)/float64(len(in)), tr.Matched)
				if perByte > maxEventsPerByte {
					t.Errorf("%s %s, %d bytes: %d events, %.2f a byte, over %d", s.Name, kind.name, len(in), tr.Events, perByte, maxEventsPerByte)
				}
				if held > maxTraceBytesPerByte*uint64(len(in))+64<<10 {
					t.Errorf("%s %s, %d bytes: the trace holds %d bytes, %.0f a byte, over %d", s.Name, kind.name, len(in), held, float64(held)/float64(len(in)), maxTraceBytesPerByte)
				}
				if kind.name == "valid" && !tr.Matched {
					t.Errorf("%s valid, %d bytes: not matched", s.Name, len(in))
				}
			}
		}
	}
}

// heldBy returns the bytes that what f returns holds on the heap, after
// a collection.
func heldBy(f func() any) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	v := f()
	runtime.GC()
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(v)
	if after.HeapAlloc < before.HeapAlloc {
		return 0
	}
	return after.HeapAlloc - before.HeapAlloc
}

// TestTraceNoProgress checks that a trace stops where participle
// panics, as Interpret gives no tree there, and marks the event it
// stopped at: the alternative, or the run of characters it is in.
func TestTraceNoProgress(t *testing.T) {
	type empty struct {
		ast.Span
		A *ast.User `parser:"( @@ | 'x' )"`
		B bool      `parser:"@'~'"`
	}
	type emptyInRun struct {
		ast.Span
		A bool `parser:"( ( 'a'? | 'b' ) | 'x' ) @'~'"`
	}
	tests := []struct {
		typ   reflect.Type
		input string
		want  []string // the events marked
	}{
		{reflect.TypeOf(empty{}), "~", []string{"alternative 0 [0,0)"}},
		{reflect.TypeOf(emptyInRun{}), "b~", []string{"production 0 [0,0)"}},
	}
	for _, tc := range tests {
		g, err := interp.Read(tc.typ, grammar.Symbols())
		if err != nil {
			t.Fatal(err)
		}
		tr := g.Trace(tc.input)
		if tr.Matched || !tr.NoProgress || g.Interpret(tc.input) != nil {
			t.Errorf("%s %q: matched %v, no progress %v", tc.typ.Name(), tc.input, tr.Matched, tr.NoProgress)
		}
		var marked []string
		tr.Walk(func(e *interp.Event, _ int) bool {
			if e.NoProgress {
				marked = append(marked, fmt.Sprintf("%s %d [%d,%d)", e.Kind, e.Index, e.Start, e.End))
			}
			return true
		})
		if diff := cmp.Diff(tc.want, marked); diff != "" {
			t.Errorf("%s %q: events marked (-want +got):\n%s", tc.typ.Name(), tc.input, diff)
		}
	}
}

// TestTraceMissMovesInPlace checks that a miss no event holds yet moves
// in place: in a long run of characters that ends in a failure (a login's
// user, then a second ":"), the furthest miss moves at every byte, inside
// one event, and a trace twice as long makes next to no more
// allocations.
func TestTraceMissMovesInPlace(t *testing.T) {
	in := func(n int) string { return "ftp://" + strings.Repeat("u", n) + ":p:" }
	g := traceGrammar(t, in(1))
	allocs := func(n int) float64 {
		s := in(n)
		return testing.AllocsPerRun(5, func() { g.Trace(s) })
	}
	const n = 8 << 10
	short, long := allocs(n), allocs(2*n)
	if perByte := (long - short) / n; perByte > 1.0/64 {
		t.Errorf("%d allocations at %d bytes, %d at %d: %.3f more a byte, over 1/64", int(short), n, int(long), 2*n, perByte)
	}
}
