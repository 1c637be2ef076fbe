package urlchecktool

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/examples/internal/term"
	"github.com/urlsyntax/rfc1738/internal/corpustest"
	"github.com/urlsyntax/rfc1738/parser"
)

// fixError returns the message of the library's Fix for line, which has
// no fix, as -fix writes it on standard error after the line's place:
// its error's text, escaped, as parser.Error's Error writes it.
func fixError(t *testing.T, line string) string {
	t.Helper()
	_, err := parser.Fix(line)
	if err == nil {
		t.Fatalf("parser.Fix(%q) has a fix", line)
	}
	return "no fix: " + term.Escape(err.Error())
}

// TestFixText checks the text output of -fix: one line per line of
// input, the line itself when it is valid, its fix, or "-"; a message
// on standard error for each line that has no fix, with its file and
// number; and the exit status, 1 only when a line has no fix.
func TestFixText(t *testing.T) {
	file := writeFile(t, "urls.txt", "http://h/\nhttp://a_b.example/\nhttp://h/~x")
	long := "http://h/" + strings.Repeat("a", 30)
	for _, c := range []struct {
		name   string
		args   []string
		stdin  string
		stdout []string
		stderr []string
		code   int
	}{{
		name:   "valid lines unchanged",
		stdin:  "http://h/\nftp://u:p@h/a;type=i\nmailto:joe@h\nhttp://999.1.1.1:99999/\nhttp://h/#frag\n",
		stdout: []string{"http://h/", "ftp://u:p@h/a;type=i", "mailto:joe@h", "http://999.1.1.1:99999/", "http://h/#frag"},
		code:   exitValid,
	}, {
		name: "repaired",
		stdin: strings.Join([]string{
			"http://www.example.com/~joe/",
			"https://h/search?q=a/b|c",
			"<URL:ftp://h/pub/>",
			"<URL:http://h/a", // the wrapper is not closed: no fix
			"http://h/a b#top",
			"http://h/a#b#c",
			"http://h/100%",
			"mailto:\"Joe\"@h",
			"http://h/é\r", // "\r\n" ends the line
			"gopher://h/1~x",
		}, "\n"),
		stdout: []string{
			"http://www.example.com/%7Ejoe/",
			"https://h/search?q=a%2Fb%7Cc",
			"ftp://h/pub/",
			"-",
			"http://h/a%20b#top",
			"http://h/a#b%23c",
			"http://h/100%25",
			"mailto:%22Joe%22@h",
			"http://h/%C3%A9",
			"gopher://h/1%7Ex",
		},
		stderr: []string{"(standard input):4: " + fixError(t, "<URL:http://h/a")},
		code:   exitInvalid,
	}, {
		name:   "no fix",
		stdin:  "http://a_b.example/\n\nhttp://h/\n-\nhttp://h/a\\b\nhttp://h:8o/\nhttp://h/a \nhttp://h/\x1b[31m\x00x\nhttp://h/a\x00\n",
		stdout: []string{"-", "-", "http://h/", "-", "-", "-", "-", "http://h/%1B%5B31m%00x", "-"},
		stderr: []string{
			"(standard input):1: " + fixError(t, "http://a_b.example/"),
			"(standard input):2: " + fixError(t, ""),
			"(standard input):4: " + fixError(t, "-"),
			"(standard input):5: " + fixError(t, "http://h/a\\b"),
			"(standard input):6: " + fixError(t, "http://h:8o/"),
			"(standard input):7: " + fixError(t, "http://h/a "),
			"(standard input):9: " + fixError(t, "http://h/a\x00"),
		},
		code: exitInvalid,
	}, {
		name:   "files and standard input, numbered apart",
		args:   []string{file, "-", file},
		stdin:  "http://x_y/\n",
		stdout: []string{"http://h/", "-", "http://h/%7Ex", "-", "http://h/", "-", "http://h/%7Ex"},
		stderr: []string{
			file + ":2: " + fixError(t, "http://a_b.example/"),
			"(standard input):1: " + fixError(t, "http://x_y/"),
			file + ":2: " + fixError(t, "http://a_b.example/"),
		},
		code: exitInvalid,
	}, {
		// A line over the limit is not kept, and a fix over it is one
		// that Parse, with that limit, refuses.
		name:   "maxlen",
		args:   []string{"-maxlen", "12"},
		stdin:  "http://h/~\nhttp://h/~~\n" + long + "\n",
		stdout: []string{"http://h/%7E", "-", "-"},
		stderr: []string{
			"(standard input):2: no fix: offset 9: the input is 15 bytes long, more than the limit of 12 (MaxLength)",
			fmt.Sprintf("(standard input):3: no fix: offset 12: the input is %d bytes long, more than the limit of 12 (MaxLength)", len(long)),
		},
		code: exitInvalid,
	}, {
		name:   "nowarn changes nothing",
		args:   []string{"-nowarn"},
		stdin:  "http://999.1.1.1:99999/\nhttp://h/~\n",
		stdout: []string{"http://999.1.1.1:99999/", "http://h/%7E"},
		code:   exitValid,
	}, {
		name:   "no input",
		stdin:  "",
		stdout: nil,
		code:   exitValid,
	}} {
		t.Run(c.name, func(t *testing.T) {
			stdout, stderr, code := runCommand(t, c.stdin, append([]string{"-fix"}, c.args...)...)
			if diff := cmp.Diff(c.stdout, lines(stdout)); diff != "" {
				t.Errorf("stdout (-want +got):\n%s", diff)
			}
			var wantErr []string
			for _, m := range c.stderr {
				wantErr = append(wantErr, "urlcheck: "+m)
			}
			if diff := cmp.Diff(wantErr, lines(stderr)); diff != "" {
				t.Errorf("stderr (-want +got):\n%s", diff)
			}
			if code != c.code {
				t.Errorf("exit status %d, want %d", code, c.code)
			}
		})
	}
}

