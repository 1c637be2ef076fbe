package describe

import (
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestSharedSearch checks that a search in a gopher or WAIS URL, cited
// by HTTP's section 3.3, says the rule is shared, and that an http
// URL's does not: there the section is its own.
func TestSharedSearch(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want bool
	}{
		{"gopher://h/7search%09query", true},
		{"wais://h/db?q", true},
		{"http://h/x?q", false},
	} {
		u, err := parser.Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range []grammar.Lang{grammar.English, grammar.French} {
			var all strings.Builder
			for _, r := range URLWith(u, l, Options{CiteOnce: true}).Rows {
				all.WriteString(strings.Join(r.Details, "\n") + "\n")
			}
			word := map[grammar.Lang]string{grammar.English: "search is a rule shared", grammar.French: "search est une règle partagée"}[l]
			if got := strings.Count(all.String(), word); got != map[bool]int{true: 1, false: 0}[tt.want] {
				t.Errorf("%s (%s): %q written %d times:\n%s", tt.in, l, word, got, all.String())
			}
		}
	}
}

// TestProseRulesApart checks that gopher-path, a name of section
// 3.4.1's prose and not a rule of section 5, is listed apart from the
// rules cited.
func TestProseRulesApart(t *testing.T) {
	u, err := parser.Parse("gopher://h/7search%09query")
	if err != nil {
		t.Fatal(err)
	}
	tb := URLWith(u, grammar.English, Options{CiteOnce: true})
	for _, r := range tb.Rules {
		if strings.HasPrefix(r, "gopher-path ") {
			t.Errorf("gopher-path among the rules cited: %q", tb.Rules)
		}
	}
	if len(tb.ProseRules) != 1 || !strings.HasPrefix(tb.ProseRules[0], "gopher-path = ") {
		t.Errorf("ProseRules = %q, want gopher-path's", tb.ProseRules)
	}
}
