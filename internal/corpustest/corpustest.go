// Package corpustest reads the shared corpora for the module's tests:
// the files of ../shared/corpus beside the module's root, one URL a
// line. The shared directory is not part of the repository, so a test
// that needs a corpus skips where it is absent.
//
// Only tests import this package: the library's binaries must not link
// it.
package corpustest

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// Dir returns the corpus directory as a path relative to the test's
// working directory (its package's directory), or "" when it is absent.
// The path is relative so that what a test prints or writes of it does
// not depend on where the clone is.
func Dir(tb testing.TB) string {
	tb.Helper()
	up, err := moduleRoot()
	if err != nil {
		tb.Fatal(err)
	}
	dir := filepath.Join(up, "..", "shared", "corpus")
	if _, err := os.Stat(dir); err != nil {
		return ""
	}
	return dir
}

// moduleRoot returns the module's root as a path relative to the
// working directory: the nearest directory above it, itself included,
// with a go.mod file.
func moduleRoot() (string, error) {
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	up := "."
	for dir := wd; ; dir = filepath.Dir(dir) {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return up, nil
		}
		if filepath.Dir(dir) == dir {
			return "", errors.New("corpustest: no go.mod above " + wd)
		}
		up = filepath.Join(up, "..")
	}
}

// Path returns the path of corpus name, relative to the test's working
// directory, or skips the test when the file is absent.
func Path(tb testing.TB, name string) string {
	tb.Helper()
	dir := Dir(tb)
	if dir == "" {
		tb.Skipf("corpus %s: ../shared/corpus is absent", name)
	}
	path := filepath.Join(dir, name)
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		tb.Skipf("corpus %s is absent", name)
	}
	return path
}

// Names returns the names of the corpora, the *.txt files of the
// corpus directory in lexical order, or nil when it is absent: a test
// that reads them all and has inputs of its own runs without them.
func Names(tb testing.TB) []string {
	tb.Helper()
	dir := Dir(tb)
	if dir == "" {
		return nil
	}
	paths, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil {
		tb.Fatal(err)
	}
	names := make([]string, len(paths))
	for i, p := range paths {
		names[i] = filepath.Base(p)
	}
	sort.Strings(names)
	return names
}

// Lines returns the lines of corpus name, or skips the test when it is
// absent. Lines are split as bufio.ScanLines splits them: at "\n", a
// final "\r" dropped, and no empty line after a final "\n". They are
// substrings of the file read as one string, so that a test's data is
// one object to the garbage collector, not one per line, whose marking
// a benchmark would otherwise charge to the code it measures.
func Lines(tb testing.TB, name string) []string {
	tb.Helper()
	data, err := os.ReadFile(Path(tb, name))
	if err != nil {
		tb.Fatal(err)
	}
	return split(string(data))
}

// split returns the lines of text, as Lines describes them.
func split(text string) []string {
	if text == "" {
		return nil
	}
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSuffix(l, "\r")
	}
	return lines
}

// Sample returns every nth of lines, from the first: a sample spread
// evenly over a corpus, the same at every run, for the tests that cannot
// afford every line (with -short, under the race detector). For about
// k lines of a corpus, n is len(lines)/k. An n under 2 returns lines.
func Sample(lines []string, n int) []string {
	if n < 2 {
		return lines
	}
	out := make([]string, 0, (len(lines)+n-1)/n)
	for i := 0; i < len(lines); i += n {
		out = append(out, lines[i])
	}
	return out
}
