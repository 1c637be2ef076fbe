package explaintool

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestGrammarUsesOnlyDefined walks every rule -grammar prints, as its
// RFC writes it, as this grammar reads it, and as RFC 1808 writes it
// too, and checks that each name on a right-hand side is a rule the
// same output defines: RFC 1808's pchar, segment, param and generic-RL
// as much as RFC 1738's.
func TestGrammarUsesOnlyDefined(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		out, _ := grammarOut(t, exitValid, "-lang", lang, "-grammar")
		defined := map[string]bool{}
		var used [][2]string // the name, the line that uses it
		for _, line := range strings.Split(out, "\n") {
			text := strings.TrimSpace(line)
			if !strings.HasPrefix(line, " ") && !strings.HasPrefix(line, "#") {
				name, _, _ := strings.Cut(text, " = ")
				defined[name] = true
			}
			if strings.HasPrefix(line, "#") {
				continue
			}
			if strings.HasPrefix(line, " ") {
				rule, ok := "", false
				for _, lead := range ruleLeads[lang] {
					if _, r, cut := strings.Cut(text, lead); cut && !ok {
						rule, ok = r, true
					}
				}
				if !ok {
					continue // a sentence, which names no rule it does not quote
				}
				text = rule
			}
			if _, rhs, ok := strings.Cut(text, " = "); ok {
				rhs, _, _ = strings.Cut(rhs, "    ; ") // the RFC's comment, words of prose
				for _, w := range ruleWords(rhs) {
					used = append(used, [2]string{w, line})
				}
			}
		}
		for _, u := range used {
			if !defined[u[0]] && !found(t, u[0]) {
				t.Errorf("-lang %s: %s is used but -grammar defines no rule of that name:\n%s", lang, u[0], u[1])
			}
		}
		for _, name := range []string{"pchar", "segment", "param", "generic-RL"} {
			if !defined[name] {
				t.Errorf("-lang %s: RFC 1808's %s is not defined", lang, name)
			}
		}
	}
}

// ruleLeads end the lead-ins of the lines under a rule that quote a
// rule: "this grammar reads it: ", "section 5 writes: ", "RFC 1808
// section 2.2 writes it: ".
var ruleLeads = map[string][]string{
	"en": {"reads it: ", "writes: ", "writes it: "},
	"fr": {"lit ainsi : ", "écrit : ", "l'écrit ainsi : "},
}

// found reports whether -grammar name names a rule: a rule that this
// grammar reads as another (otherurl is genericurl) is not defined in
// the whole grammar, but -grammar finds it, with the reading that says
// why.
func found(t *testing.T, name string) bool {
	t.Helper()
	var out, errOut strings.Builder
	return run([]string{"-grammar", name}, &out, &errOut) == exitValid
}

// TestGrammarBothRFCs checks that a name both RFCs define shows both
// rules, each under its RFC and section: fsegment is ftp's in RFC 1738
// and 1*pchar in RFC 1808.
func TestGrammarBothRFCs(t *testing.T) {
	out, _ := grammarOut(t, exitValid, "-grammar", "fsegment")
	var got []string
	lines := strings.Split(out, "\n")
	for i, line := range lines {
		if strings.HasPrefix(line, "fsegment = ") && i+1 < len(lines) {
			got = append(got, line, strings.TrimSpace(lines[i+1]))
		}
	}
	want := []string{`fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]`, "RFC 1738 section 5, explained in section 3.2",
		"fsegment = 1*pchar", "RFC 1808 section 2.2"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("-grammar fsegment (-want +got):\n%s", diff)
	}
	if !slices.Contains(lines, `pchar = uchar | ":" | "@" | "&" | "="`) {
		t.Errorf("-grammar fsegment does not define RFC 1808's pchar:\n%s", out)
	}
	out, _ = grammarOut(t, exitValid, "-grammar", "scheme")
	if !strings.Contains(out, `RFC 1808 section 2.2 writes it: scheme = 1*( alpha | digit | "+" | "-" | "." )`) {
		t.Errorf("-grammar scheme does not give RFC 1808's rule:\n%s", out)
	}
}
