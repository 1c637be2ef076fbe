package describe

import (
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestUniqueProduction checks the row of an article's <unique>: its
// span is the <unique>'s, so its production column says that it is a
// piece of article, whose span is the whole message-id, in both
// languages.
func TestUniqueProduction(t *testing.T) {
	u, err := parser.Parse("news:XYZ123@news.iso.org")
	if err != nil {
		t.Fatal(err)
	}
	for lang, want := range map[grammar.Lang]string{
		grammar.English: "<unique>, in article (RFC 1738 section 3.6: " + `article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host` + ")",
		grammar.French:  grammar.FrenchSpaces("<unique>, dans article (RFC 1738, section 3.6 : " + `article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host` + ")"),
	} {
		found := false
		for _, r := range URL(u, lang).Rows {
			if r.Pos == 5 && r.End == 11 {
				found = true
				if r.Production != want {
					t.Errorf("%s: production %q, want %q", lang, r.Production, want)
				}
			}
		}
		if !found {
			t.Errorf("%s: no row [5,11)", lang)
		}
	}
}
