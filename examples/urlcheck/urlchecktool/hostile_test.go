package urlchecktool

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/examples/internal/term"
)

// hostile is a text a terminal acts on: it retitles the window (OSC 0,
// ended by BEL), turns the text red (CSI), returns the carriage, and
// holds NUL, DEL, a C1 control as UTF-8 (U+009B, CSI to some terminals)
// and as a raw byte, and the bidi controls U+202E, U+2066 and U+200E.
const hostile = "http://h/\x1b]0;PWNED\a\x1b[31m\r\x00\x7f\u009b\x9b\u202e\u2066\u200e"

// hostileShown is hostile as the text output and the messages show it,
// in Go's escapes, and hostileJSON as -json does, in JSON's.
const (
	hostileShown = `http://h/\x1b]0;PWNED\a\x1b[31m\r\x00\x7f\u009b\x9b\u202e\u2066\u200e`
	hostileJSON  = `http://h/\u001b]0;PWNED\u0007\u001b[31m\r\u0000\u007f\u009b\ufffd\u202e\u2066\u200e`
)

// hostileLines are lines of input that hold what a terminal acts on:
// hostile, alone and in URLs of each scheme, and valid URLs whose
// escapes decode to it.
var hostileLines = []string{
	hostile,
	"ftp://u\x1b[31m:p\u202e@h/\x9b",
	"mailto:\u2066x@h",
	"news:\u009b",
	"gopher://h/1\x7f",
	"wais://h/\x00",
	"prospero://h/\u200e;a=\u202e",
	"telnet://\a@h/",
	"file://h/\r",
	"-" + hostile,
	"0//\x1b]0;PWNED\a\u202e\t",         // no note names "0://" and the rest, which would not parse
	"<http://h/\x1b]0;PWNED\a\u202e\t>", // a note suggests the URL between "<" and ">"
	"http://h/%1B%5D0%3BPWNED%07%1B%5B31m%0D%00%7F%C2%9B%9B%E2%80%AE%E2%81%A6",
	"ftp://%1B%07:%E2%80%AE@h/%C2%9B%7F;type=a",
	"prospero://h/%1B%07;%E2%80%AE=%C2%9B",
	hostileFixable,
}

// hostileFixable is a line that -fix repairs, whose edits' old texts
// are what a terminal acts on; hostileFixed is its fix, and
// hostileEditJSON an edit as -fix -json writes it.
const (
	hostileFixable  = "http://h/\x1b]0;PWNED\a\x1b[31m\u202e\x9b/"
	hostileFixed    = "http://h/%1B%5D0;PWNED%07%1B%5B31m%E2%80%AE%9B/"
	hostileEditJSON = `{"offset":9,"old":"\u001b]","new":"%1B%5D","code":"note-unsafe"}`
)

// ttyBuffer is a buffer that says it is a terminal (terminalWriter).
type ttyBuffer struct{ bytes.Buffer }

// terminal implements terminalWriter.
func (*ttyBuffer) terminal() bool { return true }

// runOnTerminal runs the command as runCommand does, with a standard
// output that is a terminal.
func runOnTerminal(t *testing.T, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out ttyBuffer
	var errOut bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errOut)
	return out.String(), errOut.String(), code
}