// lines returns the lines of out, each without its "\n"; nil when out
// is empty.
func lines(out string) []string {
	if out == "" {
		return nil
	}
	return strings.Split(strings.TrimSuffix(out, "\n"), "\n")
}

// TestFixUsage checks that -fix with -base is a usage error, and that
// -h tells of -fix.
func TestFixUsage(t *testing.T) {
	stdout, stderr, code := runCommand(t, "http://h/\n", "-fix", "-base", "http://a/")
	if stdout != "" || stderr != "urlcheck: -fix and -base cannot be used together\n" || code != exitError {
		t.Errorf("-fix -base: stdout %q, stderr %q, exit status %d; want nothing, the usage error and %d", stdout, stderr, code, exitError)
	}
	help, _, _ := runCommand(t, "", "-h")
	for _, s := range []string{"[-base URL | -fix]", "-fix\n", "fixed", "edits"} {
		if !strings.Contains(help, s) {
			t.Errorf("-h output does not mention %q:\n%s", s, help)
		}
	}
}

// TestFixLineNumbers checks the numbers of the lines that have no fix
// over many batches, and over files of several batches each.
func TestFixLineNumbers(t *testing.T) {
	const n = 5000
	var in strings.Builder
	var want []string
	for i := 1; i <= n; i++ {
		if i%997 == 0 {
			fmt.Fprintf(&in, "http://h_%d/\n", i)
			want = append(want, fmt.Sprintf("urlcheck: %s:%d: %s", stdinName, i, fixError(t, fmt.Sprintf("http://h_%d/", i))))
		} else {
			fmt.Fprintf(&in, "http://h/~%d\n", i)
		}
	}
	stdout, stderr, code := runCommand(t, in.String(), "-fix")
	if diff := cmp.Diff(want, lines(stderr)); diff != "" {
		t.Errorf("stderr (-want +got):\n%s", diff)
	}
	out := lines(stdout)
	if len(out) != n || code != exitInvalid {
		t.Fatalf("%d lines, exit status %d; want %d and %d", len(out), code, n, exitInvalid)
	}
	for i, l := range out {
		want := fmt.Sprintf("http://h/%%7E%d", i+1)
		if (i+1)%997 == 0 {
			want = "-"
		}
		if l != want {
			t.Fatalf("line %d: %q, want %q", i+1, l, want)
		}
	}

	file := writeFile(t, "many.txt", in.String())
	_, stderr, _ = runCommand(t, "", "-fix", file, file)
	var twice []string
	for range 2 {
		for _, w := range want {
			twice = append(twice, strings.Replace(w, stdinName, file, 1))
		}
	}
	if diff := cmp.Diff(twice, lines(stderr)); diff != "" {
		t.Errorf("two files: stderr (-want +got):\n%s", diff)
	}
}

