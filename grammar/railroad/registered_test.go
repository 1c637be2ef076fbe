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

// authorSchemes are the schemes of a parser that reads ldap (RFC 4516),
// whose selector is not gopher's, and rtsp and rtspu (RFC 2326), which
// share a part, as parser.Parser.Registered gives them.
func authorSchemes(t *testing.T) []AuthorScheme {
	t.Helper()
	opts := []parser.Option{parser.WithScheme(ldap.Scheme())}
	for _, s := range rtsp.Schemes() {
		opts = append(opts, parser.WithScheme(s))
	}
	p, err := parser.New(opts...)
	if err != nil {
		t.Fatal(err)
	}
	var out []AuthorScheme
	for _, s := range p.Registered() {
		out = append(out, AuthorScheme{Name: s.Name, Part: s.Part})
	}
	return out
}

// TestGenerateWith checks the page of a parser with registered schemes:
// a section for ldap and one for rtsp and rtspu, before the characters;
// their own rules under "scheme:name", RFC 1738's rules drawn once under
// their names and linked to from the registered rules; every link
// leads to an element of the page, in both languages.
func TestGenerateWith(t *testing.T) {
	p := authorSchemes(t)
	for _, lang := range langs {
		page, err := GenerateWith(lang, p)
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
		if d := cmp.Diff(wantSections("ldap", "rtsp"), sections); d != "" {
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

// TestGenerateWithDefault checks that the default parser's page is the
// one go generate writes to docs.
func TestGenerateWithDefault(t *testing.T) {
	for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
		if len(parser.Default().Registered()) != 0 {
			t.Fatalf("the default parser has registered schemes: %v", parser.Default().Registered())
		}
		got, err := GenerateWith(lang, nil)
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

// TestUnwrittenScheme checks that a built-in scheme no part of the page
// lists, as one newly added to package ast would be, gets a section of
// its own, made from its production, rather than failing the page and
// explain -grammar: nntp's part is taken out of the page's words.
func TestUnwrittenScheme(t *testing.T) {
	saved := parts
	defer func() { parts = saved }()
	parts = nil
	for _, pt := range saved {
		if pt.id != "nntp" {
			parts = append(parts, pt)
		}
	}
	for _, lang := range langs {
		page, err := Generate(lang)
		if err != nil {
			t.Fatalf("%s: %v", lang, err)
		}
		byID := ids(t, decode(t, page))
		sec := byID["nntp"]
		if sec == nil || byID["nntpurl"] == nil || !strings.Contains(sec.text.String(), "RFC 1738, section 3.7") {
			t.Errorf("%s: no section of nntp made from its production", lang)
		}
		if _, err := Sections(builtIn(t), lang); err != nil {
			t.Errorf("%s: Sections: %v", lang, err)
		}
	}
}
