package main

import (
	"io"
	"os"
)

// inputs reads the lines of the named files one after the other, in
// batches; "-" names standard input. A file that cannot be opened or
// read is recorded in errs and skipped.
type inputs struct {
	names  []string
	stdin  io.Reader
	cur    *lineReader
	closer io.Closer // of cur, nil for standard input
	errs   []error
}

// next returns the next batch of lines, and false when every input has
// been read. A batch holds lines of one input only.
func (in *inputs) next() ([]string, bool) {
	for {
		if in.cur == nil && !in.open() {
			return nil, false
		}
		lines, err := in.cur.batch(nil)
		if err != nil {
			if err != io.EOF {
				in.errs = append(in.errs, err)
			}
			in.close()
		}
		if len(lines) > 0 {
			return lines, true
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
			in.cur, in.closer = newLineReader(in.stdin), nil
			return true
		}
		f, err := os.Open(name)
		if err != nil {
			in.errs = append(in.errs, err)
			continue
		}
		in.cur, in.closer = newLineReader(f), f
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
