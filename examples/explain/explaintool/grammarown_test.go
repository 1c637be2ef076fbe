package explaintool

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/grammar/bnf"
	"github.com/urlsyntax/rfc1738/internal/spectest"
)

// section5Rules reads the rules of RFC 1738 section 5 from the shared
// copy of its text (spectest.Rules), each as one line, "name = ...",
// its spaces as -grammar writes them.
func section5Rules(t *testing.T) (names []string, rules map[string]string) {
	names, rhs := spectest.Rules(t, "..", "..", "..", "..")
	rules = map[string]string{}
	for n, r := range rhs {
		rules[n] = n + " = " + strings.Join(strings.Fields(r), " ")
	}
	return names, rules
}

// firstRule returns the first rule line of an output of -grammar.
func firstRule(out string) string {
	for _, line := range strings.Split(out, "\n") {
		if strings.Contains(line, " = ") && !strings.HasPrefix(line, "#") && !strings.HasPrefix(line, " ") {
			return line
		}
	}
	return ""
}

// TestGrammarLeadsWithOwnRule checks that -grammar, asked for any rule
// of RFC 1738 section 5, in either language, writes that rule first, as
// section 5 writes it: the rules this grammar reads inside another
// (otherurl in genericurl, grouppart in newsurl, waisdatabase, waisindex
// and waisdoc in waisurl) too, before the rule that holds them, which
// follows.
func TestGrammarLeadsWithOwnRule(t *testing.T) {
	names, rules := section5Rules(t)
	if len(names) < 60 {
		t.Fatalf("%d rules read from section 5", len(names))
	}
	g, err := bnf.BuiltIn()
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"en", "fr"} {
		for _, name := range names {
			out, _ := grammarOut(t, exitValid, "-lang", lang, "-grammar", name)
			want := rules[name]
			if r := g.Rule(name); r != nil && r.Comment() != "" {
				want += "    " + r.Comment() // the comment section 5 writes after it
			}
			if diff := cmp.Diff(want, firstRule(out)); diff != "" {
				t.Errorf("-lang %s -grammar %s: the first rule (-want +got):\n%s", lang, name, diff)
			}
		}
	}
	// The French labels of the tree's derivation find the same rules.
	for label, name := range map[string]string{"autre URL": "otherurl", "URL": "url"} {
		out, _ := grammarOut(t, exitValid, "-lang", "fr", "-grammar", label)
		if diff := cmp.Diff(rules[name], firstRule(out)); diff != "" {
			t.Errorf("-lang fr -grammar %q: the first rule (-want +got):\n%s", label, diff)
		}
	}
	for _, tc := range []struct{ name, holder, section string }{
		{"otherurl", "genericurl", "5"},
		{"grouppart", "newsurl", "3.6"},
		{"waisdatabase", "waisurl", "3.9"},
		{"waisindex", "waisurl", "3.9"},
		{"waisdoc", "waisurl", "3.9"},
	} {
		out, _ := grammarOut(t, exitValid, "-grammar", tc.name)
		lines := strings.Split(out, "\n")
		want := []string{
			"# " + tc.name + ": a rule of section 5 that this grammar reads in " + tc.holder + "; " + tc.holder + " and the rules it uses",
			rules[tc.name],
			"    RFC 1738 section 5" + map[bool]string{true: "", false: ", explained in section " + tc.section}[tc.section == "5"],
			"    this grammar has no rule of this name: it reads it in " + tc.holder + ", whose rule follows",
		}
		if diff := cmp.Diff(want, lines[:min(len(lines), len(want))]); diff != "" {
			t.Errorf("-grammar %s: the first lines (-want +got):\n%s", tc.name, diff)
		}
		if got := strings.Count(out, rules[tc.name]); got != 1 {
			t.Errorf("-grammar %s: its rule written %d times, want once:\n%s", tc.name, got, out)
		}
		if !strings.Contains(out, "\n"+rules[tc.holder]+"\n") {
			t.Errorf("-grammar %s: %s's rule %q is not written:\n%s", tc.name, tc.holder, rules[tc.holder], out)
		}
	}
}

// TestGrammarProseNames checks that -grammar says of a name of the
// RFC's prose for a piece of a rule that it is one, as -tree does, in
// English and in French.
func TestGrammarProseNames(t *testing.T) {
	for _, tc := range []struct{ lang, name, want string }{
		{"en", "unique", "# unique: RFC 1738 section 3.6's prose name, not a rule of section 5; article and the rules it uses"},
		{"en", "article-number", "# article-number: RFC 1738 section 3.7's prose name, not a rule of section 5; digits and the rules it uses"},
		{"fr", "identificateur", "# identificateur\u00a0: nom que donne la prose de la RFC 1738, section 3.6, et non une règle de la section 5\u00a0; article et les règles qu'elle utilise"},
	} {
		out, _ := grammarOut(t, exitValid, "-lang", tc.lang, "-grammar", tc.name)
		if first, _, _ := strings.Cut(out, "\n"); first != tc.want {
			t.Errorf("-lang %s -grammar %s: the first line is %q, want %q", tc.lang, tc.name, first, tc.want)
		}
	}
}
