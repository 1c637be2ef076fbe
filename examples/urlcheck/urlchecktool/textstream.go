package urlchecktool

import (
	"bytes"
	"io"
)

// textChunk is how many bytes of output -text holds before it writes
// them: it writes as it finds, so that its output starts at once and its
// memory does not grow with a document's findings.
const textChunk = 64 << 10

// streams are the outputs of -text, standard output and standard error,
// each with the bytes it has yet to be written.
type streams struct {
	out, msgs      bytes.Buffer
	stdout, stderr io.Writer
	err            error // the first error writing stdout
}

// flush writes what the buffers hold when it is textChunk or more, or
// when all, and returns the first error writing standard output: after
// it, nothing more is written there. Standard error is written as it
// can be: its messages have nowhere else to go.
func (s *streams) flush(all bool) error {
	if !all && s.out.Len()+s.msgs.Len() < textChunk {
		return s.err
	}
	if s.err == nil && s.out.Len() > 0 {
		_, s.err = s.stdout.Write(s.out.Bytes())
	}
	s.out.Reset()
	if s.msgs.Len() > 0 {
		s.stderr.Write(s.msgs.Bytes())
		s.msgs.Reset()
	}
	return s.err
}
