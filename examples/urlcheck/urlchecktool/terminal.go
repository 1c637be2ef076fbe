package urlchecktool

import (
	"io"
	"os"
)

// terminalWriter is a writer that says whether it is a terminal; the
// tests' stand-in for one is.
type terminalWriter interface {
	io.Writer
	terminal() bool
}

// isTerminal reports whether w is a terminal (a character device), on
// which a document that -text -fix writes is display, escaped, rather
// than a document: in a file or a pipe it is written as it is, byte for
// byte, so that it can replace the file or be applied by patch.
func isTerminal(w io.Writer) bool {
	if t, ok := w.(terminalWriter); ok {
		return t.terminal()
	}
	fi, ok := stat(w)
	return ok && fi.Mode()&os.ModeCharDevice != 0
}
