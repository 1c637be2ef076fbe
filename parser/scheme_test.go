package parser_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/automaton"
	"github.com/urlsyntax/rfc1738/grammar/interp"
	"github.com/urlsyntax/rfc1738/parser"
)

// hostOnly is a scheme part declared outside package ast, as a scheme
// author would: "//" hostport and nothing else.
type hostOnly struct {
	ast.Span
	HostPort *ast.HostPort `parser:"'/' '/' @@"`
}

var hostOnlyP = ast.Production{Name: "hostonly", RFC: "this test", Section: "1", Rule: `hostonly = "//" hostport`}

func (h *hostOnly) String() string              { return "//" + h.HostPort.String() }
func (h *hostOnly) DefaultPort() (int, bool)    { return 9, true }
func (h *hostOnly) Production() ast.Production  { return hostOnlyP }
func (h *hostOnly) Children() []ast.Node        { return []ast.Node{h.HostPort} }
func (h *hostOnly) HostPortPart() *ast.HostPort { return h.HostPort }

// codePortNine is the code of noPortNine's finding, registered with its
// messages as a scheme author registers theirs.
const codePortNine parser.Code = "test-port-nine"

var _ = func() bool {
	if err := parser.RegisterMessages(map[parser.Code]parser.Message{
		codePortNine: {English: "port 9 is the default; leave it out", French: "le port 9 est le port implicite ; l'omettre"},
	}); err != nil {
		panic(err)
	}
	return true
}()

func noPortNine(u *ast.URL) parser.ErrorList {
	hp := u.Part.(*hostOnly).HostPort
	if hp.Port != nil && hp.Port.Text == "9" {
		return parser.ErrorList{{Code: codePortNine, Offset: hp.Port.Pos(), Found: "9", Production: hostOnlyP}}
	}
	return nil
}

func TestWithScheme(t *testing.T) {
	p, err := parser.New(parser.WithScheme(parser.Scheme{Name: "x-host", Part: &hostOnly{}, Validate: noPortNine}))
	if err != nil {
		t.Fatal(err)
	}
	u, err := p.Parse("X-Host://h.example:8")
	if err != nil {
		t.Fatal(err)
	}
	part, ok := u.Part.(*hostOnly)
	if !ok || part.HostPort.Host.String() != "h.example" || u.String() != "X-Host://h.example:8" {
		t.Fatalf("parsed %#v", u.Part)
	}
	if port, _ := u.DefaultPort(); port != 9 {
		t.Errorf("DefaultPort() = %d, want the part's 9", port)
	}
	var kinds []string
	ast.Inspect(u, func(n ast.Node) bool {
		if n != nil {
			kinds = append(kinds, grammar.Of(n).Name)
		}
		return true
	})
	want := []string{"genericurl", "scheme", "hostonly", "hostport", "host", "hostname", "domainlabel", "toplabel", "port"}
	if diff := cmp.Diff(want, kinds); diff != "" {
		t.Errorf("walk (-want +got):\n%s", diff)
	}

	// The scheme's own production decides, so the generic syntax's
	// login and path are errors.
	_, err = p.Parse("x-host://u@h/")
	if diff := cmp.Diff(errorView{10, "hostport", "@", ""}, withoutExpected(viewError(t, err))); diff != "" {
		t.Errorf("login (-want +got):\n%s\n%v", diff, err)
	}
	const in = "; in hostonly, this test section 1); note: offset 10: hostonly: "
	if err == nil || !strings.Contains(err.Error(), in) {
		t.Errorf("error does not name the scheme's production: %v", err)
	}
	_, err = p.Parse("x-host:h")
	if diff := cmp.Diff(errorView{7, "hostonly", "h", `"/"`}, viewError(t, err)); diff != "" {
		t.Errorf("no // (-want +got):\n%s\n%v", diff, err)
	}
	_, err = p.Parse("x-host://h:9")
	if err == nil || err.Error() != `offset 11: hostonly: port 9 is the default; leave it out (this test section 1: hostonly = "//" hostport)` {
		t.Errorf("validator: %v", err)
	}
	// A parser built without the scheme reads it by the generic syntax.
	if _, err := parser.Parse("x-host://u@h/"); err != nil {
		t.Errorf("default parser: %v", err)
	}
}

func withoutExpected(v errorView) errorView { v.Expected = ""; return v }

func TestWithSchemeRejects(t *testing.T) {
	for _, s := range []parser.Scheme{
		{Name: "", Part: &hostOnly{}},
		{Name: "X-Host", Part: &hostOnly{}},
		{Name: "x host", Part: &hostOnly{}},
		{Name: "x"},
	} {
		if _, err := parser.New(parser.WithScheme(s)); err == nil {
			t.Errorf("WithScheme(%q, %T) accepted", s.Name, s.Part)
		}
	}
}

