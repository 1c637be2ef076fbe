package bnf_test

import (
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar/bnf"
)

// TestComments holds Comment to section 5's text: each rule's comment
// is the one the RFC writes after it, and a rule with none has none.
func TestComments(t *testing.T) {
	rules := section5Text(t)
	if len(rules) == 0 {
		t.Fatal("no rule read from section 5")
	}
	for name, rule := range rules {
		want := ""
		if c := commentOf(rule); c != "" {
			want = "; " + strings.Join(strings.Fields(c), " ")
		}
		if got := bnf.Comment(name); got != want {
			t.Errorf("Comment(%q) = %q, want %q (section 5: %s)", name, got, want, rule)
		}
	}
}

// commentOf returns the text after the first ";" of rule that stands
// outside quotes, "" when there is none.
func commentOf(rule string) string {
	quoted := false
	for i, b := range []byte(rule) {
		switch {
		case b == '"':
			quoted = !quoted
		case b == ';' && !quoted:
			return rule[i+1:]
		}
	}
	return ""
}
