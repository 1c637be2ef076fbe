package urlchecktool

import (
	"errors"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/urlsyntax/rfc1738/parser"
)

// Main runs urlcheck on the command line's arguments (os.Args), with the
// parser that opts build, on the process's standard streams, and exits
// with its status. It is the main function of a scheme author's
// urlcheck:
//
//	func main() { urlchecktool.Main(parser.WithScheme(imap.Scheme())) }
//
// A write to a closed pipe (urlcheck ... | head -1) is an error like any
// other: SIGPIPE is ignored, so that the write returns EPIPE instead of
// the signal killing the process, and Run reports it and exits 2. A
// standard output that was closed when the command started, which the Go
// runtime replaces with /dev/null, fails every write too.
func Main(opts ...parser.Option) {
	Config{Options: opts}.Main()
}

// Main runs c on the command line's arguments and the process's
// standard streams as Main does, and exits with its status: the main
// function of a command with a -scheme flag.
func (c Config) Main() {
	signal.Ignore(syscall.SIGPIPE)
	var stdout io.Writer = os.Stdout
	if stdoutClosed() {
		stdout = closedWriter{}
	}
	os.Exit(c.Run(os.Args[1:], os.Stdin, stdout, os.Stderr))
}

// errClosedStdout is the error of every write to a standard output that
// was closed.
var errClosedStdout = errors.New("standard output is closed")

// closedWriter is a standard output that was closed: every write fails.
type closedWriter struct{}

// Write implements io.Writer.
func (closedWriter) Write([]byte) (int, error) { return 0, errClosedStdout }
