package server

import (
	"bytes"
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestRelativeExamples checks the page's relative examples against RFC
// 1808 section 5: each is resolved against the base the RFC's examples
// have, fragment and all (a base without "#f" resolves the empty
// reference otherwise, section 5.2), and the line that shows them names
// that base, in English and in French.
func TestRelativeExamples(t *testing.T) {
	rfc, err := os.ReadFile("../../../../shared/spec/rfc1808.txt")
	if err != nil {
		t.Skipf("RFC 1808's text: %v", err)
	}
	// Section 5's base, not section 3's example of one.
	_, examples, _ := bytes.Cut(rfc, []byte("\n5.  Examples and Recommended Practice"))
	m := regexp.MustCompile(`Base: <URL:([^>]*)>`).FindSubmatch(examples)
	if m == nil {
		t.Fatal("rfc1808.txt has no Base: <URL:...> line in section 5")
	}
	base := string(m[1])
	page, err := static.ReadFile("static/index.html")
	if err != nil {
		t.Fatal(err)
	}
	bases := regexp.MustCompile(`data-base="([^"]*)"`).FindAllSubmatch(page, -1)
	if len(bases) == 0 {
		t.Fatal("index.html has no relative example")
	}
	for _, b := range bases {
		if string(b[1]) != base {
			t.Errorf("a relative example's base is %q, RFC 1808's examples' is %q", b[1], base)
		}
	}
	js, err := static.ReadFile("static/app.js")
	if err != nil {
		t.Fatal(err)
	}
	lines := regexp.MustCompile(`(?m)^\s*relativeExamples: "(.*)",$`).FindAllSubmatch(js, -1)
	if len(lines) != 2 {
		t.Fatalf("app.js has %d relativeExamples texts, want 2", len(lines))
	}
	for _, l := range lines {
		if !strings.Contains(string(l[1]), base) {
			t.Errorf("the relative examples' line %q does not name their base %q", l[1], base)
		}
	}
}
