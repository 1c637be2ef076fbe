package urlshape_test

import (
	"testing"

	"github.com/urlsyntax/rfc1738/internal/urlshape"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestShapes checks that each shape's valid inputs are URLs and its
// invalid ones are not, at a few sizes, and about as long as asked.
func TestShapes(t *testing.T) {
	for _, s := range urlshape.All {
		for _, n := range []int{16, 1 << 10, 1 << 14} {
			v, in := s.Valid(n), s.Invalid(n)
			if _, err := parser.Parse(v); err != nil {
				t.Errorf("%s %d: valid %.40q...: %v", s.Name, n, v, err)
			}
			if _, err := parser.Parse(in); err == nil {
				t.Errorf("%s %d: invalid %.40q... parses", s.Name, n, in)
			}
			if len(v) < n/2 || len(v) > n+32 {
				t.Errorf("%s %d: valid input of %d bytes", s.Name, n, len(v))
			}
		}
	}
}

// TestInputs checks that Inputs gives a shape's invalid inputs for its
// name and " invalid", and panics on a name of no shape.
func TestInputs(t *testing.T) {
	in := urlshape.Inputs("labels", "labels invalid")
	if in[0].Of(64) != urlshape.Named("labels")[0].Valid(64) || in[1].Of(64) != urlshape.Named("labels")[0].Invalid(64) {
		t.Errorf("Inputs(labels, labels invalid) = %q, %q", in[0].Of(64), in[1].Of(64))
	}
	defer func() {
		if recover() == nil {
			t.Error("Inputs of no shape does not panic")
		}
	}()
	urlshape.Inputs("nope")
}
