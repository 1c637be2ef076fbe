package rfc1738_test

import (
	"net/url"
	"testing"

	"github.com/urlsyntax/rfc1738"
)

// readerInputs are texts that a component's text might hold and that
// other readers take for delimiters: the ends of an authority ("?",
// "#", "/", "\", "@"), brackets, and the "//" that starts one, and
// every byte alone.
func readerInputs() []string {
	in := []string{
		"evil.example?", "evil.example#", "evil.example\\", "evil.example/", "evil.example@",
		"[evil.example]", "//evil.example/x", "//evil.example", "/evil.example", "\\\\evil.example",
		"evil.example?@", "u?x@evil.example", "..?", "?x=1", "a#b", "//", "/",
	}
	for b := 0; b < 256; b++ {
		in = append(in, string([]byte{byte(b)}))
	}
	return in
}

// TestEscapeReadersAgreeOnHost checks that, for every Component, any
// text escaped by Escape and put where the component goes in a URL
// gives the URL the same host and port to this package's Parse and to
// net/url's url.Parse, and the same user when the component is before
// the host: an Escape that left a delimiter of RFC 3986 plain would let
// another reader name another host, which docs/neturl.md's use of
// Escape(s, InUser) in place of url.User must not.
func TestEscapeReadersAgreeOnHost(t *testing.T) {
	for _, c := range allComponents {
		for _, pl := range placements(c) {
			for _, s := range readerInputs() {
				in := pl.build(rfc1738.Escape(s, c))
				u, err := rfc1738.Parse(in)
				if err != nil {
					continue // a text the production cannot hold (TestEscapeProperties)
				}
				v := rfc1738.URL{URL: u}
				nu, err := url.Parse(in)
				if err != nil {
					t.Errorf("%v in %s: Escape(%q) gives %q, which net/url refuses: %v", c, pl.name, s, in, err)
					continue
				}
				if v.Hostname() != nu.Hostname() || v.Port() != nu.Port() {
					t.Errorf("%v in %s: Escape(%q) gives %q: host %q port %q here, %q %q to net/url", c, pl.name, s, in, v.Hostname(), v.Port(), nu.Hostname(), nu.Port())
				}
				if u.Login() != nil && v.User().String() != nu.User.String() {
					t.Errorf("%v in %s: Escape(%q) gives %q: user %v here, %v to net/url", c, pl.name, s, in, v.User(), nu.User)
				}
			}
		}
	}
}

// TestEscapeForOtherReaders spells out what Escape adds to the grammar's
// escapes for other readers, each with the text net/url would misread.
func TestEscapeForOtherReaders(t *testing.T) {
	for _, tc := range []struct {
		s    string
		c    rfc1738.Component
		want string
	}{
		{"evil.example?", rfc1738.InUser, "evil.example%3F"},
		{"p?w", rfc1738.InPassword, "p%3Fw"},
		{"..?", rfc1738.InFSegment, "..%3F"},
		{"?x=1", rfc1738.InPSegment, "%3Fx=1"},
		{"a?b", rfc1738.InFieldName, "a%3Fb"},
		{"a?b", rfc1738.InFieldValue, "a%3Fb"},
		{"a?b", rfc1738.InHSegment, "a%3Fb"},
		{"a?b", rfc1738.InUnique, "a?b"},
		{"a?b", rfc1738.InEncoded822Addr, "a?b"},
		{"a?b", rfc1738.InSearch, "a%3Fb"},
		{"//evil.example/x", rfc1738.InEncoded822Addr, "%2F/evil.example/x"},
		{"//evil.example/x", rfc1738.InUnique, "%2F/evil.example/x"},
		{"/a//b", rfc1738.InEncoded822Addr, "/a//b"},
		{"a//b", rfc1738.InUnique, "a//b"},
		{"//a", rfc1738.InSelector, "//a"},
		{"#[]\\", rfc1738.InUser, "%23%5B%5D%5C"},
	} {
		if got := rfc1738.Escape(tc.s, tc.c); got != tc.want {
			t.Errorf("Escape(%q, %v) = %q, want %q", tc.s, tc.c, got, tc.want)
		}
	}
}
