package netdiff

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// golden is the root package's record of how the two parsers disagree
// over the shared corpora, written by its TestNetURLDifferences.
var golden = filepath.Join("..", "..", "..", "testdata", "neturl-differences.golden")

// TestGolden runs this package's rules over the shared corpora, as the
// root package's TestNetURLDifferences runs its own, and writes what
// that test writes: the same file, byte for byte, shows that the rules
// are the same and that the test could share them. It skips without
// ../shared.
func TestGolden(t *testing.T) {
	corpora := []string{"conformance-public.txt", "kasztp.txt", "node_files.txt"}
	lines := make([][]string, len(corpora))
	for i, name := range corpora {
		b, err := os.ReadFile(filepath.Join("..", "..", "..", "..", "shared", "corpus", name))
		if errors.Is(err, os.ErrNotExist) {
			t.Skipf("corpus %s not found", name)
		}
		if err != nil {
			t.Fatal(err)
		}
		lines[i] = strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	}
	type finding struct {
		corpus string
		line   int
		input  string
		detail string
	}
	type tally struct{ lines, agree, bothReject, differ int }
	tallies := make([]tally, len(corpora))
	found := map[string][]finding{}
	for ci, name := range corpora {
		for li, line := range lines[ci] {
			tallies[ci].lines++
			codes, detail := Disagreement(line)
			switch {
			case codes == nil:
				tallies[ci].agree++
				continue
			case len(codes) == 1 && codes[0] == BothReject:
				tallies[ci].bothReject++
				continue
			}
			tallies[ci].differ++
			for _, c := range codes {
				if c == "" {
					t.Errorf("%s:%d %q: unexplained disagreement: %s", name, li+1, line, detail)
					continue
				}
				found[c] = append(found[c], finding{name, li + 1, line, detail})
			}
		}
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "# How net/url.Parse and rfc1738.Parse disagree over the corpora in ../shared/corpus,\n")
	fmt.Fprintf(&b, "# by reason (TestNetURLDifferences in neturl_diff_test.go defines each and the views compared).\n")
	fmt.Fprintf(&b, "# net/url is the toolchain's: a Go release that changes it changes this file.\n")
	fmt.Fprintf(&b, "# Regenerate: go test -run '^TestNetURLDifferences$' -update-neturl .\n#\n")
	fmt.Fprintf(&b, "# %-24s %6s %6s %12s %6s\n", "corpus", "lines", "agree", "both-reject", "differ")
	for ci, name := range corpora {
		c := tallies[ci]
		fmt.Fprintf(&b, "# %-24s %6d %6d %12d %6d\n", name, c.lines, c.agree, c.bothReject, c.differ)
	}
	const perCorpus = 3
	for _, r := range Reasons {
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
			fmt.Fprintf(&b, "    %s:%d %s  %s\n", f.corpus, f.line, Quote(f.input), f.detail)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != string(want) {
		wl, gl := strings.Split(string(want), "\n"), strings.Split(got, "\n")
		for i := range min(len(wl), len(gl)) {
			if wl[i] != gl[i] {
				t.Fatalf("%s differs at line %d:\n  file: %s\n  here: %s", golden, i+1, wl[i], gl[i])
			}
		}
		t.Fatalf("%s has %d lines, this package's rules write %d", golden, len(wl), len(gl))
	}
}

// TestCompare checks the comparison the page shows, field by field,
// for a text of each kind: both agree, they read it differently, only
// net/url accepts it, only RFC 1738 does, neither does.
func TestCompare(t *testing.T) {
	for _, tc := range []struct {
		in      string
		agree   bool
		reasons []string
		differs []string // the fields marked
		fields  map[string][2]string
	}{
		{in: "http://www.iec.ch/about/mission-e.htm", agree: true,
			fields: map[string][2]string{"Scheme": {`"http"`, `"http"`}, "Host": {`"www.iec.ch"`, `"www.iec.ch"`},
				"Path": {`"/about/mission-e.htm"`, `"/about/mission-e.htm"`}, "RawQuery": {"", ""}}},
		{in: "ftp://h/a?b", reasons: []string{"neturl-splits-query"}, differs: []string{"Path", "RawQuery"},
			fields: map[string][2]string{"Path": {`"/a?b"`, `"/a"`}, "RawQuery": {"", `"b"`}}},
		{in: "HTTP://h/", reasons: []string{"neturl-lowercases-scheme"}, differs: []string{"Scheme"}},
		{in: "http://h/~u", reasons: []string{"tilde"},
			fields: map[string][2]string{"Path": {"", `"/~u"`}}},
		{in: "http://h/#top", reasons: []string{"fragment"},
			fields: map[string][2]string{"Fragment": {"", `"top"`}}},
		{in: "1abc://h/", reasons: []string{"scheme-first-char"},
			fields: map[string][2]string{"Scheme": {`"1abc"`, ""}}},
		{in: "http://h:x:y/", agree: true},
		{in: "ftp://anon:pa:ss@h/", reasons: []string{"login-chars"}, fields: map[string][2]string{"Password": {"", `"pa:ss"`}}},
		{in: "ftp://a@b@h/", reasons: []string{"login-chars"}},
		{in: "http://9lives/", reasons: []string{"host-digits"}},
		{in: "http://1.2.3/", reasons: []string{"host-digits"}},
		{in: "telnet://h/x", reasons: []string{"scheme-syntax"}},
		{in: "nntp://h/", reasons: []string{"scheme-syntax"}},
		{in: "mailto:", reasons: []string{"scheme-syntax"}},
	} {
		u, err := parser.Parse(tc.in)
		c := Compare(tc.in, u, err)
		var codes []string
		for _, r := range c.Reasons {
			codes = append(codes, r.Code)
		}
		if c.Agree != tc.agree || strings.Join(codes, " ") != strings.Join(tc.reasons, " ") || c.Unexplained {
			t.Errorf("%q: agree %v, reasons %q, unexplained %v; want %v, %q", tc.in, c.Agree, codes, c.Unexplained, tc.agree, tc.reasons)
		}
		var differs []string
		for _, f := range c.Fields() {
			if f.Differs {
				differs = append(differs, f.Name)
			}
			if want, ok := tc.fields[f.Name]; ok && (f.RFC1738 != want[0] || f.NetURL != want[1]) {
				t.Errorf("%q: %s is %s and %s, want %s and %s", tc.in, f.Name, f.RFC1738, f.NetURL, want[0], want[1])
			}
		}
		if strings.Join(differs, " ") != strings.Join(tc.differs, " ") {
			t.Errorf("%q: the fields that differ are %q, want %q", tc.in, differs, tc.differs)
		}
		if len(c.Sentences(grammar.French)) != len(c.Reasons) {
			t.Errorf("%q: %d French sentences for %d reasons", tc.in, len(c.Sentences(grammar.French)), len(c.Reasons))
		}
	}
}

// TestReasons checks that each reason has its sentences, and that the
// French one is French: its quotation marks are « and », and it says
// "RFC 1738, section" as the parser's French messages do.
func TestReasons(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range append(append([]Reason{}, Reasons...), MoreReasons...) {
		if seen[r.Code] {
			t.Errorf("%s: twice", r.Code)
		}
		seen[r.Code] = true
		if r.Why == "" || r.En == "" || r.Fr == "" || r.En == r.Fr {
			t.Errorf("%s: a sentence is missing", r.Code)
		}
		if strings.Contains(r.Fr, "RFC 1738 section") || strings.Contains(r.Fr, "RFC 3986 section") {
			t.Errorf("%s: the French cites a section the English way: %s", r.Code, r.Fr)
		}
		for _, w := range []string{" the ", " is ", " and ", " in "} {
			if strings.Contains(r.Fr, w) {
				t.Errorf("%s: the French has %q: %s", r.Code, w, r.Fr)
			}
		}
	}
}
