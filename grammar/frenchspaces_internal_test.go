package grammar

import (
	"strings"
	"testing"
)

// TestFrenchSpacesMatchesReplacer holds FrenchSpaces to the rule it
// states, written as a strings.Replacer (which a program need not link),
// on every string of up to six pieces of the characters it looks at.
func TestFrenchSpacesMatchesReplacer(t *testing.T) {
	r := strings.NewReplacer("« ", "«\u00a0", " »", "\u00a0»", " :", "\u00a0:", " ;", "\u00a0;", " ?", "\u00a0?", " !", "\u00a0!")
	f := func(s string) {
		if got, want := FrenchSpaces(s), r.Replace(s); got != want {
			t.Errorf("FrenchSpaces(%q) = %q, want %q", s, got, want)
		}
	}
	for _, s := range []string{"", " ", "a : b", "« »", "«  »", "« a »", " :", ": ", "x ?!", "« « » »", "a ;b ! c", "«", " »»", "  :", "«\u00a0x »"} {
		f(s)
	}
	alphabet := []string{"«", "»", " ", ":", "a", "!", "\u00a0"}
	var gen func(prefix string, n int)
	gen = func(prefix string, n int) {
		f(prefix)
		if n == 0 {
			return
		}
		for _, a := range alphabet {
			gen(prefix+a, n-1)
		}
	}
	gen("", 6)
}
