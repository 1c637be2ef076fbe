package netdiff

import (
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestCompare checks the comparison the page shows, field by field,
// for a text of each kind: both agree, they read it differently, only
// net/url accepts it, only RFC 1738 does, neither does.
func TestCompare(t *testing.T) {
	for _, tc := range []struct {
		in      string
		agree   bool
		reasons []string
		differs []string // the fields marked
		fields  map[string][2]string
	}{
		{in: "http://www.iec.ch/about/mission-e.htm", agree: true,
			fields: map[string][2]string{"Scheme": {`"http"`, `"http"`}, "Host": {`"www.iec.ch"`, `"www.iec.ch"`},
				"Path": {`"/about/mission-e.htm"`, `"/about/mission-e.htm"`}, "RawQuery": {"", ""}}},
		{in: "ftp://h/a?b", reasons: []string{"neturl-splits-query"}, differs: []string{"Path", "RawQuery"},
			fields: map[string][2]string{"Path": {`"/a?b"`, `"/a"`}, "RawQuery": {"", `"b"`}}},
		{in: "HTTP://h/", reasons: []string{"neturl-lowercases-scheme"}, differs: []string{"Scheme"}},
		{in: "http://h/~u", reasons: []string{"tilde"},
			fields: map[string][2]string{"Path": {"", `"/~u"`}}},
		{in: "http://h/#top", reasons: []string{"fragment"},
			fields: map[string][2]string{"Fragment": {"", `"top"`}}},
		{in: "1abc://h/", reasons: []string{"scheme-first-char"},
			fields: map[string][2]string{"Scheme": {`"1abc"`, ""}}},
		{in: "http://h:x:y/", agree: true},
		{in: "ftp://anon:pa:ss@h/", reasons: []string{"login-chars"}, fields: map[string][2]string{"Password": {"", `"pa:ss"`}}},
		{in: "ftp://a@b@h/", reasons: []string{"login-chars"}},
		{in: "http://9lives/", reasons: []string{"host-digits"}},
		{in: "http://1.2.3/", reasons: []string{"host-digits"}},
		{in: "telnet://h/x", reasons: []string{"scheme-syntax"}},
		{in: "nntp://h/", reasons: []string{"scheme-syntax"}},
		{in: "mailto:", reasons: []string{"scheme-syntax"}},
	} {
		u, err := parser.Parse(tc.in)
		c := Compare(tc.in, u, err)
		var codes []string
		for _, r := range c.Reasons {
			codes = append(codes, r.Code)
		}
		if c.Agree != tc.agree || strings.Join(codes, " ") != strings.Join(tc.reasons, " ") || c.Unexplained {
			t.Errorf("%q: agree %v, reasons %q, unexplained %v; want %v, %q", tc.in, c.Agree, codes, c.Unexplained, tc.agree, tc.reasons)
		}
		var differs []string
		for _, f := range c.Fields() {
			if f.Differs {
				differs = append(differs, f.Name)
			}
			if want, ok := tc.fields[f.Name]; ok && (f.RFC1738 != want[0] || f.NetURL != want[1]) {
				t.Errorf("%q: %s is %s and %s, want %s and %s", tc.in, f.Name, f.RFC1738, f.NetURL, want[0], want[1])
			}
		}
		if strings.Join(differs, " ") != strings.Join(tc.differs, " ") {
			t.Errorf("%q: the fields that differ are %q, want %q", tc.in, differs, tc.differs)
		}
		if len(c.Sentences(grammar.French)) != len(c.Reasons) {
			t.Errorf("%q: %d French sentences for %d reasons", tc.in, len(c.Sentences(grammar.French)), len(c.Reasons))
		}
	}
}

// TestReasons checks that each reason has its sentences, and that the
// French one is French: its quotation marks are « and », and it says
// "RFC 1738, section" as the parser's French messages do.
func TestReasons(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range append(append([]Reason{}, Reasons...), MoreReasons...) {
		if seen[r.Code] {
			t.Errorf("%s: twice", r.Code)
		}
		seen[r.Code] = true
		if r.Why == "" || r.En == "" || r.Fr == "" || r.En == r.Fr {
			t.Errorf("%s: a sentence is missing", r.Code)
		}
		if strings.Contains(r.Fr, "RFC 1738 section") || strings.Contains(r.Fr, "RFC 3986 section") {
			t.Errorf("%s: the French cites a section the English way: %s", r.Code, r.Fr)
		}
		for _, w := range []string{" the ", " is ", " and ", " in "} {
			if strings.Contains(r.Fr, w) {
				t.Errorf("%s: the French has %q: %s", r.Code, w, r.Fr)
			}
		}
	}
}