// TestEBNF checks that the default parser has a production for each of
// package ast's built-in schemes and for https, and none other, and the
// EBNF of some.
func TestEBNF(t *testing.T) {
	p := parser.Default()
	want := append(ast.Schemes(), "https")
	slices.Sort(want)
	if d := cmp.Diff(slices.Compact(want), p.Schemes()); d != "" {
		t.Errorf("Schemes() (-want +got):\n%s", d)
	}
	if e := p.EBNF("https"); e != p.EBNF("http") {
		t.Errorf("EBNF(https) is not http's:\n%s", e)
	}
	if e := p.EBNF("ftp"); !strings.Contains(e, "FTPPart = ") || !strings.HasPrefix(e, "URL = Scheme \":\" SchemePart .") {
		t.Errorf("EBNF(ftp):\n%s", e)
	}
	if e := p.EBNF(""); !strings.Contains(e, "SchemePart = IPSchemePart | OpaquePart .") {
		t.Errorf("EBNF(\"\"):\n%s", e)
	}
}

// TestValidatorNil checks that a registered validator that returns nil
// findings among its list crashes nothing: Parse and Validate leave them
// out, and the nil-safe methods of Error and ErrorList hold.
func TestValidatorNil(t *testing.T) {
	p, err := parser.New(parser.WithScheme(parser.Scheme{Name: "hostonly", Part: &hostOnly{},
		Validate: func(u *ast.URL) parser.ErrorList { return append(noPortNine(u), nil) }}))
	if err != nil {
		t.Fatal(err)
	}
	_, err = p.Parse("hostonly://h:9")
	if list, ok := err.(parser.ErrorList); !ok || len(list) != 1 || list[0].Code != codePortNine {
		t.Errorf("Parse: %v; want the validator's one finding", err)
	}
	u, err := p.Parse("hostonly://h:8")
	if err != nil {
		t.Fatal(err)
	}
	if list := p.Validate(u); len(list) != 0 {
		t.Errorf("Validate: %v", list)
	}
	var nilErr *parser.Error
	list := parser.ErrorList{nil}
	if got := nilErr.Error(); got != "<nil>" {
		t.Errorf("(*Error)(nil).Error() = %q", got)
	}
	if list.Err() != nil || list.Errors() != nil || list.Warnings() != nil {
		t.Errorf("ErrorList{nil}: Err %v, Errors %v, Warnings %v", list.Err(), list.Errors(), list.Warnings())
	}
}

// TestWithSchemeAutomatonOfAnotherPart checks that WithScheme refuses an
// Automaton of another scheme's production, as taken by mistake from the
// generated function of another scheme, and takes the Part's own.
func TestWithSchemeAutomatonOfAnotherPart(t *testing.T) {
	automatonOf := func(part ast.SchemePart) *automaton.Automaton {
		g, err := interp.ReadURL(part)
		if err != nil {
			t.Fatal(err)
		}
		a, err := interp.BuildAutomaton(g)
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	_, err := parser.New(parser.WithScheme(parser.Scheme{Name: "ftp2", Part: &ast.FTPPart{}, Automaton: automatonOf(&ast.HTTPPart{})}))
	if err == nil || !strings.Contains(err.Error(), `no "ftpurl"`) {
		t.Errorf("an http automaton for an ftp part: %v; want it refused, naming ftpurl", err)
	}
	if _, err := parser.New(parser.WithScheme(parser.Scheme{Name: "ftp2", Part: &ast.FTPPart{}, Automaton: automatonOf(&ast.FTPPart{})})); err != nil {
		t.Errorf("the part's own automaton: %v", err)
	}
}

// Parts that lack what the library cannot find for itself, or that
// declare what no engine can match.
type (
	noProduction struct {
		ast.Span
		HostPort *ast.HostPort `parser:"'/' '/' @@"`
	}
	noChildren struct {
		ast.Span
		Path *ast.URLPath `parser:"'/' @@"`
	}
	noHostPortPart struct {
		ast.Span
		HostPort *ast.HostPort `parser:"'/' '/' @@"`
	}
	noLoginPart struct {
		ast.Span
		Login *ast.Login `parser:"'/' '/' @@"`
	}
	longLiteral struct {
		ast.Span
		HostPort *ast.HostPort `parser:"'/' '/' @@ ';esn='"`
	}
)

func (*noProduction) String() string               { return "" }
func (*noProduction) DefaultPort() (int, bool)     { return 0, false }
func (*noProduction) Children() []ast.Node         { return nil }
func (*noProduction) HostPortPart() *ast.HostPort  { return nil }
func (*noChildren) String() string                 { return "" }
func (*noChildren) DefaultPort() (int, bool)       { return 0, false }
func (*noChildren) Production() ast.Production     { return hostOnlyP }
func (*noHostPortPart) String() string             { return "" }
func (*noHostPortPart) DefaultPort() (int, bool)   { return 0, false }
func (*noHostPortPart) Production() ast.Production { return hostOnlyP }
func (*noLoginPart) String() string                { return "" }
func (*noLoginPart) DefaultPort() (int, bool)      { return 0, false }
func (*noLoginPart) Production() ast.Production    { return hostOnlyP }
func (*longLiteral) String() string                { return "" }
func (*longLiteral) DefaultPort() (int, bool)      { return 0, false }
func (*longLiteral) Production() ast.Production    { return hostOnlyP }
func (*longLiteral) Children() []ast.Node          { return nil }
func (l *longLiteral) HostPortPart() *ast.HostPort { return l.HostPort }

// TestWithSchemeLoudFailures checks that WithScheme refuses, naming the
// type and what to add or write instead, a part without Production (its
// errors named genericurl) and a multi-byte literal, which no engine can
// match (one token a byte); and that it accepts a part without
// Children, LoginPart or HostPortPart, whose fields the library reads.
func TestWithSchemeLoudFailures(t *testing.T) {
	for _, tc := range []struct {
		part ast.SchemePart
		want []string
	}{
		{&noProduction{}, []string{"*parser_test.noProduction", "no Production method", "func (*noProduction) Production() ast.Production"}},
		{&longLiteral{}, []string{"parser_test.longLiteral", "field HostPort", "';esn='", "';' 'e' 's' 'n' '='"}},
	} {
		_, err := parser.New(parser.WithScheme(parser.Scheme{Name: "x", Part: tc.part}))
		if err == nil {
			t.Errorf("%T: accepted", tc.part)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%T: %v\nsays nothing of %q", tc.part, err, w)
			}
		}
	}
	for _, tc := range []struct {
		part  ast.SchemePart
		input string
	}{
		{&noHostPortPart{}, "x://h.example:80"},
		{&noLoginPart{}, "x://u@h.example:80"},
		{&noChildren{}, "x:/p"},
	} {
		p, err := parser.New(parser.WithScheme(parser.Scheme{Name: "x", Part: tc.part}))
		if err != nil {
			t.Errorf("%T: %v", tc.part, err)
			continue
		}
		u, err := p.Parse(tc.input)
		if err != nil {
			t.Errorf("%T: Parse(%q): %v", tc.part, tc.input, err)
			continue
		}
		if kids := ast.ChildrenOf(u.Part); len(kids) != 1 {
			t.Errorf("%T: %d children, want 1", tc.part, len(kids))
		}
		if _, host := tc.part.(*noChildren); !host && (u.HostPort() == nil || u.Host().String() != "h.example") {
			t.Errorf("%T: HostPort %v", tc.part, u.HostPort())
		}
		if _, login := tc.part.(*noLoginPart); login && u.Login() == nil {
			t.Errorf("%T: no Login", tc.part)
		}
	}
}

