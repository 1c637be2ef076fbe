package urlchecktool

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// runCommand runs the command with args on stdin and returns what it
// wrote and its exit status.
func runCommand(t *testing.T, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errOut)
	return out.String(), errOut.String(), code
}

// writeFile writes content to a new file in a test directory and
// returns its name.
func writeFile(t *testing.T, name, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestExitStatus checks the exit status and standard error of valid and
// invalid input, unreadable files and usage errors.
func TestExitStatus(t *testing.T) {
	good := writeFile(t, "good.txt", "http://a/\n")
	bad := writeFile(t, "bad.txt", "http://a /\n")
	missing := filepath.Join(t.TempDir(), "missing.txt")
	for _, c := range []struct {
		name   string
		args   []string
		stdin  string
		code   int
		stderr string // a part of the standard error expected, or "" for none
	}{
		{"valid stdin", nil, "http://a/\nmailto:x@y\n", exitValid, ""},
		{"no input", nil, "", exitValid, ""},
		{"invalid stdin", nil, "http://a/\nhttp://a /\n", exitInvalid, ""},
		{"empty line", nil, "http://a/\n\nhttp://b/\n", exitInvalid, ""},
		{"valid file", []string{good}, "", exitValid, ""},
		{"invalid file", []string{good, bad}, "", exitInvalid, ""},
		{"json invalid", []string{"-json", bad}, "", exitInvalid, ""},
		{"missing file", []string{missing}, "", exitError, "missing.txt"},
		{"missing among good", []string{good, missing, good}, "", exitError, "missing.txt"},
		{"missing among bad", []string{bad, missing}, "", exitError, "missing.txt"},
		{"directory", []string{t.TempDir()}, "", exitError, "directory"},
		{"bad flag", []string{"-nosuchflag"}, "", exitError, "-nosuchflag"},
		{"bad maxlen", []string{"-maxlen", "x"}, "", exitError, "-maxlen"},
		{"negative maxlen", []string{"-maxlen", "-1"}, "", exitError, "MaxLength(-1): not in"},
		{"help", []string{"-h"}, "", exitValid, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, stderr, code := runCommand(t, c.stdin, c.args...)
			if code != c.code {
				t.Errorf("exit status %d, want %d (stderr %q)", code, c.code, stderr)
			}
			if c.stderr == "" && stderr != "" || !strings.Contains(stderr, c.stderr) {
				t.Errorf("stderr %q, want it to hold %q", stderr, c.stderr)
			}
		})
	}
}

// TestHelpOnStdout checks that -h prints the usage on standard output.
func TestHelpOnStdout(t *testing.T) {
	stdout, _, _ := runCommand(t, "", "-h")
	for _, s := range []string{"usage: urlcheck", "-json", "-maxlen", "-base"} {
		if !strings.Contains(stdout, s) {
			t.Errorf("-h output does not mention %q:\n%s", s, stdout)
		}
	}
}

// TestFilesInOrder checks that files are read in the order given, "-"
// being standard input, and that a last line without "\n" still counts
// without running into the next file; a missing file is skipped.
func TestFilesInOrder(t *testing.T) {
	a := writeFile(t, "a.txt", "http://a1/\nhttp://a2/")
	b := writeFile(t, "b.txt", "http://b1/\n")
	missing := filepath.Join(t.TempDir(), "missing.txt")
	stdout, stderr, code := runCommand(t, "http://s1/\n", a, "-", missing, b)
	want := "ok\thttp://a1/\nok\thttp://a2/\nok\thttp://s1/\nok\thttp://b1/\n"
	if diff := cmp.Diff(want, stdout); diff != "" {
		t.Errorf("output (-want +got):\n%s", diff)
	}
	if code != exitError || !strings.Contains(stderr, "missing.txt") {
		t.Errorf("exit status %d, stderr %q; want %d and the missing file named", code, stderr, exitError)
	}
}

// TestLineEnds checks that only "\n" or "\r\n" is taken off a line.
func TestLineEnds(t *testing.T) {
	in := "http://a/\r\nhttp://b/\nhttp://c/ \n\thttp://d/\n\nhttp://e/\r\rhttp://f/\r"
	stdout, _, code := runCommand(t, in, "-json")
	var got []any
	for _, obj := range decodeLines(t, stdout) {
		got = append(got, []any{obj["url"], obj["valid"]})
	}
	want := []any{
		[]any{"http://a/", true},
		[]any{"http://b/", true},
		[]any{"http://c/ ", false},
		[]any{"\thttp://d/", false},
		[]any{"", false},
		[]any{"http://e/\r\rhttp://f/\r", false},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("urls read (-want +got):\n%s", diff)
	}
	if code != exitInvalid {
		t.Errorf("exit status %d, want %d", code, exitInvalid)
	}
}

