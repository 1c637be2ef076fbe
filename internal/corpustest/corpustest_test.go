package corpustest

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestSplit checks that split cuts lines as bufio.ScanLines does, which
// the corpus readers it replaces used.
func TestSplit(t *testing.T) {
	for _, text := range []string{
		"", "\n", "\n\n", "a", "a\n", "a\nb", "a\nb\n", "a\r\nb\r\n", "a\r\r\n", "\r", "a\n\nb\n\n", " a \n\tb\t",
	} {
		var want []string
		s := bufio.NewScanner(strings.NewReader(text))
		for s.Scan() {
			want = append(want, s.Text())
		}
		if d := cmp.Diff(want, split(text)); d != "" {
			t.Errorf("split(%q) (-bufio +split):\n%s", text, d)
		}
	}
}

// TestDir checks that Dir is ../shared/corpus beside the module's root,
// from this package two directories below it.
func TestDir(t *testing.T) {
	dir := Dir(t)
	if _, err := os.Stat("../../../shared/corpus"); err != nil {
		if dir != "" {
			t.Errorf("Dir = %q, want \"\" where ../shared/corpus is absent", dir)
		}
		t.Skip("../shared/corpus is absent")
	}
	if want := filepath.Join("..", "..", "..", "shared", "corpus"); dir != want {
		t.Errorf("Dir = %q, want %q", dir, want)
	}
	names := Names(t)
	if len(names) == 0 {
		t.Fatalf("Names = none, in %s", dir)
	}
	for _, name := range names {
		if filepath.Ext(name) != ".txt" || Path(t, name) != filepath.Join(dir, name) {
			t.Errorf("Names holds %q, Path %q", name, Path(t, name))
		}
	}
}

// TestPathSkips checks that Path skips a test whose corpus is absent,
// rather than fail it.
func TestPathSkips(t *testing.T) {
	ok := t.Run("absent", func(t *testing.T) {
		Path(t, "no-such-corpus.txt")
		t.Error("Path returned for an absent corpus")
	})
	if !ok {
		t.Error("the subtest of an absent corpus failed")
	}
}

// TestSample checks that Sample takes every nth line from the first,
// the last one included when n divides its index, and every line for n
// under 2.
func TestSample(t *testing.T) {
	lines := []string{"a", "b", "c", "d", "e", "f", "g"}
	for _, tc := range []struct {
		n    int
		want []string
	}{
		{-1, lines},
		{0, lines},
		{1, lines},
		{2, []string{"a", "c", "e", "g"}},
		{3, []string{"a", "d", "g"}},
		{4, []string{"a", "e"}},
		{7, []string{"a"}},
		{100, []string{"a"}},
	} {
		if d := cmp.Diff(tc.want, Sample(lines, tc.n)); d != "" {
			t.Errorf("Sample(lines, %d) (-want +got):\n%s", tc.n, d)
		}
	}
	if got := Sample(nil, 3); len(got) != 0 {
		t.Errorf("Sample(nil, 3) = %q, want none", got)
	}
}
