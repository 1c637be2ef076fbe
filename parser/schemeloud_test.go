package parser_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// Parts and nodes that miss what the parsers fill or name.
type (
	spanlessPart struct {
		HostPort *ast.HostPort `parser:"'/' '/' @@"`
	}
	spanlessNodePart struct {
		ast.Span
		Box *spanlessBox `parser:"'/' '/' @@"`
	}
	spanlessBox struct {
		Text ast.Text `parser:"@Alpha+"`
	}
	unnamedPart struct {
		ast.Span
		HostPort *ast.HostPort `parser:"'/' '/' @@"`
	}
	unnamedNodePart struct {
		ast.Span
		Box *unnamedBox `parser:"'/' '/' @@"`
	}
	unnamedBox struct {
		ast.Span
		Text ast.Text `parser:"@Alpha+"`
	}
)

func (*spanlessPart) String() string                 { return "" }
func (*spanlessPart) Pos() int                       { return 0 }
func (*spanlessPart) End() int                       { return 0 }
func (*spanlessPart) DefaultPort() (int, bool)       { return 0, false }
func (*spanlessPart) Production() ast.Production     { return hostOnlyP }
func (*spanlessNodePart) String() string             { return "" }
func (*spanlessNodePart) DefaultPort() (int, bool)   { return 0, false }
func (*spanlessNodePart) Production() ast.Production { return hostOnlyP }
func (b *spanlessBox) String() string                { return string(b.Text) }
func (*spanlessBox) Pos() int                        { return 0 }
func (*spanlessBox) End() int                        { return 0 }
func (*spanlessBox) Production() ast.Production      { return ast.Production{Name: "box"} }
func (*unnamedPart) String() string                  { return "" }
func (*unnamedPart) DefaultPort() (int, bool)        { return 0, false }
func (*unnamedPart) Production() ast.Production      { return ast.Production{} }
func (*unnamedNodePart) String() string              { return "" }
func (*unnamedNodePart) DefaultPort() (int, bool)    { return 0, false }
func (*unnamedNodePart) Production() ast.Production  { return hostOnlyP }
func (b *unnamedBox) String() string                 { return string(b.Text) }
func (*unnamedBox) Production() ast.Production       { return ast.Production{} }

// otherTree is a Generated taken from another scheme: it returns, for
// every URL, the tree of a parser that reads it by http's production,
// which spans the URL as the part's own would.
func otherTree(t *testing.T) func(string) *ast.URL {
	p, err := parser.New(parser.WithScheme(parser.Scheme{Name: "x", Part: &ast.HTTPPart{}}))
	if err != nil {
		t.Fatal(err)
	}
	return func(in string) *ast.URL {
		u, _ := p.Parse(in)
		return u
	}
}

// TestWithSchemeSilentMistakes checks that WithScheme and Register refuse
// the mistakes a scheme author can make without a word: a part or node
// without ast.Span, whose nodes spanned
// [0,0); an empty Production, which gave blank labels and errors naming
// genericurl; and a Generated of another scheme, whose trees were of
// another type.
func TestWithSchemeSilentMistakes(t *testing.T) {
	for _, tc := range []struct {
		name   string
		scheme parser.Scheme
		want   string
	}{
		{"part without Span", parser.Scheme{Name: "x", Part: &spanlessPart{}},
			`parser: WithScheme("x"): its Part *parser_test.spanlessPart embeds no ast.Span: the parsers fill a node's offsets there, and without it the part would span [0,0) in every tree, error and trace; embed ast.Span in spanlessPart`},
		{"node without Span", parser.Scheme{Name: "x", Part: &spanlessNodePart{}},
			`parser: WithScheme("x"): gen: production parser_test.spanlessBox: parser_test.spanlessBox without ast.Span: embed ast.Span in spanlessBox: the parsers fill a node's offsets there, and without it every spanlessBox would span [0,0) in trees, errors and traces`},
		{"part with an empty Production", parser.Scheme{Name: "x", Part: &unnamedPart{}},
			`parser: WithScheme("x"): its Part *parser_test.unnamedPart has a Production with no Name: trees, diagrams and errors would label it with a blank, and errors in it would name genericurl; return the production's Name, RFC, Section and Rule`},
		{"node with an empty Production", parser.Scheme{Name: "x", Part: &unnamedNodePart{}},
			`parser: WithScheme("x"): gen: production parser_test.unnamedBox: (*parser_test.unnamedBox).Production() with no Name: return the production's Name, RFC, Section and Rule: trees and diagrams would label the node with a blank, and errors in it would name the production around it`},
		{"Generated of another scheme", parser.Scheme{Name: "x", Part: &hostOnly{}, Generated: otherTree(t)},
			`parser: WithScheme("x"): its Generated parses "x://a", a URL of Part's production, into a *ast.HTTPPart, not Part's *parser_test.hostOnly: set Generated from the generated file of Part's own scheme (its Parse function beside the Automaton function)`},
		{"Generated of the part", parser.Scheme{Name: "x", Part: &hostOnly{}, Generated: ownTree(t)}, ""},
	} {
		_, err := parser.New(parser.WithScheme(tc.scheme))
		got := ""
		if err != nil {
			got = err.Error()
		}
		if d := cmp.Diff(tc.want, got); d != "" {
			t.Errorf("%s: (-want +got):\n%s", tc.name, d)
		}
	}
}

// ownTree is a Generated that returns the trees of the part's own
// production, as the interpreter builds them.
func ownTree(t *testing.T) func(string) *ast.URL {
	p, err := parser.New(parser.WithScheme(parser.Scheme{Name: "x", Part: &hostOnly{}}))
	if err != nil {
		t.Fatal(err)
	}
	return func(in string) *ast.URL {
		u, _ := p.Parse(in)
		return u
	}
}
