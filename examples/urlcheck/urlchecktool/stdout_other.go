//go:build !linux

package urlchecktool

// stdoutClosed reports whether standard output was closed when the
// process started: on Linux only (stdout_linux.go); elsewhere a closed
// standard output is not told from /dev/null.
func stdoutClosed() bool { return false }
