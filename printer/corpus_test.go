package printer_test

import (
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/internal/corpustest"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// TestCorpus checks round trip, sub-node printing, idempotence and
// meaning for every line of the shared corpora that parser.Parse
// accepts.
func TestCorpus(t *testing.T) {
	if corpustest.Dir(t) == "" {
		t.Skip("no corpus: ../shared/corpus is absent")
	}
	for _, c := range []struct {
		name     string
		parseAll bool // also parse the lines hasUnencoded rejects, to check it
	}{
		{"kasztp.txt", false},
		{"node_files.txt", false},
		{"conformance-public.txt", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			checkCorpus(t, c.name, c.parseAll)
		})
	}
}

// checkCorpus checks every line of corpus file that parser.Parse accepts. A line
// with a byte that must be encoded is rejected by every scheme's syntax,
// and parsing it costs the parser an explanation of the error, so such
// lines are skipped unless parseAll is set; then they are parsed too, to
// check that the parser rejects them.
func checkCorpus(t *testing.T, file string, parseAll bool) {
	lines := corpustest.Lines(t, file)
	valid, changed := 0, 0
	stride := corpusStride(len(lines))
	for _, in := range corpustest.Sample(lines, stride) {
		unencoded := hasUnencoded(in)
		if unencoded && !parseAll {
			continue
		}
		u, err := parser.Parse(in)
		if err != nil {
			continue
		}
		if unencoded {
			t.Errorf("parser.Parse accepts %q, which has a byte that must be encoded", in)
		}
		valid++
		if checkLine(t, in, u) {
			changed++
		}
	}
	t.Logf("%s: %d lines, every %d checked: %d valid, %d changed in canonical form", file, len(lines), stride, valid, changed)
	if valid == 0 {
		t.Errorf("%s: no valid line", file)
	}
}

// corpusStride returns 1, so that every line of a corpus is checked,
// except with -short or the race detector, under which the test checks
// about 5000 lines of each corpus.
func corpusStride(lines int) int {
	if !testing.Short() && !raceEnabled {
		return 1
	}
	return max(1, lines/5000)
}

// checkLine checks one valid line and reports whether its canonical form
// differs from it. A canonical form equal to the input needs no reparse:
// its tree is u.
func checkLine(t *testing.T, in string, u *ast.URL) bool {
	if got := sprint(t, printer.RawFormat, u); got != in {
		t.Errorf("Fprint(parse(%q)) = %q", in, got)
	}
	checkSubNodes(t, in, u)
	if printer.Canonical(u) == in {
		return false
	}
	checkCanonical(t, in, u)
	return true
}

// hasUnencoded reports whether s holds a byte that section 2.2 says must
// always be encoded (unsafe, control or non-ASCII), or a "%" that starts
// no escape: no RFC 1738 syntax accepts such a string.
func hasUnencoded(s string) bool {
	for i := 0; i < len(s); i++ {
		switch grammar.Class(s[i]) {
		case grammar.Alpha, grammar.Digit, grammar.Safe, grammar.Extra, grammar.Reserved:
			continue
		}
		if !grammar.EscapeAt(s, i) {
			return true
		}
		i += 2
	}
	return false
}
