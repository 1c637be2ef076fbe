package urlchecktool

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestText checks -text on small documents: the lines it writes, on
// which stream, and its exit status, in each mode.
func TestText(t *testing.T) {
	dir := t.TempDir()
	md := filepath.Join(dir, "a.md")
	if err := os.WriteFile(md, []byte("Note: `http://h/~` is code.\nSee http://h/~x and <URL:ftp://h/\n ~y>.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	up := filepath.Join(dir, "UP.MARKDOWN")
	if err := os.WriteFile(up, []byte("`http://h/~`\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	txt := filepath.Join(dir, "a.txt")
	if err := os.WriteFile(txt, []byte("Note: `http://h/~` is no code here.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	unsafe := func(file string, line, col int, c string, prod string) []string {
		at := file + ":" + strconv.Itoa(line) + ":" + strconv.Itoa(col) + ": note-unsafe: " + prod + ": "
		return []string{
			at + `found "` + c + `", expected an xchar (a letter, a digit, a safe, extra or reserved character, or an escape) or the end of the URL (RFC 1738 section 5, explained in section 3.` + map[string]string{"httpurl": `3: httpurl = "http://" hostport [ "/" hpath [ "?" search ]])`, "ftpurl": `2: ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]])`}[prod],
			"\t" + at + `RFC 1738 section 2.2 allows "` + c + `" only escaped: write %7E`,
			"\t" + file + ":" + strconv.Itoa(line) + ":" + strconv.Itoa(col) + ": note-later-unreserved: " + prod + `: later RFCs allow "~" unescaped, as an unreserved character (RFC 2396 section 2.3, RFC 3986 section 2.3); RFC 1738 does not`,
		}
	}
	for _, c := range []struct {
		name   string
		args   []string
		stdin  string
		stdout []string
		stderr []string
		code   int
	}{
		{"markdown skips code", []string{"-text", md}, "", append(unsafe(md, 2, 14, "~", "httpurl"), unsafe(md, 3, 2, "~", "ftpurl")...), nil, exitInvalid},
		{"plain text reads backticks", []string{"-text", txt}, "", unsafe(txt, 1, 17, "~", "httpurl"), nil, exitInvalid},
		{"standard input as markdown", []string{"-text", "-markdown"}, "`http://h/~` x http://h/~\n", unsafe(stdinName, 1, 25, "~", "httpurl"), nil, exitInvalid},
		{"markdown by name", []string{"-text", up}, "", nil, nil, exitValid},
		{"markdown without text", []string{"-markdown"}, "", nil, []string{"urlcheck: -markdown needs -text"}, exitError},
		{"standard input", []string{"-text"}, "x http://h/~\n", unsafe(stdinName, 1, 12, "~", "httpurl"), nil, exitInvalid},
		{"valid", []string{"-text", "-"}, "Note: http://h/ and <URL:ftp://h/>.\n", nil, nil, exitValid},
		{"no URL", []string{"-text", "-"}, "Note: nothing.\n", nil, nil, exitValid},
		{"warning", []string{"-text", "-"}, "http://h:99999/\n", []string{
			`(standard input):1:10: port-range: warning: port: port 99999 is above 65535, the highest TCP port (RFC 1738 section 5, explained in section 3.1: port = digits)`,
		}, nil, exitValid},
		{"warning offset inside", []string{"-text", "-"}, "see prospero://h/a;x=1;x=2\n", []string{
			`(standard input):1:23: prospero-field-again: warning: fieldspec: field "x" is given again (first at offset 18); RFC 1738 does not say which value identifies the target (RFC 1738 section 5, explained in section 3.11: fieldspec = ";" fieldname "=" fieldvalue)`,
		}, nil, exitValid},
		{"nowarn", []string{"-text", "-nowarn", "-"}, "http://h:99999/\n", nil, nil, exitValid},
		{"unreadable", []string{"-text", filepath.Join(dir, "missing"), txt}, "", unsafe(txt, 1, 17, "~", "httpurl"),
			[]string{"urlcheck: open " + filepath.Join(dir, "missing") + ": no such file or directory"}, exitError},
		{"fix", []string{"-text", "-fix", md}, "", []string{"Note: `http://h/~` is code.", "See http://h/%7Ex and <URL:ftp://h/", " %7Ey>."}, nil, exitValid},
		{"fix no fix", []string{"-text", "-fix", "-"}, "a http://a_b.h/ b http://h/~\n", []string{"a http://a_b.h/ b http://h/%7E"}, []string{
			`urlcheck: (standard input):1:11: note-host-char: no fix: httpurl: found "_", expected a letter, a digit, "-", ".", "/", ":" or the end of the URL (RFC 1738 section 5, explained in section 3.3: httpurl = "http://" hostport [ "/" hpath [ "?" search ]])`,
		}, exitInvalid},
		{"fix markdown escapes", []string{"-text", "-fix", "-"}, "[x](http://h/\\~a\\~) [y](http://h/a\\(b\\))\n", []string{`[x](http://h/\%7Ea\%7E) [y](http://h/a\(b\))`}, nil, exitValid},
		{"fix no prose", []string{"-text", "-fix", "-"}, "See <http://h/a for the café menu (~5 items) -> here.\n详见 http://h/a。（http://h/c）\n", []string{
			"See <http://h/a for the café menu (~5 items) -> here.", "详见 http://h/a。（http://h/c）"}, nil, exitValid},
		{"fix unclosed quote", []string{"-text", "-fix", "-"}, "a <URL:http://h/~x\n\nb http://h/~\n", []string{"a <URL:http://h/~x", "", "b http://h/%7E"}, []string{
			`urlcheck: (standard input):1:19: unclosed-quote: no fix: URL in context: "<URL:" is not closed: the appendix quotes a URL as "<URL:" url ">" (RFC 1738's appendix: "<URL:" url ">")`,
		}, exitInvalid},
		{"fix across a line break", []string{"-text", "-fix", "-"}, "<URL:http://h/~\n ~>", []string{"<URL:http://h/%7E", " %7E>"}, nil, exitValid},
		{"diff", []string{"-text", "-fix", "-diff", md}, "", []string{
			"--- " + md, "+++ " + md, "@@ -1,3 +1,3 @@", " Note: `http://h/~` is code.",
			"-See http://h/~x and <URL:ftp://h/", "- ~y>.", "+See http://h/%7Ex and <URL:ftp://h/", "+ %7Ey>.",
		}, nil, exitValid},
		{"diff unchanged", []string{"-text", "-fix", "-diff", "-"}, "http://h/\n", nil, nil, exitValid},
		{"diff without fix", []string{"-text", "-diff"}, "", nil, []string{"urlcheck: -diff needs -text and -fix, without -json"}, exitError},
		{"diff with json", []string{"-text", "-fix", "-diff", "-json"}, "", nil, []string{"urlcheck: -diff needs -text and -fix, without -json"}, exitError},
		{"base", []string{"-text", "-base", "http://a/"}, "", nil, []string{"urlcheck: -text and -base cannot be used together"}, exitError},
	} {
		t.Run(c.name, func(t *testing.T) {
			stdout, stderr, code := runCommand(t, c.stdin, c.args...)
			if diff := cmp.Diff(c.stdout, splitLines(stdout)); diff != "" {
				t.Errorf("urlcheck %q: stdout (-want +got):\n%s", c.args, diff)
			}
			if diff := cmp.Diff(c.stderr, splitLines(stderr)); diff != "" {
				t.Errorf("urlcheck %q: stderr (-want +got):\n%s", c.args, diff)
			}
			if code != c.code {
				t.Errorf("urlcheck %q: exit status %d, want %d", c.args, code, c.code)
			}
		})
	}
}

// splitLines returns the lines of s, nil when it is empty.
func splitLines(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(strings.TrimSuffix(s, "\n"), "\n")
}

// TestTextJSON checks the keys that -text adds to each object, the
// positions of its errors and notes, and the edits of -fix, placed in
// the document.
func TestTextJSON(t *testing.T) {
	doc := "x\n<URL:http://h/\n  ~y#f> [a](https://h/b#c)\n"
	stdout, _, code := runCommand(t, doc, "-text", "-json", "-fix")
	objs := decodeLines(t, stdout)
	if code != exitValid || len(objs) != 2 {
		t.Fatalf("exit status %d, %d objects:\n%s", code, len(objs), stdout)
	}
	type obj = map[string]any
	got := []obj{}
	for _, o := range objs {
		g := obj{}
		for _, k := range []string{"file", "line", "column", "offset", "form", "url", "fixed", "edits", "valid", "path"} {
			g[k] = o[k]
		}
		if errs := o["errors"].([]any); len(errs) > 0 {
			e := errs[0].(obj)
			n := e["notes"].([]any)[0].(obj)
			g["error"] = []any{e["offset"], e["line"], e["column"], e["code"], e["specific_code"], n["offset"], n["line"], n["column"], n["code"]}
		}
		got = append(got, g)
	}
	want := []obj{
		{"file": stdinName, "line": 2.0, "column": 1.0, "offset": 2.0, "form": "quoted", "url": "http://h/~y#f",
			"fixed": "http://h/%7Ey#f", "edits": []any{obj{"offset": 19.0, "old": "~", "new": "%7E", "code": "note-unsafe"}},
			"valid": false, "path": nil, "error": []any{19.0, 3.0, 3.0, "syntax", "note-unsafe", 19.0, 3.0, 3.0, "note-unsafe"}},
		{"file": stdinName, "line": 3.0, "column": 13.0, "offset": 29.0, "form": "markdown", "url": "https://h/b#c",
			"fixed": "https://h/b#c", "edits": []any{}, "valid": true, "path": "b"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("urlcheck -text -json -fix (-want +got):\n%s", diff)
	}
}

// TestTextGolden compares urlcheck -text, -text -json and -text -fix
// -diff on testdata/text.md (URLs in every form, code and prose words
// among them) and, when ../shared is there, on the RFCs of its spec,
// with the reviewed golden files in testdata; -update writes them.
func TestTextGolden(t *testing.T) {
	docs := []string{"testdata/text.md", "../../../../shared/spec/rfc1738.txt", "../../../../shared/spec/rfc1808.txt"}
	for _, doc := range docs {
		for _, mode := range []struct {
			suffix string
			args   []string
		}{{".golden.txt", nil}, {".golden.jsonl", []string{"-json"}}, {".golden.diff", []string{"-fix", "-diff"}}} {
			golden := filepath.Join("testdata", strings.TrimSuffix(filepath.Base(doc), filepath.Ext(doc))+mode.suffix)
			t.Run(filepath.Base(golden), func(t *testing.T) {
				if _, err := os.Stat(doc); err != nil && strings.Contains(doc, "shared") {
					t.Skipf("%s is absent: the shared specs are not checked out", doc)
				}
				stdout, stderr, _ := runCommand(t, "", append(append([]string{"-text"}, mode.args...), doc)...)
				got := stdout + stderr
				if *update {
					if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
						t.Fatal(err)
					}
					return
				}
				want, err := os.ReadFile(golden)
				if err != nil {
					t.Fatalf("%v (go test ./examples/urlcheck/urlchecktool -run TestTextGolden -update writes it)", err)
				}
				if diff := cmp.Diff(string(want), got); diff != "" {
					t.Errorf("urlcheck -text %q %s (-%s +got):\n%s", mode.args, doc, golden, diff)
				}
			})
		}
	}
}

// TestDiffApplies checks that the diff of -text -fix -diff turns the
// document into what -text -fix writes, by applying it (patchLines), on
// documents whose changes are near, far, at the start and at the end,
// with and without a last line break.
func TestDiffApplies(t *testing.T) {
	var docs []string
	lines := make([]string, 30)
	for i := range lines {
		lines[i] = "line " + strconv.Itoa(i)
	}
	for _, changed := range [][]int{{0}, {29}, {0, 29}, {5, 6}, {5, 11}, {5, 12}, {5, 13}, {1, 8, 15, 22}, {}} {
		l := append([]string(nil), lines...)
		for _, i := range changed {
			l[i] += " http://h/~" + strconv.Itoa(i)
		}
		doc := strings.Join(l, "\n")
		docs = append(docs, doc, doc+"\n")
	}
	for _, doc := range docs {
		fixed, _, _ := runCommand(t, doc, "-text", "-fix")
		diff, _, _ := runCommand(t, doc, "-text", "-fix", "-diff")
		got, err := patchLines(doc, diff)
		if err != nil {
			t.Fatalf("%v in the diff:\n%s", err, diff)
		}
		if got != fixed {
			t.Errorf("the diff makes\n%q\nof the document, -fix writes\n%q\ndiff:\n%s", got, fixed, diff)
		}
		if (doc == fixed) != (diff == "") {
			t.Errorf("document unchanged %v, diff %q", doc == fixed, diff)
		}
	}
}

// patchLines applies the unified diff d to doc, checking each context
// and removed line against doc, as patch does without fuzz.
func patchLines(doc, d string) (string, error) {
	if d == "" {
		return doc, nil
	}
	old := docLines(doc)
	var out []string
	at := 0 // the next line of old to copy
	dl := strings.SplitAfter(d, "\n")
	if len(dl) < 2 || !strings.HasPrefix(dl[0], "--- ") || !strings.HasPrefix(dl[1], "+++ ") {
		return "", fmt.Errorf("no header")
	}
	for i := 2; i < len(dl) && dl[i] != ""; {
		h := dl[i]
		var oStart, ol, nStart, nl int
		if !parseHunk(h, &oStart, &ol, &nStart, &nl) {
			return "", fmt.Errorf("bad hunk header %q", h)
		}
		start := oStart - 1
		if ol == 0 {
			start = oStart
		}
		if start < at {
			return "", fmt.Errorf("hunk %q before the last", h)
		}
		out = append(out, old[at:start]...)
		at = start
		i++
		gotOld, gotNew := 0, 0
		for i < len(dl) && dl[i] != "" && !strings.HasPrefix(dl[i], "@@") {
			l := dl[i]
			i++
			noNL := i < len(dl) && strings.HasPrefix(dl[i], `\ No newline`)
			if noNL {
				i++
			}
			text := l[1:]
			if noNL {
				text = strings.TrimSuffix(text, "\n")
			}
			switch l[0] {
			case ' ', '-':
				if at >= len(old) || old[at] != text {
					return "", fmt.Errorf("line %d is %q, the diff has %q", at+1, lineAt(old, at), text)
				}
				at++
				gotOld++
				if l[0] == ' ' {
					out = append(out, text)
					gotNew++
				}
			case '+':
				out = append(out, text)
				gotNew++
			default:
				return "", fmt.Errorf("bad line %q", l)
			}
		}
		if gotOld != ol || gotNew != nl {
			return "", fmt.Errorf("hunk %q has %d old and %d new lines", h, gotOld, gotNew)
		}
	}
	return strings.Join(append(out, old[at:]...), ""), nil
}

// parseHunk reads "@@ -a[,b] +c[,d] @@" into a, b, c and d (b and d are
// 1 when left out).
func parseHunk(h string, oStart, ol, nStart, nl *int) bool {
	f := strings.Fields(h)
	if len(f) < 4 || f[0] != "@@" || f[3] != "@@" || f[1][0] != '-' || f[2][0] != '+' {
		return false
	}
	return parseRange(f[1][1:], oStart, ol) && parseRange(f[2][1:], nStart, nl)
}

// parseRange reads "a[,b]" into start and n (1 when b is left out).
func parseRange(r string, start, n *int) bool {
	a, b, ok := strings.Cut(r, ",")
	var err error
	if *start, err = strconv.Atoi(a); err != nil {
		return false
	}
	*n = 1
	if ok {
		*n, err = strconv.Atoi(b)
	}
	return err == nil
}

// lineAt returns line i of l, or "(end)" past its end.
func lineAt(l []string, i int) string {
	if i < len(l) {
		return l[i]
	}
	return "(end)"
}
