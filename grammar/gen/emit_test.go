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

// TestEmitBlocks holds the blocks to what the grammar's trees can hold:
// a unit with no repetition of a node (RFC 1808's reference) gets a block
// of every node its trees can have, each type once however many
// alternatives hold it, taken whatever the input's length; a unit with
// one (http's segments) keeps the block of its usual nodes, and takes it
// only for inputs long enough to be worth it.
func TestEmitBlocks(t *testing.T) {
	ref, err := interp.Read(reflect.TypeOf(ast.Reference{}), grammar.Symbols())
	if err != nil {
		t.Fatal(err)
	}
	web, err := interp.ReadURL(&ast.HTTPPart{})
	if err != nil {
		t.Fatal(err)
	}
	src, err := gen.EmitUnits("x", gen.Unit{Name: "Ref", Grammar: ref}, gen.Unit{Name: "Web", Grammar: web})
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Join(strings.Fields(string(src)), " ") // gofmt's alignment aside
	block := func(unit string) string {
		start := strings.Index(s, "type fastBlock"+unit+" struct {")
		if start < 0 {
			t.Fatalf("no block of unit %s", unit)
		}
		return s[start : start+strings.Index(s[start:], "}")]
	}
	for _, want := range []string{"referenceSlot ", "absoluteURLSlot ", "relativeURLSlot ", "absPathSlot ", "relPathSlot ", "pathSlot ", "fragmentSlot "} {
		if !strings.Contains(block("Ref"), want) {
			t.Errorf("the block of unit Ref has no %q:\n%s", want, block("Ref"))
		}
	}
	for _, want := range []string{"relativeURLSlot *ast.RelativeURL ", "absPathSlot *ast.AbsPath ", "{ blk := new(fastBlockRef)"} {
		if !strings.Contains(s, want) {
			t.Errorf("no %q", want)
		}
	}
	if !strings.Contains(s, "if len(input) >= ") || !strings.Contains(block("Web"), "hSegmentSlots [3]ast.HSegment") {
		t.Errorf("unit Web's block is not its usual nodes', taken from some length:\n%s", block("Web"))
	}
	if strings.Contains(block("Web"), "loginSlot") {
		t.Errorf("unit Web's block holds a login, behind a lookahead:\n%s", block("Web"))
	}
	// Unit.Block: one label, none of a host's number, eight segments.
	src, err = gen.EmitUnits("x", gen.Unit{Name: "Web", Grammar: web, Block: map[reflect.Type]int{
		reflect.TypeFor[ast.DomainLabel](): 1, reflect.TypeFor[ast.HSegment](): 8, reflect.TypeFor[ast.Search](): 0,
	}})
	if err != nil {
		t.Fatal(err)
	}
	s = strings.Join(strings.Fields(string(src)), " ")
	for _, want := range []string{"domainLabelSlots [1]ast.DomainLabel", "hSegmentSlots [8]ast.HSegment", "domainLabelPtrSlots [1]*ast.DomainLabel", "hSegmentPtrSlots [8]*ast.HSegment", "hostnameSlot ast.Hostname"} {
		if !strings.Contains(block("Web"), want) {
			t.Errorf("unit Web's block set by Unit.Block has no %q:\n%s", want, block("Web"))
		}
	}
	if strings.Contains(block("Web"), "searchSlot") {
		t.Errorf("unit Web's block holds a search that Unit.Block leaves out:\n%s", block("Web"))
	}
}
