package gen_test

import (
	"bytes"
	"errors"
	"github.com/urlsyntax/rfc1738/grammar/interp"
	"go/format"
	"reflect"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/gen"
)

func TestEmitGeneric(t *testing.T) {
	g, err := interp.ReadURL(&ast.IPSchemePart{}, &ast.OpaquePart{})
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
	for _, want := range []string{"package x\n", "func parseGrammar(input string) *ast.URL {", "func (p *fastParser) parseURL() *ast.URL {", "func (p *fastParser) parseLogin() *ast.Login {"} {
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

func TestEmitRefuses(t *testing.T) {
	for _, c := range []struct {
		root   any
		reason string
	}{
		{refusedText{}, "only ast.Text"},
	} {
		g, err := interp.Read(reflect.TypeOf(c.root), grammar.Symbols())
		if err != nil {
			t.Fatalf("%T: Read: %v", c.root, err)
		}
		_, err = gen.Emit(g, "x")
		var ge *interp.Error
		if !errors.As(err, &ge) || !strings.Contains(err.Error(), c.reason) || ge.Production == "" || ge.Field == "" {
			t.Errorf("%T: got %v, want a *interp.Error naming production and field: %s", c.root, err, c.reason)
		}
	}
	if _, err := gen.EmitUnits("x", gen.Unit{Name: "not an identifier"}); err == nil {
		t.Error("a bad unit name was accepted")
	}
}
