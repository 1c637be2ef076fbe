package explaintool

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestLikelyNote checks that the note saying what an input likely meant
// by a part after the error follows the error, as every note does, on a
// line of its own even when nothing is wrapped (-width 0), with
// first words that say it is the likely reading, and is written once.
func TestLikelyNote(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want []string // the output's last lines, from the error on
	}{
		{[]string{"-width", "0", "http://user:pass@www.iec.ch/"}, []string{
			`error: offset 12: port: found "p", expected a digit (RFC 1738 section 5, explained in section 3.1: port = digits; in httpurl, RFC 1738 section 3.3)`,
			`       note: offset 16: httpurl: likely meant: a user name (perhaps with ":" and a password) that this "@" ends; httpurl has no place for one (RFC 1738 section 5, explained in section 3.3: httpurl = "http://" hostport [ "/" hpath [ "?" search ]]): without it, did you mean "http://www.iec.ch/"?`,
			`       note: offset 16: httpurl: RFC 1738 section 3.3 says so of http URLs: "No user name or password is allowed."`,
			`       the scheme's own production: httpurl = "http://" hostport [ "/" hpath [ "?" search ]] (RFC 1738 section 5, explained in section 3.3)`,
		}},
		{[]string{"-width", "0", "-lang", "fr", "http://user:pass@www.iec.ch/"}, []string{
			`erreur : position 12, port : on trouve « p » alors qu'on attendait un chiffre (RFC 1738, section 5, règle expliquée à la section 3.1 : port = digits ; dans httpurl, RFC 1738, section 3.3)`,
			`         remarque : position 16, URL http (httpurl) : sans doute : un nom d'utilisateur (éventuellement suivi de « : » et d'un mot de passe) que termine ce « @ » ; httpurl n'a pas de place pour lui (RFC 1738, section 5, règle expliquée à la section 3.3 : httpurl = "http://" hostport [ "/" hpath [ "?" search ]]) : sans lui, l'URL voulue est peut-être « http://www.iec.ch/ »`,
			`         remarque : position 16, URL http (httpurl) : la RFC 1738, section 3.3, le dit des URL http : « aucun nom d'utilisateur ni mot de passe n'est admis » (citation traduite)`,
			`         la production propre au mode : httpurl = "http://" hostport [ "/" hpath [ "?" search ]] (RFC 1738, section 5, règle expliquée à la section 3.3)`,
		}},
		{[]string{"-width", "0", "-trace", "http://user:pass@www.iec.ch/"}, []string{
			`error: offset 12: port: found "p", expected a digit (RFC 1738 section 5, explained in section 3.1: port = digits; in httpurl, RFC 1738 section 3.3)`,
			`       note: offset 16: httpurl: likely meant: a user name (perhaps with ":" and a password) that this "@" ends; httpurl has no place for one (RFC 1738 section 5, explained in section 3.3: httpurl = "http://" hostport [ "/" hpath [ "?" search ]]): without it, did you mean "http://www.iec.ch/"?`,
			`       note: offset 16: httpurl: RFC 1738 section 3.3 says so of http URLs: "No user name or password is allowed."`,
			`       the scheme's own production: httpurl = "http://" hostport [ "/" hpath [ "?" search ]] (RFC 1738 section 5, explained in section 3.3)`,
			`([a,b): the bytes at offsets a up to but not including b, counted from 0)`,
		}},
		{[]string{"-width", "0", "http://u@h/"}, []string{
			`error: offset 8: httpurl: found "@", expected a letter, a digit, "-", ".", "/", ":" or the end of the URL (RFC 1738 section 5, explained in section 3.3: httpurl = "http://" hostport [ "/" hpath [ "?" search ]])`,
			`       note: offset 8: httpurl: likely meant: a user name (perhaps with ":" and a password) that this "@" ends; httpurl has no place for one (RFC 1738 section 5, explained in section 3.3: httpurl = "http://" hostport [ "/" hpath [ "?" search ]]): without it, did you mean "http://h/"?`,
			`       note: offset 8: httpurl: RFC 1738 section 3.3 says so of http URLs: "No user name or password is allowed."`,
		}},
	} {
		var stdout, stderr bytes.Buffer
		run(tt.args, &stdout, &stderr)
		lines := strings.Split(strings.TrimSuffix(strings.ReplaceAll(stdout.String(), "\u00a0", " "), "\n"), "\n")
		got := lines[max(0, len(lines)-len(tt.want)):]
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("explain %q: the last lines (-want +got):\n%s", tt.args, diff)
		}
		if n := strings.Count(stdout.String(), "sans doute") + strings.Count(stdout.String(), "likely meant"); n != 1 {
			t.Errorf("explain %q: the login note is written %d times, want once", tt.args, n)
		}
	}
}
