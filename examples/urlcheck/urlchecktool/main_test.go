package urlchecktool

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
)

// mainEnv, set to 1, makes the test binary run the command itself, main
// and all, instead of the tests: how the tests below run it as a process
// with real standard streams, SIGPIPE included.
const mainEnv = "URLCHECK_TEST_MAIN"

// TestMain runs main when mainEnv is set, and the tests otherwise.
func TestMain(m *testing.M) {
	if os.Getenv(mainEnv) == "1" {
		Config{}.Main()
	}
	os.Exit(m.Run())
}

// command returns a command that runs urlcheck with args: this test
// binary, running main.
func command(t *testing.T, name string, args ...string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Env = append(os.Environ(), mainEnv+"=1")
	return cmd
}

// self returns the path of this test binary.
func self(t *testing.T) string {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Skipf("cannot run the command as a process: %v", err)
	}
	return exe
}

// manyURLs writes a file of n valid URLs and returns its name.
func manyURLs(t *testing.T, n int) string {
	t.Helper()
	return writeFile(t, "urls.txt", strings.Repeat("http://host/path\n", n))
}

// exitCode returns the exit status of a command that ran, failing the
// test when it did not exit (a signal killed it).
func exitCode(t *testing.T, err error) int {
	t.Helper()
	var exit *exec.ExitError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &exit):
		if !exit.Exited() {
			t.Fatalf("urlcheck did not exit: %v", err)
		}
		return exit.ExitCode()
	}
	t.Fatal(err)
	return -1
}

// TestBrokenPipe runs urlcheck into a pipe whose reader reads one line
// and goes, as head -1 does: urlcheck must exit 2 with a message, not be
// killed by SIGPIPE (status 141 in a shell).
func TestBrokenPipe(t *testing.T) {
	if runtime.GOOS == "windows" || runtime.GOOS == "plan9" {
		t.Skip("no SIGPIPE")
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd := command(t, self(t), manyURLs(t, 200000)) // 3.4 MB of output, more than a pipe holds
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = w, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	line, err := bufio.NewReader(r).ReadString('\n')
	r.Close()
	if line != "ok\thttp://host/path\n" || err != nil {
		t.Errorf("first line %q, %v", line, err)
	}
	code := exitCode(t, cmd.Wait())
	if code != exitError || !strings.Contains(stderr.String(), "urlcheck: writing output:") || !strings.Contains(stderr.String(), "broken pipe") {
		t.Errorf("exit status %d, stderr %q; want %d and the broken pipe", code, stderr.String(), exitError)
	}
}

// TestClosedStdout runs urlcheck with its standard output closed (>&-):
// it must exit 2 with a message rather than write to the /dev/null that
// the Go runtime puts in its place. Output to /dev/null (>/dev/null) is
// no error.
func TestClosedStdout(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("a closed standard output is told from /dev/null on Linux only")
	}
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh")
	}
	in := manyURLs(t, 10)
	for _, tc := range []struct {
		redirect string
		code     int
		stderr   string
	}{
		{">&-", exitError, "urlcheck: writing output: standard output is closed\n"},
		{">/dev/null", exitValid, ""},
	} {
		cmd := command(t, sh, "-c", `exec "$0" "$1" `+tc.redirect, self(t), in)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		code := exitCode(t, cmd.Run())
		if code != tc.code || stderr.String() != tc.stderr {
			t.Errorf("%s: exit status %d, stderr %q; want %d and %q", tc.redirect, code, stderr.String(), tc.code, tc.stderr)
		}
	}
}

// failAfter fails every write after the first n with err.
type failAfter struct {
	n   int
	err error
}

// Write implements io.Writer.
func (w *failAfter) Write(p []byte) (int, error) {
	if w.n == 0 {
		return 0, w.err
	}
	w.n--
	return len(p), nil
}

// TestWriteErrors checks that any write error, the first write's or a
// later one's, a broken pipe or a closed output, stops the command with
// status 2 and one message on stderr, even on an endless input and when
// URLs were invalid.
func TestWriteErrors(t *testing.T) {
	epipe := &os.PathError{Op: "write", Path: "/dev/stdout", Err: syscall.EPIPE}
	for _, tc := range []struct {
		name   string
		w      *failAfter
		stderr string
	}{
		{"first write", &failAfter{0, errors.New("disk full")}, "urlcheck: writing output: disk full\n"},
		{"later write", &failAfter{3, errors.New("disk full")}, "urlcheck: writing output: disk full\n"},
		{"broken pipe", &failAfter{1, epipe}, "urlcheck: writing output: write /dev/stdout: broken pipe\n"},
		{"closed", &failAfter{0, errClosedStdout}, "urlcheck: writing output: standard output is closed\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var stderr bytes.Buffer
			if code := run(nil, endless{}, tc.w, &stderr); code != exitError || stderr.String() != tc.stderr {
				t.Errorf("endless input: exit status %d, stderr %q; want %d and %q", code, stderr.String(), exitError, tc.stderr)
			}
			stderr.Reset()
			w := &failAfter{0, tc.w.err}
			if code := run([]string{filepath.Join("testdata", "none"), "-"}, strings.NewReader("http://a /\n"), w, &stderr); code != exitError || !strings.Contains(stderr.String(), tc.stderr) {
				t.Errorf("invalid URL and missing file: exit status %d, stderr %q; want %d and %q", code, stderr.String(), exitError, tc.stderr)
			}
		})
	}
}

// run is the command with the default parser and no -scheme flag, as
// the tests run it.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return Config{}.Run(args, stdin, stdout, stderr)
}
