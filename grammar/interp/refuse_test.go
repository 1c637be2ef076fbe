package interp_test

import (
	"errors"
	"github.com/alecthomas/participle/v2/lexer"
	"github.com/urlsyntax/rfc1738/grammar/interp"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// Rules that use what the generator does not support.
type (
	rNegation struct {
		X ast.Text `parser:"@!Alpha"`
	}
	rTilde struct {
		X ast.Text `parser:"@~Alpha"`
	}
	rNonEmpty struct {
		X ast.Text `parser:"@( Alpha? )!"`
	}
	rOptional struct {
		X ast.Text `parser:"@[ Alpha ]"`
	}
	rRepetition struct {
		X ast.Text `parser:"@{ Alpha }"`
	}
	rRawString struct {
		X ast.Text "parser:\"@`a`\""
	}
	rUnknownType struct {
		X ast.Text `parser:"@Letter"`
	}
	rLiteralType struct {
		X ast.Text `parser:"@'a':Letter"`
	}
	rLiteralEOF struct {
		X ast.Text `parser:"@'a':EOF"`
	}
	rEmptyLit struct {
		X ast.Text `parser:"@''"`
	}
	rBadLit struct {
		X ast.Text `parser:"@'\\q'"`
	}
	rUnclosedLit struct {
		X ast.Text `parser:"@'a"`
	}
	rString struct {
		X string `parser:"@Alpha"`
	}
	rInt struct {
		X int `parser:"@Digit"`
	}
	rTokenField struct {
		X lexer.Token `parser:"@Alpha"`
	}
	rValueStruct struct {
		L tLeaf `parser:"@@"`
	}
	rNoUnion struct {
		P ast.SchemePart `parser:"@@"`
	}
	rNested struct {
		X ast.Text `parser:"@( Alpha @Digit )"`
	}
	rInLookahead struct {
		L *tLeaf `parser:"(?= @@) Alpha"`
	}
	rTokens struct {
		Tokens []lexer.Token
		X      ast.Text `parser:"@Alpha"`
	}
	rParseable struct {
		P *parseable `parser:"@@"`
	}
	rNoParserKey struct {
		X ast.Text `json:"x"`
	}
	rLeftRec struct {
		Self *rLeftRec `parser:"'a' | @@ 'b'"`
	}
	rNullableRep struct {
		X ast.Text `parser:"@( Alpha? )*"`
	}
	rModLookahead struct {
		X ast.Text `parser:"(?= Alpha)? @Alpha"`
	}
	rTwoModifiers struct {
		X ast.Text `parser:"@Alpha?*"`
	}
	rEmptyAlt struct {
		X ast.Text `parser:"@( Alpha | )"`
	}
	rUnclosedGroup struct {
		X ast.Text `parser:"@( Alpha"`
	}
	rStrayParen struct {
		X ast.Text `parser:"@Alpha )"`
	}
	rBadLookahead struct {
		X ast.Text `parser:"(?* Alpha) @Alpha"`
	}
	rSlash struct {
		X ast.Text `parser:"@Alpha / Digit"`
	}
	rNumber struct {
		X ast.Text `parser:"@Alpha 1"`
	}
	rUnnamed struct {
		S *struct {
			X ast.Text `parser:"@Alpha"`
		} `parser:"@@"`
	}
	rNoTags struct {
		E *empty `parser:"@@"`
	}
	rLongLiteral struct {
		X ast.Text `parser:"@( ';' Alpha ';esn=' )"`
	}
	rSpanUnclosed struct {
		A ast.Text `parser:"( @Alpha"`
		B ast.Text `parser:"@Digit"`
	}
	empty     struct{ X int }
	parseable struct{}
)

func (*parseable) Parse(*lexer.PeekingLexer) error { return nil }

func TestRefused(t *testing.T) {
	for _, tc := range []struct {
		typ        any
		field      string
		construct  string
		production string // when not the type itself
	}{
		{rNegation{}, "X", "token negation !", ""},
		{rTilde{}, "X", "token negation ~", ""},
		{rNonEmpty{}, "X", `group modifier "!"`, ""},
		{rOptional{}, "X", "optional [ ... ]", ""},
		{rRepetition{}, "X", "repetition { ... }", ""},
		{rRawString{}, "X", "raw string literal", ""},
		{rUnknownType{}, "X", "token type Letter", ""},
		{rLiteralType{}, "X", "literal type 'a':Letter", ""},
		{rLiteralEOF{}, "X", "literal type 'a':EOF", ""},
		{rEmptyLit{}, "X", "empty literal ''", ""},
		{rBadLit{}, "X", `literal '\q'`, ""},
		{rUnclosedLit{}, "X", "literal 'a", ""},
		{rString{}, "X", "@ into string field X", ""},
		{rInt{}, "X", "@ into int field X", ""},
		{rTokenField{}, "X", "@ into lexer.Token field X", ""},
		{rValueStruct{}, "L", "@@ into interp_test.tLeaf field L", ""},
		{rNoUnion{}, "P", "@@ into interface ast.SchemePart", ""},
		{rNested{}, "X", "capture inside a capture", ""},
		{rInLookahead{}, "L", "capture inside a lookahead", ""},
		{rTokens{}, "", "field Tokens []lexer.Token", ""},
		{rParseable{}, "P", "a participle.Parseable", ""},
		{rNoParserKey{}, "X", `tag "json:\"x\"" without a parser key`, ""},
		{rLeftRec{}, "", "left recursion", ""},
		{rNullableRep{}, "", `repetition "*" of an expression that can match nothing`, ""},
		{rModLookahead{}, "X", `modifier "?" on a lookahead`, ""},
		{rTwoModifiers{}, "X", `second modifier "*"`, ""},
		{rEmptyAlt{}, "X", "empty alternative 2", ""},
		{rUnclosedGroup{}, "X", `"end of the tags"`, ""},
		{rStrayParen{}, "X", `")"`, ""},
		{rBadLookahead{}, "X", "group (?*", ""},
		{rSlash{}, "X", `character '/'`, ""},
		{rNumber{}, "X", `character '1'`, ""},
		{rUnnamed{}, "S", "@@ into unnamed struct type", ""},
		{rNoTags{}, "", "struct without tags", "interp_test.empty"},
		{rSpanUnclosed{}, "B", `"end of the tags"`, ""},
		{rLongLiteral{}, "X", `literal ';esn=' of more than one byte`, ""},
	} {
		typ := reflect.TypeOf(tc.typ)
		t.Run(typ.Name(), func(t *testing.T) {
			_, err := interp.Read(typ, grammar.Symbols())
			var e *interp.Error
			if !errors.As(err, &e) {
				t.Fatalf("Read: %v, want a *interp.Error", err)
			}
			production := typ.String()
			if tc.production != "" {
				production = tc.production
			}
			if !strings.HasPrefix(e.Production, production) || e.Field != tc.field || !strings.Contains(e.Construct, tc.construct) {
				t.Errorf("Read: %#v, want production %s, field %q, construct %q", e, production, tc.field, tc.construct)
			}
			msg := err.Error()
			if !strings.Contains(msg, "production "+e.Production) || !strings.Contains(msg, e.Construct) || e.Reason == "" {
				t.Errorf("message %q does not name the production and the construct", msg)
			}
			t.Log(msg)
		})
	}
}

func TestRefusedUnions(t *testing.T) {
	type root struct {
		P tPart `parser:"@@"`
	}
	sym := grammar.Symbols()
	rootT := reflect.TypeOf(root{})
	partT := reflect.TypeOf((*tPart)(nil)).Elem()
	for name, unions := range map[string][]interp.UnionDef{
		"not an interface": {{Type: reflect.TypeOf(tA{}), Members: []reflect.Type{reflect.TypeOf(&tA{})}}},
		"twice":            {interp.UnionOf[tPart](&tA{}), interp.UnionOf[tPart](&tB{})},
		"value member":     {{Type: partT, Members: []reflect.Type{reflect.TypeOf(tA{})}}},
		"no members":       {{Type: partT}},
		"foreign member":   {{Type: partT, Members: []reflect.Type{reflect.TypeOf(&tLeaf{})}}},
	} {
		_, err := interp.Read(rootT, sym, unions...)
		var e *interp.Error
		if !errors.As(err, &e) || !strings.Contains(e.Construct, "union") {
			t.Errorf("%s: Read: %v, want a refused union", name, err)
		}
	}
	if _, err := interp.Read(reflect.TypeOf(0), sym); err == nil {
		t.Error("Read of a root that is not a struct: no error")
	}
}

// Literals that the tags cannot hold as written, and what the refusal
// says to write instead.
type (
	rNonASCII struct {
		X ast.Text `parser:"@( 'c' 'a' 'f' 'é' )"`
	}
	rNonASCIIFixed struct {
		X ast.Text `parser:"@( 'c' 'a' 'f' ( '%c3' | '%C3' ) ( '%a9' | '%A9' ) )"`
	}
)

// TestRefusedLiteralFix checks that the fix a refusal of a literal
// suggests is the literals to write, and, for a byte above 7F, which a
// URL holds only escaped, its escape: a grammar written so reads the
// URLs that hold the text.
func TestRefusedLiteralFix(t *testing.T) {
	for _, tc := range []struct {
		typ       any
		construct string
		fix       string
	}{
		{rLongLiteral{}, `literal ';esn=' of more than one byte`, `write one literal a byte, ';' 'e' 's' 'n' '='`},
		{rNonASCII{}, `literal 'é', which is not US-ASCII`, `match the escapes of its UTF-8 bytes, '%C3' '%A9'`},
	} {
		_, err := interp.Read(reflect.TypeOf(tc.typ), grammar.Symbols())
		var e *interp.Error
		if !errors.As(err, &e) {
			t.Fatalf("%T: %v, want an *interp.Error", tc.typ, err)
		}
		if d := cmp.Diff(tc.construct, e.Construct); d != "" {
			t.Errorf("%T: construct (-want +got):\n%s", tc.typ, d)
		}
		if _, fix, _ := strings.Cut(e.Reason, ": "); !strings.HasPrefix(fix, tc.fix) {
			t.Errorf("%T: reason %q does not start its fix with %q", tc.typ, e.Reason, tc.fix)
		}
	}
	g, err := interp.Read(reflect.TypeOf(rNonASCIIFixed{}), grammar.Symbols())
	if err != nil {
		t.Fatal(err)
	}
	a, err := interp.BuildAutomaton(g)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, in := range []string{"caf%C3%A9", "caf%c3%a9", "café", "caf%C3"} {
		got[in] = a.Valid(in)
	}
	want := map[string]bool{"caf%C3%A9": true, "caf%c3%a9": true, "café": false, "caf%C3": false}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("the fixed grammar (-want +got):\n%s", d)
	}
}
