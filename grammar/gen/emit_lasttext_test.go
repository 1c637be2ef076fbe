package gen_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/gen"
	"github.com/urlsyntax/rfc1738/grammar/interp"
)

// lastDash is a hostname whose last label may start with a hyphen, which
// no other label may: its last label is not always read as the others.
type lastDash struct {
	ast.Span
	Labels []*ast.DomainLabel `parser:"( @@ '.' )*"`
	Last   *dashLabel         `parser:"@@"`
}

type dashLabel struct {
	ast.Span
	Text ast.Text `parser:"@( ('-' | Alpha) ( '-'* (Alpha | Digit) )* )"`
}

// TestEmitLastText reads a hostname's labels once, the last as the top
// label, and keeps PEG's reading where the last production may start
// with a byte the repeated one may not.
func TestEmitLastText(t *testing.T) {
	web, err := interp.ReadURL(&ast.HTTPPart{})
	if err != nil {
		t.Fatal(err)
	}
	src, err := gen.EmitUnits("x", gen.Unit{Name: "Web", Grammar: web})
	if err != nil {
		t.Fatal(err)
	}
	s := string(src)
	for _, want := range []string{"each text read once, the last as TopLabel", "n.Top = p.takeTopLabel(", "func (p *fastParser) takeDomainLabel(start, end int) *ast.DomainLabel {"} {
		if !strings.Contains(s, want) {
			t.Errorf("no %q", want)
		}
	}
	for _, unwanted := range []string{"func (p *fastParser) parseTopLabel()", "func (p *fastParser) parseDomainLabel()"} {
		if strings.Contains(s, unwanted) {
			t.Errorf("%q, which no code calls", unwanted)
		}
	}
	g, err := interp.Read(reflect.TypeOf(lastDash{}), grammar.Symbols())
	if err != nil {
		t.Fatal(err)
	}
	src, err = gen.Emit(g, "x")
	if err != nil {
		t.Fatal(err)
	}
	if s := string(src); strings.Contains(s, "each text read once") || !strings.Contains(s, "func (p *fastParser) parseDashLabel()") {
		t.Errorf("a last label that may start with a hyphen is read as the others:\n%s", s)
	}
}
