package server

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/examples/internal/exampleschemes"
	"github.com/urlsyntax/rfc1738/examples/web/view"
)

// TestGrammarNote checks the words above the list of the URL's rules,
// in both languages, with a base and without: a name listed that is no
// rule of section 5 but a name of RFC 1738's prose (gopher-path, whose
// link says so) is named in them as what it is, and none says that
// every name is a rule of the grammar.
func TestGrammarNote(t *testing.T) {
	js, err := os.ReadFile("static/app.js")
	if err != nil {
		t.Fatal(err)
	}
	html, err := os.ReadFile("static/index.html")
	if err != nil {
		t.Fatal(err)
	}
	notes := regexp.MustCompile(`(?m)^\s*grammarNote(?:Resolved)?: "(.*)",$`).FindAllStringSubmatch(string(js), -1)
	notes = append(notes, regexp.MustCompile(`data-i18n="grammarNote">([^<]*)<`).FindAllStringSubmatch(string(html), -1)...)
	if len(notes) != 5 {
		t.Fatalf("app.js and index.html have %d grammarNote texts, want 5", len(notes))
	}
	pg, err := view.New(exampleschemes.Options()...)
	if err != nil {
		t.Fatal(err)
	}
	var prose []string
	for _, in := range []string{"gopher://spinaltap.micro.umn.edu/7search%09hello", "ftp://u:p@h/a;type=i", "news:comp.os", "wais://h/db?q"} {
		for _, p := range pg.Explain(in, "en", view.Options{}).Productions {
			if strings.Contains(p.Cite, "prose name") {
				prose = append(prose, p.Name)
			}
		}
	}
	if len(prose) == 0 {
		t.Fatal("no URL listed a name of RFC 1738's prose: the test checks nothing")
	}
	for _, n := range notes {
		for _, name := range prose {
			if !strings.Contains(n[1], name+", a name of RFC 1738's prose (section 3.4.1)") && !strings.Contains(n[1], name+", un nom que donne la prose de la RFC 1738 (section 3.4.1)") {
				t.Errorf("the grammar's note does not say that %s is a name of RFC 1738's prose: %s", name, n[1])
			}
		}
		for _, claim := range []string{"name below is a rule", "other name is a rule", "ci-dessous est une règle", "autres noms est une règle"} {
			if strings.Contains(n[1], claim) {
				t.Errorf("the grammar's note says %q: %s", claim, n[1])
			}
		}
	}
}
