package describe

import (
	"regexp"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// verbatimCite matches a French quotation followed by a bare citation,
// « … » (RFC 1738, section 3.3), which reads as the RFC's own words,
// though the RFC is in English.
var verbatimCite = regexp.MustCompile(`»\)? \((RFC [0-9]+, )?section [0-9.]+\)`)

// TestFrenchQuotationsSayTranslated checks that every French line that
// quotes the RFC says the quotation is a translation, for URLs of every
// scheme and the parts each leaves out, and that the url-path's row and
// the structure line under it name the RFC's productions, not the
// glossary's labels.
func TestFrenchQuotationsSayTranslated(t *testing.T) {
	for _, s := range []string{
		"ftp://anon:pw@ftp.iec.ch:21/pub/a/f.txt;type=a", "ftp://h/pub/;type=d", "file://localhost/etc/motd",
		"http://www.iec.ch/a?q", "gopher://g.org/", "gopher://g.org/1", "mailto:joe@iec.ch",
		"news:comp.os.unix", "news:*", "news:XYZ123@news.iso.org", "nntp://h/comp.os/12",
		"telnet://u:p@h.org/", "wais://w.org/db?q", "wais://w.org/db/t/p", "prospero://p.org/a/b;k=v",
	} {
		u, err := parser.Parse(s)
		if err != nil {
			t.Fatalf("Parse(%q): %v", s, err)
		}
		table := URL(u, grammar.French)
		lines := append([]string(nil), table.Absent...)
		for _, r := range table.Rows {
			lines = append(lines, r.Production)
			lines = append(lines, r.Details...)
			if r.Name == "urlpath" && !strings.HasPrefix(r.Production, "url-path (") {
				t.Errorf("%s: the url-path's production is %q, want the RFC's name url-path", s, r.Production)
			}
		}
		for _, l := range lines {
			if verbatimCite.MatchString(l) {
				t.Errorf("%s: a quotation reads as the RFC's own words: %q", s, l)
			}
			if strings.HasPrefix(l, "ici") && (strings.Contains(l, "chemin") || strings.Contains(l, " type,")) {
				t.Errorf("%s: the structure line names labels, not productions: %q", s, l)
			}
		}
	}
}