// TestFixJSON checks the keys that -fix adds to -json, "fixed" and
// "edits", after "url"; that the edits applied to the line give the
// fix; and that -fix changes nothing else in the objects, nor in the
// exit status but that it is 1 only when a line has no fix.
func TestFixJSON(t *testing.T) {
	type edits = []any
	ed := func(offset int, old, new, code string) map[string]any {
		return map[string]any{"offset": float64(offset), "old": old, "new": new, "code": code}
	}
	for _, c := range []struct {
		line  string
		fixed any // nil for null
		edits any // nil for null
	}{
		{"http://h/", "http://h/", edits{}},
		{"http://h/#frag", "http://h/#frag", edits{}},
		{"http://h/~joe/~~x", "http://h/%7Ejoe/%7E%7Ex", edits{ed(9, "~", "%7E", "note-unsafe"), ed(14, "~~", "%7E%7E", "note-unsafe")}},
		{"https://h/s?q=a/b|c", "https://h/s?q=a%2Fb%7Cc", edits{ed(15, "/", "%2F", "note-search-char"), ed(17, "|", "%7C", "note-unsafe")}},
		{"<URL:ftp://h/pub/>", "ftp://h/pub/", edits{ed(0, "<URL:", "", "note-url-wrapper"), ed(17, ">", "", "note-url-wrapper")}},
		{"http://h/100%", "http://h/100%25", edits{ed(12, "%", "%25", "note-escape")}},
		{"http://h/a#b#c", "http://h/a#b%23c", edits{ed(12, "#", "%23", "note-fragment")}},
		{"http://h/\x1b[31m", "http://h/%1B%5B31m", edits{ed(9, "\x1b[", "%1B%5B", "note-unsafe")}},
		{"http://h/\xff", "http://h/%FF", edits{ed(9, "\ufffd", "%FF", "note-unsafe")}}, // JSON has no byte 0xFF
		{"http://a_b.example/", nil, nil},
		{"", nil, nil},
	} {
		t.Run(fmt.Sprintf("%q", c.line), func(t *testing.T) {
			stdout, stderr, code := runCommand(t, c.line+"\n", "-fix", "-json")
			if !strings.HasPrefix(stdout, `{"url":`) || !strings.Contains(stdout, `,"fixed":`) ||
				strings.Index(stdout, `,"fixed":`) > strings.Index(stdout, `,"edits":`) ||
				strings.Index(stdout, `,"edits":`) > strings.Index(stdout, `,"valid":`) {
				t.Errorf("keys not in the order url, fixed, edits, valid:\n%s", stdout)
			}
			objs := decodeLines(t, stdout)
			if len(objs) != 1 {
				t.Fatalf("%d objects, want 1", len(objs))
			}
			got := objs[0]
			want := map[string]any{"fixed": c.fixed, "edits": c.edits}
			if diff := cmp.Diff(want, map[string]any{"fixed": got["fixed"], "edits": got["edits"]}); diff != "" {
				t.Errorf("fixed and edits (-want +got):\n%s", diff)
			}
			// The JSON output writes bytes that are not UTF-8 as U+FFFD,
			// so that its edits no longer apply to the line.
			edits, _ := got["edits"].([]any)
			if s, ok := got["fixed"].(string); ok && utf8.ValidString(c.line) {
				if applied := applyEdits(t, c.line, edits); applied != s {
					t.Errorf("the edits applied to the line give %q, not the fix %q", applied, s)
				}
			}
			delete(got, "fixed")
			delete(got, "edits")
			plain, _, plainCode := runCommand(t, c.line+"\n", "-json")
			if diff := cmp.Diff(decodeLines(t, plain), []map[string]any{got}); diff != "" {
				t.Errorf("the rest of the object, against -json alone (-want +got):\n%s", diff)
			}
			wantCode, wantErr := exitValid, ""
			if c.fixed == nil {
				wantCode, wantErr = exitInvalid, "urlcheck: (standard input):1: "+fixError(t, c.line)+"\n"
			}
			if code != wantCode || stderr != wantErr {
				t.Errorf("exit status %d, stderr %q; want %d and %q", code, stderr, wantCode, wantErr)
			}
			wantPlain := exitInvalid
			if got["valid"] == true {
				wantPlain = exitValid
			}
			if plainCode != wantPlain {
				t.Errorf("-json alone: exit status %d, want %d", plainCode, wantPlain)
			}
		})
	}
}