// TestNothingRawReachesTheTerminal runs urlcheck in every mode, -fix
// too (its fixes, edits and messages) and -text (its lines, objects,
// documents fixed and diffs), with a terminal as its standard output
// (runOnTerminal), on lines, files, file names,
// bases and flag values that hold what a terminal acts on, and checks
// that neither stdout nor stderr holds any of it (term.FirstRaw), and
// that the input is shown, escaped, rather than left out.
func TestNothingRawReachesTheTerminal(t *testing.T) {
	dir := t.TempDir()
	name := "list\x1b]0;PWNED\a\x1b[31m\r\x7f\u009b\x9b\u202e\u2066.txt"
	nameShown := `list\x1b]0;PWNED\a\x1b[31m\r\x7f\u009b\x9b\u202e\u2066.txt`
	file := filepath.Join(dir, name)
	if err := os.WriteFile(file, []byte(strings.Join(hostileLines, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	asDir := filepath.Join(dir, "dir"+name)
	if err := os.Mkdir(asDir, 0o755); err != nil {
		t.Fatal(err)
	}
	stdin := strings.Join(hostileLines, "\n") + "\n"
	for _, c := range []struct {
		args  []string
		stdin string
		want  string // a text the output must hold
	}{
		{nil, stdin, hostileShown},
		{nil, stdin, `"0//\x1b]0;PWNED\a\u202e\t"`},
		{[]string{"-json"}, stdin, `"url":"0//\u001b]0;PWNED\u0007\u202e\t"`},
		{[]string{"-nowarn"}, stdin, hostileShown},
		{[]string{"-json"}, stdin, hostileJSON},
		{[]string{"-json", "-nowarn"}, stdin, hostileJSON},
		{[]string{"-maxlen", "12"}, stdin, `http://h/\x1b]0`},
		{[]string{"-json", "-maxlen", "12"}, stdin, `http://h/\u001b]0`},
		{[]string{"-base", "http://a/b/"}, stdin, hostileShown},
		{[]string{"-json", "-base", "http://a/b/"}, stdin, hostileJSON},
		{[]string{"-base", "http://a/b/"}, "../%1B%E2%80%AE;%07?%C2%9B#%E2%81%A6\n", "%1B%E2%80%AE"},
		{[]string{"-json", "-base", "http://a/b/"}, "../%1B%E2%80%AE;%07?%C2%9B#%E2%81%A6\n", "%1B%E2%80%AE"},
		{[]string{"-base", hostile}, stdin, hostileShown},
		{[]string{"-base", "\u202e" + hostile}, stdin, `\u202e`},
		{[]string{file}, "", hostileShown},
		{[]string{"-json", file}, "", hostileJSON},
		{[]string{filepath.Join(dir, "missing"+name)}, "", nameShown},
		{[]string{"-json", filepath.Join(dir, "missing"+name)}, "", nameShown},
		{[]string{asDir}, "", nameShown},
		{[]string{"-" + hostile}, "", hostileShown},
		{[]string{"-maxlen", hostile}, "", hostileShown},
		{[]string{"-json=" + hostile}, "", hostileShown},
		{[]string{"-fix"}, stdin, hostileFixed},
		{[]string{"-fix", "-json"}, stdin, hostileEditJSON},
		{[]string{"-fix", "-json"}, stdin, hostileJSON},
		{[]string{"-fix", "-maxlen", "12"}, stdin, `(standard input):1: no fix: offset 12`},
		{[]string{"-fix", file}, "", nameShown + ":1: no fix"},
		{[]string{"-fix", "-json", file}, "", nameShown + ":1: no fix"},
		{[]string{"-fix", "-base", hostile}, stdin, "-fix and -base"},
		{[]string{"-text"}, stdin, `allows the byte ⟨%1B⟩ only escaped`},
		{[]string{"-text", "-json"}, stdin, `"url":"http://h/\u001b"`},
		{[]string{"-text", "-fix"}, stdin, hostileShown},
		{[]string{"-text", "-fix"}, stdin, "ftp://u%1B%5B31m:p%E2%80%AE@h/%9B"},
		{[]string{"-text", "-fix", "-diff"}, stdin, "-" + hostileShown},
		{[]string{"-text", "-markdown", "-fix"}, stdin, hostileShown},
		{[]string{"-text", "-fix", "-json"}, stdin, `{"offset":47,"old":"\u001b[","new":"%1B%5B","code":"note-unsafe"}`},
		{[]string{"-text", file}, "", nameShown + ":1:10: note-unsafe"},
		{[]string{"-text", "-json", file}, "", `/list\u001b]0;PWNED\u0007\u001b[31m\r\u007f\u009b\ufffd\u202e\u2066.txt","line":1`},
		{[]string{"-text", "-fix", "-diff", file}, "", `list\033]0;PWNED\007\033[31m\015\177\302\233\233\342\200\256\342\201\246.txt"` + "\n+++ "},
		{[]string{"-text", "-fix", file}, "", nameShown + ":1:10: note-fix-removed: no fix"},
		{[]string{"-text", filepath.Join(dir, "missing"+name)}, "", nameShown},
		{[]string{"-text", "-base", hostile}, stdin, "-text and -base"},
	} {
		stdout, stderr, _ := runOnTerminal(t, c.stdin, c.args...)
		for _, o := range []struct{ name, out string }{{"stdout", stdout}, {"stderr", stderr}} {
			if i := term.FirstRaw(o.out); i >= 0 {
				t.Errorf("urlcheck %q writes on %s %q at %d:\n%s", c.args, o.name, o.out[i:min(i+8, len(o.out))], i, term.Escape(o.out))
			}
		}
		if !strings.Contains(stdout+stderr, c.want) {
			t.Errorf("urlcheck %q does not show %q:\n%s", c.args, c.want, term.Escape(stdout+stderr))
		}
	}
}

// fuzzModes are the command lines FuzzNothingRaw runs on its line, arg
// standing for its other text.
var fuzzModes = []func(arg string) []string{
	func(arg string) []string { return nil },
	func(arg string) []string { return []string{"-json"} },
	func(arg string) []string { return []string{"-nowarn"} },
	func(arg string) []string { return []string{"-json", "-nowarn"} },
	func(arg string) []string { return []string{"-maxlen", "9"} },
	func(arg string) []string { return []string{"-base", arg} },
	func(arg string) []string { return []string{"-json", "-base", arg} },
	func(arg string) []string { return []string{"-base", "http://a/b/c;p?q"} },
	func(arg string) []string { return []string{"-json", "-base", "http://a/b/c;p?q"} },
	func(arg string) []string { return []string{"-", "testdata/no such directory/" + arg} },
	func(arg string) []string { return []string{"-" + arg} },
	func(arg string) []string { return []string{"-maxlen", arg} },
	func(arg string) []string { return []string{"-fix"} },
	func(arg string) []string { return []string{"-fix", "-json"} },
	func(arg string) []string { return []string{"-fix", arg} },
	func(arg string) []string { return []string{"-text"} },
	func(arg string) []string { return []string{"-text", "-json"} },
	func(arg string) []string { return []string{"-text", "-fix"} },
	func(arg string) []string { return []string{"-text", "-fix", "-diff"} },
	func(arg string) []string { return []string{"-text", "-fix", "-json"} },
	func(arg string) []string { return []string{"-text", "-", "testdata/no such directory/" + arg} },
	func(arg string) []string { return []string{"-text", "-markdown", "-fix", "-diff"} },
	func(arg string) []string { return []string{"-text", "-markdown", "-json"} },
}

// FuzzNothingRaw runs urlcheck in each mode (fuzzModes), its standard
// output a terminal (runOnTerminal), on any line, as
// standard input, and any other text, as a base, a file name, a flag or
// a flag's value, and checks that neither stdout nor stderr holds
// anything a terminal acts on (term.FirstRaw).
func FuzzNothingRaw(f *testing.F) {
	for i := range fuzzModes {
		f.Add(uint8(i), hostile, hostile)
	}
	for _, line := range hostileLines {
		f.Add(uint8(0), line, "")
		f.Add(uint8(1), line, "")
		f.Add(uint8(5), line, "http://a/b/")
		f.Add(uint8(12), line, "") // -fix
		f.Add(uint8(13), line, "") // -fix -json
		f.Add(uint8(15), line, "") // -text
		f.Add(uint8(18), line, "") // -text -fix -diff
	}
	f.Fuzz(func(t *testing.T, mode uint8, line, arg string) {
		if len(line)+len(arg) > 4096 {
			return // the outputs grow with the input; short texts find the same
		}
		args := fuzzModes[int(mode)%len(fuzzModes)](arg)
		stdout, stderr, _ := runOnTerminal(t, line+"\n"+line, args...)
		for _, o := range []struct{ name, out string }{{"stdout", stdout}, {"stderr", stderr}} {
			if i := term.FirstRaw(o.out); i >= 0 {
				t.Errorf("urlcheck %q on %q writes on %s %q at %d:\n%s", args, line, o.name, o.out[i:min(i+8, len(o.out))], i, term.Escape(o.out))
			}
		}
	})
}
