package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"
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
