package explaintool

import (
	"bytes"
	"strings"
	"testing"
)

// traceRuns are the runs of -trace and -trace=full whose golden files
// are in both languages, beside those of every scheme's group (kinds):
// the derivation of valid URLs; the attempt and the verdict for texts
// that are not URLs, where the interpreter gets as far as the first
// impossible byte (a port, an "@" in a host) and where it stops before
// it (the login's lookahead gives up at the second ":" of a password).
var traceRuns = []struct {
	name   string
	urls   []string
	status int
}{
	{"derivation", []string{"ftp://anon:secret@ftp.iec.ch:21/pub/doc.txt;type=a", "http://www.iec.ch:8080/"}, exitValid},
	{"attempt", []string{"http://host:80x/", "ftp://a@b@c/", "ftp://anon:pa:ss@ftp.example.org/"}, exitInvalid},
	{"choices", []string{"http://192.0.2.1:80/", "news:comp.os.unix", "news://host/x", "gopher://h/0a%09b/c%41"}, exitInvalid},
}

// traceCases are the golden cases of traceRuns: trace-LANG/NAME for the
// summary, trace-full-LANG/NAME for every step.
func traceCases() []goldenCase {
	var cases []goldenCase
	for _, mode := range []struct{ dir, flag string }{{"trace", "-trace"}, {"trace-full", "-trace=full"}} {
		for _, lang := range langs {
			for _, r := range traceRuns {
				args := append([]string{"-lang", lang, mode.flag, "--"}, r.urls...)
				cases = append(cases, goldenCase{mode.dir + "-" + lang + "/" + r.name, args, r.status, nil})
			}
		}
	}
	return cases
}

// TestTraceFlag checks -trace's values: alone, =full, =true and =false,
// and that any other is a usage error.
func TestTraceFlag(t *testing.T) {
	tests := []struct {
		args      []string
		status    int
		stdoutHas string
		stderrHas string
	}{
		{[]string{"-trace", "http://h/"}, exitValid, "choice hostname | hostnumber: alternative 1 of 2 taken", ""},
		{[]string{"-trace=true", "http://h/"}, exitValid, "choice hostname | hostnumber", ""},
		{[]string{"-trace=full", "http://h/"}, exitValid, "✗ iteration 1", ""},
		{[]string{"-trace=false", "http://h/"}, exitValid, "<host>", ""},
		{[]string{"-trace=some", "http://h/"}, exitUsage, "", "-trace is -trace or -trace=full"},
		{[]string{"-trace=full", "-tree", "http://h/"}, exitUsage, "", "give one of them"},
		{[]string{"-trace", strings.Repeat("a", 70000)}, exitInvalid, "more than the limit of 65536", ""},
	}
	for _, tc := range tests {
		var stdout, stderr bytes.Buffer
		if got := run(tc.args, &stdout, &stderr); got != tc.status {
			t.Errorf("%q: exit status %d, want %d\n%s", tc.args[:1], got, tc.status, stderr.String())
		}
		if tc.stdoutHas != "" && !strings.Contains(stdout.String(), tc.stdoutHas) {
			t.Errorf("%q: stdout lacks %q:\n%s", tc.args[:1], tc.stdoutHas, stdout.String())
		}
		if tc.stderrHas != "" && !strings.Contains(stderr.String(), tc.stderrHas) {
			t.Errorf("%q: stderr lacks %q:\n%s", tc.args[:1], tc.stderrHas, stderr.String())
		}
	}
}

// traceShapes are inputs whose nodes take a byte or two, where a trace
// has the most steps: valid, and with an error near their end.
var traceShapes = map[string]func(n int) string{
	"segments":       func(n int) string { return "http://h/" + strings.Repeat("ab/", n/3) },
	"empty-segments": func(n int) string { return "http://h/" + strings.Repeat("/", n) },
	"labels":         func(n int) string { return "http://" + strings.Repeat("a.", n/2) + "com/" },
	"dotted-digits":  func(n int) string { return "http://" + strings.Repeat("1.", n/2) + "1/" },
	"fields":         func(n int) string { return "prospero://h/p" + strings.Repeat(";=", n/2) },
	"tabs":           func(n int) string { return "gopher://h/1" + strings.Repeat("a%09/", n/5) },
	"login":          func(n int) string { return "ftp://" + strings.Repeat("u", n) + ":p:" },
	"user-or-host":   func(n int) string { return "ftp://" + strings.Repeat("a.", n/2) + "b:80x/" },
}

// maxTraceOutputPerByte bounds the output of -trace and -trace=full per
// byte of a 64 KiB input. The trace itself hardly grows with the input:
// a step's lines under it are collapsed past a dozen, and long texts
// are quoted by their ends. What grows is the input, written whole above
// the trace and, for a text that is not a URL, again above its caret
// under the verdict: about one byte a byte each time, two more for the
// caret's lines.
const maxTraceOutputPerByte = 8.0

// TestTraceOutputLinear checks that the trace of a 64 KiB input of each
// shape, summary and full, in both languages, stays within
// maxTraceOutputPerByte bytes per input byte, and that it grows no
// faster than the input from 1 KiB to 64 KiB.
func TestTraceOutputLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("64 KiB inputs")
	}
	for name, shape := range traceShapes {
		for _, mode := range []string{"-trace", "-trace=full"} {
			for _, lang := range langs {
				var sizes [2]int
				for i, n := range []int{1 << 10, 64<<10 - 64} {
					in := shape(n)
					var out countingWriter
					run([]string{"-lang", lang, mode, "--", in}, &out, &out)
					sizes[i] = int(out)
					if per := float64(out) / float64(len(in)); i == 1 && per > maxTraceOutputPerByte {
						t.Errorf("%s %s %s, %d bytes: %d output bytes, %.2f a byte", name, mode, lang, len(in), out, per)
					}
				}
				t.Logf("%s %s %s: %d bytes at 1 KiB, %d at 64 KiB", name, mode, lang, sizes[0], sizes[1])
				if sizes[1] > 64*sizes[0] {
					t.Errorf("%s %s %s: %d bytes at 1 KiB, %d at 64 KiB: faster than the input", name, mode, lang, sizes[0], sizes[1])
				}
			}
		}
	}
}
