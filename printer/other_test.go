package printer_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/printer"
)

// mailtoPart stands for a scheme part declared outside package ast. It
// embeds an ast node only because ast.SchemePart has an unexported
// method.
type mailtoPart struct {
	ast.OpaquePart
	Addr string
}

func (m *mailtoPart) String() string { return m.Addr }

// TestFprintUnknownNode checks that a node the printer does not know is
// printed by its String method, in both modes.
func TestFprintUnknownNode(t *testing.T) {
	u := &ast.URL{Scheme: &ast.Scheme{Text: "MAILTO"}, Part: &mailtoPart{Addr: "Joe%2e@Example.COM"}}
	got := []string{
		sprint(t, printer.RawFormat, u),
		sprint(t, printer.CanonicalFormat, u),
		printer.Canonical(u),
		sprint(t, printer.CanonicalFormat, u.Part),
	}
	want := []string{"MAILTO:Joe%2e@Example.COM", "mailto:Joe%2e@Example.COM", "mailto:Joe%2e@Example.COM", "Joe%2e@Example.COM"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("unknown node (-want +got):\n%s", diff)
	}
}

// TestFprintPanickingNode checks that a String method that panics, as
// that of a nil pointer of an unknown type may, is an error, not a panic.
func TestFprintPanickingNode(t *testing.T) {
	u := &ast.URL{Scheme: &ast.Scheme{Text: "x"}, Part: (*mailtoPart)(nil)}
	for _, m := range []printer.Mode{printer.RawFormat, printer.CanonicalFormat} {
		var b strings.Builder
		err := (&printer.Config{Mode: m}).Fprint(&b, u)
		if err == nil || b.Len() != 0 {
			t.Errorf("mode %d: printed %q, error %v; want nothing and an error", m, b.String(), err)
		}
	}
	if got := printer.Canonical(u); got != "x:" {
		t.Errorf("Canonical = %q, want %q", got, "x:")
	}
}
