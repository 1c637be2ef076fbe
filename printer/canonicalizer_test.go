package printer_test

import (
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/printer"
)

// upperPart is a scheme author's part with a canonical form of its own.
type upperPart struct {
	ast.Span
	Text  ast.Text
	panic bool
}

func (p *upperPart) String() string           { return string(p.Text) }
func (p *upperPart) DefaultPort() (int, bool) { return 0, false }
func (p *upperPart) CanonicalString() string {
	if p.panic {
		panic("a bug")
	}
	return strings.ToUpper(string(p.Text))
}

// TestCanonicalizer checks the hook: in canonical form the printer
// prints the node by CanonicalString, in raw form by String, and a
// CanonicalString that panics becomes the printer's error.
func TestCanonicalizer(t *testing.T) {
	u := &ast.URL{Scheme: &ast.Scheme{Text: "X"}, Part: &upperPart{Text: "abc"}}
	if got := printer.Canonical(u); got != "x:ABC" {
		t.Errorf("Canonical = %q, want x:ABC", got)
	}
	var b strings.Builder
	if err := printer.Fprint(&b, u); err != nil || b.String() != "X:abc" {
		t.Errorf("Fprint = %q, %v; want X:abc", b.String(), err)
	}
	b.Reset()
	bad := &ast.URL{Scheme: &ast.Scheme{Text: "x"}, Part: &upperPart{Text: "abc", panic: true}}
	if err := (&printer.Config{Mode: printer.CanonicalFormat}).Fprint(&b, bad); err == nil || !strings.Contains(err.Error(), "CanonicalString panicked") {
		t.Errorf("a panicking hook: %q, %v", b.String(), err)
	}
}
