package urlchecktool

import (
	"fmt"
	"io"
	"os"
	"sync"
	"sync/atomic"
	"time"
)

// progressInterval is how often the progress line is redrawn.
const progressInterval = 250 * time.Millisecond

// showsProgress reports whether progress goes to stderr: when it is a
// terminal (a character device) other than stdout's, since results
// written to the same terminal would mix with the progress line, and
// show progress anyway.
func showsProgress(stdout, stderr io.Writer) bool {
	errInfo, ok := stat(stderr)
	if !ok || errInfo.Mode()&os.ModeCharDevice == 0 {
		return false
	}
	outInfo, ok := stat(stdout)
	return !ok || !os.SameFile(outInfo, errInfo)
}

// stat returns the file information of w when it is a file.
func stat(w io.Writer) (os.FileInfo, bool) {
	f, ok := w.(*os.File)
	if !ok {
		return nil, false
	}
	fi, err := f.Stat()
	return fi, err == nil
}

// showProgress writes to w, every interval, how many URLs checked counts,
// on one line that it redraws, until stop is closed; then it clears the
// line and closes done.
func showProgress(w io.Writer, checked *atomic.Int64, interval time.Duration, stop <-chan struct{}, done chan<- struct{}) {
	defer close(done)
	t := time.NewTicker(interval)
	defer t.Stop()
	shown := int64(0)
	for {
		select {
		case <-stop:
			if shown > 0 {
				fmt.Fprint(w, "\r\x1b[K")
			}
			return
		case <-t.C:
			if n := checked.Load(); n != shown {
				fmt.Fprintf(w, "\rurlcheck: %d URLs checked", n)
				shown = n
			}
		}
	}
}

// sharedLine is standard error shared by the progress line, which
// showProgress draws and redraws in place (each time from a "\r"), and
// the messages of -fix, which are whole lines. A message written while
// the progress line is drawn clears it first, so that the two never
// share a line; the next count drawn puts the progress line back, below
// the message.
type sharedLine struct {
	mu    sync.Mutex
	w     io.Writer
	drawn bool // the last write drew a line that no "\n" ended
}

// Write implements io.Writer.
func (s *sharedLine) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(p) == 0 {
		return 0, nil
	}
	if s.drawn && p[0] != '\r' {
		if _, err := io.WriteString(s.w, "\r\x1b[K"); err != nil {
			return 0, err
		}
	}
	s.drawn = p[len(p)-1] != '\n'
	return s.w.Write(p)
}
