package rfc1738_test

import (
	"errors"
	"fmt"
	"net/url"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738"
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
	lines, err := corpusFile("kasztp.txt") // parser_test.go
	if errors.Is(err, os.ErrNotExist) {
		t.Skip("../shared/corpus/kasztp.txt is absent")
	}
	if err != nil {
		t.Fatal(err)
	}
	for _, reading := range []string{"as written", "as http"} {
		invalid, repaired := 0, 0
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
			if diff := cmp.Diff(netURLReading(line), netURLReading(f.Text)); diff != "" {
				t.Errorf("Fix(%q) = %q changes what net/url reads (-line +fixed):\n%s", line, f.Text, diff)
			}
		}
		t.Logf("kasztp.txt %s: Fix repairs %d of %d invalid lines (%.1f%%); refused: %s",
			reading, repaired, invalid, 100*float64(repaired)/float64(max(invalid, 1)), counts(refused))
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