// TestTextOutput checks the text format: verdict, URL (quoted when it
// is not printable ASCII without spaces), and first diagnostic.
func TestTextOutput(t *testing.T) {
	in := strings.Join([]string{
		"http://host/a",
		"mailto:x@y",
		"http://999.1.1.1:99999/",
		"http://1.1.1.1:99999/",
		"http://host:/",
		"",
		"http://x ",
		"\"http://x/\"",
		"http://a\tb/",
		"http://é/",
	}, "\n")
	stdout, stderr, code := runCommand(t, in)
	want := strings.Join([]string{
		"ok\thttp://host/a",
		"ok\tmailto:x@y",
		"ok\thttp://999.1.1.1:99999/\twarning: " + firstWarning("http://999.1.1.1:99999/") + " (and 1 more)",
		"ok\thttp://1.1.1.1:99999/\twarning: " + firstWarning("http://1.1.1.1:99999/"),
		"invalid\thttp://host:/\t" + firstError("http://host:/"),
		"invalid\t\"\"\t" + firstError(""),
		"invalid\t\"http://x \"\t" + firstError("http://x "),
		"invalid\t\"\\\"http://x/\\\"\"\t" + firstError("\"http://x/\""),
		"invalid\t\"http://a\\tb/\"\t" + firstError("http://a\tb/"),
		"invalid\t\"http://é/\"\t" + firstError("http://é/"),
		"",
	}, "\n")
	if diff := cmp.Diff(want, stdout); diff != "" {
		t.Errorf("text output (-want +got):\n%s", diff)
	}
	if code != exitInvalid || stderr != "" {
		t.Errorf("exit status %d, stderr %q; want %d and nothing", code, stderr, exitInvalid)
	}
}

// firstError returns the parser's first message for the invalid url.
func firstError(url string) string {
	errs, _ := libraryMessages(url)
	return errs[0]
}

// firstWarning returns the validator's first warning about url.
func firstWarning(url string) string {
	_, warns := libraryMessages(url)
	return warns[0]
}

// TestMaxLen checks that -maxlen reports longer URLs as invalid, at the
// limit, with their first n bytes only, that its default is
// parser.DefaultMaxLength, and that 0 sets no limit.
func TestMaxLen(t *testing.T) {
	stdout, _, code := runCommand(t, "http://a/\nhttp://abcdef/\n", "-maxlen", "10")
	want := "ok\thttp://a/\ninvalid\thttp://abc\toffset 10: the input is 14 bytes long, more than the limit of 10 (MaxLength)\n"
	if diff := cmp.Diff(want, stdout); diff != "" {
		t.Errorf("output (-want +got):\n%s", diff)
	}
	if code != exitInvalid {
		t.Errorf("exit status %d, want %d", code, exitInvalid)
	}

	limit := parser.DefaultMaxLength
	atLimit := "http://a/" + strings.Repeat("x", limit-len("http://a/"))
	over := atLimit + "x"
	for _, tc := range []struct {
		name string
		args []string
		want []string // the verdict on atLimit and over
	}{
		{"default", nil, []string{"ok\t" + atLimit, "invalid\t" + atLimit + "\toffset " + strconv.Itoa(limit) + ": the input is " + strconv.Itoa(limit+1) + " bytes long, more than the limit of " + strconv.Itoa(limit) + " (MaxLength)"}},
		{"no limit", []string{"-maxlen", "0"}, []string{"ok\t" + atLimit, "ok\t" + over}},
	} {
		stdout, _, _ := runCommand(t, atLimit+"\n"+over+"\n", tc.args...)
		lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
		if len(lines) != 2 || lines[0] != tc.want[0] || !strings.HasPrefix(lines[1], tc.want[1]) {
			t.Errorf("%s: the verdicts on %d and %d bytes start with\n%.120q\nwant\n%.120q", tc.name, len(atLimit), len(over), lines, tc.want)
		}
	}
}

