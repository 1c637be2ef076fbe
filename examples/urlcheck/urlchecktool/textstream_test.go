package urlchecktool

import (
	"bytes"
	"strings"
	"testing"
)

// writeSizes is a writer that keeps the size of each write.
type writeSizes struct {
	bytes.Buffer
	sizes []int
}

// Write implements io.Writer.
func (w *writeSizes) Write(p []byte) (int, error) {
	w.sizes = append(w.sizes, len(p))
	return w.Buffer.Write(p)
}

// TestTextStreams checks that -text writes its reports as it finds the
// URLs, in writes of about textChunk bytes, not all at the end of the
// document, in each mode that reports per URL, and that what it writes
// is what one write would hold.
func TestTextStreams(t *testing.T) {
	doc := strings.Repeat("<http://h/~\n", 5000)
	for _, args := range [][]string{{"-text"}, {"-text", "-json"}, {"-text", "-fix", "-json"}} {
		var out writeSizes
		var errOut bytes.Buffer
		code := run(args, strings.NewReader(doc), &out, &errOut)
		want, _, wantCode := runCommand(t, doc, args...)
		if code != wantCode || out.String() != want || out.Len() < 4*textChunk {
			t.Errorf("urlcheck %q: status %d, want %d; %d bytes, the same as in one write: %v", args, code, wantCode, out.Len(), out.String() == want)
		}
		// A write holds textChunk bytes and the rest of the URL's report
		// that reached it, so up to 2*textChunk, as checked below.
		if len(out.sizes) < out.Len()/(2*textChunk) {
			t.Errorf("urlcheck %q writes %d bytes in %d writes, want one every %d bytes at most", args, out.Len(), len(out.sizes), 2*textChunk)
		}
		for _, n := range out.sizes {
			if n > 2*textChunk {
				t.Errorf("urlcheck %q writes %d bytes at once, want about %d", args, n, textChunk)
				break
			}
		}
	}
}
