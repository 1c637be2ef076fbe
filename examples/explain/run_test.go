package main

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// theNote is what the default run must explain: the example URLs of the
// terminology note, written out again here so that a change to noteURLs
// shows.
var theNote = []string{
	"http://www.iec.ch",
	"http://www.iec.ch/about/mission-e.htm",
	"news:comp.os.unix",
	"news:XYZ123@news.iso.org",
}

// TestDefaultRunExplainsTheNote checks that with no arguments the command
// explains the note's four URLs, each as explain does and nothing else,
// and exits 0.
func TestDefaultRunExplainsTheNote(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if got := run(nil, &stdout, &stderr); got != exitValid {
		t.Errorf("exit status %d, want %d", got, exitValid)
	}
	if stderr.Len() > 0 {
		t.Errorf("stderr: %s", stderr.String())
	}
	var want []string
	for _, u := range theNote {
		var b bytes.Buffer
		if !explain(&b, u) {
			t.Errorf("explain(%q) says it is not a URL", u)
		}
		if first, _, _ := strings.Cut(b.String(), "\n"); first != u {
			t.Errorf("explanation of %q starts with %q", u, first)
		}
		want = append(want, b.String())
	}
	if diff := cmp.Diff(strings.Join(want, "\n"), stdout.String()); diff != "" {
		t.Errorf("default run (-want +got):\n%s", diff)
	}
}

// TestNoteURLsAreTheNotes checks the embedded URLs against the note
// itself, where the shared reference material is present.
func TestNoteURLsAreTheNotes(t *testing.T) {
	text, err := os.ReadFile("../../../shared/spec/seed-note.txt")
	if errors.Is(err, fs.ErrNotExist) {
		t.Skip("shared/spec/seed-note.txt is not beside this clone")
	}
	if err != nil {
		t.Fatal(err)
	}
	var quoted []string
	seen := map[string]bool{}
	for _, m := range regexp.MustCompile(`\x{201c}([a-z]+:[^\x{201d}]*)\x{201d}`).FindAllStringSubmatch(string(text), -1) {
		if !seen[m[1]] {
			seen[m[1]] = true
			quoted = append(quoted, m[1])
		}
	}
	if diff := cmp.Diff(quoted, noteURLs); diff != "" {
		t.Errorf("noteURLs differ from the URLs the note quotes (-note +noteURLs):\n%s", diff)
	}
	if diff := cmp.Diff(theNote, noteURLs); diff != "" {
		t.Errorf("noteURLs (-test +noteURLs):\n%s", diff)
	}
}

// TestExitStatus checks the exit status and which stream gets what.
func TestExitStatus(t *testing.T) {
	tests := []struct {
		name      string
		args      []string
		status    int
		stdoutHas string // a text stdout must hold; "" for an empty stdout
		stderrHas string // a text stderr must hold; "" for an empty stderr
	}{
		{"no arguments", nil, exitValid, "news:XYZ123@news.iso.org\n", ""},
		{"valid", []string{"http://www.iec.ch"}, exitValid, "<host>", ""},
		{"invalid", []string{"http://www.iec.ch:a"}, exitInvalid, "error: offset 18: port", ""},
		{"empty", []string{""}, exitInvalid, "error: offset 0: scheme", ""},
		{"invalid then valid", []string{"http://x:/", "http://x/"}, exitInvalid, "<url-path>", ""},
		{"valid then invalid", []string{"http://x/", "http://x:/"}, exitInvalid, "error: offset 9: port", ""},
		{"help", []string{"-h"}, exitValid, "usage: explain", ""},
		{"unknown flag", []string{"-x"}, exitUsage, "", "usage: explain"},
		{"dash URL after --", []string{"--", "-x:y"}, exitValid, "\"-x\"", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			if got := run(tc.args, &stdout, &stderr); got != tc.status {
				t.Errorf("exit status %d, want %d", got, tc.status)
			}
			check := func(stream string, b *bytes.Buffer, has string) {
				switch {
				case has == "" && b.Len() > 0:
					t.Errorf("%s is not empty:\n%s", stream, b.String())
				case has != "" && !strings.Contains(b.String(), has):
					t.Errorf("%s lacks %q:\n%s", stream, has, b.String())
				}
			}
			check("stdout", &stdout, tc.stdoutHas)
			check("stderr", &stderr, tc.stderrHas)
		})
	}
}
