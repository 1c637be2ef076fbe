package explaintool

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestGrammarSameKindHeading checks that -grammar https heads its
// output with the rule it writes first, httpsurl, read as httpurl,
// whose rules follow, and says the scheme's name only where it is not
// that rule's.
func TestGrammarSameKindHeading(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want []string // the first lines
	}{
		{[]string{"-grammar", "https"}, []string{
			"# https: httpsurl, read as httpurl, and the rules it uses",
			`httpsurl = "https://" hostport [ "/" hpath [ "?" search ]]`,
		}},
		{[]string{"-grammar", "httpsurl"}, []string{
			"# httpsurl, read as httpurl, and the rules it uses",
			`httpsurl = "https://" hostport [ "/" hpath [ "?" search ]]`,
		}},
		{[]string{"-lang", "fr", "-grammar", "https"}, []string{
			"# https : httpsurl, lue comme httpurl, et les règles qu'elle utilise",
			`httpsurl = "https://" hostport [ "/" hpath [ "?" search ]]`,
		}},
		{[]string{"-grammar", "http"}, []string{
			"# http: httpurl and the rules it uses",
			`httpurl = "http://" hostport [ "/" hpath [ "?" search ]]`,
		}},
	} {
		var stdout, stderr bytes.Buffer
		if code := run(tc.args, &stdout, &stderr); code != exitValid {
			t.Errorf("explain %q: exit status %d, stderr %s", tc.args, code, stderr.String())
		}
		lines := strings.Split(strings.ReplaceAll(stdout.String(), "\u00a0", " "), "\n")
		if diff := cmp.Diff(tc.want, lines[:min(len(lines), len(tc.want))]); diff != "" {
			t.Errorf("explain %q: the first lines (-want +got):\n%s", tc.args, diff)
		}
	}
}
