package describe

import (
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
)

// TestURLPrefix checks that a scheme "url" whose scheme part is a URL
// is said to be the appendix's prefix, with the URL without it, in both
// languages, and that nothing is said where the rest is no URL or the
// scheme is another.
func TestURLPrefix(t *testing.T) {
	checkDetails(t, "Recommendations for URLs in Context", []detailCase{
		{"URL:http://www.iec.ch/", map[grammar.Lang]string{
			grammar.English: `section 5's grammar reads "URL" as a scheme, but it is most likely the prefix of RFC 1738's appendix ("Recommendations for URLs in Context"), which recommends that URLs "be preceeded with a prefix consisting of the characters "URL:"" where they must be told apart from other data, and which is no part of the URL: the URL is then likely "http://www.iec.ch/"`,
			grammar.French:  "la grammaire de la section 5 lit «\u00a0URL\u00a0» comme un mode, mais c'est sans doute le préfixe de l'annexe de la RFC 1738 (intitulée en anglais «\u00a0Recommendations for URLs in Context\u00a0»), qui recommande de faire «\u00a0précéder les URL d'un préfixe composé des caractères “URL:”\u00a0» (citation traduite) là où il faut les distinguer d'autres données, et qui ne fait pas partie de l'URL\u00a0: l'URL est alors sans doute «\u00a0http://www.iec.ch/\u00a0»",
		}},
		{"url:news:comp.os.unix", map[grammar.Lang]string{
			grammar.English: `section 5's grammar reads "url" as a scheme, but it is most likely the prefix of RFC 1738's appendix ("Recommendations for URLs in Context"), which recommends that URLs "be preceeded with a prefix consisting of the characters "URL:"" where they must be told apart from other data, and which is no part of the URL: the URL is then likely "news:comp.os.unix"`,
		}},
		{"url:not%20a%20url", nil},      // the rest has no scheme
		{"url:", nil},                   // nothing follows
		{"urn:http://www.iec.ch/", nil}, // another scheme
	})
}
