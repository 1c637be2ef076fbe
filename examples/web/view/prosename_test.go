package view

import (
	"strings"
	"testing"
)

// TestProseNameCite checks that the link of gopher-path, a name of RFC
// 1738's prose (section 3.4.1) that section 5 writes no rule for, says
// so in both languages, where the page lists the rules of the URL: the
// French no less than the English, which a reader takes for a rule of
// section 5 otherwise.
func TestProseNameCite(t *testing.T) {
	pg, err := New()
	if err != nil {
		t.Fatal(err)
	}
	for lang, want := range map[string]string{
		"en": "RFC 1738 section 3.4.1's prose name, not a rule of section 5: gopher-path = [ gtype",
		"fr": "nom que donne la prose de la RFC 1738, section 3.4.1, et non une règle de la section 5\u00a0: gopher-path = [ gtype",
	} {
		r := pg.Explain("gopher://spinaltap.micro.umn.edu/7search%09hello", lang, Options{})
		found := false
		for _, p := range r.Productions {
			if p.Name != "gopher-path" {
				continue
			}
			found = true
			if !strings.HasPrefix(p.Cite, want) {
				t.Errorf("%s: gopher-path is cited %q, want %q…", lang, p.Cite, want)
			}
		}
		if !found {
			t.Errorf("%s: the page lists no gopher-path among %v", lang, r.Productions)
		}
	}
}

// TestURLPathShown checks the name the table shows for a url-path: of
// several productions (an ftp URL's fpath and ftptype), section 3.1's
// word "url-path", as explain's table writes it, since no rule of
// section 5 reads it whole; of the generic syntax, its rule's name,
// urlpath = *xchar.
func TestURLPathShown(t *testing.T) {
	pg, err := New()
	if err != nil {
		t.Fatal(err)
	}
	for in, want := range map[string]string{
		"ftp://ftp.iec.ch/pub/doc.txt;type=a": "url-path",
		"foo://h/x/y":                         "urlpath",
	} {
		r := pg.Explain(in, "en", Options{})
		if r.Table == nil {
			t.Fatalf("%s: no table", in)
		}
		got := ""
		for _, row := range r.Table.Rows {
			if row.Key == "urlpath" && !row.InPath {
				got = row.Shown
			}
		}
		if got != want {
			t.Errorf("%s: the url-path row shows %q, want %q", in, got, want)
		}
	}
}
