package interp_test

import (
	"github.com/alecthomas/participle/v2/lexer"
	"github.com/urlsyntax/rfc1738/grammar/interp"
	"github.com/urlsyntax/rfc1738/grammar/peg"
	"reflect"
	"testing"

	"github.com/alecthomas/participle/v2"
	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// A grammar with every construct the IR has: a group that opens in one
// field's tag and closes in a later one's, lookaheads, a typed literal,
// each kind of capture, each modifier, a union.
type tRoot struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Head   *tLeaf   `parser:"( (?= Alpha) @@"`
	Tail   []*tLeaf `parser:"  ( ',' @@ )*"`
	Word   ast.Text `parser:"| (?! Digit) @( 'x':Alpha | Digit )+ )"`
	Flag   bool     `parser:"@'!'?"`
	Part   tPart    `parser:"@@? EOF"`
	//lint:ignore U1000 unexported on purpose: participle skips it, tag and all, and so must Read
	hidden int `parser:"@Digit"`
}

type tLeaf struct {
	ast.Span
	Text ast.Text `parser:"@Alpha+"`
}

type tPart interface{ part() }

type tA struct {
	Text ast.Text `parser:"';' @( Digit Digit )"`
}

type tB struct {
	Leaf *tLeaf `parser:"':' @@"`
}

func (*tA) part() {}
func (*tB) part() {}

var typeComparer = cmp.Comparer(func(a, b reflect.Type) bool { return a == b })

func readTest(t *testing.T) *interp.Grammar {
	t.Helper()
	g, err := interp.Read(reflect.TypeOf(&tRoot{}), grammar.Symbols(), interp.UnionOf[tPart](&tA{}, &tB{}))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestReadStructure(t *testing.T) {
	g := readTest(t)
	root, leaf := reflect.TypeOf(tRoot{}), reflect.TypeOf(tLeaf{})
	field := func(typ reflect.Type, name string) interp.Field {
		f, _ := typ.FieldByName(name)
		return interp.Field{Name: name, Index: f.Index, Type: f.Type, Tag: f.Tag.Get("parser")}
	}
	alpha := &interp.Token{Name: "Alpha", Type: grammar.Alpha}
	leafS := &interp.Struct{
		Type: leaf, Name: "TLeaf", Span: []int{0},
		Fields: []interp.Field{field(leaf, "Text")},
		Expr:   &interp.Group{Mode: interp.OneOrMore, Expr: &interp.Capture{Field: field(leaf, "Text"), Kind: interp.CaptureText, Expr: alpha}},
	}
	aS := &interp.Struct{
		Type: reflect.TypeOf(tA{}), Name: "TA", Fields: []interp.Field{field(reflect.TypeOf(tA{}), "Text")},
		Expr: &interp.Sequence{Items: []interp.Node{
			&interp.Literal{Value: ";"},
			&interp.Capture{Field: field(reflect.TypeOf(tA{}), "Text"), Kind: interp.CaptureText, Expr: &interp.Group{Mode: interp.Once, Expr: &interp.Sequence{Items: []interp.Node{
				&interp.Token{Name: "Digit", Type: grammar.Digit}, &interp.Token{Name: "Digit", Type: grammar.Digit},
			}}}},
		}},
	}
	bS := &interp.Struct{
		Type: reflect.TypeOf(tB{}), Name: "TB", Fields: []interp.Field{field(reflect.TypeOf(tB{}), "Leaf")},
		Expr: &interp.Sequence{Items: []interp.Node{
			&interp.Literal{Value: ":"},
			&interp.Capture{Field: field(reflect.TypeOf(tB{}), "Leaf"), Kind: interp.SetStruct, Expr: leafS},
		}},
	}
	union := &interp.Union{Type: reflect.TypeOf((*tPart)(nil)).Elem(), Name: "TPart", Members: []*interp.Struct{aS, bS}}
	rootS := &interp.Struct{
		Type: root, Name: "TRoot", Pos: []int{0}, EndPos: []int{1},
		Fields: []interp.Field{field(root, "Head"), field(root, "Tail"), field(root, "Word"), field(root, "Flag"), field(root, "Part")},
		Expr: &interp.Sequence{Items: []interp.Node{
			&interp.Group{Mode: interp.Once, Expr: &interp.Disjunction{Alts: []interp.Node{
				&interp.Sequence{Items: []interp.Node{
					&interp.Lookahead{Expr: alpha},
					&interp.Capture{Field: field(root, "Head"), Kind: interp.SetStruct, Expr: leafS},
					&interp.Group{Mode: interp.ZeroOrMore, Expr: &interp.Group{Mode: interp.Once, Expr: &interp.Sequence{Items: []interp.Node{
						&interp.Literal{Value: ","},
						&interp.Capture{Field: field(root, "Tail"), Kind: interp.AppendStruct, Expr: leafS},
					}}}},
				}},
				&interp.Sequence{Items: []interp.Node{
					&interp.Lookahead{Negative: true, Expr: &interp.Token{Name: "Digit", Type: grammar.Digit}},
					&interp.Group{Mode: interp.OneOrMore, Expr: &interp.Capture{Field: field(root, "Word"), Kind: interp.CaptureText,
						Expr: &interp.Group{Mode: interp.Once, Expr: &interp.Disjunction{Alts: []interp.Node{
							&interp.Literal{Value: "x", TypeName: "Alpha", Type: grammar.Alpha},
							&interp.Token{Name: "Digit", Type: grammar.Digit},
						}}}}},
				}},
			}}},
			&interp.Group{Mode: interp.Optional, Expr: &interp.Capture{Field: field(root, "Flag"), Kind: interp.SetBool, Expr: &interp.Literal{Value: "!"}}},
			&interp.Group{Mode: interp.Optional, Expr: &interp.Capture{Field: field(root, "Part"), Kind: interp.SetUnion, Expr: union}},
			&interp.Token{Name: "EOF", Type: grammar.EOF},
		}},
	}
	want := &interp.Grammar{Root: rootS, Rules: []interp.Rule{rootS, leafS, union, aS, bS}}
	if diff := cmp.Diff(want, g, typeComparer); diff != "" {
		t.Errorf("IR (-want +got):\n%s", diff)
	}
	// Structs are shared: every use of tLeaf is the same node.
	if g.Rules[1] != g.Rules[2].(*interp.Union).Members[1].Expr.(*interp.Sequence).Items[1].(*interp.Capture).Expr {
		t.Error("tLeaf is read twice")
	}
}

// TestReadTestGrammarOracle checks the test grammar against participle,
// as TestOracle does the module's.
func TestReadTestGrammarOracle(t *testing.T) {
	p, err := participle.Build[tRoot](participle.Lexer(peg.Lexer), participle.Union[tPart](&tA{}, &tB{}), participle.UseLookahead(-1))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := readTest(t).EBNF(), p.String(); got != want {
		t.Errorf("EBNF:\n%s\nparticiple:\n%s", got, want)
	}
}

func TestNullable(t *testing.T) {
	g := readTest(t)
	root := g.Root.Expr.(*interp.Sequence)
	for i, want := range []bool{false, true, true, true} {
		if got := interp.Nullable(root.Items[i]); got != want {
			t.Errorf("Nullable(item %d) = %v, want %v", i, got, want)
		}
	}
	if interp.Nullable(root) {
		t.Error("root is nullable")
	}
}
