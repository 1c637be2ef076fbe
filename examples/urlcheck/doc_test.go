package main

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// TestDocExamples checks the output lines that doc.go shows: each JSON
// object exactly, and each text line exactly but where it writes "...",
// which stands for the rest of a long message.
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
			var obj struct{ URL string }
			if err := json.Unmarshal([]byte(example), &obj); err != nil {
				t.Fatalf("doc.go example %s: %v", example, err)
			}
			url = obj.URL
			out, _, _ = runCommand(t, url+"\n", "-json")
		case strings.HasPrefix(example, "ok\t"), strings.HasPrefix(example, "invalid\t"):
			url = strings.Split(example, "\t")[1]
			out, _, _ = runCommand(t, url+"\n")
		default:
			continue
		}
		n++
		out = strings.TrimSuffix(out, "\n")
		if before, after, elided := strings.Cut(example, "..."); elided {
			if !strings.HasPrefix(out, before) || !strings.HasSuffix(out, after) || len(out) < len(before)+len(after) {
				t.Errorf("doc.go shows\n%s\nurlcheck prints\n%s", example, out)
			}
		} else if out != example {
			t.Errorf("doc.go shows\n%s\nurlcheck prints\n%s", example, out)
		}
	}
	if n < 4 {
		t.Errorf("found %d examples in doc.go, want at least 4", n)
	}
}
