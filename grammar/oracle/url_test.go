package oracle_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/automaton"
	"github.com/urlsyntax/rfc1738/grammar/oracle"
	"github.com/urlsyntax/rfc1738/parser"
)

// newURL returns the URL oracle.
func newURL(t testing.TB) *oracle.URL {
	t.Helper()
	u, err := oracle.NewURL()
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// TestURLCases checks answers worked out by hand from the BNF of RFC
// 1738 section 5.
func TestURLCases(t *testing.T) {
	var (
		alphadigit = set(grammar.Alpha, grammar.Digit)
		digits     = set(grammar.Digit)
		// uchar = unreserved | escape; an escape starts with "%".
		uchar = set(grammar.Alpha, grammar.Digit, grammar.Safe, grammar.Extra, "%")
		// user = password = *[ uchar | ";" | "?" | "&" | "=" ]
		user = set(uchar, ";?&=")
		// xchar = unreserved | reserved | escape
		xchar = set(uchar, grammar.Reserved)
		none  = automaton.ByteSet{}
	)
	tests := []struct {
		in   string
		want want
	}{
		// A toplabel starts with a letter, so "9lives" can only be a
		// domainlabel: a letter, digit, "-" or "." must follow.
		{"http://9lives/", want{false, 13, format(set(alphadigit, "-.")), false}},
		// Five numbers are no hostnumber, so they are domainlabels, and
		// the last label before "/", "4", would be the toplabel.
		{"wais://10.1.2.3.4/db", want{false, 17, format(set(alphadigit, "-.")), false}},
		// port = digits
		{"nntp://news.example:abc/comp.os", want{false, 20, format(digits), false}},
		// ";type=" is only followed by ftptype = "A" | "I" | "D" | "a" |
		// "i" | "d", and a fsegment cannot hold ";".
		{"ftp://ftp.iec.ch/pub;type=x", want{false, 26, "[ADIadi]", false}},
		// The login reading: "anon:pa" is user ":" password, and a
		// password cannot hold ":"; "pa" is no port either.
		{"ftp://anon:pa:ss@ftp.example.org/", want{false, 13, format(set(user, "@")), false}},
		// httpurl has no login: "joe" is the whole host, which may go
		// on, take a port or a path, or end.
		{"http://joe@www.iec.ch/", want{false, 10, format(set(alphadigit, "-.:/")), true}},
		// newsurl: "a" is a group, which may go on (alpha, digit, "-",
		// ".", "+", "_") or end, or the start of an article's unique
		// part (uchar, ";", "/", "?", ":", "&", "=") before "@".
		{"news:a b", want{false, 6, format(set(uchar, ";/?:&=@")), true}},
		// No ":" yet: the generic syntax reads the scheme, which goes on
		// or ends with ":".
		{"http", want{false, 4, format(set(alphadigit, "+-.:")), false}},
		// The whole "host;type=i" can still be a user name (";" and "="
		// are allowed in a user), followed by a password or "@".
		{"ftp://host;type=i", want{false, 17, format(set(user, ":@")), false}},
		// "%" only starts an escape in an hsegment: two hex digits follow.
		{"http://a/b%zz", want{false, 11, format(set("hex")), false}},
		// encoded822addr = 1*xchar
		{"mailto:", want{false, 7, format(xchar), false}},
		// telneturl = "telnet://" login [ "/" ]: nothing after the "/".
		{"telnet://user:pw@host:23/x", want{false, 25, format(none), true}},
		// A port is digits; then "/" or the end.
		{"gopher://host:70x/", want{false, 16, format(set(digits, "/")), true}},
		// fieldspec = ";" fieldname "=" fieldvalue; fieldname =
		// *[ uchar | "?" | ":" | "@" | "&" ]
		{"prospero://host/path;name", want{false, 25, format(set(uchar, "?:@&=")), false}},
		// article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@"
		// host: a host starts with a letter or a digit.
		{"news:comp.os@", want{false, 13, format(alphadigit), false}},
		// articlenumber = digits, and nothing follows it.
		{"nntp://host/group/12a", want{false, 20, format(digits), true}},
		// A WAIS search holds no "/".
		{"wais://host/db?query/x", want{false, 20, format(set(uchar, ";:@&=")), true}},
		// The scheme is chosen in any case; after an hsegment, more of
		// it, "/", "?" or the end.
		{"HTTP://A/", want{true, 9, format(set(uchar, ";:@&=/?")), true}},
		// The generic syntax: after "//", a user (which may be empty,
		// before ":" or "@") or a host.
		{"foo://", want{false, 6, format(set(user, ":@")), false}},
		// A scheme is letters, digits, "+", "-" and ".".
		{"x y:", want{false, 1, format(set(alphadigit, "+-.:")), false}},
		// fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
		{"file://host/a b", want{false, 13, format(set(uchar, "?:@&=/")), true}},
		{"file:///etc", want{true, 11, format(set(uchar, "?:@&=/")), true}},
		// Nothing follows ftptype.
		{"ftp://u@h:21/p;type=a", want{true, 21, format(none), true}},
		{"http://a.b.c:8o/", want{false, 14, format(set(digits, "/")), true}},
	}
	u := newURL(t)
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, answer(t, u, tt.in)); diff != "" {
			t.Errorf("%q (-want +got):\n%s", tt.in, diff)
		}
	}
}

// TestSchemes checks that the URL oracle has a grammar for every scheme
// the default parser has one for.
func TestSchemes(t *testing.T) {
	if diff := cmp.Diff(parser.Default().Schemes(), oracle.Schemes()); diff != "" {
		t.Errorf("schemes (-parser +oracle):\n%s", diff)
	}
}

// TestFor checks how the URL oracle chooses an input's grammar.
func TestFor(t *testing.T) {
	u := newURL(t)
	for in, want := range map[string]string{
		"http://a/": "http", "HtTp:x": "http", "ftp:": "ftp", "news:": "news",
		"https://a/": "https", "HTTPS:": "https", "httpsx:": "", "http": "", "x http:": "", ":http:": "", "": "",
	} {
		if _, got := u.For(in); got != want {
			t.Errorf("For(%q) = %q, want %q", in, got, want)
		}
	}
}
