// Package spectest reads the rules of RFC 1738 section 5 from the shared
// copy of the RFC's grammar (../shared/spec/rfc1738-bnf.txt), for the
// tests that hold this module's grammar, and what its teaching tools
// print of it, to the BNF as the RFC writes it: an oracle read from the
// RFC's own text, not from this module's copy of it.
package spectest

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Rules reads the rules of the shared rfc1738-bnf.txt, which is up
// from the test's package directory: names in the order the RFC writes
// them, and each name's right-hand side, its continuation lines joined
// by one space and its comments dropped. It skips the test where
// ../shared is absent, so that the module tests on its own.
func Rules(t testing.TB, up ...string) (names []string, rules map[string]string) {
	t.Helper()
	f, err := os.Open(filepath.Join(append(up, "shared", "spec", "rfc1738-bnf.txt")...))
	if os.IsNotExist(err) {
		t.Skip("../shared/spec is absent")
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	start := regexp.MustCompile(`^([a-z0-9+_-]+)\s+=\s+(.*)$`)
	rules = map[string]string{}
	last := ""
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "#"), strings.HasPrefix(line, ";"):
			last = ""
		case start.MatchString(line):
			m := start.FindStringSubmatch(line)
			last = m[1]
			names = append(names, last)
			rules[last] = uncomment(m[2])
		case last != "" && strings.HasPrefix(line, "  ") && strings.TrimSpace(line) != "":
			rules[last] += " " + uncomment(strings.TrimSpace(line))
		default:
			last = ""
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return names, rules
}

// uncomment removes a "; comment" outside quotes.
func uncomment(s string) string {
	quoted := false
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '"':
			quoted = !quoted
		case s[i] == ';' && !quoted:
			return strings.TrimSpace(s[:i])
		}
	}
	return strings.TrimSpace(s)
}
