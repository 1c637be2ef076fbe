package main

import (
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/examples/internal/term"
)

// hostile is a text a terminal acts on: it retitles the window (OSC 0,
// ended by BEL), turns the text red (CSI), returns the carriage, and
// holds NUL, DEL, a C1 control as UTF-8 (U+009B, CSI to some terminals)
// and as a raw byte, and the bidi controls U+202E, U+2066 and U+200E.
const hostile = "\x1b]0;PWNED\a\x1b[31m\r\x00\x7f\u009b\x9b\u202e\u2066\u200e"

// hostileShown is hostile as newscheme shows it, in Go's escapes.
const hostileShown = `\x1b]0;PWNED\a\x1b[31m\r\x00\x7f\u009b\x9b\u202e\u2066\u200e`

// TestNothingRawReachesTheTerminal runs newscheme on URLs, raw and
// escaped, valid and not, whose text or decoded parts (DN, attributes,
// filter, extensions) hold what a terminal acts on, and checks that
// neither stdout nor stderr holds any of it (term.FirstRaw), and that the
// input is shown, escaped, rather than left out.
func TestNothingRawReachesTheTerminal(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string // a text the output must hold
	}{
		{[]string{"ldap://h/" + hostile}, hostileShown},
		{[]string{"http://h/" + hostile}, hostileShown},
		{[]string{"--", "-" + hostile}, hostileShown},
		{[]string{"-" + hostile}, hostileShown},
		{[]string{"ldap://h/cn=%1B%5D0X%07%E2%80%AE?mail?sub?(cn=%1B%5B31m%C2%9B%E2%80%AE%7F)?x-ab=%1b%07%E2%80%AE"}, `(cn=\x1b[31m\u009b\u202e\x7f)`},
		{[]string{"ldap://h/cn=a?mail%E2%80%AE,%7F?sub"}, `"mail%E2%80%AE"`},
		{[]string{"ldap://h/??sub??x-a=%E2%80%AE%1B"}, `\u202e\x1b`},
		{[]string{"ldap://h/??sub?(cn=%1B)?!x-a=%07"}, `(cn=\x1b)`},
		{[]string{"ldap://%1B%E2%80%AE/"}, `%1B%E2%80%AE`},
	} {
		var stdout, stderr strings.Builder
		run(c.args, &stdout, &stderr)
		for _, o := range []struct{ name, out string }{{"stdout", stdout.String()}, {"stderr", stderr.String()}} {
			if i := term.FirstRaw(o.out); i >= 0 {
				t.Errorf("newscheme %q writes on %s %q at %d:\n%s", c.args, o.name, o.out[i:min(i+8, len(o.out))], i, term.Escape(o.out))
			}
		}
		if all := stdout.String() + stderr.String(); !strings.Contains(all, c.want) {
			t.Errorf("newscheme %q does not show %q:\n%s", c.args, c.want, term.Escape(all))
		}
	}
}
