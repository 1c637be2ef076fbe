package explaintool

import (
	"io"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// countParses makes parseURL count its calls in the returned counter
// until the test ends.
func countParses(t *testing.T) *int {
	n := new(int)
	parse := parseURL
	parseURL = func(s string) (*ast.URL, error) {
		*n++
		return parse(s)
	}
	t.Cleanup(func() { parseURL = parse })
	return n
}

// TestAtMostTwoParses checks the bound on parses: in every output that
// shows a URL (the diagram and table, -tree, -json, -trace), a URL is
// parsed once, and a text that is not a URL at most twice, once for the
// error and once for the part that parsed (printer.ParsedPrefix), long
// or short, wherever its error is.
func TestAtMostTwoParses(t *testing.T) {
	n := countParses(t)
	inputs := append(goldenURLs(),
		"http://www.iec.ch:a", "http://u:p@host/", "ftp://ftp.iec.ch/pub;type=x", "http://9lives/", "",
		"https://singapore_aberdeen.tripod.com/x", "http://h/a%4", "nntp://host/",
		benchURL(true, 8<<10), benchURL(false, 8<<10), benchURL(false, 64<<10),
		strings.Repeat("a", parser.DefaultMaxLength+1), // too long: not read, not parsed again
	)
	for _, mode := range []string{"", "-tree", "-json", "-trace"} {
		for _, in := range inputs {
			args := []string{"--", in}
			if mode != "" {
				args = append([]string{mode}, args...)
			}
			_, perr := parser.Parse(in)
			*n = 0
			run(args, io.Discard, io.Discard)
			want := 1
			if perr != nil {
				want = 2
			}
			if *n > want || *n < 1 {
				name := in
				if len(name) > 40 {
					name = name[:40] + "..."
				}
				t.Errorf("explain %s %q: %d parses, want %d at most", mode, name, *n, want)
			}
		}
	}
}
