package urlchecktool

import (
	"bytes"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/internal/corpustest"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestVerdictPrintsAsCheck holds the text output's verifier, verdict, to
// what check's full report prints, line for line, over kasztp's URLs
// and a few of each kind: valid, with a warning, invalid.
func TestVerdictPrintsAsCheck(t *testing.T) {
	p, err := parser.New()
	if err != nil {
		t.Fatal(err)
	}
	lines := append([]string{
		"http://www.example.com/a/b?q",
		"HTTP://Example.COM:8080/",
		"ftp://user:pw@host/dir/f;type=a",
		"http://a b/",
		"",
		"mailto:someone@example.com",
	}, corpustest.Lines(t, "kasztp.txt")...)
	var want, got bytes.Buffer
	for _, line := range lines {
		want.Reset()
		got.Reset()
		c, v := check(p, line), verdict(p, line)
		formatText(&want, &c)
		formatText(&got, &v)
		if diff := cmp.Diff(want.String(), got.String()); diff != "" {
			t.Errorf("%q: verdict prints (-check +verdict):\n%s", line, diff)
		}
	}
}

// TestVerdictAllocatesLess checks that verdict builds none of the parts
// that check's report holds, which the text output does not print.
func TestVerdictAllocatesLess(t *testing.T) {
	p, err := parser.New()
	if err != nil {
		t.Fatal(err)
	}
	const line = "http://www.example.com/a/b?q"
	full := testing.AllocsPerRun(100, func() { check(p, line) })
	less := testing.AllocsPerRun(100, func() { verdict(p, line) })
	if less >= full {
		t.Errorf("%s: verdict allocates %.0f times, check %.0f: want fewer", line, less, full)
	}
}
