package explaintool

import (
	"bytes"
	"strings"
	"testing"
)

// TestGrammarNotation checks that -grammar states RFC 1738 section 5's
// notation: RFC 822's except for "|" and [ ], which may also repeat.
func TestGrammarNotation(t *testing.T) {
	for _, tt := range []struct{ lang, want string }{
		{"en", `RFC 822's, except that, as RFC 1738 section 5 says, "|" separates alternatives and [ ] encloses optional or repeated elements`},
		{"fr", "celle de la RFC 822, sauf que, comme le dit la RFC 1738, section 5, « | » sépare les choix possibles et [ ] entoure des éléments facultatifs ou répétés"},
	} {
		var stdout, stderr bytes.Buffer
		run([]string{"-lang", tt.lang, "-grammar"}, &stdout, &stderr)
		if got := strings.ReplaceAll(stdout.String(), "\u00a0", " "); !strings.Contains(got, tt.want) {
			t.Errorf("explain -lang %s -grammar: no %q in its header:\n%.400s", tt.lang, tt.want, got)
		}
	}
}

// TestOutputWords checks sentences of the default and -v outputs that
// must say what the RFC says: nntpurl's rule writes digits, which
// section 3.7 names article-number; a url-path's pieces in a sentence
// with a verb, not three rule names in a row; telneturl has a place for a user
// but none for a url-path.
func TestOutputWords(t *testing.T) {
	for _, tt := range []struct {
		args         []string
		want, absent string
	}{
		{[]string{"-lang", "en", "-v", "nntp://news.iso.org/comp.os.unix/123"},
			`here, nntpurl's rule splits it into group, then "/", then digits; digits is what section 3.7 calls the article-number`, "article-number, as nntpurl"},
		{[]string{"-lang", "en", "-v", "ftp://h/a;type=d"},
			`here, ftpurl's rule splits it into fpath, then ";type=", then ftptype`, `fpath ";type=" ftptype`},
		{[]string{"-lang", "fr", "-v", "ftp://h/a;type=d"},
			"ici, la règle ftpurl le découpe ainsi : fpath, puis « ;type= », puis ftptype", "comme l'écrit"},
		{[]string{"-lang", "fr", "-v", "nntp://news.iso.org/comp.os.unix/123"},
			"ici, la règle nntpurl le découpe ainsi : group, puis « / », puis digits ; digits est ce que la section 3.7 appelle le numéro d'article (article-number)", "article-number, comme"},
		{[]string{"-lang", "fr", "-v", "http://h/"},
			"la partie qui suit le mode (schemepart) se lit selon la production propre au mode, httpurl", "la partie propre au mode"},
		{[]string{"-lang", "fr", "-trace", "http://h/a\tb"},
			"on trouve l'octet ⟨%09⟩ (une tabulation) alors qu'on attendait", "l'octet ⟨%09⟩ trouvé"},
		{[]string{"-lang", "en", "http://h/a%2fb"},
			`%2f is a "/" inside a segment, not a separator between two: "a%2fb" is one segment`, "a%2F"},
		{[]string{"-lang", "fr", "http://h/a%2fb"},
			"%2f est un « / » dans un segment, non un séparateur entre deux : « a%2fb » est un seul segment", "a%2F"},
		{[]string{"-lang", "en", "news:XYZ123@news.iso.org"},
			`the note's "stored on the host" says more than RFC 1738 does`, "\x00"},
		{[]string{"-lang", "fr", "news:XYZ123@news.iso.org"},
			"le « situé dans l'hôte » de la note en dit plus que la RFC 1738", "\x00"},
		{[]string{"-lang", "en", "telnet://h/"},
			"no <user>/<password> or <port> (23 by default), and no <url-path> (telneturl has no place for one)", "or <url-path> (telneturl"},
		{[]string{"-lang", "fr", "telnet://h/"},
			"sans <utilisateur>/<motdepasse> ni <port> (implicite : 23), et sans <chemin URL> (telneturl ne prévoit pas de <chemin URL>)", "n'en prévoit pas"},
	} {
		var stdout, stderr bytes.Buffer
		run(tt.args, &stdout, &stderr)
		got := strings.ReplaceAll(stdout.String(), "\u00a0", " ")
		if !strings.Contains(got, tt.want) || strings.Contains(got, tt.absent) {
			t.Errorf("explain %q: want %q, not %q, in\n%s", tt.args, tt.want, tt.absent, got)
		}
	}
}
