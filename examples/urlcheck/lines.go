package main

import (
	"bufio"
	"io"
	"strings"
)

// Batches are cut at whichever limit comes first, or when no more input
// is buffered, so that a slow writer (a person typing URLs) gets each
// answer at once rather than when a batch fills.
const (
	batchLines = 1024    // most lines in a batch
	batchBytes = 1 << 20 // a batch is cut once its lines hold this many bytes
	readBuffer = 64 << 10
)

// lineReader reads the lines of one input and groups them into batches.
type lineReader struct {
	r *bufio.Reader
}

// newLineReader returns a lineReader of r.
func newLineReader(r io.Reader) *lineReader {
	return &lineReader{bufio.NewReaderSize(r, readBuffer)}
}

// line returns the next line without its "\n" or "\r\n", and io.EOF
// when there is none. A last line without "\n" is a line; an input that
// ends with "\n" has no empty line after it.
func (l *lineReader) line() (string, error) {
	s, err := l.r.ReadString('\n')
	if err == io.EOF && s != "" {
		return s, nil
	}
	if err != nil {
		return "", err
	}
	s = s[:len(s)-1]
	return strings.TrimSuffix(s, "\r"), nil
}

// batch appends lines to lines until a batch limit is reached or no
// input is left in the buffer, and returns them with the error that
// stopped it (io.EOF at the end of the input).
func (l *lineReader) batch(lines []string) ([]string, error) {
	size := 0
	for len(lines) < batchLines && size < batchBytes {
		s, err := l.line()
		if err != nil {
			return lines, err
		}
		lines = append(lines, s)
		size += len(s)
		if l.r.Buffered() == 0 {
			break
		}
	}
	return lines, nil
}
