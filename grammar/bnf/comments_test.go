package bnf_test

import (
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar/bnf"
)

// TestComments holds Rule.Comment to section 5's text: each rule's comment
// is the one the RFC writes after it, and a rule with none has none.
func TestComments(t *testing.T) {
	rules := section5Text(t)
	if len(rules) == 0 {
		t.Fatal("no rule read from section 5")
	}
	g, err := bnf.BuiltIn()
	if err != nil {
		t.Fatal(err)
	}
	for name, rule := range rules {
		want := ""
		if c := commentOf(rule); c != "" {
			want = "; " + strings.Join(strings.Fields(c), " ")
		}
		got := ""
		if r := g.Rule(name); r != nil {
			got = r.Comment()
		}
		if got != want {
			t.Errorf("the comment of %s is %q, want %q (section 5: %s)", name, got, want, rule)
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
