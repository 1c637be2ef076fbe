package explaintool

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/grammar"
)

// A mark is a part of a URL as explain's output shows it: its span
// [pos,end) and its label, without angle brackets.
type mark struct {
	pos, end int
	label    string
}

// A band is one band of the printer's diagram: its line of carets, and
// the label lines under it, as runes, for labels may be French.
type band struct {
	carets []rune
	labels [][]rune
}

// bandsOf reads the lines of a diagram after the URL line into its
// bands: a band starts at each line of carets ("^" and "~" only).
func bandsOf(lines []string) []band {
	var bands []band
	for _, line := range lines {
		if strings.Trim(line, " ^~") == "" && strings.Contains(line, "^") {
			bands = append(bands, band{carets: []rune(line)})
		} else if len(bands) > 0 {
			bands[len(bands)-1].labels = append(bands[len(bands)-1].labels, []rune(line))
		}
	}
	return bands
}

// shows reports whether band b shows mark m: a run of carets over its
// span ("^" and a "~" under each other column; a lone "^" for an empty
// part), and its label in the column of the "^", with a "|" in each
// label line above it, leading up to it. An empty part's label says so
// in v's language.
func (b band) shows(v voice.Voice, m mark) bool {
	end := max(m.end, m.pos+1)
	if m.pos >= len(b.carets) || b.carets[m.pos] != '^' {
		return false
	}
	for c := m.pos + 1; c < end; c++ {
		if c >= len(b.carets) || b.carets[c] != '~' {
			return false
		}
	}
	if end < len(b.carets) && b.carets[end] == '~' {
		return false
	}
	label := []rune(m.label)
	if m.pos == m.end {
		label = []rune(m.label + v.S(" (empty)", " (vide)"))
	}
	for _, line := range b.labels {
		if m.pos+len(label) <= len(line) && string(line[m.pos:m.pos+len(label)]) == string(label) &&
			(m.pos+len(label) == len(line) || line[m.pos+len(label)] == ' ') {
			return true
		}
		if m.pos >= len(line) || line[m.pos] != '|' {
			return false
		}
	}
	return false
}

// partLine matches a part line of the table: its tag, its text (quoted,
// maybe empty, maybe decoded) and its span.
var partLine = regexp.MustCompile(`^  (.+?)  +("[^"]*"|«\x{a0}(?:[^»]*\x{a0})?»)(?: \((?:empty|vide)\))?(?: \((?:decoded (?:".*?"|'.*?')|decoded: bytes that are not printable|décodé\x{a0}: (?:«\x{a0}.*?\x{a0}»|des octets non imprimables))\))? +\[(\d+),(\d+)\)  `)

// unquote returns the value that the table quotes as q (grammar.Quoted):
// between ASCII quotes in English, between « and » in French. The text
// of a part of a valid URL is printable ASCII, shown as it is.
func unquote(q string) (string, error) {
	inner, ok := strings.CutPrefix(q, "«\u00a0")
	if !ok {
		if len(q) < 2 || q[0] != '"' || q[len(q)-1] != '"' {
			return "", fmt.Errorf("%q is not between quotes", q)
		}
		return q[1 : len(q)-1], nil
	}
	inner = strings.TrimSuffix(strings.TrimSuffix(inner, "»"), "\u00a0")
	if inner == "␣" {
		return " ", nil
	}
	return inner, nil
}

// marksOfTable reads the part lines of an explanation of url into the
// parts they describe, checking that each part's quoted text is the text
// of the URL at its span.
func marksOfTable(t *testing.T, url string, lines []string) []mark {
	t.Helper()
	var marks []mark
	for _, line := range lines {
		m := partLine.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		text, err := unquote(m[2])
		if err != nil {
			t.Errorf("part line %q: text: %v", line, err)
			continue
		}
		pos, _ := strconv.Atoi(m[3])
		end, _ := strconv.Atoi(m[4])
		if pos > end || end > len(url) || url[pos:end] != text {
			t.Errorf("part line %q: span [%d,%d) of %q is not %q", line, pos, end, url, text)
			continue
		}
		marks = append(marks, mark{pos, end, strings.Trim(strings.TrimSpace(m[1]), "<>")})
	}
	return marks
}

// TestDiagramMatchesTable reads explain's output for many URLs, in both
// languages, and checks that the printer's diagram and explain's table
// agree: each part of the table is marked in the diagram over the same
// span, with the same label; and the first band, the note's general
// form, holds the table's parts of the general form and nothing else.
// The URLs are a URL of every scheme RFC 1738 gives a production,
// logins, ports and paths of every shape, and the shared corpus of URLs
// from other projects' tests, where it is present.
func TestDiagramMatchesTable(t *testing.T) {
	urls := testURLs(t)
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
	valid := map[string]int{} // valid URLs by scheme, so that each scheme is seen to be tried
	for _, u := range urls {
		for _, v := range []voice.Voice{{Lang: grammar.English}, {Lang: grammar.French}} {
			var b bytes.Buffer
			if ok, err := explain(&b, v, u); err != nil {
				t.Fatalf("explain(%q): %v", u, err)
			} else if !ok {
				break
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
			bands := bandsOf(lines[1:blank])
			table := marksOfTable(t, u, lines[blank+1:])
			if len(table) == 0 || len(bands) == 0 {
				t.Fatalf("explanation of %q has no table or no diagram:\n%s", u, b.String())
			}
			first := map[int]bool{} // the columns where the first band's parts start
			for c, r := range bands[0].carets {
				if r == '^' {
					first[c] = true
				}
			}
			for _, m := range table {
				found := false
				for i, band := range bands {
					if band.shows(v, m) {
						found = true
						if i == 0 {
							delete(first, m.pos)
						}
						break
					}
				}
				if !found {
					t.Errorf("%v: the part %q at [%d,%d) of the table is not in the diagram", v.Lang, m.label, m.pos, m.end)
				}
			}
			for c := range first {
				t.Errorf("%v: the part of the general form at column %d of the diagram is not in the table", v.Lang, c)
			}
			if t.Failed() {
				t.Fatalf("explanation of %q:\n%s", u, b.String())
			}
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

// TestFrenchIsTranslated checks that the French output of the golden
// URLs, and of texts whose errors have notes, holds no sentence left in
// English: no message or note of the parser without its French, and none
// of the English words that only the English sentences use. With -json,
// stdout is the printer's JSON, whose keys are English, and the errors
// go to stderr.
func TestFrenchIsTranslated(t *testing.T) {
	english := []string{"(en anglais)", " the ", " of RFC", "RFC 1738 section", "error:", "warning:", "note:", "offset ", "found ", "expected ", " no place", "default"}
	urls := goldenURLs()
	for _, tc := range noteURLsByKind {
		urls = append(urls, tc.input)
	}
	for _, k := range kinds {
		for _, u := range urls {
			var stdout, stderr bytes.Buffer
			run(append(append([]string{"-lang", "fr"}, k.flags...), "--", u), &stdout, &stderr)
			out := stdout.String()
			if k.name == "json" {
				out = stderr.String()
			}
			for _, word := range english {
				if strings.Contains(out, word) {
					t.Errorf("%s -lang fr %q writes %q:\n%s", k.name, u, word, out)
				}
			}
		}
	}
}
