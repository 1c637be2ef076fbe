package describe

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestDriveLetterScheme checks that a one-letter scheme before "/" is said to
// be a Windows drive letter, with the file URL of the path, in both
// languages, and that nothing is said of a longer scheme or of a
// one-letter scheme without "/".
func TestDriveLetterScheme(t *testing.T) {
	for _, tc := range []struct {
		url  string
		want map[grammar.Lang]string
	}{
		{"C:/Users/a.txt", map[grammar.Lang]string{
			grammar.English: `section 5's grammar reads "C" as a scheme, but one letter, ":" and "/" most likely start a Windows path, whose drive letter it is; a file of this machine is written as a file URL (RFC 1738 section 3.10): the URL is then likely "file:///C:/Users/a.txt"`,
			grammar.French:  "la grammaire de la section 5 lit «\u00a0C\u00a0» comme un mode, mais une lettre, «\u00a0:\u00a0» et «\u00a0/\u00a0» commencent sans doute un chemin Windows, dont c'est la lettre de lecteur\u00a0; un fichier de cette machine s'écrit avec une URL file (RFC 1738, section 3.10)\u00a0: l'URL est alors sans doute «\u00a0file:///C:/Users/a.txt\u00a0»",
		}},
		{"c:/", map[grammar.Lang]string{
			grammar.English: `section 5's grammar reads "c" as a scheme, but one letter, ":" and "/" most likely start a Windows path, whose drive letter it is; a file of this machine is written as a file URL (RFC 1738 section 3.10): the URL is then likely "file:///c:/"`,
		}},
		{"c:x", nil},     // no "/": no path
		{"cd:/x", nil},   // two letters: no drive
		{"c:/a%zz", nil}, // no URL either way
	} {
		u, err := parser.Parse(tc.url)
		if err != nil {
			if tc.want == nil {
				continue
			}
			t.Fatal(err)
		}
		for _, l := range []grammar.Lang{grammar.English, grammar.French} {
			var got []string
			for _, r := range URL(u, l).Rows {
				for _, d := range r.Details {
					if strings.Contains(d, "Windows") {
						got = append(got, d)
					}
				}
			}
			want, ok := tc.want[l]
			if !ok && tc.want != nil {
				continue
			}
			var wants []string
			if ok {
				wants = []string{want}
			}
			if diff := cmp.Diff(wants, got); diff != "" {
				t.Errorf("%s %v (-want +got):\n%s", tc.url, l, diff)
			}
		}
	}
}
