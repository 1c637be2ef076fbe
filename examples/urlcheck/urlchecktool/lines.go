package urlchecktool

import (
	"bufio"
	"io"
)

// Batches are cut at whichever limit comes first, or when no more input
// is buffered, so that a slow writer (a person typing URLs) gets each
// answer at once rather than when a batch fills.
const (
	batchLines = 1024    // most lines in a batch
	batchBytes = 1 << 20 // a batch is cut once its lines hold this many bytes
	readBuffer = 64 << 10
)

// lineReader reads the lines of one input into batches. It holds at
// most limit+1 bytes of a line: a longer line is drained, counted but
// not kept, so that a line of any length costs no more memory than the
// limit.
type lineReader struct {
	r     *bufio.Reader
	limit int   // the longest line kept whole (-maxlen, or ast.MaxSpan)
	err   error // the error that ended the input, once read: not read again
	lines int   // the lines read so far, for the messages that give a line's number
}

// newLineReader returns a lineReader of r that keeps lines of up to
// limit bytes, and the first limit bytes of longer ones.
func newLineReader(r io.Reader, limit int) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, readBuffer), limit: limit}
}

// line appends the next line to b, without its "\n" or "\r\n", and
// returns io.EOF when there is none. A last line without "\n" is a line;
// an input that ends with "\n" has no empty line after it. A line longer
// than the limit is appended cut to the limit, with its full length.
// After another read error, the line being read is dropped.
func (l *lineReader) line(b *batch) error {
	if l.err != nil {
		return l.err
	}
	start := len(b.data)
	// The bytes of the line read so far, "\r" included, kept or not: an
	// int64, for a line of more than 2 GiB where int has 32 bits.
	var size int64
	limit := int64(l.limit)
	var last byte // the last byte read, across chunks, to see a "\r" before "\n"
	for {
		chunk, err := l.r.ReadSlice('\n')
		ended := err == nil
		if ended {
			chunk = chunk[:len(chunk)-1]
		}
		// Keep up to limit+1 bytes: a line of limit bytes and its "\r".
		if size <= limit {
			b.data = append(b.data, chunk[:min(int64(len(chunk)), limit-size+1)]...)
		}
		if len(chunk) > 0 {
			last = chunk[len(chunk)-1]
		}
		size += int64(len(chunk))
		switch {
		case ended:
			if last == '\r' {
				size--
				if size <= limit {
					b.data = b.data[:start+int(size)]
				}
			}
		case err == bufio.ErrBufferFull:
			continue
		case err == io.EOF && size > 0:
			// A last line without "\n"; io.EOF comes at the next call.
			l.err = err
		default:
			b.data = b.data[:start]
			l.err = err
			return err
		}
		if size > limit {
			b.data = b.data[:start+l.limit]
		}
		b.ends = append(b.ends, len(b.data))
		b.sizes = append(b.sizes, size)
		l.lines++
		return nil
	}
}

// batch appends lines to b until a batch limit is reached or no input is
// left in the buffer, and returns the error that stopped it (io.EOF at
// the end of the input).
func (l *lineReader) batch(b *batch) error {
	for len(b.ends) < batchLines && len(b.data) < batchBytes {
		if err := l.line(b); err != nil {
			return err
		}
		if l.r.Buffered() == 0 {
			break
		}
	}
	return nil
}
