package tracetext

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// collapseAfter collapses every list of more than MaxShown lines of a
// tree made whole, after the fact: its first ShownFirst and last
// ShownLast lines kept, those between counted in one line. Build
// collapses its lists as it adds to them, making only the lines it
// shows; it must give the same lines.
func collapseAfter(r *builder, lines []*Line) []*Line {
	if len(lines) > MaxShown {
		var h hidden
		for _, n := range lines[ShownFirst : len(lines)-ShownLast] {
			h.add(pending{label: n.label, failed: n.Failed, start: n.start, end: n.end})
		}
		kept := append([]*Line{}, lines[:ShownFirst]...)
		kept = append(kept, &Line{Cols: []string{r.collapsed(&h)}, Hidden: h.n})
		lines = append(kept, lines[len(lines)-ShownLast:]...)
	}
	for _, l := range lines {
		l.Children = collapseAfter(r, l.Children)
	}
	return lines
}

// checkCollapse compares, for input, Build's lines with those of the
// whole tree collapsed after the fact, in both languages, summary and
// full.
func checkCollapse(t *testing.T, input string) {
	t.Helper()
	_, err := parser.Default().Parse(input)
	tr, _ := parser.Default().Trace(input)
	if tr == nil {
		return
	}
	for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
		for _, full := range []bool{false, true} {
			got := Build(tr, err, lang, full)
			want := buildText(tr, err, lang, full, true)
			want.Lines = collapseAfter(newBuilder(voice.Voice{Lang: lang}, tr), want.Lines)
			want.Counts = countsLegend(voice.Voice{Lang: lang}, want.Lines) // of the lines shown
			// Compared as JSON (every exported field), cmp.Diff only to
			// say how they differ: it is slow on a tree of lines.
			gj, _ := json.Marshal(got)
			wj, _ := json.Marshal(want)
			if bytes.Equal(gj, wj) {
				continue
			}
			if d := cmp.Diff(want, got, cmpopts.IgnoreUnexported(Line{})); d != "" {
				t.Errorf("%q, %v, full %v: lines collapsed as they are added differ (-after +as added):\n%s", input, lang, full, d)
			}
		}
	}
}

// TestCollapseAsAdded holds Build's lists, collapsed as lines are added,
// to the lists made whole and collapsed after: long lists of each kind
// of step, and lookaheads decided again (counted on one line).
func TestCollapseAsAdded(t *testing.T) {
	sizes := []int{1, 10, 11, 12, 13, 14, 40}
	if testing.Short() {
		sizes = []int{12, 13}
	}
	for _, n := range sizes {
		for _, in := range []string{
			"prospero://h/p" + strings.Repeat(";=", n),
			"prospero://h/p" + strings.Repeat(";a=b", n) + ";",
			"http://h/" + strings.Repeat("a/", n),
			"http://h/" + strings.Repeat("/", n) + "~",
			"http://" + strings.Repeat("a.", n) + "com/",
			"ftp://" + strings.Repeat("u", n) + ":" + strings.Repeat("p", n) + "@h/" + strings.Repeat("d/", n) + ";type=a",
			"news:" + strings.Repeat("a.", n) + "b",
			"http://h:" + strings.Repeat("1", n) + "x/",
		} {
			t.Run(fmt.Sprintf("%.30s/%d", in, n), func(t *testing.T) { checkCollapse(t, in) })
		}
	}
}

// FuzzCollapseAsAdded is TestCollapseAsAdded on any input.
func FuzzCollapseAsAdded(f *testing.F) {
	f.Add("prospero://h/p;=;=;=;=;=;=;=;=;=;=;=;=;=;=")
	f.Add("http://h/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/~")
	f.Add("ftp://u:p@h/a/b/c/d/e/f/g/h/i/j/k/l/m/n;type=d")
	f.Add("http://a.a.a.a.a.a.a.a.a.a.a.a.a.a.com:8x/")
	f.Fuzz(func(t *testing.T, input string) {
		if len(input) > 512 {
			return // longer lists collapse alike
		}
		checkCollapse(t, input)
	})
}