// mailboxPart holds a user in a node of its own, not an *ast.Login.
type (
	mailboxPart struct {
		ast.Span
		Box      *mailbox      `parser:"'/' '/' @@ '@'"`
		HostPort *ast.HostPort `parser:"@@"`
	}
	mailbox struct {
		ast.Span
		Text ast.Text `parser:"@( Alpha | Digit | ';' | '=' )+"`
	}
)

func (*mailboxPart) String() string             { return "" }
func (*mailboxPart) DefaultPort() (int, bool)   { return 0, false }
func (*mailboxPart) Production() ast.Production { return hostOnlyP }
func (m *mailbox) String() string               { return string(m.Text) }
func (*mailbox) Production() ast.Production     { return ast.Production{Name: "mailbox"} }

// TestNoFalseLoginNote checks that a production with a login of its own
// (as POP's, whose user is a node of the author's) gets no note saying
// it has none.
func TestNoFalseLoginNote(t *testing.T) {
	p, err := parser.New(parser.WithScheme(parser.Scheme{Name: "x", Part: &mailboxPart{}}))
	if err != nil {
		t.Fatal(err)
	}
	_, err = p.Parse("x://a b@h.example")
	var e *parser.Error
	if !errors.As(err, &e) {
		t.Fatalf("Parse: %v", err)
	}
	for _, n := range e.Notes {
		if n.Code == parser.NoteNoLogin {
			t.Errorf("note %s on a production with a login of its own: %v", n.Code, err)
		}
	}
}

// nodeWithoutProduction is a part whose own node type has no Production.
type (
	nodeWithoutProduction struct {
		ast.Span
		Box *bareBox `parser:"'/' '/' @@"`
	}
	bareBox struct {
		ast.Span
		Text ast.Text `parser:"@Alpha+"`
	}
)

func (*nodeWithoutProduction) String() string             { return "" }
func (*nodeWithoutProduction) DefaultPort() (int, bool)   { return 0, false }
func (*nodeWithoutProduction) Production() ast.Production { return hostOnlyP }
func (b *bareBox) String() string                         { return string(b.Text) }

// TestWithSchemeNodeWithoutProduction checks that WithScheme refuses an
// author's node type without Production, which trees and diagrams would
// otherwise label genericurl.
func TestWithSchemeNodeWithoutProduction(t *testing.T) {
	_, err := parser.New(parser.WithScheme(parser.Scheme{Name: "x", Part: &nodeWithoutProduction{}}))
	if err == nil || !strings.Contains(err.Error(), "parser_test.bareBox has no Production method") {
		t.Errorf("WithScheme: %v; want bareBox refused", err)
	}
}
