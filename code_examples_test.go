package rfc1738_test

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestCodeExamples checks docs/codes.md: every code the catalogue holds
// has a row, and each example read by Parse, Fix or ParseRelative gives
// its row's code, as the error's code, its most specific code, a note's
// or a warning's.
func TestCodeExamples(t *testing.T) {
	b, err := os.ReadFile("docs/codes.md")
	if err != nil {
		t.Fatal(err)
	}
	rows := map[parser.Code]bool{}
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Split(strings.Trim(line, "| "), " | ")
		if len(f) != 3 || !strings.HasPrefix(f[0], "`") {
			continue
		}
		code := parser.Code(strings.Trim(f[0], "`"))
		rows[code] = true
		example, how := f[1], f[2]
		if !strings.HasPrefix(example, "`") {
			continue // described, not an input
		}
		in := example[1:strings.LastIndex(example, "`")]
		if got := codesOf(in, how); got != nil && !contains(got, code) {
			t.Errorf("docs/codes.md: %s of %q gives %v, not %s", how, in, got, code)
		}
	}
	for _, c := range parser.Codes() {
		if !rows[c] && !strings.Contains(string(b), "`"+string(c)+"`") {
			t.Errorf("docs/codes.md has no row for %s", c)
		}
	}
}

// codesOf returns the codes that reading in as how says gives: the
// error's code, its most specific code, its notes' and the warnings'; nil
// for a way of reading the test does not run.
func codesOf(in, how string) []parser.Code {
	var err error
	var codes []parser.Code
	switch how {
	case "Parse":
		var warnings parser.ErrorList
		_, warnings, err = parser.ParseWarnings(in)
		for _, w := range warnings {
			codes = append(codes, w.Code)
		}
	case "Fix":
		_, err = rfc1738.Fix(in)
	case "ParseRelative":
		_, err = rfc1738.ParseRelative(in)
	default:
		return nil
	}
	var e *parser.Error
	if errors.As(err, &e) {
		codes = append(codes, e.Code, e.SpecificCode())
		for _, n := range e.Notes {
			codes = append(codes, n.Code)
		}
	}
	return append(codes, "") // not nil: the input was read
}

func contains(list []parser.Code, c parser.Code) bool {
	for _, x := range list {
		if x == c {
			return true
		}
	}
	return false
}
