package rfc1738_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"os/exec"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738"
	"github.com/urlsyntax/rfc1738/internal/corpustest"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestFixCorpus runs Fix over kasztp.txt's lines: no valid line is
// altered, and no repaired line changes what net/url reads as its host,
// user, decoded path, decoded query or fragment. It reports how many of
// the invalid lines Fix repairs, and why it refuses the others. The
// lines are https, which RFC 1738 reads by the generic syntax; each is
// also read as http (its scheme renamed), the reading RFC 2818 section
// 2.4 gives https, so that the figures hold for both.
func TestFixCorpus(t *testing.T) {
	lines := corpustest.Lines(t, "kasztp.txt")
	for _, reading := range []string{"as written", "as http"} {
		invalid, repaired, fragmentOnly := 0, 0, 0
		refused := map[string]int{}
		for _, line := range lines {
			if reading == "as http" {
				line = asHTTP(line)
			}
			f, err := rfc1738.Fix(line)
			if rfc1738.Check(line) == nil {
				if err != nil || f.Text != line || len(f.Edits) != 0 {
					t.Errorf("Fix(%q) of a valid URL = %q, %v, %v", line, f.Text, f.Edits, err)
				}
				continue
			}
			invalid++
			if err != nil {
				refused[refusal(err)]++
				continue
			}
			repaired++
			if len(f.Edits) == 0 {
				fragmentOnly++ // a URL and its fragment, which Fix keeps apart
			}
			if err := rfc1738.Check(f.URL()); err != nil {
				t.Errorf("Fix(%q).URL() = %q, which is no URL: %v", line, f.URL(), err)
			}
			if diff := cmp.Diff(netURLReading(line), netURLReading(f.Text)); diff != "" {
				t.Errorf("Fix(%q) = %q changes what net/url reads (-line +fixed):\n%s", line, f.Text, diff)
			}
		}
		t.Logf("kasztp.txt %s: Fix repairs %d of %d invalid lines (%.1f%%), %d of them a URL and a fragment it only keeps apart; refused: %s",
			reading, repaired, invalid, 100*float64(repaired)/float64(max(invalid, 1)), fragmentOnly, counts(refused))
		if repaired*10 < invalid*9 {
			t.Errorf("kasztp.txt %s: Fix repairs %d of %d invalid lines, under 90%%", reading, repaired, invalid)
		}
	}
}

// asHTTP renames an https URL's scheme http.
func asHTTP(line string) string {
	if len(line) > 6 && strings.EqualFold(line[:6], "https:") {
		return "http:" + line[6:]
	}
	return line
}

// refusal names why Fix refused: the text it stopped at, and the codes
// of the error's notes.
func refusal(err error) string {
	var e *parser.Error
	if !errors.As(err, &e) {
		return err.Error()
	}
	s := fmt.Sprintf("%q", e.Found)
	for _, n := range e.Notes {
		s += " " + string(n.Code)
	}
	return s
}

// counts lists a count of each key, the largest first.
func counts(m map[string]int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return m[keys[i]] > m[keys[j]] || m[keys[i]] == m[keys[j]] && keys[i] < keys[j] })
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%d at %s", m[k], k)
	}
	return strings.Join(parts, ", ")
}

// netReading is what net/url reads in a URL, decoded.
type netReading struct {
	Host, User, Path, Query, Fragment string
}

// netURLReading returns what net/url reads in s, nil when it refuses s.
func netURLReading(s string) *netReading {
	u, err := url.Parse(s)
	if err != nil {
		return nil
	}
	q, err := url.PathUnescape(u.RawQuery)
	if err != nil {
		q = "(not decodable) " + u.RawQuery
	}
	return &netReading{Host: u.Host, User: u.User.String(), Path: u.Path, Query: q, Fragment: u.Fragment}
}

// TestFixCorpusWHATWG checks, where node is installed, that Fix changes
// on no kasztp.txt line, read as written and as http, what a browser
// reads: its URL parser, the WHATWG
// URL Standard's (node's URL class), reads in the line and in its fix
// the same host, and the same path, query and fragment once decoded.
func TestFixCorpusWHATWG(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed")
	}
	lines := corpustest.Lines(t, "kasztp.txt")
	var pairs []string
	// The corpus's lines, and shapes it lacks.
	lines = append(lines, "http://h/a b#c d#e", "http://h/ä?ö#ü", "https://u~:p~@h/", `http://h/a?x\b`,
		`gopher://h/1a\b`, "http://h/a%zz?%", "http://h/a?b?c/d", `http://h/{a|b}^[c]"`+"`", "news:a~b")
	for _, line := range lines {
		for _, in := range []string{line, asHTTP(line)} {
			if f, err := rfc1738.Fix(in); err == nil && len(f.Edits) > 0 {
				pairs = append(pairs, in, f.Text)
			}
		}
	}
	readings := whatwgReadings(t, node, pairs)
	for i := 0; i+1 < len(pairs); i += 2 {
		if diff := cmp.Diff(readings[i], readings[i+1]); diff != "" {
			t.Errorf("Fix(%q) = %q changes what a browser reads (-line +fixed):\n%s", pairs[i], pairs[i+1], diff)
		}
	}
	t.Logf("%d fixed lines read alike by node's URL", len(pairs)/2)
}

// whatwgReading is what the WHATWG URL Standard's parser reads in a URL:
// its host, and its path, query and fragment decoded.
type whatwgReading struct {
	Host, Path, Query, Fragment string
}

// whatwgReadings returns what node's URL reads in each of urls.
func whatwgReadings(t *testing.T, node string, urls []string) []whatwgReading {
	t.Helper()
	const script = `
const lines = require("fs").readFileSync(0, "utf8").split("\n").filter(l => l !== "");
for (const l of lines) {
  let r;
  try { const u = new URL(JSON.parse(l)); r = [u.host, u.pathname, u.search, u.hash]; } catch (e) { r = null; }
  console.log(JSON.stringify(r));
}`
	var in strings.Builder
	for _, u := range urls {
		b, _ := json.Marshal(u)
		in.Write(b)
		in.WriteByte('\n')
	}
	cmd := exec.Command(node, "-e", script)
	cmd.Stdin = strings.NewReader(in.String())
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node: %v", err)
	}
	rows := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(rows) != len(urls) {
		t.Fatalf("node read %d URLs of %d", len(rows), len(urls))
	}
	readings := make([]whatwgReading, len(rows))
	for i, row := range rows {
		var r []string
		if err := json.Unmarshal([]byte(row), &r); err != nil {
			t.Fatalf("node: %q: %v", row, err)
		}
		if r == nil {
			readings[i] = whatwgReading{Host: "(refused)"}
			continue
		}
		readings[i] = whatwgReading{Host: r[0], Path: decoded(r[1]), Query: decoded(r[2]), Fragment: decoded(r[3])}
	}
	return readings
}

// decoded returns s with its escapes decoded, or s when it holds a "%"
// that starts none.
func decoded(s string) string {
	if d, err := url.PathUnescape(s); err == nil {
		return d
	}
	return s
}
