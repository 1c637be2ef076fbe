package rfc1738_test

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/examples/explain/netdiff"
	"github.com/urlsyntax/rfc1738/internal/corpustest"
)

// update is the -update flag of the package's tests: with it, each test
// that compares with a golden file (netURLGolden, from the corpora)
// rewrites it instead.
var update = flag.Bool("update", false, "rewrite the golden files of the tests that run, instead of comparing with them")

const netURLGolden = "testdata/neturl-differences.golden"

// netURLFinding is one corpus line on which the two parsers disagree.
type netURLFinding struct {
	corpus string
	line   int // 1-based
	input  string
	detail string
}

// TestNetURLDifferences parses every line of the three corpora with
// rfc1738.Parse and net/url.Parse and explains every disagreement (one
// accepts, the other rejects, or both accept and read the parts
// differently) by a reason of netdiff.Reasons, the rules that the live
// page shares (package examples/explain/netdiff, where each reason and
// the views compared are defined); a disagreement no reason explains
// fails the test. The counts and the first examples
// of each reason are compared with testdata/neturl-differences.golden;
// -update rewrites it.
func TestNetURLDifferences(t *testing.T) {
	corpora := []string{"conformance-public.txt", "kasztp.txt", "node_files.txt"}
	lines := make([][]string, len(corpora))
	for i, name := range corpora {
		lines[i] = corpustest.Lines(t, name)
	}
	type tally struct{ lines, agree, bothReject, differ int }
	tallies := make([]tally, len(corpora))
	found := map[string][]netURLFinding{}
	const maxReported = 20 // unexplained lines reported one by one
	unexplained := 0
	for ci, name := range corpora {
		for li, line := range lines[ci] {
			tallies[ci].lines++
			codes, detail := netdiff.Disagreement(line)
			switch {
			case codes == nil:
				tallies[ci].agree++
				continue
			case len(codes) == 1 && codes[0] == netdiff.BothReject:
				tallies[ci].bothReject++
				continue
			}
			tallies[ci].differ++
			for _, c := range codes {
				if c == "" {
					if unexplained++; unexplained <= maxReported {
						t.Errorf("%s:%d %q: unexplained disagreement: %s", name, li+1, line, detail)
					}
					continue
				}
				found[c] = append(found[c], netURLFinding{name, li + 1, line, detail})
			}
		}
	}

	if unexplained > maxReported {
		t.Errorf("and %d more unexplained disagreements", unexplained-maxReported)
	}

	var b bytes.Buffer
	fmt.Fprintf(&b, "# How net/url.Parse and rfc1738.Parse disagree over the corpora in ../shared/corpus,\n")
	fmt.Fprintf(&b, "# by reason (TestNetURLDifferences in neturl_diff_test.go defines each and the views compared).\n")
	fmt.Fprintf(&b, "# net/url is the toolchain's: a Go release that changes it changes this file.\n")
	fmt.Fprintf(&b, "# Regenerate: go test -run '^TestNetURLDifferences$' -update .\n#\n")
	fmt.Fprintf(&b, "# %-24s %6s %6s %12s %6s\n", "corpus", "lines", "agree", "both-reject", "differ")
	for ci, name := range corpora {
		c := tallies[ci]
		fmt.Fprintf(&b, "# %-24s %6d %6d %12d %6d\n", name, c.lines, c.agree, c.bothReject, c.differ)
	}
	const perCorpus = 3
	for _, r := range netdiff.Reasons {
		fs := found[r.Code]
		byCorpus := map[string]int{}
		for _, f := range fs {
			byCorpus[f.corpus]++
		}
		var counts []string
		for _, name := range corpora {
			if byCorpus[name] > 0 {
				counts = append(counts, fmt.Sprintf("%s %d", name, byCorpus[name]))
			}
		}
		fmt.Fprintf(&b, "\n%s: %d (%s)\n", r.Code, len(fs), strings.Join(counts, ", "))
		fmt.Fprintf(&b, "  %s\n", r.Why)
		shown := map[string]int{}
		for _, f := range fs {
			if shown[f.corpus] == perCorpus {
				continue
			}
			shown[f.corpus]++
			fmt.Fprintf(&b, "    %s:%d %s  %s\n", f.corpus, f.line, netURLQuote(f.input), f.detail)
		}
	}
	known := map[string]bool{}
	for _, r := range netdiff.Reasons {
		known[r.Code] = true
	}
	for code := range found {
		if !known[code] {
			t.Errorf("reason %q is not in netdiff.Reasons", code)
		}
	}

	if *update {
		if err := os.WriteFile(filepath.FromSlash(netURLGolden), b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(filepath.FromSlash(netURLGolden))
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if d := cmp.Diff(string(want), b.String()); d != "" {
		t.Errorf("%s is stale (-want +got); run go test -run '^TestNetURLDifferences$' -update . and review the change:\n%s", netURLGolden, d)
	}
}

// netURLQuote quotes s, cut to keep the golden file's lines short.
func netURLQuote(s string) string {
	const limit = 72
	if len(s) > limit {
		return fmt.Sprintf("%q...", s[:limit])
	}
	return fmt.Sprintf("%q", s)
}
