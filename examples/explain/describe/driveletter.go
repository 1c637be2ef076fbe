package describe

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// driveLetterReading says, of a URL whose scheme is one letter and whose
// scheme part starts with "/" ("C:/Users/a.txt"), that the letter is
// most likely a Windows drive letter, and gives the file URL of that
// path: section 5 reads any name as a scheme, and a student who pasted
// a file name would otherwise be told it is a URL. It is "" otherwise.
func driveLetterReading(v speaker, n *ast.Scheme, u *ast.URL) string {
	if len(n.Text) != 1 {
		return ""
	}
	text := u.String()
	url := "file:///" + text
	if !strings.HasPrefix(text[len(n.Text)+1:], "/") || parser.Check(url) != nil {
		return ""
	}
	return v.F(`section 5's grammar reads %s as a scheme, but one letter, ":" and "/" most likely start a Windows path, whose drive letter it is; a file of this machine is written as a file URL (RFC 1738 section 3.10): the URL is then likely %s`,
		"la grammaire de la section 5 lit %s comme un mode, mais une lettre, « : » et « / » commencent sans doute un chemin Windows, dont c'est la lettre de lecteur ; un fichier de cette machine s'écrit avec une URL file (RFC 1738, section 3.10) : l'URL est alors sans doute %s",
		v.Q(string(n.Text)), v.Q(url))
}
