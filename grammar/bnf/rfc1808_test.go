package bnf_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/grammar/bnf"
	"github.com/urlsyntax/rfc1738/grammar/interp"
)

// rfc1808Rules reads the rules of RFC 1808 section 2.2 from the shared
// copy of its text, each on one line with its spaces collapsed, in
// order. It skips the test where ../shared is absent.
func rfc1808Rules(t *testing.T) []string {
	t.Helper()
	text, err := os.ReadFile(filepath.Join("..", "..", "..", "shared", "spec", "rfc1808.txt"))
	if os.IsNotExist(err) {
		t.Skip("../shared/spec is absent")
	}
	if err != nil {
		t.Fatal(err)
	}
	_, body, _ := strings.Cut(string(text), "2.2.  BNF for Relative URLs")
	body, _, _ = strings.Cut(body, "2.3.  Specific Schemes")
	start := regexp.MustCompile(`^   ([A-Za-z-]+)\s+=\s+(.*)$`)
	more := regexp.MustCompile(`^\s{6,}(\S.*)$`)
	var rules []string
	for _, line := range strings.Split(body, "\n") {
		switch {
		case start.MatchString(line):
			m := start.FindStringSubmatch(line)
			rules = append(rules, m[1]+" = "+m[2])
		case len(rules) > 0 && more.MatchString(line) && !strings.HasPrefix(line, "RFC"):
			rules[len(rules)-1] += " " + more.FindStringSubmatch(line)[1]
		}
	}
	for i, r := range rules {
		rules[i] = strings.Join(strings.Fields(r), " ")
	}
	return rules
}

// TestRFC1808Text checks RFC1808Text against section 2.2 as RFC 1808
// writes it: every rule, word for word.
func TestRFC1808Text(t *testing.T) {
	var got []string
	for _, want := range rfc1808Rules(t) {
		name, _, _ := strings.Cut(want, " = ")
		got = append(got, strings.Join(strings.Fields(bnf.RFC1808Text(name)), " "))
	}
	if diff := cmp.Diff(rfc1808Rules(t), got); diff != "" {
		t.Errorf("RFC1808Text differs from RFC 1808 section 2.2 (-RFC +RFC1808Text):\n%s", diff)
	}
}

// TestRFC1808Inline checks that the rules the recovered reference
// grammar reads inline are there, each as section 2.2 writes it, and
// that together with it every name of section 2.2 is a rule.
func TestRFC1808Inline(t *testing.T) {
	inline := bnf.RFC1808Inline()
	var got []string
	for _, r := range inline.Rules {
		got = append(got, r.Production.Rule)
		if r.Production.RFC != "RFC 1808" || r.Production.Section != "2.2" {
			t.Errorf("%s is cited as %s section %s, want RFC 1808 section 2.2", r.Name, r.Production.RFC, r.Production.Section)
		}
	}
	want := []string{`generic-RL = scheme ":" relativeURL`, `fsegment = 1*pchar`, `segment = *pchar`,
		`param = *( pchar | "/" )`, `pchar = uchar | ":" | "@" | "&" | "="`}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("RFC1808Inline (-want +got):\n%s", diff)
	}
	builtIn, err := bnf.BuiltIn()
	if err != nil {
		t.Fatal(err)
	}
	ig, err := interp.ReadReference()
	if err != nil {
		t.Fatal(err)
	}
	ref := bnf.Recover(ig)
	for _, rule := range rfc1808Rules(t) {
		name, _, _ := strings.Cut(rule, " = ")
		if inline.Rule(name) == nil && ref.Rule(name) == nil && builtIn.Rule(name) == nil {
			t.Errorf("RFC 1808's %s is no rule of the reference grammar, RFC1808Inline or RFC 1738's", name)
		}
	}
}
