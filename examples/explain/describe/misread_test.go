package describe

import (
	"errors"
	"testing"

	"github.com/urlsyntax/rfc1738/parser"
)

// TestMisread checks the production the notes of an error say the
// parsed part's last part is not: the hostport (and so the login that
// is only it) of a user name before an "@", the group of an article's
// text, and none where no note says the parsed part is misread.
func TestMisread(t *testing.T) {
	for _, tc := range []struct {
		in, want string
	}{
		{"ftp://anon:pw@", "hostport"},
		{"ftp://anon@", "hostport"},
		{"telnet://u:p@", "hostport"},
		{"ftp://a:b:c/", "hostport"},
		{"http://user:pass@www.iec.ch/", "hostport"},
		{"news:comp.os.unix@", "group"},
		{"news:comp.os.unix/123", "group"},
		{"http://www.iec.ch/~x", ""},
		{"wais://h/db/t", ""},
	} {
		_, err := parser.Parse(tc.in)
		var e *parser.Error
		if !errors.As(err, &e) {
			t.Fatalf("%s: %v", tc.in, err)
		}
		if got := Misread(e); got != tc.want {
			t.Errorf("Misread of %s = %q, want %q", tc.in, got, tc.want)
		}
	}
}
