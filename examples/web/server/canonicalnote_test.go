package server

import (
	"regexp"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// TestCanonicalNote checks the page's note on the canonical form in
// both languages: "unreserved" is RFC 1738's own class (section 5:
// unreserved = alpha | digit | safe | extra), not RFC 2396's or RFC
// 3986's, so the note defines it by section 5's rule; and the note names
// the escapes the canonical form keeps, which a reader would otherwise
// take for decoded ones (printer.Canonical keeps "%2E" that would make a
// dot segment, and writes a user's "?" as %3F); and it lists the rewrites
// of the schemes that say two spellings are one (file's "localhost",
// telnet's final "/", mailto's escapes), by which the page calls a URL
// "another spelling of the same URL"; and ftp's type code, which it
// lowers by a reading it says is one: section 5's ftptype lists both
// cases, section 3.2.2 only the lower, and neither makes them one (no
// text may claim that section 3.2.2 lists both). The French keeps
// section 2.1's "should" (« devraient »): the RFC advises, it does not
// state; the English quotes section 2.1 verbatim, the French its
// translation in « ».
func TestCanonicalNote(t *testing.T) {
	src, err := static.ReadFile("static/app.js")
	if err != nil {
		t.Fatal(err)
	}
	notes := regexp.MustCompile(`(?m)^\s*canonicalNote: "(.*)",$`).FindAllStringSubmatch(string(src), -1)
	if len(notes) != 2 {
		t.Fatalf("app.js has %d canonicalNote texts, want 2", len(notes))
	}
	for i, want := range [][]string{
		{"RFC 1738 section 5: unreserved = alpha | digit | safe | extra", `would make a \".\" or \"..\" segment`, `a \"?\" in a user or password written %3F`,
			`a file URL's host \"localhost\" written as the empty host`, "(section 3.10)", `a telnet URL's final \"/\"`, "in a mailto address",
			`RFC 1738 section 2.1: \"programs interpreting URLs should treat upper case letters as equivalent to lower case in scheme names\")`,
			"And, by a reading, an ftp type code's letter in lower case: section 5's rule ftptype = ",
			`section 3.2.2 names only \"a\", \"i\" and \"d\", and neither says that \"A\" and \"a\" mean the same.`},
		{"RFC 1738, section 5 : unreserved = alpha | digit | safe | extra", "qui formerait un segment « . » ou « .. »", "un « ? » dans un nom d'utilisateur ou un mot de passe écrit %3F",
			"l'hôte « localhost » d'une URL file écrit comme l'hôte vide", "(section 3.10, citation traduite)", "le « / » final d'une URL telnet",
			"dans une adresse mailto",
			"section 2.1, citation traduite : « les programmes qui interprètent des URL devraient traiter les majuscules comme équivalentes aux minuscules dans les noms de mode »)",
			"Et, par une lecture, la lettre du type d'une URL ftp en minuscule : la règle ftptype = ",
			"la section 3.2.2 ne nomme que « a », « i » et « d », et aucune des deux ne dit que « A » et « a » ont le même sens."},
	} {
		for _, w := range want {
			if !strings.Contains(notes[i][1], w) {
				t.Errorf("canonicalNote %d lacks %q: %s", i, w, notes[i][1])
			}
		}
		for _, w := range []string{"3.2.2 lists both", "3.2.2 liste les deux", "sont équivalentes dans un nom de mode"} {
			if strings.Contains(notes[i][1], w) {
				t.Errorf("canonicalNote %d says %q, which the RFC does not: %s", i, w, notes[i][1])
			}
		}
	}
	// What the note says, the canonical form does.
	for in, want := range map[string]string{
		"http://h/%2e/a%2eb/%41":       "http://h/%2E/a.b/A",
		"ftp://u?@h/":                  "ftp://u%3F@h/",
		"file://LocalHost/etc/motd":    "file:///etc/motd",
		"telnet://h":                   "telnet://h/",
		"ftp://h/a;type=A":             "ftp://h/a;type=a",
		"mailto:a%3Db%2Fc@example.org": "mailto:a=b%2Fc@example.org",
	} {
		u, err := parser.Parse(in)
		if err != nil {
			t.Fatal(err)
		}
		if got := printer.Canonical(u); got != want {
			t.Errorf("the canonical form of %s is %s, want %s, as the note says", in, got, want)
		}
	}
}
