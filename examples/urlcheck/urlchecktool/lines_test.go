package urlchecktool

import (
	"errors"
	"io"
	"math/rand"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
)

// read is what a lineReader read: the text kept of each line, and each
// line's length as read.
type read struct {
	lines []string
	sizes []int64
}

// readAll reads every line of input with a lineReader that keeps lines
// of up to limit bytes, batch by batch, and returns them and the number
// of batches.
func readAll(t *testing.T, input string, limit int) (read, int) {
	t.Helper()
	return readFrom(t, strings.NewReader(input), limit)
}

// readFrom is readAll on a reader.
func readFrom(t *testing.T, r io.Reader, limit int) (read, int) {
	t.Helper()
	l := newLineReader(r, limit)
	var got read
	batches := 0
	for {
		b := newBatch()
		err := l.batch(b)
		if b.len() > 0 {
			batches++
		}
		start := 0
		for i, end := range b.ends {
			got.lines = append(got.lines, string(b.data[start:end]))
			got.sizes = append(got.sizes, b.sizes[i])
			start = end
		}
		if err == io.EOF {
			return got, batches
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}

// wantRead is what a lineReader must read from input: its lines split
// at "\n", the last one only when it is not empty, each without one
// "\r" before its "\n", cut to limit bytes.
func wantRead(input string, limit int) read {
	var want read
	if input == "" {
		return want
	}
	lines := strings.Split(input, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	for i, s := range lines {
		if i < len(lines)-1 || strings.HasSuffix(input, "\n") {
			s = strings.TrimSuffix(s, "\r")
		}
		want.sizes = append(want.sizes, int64(len(s)))
		want.lines = append(want.lines, s[:min(len(s), limit)])
	}
	return want
}

// TestLineReader checks the lines read and their lengths: line ends,
// the limit with and without "\r", and a "\r" that ends one chunk of
// the buffer with its "\n" in the next.
func TestLineReader(t *testing.T) {
	chunk := strings.Repeat("y", readBuffer-1) // with "\r", a whole buffer
	for _, tc := range []struct {
		name  string
		input string
		limit int
	}{
		{"empty", "", 10},
		{"one empty line", "\n", 10},
		{"line ends", "a\r\nb\nc \n\n\r\nd\r\re\r", 10},
		{"last line without newline", "a\nb", 10},
		{"lone cr at the end", "\r", 10},
		{"at the limit", "0123456789\n0123456789\r\n0123456789", 10},
		{"over the limit", "0123456789a\n0123456789a\r\n0123456789\r", 10},
		{"cr at the limit", "012345678\r\r\n", 10},
		{"limit 1", "ab\na\n\r\n\r\r\n", 1},
		{"cr ends a chunk", chunk + "\r\n" + chunk + "\r\nz", ast.MaxSpan},
		{"cr ends a chunk, cut", chunk + "\r\n" + chunk + "\r\nz", 100},
		{"cr ends a chunk, at the limit", chunk + "\r\n" + chunk + "\r", readBuffer - 1},
		{"long lines cut", strings.Repeat("x", 3*readBuffer+7) + "\n" + strings.Repeat("x", 5*readBuffer), 1000},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, _ := readAll(t, tc.input, tc.limit)
			if diff := cmp.Diff(wantRead(tc.input, tc.limit), got, cmp.AllowUnexported(read{})); diff != "" {
				t.Errorf("read (-want +got):\n%.1000s", diff)
			}
		})
	}
}

// TestLineReaderRandom checks random inputs of a few characters that
// matter ("\r", "\n", "x"), long lines among them, read through readers
// that return a few bytes at a time, against wantRead.
func TestLineReaderRandom(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	pieces := []string{"\n", "\r", "x", "xy", "\r\n", strings.Repeat("z", readBuffer/3), strings.Repeat("w", readBuffer+1)}
	for i := range 300 {
		var in strings.Builder
		for range rng.Intn(40) {
			in.WriteString(pieces[rng.Intn(len(pieces))])
		}
		limit := []int{1, 2, 5, readBuffer - 1, readBuffer, readBuffer + 1, ast.MaxSpan}[i%7]
		var r io.Reader = strings.NewReader(in.String())
		switch {
		case i%3 == 1 && in.Len() < 4096: // byte by byte, where it is quick
			r = iotest.OneByteReader(r)
		case i%3 != 0:
			r = iotest.HalfReader(r)
		}
		got, _ := readFrom(t, r, limit)
		if diff := cmp.Diff(wantRead(in.String(), limit), got, cmp.AllowUnexported(read{})); diff != "" {
			t.Fatalf("input %.200q, limit %d: read (-want +got):\n%.1000s", in.String(), limit, diff)
		}
	}
}

// TestBatchLimits checks that a batch is cut at batchLines lines, and
// once its lines hold batchBytes.
func TestBatchLimits(t *testing.T) {
	got, batches := readAll(t, strings.Repeat("a\n", 3*batchLines), 10)
	if len(got.lines) != 3*batchLines || batches != 3 {
		t.Errorf("%d lines in %d batches, want %d in 3", len(got.lines), batches, 3*batchLines)
	}
	line := strings.Repeat("b", batchBytes/4+1) + "\n"
	got, batches = readAll(t, strings.Repeat(line, 8), ast.MaxSpan)
	if len(got.lines) != 8 || batches != 2 {
		t.Errorf("%d lines of %d bytes in %d batches, want 8 in 2", len(got.lines), len(line)-1, batches)
	}
}

// failingReader returns its data, then err.
type failingReader struct {
	data string
	err  error
}

// Read implements io.Reader.
func (r *failingReader) Read(p []byte) (int, error) {
	if r.data == "" {
		return 0, r.err
	}
	n := copy(p, r.data)
	r.data = r.data[n:]
	return n, nil
}

// TestReadError checks that a read error ends the input with the lines
// read before it, the line it cut short dropped, and is not read past.
func TestReadError(t *testing.T) {
	bad := errors.New("device gone")
	l := newLineReader(&failingReader{"a\nb\nhalf", bad}, 10)
	b := newBatch()
	var err error
	for err == nil {
		err = l.batch(b)
	}
	if err != bad || b.len() != 2 || string(b.data) != "ab" {
		t.Errorf("read %d lines %q, error %v; want 2, \"ab\" and %v", b.len(), b.data, err, bad)
	}
	if err := l.batch(b); err != bad {
		t.Errorf("after the error, batch returns %v, want %v again", err, bad)
	}
}
