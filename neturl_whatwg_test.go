package rfc1738_test

import (
	"errors"
	"net/url"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738"
)

// browserHostPort returns the host and port a browser (the WHATWG URL
// Standard) reads in text when its scheme is special, and false
// otherwise: after the scheme's ":", any number of "/" and "\", none
// included ("special authority ignore slashes state"), or, in a file
// URL, two of them, the authority runs to the next "/", "\", "?" or "#";
// the host follows its last "@" and ends at its last ":".
func browserHostPort(text string) (host, port string, special bool) {
	scheme, rest, _ := strings.Cut(text, ":")
	switch strings.ToLower(scheme) {
	case "ftp", "http", "https", "ws", "wss":
		rest = strings.TrimLeft(rest, `/\`)
	case "file":
		if len(rest) < 2 || !strings.ContainsRune(`/\`, rune(rest[0])) || !strings.ContainsRune(`/\`, rune(rest[1])) {
			return "", "", true
		}
		rest = rest[2:]
	default:
		return "", "", false
	}
	if i := strings.IndexAny(rest, `/\?#`); i >= 0 {
		rest = rest[:i]
	}
	hp := rest[strings.LastIndex(rest, "@")+1:]
	if i := strings.LastIndex(hp, ":"); i >= 0 {
		return hp[:i], hp[i+1:], true
	}
	return hp, "", true
}

// TestFromNetURLSpecialSchemes checks that FromNetURL refuses a url.URL
// of a scheme special to browsers whose text they would read with a host
// the url.URL has not (an Opaque, or a path with OmitHost, which they
// read as an authority with or without "//"), naming the field, and
// converts those they read with the url.URL's own host.
func TestFromNetURLSpecialSchemes(t *testing.T) {
	for _, tc := range []struct {
		in    *url.URL
		field string // "" for a URL FromNetURL converts
		want  string // the URL's text, or what the error says
	}{
		{&url.URL{Scheme: "ws", Opaque: "evil.example/x"}, "Opaque", `host "evil.example"`},
		{&url.URL{Scheme: "WS", Opaque: "evil.example/x"}, "Opaque", `host "evil.example"`},
		{&url.URL{Scheme: "wss", Path: "/evil.example/x", OmitHost: true}, "Path", `host "evil.example"`},
		{&url.URL{Scheme: "wss", Opaque: "user@evil.example:8080/x"}, "Opaque", `host "evil.example", port "8080"`},
		{&url.URL{Scheme: "ws", Opaque: "x"}, "Opaque", "special scheme of the WHATWG URL Standard"},
		{&url.URL{Scheme: "ws", Host: "h.example", Path: "/x"}, "", "ws://h.example/x"},
		{&url.URL{Scheme: "wss", Host: "h.example:8443"}, "", "wss://h.example:8443"},
		{&url.URL{Scheme: "file", Path: "/evil.example/x"}, "", "file:///evil.example/x"},
		{&url.URL{Scheme: "x", Opaque: "evil.example/x"}, "", "x:evil.example/x"},
		{&url.URL{Scheme: "x", Path: "/evil.example/x", OmitHost: true}, "", "x:/evil.example/x"},
	} {
		u, err := rfc1738.FromNetURL(tc.in)
		if tc.field == "" {
			if err != nil || u.String() != tc.want {
				t.Errorf("FromNetURL(%s) = %q, %v; want %q", goURL(tc.in), u, err, tc.want)
			}
			continue
		}
		var e *rfc1738.NetURLError
		if !errors.As(err, &e) || e.Field != tc.field || !strings.Contains(e.Reason, tc.want) {
			t.Errorf("FromNetURL(%s) = %q, %v; want a *NetURLError of %s with %q", goURL(tc.in), u, err, tc.field, tc.want)
		}
	}
}

// TestBrowserHostPort checks the test's reading of hosts as browsers
// read them, on the cases of the WHATWG URL Standard's special schemes
// that FromNetURL must not write with another host.
func TestBrowserHostPort(t *testing.T) {
	for _, tc := range []struct {
		text, host, port string
		special          bool
	}{
		{"ws:evil.example/x", "evil.example", "", true},
		{"WSS:/\\u@evil.example:8080/x?q", "evil.example", "8080", true},
		{"http://a@b@h:1/p", "h", "1", true},
		{"file:/h/x", "", "", true},
		{"file:\\\\h\\x", "h", "", true},
		{"file:///x", "", "", true},
		{"x:evil.example/x", "", "", false},
	} {
		host, port, special := browserHostPort(tc.text)
		if host != tc.host || port != tc.port || special != tc.special {
			t.Errorf("browserHostPort(%q) = %q, %q, %v; want %q, %q, %v", tc.text, host, port, special, tc.host, tc.port, tc.special)
		}
	}
}
