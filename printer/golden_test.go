package printer_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/printer"
)

// update is the -update flag of the package's tests: with it, each test
// that compares with a golden file in testdata rewrites it instead.
var update = flag.Bool("update", false, "rewrite the golden files of the tests that run, instead of comparing with them")

const goldenFile = "canonical.golden"

// TestGolden prints every URL of urlGroups raw and canonical and compares
// the result with testdata/canonical.golden; go test -update rewrites it.
func TestGolden(t *testing.T) {
	got := golden(t)
	path := filepath.Join("testdata", goldenFile)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("%s mismatch (-want +got):\n%s", path, diff)
	}
}

// golden returns the text of the golden file: for each URL, the input
// and its raw and canonical prints.
func golden(t *testing.T) string {
	var b strings.Builder
	b.WriteString("# Raw and canonical prints of valid URLs. Regenerate with go test -update.\n")
	for _, g := range urlGroups {
		b.WriteString("\n## " + g.title + "\n")
		for _, in := range g.urls {
			u := mustParse(t, in)
			b.WriteString("\nin:        " + in + "\n")
			b.WriteString("raw:       " + sprint(t, printer.RawFormat, u) + "\n")
			b.WriteString("canonical: " + sprint(t, printer.CanonicalFormat, u) + "\n")
		}
	}
	return b.String()
}
