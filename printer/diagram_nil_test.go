package printer_test

import (
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/printer"
)

// TestFprintErrorNilPrefix: ParsedPrefix returns a nil *ast.URL when no
// prefix parses, and FprintError takes it as no parsed part.
func TestFprintErrorNilPrefix(t *testing.T) {
	var none *ast.URL
	var b strings.Builder
	if err := (&printer.DiagramConfig{}).FprintError(&b, "nntp://host/", none, 12, "no group"); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "error: no group") {
		t.Errorf("output:\n%s", b.String())
	}
}
