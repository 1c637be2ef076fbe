package gen_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar/gen"
	"github.com/urlsyntax/rfc1738/grammar/interp"
)

// TestEmitShapes emits a unit with Shapes: a block type for each shape,
// the last with the port its usual block leaves out, chosen from
// treeparse.Shape's counts, smallest first; and no array of a kind a
// shape holds none of.
func TestEmitShapes(t *testing.T) {
	web, err := interp.ReadURL(&ast.HTTPPart{})
	if err != nil {
		t.Fatal(err)
	}
	src, err := gen.EmitUnits("x", gen.Unit{Name: "Web", Grammar: web, Shapes: &gen.Shapes{
		Labels: reflect.TypeFor[ast.DomainLabel](), Segments: reflect.TypeFor[ast.HSegment](),
		Blocks: [][2]int{{2, 0}, {2, 3}, {4, 9}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Join(strings.Fields(string(src)), " ") // gofmt's alignment aside
	for _, want := range []string{
		"type fastWeb2x0 struct { Block fastBlockWeb Labels [2]ast.DomainLabel LabelPtrs [2]*ast.DomainLabel }",
		"type fastWeb2x3 struct { Block fastBlockWeb Labels [2]ast.DomainLabel LabelPtrs [2]*ast.DomainLabel Segments [3]ast.HSegment SegmentPtrs [3]*ast.HSegment }",
		"type fastWeb4x9 struct { Block fastBlockWeb portSlot ast.Port Labels [4]ast.DomainLabel",
		"switch labels, segments, more := treeparse.Shape(input); { case !more && labels <= 2 && segments <= 0 && len(input) >= ",
		"case !more && labels <= 2 && segments <= 3 && len(input) >= ",
		"blk := new(fastWeb4x9) p.useWeb(&blk.Block) p.portSlot = &blk.portSlot p.domainLabelSlots, p.domainLabelPtrSlots = blk.Labels[:], blk.LabelPtrs[:]",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("no %q in the unit's code", want)
		}
	}
	block := s[strings.Index(s, "type fastBlockWeb struct {"):]
	block = block[:strings.Index(block, "}")]
	for _, unwanted := range []string{"domainLabel", "hSegment", "portSlot"} {
		if strings.Contains(block, unwanted) {
			t.Errorf("the usual block holds %s: %s", unwanted, block)
		}
	}
}
