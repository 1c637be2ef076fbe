package describe

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestReadings checks the parts that are a URL's only by a reading: an
// upper-case scheme and an upper-case typecode, each with the words its
// row of the table says them in; none in a URL that needs no reading.
func TestReadings(t *testing.T) {
	for _, tc := range []struct {
		in   string
		lang grammar.Lang
		want []Reading
	}{
		{"ftp://ftp.iec.ch/pub/a%3Bb", grammar.English, nil},
		{"ftp://ftp.iec.ch/pub/a;type=i", grammar.English, nil},
		{"ftp://ftp.iec.ch/pub/a;type=I", grammar.English, []Reading{{Tag: "ftptype", Text: "I",
			Words: `the <typecode>, read as "i" (a reading: section 5 allows "I", but section 3.2.2 names only "a", "i" and "d", and neither says what "I" means)`}}},
		{"HTTP://ftp.iec.ch/pub/a%3Bb", grammar.English, []Reading{{Tag: "<scheme>", Text: "HTTP",
			Words: `read as "http", a reading: section 5's scheme rule allows lower case only, but "for resiliency, programs interpreting URLs should treat upper case letters as equivalent to lower case in scheme names (e.g., allow "HTTP" as well as "http")" (RFC 1738 section 2.1)`}}},
		{"Ftp://h/f;type=D", grammar.French, []Reading{{Tag: "<mode>", Text: "Ftp",
			Words: "lu «\u00a0ftp\u00a0», une lecture\u00a0: la règle scheme de la section 5 n'admet que les minuscules, mais «\u00a0par robustesse, les programmes qui interprètent des URL devraient traiter les majuscules comme équivalentes aux minuscules dans les noms de mode (par exemple, admettre “HTTP” comme “http”)\u00a0» (traduit de la RFC 1738, section 2.1)"}, {
			Tag: "type", Text: "D",
			Words: "le <typecode>, lu «\u00a0d\u00a0» (c'est une lecture\u00a0: la section 5 admet «\u00a0D\u00a0», mais la section 3.2.2 ne nomme que «\u00a0a\u00a0», «\u00a0i\u00a0» et «\u00a0d\u00a0», et aucune des deux ne dit ce que «\u00a0D\u00a0» signifie)"}}},
	} {
		u, err := parser.Parse(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		got := Readings(u, tc.lang)
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("Readings(%s, %v) (-want +got):\n%s", tc.in, tc.lang, diff)
		}
		// The words are the table's: each begins a line of its part's row.
		for _, r := range got {
			if !inRow(URL(u, tc.lang).Rows, r) {
				t.Errorf("%s: no row %s %q has a line that begins %q", tc.in, r.Tag, r.Text, r.Words)
			}
		}
	}
}

// inRow reports whether a row of rows is r's part and has a line that
// begins with r's words.
func inRow(rows []Row, r Reading) bool {
	for _, row := range rows {
		if row.Tag != r.Tag || row.Text != r.Text {
			continue
		}
		for _, d := range row.Details {
			if strings.HasPrefix(d, r.Words) {
				return true
			}
		}
	}
	return false
}
