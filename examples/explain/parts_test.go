package main

import (
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestLabels checks the parts that a URL of each scheme is shown as, by
// their tags: the note's words in angle brackets, the rest by the
// names of their productions.
func TestLabels(t *testing.T) {
	tests := []struct {
		url  string
		tags []string
	}{
		{"http://www.iec.ch", []string{"<scheme>", "<host>"}},
		{"http://www.iec.ch/about/mission-e.htm", []string{"<scheme>", "<host>", "<url-path>"}},
		{"news:comp.os.unix", []string{"<scheme>", "group"}},
		{"news:XYZ123@news.iso.org", []string{"<scheme>", "unique", "<host>"}},
		{"news:*", []string{"<scheme>", "schemepart"}},
		{"http://h:80/a/b?q", []string{"<scheme>", "<host>", "<port>", "<url-path>", "search"}},
		{"ftp://u:p@h:21/a/b;type=i", []string{"<scheme>", "<user>", "<password>", "<host>", "<port>", "<url-path>", "ftptype"}},
		{"gopher://h/0sel%09find", []string{"<scheme>", "<host>", "gopher-path"}},
		{"mailto:a@b.c", []string{"<scheme>", "encoded822addr"}},
		{"nntp://h/g.x/12", []string{"<scheme>", "<host>", "group", "digits"}},
		{"telnet://u@h/", []string{"<scheme>", "<user>", "<host>"}},
		{"wais://h/db?q", []string{"<scheme>", "<host>", "database", "search"}},
		{"wais://h/db/t/p", []string{"<scheme>", "<host>", "database", "wtype", "wpath"}},
		{"file:///etc/motd", []string{"<scheme>", "<url-path>"}},
		{"file://localhost/etc/motd", []string{"<scheme>", "<host>", "<url-path>"}},
		{"prospero://h/p;n=v", []string{"<scheme>", "<host>", "ppath", "fieldname", "fieldvalue"}},
		{"x://u@h/p", []string{"<scheme>", "<user>", "<host>", "<url-path>"}},
		{"x:opaque", []string{"<scheme>", "schemepart"}},
	}
	for _, tc := range tests {
		u, err := parser.Parse(tc.url)
		if err != nil {
			t.Errorf("%q: %v", tc.url, err)
			continue
		}
		var tags []string
		for _, p := range parts(u) {
			tags = append(tags, p.tag())
		}
		if diff := cmp.Diff(tc.tags, tags); diff != "" {
			t.Errorf("parts of %q (-want +got):\n%s", tc.url, diff)
		}
	}
}

// TestTemplateAccountedFor checks, for many URLs, that each part of the
// note's general form is either shown or said to be left out, never
// both and never twice. Only the url-path may go unmentioned, where
// productions of the scheme's own stand in its place.
func TestTemplateAccountedFor(t *testing.T) {
	urls := append(append([]string{}, theNote...), schemeURLs...)
	for _, tc := range goldenCases {
		urls = append(urls, tc.args...)
	}
	if corpus, err := os.ReadFile("../../../shared/corpus/conformance-public.txt"); err == nil {
		urls = append(urls, strings.Split(strings.TrimSpace(string(corpus)), "\n")...)
	}
	for _, s := range urls {
		u, err := parser.Parse(s)
		if err != nil {
			continue
		}
		ps := parts(u)
		lines := absent(u, ps)
		ownAfterHost := false
		for _, w := range template {
			n := 0
			for _, p := range ps {
				if p.word && p.label == w {
					n++
				}
				if !p.word && p.node != u.Part {
					ownAfterHost = true
				}
			}
			for _, line := range lines {
				if lhs, _, _ := strings.Cut(line, ":"); strings.HasPrefix(line, "no ") && strings.Contains(lhs, tagOf(w)) {
					n++
				}
			}
			switch {
			case n > 1:
				t.Errorf("%q: %s is accounted for %d times:\n%s", s, tagOf(w), n, strings.Join(lines, "\n"))
			case n == 0 && !(w == "url-path" && ownAfterHost):
				t.Errorf("%q: %s is neither shown nor said to be left out:\n%s", s, tagOf(w), strings.Join(lines, "\n"))
			}
		}
	}
}
