package describe

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// urlPrefixReading says, of a URL whose scheme is "url" and whose scheme
// part is a URL of its own ("URL:http://www.iec.ch/"), that the "URL:"
// is most likely the prefix of RFC 1738's appendix, which marks a URL in
// text and is no part of it: section 5 reads it as a scheme, since any
// name may be one, and a student copying from the RFC's own examples
// would not guess that. It is "" otherwise.
func urlPrefixReading(v speaker, n *ast.Scheme, u *ast.URL) string {
	if n.Name() != "url" {
		return ""
	}
	rest := strings.TrimPrefix(u.String(), string(n.Text)+":")
	if rest == "" || parser.Check(rest) != nil {
		return ""
	}
	return v.F(`section 5's grammar reads %s as a scheme, but it is most likely the prefix of RFC 1738's appendix ("Recommendations for URLs in Context"), which recommends that URLs "be preceeded with a prefix consisting of the characters "URL:"" where they must be told apart from other data, and which is no part of the URL: the URL is then likely %s`,
		"la grammaire de la section 5 lit %s comme un mode, mais c'est sans doute le préfixe de l'annexe de la RFC 1738 (intitulée en anglais « Recommendations for URLs in Context »), qui recommande de faire « précéder les URL d'un préfixe composé des caractères “URL:” » (citation traduite) là où il faut les distinguer d'autres données, et qui ne fait pas partie de l'URL : l'URL est alors sans doute %s",
		v.Q(string(n.Text)), v.Q(rest))
}
