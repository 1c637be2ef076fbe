package main

import (
	"bytes"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// checkDiagram checks the lines that diagram drew (carets, then label
// lines) against the marks they should show: the runs of carets are the
// marks' spans; each label starts in the column of its first caret, on
// the first label line or lower with a "|" above it in each line between;
// and nothing else is drawn, so that no two labels overlap or touch.
func checkDiagram(t *testing.T, lines []string, want []mark) {
	t.Helper()
	if len(lines) == 0 {
		t.Fatal("no caret line")
	}
	var runs []mark
	for c := 0; c < len(lines[0]); c++ {
		switch {
		case lines[0][c] == '^' && (c == 0 || lines[0][c-1] != '^'):
			runs = append(runs, mark{pos: c, end: c + 1})
		case lines[0][c] == '^':
			runs[len(runs)-1].end = c + 1
		case lines[0][c] != ' ':
			t.Errorf("caret line %q has %q at column %d", lines[0], lines[0][c], c)
		}
	}
	var spans []mark
	for _, m := range want {
		spans = append(spans, mark{pos: m.pos, end: m.end})
	}
	if diff := cmp.Diff(spans, runs, cmp.AllowUnexported(mark{})); diff != "" {
		t.Errorf("caret runs of %q (-spans +runs):\n%s", lines[0], diff)
	}

	rows := lines[1:]
	drawn := make([][]bool, len(rows)) // the cells a label or "|" accounts for
	for r := range rows {
		drawn[r] = make([]bool, len(rows[r]))
	}
	claim := func(r, from, to int) {
		for c := from; c < to; c++ {
			if drawn[r][c] {
				t.Errorf("label line %d, column %d is drawn twice", r+1, c)
			}
			drawn[r][c] = true
		}
	}
	for _, m := range want {
		r := 0
		for r < len(rows) && m.pos < len(rows[r]) && rows[r][m.pos] == '|' {
			claim(r, m.pos, m.pos+1)
			r++
		}
		end := m.pos + len(m.label)
		switch {
		case r == len(rows) || end > len(rows[r]) || rows[r][m.pos:end] != m.label:
			t.Errorf("label %q of the carets at column %d is not found below them:\n%s", m.label, m.pos, strings.Join(lines, "\n"))
			continue
		case m.pos > 0 && rows[r][m.pos-1] != ' ', end < len(rows[r]) && rows[r][end] != ' ':
			t.Errorf("label %q touches another on label line %d: %q", m.label, r+1, rows[r])
		}
		claim(r, m.pos, end)
	}
	for r, row := range rows {
		if row == "" || strings.TrimRight(row, " ") != row {
			t.Errorf("label line %d is %q: empty, or with trailing spaces", r+1, row)
		}
		for c := range row {
			if row[c] != ' ' && !drawn[r][c] {
				t.Errorf("label line %d has a stray %q at column %d: %q", r+1, row[c], c, row)
			}
		}
	}
}

// TestDiagram draws crowded and sparse sets of marks, with labels longer
// and shorter than their spans.
func TestDiagram(t *testing.T) {
	names := []string{"scheme", "user", "password", "host", "port", "url-path", "schemepart", "gopher+_string", "x"}
	var sets [][]mark
	for n := 1; n <= 7; n++ {
		for seed := 0; seed < 40; seed++ {
			var ms []mark
			col := seed % 3
			for i := 0; i < n; i++ {
				w := 1 + (seed*7+i*5)%11
				ms = append(ms, mark{col, col + w, names[(seed+i)%len(names)]})
				col += w + 1 + (seed+i)%3 // at least one column apart
			}
			sets = append(sets, ms)
		}
	}
	for _, ms := range sets {
		lines := diagram(ms)
		checkDiagram(t, lines, ms)
		if t.Failed() {
			t.Fatalf("marks %+v drew:\n%s", ms, strings.Join(lines, "\n"))
		}
	}
}

// TestDiagramMatchesTable reads explain's output for many URLs and checks
// that its diagram marks exactly the spans, texts and names that its part
// lines give: among them a URL of every scheme RFC 1738 gives a
// production, logins, ports and paths of every shape, and the shared
// corpus of URLs from other projects' tests, where it is present.
func TestDiagramMatchesTable(t *testing.T) {
	urls := append([]string{}, theNote...)
	for _, tc := range goldenCases {
		urls = append(urls, tc.args...)
	}
	urls = append(urls, schemeURLs...)
	for _, user := range []string{"", "@", "u@", "anon@", ":@", "u:p@", "anonymous:secret@", "a%40b:%3A@", "a%20%5B1,2):%5D@"} {
		for _, host := range []string{"h", "www.iec.ch", "1.2.3.4"} {
			for _, port := range []string{"", ":1", ":8080"} {
				for _, sp := range schemePaths {
					for _, path := range sp.paths {
						urls = append(urls, sp.scheme+"://"+user+host+port+path)
					}
				}
			}
		}
	}
	if corpus, err := os.ReadFile("../../../shared/corpus/conformance-public.txt"); err == nil {
		urls = append(urls, strings.Split(strings.TrimSpace(string(corpus)), "\n")...)
	}
	valid := map[string]int{} // valid URLs by scheme, so that each scheme is seen to be tried
	for _, u := range urls {
		var b bytes.Buffer
		if !explain(&b, u) {
			continue
		}
		scheme, _, _ := strings.Cut(u, ":")
		valid[strings.ToLower(scheme)]++
		lines := strings.Split(b.String(), "\n")
		if lines[0] != u {
			t.Errorf("explanation of %q starts with %q", u, lines[0])
			continue
		}
		blank := 1
		for blank < len(lines) && lines[blank] != "" {
			blank++
		}
		want := marksOfTable(t, u, lines[blank+1:])
		checkDiagram(t, lines[1:blank], want)
		if t.Failed() {
			t.Fatalf("explanation of %q:\n%s", u, b.String())
		}
	}
	for _, scheme := range []string{"ftp", "http", "gopher", "mailto", "news", "nntp", "telnet", "wais", "file", "prospero"} {
		if valid[scheme] == 0 {
			t.Errorf("no valid %s URL was tried", scheme)
		}
	}
}

// schemePaths are paths to try after the login or hostport of each
// scheme that has one.
var schemePaths = []struct {
	scheme string
	paths  []string
}{
	{"a", []string{"", "/", "/p", "/about/mission-e.htm"}},
	{"ftp", []string{"", "/", "/about/mission-e.htm", "/a/b;type=i", "//p;type=d"}},
	{"http", []string{"", "/", "/about/mission-e.htm", "/?", "/a/b?c=d"}},
	{"gopher", []string{"", "/", "/0/sel%09find%09+"}},
	{"nntp", []string{"/g.x", "/g.x/12"}},
	{"telnet", []string{"", "/"}},
	{"wais", []string{"/db", "/db?q", "/db/t/p"}},
	{"file", []string{"/", "/a/b"}},
	{"prospero", []string{"/", "//p;f=v;="}},
}

// marksOfTable reads the part lines of an explanation of url into the
// marks its diagram should show, checking that each part's quoted text is
// the text of the URL at its span.
func marksOfTable(t *testing.T, url string, lines []string) []mark {
	t.Helper()
	var marks []mark
	for _, line := range lines {
		// A part line is "  TAG  TEXT  SPAN  PRODUCTION", its tag at column 2
		// and its text quoted; the lines under a part are indented further,
		// and those on what is left out or suspect do not go on with a quote.
		tag, rest, ok := strings.Cut(strings.TrimPrefix(line, "  "), " ")
		rest = strings.TrimLeft(rest, " ")
		if !strings.HasPrefix(line, "  ") || tag == "" || !ok || !strings.HasPrefix(rest, `"`) {
			continue
		}
		raw, err := strconv.QuotedPrefix(rest)
		if err != nil {
			t.Errorf("part line %q: text: %v", line, err)
			continue
		}
		text, _ := strconv.Unquote(raw)
		rest = rest[len(raw):]
		if after, ok := strings.CutPrefix(rest, " (decoded "); ok {
			decoded, err := strconv.QuotedPrefix(after)
			if err != nil {
				t.Errorf("part line %q: decoded text: %v", line, err)
				continue
			}
			rest = after[len(decoded):]
		}
		rest = strings.TrimPrefix(rest, ")")
		rest = strings.TrimPrefix(rest, " (empty)")
		var pos, end int
		if _, err := fmt.Sscanf(strings.TrimLeft(rest, " "), "[%d,%d)", &pos, &end); err != nil {
			t.Errorf("part line %q: no span: %v", line, err)
			continue
		}
		if url[pos:end] != text {
			t.Errorf("part line %q: span [%d,%d) of %q is %q", line, pos, end, url, url[pos:end])
		}
		if pos < end {
			marks = append(marks, mark{pos, end, strings.Trim(tag, "<>")})
		}
	}
	return marks
}
