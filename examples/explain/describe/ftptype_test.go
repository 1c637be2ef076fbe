package describe

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestFTPTypeReading checks the typecode's line: a lower-case letter is
// section 3.2.2's own, an upper-case one, which section 5 allows, is
// read as its lower case, and the line says that this is a reading.
func TestFTPTypeReading(t *testing.T) {
	for _, tc := range []struct {
		in   string
		lang grammar.Lang
		want string
	}{
		{"ftp://h/f;type=a", grammar.English, `the <typecode>: "perform a TYPE command" with "a" as the argument, and then access the file <name> "f" (RFC 1738 section 3.2.2)`},
		{"ftp://h/f;type=A", grammar.English, `the <typecode>, read as "a" (a reading: section 5 allows "A", but section 3.2.2 names only "a", "i" and "d", and neither says what "A" means): "perform a TYPE command" with "a" as the argument, and then access the file <name> "f" (RFC 1738 section 3.2.2)`},
		{"ftp://h/f;type=I", grammar.French, "le <typecode>, lu «\u00a0i\u00a0» (c'est une lecture\u00a0: la section 5 admet «\u00a0I\u00a0», mais la section 3.2.2 ne nomme que «\u00a0a\u00a0», «\u00a0i\u00a0» et «\u00a0d\u00a0», et aucune des deux ne dit ce que «\u00a0I\u00a0» signifie)\u00a0: «\u00a0exécuter une commande TYPE\u00a0» avec «\u00a0i\u00a0» comme argument, puis accéder au fichier <name> «\u00a0f\u00a0» (traduit de la RFC 1738, section 3.2.2)"},
		{"ftp://h/d;type=D", grammar.English, `the <typecode>, read as "d" (a reading: section 5 allows "D", but section 3.2.2 names only "a", "i" and "d", and neither says what "D" means): "perform a NLST (name list) command" with the <name> "d" as the argument, "and interpret the results as a file directory listing" (RFC 1738 section 3.2.2)`},
	} {
		u, err := parser.Parse(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		rows := URL(u, tc.lang).Rows
		last := rows[len(rows)-1]
		if len(last.Details) == 0 {
			t.Fatalf("%s: no line under %s", tc.in, last.Tag)
		}
		if diff := cmp.Diff(tc.want, last.Details[len(last.Details)-1]); diff != "" {
			t.Errorf("%s %v (-want +got):\n%s", tc.in, tc.lang, diff)
		}
	}
}