// applyEdits applies the JSON edits to line, checking that each one's
// old text is the line's at its offset, in increasing order of offsets
// without overlap.
func applyEdits(t *testing.T, line string, edits []any) string {
	t.Helper()
	var b strings.Builder
	at := 0
	for _, e := range edits {
		e := e.(map[string]any)
		off, old := int(e["offset"].(float64)), e["old"].(string)
		if off < at || !strings.HasPrefix(line[off:], old) {
			t.Fatalf("edit %v does not apply to %q after offset %d", e, line, at)
		}
		b.WriteString(line[at:off])
		b.WriteString(e["new"].(string))
		at = off + len(old)
	}
	b.WriteString(line[at:])
	return b.String()
}

// TestFixCorpus runs -fix over kasztp.txt and checks every line of its
// output: a line that is a valid URL comes back unchanged; any other
// either comes back as a URL and fragment that parse, the library's
// fix, or as "-", with a message on standard error that gives its file
// and number. It logs how many invalid lines were repaired. It checks
// -fix -json too: its "fixed" is the text output's line, and its edits
// give it from the line.
func TestFixCorpus(t *testing.T) {
	kasztpFile := corpustest.Path(t, "kasztp.txt")
	in := corpustest.Lines(t, "kasztp.txt")
	stdout, stderr, code := runCommand(t, "", "-fix", kasztpFile)
	out := lines(stdout)
	if len(out) != len(in) {
		t.Fatalf("%d lines of output for %d lines of input", len(out), len(in))
	}
	var wantErr []string
	invalid, repaired := 0, 0
	for i, line := range in {
		got := out[i]
		if parser.Check(line) == nil {
			if got != line {
				t.Errorf("line %d, valid: %q became %q", i+1, line, got)
			}
			continue
		}
		invalid++
		fixed, err := parser.Fix(line)
		if got == "-" {
			if err == nil {
				t.Errorf("line %d: %q has no fix, but the library fixes it as %q", i+1, line, fixed.Text)
			}
			wantErr = append(wantErr, fmt.Sprintf("urlcheck: %s:%d: %s", term.Escape(kasztpFile), i+1, fixError(t, line)))
			continue
		}
		repaired++
		if u, _, err := parser.ParseReference(got); u == nil || err != nil {
			t.Errorf("line %d: the fix %q of %q does not parse: %v", i+1, got, line, err)
		}
		if err != nil || got != fixed.Text {
			t.Errorf("line %d: %q fixed as %q, the library gives %q, %v", i+1, line, got, fixed.Text, err)
		}
	}
	if diff := cmp.Diff(wantErr, lines(stderr)); diff != "" {
		t.Errorf("stderr (-want +got):\n%s", diff)
	}
	wantCode := exitValid
	if len(wantErr) > 0 {
		wantCode = exitInvalid
	}
	if code != wantCode {
		t.Errorf("exit status %d, want %d", code, wantCode)
	}
	t.Logf("%s: %d lines, %d invalid, %d repaired, %d without a fix", kasztpFile, len(in), invalid, repaired, len(wantErr))

	jsonOut, jsonErr, jsonCode := runCommand(t, "", "-fix", "-json", kasztpFile)
	objs := decodeLines(t, jsonOut)
	if len(objs) != len(in) {
		t.Fatalf("-json: %d objects for %d lines", len(objs), len(in))
	}
	for i, obj := range objs {
		fixed, ok := obj["fixed"].(string)
		if !ok {
			fixed = "-"
		}
		if fixed != out[i] || ok != (obj["edits"] != nil) {
			t.Errorf("-json line %d: fixed %v, edits %v; the text output has %q", i+1, obj["fixed"], obj["edits"], out[i])
			continue
		}
		if ok && utf8.ValidString(in[i]) {
			if applied := applyEdits(t, in[i], obj["edits"].([]any)); applied != fixed {
				t.Errorf("-json line %d: the edits applied to %q give %q, not the fix %q", i+1, in[i], applied, fixed)
			}
		}
	}
	if jsonErr != stderr || jsonCode != code {
		t.Errorf("-json: stderr and exit status %d differ from the text output's %d", jsonCode, code)
	}
}

// TestFixNamesEscaped checks that a file name in a message of -fix is
// escaped as the command's other messages escape it.
func TestFixNamesEscaped(t *testing.T) {
	name := filepath.Join(t.TempDir(), "a\x1b[31m\u202eb.txt")
	if err := os.WriteFile(name, []byte("http://a_b/\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, stderr, _ := runCommand(t, "", "-fix", name)
	want := "urlcheck: " + term.Escape(name) + ":1: " + fixError(t, "http://a_b/") + "\n"
	if stderr != want {
		t.Errorf("stderr %q, want %q", stderr, want)
	}
}
