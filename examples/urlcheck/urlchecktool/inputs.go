package urlchecktool

import (
	"io"
	"os"

	"github.com/urlsyntax/rfc1738/examples/internal/term"
)

// stdinName is how messages name standard input.
const stdinName = "(standard input)"

// inputs reads the lines of the named files one after the other, in
// batches; "-" names standard input. A file that cannot be opened or
// read is recorded in errs and skipped. Lines longer than limit are cut
// to it (see lineReader).
type inputs struct {
	names  []string
	stdin  io.Reader
	limit  int
	cur    *lineReader
	name   string    // of cur, as messages show it: escaped (term.Escape)
	closer io.Closer // of cur, nil for standard input
	errs   []error
}

// next fills the empty batch b with the next lines, and returns false
// when every input has been read. A batch holds lines of one input only,
// whose name and first line's number it records.
func (in *inputs) next(b *batch) bool {
	for {
		if in.cur == nil && !in.open() {
			return false
		}
		b.name, b.first = in.name, in.cur.lines+1
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
			in.cur, in.name, in.closer = newLineReader(in.stdin, in.limit), stdinName, nil
			return true
		}
		f, err := os.Open(name)
		if err != nil {
			in.errs = append(in.errs, err)
			continue
		}
		in.cur, in.name, in.closer = newLineReader(f, in.limit), term.Escape(name), f
		return true
	}
	return false
}

// close ends the current input.
func (in *inputs) close() {
	if in.closer != nil {
		in.closer.Close()
	}
	in.cur, in.name, in.closer = nil, "", nil
}
