package railroad

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/examples/newscheme/ldap"
	"github.com/urlsyntax/rfc1738/examples/newscheme/rtsp"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// authorParser reads ldap (RFC 4516), whose selector is not gopher's,
// and rtsp and rtspu (RFC 2326), which share a part.
func authorParser(t *testing.T) *parser.Parser {
	t.Helper()
	opts := []parser.Option{parser.WithScheme(ldap.Scheme())}
	for _, s := range rtsp.Schemes() {
		opts = append(opts, parser.WithScheme(s))
	}
	p, err := parser.New(opts...)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestGenerateFor checks the page of a parser with registered schemes:
// a section for ldap and one for rtsp and rtspu, before the characters;
// their own rules under "scheme:name", RFC 1738's rules drawn once under
// their names and linked to from the registered rules; every link
// leads to an element of the page, in both languages.
func TestGenerateFor(t *testing.T) {
	p := authorParser(t)
	for _, lang := range langs {
		page, err := GenerateFor(lang, p)
		if err != nil {
			t.Fatal(err)
		}
		root := decode(t, page)
		byID := ids(t, root) // fails on an id twice
		root.walk(func(e *element) {
			if href := e.attr["href"]; strings.HasPrefix(href, "#") && byID[href[1:]] == nil {
				t.Errorf("%s: <%s href=%q> leads nowhere", lang, e.name, href)
			}
		})
		var sections []string
		for _, s := range root.find("section", "part") {
			sections = append(sections, s.attr["id"])
		}
		want := []string{"generic", "ftp", "file", "http", "gopher", "mailto", "news", "nntp", "telnet", "wais", "prospero", "ldap", "rtsp", "characters"}
		if d := cmp.Diff(want, sections); d != "" {
			t.Errorf("%s: sections (-want +got):\n%s", lang, d)
		}
		for _, id := range []string{"ldap:ldapurl", "ldap:selector", "rtsp:rtsp_URL", "selector", "hostport"} {
			if byID[id] == nil {
				t.Errorf("%s: no rule %q", lang, id)
			}
		}
		if e := byID["ldap:ldapurl"]; e != nil {
			text := e.text.String()
			if !strings.Contains(text, "RFC 4516") || strings.Contains(text, "RFC 1738") {
				t.Errorf("%s: ldapurl's citation is not RFC 4516's: %q", lang, text)
			}
			var toHostport bool
			e.walk(func(x *element) { toHostport = toHostport || x.attr["href"] == "#hostport" })
			if !toHostport {
				t.Errorf("%s: ldapurl does not link to RFC 1738's hostport", lang)
			}
		}
		if e := byID["rtsp:rtsp_URL"]; e != nil && !strings.Contains(e.text.String(), `"rtspu:"`) {
			t.Errorf("%s: rtsp_URL is not written after both schemes' names: %q", lang, e.text.String())
		}
	}
	if got := SectionOf(p, "rtspu"); got != "rtsp" {
		t.Errorf(`SectionOf(rtspu) = %q, want "rtsp"`, got)
	}
	if got := SectionOf(p, "ftp"); got != "" {
		t.Errorf(`SectionOf(ftp) = %q, want ""`, got)
	}
}

// TestGenerateForDefault checks that the default parser's page is the
// one go generate writes to docs.
func TestGenerateForDefault(t *testing.T) {
	for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
		got, err := GenerateFor(lang, parser.Default())
		if err != nil {
			t.Fatal(err)
		}
		want, err := Generate(lang)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Errorf("%s: the default parser's page is not Generate's", lang)
		}
	}
}
