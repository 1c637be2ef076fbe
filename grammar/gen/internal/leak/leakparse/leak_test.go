package leakparse

import (
	"errors"
	"testing"

	"github.com/alecthomas/participle/v2"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/gen/internal/leak"
)

// TestLeakMatchesParticiple compares the generated parser with
// participle's on inputs that take the group, drop it before and after
// the capture, and fail: equal trees and offsets.
func TestLeakMatchesParticiple(t *testing.T) {
	p, err := grammar.Build(&leak.Part{})
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{"leak:1a", "leak:1a;", "leak:1a;x/y", "leak:12ab", "leak:1", "leak:a1", "leak:", "leak:1a;~", "leak:1~", "leak:1a~"} {
		want, perr := p.ParseString("", in)
		got, failed, offset := ParseLEAK(in)
		if failed != (perr != nil) {
			t.Errorf("%q: generated failed=%v, participle %v", in, failed, perr)
			continue
		}
		if failed {
			var pe participle.Error
			if !errors.As(perr, &pe) {
				t.Fatalf("%q: participle's error %T", in, perr)
			}
			if w := pe.Position().Offset; offset != w {
				t.Errorf("%q: generated offset %d, participle %d (%v)", in, offset, w, perr)
			}
		}
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("%q: trees differ (-participle +generated):\n%s", in, d)
		}
	}
}

// TestParticipleKeepsTheCapture pins the behaviour the generated parser
// reproduces: participle keeps Number for "leak:1a", whose group failed.
func TestParticipleKeepsTheCapture(t *testing.T) {
	p, err := grammar.Build(&leak.Part{})
	if err != nil {
		t.Fatal(err)
	}
	u, err := p.ParseString("", "leak:1a")
	if err != nil {
		t.Fatal(err)
	}
	part := u.Part.(*leak.Part)
	if part.Number == nil || part.Label != nil || part.Path.String() != "1a" {
		t.Errorf("participle's tree: Number %v, Label %v, Path %v", part.Number, part.Label, part.Path)
	}
}
