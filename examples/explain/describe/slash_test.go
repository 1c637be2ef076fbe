package describe

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestEncodedSlashAsTyped checks that the line on an escaped "/" in an
// http or ftp path quotes the escape and its segment as the input writes them,
// in either case: a note that quotes the input must not change it.
func TestEncodedSlashAsTyped(t *testing.T) {
	for _, tt := range []struct {
		in   string
		lang grammar.Lang
		want string
	}{
		{"http://h/x/a%2fb", grammar.English, `%2f is a "/" inside a segment, not a separator between two: "a%2fb" is one segment`},
		{"http://h/a%2F%2fb/c", grammar.English, `%2F is a "/" inside a segment, not a separator between two: "a%2F%2fb" is one segment`},
		{"http://h/a%2fb", grammar.French, grammar.FrenchSpaces("%2f est un « / » dans un segment, non un séparateur entre deux : « a%2fb » est un seul segment")},
		// ftp, where section 3.2.2 says a "/" in a <cwd> or <name> must
		// be encoded.
		{"ftp://h/a%2Fb/c", grammar.English, `%2F is a "/" inside a segment, not a separator between two: "a%2Fb" is one segment; within a <cwd> or <name>, the characters "/" and ";" "are reserved and must be encoded" (RFC 1738 section 3.2.2)`},
		{"ftp://h/x/a%2fb", grammar.French, grammar.FrenchSpaces("%2f est un « / » dans un segment, non un séparateur entre deux : « a%2fb » est un seul segment ; dans un <cwd> ou un <name>")},
	} {
		u, err := parser.Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, r := range URL(u, tt.lang).Rows {
			for _, d := range r.Details {
				if strings.HasPrefix(strings.ToUpper(d), "%2F") {
					got = append(got, d[:min(len(d), len(tt.want))])
				}
			}
		}
		if diff := cmp.Diff([]string{tt.want}, got); diff != "" {
			t.Errorf("%s (%s): the line on %%2F (-want +got):\n%s", tt.in, tt.lang, diff)
		}
	}
}
