package parser_test

import (
	"testing"

	"github.com/urlsyntax/rfc1738/internal/corpustest"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestMemoryOneAllocationPerValidURL holds Parse to one allocation for every
// valid URL of the web and the file corpora: the block the generated
// parser chooses for the labels and segments the URL has (gen.Shapes)
// holds its whole tree, whatever its depth. Its name has "Memory" in it
// for .ci/run, which runs the memory tests without the race detector.
func TestMemoryOneAllocationPerValidURL(t *testing.T) {
	if parser.RaceEnabled {
		t.Skip("the race detector allocates for its own bookkeeping: .ci/run runs this test without it")
	}
	for _, name := range []string{"kasztp.txt", "node_files.txt"} {
		over := 0
		for _, line := range corpustest.Lines(t, name) {
			if _, err := parser.Parse(line); err != nil {
				continue
			}
			n := testing.AllocsPerRun(1, func() { _, _ = parser.Parse(line) })
			if n <= 1 {
				continue
			}
			if over++; over <= 5 {
				t.Errorf("%s: Parse(%q): %.0f allocations, want 1", name, line, n)
			}
		}
		if over > 5 {
			t.Errorf("%s: %d valid URLs take more than one allocation", name, over)
		}
	}
}
