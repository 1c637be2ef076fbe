package describe

import (
	"testing"

	"github.com/google/go-cmp/cmp"

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
		grammar.English: "<unique>, in article (RFC 1738 section 5, explained in section 3.6: " + `article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host` + ")",
		grammar.French:  grammar.FrenchSpaces("<unique>, dans article (RFC 1738, section 5, règle expliquée à la section 3.6 : " + `article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host` + ")"),
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

// TestUniqueIsNotTheIdentifier checks what the row of an article's
// <unique> says it means: RFC 1738 section 3.6 makes the whole
// message-id, <unique>@<full_domain_name>, the article's identifier, so
// the <unique> alone must not be called the article's identifier.
func TestUniqueIsNotTheIdentifier(t *testing.T) {
	u, err := parser.Parse("news:XYZ123@news.iso.org")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		lang grammar.Lang
		want string
	}{
		{grammar.English, `the <unique> of the article's <message-id> "XYZ123@news.iso.org", which RFC 1738 section 3.6 writes <unique>@<full_domain_name>; the whole <message-id>, not its <unique> alone, is the "message identifier" that identifies the article (the note calls this part alone its identifier)`},
		{grammar.French, grammar.FrenchSpaces("le <unique> du <message-id> « XYZ123@news.iso.org » de l'article, que la RFC 1738, section 3.6, écrit <unique>@<full_domain_name> ; c'est le <message-id> entier, et non son seul <unique>, qui identifie l'article (la note appelle « identificateur » cette seule partie)")},
	} {
		var got []string
		for _, r := range URL(u, tt.lang).Rows {
			if r.Key == "unique" {
				got = r.Details
			}
		}
		if diff := cmp.Diff([]string{tt.want}, got); diff != "" {
			t.Errorf("%s: the <unique>'s details (-want +got):\n%s", tt.lang, diff)
		}
	}
}
