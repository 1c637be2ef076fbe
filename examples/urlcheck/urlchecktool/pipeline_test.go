package urlchecktool

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/urlsyntax/rfc1738/parser"
)

// TestCheckAllOrder runs small batches on more workers than lines in a
// batch, so that batches finish out of order, and checks the output is
// still in input order and the counts are right.
func TestCheckAllOrder(t *testing.T) {
	const n = 3000
	var want strings.Builder
	i := 0
	next := func(b *batch) bool {
		if i >= n {
			return false
		}
		size := 1 + i%5
		for ; size > 0 && i < n; size-- {
			url := fmt.Sprintf("http://h/%d", i)
			verdict := "ok"
			if i%10 == 0 {
				url, verdict = fmt.Sprintf("http://h/#%d", i), "invalid"
			}
			b.data = append(b.data, url...)
			b.ends = append(b.ends, len(b.data))
			b.sizes = append(b.sizes, int64(len(url)))
			fmt.Fprintf(&want, "%s\t%s\n", verdict, url)
			i++
		}
		return true
	}
	var out bytes.Buffer
	var checked atomic.Int64
	p, err := parser.New()
	if err != nil {
		t.Fatal(err)
	}
	invalid, err := checkAll(next, verifierOf(p, false, true), formatTerse, &out, io.Discard, 16, &checked)
	if err != nil {
		t.Fatal(err)
	}
	if out.String() != want.String() {
		t.Errorf("output not in input order; first lines:\n%.300s\nwant\n%.300s", out.String(), want.String())
	}
	if invalid != n/10 || checked.Load() != n {
		t.Errorf("invalid %d, checked %d; want %d and %d", invalid, checked.Load(), n/10, n)
	}
}

// formatTerse writes the verdict and URL only.
func formatTerse(b *bytes.Buffer, r *report) {
	verdict := "ok"
	if !r.Valid {
		verdict = "invalid"
	}
	fmt.Fprintf(b, "%s\t%s\n", verdict, r.URL)
}

// TestBatchReset checks that a batch keeps its buffers for its next
// lines, but for one that grew over keptBuffer, as a long line with
// -maxlen 0 makes it, and forgets its input's name and line number.
func TestBatchReset(t *testing.T) {
	b := newBatch()
	b.data = append(make([]byte, 0, batchBytes), "http://a/"...)
	b.ends, b.sizes = append(b.ends, len(b.data)), append(b.sizes, int64(len(b.data)))
	b.out.Grow(batchBytes)
	b.msgs.Grow(batchBytes)
	b.msgs.WriteString("urlcheck: f:1: no fix: ...\n")
	b.name, b.first, b.invalid = "f", 1, 1
	b.reset()
	if b.len() != 0 || len(b.data) != 0 || b.out.Len() != 0 || b.msgs.Len() != 0 || b.invalid != 0 || b.name != "" || b.first != 0 {
		t.Errorf("after reset: %d lines, %d bytes, %d bytes of output, %d of messages, %d invalid, name %q, first line %d; want none", b.len(), len(b.data), b.out.Len(), b.msgs.Len(), b.invalid, b.name, b.first)
	}
	if cap(b.data) < batchBytes || b.out.Cap() < batchBytes || b.msgs.Cap() < batchBytes {
		t.Errorf("after reset: buffers of %d, %d and %d bytes, want %d kept", cap(b.data), b.out.Cap(), b.msgs.Cap(), batchBytes)
	}
	b.data = make([]byte, 0, keptBuffer+1)
	b.out.Grow(keptBuffer + 1)
	b.msgs.Grow(keptBuffer + 1)
	b.reset()
	if cap(b.data) != 0 || b.out.Cap() != 0 || b.msgs.Cap() != 0 {
		t.Errorf("after reset: buffers of %d, %d and %d bytes kept, over %d", cap(b.data), b.out.Cap(), b.msgs.Cap(), keptBuffer)
	}
}
