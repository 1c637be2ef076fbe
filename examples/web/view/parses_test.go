package view

import (
	"fmt"
	"github.com/urlsyntax/rfc1738/parser"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
)

// countParses makes parse count its calls in the returned counter until
// the test ends.
func countParses(t testing.TB) *int {
	n := new(int)
	p := parse
	parse = func(pp *parser.Parser, s string) (*ast.URL, error) {
		*n++
		return p(pp, s)
	}
	t.Cleanup(func() { parse = p })
	return n
}

// longInput returns a text of exactly size bytes: a valid http URL of
// two-letter segments, or an invalid ftp URL whose login lacks its "@"
// ("ftp://h:bbb...b/", the error at the final "/", far from "ftp://h",
// the part that parses).
func longInput(valid bool, size int) string {
	if valid {
		const prefix = "http://h/"
		n := size - len(prefix)
		return prefix + strings.Repeat("ab/", n/3) + strings.Repeat("a", n%3)
	}
	const prefix = "ftp://h:"
	return prefix + strings.Repeat("b", size-len(prefix)-1) + "/"
}

// TestAtMostTwoParses checks the bound on parses a keystroke costs: a URL is
// parsed once, a text that is not one at most twice (the error, then the
// part that parsed), and a text over MaxLength once.
func TestAtMostTwoParses(t *testing.T) {
	n := countParses(t)
	for _, tc := range []struct {
		in   string
		want int
	}{
		{ftpURL, 1},
		{longInput(true, MaxLength), 1},
		{"http://www.iec.ch:a", 2},
		{"http://u:p@host/", 2},
		{"http://9lives/", 2},
		{"", 2},
		{longInput(false, MaxLength), 2},
		{longInput(false, MaxLength+1), 1},
	} {
		*n = 0
		r := Explain(tc.in, "en")
		if *n > tc.want || *n < 1 {
			t.Errorf("%.40q: %d parses, want %d at most", tc.in, *n, tc.want)
		}
		if r.Valid != (tc.want == 1 && len(tc.in) <= MaxLength) {
			t.Errorf("%.40q: valid %v", tc.in, r.Valid)
		}
	}
	// The part that parsed is shown.
	r := Explain(longInput(false, MaxLength), "en")
	if first, _, _ := strings.Cut(r.Tree, "\n"); !strings.HasSuffix(first, `"ftp://h"`) {
		t.Errorf("tree of the part that parsed: %q", first)
	}
}

// BenchmarkExplain measures what the page computes on a keystroke, for
// a valid and an invalid text of 1 KiB and of MaxLength (2 KiB).
//
//	go test -run '^$' -bench Explain -benchmem ./view
func BenchmarkExplain(b *testing.B) {
	for _, valid := range []bool{true, false} {
		for _, size := range []int{1 << 10, MaxLength} {
			in := longInput(valid, size)
			name := map[bool]string{true: "valid", false: "invalid"}[valid]
			b.Run(fmt.Sprintf("%s/%dKiB", name, size>>10), func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					if r := Explain(in, "en"); r.Valid != valid {
						b.Fatalf("valid %v", r.Valid)
					}
				}
			})
		}
	}
}
