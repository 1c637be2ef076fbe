package explaintool

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// rfc1808Scheme is RFC 1808 section 2.2's own scheme rule, which differs
// from RFC 1738's (alpha, not lowalpha).
const rfc1808Scheme = `scheme = 1*( alpha | digit | "+" | "-" | "." )`

// TestRelativeSectionScheme checks that -grammar's section of RFC 1808's
// grammar and -base agree on the scheme a reference is read by: -base
// cites RFC 1808 section 2.2's own scheme rule, so the section must
// give that rule, not call the scheme RFC 1738's.
func TestRelativeSectionScheme(t *testing.T) {
	for _, tt := range []struct {
		lang, intro string
	}{
		{"en", "# RFC 1808 writes"},
		{"fr", "# La RFC 1808 écrit"},
	} {
		var grammarOut, baseOut, stderr bytes.Buffer
		run([]string{"-lang", tt.lang, "-grammar"}, &grammarOut, &stderr)
		run([]string{"-lang", tt.lang, "-base", "http://a/b/c/d", "--", "http:g"}, &baseOut, &stderr)
		var intro string
		for _, line := range strings.Split(grammarOut.String(), "\n") {
			if strings.HasPrefix(line, tt.intro) {
				intro = line
			}
		}
		if !strings.Contains(baseOut.String(), rfc1808Scheme) {
			t.Fatalf("%s: -base does not cite %s:\n%s", tt.lang, rfc1808Scheme, baseOut.String())
		}
		if !strings.Contains(intro, rfc1808Scheme) || strings.Contains(intro, "the scheme and the characters are RFC 1738's") || strings.Contains(intro, "le mode et les caractères sont ceux de la RFC 1738") {
			t.Errorf("%s: the section of RFC 1808's grammar does not give its scheme rule, %s, as -base cites it: %q", tt.lang, rfc1808Scheme, intro)
		}
	}
}

// TestGrammarFrenchFollowedBy checks that no French section line of
// -grammar leaves open what a « suivi(e), s'il y a lieu, de » follows:
// « une ressource …, suivie d'une recherche » read as if the resource,
// not the URL, ended with the search.
func TestGrammarFrenchFollowedBy(t *testing.T) {
	var stdout, stderr bytes.Buffer
	run([]string{"-lang", "fr", "-grammar"}, &stdout, &stderr)
	ambiguous := regexp.MustCompile(`suivie?s?, s'il y a lieu,`)
	var got []string
	for _, line := range strings.Split(strings.ReplaceAll(stdout.String(), "\u00a0", " "), "\n") {
		if strings.HasPrefix(line, "#") && ambiguous.MatchString(line) {
			got = append(got, line)
		}
	}
	if diff := cmp.Diff([]string(nil), got); diff != "" {
		t.Errorf("ambiguous « suivi de » in -grammar (-want +got):\n%s", diff)
	}
	for _, want := range []string{
		"# Une URL http désigne une ressource d'un serveur web (HTTP) ; l'URL peut se terminer par une recherche, après « ? ».",
		"# Une URL prospero désigne un objet du service d'annuaire Prospero ; l'URL peut se terminer par des champs, chacun après « ; ».",
	} {
		if !strings.Contains(strings.ReplaceAll(stdout.String(), "\u00a0", " "), want) {
			t.Errorf("-lang fr -grammar lacks %q", want)
		}
	}
}
