package urlchecktool

import (
	"os"
	"syscall"
)

// stdoutClosed reports whether standard output was closed when the
// process started. The Go runtime opens /dev/null on a closed standard
// descriptor, read-write, before main runs, so that writes to it are
// silently lost. A shell opens /dev/null for writing only (>/dev/null),
// so descriptor 1 being /dev/null opened for reading and writing is the
// runtime's doing, unless the user asked for it with 1<>/dev/null.
func stdoutClosed() bool {
	flags, _, errno := syscall.Syscall(syscall.SYS_FCNTL, 1, syscall.F_GETFL, 0)
	if errno != 0 || flags&syscall.O_ACCMODE != syscall.O_RDWR {
		return false
	}
	out, err := os.Stdout.Stat()
	if err != nil {
		return false
	}
	null, err := os.Stat(os.DevNull)
	return err == nil && os.SameFile(out, null)
}
