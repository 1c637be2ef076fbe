package describe

import (
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
)

// TestDriveLetterScheme checks that a one-letter scheme before "/" is said to
// be a Windows drive letter, with the file URL of the path, in both
// languages, and that nothing is said of a longer scheme or of a
// one-letter scheme without "/".
func TestDriveLetterScheme(t *testing.T) {
	checkDetails(t, "Windows", []detailCase{
		{"C:/Users/a.txt", map[grammar.Lang]string{
			grammar.English: `section 5's grammar reads "C" as a scheme, but one letter, ":" and "/" most likely start a Windows path, whose drive letter it is; a file of this machine is written as a file URL (RFC 1738 section 3.10): the URL is then likely "file:///C:/Users/a.txt"`,
			grammar.French:  "la grammaire de la section 5 lit «\u00a0C\u00a0» comme un mode, mais une lettre, «\u00a0:\u00a0» et «\u00a0/\u00a0» commencent sans doute un chemin Windows, dont c'est la lettre de lecteur\u00a0; un fichier de cette machine s'écrit avec une URL file (RFC 1738, section 3.10)\u00a0: l'URL est alors sans doute «\u00a0file:///C:/Users/a.txt\u00a0»",
		}},
		{"c:/", map[grammar.Lang]string{
			grammar.English: `section 5's grammar reads "c" as a scheme, but one letter, ":" and "/" most likely start a Windows path, whose drive letter it is; a file of this machine is written as a file URL (RFC 1738 section 3.10): the URL is then likely "file:///c:/"`,
		}},
		{"c:x", nil},   // no "/": no path
		{"cd:/x", nil}, // two letters: no drive
	})
}
