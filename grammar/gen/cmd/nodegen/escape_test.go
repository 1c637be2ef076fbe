package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/grammar/internal/tagsyntax"
)

// TestReservedOf checks the reserved characters read from a leaf's tag:
// the literals it names, all seven for the class Reserved, none of what
// a lookahead names, in section 2.2's order.
func TestReservedOf(t *testing.T) {
	for _, tc := range []struct{ tag, want string }{
		{`@( (Alpha | Digit | Safe | Extra | Escape | ';' | ':' | '@' | '&' | '=')* )`, ";:@&="},
		{`@( (Alpha | Digit | Safe | Extra | Escape | '=' | '&' | '@' | ':' | '?')* )`, "?:@&="},
		{`@( (Alpha | Digit | Safe | Extra | Reserved | Escape)+ )`, ";/?:@&="},
		{`@( (Alpha | Digit | Safe | Extra | Escape)* )`, ""},
		{`@( ( Alpha | '%09' (?= (';' | '/')* '?') | (?! '%09') Escape )* )`, ""},
		{`@( (Alpha | '%' | '-' | ';;')* )`, ""},
	} {
		e, err := tagsyntax.Parse([]tagsyntax.Field{{Name: "Text", Tag: tc.tag}})
		if err != nil {
			t.Fatalf("%s: %v", tc.tag, err)
		}
		if got := reservedOf(e); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.tag, got, tc.want)
		}
	}
}

// TestComponentsOf checks the constants read from the root package's
// file: the exported ones of type Component, in order, each of which
// must be named componentPrefix and a name, so that componentsFor finds
// its node type by that name.
func TestComponentsOf(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		want      []string
		err       string
	}{
		{"in order", "const (\n\tInUser Component = iota\n\tInHSegment\n\tInUchar\n\tnumComponents\n)\nconst Other = 1\n",
			[]string{"InUser", "InHSegment", "InUchar"}, ""},
		{"no prefix", "const (\n\tInUser Component = iota\n\tHSegment\n)\n", nil, "constant HSegment of type Component is not named In"},
		{"prefix of a word", "const (\n\tInside Component = iota\n)\n", nil, "constant Inside of type Component is not named In"},
		{"none", "const Other = 1\n", nil, "declares no constants of type Component"},
	} {
		file := filepath.Join(t.TempDir(), "escape.go")
		if err := os.WriteFile(file, []byte("package rfc1738\n\n"+tc.src), 0o666); err != nil {
			t.Fatal(err)
		}
		got, err := componentsOf(file)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s: error %v, want one containing %q", tc.name, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: (-want +got):\n%s", tc.name, diff)
		}
	}
}
