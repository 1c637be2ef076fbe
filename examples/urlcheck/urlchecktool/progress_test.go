package urlchecktool

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestShowProgress checks that the count is drawn once while it does not
// change, and the line cleared at the end.
func TestShowProgress(t *testing.T) {
	var w bytes.Buffer
	var checked atomic.Int64
	checked.Store(42)
	stop, done := make(chan struct{}), make(chan struct{})
	go showProgress(&w, &checked, time.Millisecond, stop, done)
	time.Sleep(50 * time.Millisecond)
	close(stop)
	<-done
	out := w.String()
	if !strings.HasPrefix(out, "\rurlcheck: 42 URLs checked") || !strings.HasSuffix(out, "\r\x1b[K") {
		t.Errorf("progress output %q: want the count, then the line cleared", out)
	}
	if strings.Count(out, "42 URLs") != 1 {
		t.Errorf("progress output %q: an unchanged count is drawn again", out)
	}
}

// TestShowProgressNothingChecked checks that nothing is drawn, or
// cleared, before a URL is checked.
func TestShowProgressNothingChecked(t *testing.T) {
	var w bytes.Buffer
	var checked atomic.Int64
	stop, done := make(chan struct{}), make(chan struct{})
	go showProgress(&w, &checked, time.Millisecond, stop, done)
	time.Sleep(10 * time.Millisecond)
	close(stop)
	<-done
	if w.Len() != 0 {
		t.Errorf("progress output %q, want none", w.String())
	}
}

// TestShowsProgress checks that there is no progress on files or
// buffers, and none on /dev/null when stdout is /dev/null too (a
// character device, but the same file).
func TestShowsProgress(t *testing.T) {
	f, err := os.Create(filepath.Join(t.TempDir(), "f"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if showsProgress(&bytes.Buffer{}, f) || showsProgress(f, &bytes.Buffer{}) {
		t.Error("progress on a regular file or a buffer")
	}
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		t.Skip(err)
	}
	defer null.Close()
	if !showsProgress(f, null) || !showsProgress(&bytes.Buffer{}, null) {
		t.Errorf("no progress on %s, a character device, when stdout is another file", os.DevNull)
	}
	if showsProgress(null, null) {
		t.Errorf("progress on %s when stdout is the same device", os.DevNull)
	}
}

// TestSharedLine checks that a message written while the progress line
// is drawn clears it first, and that nothing else is changed: a redraw,
// a message after a message, the final clearing.
func TestSharedLine(t *testing.T) {
	for _, c := range []struct {
		name   string
		writes []string
		want   string
	}{
		{"messages only", []string{"m1\n", "m2\n"}, "m1\nm2\n"},
		{"progress only", []string{"\rurlcheck: 1 URLs checked", "\rurlcheck: 2 URLs checked", "\r\x1b[K"}, "\rurlcheck: 1 URLs checked\rurlcheck: 2 URLs checked\r\x1b[K"},
		{"message over progress", []string{"\rurlcheck: 1 URLs checked", "m1\n", "m2\n", "\rurlcheck: 2 URLs checked", "m3\n"},
			"\rurlcheck: 1 URLs checked\r\x1b[Km1\nm2\n\rurlcheck: 2 URLs checked\r\x1b[Km3\n"},
		{"empty write", []string{"\rurlcheck: 1 URLs checked", "", "m1\n"}, "\rurlcheck: 1 URLs checked\r\x1b[Km1\n"},
	} {
		var w bytes.Buffer
		s := &sharedLine{w: &w}
		for _, p := range c.writes {
			if n, err := s.Write([]byte(p)); n != len(p) || err != nil {
				t.Errorf("%s: Write(%q) = %d, %v", c.name, p, n, err)
			}
		}
		if diff := cmp.Diff(c.want, w.String()); diff != "" {
			t.Errorf("%s (-want +got):\n%s", c.name, diff)
		}
	}
}

// TestMessagesBesideProgress runs -fix with the progress line drawn
// often, on many lines that have no fix: each message is a line of its
// own, never after the progress text on its line.
func TestMessagesBesideProgress(t *testing.T) {
	var in strings.Builder
	for i := range 20000 {
		fmt.Fprintf(&in, "http://h_%d/\n", i)
	}
	var w bytes.Buffer
	var checked atomic.Int64
	shared := &sharedLine{w: &w}
	stop, done := make(chan struct{}), make(chan struct{})
	go showProgress(shared, &checked, 50*time.Microsecond, stop, done)
	p, err := parser.New()
	if err != nil {
		t.Fatal(err)
	}
	input := &inputs{names: []string{"-"}, stdin: strings.NewReader(in.String()), limit: parser.DefaultMaxLength}
	if _, err := checkAll(input.next, fixVerifier(p, false, nil), formatFix, io.Discard, shared, 2, &checked); err != nil {
		t.Fatal(err)
	}
	close(stop)
	<-done
	messages := 0
	for _, line := range strings.Split(w.String(), "\n") {
		// What a line holds after the last progress drawn and cleared.
		if i := strings.LastIndex(line, "\r\x1b[K"); i >= 0 {
			line = line[i+len("\r\x1b[K"):]
		}
		switch {
		case strings.HasPrefix(line, "urlcheck: (standard input):"):
			messages++
		case line != "":
			t.Fatalf("a line of stderr holds %q", line)
		}
	}
	if messages != 20000 {
		t.Errorf("%d messages, want 20000", messages)
	}
}
