package printer_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/printer"
)

// TestFprintRoundTrip checks that Fprint gives back every valid input.
func TestFprintRoundTrip(t *testing.T) {
	for _, in := range allURLs() {
		var b strings.Builder
		if err := printer.Fprint(&b, mustParse(t, in)); err != nil {
			t.Fatalf("Fprint(%q): %v", in, err)
		}
		if diff := cmp.Diff(in, b.String()); diff != "" {
			t.Errorf("Fprint(parse(%q)) mismatch (-want +got):\n%s", in, diff)
		}
	}
}

// TestFprintSubNodes checks that every node of a parsed tree prints as
// its own text, input[Pos():End()].
func TestFprintSubNodes(t *testing.T) {
	for _, in := range allURLs() {
		checkSubNodes(t, in, mustParse(t, in))
	}
}

// checkSubNodes checks every node of u, parsed from in, and returns how
// many it checked.
func checkSubNodes(t *testing.T, in string, u *ast.URL) int {
	t.Helper()
	n := 0
	ast.Inspect(u, func(node ast.Node) bool {
		if node == nil {
			return false
		}
		n++
		want := in[node.Pos():node.End()]
		if got := sprint(t, printer.RawFormat, node); got != want {
			t.Errorf("%q: Fprint(%T) = %q, want %q", in, node, got, want)
		}
		return true
	})
	return n
}

// TestFprintFragment checks the one node that is not part of a URL.
func TestFprintFragment(t *testing.T) {
	f := &ast.Fragment{Text: "Sec%3a%41%7e"}
	got := []string{sprint(t, printer.RawFormat, f), sprint(t, printer.CanonicalFormat, f)}
	want := []string{"Sec%3a%41%7e", "Sec%3AA%7E"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("fragment (-want +got):\n%s", diff)
	}
}

// TestFprintWriteError checks that Fprint returns the writer's error.
func TestFprintWriteError(t *testing.T) {
	errFull := errors.New("disk full")
	err := printer.Fprint(failWriter{errFull}, mustParse(t, "http://host/"))
	if !errors.Is(err, errFull) {
		t.Errorf("Fprint to a failing writer: error %v, want %v", err, errFull)
	}
}

type failWriter struct{ err error }

func (w failWriter) Write([]byte) (int, error) { return 0, w.err }

// TestConfigUnknownMode checks that a Mode the package does not define
// is an error and prints nothing.
func TestConfigUnknownMode(t *testing.T) {
	var b strings.Builder
	err := (&printer.Config{Mode: 7}).Fprint(&b, mustParse(t, "http://host/"))
	if err == nil || b.Len() != 0 {
		t.Errorf("Mode 7: printed %q, error %v; want nothing and an error", b.String(), err)
	}
}

// TestConfigNil checks that a nil *Config prints raw.
func TestConfigNil(t *testing.T) {
	var c *printer.Config
	var b strings.Builder
	if err := c.Fprint(&b, mustParse(t, "HTTP://Host:80/")); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff("HTTP://Host:80/", b.String()); diff != "" {
		t.Errorf("nil Config (-want +got):\n%s", diff)
	}
}
