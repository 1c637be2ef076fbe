package oracle_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/grammar"
)

// TestLongInputs checks inputs whose readings multiply (each label of
// a host may be a domainlabel or the toplabel; each "u:" a user and a
// password or a host and a port): the memo keeps them linear, so they
// take milliseconds, not years.
func TestLongInputs(t *testing.T) {
	alphadigit := set(grammar.Alpha, grammar.Digit)
	user := set(grammar.Alpha, grammar.Digit, grammar.Safe, grammar.Extra, "%;?&=")
	labels := strings.Repeat("a.", 500)
	tests := []struct {
		in   string
		want want
	}{
		// A hostname ends with a toplabel, not ".": a label must follow.
		{"http://" + labels + "/", want{false, 7 + len(labels), format(alphadigit), false}},
		{"http://" + labels + "a", want{true, 8 + len(labels), format(set(alphadigit, "-.:/")), true}},
		// "u:u" is a user and a password, which cannot hold ":", before
		// "@"; "u:" is no host and port, a port being digits.
		{"ftp://" + strings.Repeat("u:", 300), want{false, 9, format(set(user, "@")), false}},
		// An article's unique part may hold "." and ends with "@" host.
		{"news:" + labels + "@", want{false, 6 + len(labels), format(alphadigit), false}},
	}
	u := newURL(t)
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, answer(t, u, tt.in)); diff != "" {
			t.Errorf("%.30q... (-want +got):\n%s", tt.in, diff)
		}
	}
}
