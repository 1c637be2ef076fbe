package explaintool

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/examples/explain/describe"
	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/internal/corpustest"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestLabels checks the parts that a URL of each scheme is shown as, by
// their tags in both languages: the note's words in angle brackets, the
// rest by the glossary's labels of their productions, and the pieces of
// a url-path of several nodes indented under it.
func TestLabels(t *testing.T) {
	tests := []struct {
		url    string
		en, fr []string
	}{
		{"http://www.iec.ch",
			[]string{"<scheme>", "<host>"},
			[]string{"<mode>", "<hôte>"}},
		{"http://www.iec.ch/about/mission-e.htm",
			[]string{"<scheme>", "<host>", "<url-path>"},
			[]string{"<mode>", "<hôte>", "<chemin URL>"}},
		{"news:comp.os.unix",
			[]string{"<scheme>", "group"},
			[]string{"<mode>", "groupe"}},
		{"news:XYZ123@news.iso.org",
			[]string{"<scheme>", "unique", "<host>"},
			[]string{"<mode>", "identificateur", "<hôte>"}},
		{"news:*",
			[]string{"<scheme>", "newsurl"},
			[]string{"<mode>", "URL news"}},
		{"http://h:80/a/b?q",
			[]string{"<scheme>", "<host>", "<port>", "<url-path>", "  hpath", "  search"},
			[]string{"<mode>", "<hôte>", "<port>", "<chemin URL>", "  chemin", "  recherche"}},
		{"ftp://u:p@h:21/a/b;type=i",
			[]string{"<scheme>", "<user>", "<password>", "<host>", "<port>", "<url-path>", "  fpath", "  ftptype"},
			[]string{"<mode>", "<utilisateur>", "<motdepasse>", "<hôte>", "<port>", "<chemin URL>", "  chemin", "  type"}},
		{"ftp://@h/",
			[]string{"<scheme>", "<user>", "<host>", "<url-path>"},
			[]string{"<mode>", "<utilisateur>", "<hôte>", "<chemin URL>"}},
		{"gopher://h/0sel%09find",
			[]string{"<scheme>", "<host>", "<url-path>"},
			[]string{"<mode>", "<hôte>", "<chemin URL>"}},
		{"mailto:a@b.c",
			[]string{"<scheme>", "encoded822addr"},
			[]string{"<mode>", "adresse RFC 822 encodée"}},
		{"nntp://h/g.x",
			[]string{"<scheme>", "<host>", "<url-path>"},
			[]string{"<mode>", "<hôte>", "<chemin URL>"}},
		{"nntp://h/g.x/12",
			[]string{"<scheme>", "<host>", "<url-path>", "  group", "  article-number"},
			[]string{"<mode>", "<hôte>", "<chemin URL>", "  groupe", "  numéro d'article"}},
		{"telnet://u@h/",
			[]string{"<scheme>", "<user>", "<host>"},
			[]string{"<mode>", "<utilisateur>", "<hôte>"}},
		{"wais://h/db?q",
			[]string{"<scheme>", "<host>", "<url-path>", "  database", "  search"},
			[]string{"<mode>", "<hôte>", "<chemin URL>", "  base de données", "  recherche"}},
		{"wais://h/db/t/p",
			[]string{"<scheme>", "<host>", "<url-path>", "  database", "  wtype", "  wpath"},
			[]string{"<mode>", "<hôte>", "<chemin URL>", "  base de données", "  type", "  chemin"}},
		{"file:///etc/motd",
			[]string{"<scheme>", "<url-path>"},
			[]string{"<mode>", "<chemin URL>"}},
		{"file://localhost/etc/motd",
			[]string{"<scheme>", "<host>", "<url-path>"},
			[]string{"<mode>", "<hôte>", "<chemin URL>"}},
		{"prospero://h/p;n=v",
			[]string{"<scheme>", "<host>", "<url-path>", "  ppath", "  fieldname", "  fieldvalue"},
			[]string{"<mode>", "<hôte>", "<chemin URL>", "  chemin", "  nom de champ", "  valeur de champ"}},
		{"x://u@h/p",
			[]string{"<scheme>", "<user>", "<host>", "<url-path>"},
			[]string{"<mode>", "<utilisateur>", "<hôte>", "<chemin URL>"}},
		{"x:opaque",
			[]string{"<scheme>", "schemepart"},
			[]string{"<mode>", "partie propre au mode"}},
	}
	for _, tc := range tests {
		u, err := parser.Parse(tc.url)
		if err != nil {
			t.Errorf("%q: %v", tc.url, err)
			continue
		}
		for _, l := range []struct {
			lang grammar.Lang
			want []string
		}{{grammar.English, tc.en}, {grammar.French, tc.fr}} {
			var tags []string
			for _, r := range describe.URL(u, l.lang).Rows {
				tag := r.Tag
				if r.InPath {
					tag = "  " + tag
				}
				tags = append(tags, tag)
			}
			if diff := cmp.Diff(l.want, tags); diff != "" {
				t.Errorf("parts of %q in %v (-want +got):\n%s", tc.url, l.lang, diff)
			}
		}
	}
}

