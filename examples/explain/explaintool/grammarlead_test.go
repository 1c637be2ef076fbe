package explaintool

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestGrammarLeadsWithURL checks that -grammar URL, in any case, leads
// with section 5's url, the rule of that name, as RFC 1738 writes it,
// and says which rule reads it, before that rule (genericurl), which
// does not write it again; and that -grammar unsafe answers with what
// section 2.2 calls unsafe and the rules that hold those characters.
func TestGrammarLeadsWithURL(t *testing.T) {
	url := "url = httpurl | ftpurl | newsurl | nntpurl | telneturl | gopherurl | waisurl | mailtourl | fileurl | prosperourl | otherurl"
	for _, tc := range []struct {
		args []string
		want []string // the first lines
	}{
		{[]string{"-grammar", "URL"}, []string{
			"# URL: url (RFC 1738) and URL (RFC 1808), and the rules they use",
			url,
			"    RFC 1738 section 5",
			"    this grammar has no rule of this name: it picks a scheme's production by the scheme's name, and reads a scheme with none by genericurl, whose rule follows",
			"    why this grammar differs: the choice between the schemes is made by the scheme's name, before any rule is tried: the parser holds one production per scheme, not a rule of alternatives",
			`genericurl = scheme ":" schemepart`,
			"    RFC 1738 section 5",
			"    section 5 writes: otherurl = genericurl",
		}},
		{[]string{"-lang", "fr", "-grammar", "url"}, []string{
			"# url : url (RFC 1738) et URL (RFC 1808), et les règles qu'elles utilisent",
			url,
			"    RFC 1738, section 5",
			"    cette grammaire n'a pas de règle de ce nom : elle choisit la production d'un mode par le nom du mode, et lit un mode qui n'en a pas avec genericurl, dont la règle suit",
		}},
		{[]string{"-grammar", "unsafe"}, []string{
			`# unsafe: section 2.2's name for the characters that "must always be encoded within a URL", not a rule: the space, which no rule of section 5 holds, and "<", ">", “"”, "#", "%", "{", "}", "|", "\", "^", "~", "[", "]" and "` + "`" + `", which national and punctuation hold`,
			"# unsafe: national and punctuation, which use no other rule",
			"national = \"{\" | \"}\" | \"|\" | \"\\\" | \"^\" | \"~\" | \"[\" | \"]\" | \"`\"",
		}},
		{[]string{"-lang", "fr", "-grammar", "<Unsafe>"}, []string{
			"# unsafe : nom que donne la section 2.2 aux caractères qui « doivent toujours être encodés dans une URL » (traduit de la RFC 1738), et non une règle : l'espace, qu'aucune règle de la section 5 ne contient, et « < », « > », « \" », « # », « % », « { », « } », « | », « \\ », « ^ », « ~ », « [ », « ] » et « ` », que contiennent national et punctuation",
			"# <Unsafe> : national et punctuation, qui n'utilisent aucune autre règle",
		}},
	} {
		var stdout, stderr bytes.Buffer
		if code := run(tc.args, &stdout, &stderr); code != exitValid {
			t.Errorf("explain %q: exit status %d, stderr %s", tc.args, code, stderr.String())
		}
		out := strings.ReplaceAll(stdout.String(), "\u00a0", " ")
		lines := strings.Split(out, "\n")
		if diff := cmp.Diff(tc.want, lines[:min(len(lines), len(tc.want))]); diff != "" {
			t.Errorf("explain %q: the first lines (-want +got):\n%s", tc.args, diff)
		}
		if strings.Count(out, url) != 1 {
			if !strings.EqualFold(strings.Trim(tc.args[len(tc.args)-1], "<>"), "unsafe") {
				t.Errorf("explain %q: url's rule written %d times, want once", tc.args, strings.Count(out, url))
			}
		}
	}
}
