package printer_test

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// TestErrorLabelsAgree checks that under an error no label names a
// production the error contradicts: a user or password that the parsed
// part reads as a host (the error is in the login, or a note says the
// text before an "@" is a login, ErrorIn and Misread), or an empty path
// where the path goes on to the error; and that an error in the
// scheme's own production leaves the parts that parsed labelled.
func TestErrorLabelsAgree(t *testing.T) {
	for _, tt := range []struct {
		in      string
		misread string   // as describe.Misread of examples/explain gives it
		want    []string // every label under the error, in the order drawn
	}{
		// The note says the text before the "@" is a login of its own
		// ("anon:pa:ss"): "anon" is neither a host nor the login, which
		// the parsed part "ftp://anon" makes it only as a hostport.
		{"ftp://anon:pa:ss@h/f", "hostport", []string{"scheme", "url", "ftpurl"}},
		{"ftp://anon:pw@", "hostport", []string{"scheme", "url", "ftpurl"}},
		{"ftp://anon@", "hostport", []string{"scheme", "url", "ftpurl"}},
		{"telnet://u:p@", "hostport", []string{"scheme", "url", "telneturl"}},
		{"ftp://a:b:c/", "hostport", []string{"scheme", "url", "ftpurl"}},
		// The error is the article's: the text read as a group is none.
		{"news:comp.os.unix/123", "group", []string{"scheme", "url", "newsurl"}},
		{"news:comp.os.unix/123", "", []string{"scheme", "url", "newsurl", "group"}},
		{"ftp://anon:pa:ss@h/f", "", []string{"scheme", "url", "ftpurl", "login"}},
		{"ftp://a:b:c@h/", "", []string{"scheme", "url", "ftpurl", "login"}},
		// The parser reads "user" as a host, but the note on the "@"
		// says it is a user name: no host, hostport, hostname or toplabel.
		{"http://user@www.iec.ch/", "hostport", []string{"scheme", "url", "httpurl"}},
		{"http://user:pass@www.iec.ch/", "hostport", []string{"scheme", "url", "httpurl"}},
		{"http://user:pass@www.iec.ch/", "", []string{"scheme", "host", "url", "httpurl", "hostport", "hostname", "toplabel"}},
		{"https://www.example.com/~smith/home.html", "", []string{"scheme", "host", "url", "httpsurl", "hostport", "hostname", "toplabel", "domainlabel", "domainlabel"}},
		// The error is at ftpurl's own ";type=", past the host and path,
		// which it reads as they parsed.
		{"ftp://h.example.org/a;b", "", []string{"host", "url-path", "scheme", "url", "ftpurl", "login", "fpath", "hostport", "fsegment", "hostname", "toplabel", "domainlabel", "domainlabel"}},
	} {
		_, err := parser.Parse(tt.in)
		var e *parser.Error
		if !errors.As(err, &e) {
			t.Fatalf("%s: %v", tt.in, err)
		}
		parse := func(s string) (*ast.URL, error) { return parser.Parse(s) }
		prefix := printer.ParsedPrefix(tt.in, e.ValidPrefix, true, parse)
		c := &printer.DiagramConfig{Lang: grammar.English, ErrorIn: e.Production.Name, Misread: tt.misread}
		var b strings.Builder
		if err := c.FprintError(&b, tt.in, prefix, e.Offset, "message"); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(tt.want, labelsOf(b.String())); diff != "" {
			t.Errorf("%s: labels (-want +got):\n%s\n%s", tt.in, diff, b.String())
		}
	}
}

// labelsOf returns the labels of an error's diagram, the lines between
// "error" and the caption, in the order drawn.
func labelsOf(diagram string) []string {
	lines := strings.Split(diagram, "\n")
	var labels []string
	word := regexp.MustCompile(`[a-z][a-z0-9_+-]*( \(empty\))?`)
	for _, l := range lines[3:] {
		if strings.HasPrefix(l, "(") {
			break
		}
		if strings.ContainsAny(l, "^~") {
			continue
		}
		labels = append(labels, word.FindAllString(l, -1)...)
	}
	return labels
}

// TestTreeViewsErrorIn checks that the tree of the part that parsed,
// with TreeViews.ErrorIn, shows the node of the error's production that
// ends where the tree ends without the nodes it holds: "ftp://anon"
// reads anon as a host, which the error in the login says it is not;
// that with TreeViews.Misread it leaves out the node of that production,
// with what it holds, and the login that is only that hostport; and that an error in the scheme's own production
// (ftpurl) leaves its parts in.
func TestTreeViewsErrorIn(t *testing.T) {
	u, err := parser.Parse("ftp://anon")
	if err != nil {
		t.Fatal(err)
	}
	c := &printer.DiagramConfig{Lang: grammar.English}
	for _, tc := range []struct {
		errorIn, misread string
		host, login      bool
	}{{"", "", true, true}, {"login", "", false, true}, {"", "hostport", false, false}, {"ftpurl", "", true, true}} {
		var tree, js strings.Builder
		if err := c.FprintTreeViews(printer.TreeViews{Tree: &tree, JSON: &js, ErrorIn: tc.errorIn, Misread: tc.misread}, u); err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(tree.String(), "host"); got != tc.host || strings.Contains(tree.String(), "login") != tc.login {
			t.Errorf("ErrorIn %q, Misread %q: the tree\n%s", tc.errorIn, tc.misread, tree.String())
		}
		if got := strings.Contains(js.String(), `"host"`); got != tc.host {
			t.Errorf("ErrorIn %q, Misread %q: the JSON %s", tc.errorIn, tc.misread, js.String())
		}
	}
}
