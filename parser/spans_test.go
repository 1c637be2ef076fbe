package parser_test

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// TestSpans pins the span of every node where empty and absent parts
// make positions easy to get wrong: in the generic syntax, and in each
// scheme's production.
func TestSpans(t *testing.T) {
	h := func(pos int) []string { // the host "h" at pos
		r := fmt.Sprintf("[%d,%d) \"h\"", pos, pos+1)
		return []string{"host " + r, "hostname " + r, "toplabel " + r}
	}
	cat := func(parts ...[]string) []string {
		var out []string
		for _, p := range parts {
			out = append(out, p...)
		}
		return out
	}
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"foo://@h/", cat([]string{
			`genericurl [0,9) "foo://@h/"`, `scheme [0,3) "foo"`, `ip-schemepart [4,9) "//@h/"`,
			`login [6,8) "@h"`, `user [6,6) ""`, `hostport [7,8) "h"`}, h(7), []string{`urlpath [9,9) ""`})},
		{"foo://:@h", cat([]string{
			`genericurl [0,9) "foo://:@h"`, `scheme [0,3) "foo"`, `ip-schemepart [4,9) "//:@h"`,
			`login [6,9) ":@h"`, `user [6,6) ""`, `password [7,7) ""`, `hostport [8,9) "h"`}, h(8))},
		{"foo:", []string{`genericurl [0,4) "foo:"`, `scheme [0,3) "foo"`, `schemepart [4,4) ""`}},
		{"x-ip://1.2.3.4:5//", []string{
			`genericurl [0,18) "x-ip://1.2.3.4:5//"`, `scheme [0,4) "x-ip"`, `ip-schemepart [5,18) "//1.2.3.4:5//"`,
			`login [7,16) "1.2.3.4:5"`, `hostport [7,16) "1.2.3.4:5"`, `host [7,14) "1.2.3.4"`,
			`hostnumber [7,14) "1.2.3.4"`, `digits [7,8) "1"`, `digits [9,10) "2"`, `digits [11,12) "3"`,
			`digits [13,14) "4"`, `port [15,16) "5"`, `urlpath [17,18) "/"`}},
		{"x-ip://a-b.c-d.e", []string{
			`genericurl [0,16) "x-ip://a-b.c-d.e"`, `scheme [0,4) "x-ip"`, `ip-schemepart [5,16) "//a-b.c-d.e"`,
			`login [7,16) "a-b.c-d.e"`, `hostport [7,16) "a-b.c-d.e"`, `host [7,16) "a-b.c-d.e"`,
			`hostname [7,16) "a-b.c-d.e"`, `domainlabel [7,10) "a-b"`, `domainlabel [11,14) "c-d"`,
			`toplabel [15,16) "e"`}},
		// ftp: an empty user, an empty fpath of one empty fsegment, and
		// the typecode after ";type="
		{"ftp://@h/;type=d", cat([]string{
			`genericurl [0,16) "ftp://@h/;type=d"`, `scheme [0,3) "ftp"`, `ftpurl [4,16) "//@h/;type=d"`,
			`login [6,8) "@h"`, `user [6,6) ""`, `hostport [7,8) "h"`}, h(7), []string{
			`fpath [9,9) ""`, `fsegment [9,9) ""`, `ftptype [15,16) "d"`})},
		{"ftp://h//", cat([]string{
			`genericurl [0,9) "ftp://h//"`, `scheme [0,3) "ftp"`, `ftpurl [4,9) "//h//"`,
			`login [6,7) "h"`, `hostport [6,7) "h"`}, h(6), []string{
			`fpath [8,9) "/"`, `fsegment [8,8) ""`, `fsegment [9,9) ""`})},
		// file: no host
		{"file:///", []string{`genericurl [0,8) "file:///"`, `scheme [0,4) "file"`, `fileurl [5,8) "///"`,
			`fpath [8,8) ""`, `fsegment [8,8) ""`}},
		// http: an empty hsegment and an empty search
		{"http://h/?", cat([]string{`genericurl [0,10) "http://h/?"`, `scheme [0,4) "http"`, `httpurl [5,10) "//h/?"`,
			`hostport [7,8) "h"`}, h(7), []string{`hpath [9,9) ""`, `hsegment [9,9) ""`, `search [10,10) ""`})},
		// gopher: a gtype, and an empty selector, search and gopher+_string
		{"gopher://h/1%09%09", cat([]string{`genericurl [0,18) "gopher://h/1%09%09"`, `scheme [0,6) "gopher"`,
			`gopherurl [7,18) "//h/1%09%09"`, `hostport [9,10) "h"`}, h(9), []string{
			`gopher-path [11,18) "1%09%09"`, `gtype [11,12) "1"`, `selector [12,12) ""`, `search [15,15) ""`,
			`gopher+_string [18,18) ""`})},
		{"gopher://h/", cat([]string{`genericurl [0,11) "gopher://h/"`, `scheme [0,6) "gopher"`,
			`gopherurl [7,11) "//h/"`, `hostport [9,10) "h"`}, h(9), []string{`gopher-path [11,11) ""`})},
		{"mailto:a", []string{`genericurl [0,8) "mailto:a"`, `scheme [0,6) "mailto"`, `mailtourl [7,8) "a"`, `encoded822addr [7,8) "a"`}},
		// news: "*" is no node of its own; an article's unique part
		// answers to article
		{"news:*", []string{`genericurl [0,6) "news:*"`, `scheme [0,4) "news"`, `newsurl [5,6) "*"`}},
		{"news:a@h", cat([]string{`genericurl [0,8) "news:a@h"`, `scheme [0,4) "news"`, `newsurl [5,8) "a@h"`,
			`article [5,8) "a@h"`, `article [5,6) "a"`}, h(7))},
		{"nntp://h/g/1", cat([]string{`genericurl [0,12) "nntp://h/g/1"`, `scheme [0,4) "nntp"`, `nntpurl [5,12) "//h/g/1"`,
			`hostport [7,8) "h"`}, h(7), []string{`group [9,10) "g"`, `digits [11,12) "1"`})},
		// telnet: the final "/" is no node
		{"telnet://@h/", cat([]string{`genericurl [0,12) "telnet://@h/"`, `scheme [0,6) "telnet"`, `telneturl [7,12) "//@h/"`,
			`login [9,11) "@h"`, `user [9,9) ""`, `hostport [10,11) "h"`}, h(10))},
		// wais: an empty database, then an empty search or an empty document
		{"wais://h/?", cat([]string{`genericurl [0,10) "wais://h/?"`, `scheme [0,4) "wais"`, `waisurl [5,10) "//h/?"`,
			`hostport [7,8) "h"`}, h(7), []string{`database [9,9) ""`, `search [10,10) ""`})},
		{"wais://h///", cat([]string{`genericurl [0,11) "wais://h///"`, `scheme [0,4) "wais"`, `waisurl [5,11) "//h///"`,
			`hostport [7,8) "h"`}, h(7), []string{`database [9,9) ""`, `wtype [10,10) ""`, `wpath [11,11) ""`})},
		// prospero: an empty ppath and a field with empty name and value
		{"prospero://h/;=", cat([]string{`genericurl [0,15) "prospero://h/;="`, `scheme [0,8) "prospero"`,
			`prosperourl [9,15) "//h/;="`, `hostport [11,12) "h"`}, h(11), []string{
			`ppath [13,13) ""`, `psegment [13,13) ""`, `fieldspec [13,15) ";="`, `fieldname [14,14) ""`, `fieldvalue [15,15) ""`})},
	} {
		t.Run(tc.in, func(t *testing.T) {
			u := mustParse(t, tc.in)
			var got []string
			ast.Inspect(u, func(n ast.Node) bool {
				if n != nil {
					got = append(got, fmt.Sprintf("%s [%d,%d) %q", grammar.Of(n).Name, n.Pos(), n.End(), n.String()))
				}
				return true
			})
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("nodes of %q (-want +got):\n%s", tc.in, d)
			}
		})
	}
}
