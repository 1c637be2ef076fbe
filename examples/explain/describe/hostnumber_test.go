package describe

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestHostnumberWords checks what the table says of a hostnumber: the
// numbers of an IP address when each is at most 255, and only four
// numbers when one is not (999.1.1.1, which the warning says names no
// IPv4 address), by the label the diagram gives it, in both languages.
func TestHostnumberWords(t *testing.T) {
	for _, tc := range []struct {
		url  string
		lang grammar.Lang
		want string
	}{
		{"http://192.0.2.1/", grammar.English, `a hostnumber: the four numbers "192", "0", "2", "1" of an IP address`},
		{"http://999.1.1.1/", grammar.English, `a hostnumber: the four numbers "999", "1", "1", "1"`},
		{"http://0255.1.1.1/", grammar.English, `a hostnumber: the four numbers "0255", "1", "1", "1" of an IP address`},
		{"http://192.0.2.1/", grammar.French, "un numéro d'hôte : les quatre nombres « 192 », « 0 », « 2 », « 1 » d'une adresse IP"},
		{"http://1.1.1.256/", grammar.French, "un numéro d'hôte : les quatre nombres « 1 », « 1 », « 1 », « 256 »"},
	} {
		u, err := parser.Parse(tc.url)
		if err != nil {
			t.Fatal(err)
		}
		var h *ast.Host
		ast.Inspect(u, func(n ast.Node) bool {
			if x, ok := n.(*ast.Host); ok && !ast.IsNil(x) {
				h = x
			}
			return h == nil
		})
		got := hostDetails(speaker{Voice: voice.Voice{Lang: tc.lang}, memo: &memo{}}, h)
		if diff := cmp.Diff(grammar.FrenchSpaces(tc.want), grammar.FrenchSpaces(got[0])); diff != "" {
			t.Errorf("%s, %v (-want +got):\n%s", tc.url, tc.lang, diff)
		}
		if l := grammar.Label("hostnumber", tc.lang); tc.lang == grammar.French && l != "numéro d'hôte" {
			t.Errorf("hostnumber's French label is %q, which the warning on 999.1.1.1 contradicts", l)
		}
	}
}
