package rfc1738

import (
	"net/url"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestSameHostElsewhere checks FromNetURL's last guard on texts that
// Escape and checkHost keep it from writing: each would show a
// reader of RFC 3986 another host than the url.URL's, and the guard names
// the field that moved it.
func TestSameHostElsewhere(t *testing.T) {
	for _, tc := range []struct {
		name  string
		nu    *url.URL
		text  string
		field string // "" when the guard lets the text pass
	}{
		{"plain", &url.URL{Scheme: "ftp", User: url.User("u"), Host: "h:21"}, "ftp://u@h:21/", ""},
		{"escaped ? in user", &url.URL{Scheme: "ftp", User: url.User("a?"), Host: "h"}, "ftp://a%3F@h/", ""},
		{"? in user", &url.URL{Scheme: "https", User: url.User("attacker.example?"), Host: "allowed.example"}, "https://attacker.example?@allowed.example/", "User"},
		{"? in password", &url.URL{Scheme: "ftp", User: url.UserPassword("attacker.example", "21?"), Host: "allowed.example"}, "ftp://attacker.example:21?@allowed.example/", "User"},
		{"# in user", &url.URL{Scheme: "x", User: url.User("evil#"), Host: "h"}, "x://evil#@h/", "User"},
		{"backslash in user", &url.URL{Scheme: "ftp", User: url.User(`evil\`), Host: "h"}, `ftp://evil\@h/`, "User"},
		{"@ in user, first @", &url.URL{Scheme: "ftp", User: url.User("a@evil"), Host: "h"}, "ftp://a@evil@h/", "User"},
		{"@ in host", &url.URL{Scheme: "ftp", Host: "good@evil"}, "ftp://good@evil/", "Host"},
		{"slashes in opaque", &url.URL{Scheme: "news", Opaque: "//evil/a@b"}, "news://evil/a@b", "Opaque"},
		{"no authority", &url.URL{Scheme: "news", Opaque: "a@b"}, "news:a@b", ""},
		{"scheme RFC 3986 refuses", &url.URL{Scheme: "1h", Host: "h"}, "1h://h/", ""},
	} {
		err := sameHostElsewhere(tc.nu, tc.text)
		var field string
		if err != nil {
			field = "no *NetURLError"
			if e, ok := err.(*NetURLError); ok {
				field = e.Field
			}
		}
		if field != tc.field {
			t.Errorf("%s: sameHostElsewhere(%q) = %v; want Field %q", tc.name, tc.text, err, tc.field)
		}
	}
}

// TestLenientHostPorts checks the lenient reader of sameHostElsewhere.
func TestLenientHostPorts(t *testing.T) {
	for _, tc := range []struct {
		text        string
		first, last hostPort
	}{
		{"ftp://u:p@h:21/x", hostPort{"h", "21"}, hostPort{"h", "21"}},
		{"ftp://a@b@h/x", hostPort{"b@h", ""}, hostPort{"h", ""}},
		{"ftp://a?@h/", hostPort{"a", ""}, hostPort{"a", ""}},
		{"ftp://a#@h/", hostPort{"a", ""}, hostPort{"a", ""}},
		{`ftp://a\@h/`, hostPort{"a", ""}, hostPort{"a", ""}},
		{"ftp://a:21/@h/", hostPort{"a", "21"}, hostPort{"a", "21"}},
		{"telnet://h", hostPort{"h", ""}, hostPort{"h", ""}},
		{"file:///x", hostPort{}, hostPort{}},
		{"mailto:a@b", hostPort{}, hostPort{}},
	} {
		first, last := lenientHostPorts(tc.text)
		if d := cmp.Diff([]hostPort{tc.first, tc.last}, []hostPort{first, last}, cmp.AllowUnexported(hostPort{})); d != "" {
			t.Errorf("lenientHostPorts(%q) (-want +got):\n%s", tc.text, d)
		}
	}
}
