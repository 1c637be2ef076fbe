package printer_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/printer"
)

// TestURLDerivation checks that the tree, the JSON form and the diagram
// derive a URL as section 5 does, in English and French: url over the
// scheme's own production (url = httpurl | ftpurl | ...), which holds
// the scheme; and, for a scheme that has none, url over otherurl over
// genericurl (otherurl = genericurl), which holds the scheme and the
// schemepart (genericurl = scheme ":" schemepart). Never genericurl
// over ftpurl.
func TestURLDerivation(t *testing.T) {
	for _, tc := range []struct {
		in    string
		lang  grammar.Lang
		tree  []string // the first lines' labels, after their branch
		chain []string // the JSON productions from the root down its first children
		bands []string // the diagram's labels of the bands after the first, down to the scheme part's
	}{
		{"ftp://h/f", grammar.English,
			[]string{"url", "└─ ftpurl", "   ├─ scheme"},
			[]string{"url", "ftpurl", "scheme"},
			[]string{"url", "ftpurl"}},
		{"ftp://h/f", grammar.French,
			[]string{"URL (url)", "└─ URL ftp (ftpurl)", "   ├─ mode (scheme)"},
			[]string{"url", "ftpurl", "scheme"},
			[]string{"URL", "URL ftp"}},
		{"x-foo://h/p", grammar.English,
			[]string{"url", "└─ otherurl", "   └─ genericurl", "      ├─ scheme", "      └─ ip-schemepart"},
			[]string{"url", "otherurl", "genericurl", "scheme"},
			[]string{"url", "otherurl", "genericurl", "      ip-schemepart"}},
		{"urn:iso:std", grammar.French,
			[]string{"URL (url)", "└─ autre URL (otherurl)", "   └─ URL générique (genericurl)", "      ├─ mode (scheme)", "      └─ partie propre au mode (schemepart)"},
			[]string{"url", "otherurl", "genericurl", "scheme"},
			[]string{"URL", "autre URL", "URL générique", "    partie propre au mode"}},
		{"https://h/", grammar.English,
			[]string{"url", "└─ httpsurl", "   ├─ scheme"},
			[]string{"url", "httpsurl", "scheme"},
			[]string{"url", "httpsurl"}},
	} {
		u := mustParse(t, tc.in)
		c := &printer.DiagramConfig{Lang: tc.lang}
		var tree []string
		for _, line := range strings.Split(sprintWith(t, c.FprintTree, u), "\n")[:len(tc.tree)] {
			label, _, _ := strings.Cut(line, "  [")
			tree = append(tree, strings.TrimRight(label, " "))
		}
		if diff := cmp.Diff(tc.tree, tree); diff != "" {
			t.Errorf("%s, %v: the tree's first lines (-want +got):\n%s", tc.in, tc.lang, diff)
		}
		var chain []string
		for j := c.JSONTree(u); j != nil && len(chain) < len(tc.chain); {
			chain = append(chain, j.Production)
			if j.Pos != 0 && j.Production != "scheme" || j.End != len(tc.in) && j.Production != "scheme" {
				t.Errorf("%s: JSON %s at [%d,%d), want the whole URL", tc.in, j.Production, j.Pos, j.End)
			}
			if len(j.Children) == 0 {
				break
			}
			j = j.Children[0]
		}
		if diff := cmp.Diff(tc.chain, chain); diff != "" {
			t.Errorf("%s, %v: the JSON form's first children (-want +got):\n%s", tc.in, tc.lang, diff)
		}
		lines := strings.Split(sprintWith(t, c.FprintDiagram, u), "\n")
		// From the first band over the whole URL, the bands of one run
		// of carets each, and their labels under them.
		var bands []string
		whole := "^" + strings.Repeat("~", len(tc.in)-1)
		for i := 1; i+1 < len(lines) && len(bands) < len(tc.bands); i++ {
			if lines[i] == whole || len(bands) > 0 && !strings.Contains(strings.TrimSpace(lines[i]), " ") && strings.HasPrefix(strings.TrimSpace(lines[i]), "^") {
				bands = append(bands, lines[i+1])
			}
		}
		if diff := cmp.Diff(tc.bands, bands); diff != "" {
			t.Errorf("%s, %v: the diagram's bands (-want +got):\n%s", tc.in, tc.lang, diff)
		}
	}
}

// TestURLDerivationNote checks that the tree's url line says that
// section 5's url does not list the production under it where it does
// not (https's httpsurl), in both languages, and says nothing where it
// does or where url holds otherurl.
func TestURLDerivationNote(t *testing.T) {
	for _, tc := range []struct {
		in   string
		lang grammar.Lang
		want string // after the url line's text, "" for nothing
	}{
		{"https://h/", grammar.English, "section 5's url does not list httpsurl, whose scheme it does not name: the tree reads it as one more of url's alternatives"},
		{"https://h/", grammar.French, "l'url de la section 5 ne cite pas httpsurl, dont elle ne nomme pas le mode\u00a0: l'arbre la lit comme une alternative de plus de url"},
		{"http://h/", grammar.English, ""},
		{"x-foo://h/", grammar.English, ""},
	} {
		first, _, _ := strings.Cut(sprintWith(t, (&printer.DiagramConfig{Lang: tc.lang}).FprintTree, mustParse(t, tc.in)), "\n")
		_, note, _ := strings.Cut(first, grammar.Quoted(tc.in, tc.lang))
		if diff := cmp.Diff(tc.want, strings.TrimSpace(note)); diff != "" {
			t.Errorf("%s, %v: the url line's note (-want +got):\n%s", tc.in, tc.lang, diff)
		}
	}
}
