package gen_test

import (
	"bytes"
	"errors"
	"go/format"
	"reflect"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/gen"
)

func TestEmitGeneric(t *testing.T) {
	g, err := gen.ReadURL(&ast.IPSchemePart{}, &ast.OpaquePart{})
	if err != nil {
		t.Fatal(err)
	}
	src, err := gen.Emit(g, "x")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(src, []byte(gen.Header+"\n")) {
		t.Errorf("no header: %.80q", src)
	}
	formatted, err := format.Source(src)
	if err != nil || !bytes.Equal(formatted, src) {
		t.Errorf("not gofmt'ed: %v", err)
	}
	for _, want := range []string{"package x\n", "func parseGrammar(input string) (tree *ast.URL, failed bool, offset int)", "func (p *genParser) parseGrammar_URL()", "func (p *genParser) parse_Login()"} {
		if !bytes.Contains(src, []byte(want)) {
			t.Errorf("no %q", want)
		}
	}
}

// otherCapture is a Capture type other than ast.Text.
type otherCapture string

func (c *otherCapture) Capture(values []string) error {
	*c += otherCapture(strings.Join(values, ""))
	return nil
}

type refusedText struct {
	ast.Span
	T otherCapture `parser:"@Alpha+"`
}

type refusedBool struct {
	ast.Span
	B bool `parser:"@(Alpha Digit)"`
}

func TestEmitRefuses(t *testing.T) {
	for _, c := range []struct {
		root   any
		reason string
	}{
		{refusedText{}, "only ast.Text"},
		{refusedBool{}, "only over one token"},
	} {
		g, err := gen.Read(reflect.TypeOf(c.root), grammar.Lexer.Symbols())
		if err != nil {
			t.Fatalf("%T: Read: %v", c.root, err)
		}
		_, err = gen.Emit(g, "x")
		var ge *gen.Error
		if !errors.As(err, &ge) || !strings.Contains(err.Error(), c.reason) || ge.Production == "" || ge.Field == "" {
			t.Errorf("%T: got %v, want a *gen.Error naming production and field: %s", c.root, err, c.reason)
		}
	}
	if _, err := gen.EmitUnits("x", gen.Unit{Name: "not an identifier"}); err == nil {
		t.Error("a bad unit name was accepted")
	}
}

// TestEmitSharesProductions: a production that reaches no union parses
// the same in every unit, so it is written once; the ones that reach the
// scheme-part union are written per unit.
func TestEmitSharesProductions(t *testing.T) {
	generic, err := gen.ReadURL(&ast.IPSchemePart{}, &ast.OpaquePart{})
	if err != nil {
		t.Fatal(err)
	}
	http, err := gen.ReadURL(&ast.HTTPPart{})
	if err != nil {
		t.Fatal(err)
	}
	src, err := gen.EmitUnits("x", gen.Unit{Name: "Generic", Grammar: generic}, gen.Unit{Name: "HTTP", Grammar: http})
	if err != nil {
		t.Fatal(err)
	}
	for want, n := range map[string]int{
		"func (p *genParser) parse_HostPort()":       1,
		"func (p *genParser) parseGeneric_URL()":     1,
		"func (p *genParser) parseHTTP_URL()":        1,
		"func (p *genParser) parseHTTP_SchemePart()": 1,
	} {
		if got := bytes.Count(src, []byte(want)); got != n {
			t.Errorf("%q written %d times, want %d", want, got, n)
		}
	}
}
