package main

import (
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"
)

// docURL is the "url" key that starts a JSON example of doc.go, as
// written (a JSON string).
var docURL = regexp.MustCompile(`^\{"url":("(?:[^"\\]|\\.)*")`)

// TestDocExamples checks the output lines that doc.go shows, JSON
// objects and text lines: each is exactly what urlcheck prints for its
// URL but where it writes "...", which stands for any text (the rest of
// a long message, keys left out).
func TestDocExamples(t *testing.T) {
	src, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, line := range strings.Split(string(src), "\n") {
		example, ok := strings.CutPrefix(line, "//\t")
		if !ok {
			continue
		}
		var url, out string
		switch {
		case strings.HasPrefix(example, "{"):
			m := docURL.FindStringSubmatch(example)
			if m == nil {
				t.Errorf("doc.go example %s does not start with its url", example)
				continue
			}
			if err := json.Unmarshal([]byte(m[1]), &url); err != nil {
				t.Fatalf("doc.go example %s: %v", example, err)
			}
			out, _, _ = runCommand(t, url+"\n", "-json")
		case strings.HasPrefix(example, "ok\t"), strings.HasPrefix(example, "invalid\t"):
			url = strings.Split(example, "\t")[1]
			out, _, _ = runCommand(t, url+"\n")
		default:
			continue
		}
		n++
		if out = strings.TrimSuffix(out, "\n"); !matchElided(example, out) {
			t.Errorf("doc.go shows\n%s\nurlcheck prints\n%s", example, out)
		}
	}
	if n < 5 {
		t.Errorf("found %d examples in doc.go, want at least 5", n)
	}
}

// matchElided reports whether out is example with each "..." of example
// standing for some text, possibly none.
func matchElided(example, out string) bool {
	parts := strings.Split(example, "...")
	first, last := parts[0], parts[len(parts)-1]
	if len(parts) == 1 {
		return out == example
	}
	if !strings.HasPrefix(out, first) {
		return false
	}
	rest := out[len(first):]
	for _, p := range parts[1 : len(parts)-1] {
		i := strings.Index(rest, p)
		if i < 0 {
			return false
		}
		rest = rest[i+len(p):]
	}
	return strings.HasSuffix(rest, last)
}

// TestMatchElided checks the matching of elided examples.
func TestMatchElided(t *testing.T) {
	for _, tc := range []struct {
		example, out string
		want         bool
	}{
		{"abc", "abc", true},
		{"abc", "abcd", false},
		{"a...d", "abcd", true},
		{"a...d", "ad", true},
		{"a...d", "abc", false},
		{"a...c...e", "abcde", true},
		{"a...c...e", "aXcYe", true},
		{"a...c...e", "abde", false},
		{"ab...bc", "abc", false},
		{"a...", "abc", true},
	} {
		if got := matchElided(tc.example, tc.out); got != tc.want {
			t.Errorf("matchElided(%q, %q) = %v, want %v", tc.example, tc.out, got, tc.want)
		}
	}
}