// TestLongLine checks a URL of 1 MiB between short ones: with -maxlen 0,
// an http URL whose path is 2^19 hsegments, all of it in "path" and
// "hpath"; with the default -maxlen, an error at the limit, not parsed,
// and only the URL's first 64 KiB in "url".
func TestLongLine(t *testing.T) {
	if testing.Short() {
		t.Skip("parsing a 1 MiB URL takes seconds")
	}
	path := strings.Repeat("a/", 1<<19)
	long := "http://host/" + path
	stdout, _, code := runCommand(t, "http://a/\n"+long+"\r\nhttp://b/", "-json", "-maxlen", "0")
	objs := decodeLines(t, stdout)
	if len(objs) != 3 {
		t.Fatalf("%d objects, want 3", len(objs))
	}
	length := func(v any) string {
		if s, ok := v.(string); ok {
			return fmt.Sprintf("%d bytes", len(s))
		}
		return fmt.Sprint(v)
	}
	if objs[1]["url"] != long || objs[1]["path"] != path || objs[1]["hpath"] != path || objs[1]["valid"] != true {
		t.Errorf("long URL: valid %v, url of %s, path of %s, hpath of %s; want true, %d, %d and %d bytes",
			objs[1]["valid"], length(objs[1]["url"]), length(objs[1]["path"]), length(objs[1]["hpath"]), len(long), len(path), len(path))
	}
	if objs[0]["url"] != "http://a/" || objs[2]["url"] != "http://b/" {
		t.Errorf("short URLs around it: %v and %v", objs[0]["url"], objs[2]["url"])
	}
	if code != exitValid {
		t.Errorf("exit status %d, want %d", code, exitValid)
	}

	stdout, _, code = runCommand(t, "http://a/\n"+long+"\r\nhttp://b/", "-json")
	objs = decodeLines(t, stdout)
	if len(objs) != 3 {
		t.Fatalf("default -maxlen: %d objects, want 3", len(objs))
	}
	limit := parser.DefaultMaxLength
	want := []any{map[string]any{
		"offset": float64(limit), "code": "too-long", "production": "", "expected": nil, "end": nil,
		"message": fmt.Sprintf(`offset %d: the input is %d bytes long, more than the limit of %d (MaxLength)`, limit, len(long), limit),
		"notes":   []any{},
	}}
	if objs[1]["url"] != long[:limit] || objs[1]["valid"] != false || objs[1]["path"] != nil {
		t.Errorf("default -maxlen: long URL: valid %v, url of %s, path %s; want false, its first %d bytes and null", objs[1]["valid"], length(objs[1]["url"]), length(objs[1]["path"]), limit)
	}
	if diff := cmp.Diff(want, objs[1]["errors"]); diff != "" {
		t.Errorf("default -maxlen: errors (-want +got):\n%s", diff)
	}
	if objs[0]["valid"] != true || objs[2]["valid"] != true {
		t.Errorf("default -maxlen: short URLs around it: valid %v and %v", objs[0]["valid"], objs[2]["valid"])
	}
	if code != exitInvalid {
		t.Errorf("default -maxlen: exit status %d, want %d", code, exitInvalid)
	}
}

// TestLongLinesRead checks that lines of several MiB are read whole
// when there is no limit, without the cost of parsing them.
func TestLongLinesRead(t *testing.T) {
	long := strings.Repeat("x", 5<<20)
	got, _ := readAll(t, "a\n"+long+"\r\n"+long+"\nb", ast.MaxSpan)
	if diff := cmp.Diff([]string{"a", long, long, "b"}, got.lines); diff != "" {
		t.Errorf("lines (-want +got):\n%.300s", diff)
	}
}

// TestOrder checks that many lines, checked by several workers in many
// batches, come out in input order, each with its own verdict.
func TestOrder(t *testing.T) {
	const n = 20000
	var in strings.Builder
	for i := range n {
		if i%7 == 3 {
			fmt.Fprintf(&in, "http://host/ %d\n", i) // invalid
		} else {
			fmt.Fprintf(&in, "http://host/%d\n", i)
		}
	}
	stdout, _, code := runCommand(t, in.String(), "-json")
	objs := decodeLines(t, stdout)
	if len(objs) != n {
		t.Fatalf("%d objects, want %d", len(objs), n)
	}
	for i, obj := range objs {
		url, valid := fmt.Sprintf("http://host/%d", i), true
		if i%7 == 3 {
			url, valid = fmt.Sprintf("http://host/ %d", i), false
		}
		if obj["url"] != url || obj["valid"] != valid {
			t.Fatalf("object %d is for %q (valid %v), want %q (valid %v)", i, obj["url"], obj["valid"], url, valid)
		}
	}
	if code != exitInvalid {
		t.Errorf("exit status %d, want %d", code, exitInvalid)
	}
}

// failingWriter fails every write after the first.
type failingWriter struct{ writes int }

// Write implements io.Writer.
func (w *failingWriter) Write(p []byte) (int, error) {
	w.writes++
	if w.writes > 1 {
		return 0, errors.New("disk full")
	}
	return len(p), nil
}

// endless is an input of the same valid URL, without end.
type endless struct{}

// Read implements io.Reader with whole lines.
func (endless) Read(p []byte) (int, error) {
	const line = "http://host/\n"
	n := 0
	for n+len(line) <= len(p) {
		n += copy(p[n:], line)
	}
	return n, nil
}

// TestWriteError checks that a failed write stops the command, even on
// an endless input, with status 2.
func TestWriteError(t *testing.T) {
	var stderr bytes.Buffer
	code := run(nil, endless{}, &failingWriter{}, &stderr)
	if code != exitError || !strings.Contains(stderr.String(), "disk full") {
		t.Errorf("exit status %d, stderr %q; want %d and the write error", code, stderr.String(), exitError)
	}
}
