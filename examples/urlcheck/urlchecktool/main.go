package main

import (
	"errors"
	"io"
	"os"
	"os/signal"
	"syscall"
)

// main runs the command on the process's arguments and standard streams.
//
// A write to a closed pipe (urlcheck ... | head -1) is an error like any
// other: SIGPIPE is ignored, so that the write returns EPIPE instead of
// the signal killing the process, and run reports it and exits 2. A
// standard output that was closed when the command started, which the Go
// runtime replaces with /dev/null, fails every write too.
func main() {
	signal.Ignore(syscall.SIGPIPE)
	var stdout io.Writer = os.Stdout
	if stdoutClosed() {
		stdout = closedWriter{}
	}
	os.Exit(run(os.Args[1:], os.Stdin, stdout, os.Stderr))
}

// errClosedStdout is the error of every write to a standard output that
// was closed.
var errClosedStdout = errors.New("standard output is closed")

// closedWriter is a standard output that was closed: every write fails.
type closedWriter struct{}

// Write implements io.Writer.
func (closedWriter) Write([]byte) (int, error) { return 0, errClosedStdout }
