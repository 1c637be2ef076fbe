package explaintool

import (
	"bytes"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/examples/explain/resolution"
	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestBaseUsage checks the command lines -base refuses: with another
// output, and with no reference. -base "" is a base, the empty one.
func TestBaseUsage(t *testing.T) {
	for _, args := range [][]string{
		{"-base", section5Base},
		{"-base", section5Base, "-tree", "g"},
		{"-base", section5Base, "-json", "g"},
		{"-base", section5Base, "-grammar"},
	} {
		var stdout, stderr bytes.Buffer
		if got := run(args, &stdout, &stderr); got != exitUsage {
			t.Errorf("explain %q: exit status %d, want %d", args, got, exitUsage)
		}
		if !strings.Contains(stderr.String(), "-base") || stdout.Len() > 0 {
			t.Errorf("explain %q: stdout %q, stderr %q", args, stdout.String(), stderr.String())
		}
	}
	var stdout, stderr bytes.Buffer
	if got := run([]string{"-base", "", "g:h"}, &stdout, &stderr); got != exitValid || !strings.Contains(stdout.String(), "step 1 ") {
		t.Errorf("explain -base '' g:h: exit status %d, output:\n%s", got, stdout.String())
	}
}

// TestBaseOutput checks that -base writes package resolution's
// explanation, then the result as explain explains the URL it is, and
// its fragment line; so the live page, which shows the same package's
// words, says what explain says.
func TestBaseOutput(t *testing.T) {
	for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
		v := voice.Voice{Lang: lang}
		e := resolution.Explain(parser.Default(), section5Base, "g;x?y#s", lang)
		var want bytes.Buffer
		if err := e.Fprint(&want); err != nil {
			t.Fatal(err)
		}
		if _, err := explain(&want, v, "http://a/b/c/g;x?y"); err != nil {
			t.Fatal(err)
		}
		want.WriteString("  " + e.FragmentLine + "\n")
		want.WriteString(grammar.FrenchSpaces(spanLegend(v)) + "\n") // the resolution's spans
		var got bytes.Buffer
		if status := run([]string{"-lang", lang.String(), "-base", section5Base, "g;x?y#s"}, &got, &got); status != exitValid {
			t.Errorf("%s: exit status %d", lang, status)
		}
		if got.String() != want.String() {
			t.Errorf("%s: explain -base writes\n%s\nwant\n%s", lang, got.String(), want.String())
		}
	}
}

// TestBaseOutputLinear checks that -base's output stays within a fixed
// number of bytes per byte of the reference, as TestOutputLinear does
// for a URL, for references whose every part is small.
func TestBaseOutputLinear(t *testing.T) {
	const size = 8 << 10
	for name, ref := range map[string]string{
		"segments": strings.Repeat("ab/", size/3),
		"dotdots":  strings.Repeat("a/../", size/5) + "g",
		"params":   "g;" + strings.Repeat("x;", size/2),
	} {
		for _, lang := range langs {
			var out countingWriter
			if got := run([]string{"-lang", lang, "-base", section5Base, "--", ref}, &out, &out); got != exitValid {
				t.Fatalf("%s: exit status %d", name, got)
			}
			if per := float64(out) / float64(len(ref)); per > 1000 {
				t.Errorf("%s, %s: %.0f output bytes per byte of the reference", name, lang, per)
			}
		}
	}
}