// testURLs are the URLs the tests that read explain's output try: the
// golden files', more of every scheme, and the shared corpus of URLs
// from other projects' tests, where it is present.
func testURLs(t *testing.T) []string {
	t.Helper()
	urls := append(goldenURLs(), schemeURLs...)
	if corpustest.Dir(t) != "" {
		urls = append(urls, corpustest.Lines(t, "conformance-public.txt")...)
	}
	return urls
}

// schemeURLs are more URLs of the schemes RFC 1738 gives productions,
// for the tests that read explain's output.
var schemeURLs = []string{
	"ftp://@host.com/", "ftp://foo:@host.com/", "ftp://myname@host.dom//etc/motd",
	"ftp://info.cern.ch/pub/www/doc;type=d", "ftp://h/a%3Bb/;type=I",
	"http://h", "http://h/?", "http://1.2.3.4:80/a/b/c?x=y&z",
	"gopher://h/0", "gopher://h/1a%09b/c", "gopher://h/7%09%09", "gopher://h:70/%25x",
	"mailto:a%25b@c", "mailto:\"x\"@[1.2.3.4]", "mailto://x",
	"news:comp.infosystems.www.misc", "news:a/b?c@h.dom", "news:%3Cx%3E@1.2.3.4",
	"nntp://h:119/alt.test", "nntp://h/a/007",
	"telnet://h:23", "telnet://@h/", "telnet://u:@h",
	"wais://h/", "wais://h/db?", "wais://h/db//",
	"file://h/", "file://LOCALHOST/x", "file://1.2.3.4/a/b",
	"prospero://h/", "prospero://h/a/b;=;x=y",
}

// template lists the parts of the note's general form after the scheme,
// in its order, by the productions that play them.
var template = []string{
	grammar.UserP.Name, grammar.PasswordP.Name, grammar.HostP.Name,
	grammar.PortP.Name, grammar.URLPathP.Name,
}

// TestTemplateAccountedFor checks, for many URLs, that each part of the
// note's general form is either shown or said to be left out, never
// both and never twice, in both languages.
func TestTemplateAccountedFor(t *testing.T) {
	for _, s := range testURLs(t) {
		u, err := parser.Parse(s)
		if err != nil {
			continue
		}
		for _, v := range []voice.Voice{{Lang: grammar.English}, {Lang: grammar.French}} {
			table := describe.URL(u, v.Lang)
			lines := table.Absent
			no := v.S("no ", "sans ")
			for _, k := range template {
				n := 0
				for _, r := range table.Rows {
					if r.Note && r.Key == k {
						n++
					}
				}
				for _, line := range lines {
					if lhs, _, _ := strings.Cut(line, ":"); strings.HasPrefix(line, no) && strings.Contains(lhs, v.Tag(k)) {
						n++
					}
				}
				if n != 1 {
					t.Errorf("%q: %s is accounted for %d times, not once:\n%s", s, v.Tag(k), n, strings.Join(lines, "\n"))
				}
			}
		}
	}
}
