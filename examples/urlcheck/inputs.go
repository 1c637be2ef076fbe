package main

import (
	"io"
	"os"
)

// inputs reads the lines of the named files one after the other, in
// batches; "-" names standard input. A file that cannot be opened or
// read is recorded in errs and skipped. Lines longer than limit are cut
// to it (see lineReader).
type inputs struct {
	names  []string
	stdin  io.Reader
	limit  int
	cur    *lineReader
	closer io.Closer // of cur, nil for standard input
	errs   []error
}

// next fills the empty batch b with the next lines, and returns false
// when every input has been read. A batch holds lines of one input only.
func (in *inputs) next(b *batch) bool {
	for {
		if in.cur == nil && !in.open() {
			return false
		}
		if err := in.cur.batch(b); err != nil {
			if err != io.EOF {
				in.errs = append(in.errs, err)
			}
			in.close()
		}
		if b.len() > 0 {
			return true
		}
	}
}

// open makes the next input that opens current, and returns false when
// none is left.
func (in *inputs) open() bool {
	for len(in.names) > 0 {
		name := in.names[0]
		in.names = in.names[1:]
		if name == "-" {
			in.cur, in.closer = newLineReader(in.stdin, in.limit), nil
			return true
		}
		f, err := os.Open(name)
		if err != nil {
			in.errs = append(in.errs, err)
			continue
		}
		in.cur, in.closer = newLineReader(f, in.limit), f
		return true
	}
	return false
}

// close ends the current input.
func (in *inputs) close() {
	if in.closer != nil {
		in.closer.Close()
	}
	in.cur, in.closer = nil, nil
}
