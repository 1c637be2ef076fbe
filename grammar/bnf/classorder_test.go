package bnf_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar/bnf"
)

// section5Text reads the rules of RFC 1738 section 5 from the shared
// copy of the RFC's full text, name to rule ("name = ..."), continuation
// lines joined, the page breaks left out. It skips the test where
// ../shared is absent.
func section5Text(t *testing.T) map[string]string {
	t.Helper()
	text, err := os.ReadFile(filepath.Join("..", "..", "..", "shared", "spec", "rfc1738.txt"))
	if os.IsNotExist(err) {
		t.Skip("../shared/spec is absent")
	}
	if err != nil {
		t.Fatal(err)
	}
	_, body, _ := strings.Cut(string(text), "\n5. BNF for specific URL schemes")
	body, _, _ = strings.Cut(body, "\n6. Security Considerations")
	start := regexp.MustCompile(`^([a-z0-9+_-]+)\s+=\s+(.*)$`)
	rules := map[string]string{}
	last := ""
	for _, line := range strings.Split(body, "\n") {
		switch {
		case start.MatchString(line):
			m := start.FindStringSubmatch(line)
			last = m[1]
			rules[last] = last + " = " + m[2]
		case last != "" && strings.HasPrefix(line, " ") && strings.TrimSpace(line) != "":
			rules[last] += " " + strings.TrimSpace(line)
		default:
			last = ""
		}
	}
	return rules
}

// noSpace removes every space, tab and line break.
func noSpace(s string) string { return strings.Join(strings.Fields(s), "") }

// TestClassesAsWritten checks each character class as -grammar and the
// railroad pages quote it (its Production's rule) against RFC 1738
// section 5 and RFC 1808 section 2.2, character for character but for
// spaces: the classes are written in the RFC's own order, not in byte
// order.
func TestClassesAsWritten(t *testing.T) {
	g, err := bnf.BuiltIn()
	if err != nil {
		t.Fatal(err)
	}
	rfc1738 := section5Text(t)
	rfc1808 := map[string]string{}
	for _, r := range rfc1808Rules(t) {
		name, _, _ := strings.Cut(r, " = ")
		rfc1808[name] = r
	}
	classes := []string{"lowalpha", "hialpha", "alpha", "digit", "safe", "extra", "national", "punctuation",
		"reserved", "hex", "escape", "unreserved", "uchar", "xchar", "alphadigit"}
	for _, name := range classes {
		r := g.Rule(name)
		if r == nil {
			t.Errorf("no rule %s", name)
			continue
		}
		// -grammar and the railroad pages write the rule (String), and
		// errors cite its Production: both say the same.
		if r.String() != r.Production.Rule {
			t.Errorf("%s: String() = %s, Production.Rule = %s", name, r.String(), r.Production.Rule)
		}
		got := noSpace(r.Production.Rule)
		want, ok := rfc1738[name]
		if !ok {
			t.Errorf("RFC 1738 section 5 has no rule %s", name)
			continue
		}
		if got != noSpace(want) {
			t.Errorf("%s:\n got %s\nwant %s (RFC 1738 section 5)", name, r.Production.Rule, want)
		}
		if w, ok := rfc1808[name]; ok && got != noSpace(w) {
			t.Errorf("%s:\n got %s\nwant %s (RFC 1808 section 2.2)", name, r.Production.Rule, w)
		}
	}
}
