package rfc1738_test

import (
	"net/url"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738"
	"github.com/urlsyntax/rfc1738/ast"
)

// accessorCounts counts the lines of a corpus compared with net/url.
type accessorCounts struct {
	lines, valid, http int
	// rewritten counts the URLs whose url.URL.String is not their text
	// (net/url escapes a userinfo afresh, for one): url.URL.Redacted is
	// then another text, and is not compared.
	rewritten int
	// password, query, semicolon and plus count the URLs compared that
	// have a password, a non-empty form query, a ";" in it, a "+" in it.
	password, query, semicolon, plus int
}

// TestAccessorsNetURLCorpora compares Hostname, Port, Query and
// Redacted with url.URL's over the corpora, where the two agree on
// meaning: every valid URL for the first three and Redacted, and Query
// on the URLs read by http's production. kasztp's lines are https, which
// RFC 1738 reads by the common syntax, so each is also read as http
// (its scheme renamed), the reading RFC 2818 section 2.4 gives https.
func TestAccessorsNetURLCorpora(t *testing.T) {
	for _, name := range []string{"kasztp.txt", "node_files.txt"} {
		lines := corpusLines(t, name)
		var c accessorCounts
		for _, line := range lines {
			compareWithNetURL(t, line, &c)
			if rest, ok := strings.CutPrefix(line, "https:"); ok {
				compareWithNetURL(t, "http:"+rest, &c)
			}
		}
		t.Logf("%s: %d URLs (https lines also as http), %d valid, %d with a password, %d that url.URL.String rewrites; %d read by http's production, %d of them with a query, %d with \";\" in it, %d with \"+\"",
			name, c.lines, c.valid, c.password, c.rewritten, c.http, c.query, c.semicolon, c.plus)
		if c.valid == 0 {
			t.Errorf("%s: no valid URL compared", name)
		}
	}
}

// compareWithNetURL compares the accessors of line's URL with url.URL's,
// when RFC 1738 reads line as a URL.
func compareWithNetURL(t *testing.T, line string, c *accessorCounts) {
	t.Helper()
	c.lines++
	tree, err := rfc1738.Parse(line)
	if err != nil {
		return
	}
	c.valid++
	nu, err := url.Parse(line)
	if err != nil {
		t.Errorf("%s: url.Parse: %v", line, err)
		return
	}
	u := rfc1738.URL{URL: tree}
	type got struct{ Hostname, Port, Redacted string }
	want := got{nu.Hostname(), nu.Port(), nu.Redacted()}
	if nu.String() != line {
		c.rewritten++
		want.Redacted = u.Redacted()
	}
	if _, ok := nu.User.Password(); ok {
		c.password++
	}
	if diff := cmp.Diff(want, got{u.Hostname(), u.Port(), u.Redacted()}); diff != "" {
		t.Errorf("%s: accessors differ from net/url's (-net/url +rfc1738):\n%s", line, diff)
	}
	if _, ok := tree.Part.(*ast.HTTPPart); !ok {
		return
	}
	c.http++
	if q := nu.RawQuery; q != "" {
		c.query++
		c.semicolon += b2i(strings.Contains(q, ";"))
		c.plus += b2i(strings.Contains(q, "+"))
	}
	if diff := cmp.Diff(nu.Query(), u.Query()); diff != "" {
		t.Errorf("%s: Query differs from net/url's (-net/url +rfc1738):\n%s", line, diff)
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
