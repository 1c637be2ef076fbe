package gen_test

import (
	"reflect"
	"testing"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/gen"
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

func readTest(t *testing.T) *gen.Grammar {
	t.Helper()
	g, err := gen.Read(reflect.TypeOf(&tRoot{}), grammar.Lexer.Symbols(), gen.UnionOf[tPart](&tA{}, &tB{}))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestReadStructure(t *testing.T) {
	g := readTest(t)
	root, leaf := reflect.TypeOf(tRoot{}), reflect.TypeOf(tLeaf{})
	field := func(typ reflect.Type, name string) gen.Field {
		f, _ := typ.FieldByName(name)
		return gen.Field{Name: name, Index: f.Index, Type: f.Type, Tag: f.Tag.Get("parser")}
	}
	alpha := &gen.Token{Name: "Alpha", Type: grammar.Alpha}
	leafS := &gen.Struct{
		Type: leaf, Name: "TLeaf", Span: []int{0},
		Fields: []gen.Field{field(leaf, "Text")},
		Expr:   &gen.Group{Mode: gen.OneOrMore, Expr: &gen.Capture{Field: field(leaf, "Text"), Kind: gen.CaptureText, Expr: alpha}},
	}
	aS := &gen.Struct{
		Type: reflect.TypeOf(tA{}), Name: "TA", Fields: []gen.Field{field(reflect.TypeOf(tA{}), "Text")},
		Expr: &gen.Sequence{Items: []gen.Node{
			&gen.Literal{Value: ";"},
			&gen.Capture{Field: field(reflect.TypeOf(tA{}), "Text"), Kind: gen.CaptureText, Expr: &gen.Group{Mode: gen.Once, Expr: &gen.Sequence{Items: []gen.Node{
				&gen.Token{Name: "Digit", Type: grammar.Digit}, &gen.Token{Name: "Digit", Type: grammar.Digit},
			}}}},
		}},
	}
	bS := &gen.Struct{
		Type: reflect.TypeOf(tB{}), Name: "TB", Fields: []gen.Field{field(reflect.TypeOf(tB{}), "Leaf")},
		Expr: &gen.Sequence{Items: []gen.Node{
			&gen.Literal{Value: ":"},
			&gen.Capture{Field: field(reflect.TypeOf(tB{}), "Leaf"), Kind: gen.SetStruct, Expr: leafS},
		}},
	}
	union := &gen.Union{Type: reflect.TypeOf((*tPart)(nil)).Elem(), Name: "TPart", Members: []*gen.Struct{aS, bS}}
	rootS := &gen.Struct{
		Type: root, Name: "TRoot", Pos: []int{0}, EndPos: []int{1},
		Fields: []gen.Field{field(root, "Head"), field(root, "Tail"), field(root, "Word"), field(root, "Flag"), field(root, "Part")},
		Expr: &gen.Sequence{Items: []gen.Node{
			&gen.Group{Mode: gen.Once, Expr: &gen.Disjunction{Alts: []gen.Node{
				&gen.Sequence{Items: []gen.Node{
					&gen.Lookahead{Expr: alpha},
					&gen.Capture{Field: field(root, "Head"), Kind: gen.SetStruct, Expr: leafS},
					&gen.Group{Mode: gen.ZeroOrMore, Expr: &gen.Group{Mode: gen.Once, Expr: &gen.Sequence{Items: []gen.Node{
						&gen.Literal{Value: ","},
						&gen.Capture{Field: field(root, "Tail"), Kind: gen.AppendStruct, Expr: leafS},
					}}}},
				}},
				&gen.Sequence{Items: []gen.Node{
					&gen.Lookahead{Negative: true, Expr: &gen.Token{Name: "Digit", Type: grammar.Digit}},
					&gen.Group{Mode: gen.OneOrMore, Expr: &gen.Capture{Field: field(root, "Word"), Kind: gen.CaptureText,
						Expr: &gen.Group{Mode: gen.Once, Expr: &gen.Disjunction{Alts: []gen.Node{
							&gen.Literal{Value: "x", TypeName: "Alpha", Type: grammar.Alpha},
							&gen.Token{Name: "Digit", Type: grammar.Digit},
						}}}}},
				}},
			}}},
			&gen.Group{Mode: gen.Optional, Expr: &gen.Capture{Field: field(root, "Flag"), Kind: gen.SetBool, Expr: &gen.Literal{Value: "!"}}},
			&gen.Group{Mode: gen.Optional, Expr: &gen.Capture{Field: field(root, "Part"), Kind: gen.SetUnion, Expr: union}},
			&gen.Token{Name: "EOF", Type: lexer.EOF},
		}},
	}
	want := &gen.Grammar{Root: rootS, Productions: []gen.Production{rootS, leafS, union, aS, bS}}
	if diff := cmp.Diff(want, g, typeComparer); diff != "" {
		t.Errorf("IR (-want +got):\n%s", diff)
	}
	// Structs are shared: every use of tLeaf is the same node.
	if g.Productions[1] != g.Productions[2].(*gen.Union).Members[1].Expr.(*gen.Sequence).Items[1].(*gen.Capture).Expr {
		t.Error("tLeaf is read twice")
	}
}

// TestReadTestGrammarOracle checks the test grammar against participle,
// as TestOracle does the module's.
func TestReadTestGrammarOracle(t *testing.T) {
	p, err := participle.Build[tRoot](participle.Lexer(grammar.Lexer), participle.Union[tPart](&tA{}, &tB{}), participle.UseLookahead(-1))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := readTest(t).EBNF(), p.String(); got != want {
		t.Errorf("EBNF:\n%s\nparticiple:\n%s", got, want)
	}
}

func TestNullable(t *testing.T) {
	g := readTest(t)
	root := g.Root.Expr.(*gen.Sequence)
	for i, want := range []bool{false, true, true, true} {
		if got := gen.Nullable(root.Items[i]); got != want {
			t.Errorf("Nullable(item %d) = %v, want %v", i, got, want)
		}
	}
	if gen.Nullable(root) {
		t.Error("root is nullable")
	}
}
