package main

import (
	"testing"

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
