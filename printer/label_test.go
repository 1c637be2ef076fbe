package printer_test

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"unicode"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// declaredProductions returns the name of every production that the
// sources of packages ast and grammar declare: each call of
// ast.RFC1738, grammar's rfc1738, and the Production literals (RFC
// 1808's fragment). Reading the sources means a production added there
// without a label here fails the test.
func declaredProductions(t *testing.T) []string {
	t.Helper()
	re := regexp.MustCompile(`(?:RFC1738|rfc1738)\("([^"]+)"|Production\{Name: "([^"]+)"`)
	seen := map[string]bool{}
	for _, dir := range []string{"../ast", "../grammar"} {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range re.FindAllStringSubmatch(string(src), -1) {
				seen[m[1]+m[2]] = true
			}
		}
	}
	var out []string
	for name := range seen {
		out = append(out, name)
	}
	sort.Strings(out)
	return out
}

// TestGlossaryHasEveryProduction checks that every production of the
// built-in grammar, and every production a tree of the test URLs holds,
// has a label in English and in French.
func TestGlossaryHasEveryProduction(t *testing.T) {
	glossary := map[string]grammar.Term{}
	for _, term := range grammar.Glossary() {
		if _, dup := glossary[term.Production]; dup {
			t.Errorf("glossary lists %q twice", term.Production)
		}
		glossary[term.Production] = term
	}
	declared := declaredProductions(t)
	if len(declared) < 50 {
		t.Fatalf("found only %d productions in the sources: %v", len(declared), declared)
	}
	t.Logf("%d productions declared: %v", len(declared), declared)
	for _, name := range declared {
		term, ok := glossary[name]
		if !ok || term.English == "" || term.French == "" {
			t.Errorf("production %q has no label in both languages: %+v", name, term)
		}
	}
	for _, in := range append(append([]string(nil), teachingURLs...), schemeURLs...) {
		u := mustParse(t, in)
		ast.Inspect(u, func(n ast.Node) bool {
			if n == nil {
				return false
			}
			if _, ok := glossary[grammar.Of(n).Name]; !ok {
				t.Errorf("%q: the production %q of %q has no label", in, grammar.Of(n).Name, n.String())
			}
			return true
		})
	}
}

// schemeURLs are more URLs of the schemes with their own production.
var schemeURLs = []string{
	"ftp://@host.com/", "ftp://foo:@host.com/", "ftp://myname@host.dom//etc/motd",
	"ftp://info.cern.ch/pub/www/doc;type=d", "ftp://h/a%3Bb/;type=I",
	"http://h", "http://h/?", "http://1.2.3.4:80/a/b/c?x=y&z",
	"gopher://h/0", "gopher://h/1a%09b/c", "gopher://h/7%09%09", "gopher://h:70/%25x",
	"mailto:a%25b@c", "news:comp.infosystems.www.misc", "news:a/b?c@h.dom", "news:%3Cx%3E@1.2.3.4",
	"nntp://h:119/alt.test", "nntp://h/a/007", "telnet://h:23", "telnet://@h/", "telnet://u:@h",
	"wais://h/", "wais://h/db?", "wais://h/db//", "file://h/", "file://LOCALHOST/x", "file://1.2.3.4/a/b",
	"prospero://h/", "prospero://h/a/b;=;x=y",
}

// TestGlossaryWords checks the words of the glossary: the note's words
// for the parts of its general form, in both its languages; French
// written with precomposed letters, so that one letter is one column;
// and no label with a space at either end or a line break.
func TestGlossaryWords(t *testing.T) {
	note := map[string][2]string{
		"scheme":   {"scheme", "mode"},
		"user":     {"user", "utilisateur"},
		"password": {"password", "motdepasse"},
		"host":     {"host", "hôte"},
		"port":     {"port", "port"},
		"urlpath":  {"url-path", "chemin URL"},
	}
	for _, term := range grammar.Glossary() {
		want, isNote := note[term.Production]
		if term.Note != isNote {
			t.Errorf("%q: Note is %v", term.Production, term.Note)
		}
		if isNote && (term.English != want[0] || term.French != want[1]) {
			t.Errorf("%q: labels %q and %q, want the note's %q and %q", term.Production, term.English, term.French, want[0], want[1])
		}
		if !isNote && term.English != term.Production && term.Production != "unique" {
			t.Errorf("%q: English label %q is not the production's name", term.Production, term.English)
		}
		for _, s := range []string{term.English, term.French} {
			if strings.TrimSpace(s) != s || strings.ContainsAny(s, "\n\t") {
				t.Errorf("%q: label %q has stray spaces", term.Production, s)
			}
			for _, r := range s {
				if unicode.Is(unicode.Mn, r) || !unicode.IsPrint(r) {
					t.Errorf("%q: label %q has %U, which does not take one column", term.Production, s, r)
				}
			}
		}
	}
	// The note's general form, as each of its languages writes it.
	text, err := os.ReadFile("../../shared/spec/seed-note.txt")
	if err != nil {
		t.Skipf("no note: %v", err)
	}
	for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
		form := "<" + grammar.Label("scheme", lang) + ">://<" + grammar.Label("user", lang) + ">:<" +
			grammar.Label("password", lang) + ">@<" + grammar.Label("host", lang) + ">:<" +
			grammar.Label("port", lang) + ">/<" + grammar.Label("urlpath", lang) + ">"
		if !strings.Contains(string(text), form) {
			t.Errorf("the note does not write its general form as %s", form)
		}
	}
	if !strings.Contains(string(text), "nom d'hôte") ||
		!strings.Contains(string(text), "premier niveau") || !strings.Contains(string(text), "l'identificateur") {
		t.Errorf("the note no longer has the words the French glossary takes from it")
	}
}

func TestLabel(t *testing.T) {
	for _, tc := range []struct {
		production string
		lang       grammar.Lang
		want       string
	}{
		{"host", grammar.English, "host"},
		{"host", grammar.French, "hôte"},
		{"urlpath", grammar.English, "url-path"},
		{"urlpath", grammar.French, "chemin URL"},
		{"hostnumber", grammar.French, "numéro d'hôte"},
		{"toplabel", grammar.French, "étiquette de premier niveau"},
		{"ldapurl", grammar.French, "ldapurl"}, // a scheme author's production
		{"host", grammar.Lang(7), "host"},
	} {
		if got := grammar.Label(tc.production, tc.lang); got != tc.want {
			t.Errorf("Label(%q, %v) = %q, want %q", tc.production, tc.lang, got, tc.want)
		}
	}
}

func TestParseLang(t *testing.T) {
	for in, want := range map[string]grammar.Lang{"en": grammar.English, "English": grammar.English, "fr": grammar.French, "FR": grammar.French, "français": grammar.French} {
		got, err := grammar.ParseLang(in)
		if err != nil || got != want {
			t.Errorf("ParseLang(%q) = %v, %v; want %v", in, got, err, want)
		}
		if got.String() != want.String() {
			t.Errorf("String() = %q", got.String())
		}
	}
	if _, err := grammar.ParseLang("de"); err == nil {
		t.Error("ParseLang(\"de\") succeeded")
	}
	if s := grammar.Lang(9).String(); s != "Lang(9)" {
		t.Errorf("Lang(9).String() = %q", s)
	}
}
