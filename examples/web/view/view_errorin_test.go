package view

import (
	"strings"
	"testing"
)

// TestErrorLabels checks that under an error the page's diagram, as
// explain's, labels no part of what parsed that the error's production
// reads otherwise: in ftp://anon:pa:ss@h/f the error is in the login's
// password, so "anon" is no host; in http://user:pass@www.iec.ch/ the
// note on the "@" says "user" is a user name, so it is no host either,
// and the page colours it as none. Where a host is missing after an
// "@", the text before it is no host, nor a news group.
func TestErrorLabels(t *testing.T) {
	for _, tc := range []struct{ in, lang, not string }{
		{"ftp://anon:pa:ss@h/f", "en", "host"},
		{"ftp://anon:pa:ss@h/f", "fr", "hôte"},
		{"ftp://a:b:c@h/", "en", "host"},
		{"http://user:pass@www.iec.ch/", "en", "host"},
		{"http://user@www.iec.ch/", "fr", "hôte"},
		// A host missing after the "@": the text before it is a login,
		// or an article's unique part, which the note names.
		{"ftp://anon:pw@", "en", "host"},
		{"ftp://anon@", "fr", "hôte"},
		{"telnet://u:p@", "en", "host"},
		{"news:comp.os.unix@", "en", "group"},
		{"news:comp.os.unix@", "fr", "groupe"},
	} {
		r := Explain(tc.in, tc.lang)
		if r.Valid || r.Error == nil {
			t.Fatalf("%s: valid %v", tc.in, r.Valid)
		}
		for _, line := range strings.Split(r.Diagram, "\n")[1:] {
			if strings.Contains(line, tc.not) {
				t.Errorf("%s, %s: the diagram labels %q:\n%s", tc.in, tc.lang, tc.not, r.Diagram)
				break
			}
		}
		// The tree of the part that parsed says no more than the diagram:
		// the login it read is only the host the error reads as a user
		// name, so it is no login either.
		login := strings.HasPrefix(tc.in, "ftp:") || strings.HasPrefix(tc.in, "telnet:")
		if strings.Contains(r.Tree, tc.not) || login && (strings.Contains(r.Tree, "login") || strings.Contains(r.Tree, "identification")) {
			t.Errorf("%s, %s: the tree under the error:\n%s", tc.in, tc.lang, r.Tree)
		}
		for _, line := range append(r.DiagramLines, r.TreeLines...) {
			for _, s := range line {
				if s.Part == "host" || s.Part == "group" {
					t.Errorf("%s, %s: %s %q [%d,%d) is coloured as the host", tc.in, tc.lang, s.Kind, s.Text, s.Pos, s.End)
				}
			}
		}
	}
}
