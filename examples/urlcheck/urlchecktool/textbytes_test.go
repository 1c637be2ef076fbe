package urlchecktool

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/parser"
)

// rawDoc is a document with what a terminal would be shown escaped: a
// byte order mark, CRLF line breaks, a form feed, Latin-1 bytes that are
// not UTF-8, NUL and ESC, around URLs that -fix edits; rawFixed is the
// document fixed, the same bytes but for the edits.
const (
	rawDoc   = "\ufeffTitle\r\nSee http://h/~a and caf\xe9\r\n\fPage 2\r\n<URL:ftp://h/\r\n ~b> \x00\x1b[1m\r\nlast http://h/x y\r\n"
	rawFixed = "\ufeffTitle\r\nSee http://h/%7Ea and caf\xe9\r\n\fPage 2\r\n<URL:ftp://h/\r\n %7Eb> \x00\x1b[1m\r\nlast http://h/x y\r\n"
)

// TestFixKeepsTheBytes checks that -text -fix, written to a file or a
// pipe, writes the document's bytes exactly but for the URLs' edits,
// and that its diff, applied (patchLines, and patch -p0 when there is
// one), makes the same bytes of the file, whose name has a space; and
// that on a terminal the same output is escaped.
func TestFixKeepsTheBytes(t *testing.T) {
	dir := t.TempDir()
	name := "a doc.txt"
	if err := os.WriteFile(filepath.Join(dir, name), []byte(rawDoc), 0o644); err != nil {
		t.Fatal(err)
	}
	fixed, stderr, code := runCommand(t, rawDoc, "-text", "-fix")
	if fixed != rawFixed || code != exitValid {
		t.Errorf("-text -fix writes (status %d, %q)\n%q\nwant\n%q", code, stderr, fixed, rawFixed)
	}
	diff, _, _ := runCommand(t, "", "-text", "-fix", "-diff", filepath.Join(dir, name))
	got, err := patchLines(rawDoc, diff)
	if err != nil || got != rawFixed {
		t.Errorf("the diff applied: %v\n%q\nwant\n%q\ndiff:\n%q", err, got, rawFixed, diff)
	}
	shown, _, _ := runOnTerminal(t, rawDoc, "-text", "-fix")
	if want := `\ufeffTitle\r` + "\n" + `See http://h/%7Ea and caf\xe9\r`; !strings.HasPrefix(shown, want) {
		t.Errorf("-text -fix on a terminal writes\n%s\nwant it to start with\n%s", shown, want)
	}
	if _, err := exec.LookPath("patch"); err != nil {
		t.Log("no patch: the diff is applied in Go only")
		return
	}
	rel := diffIn(t, dir, name)
	cmd := exec.Command("patch", "-p0", "--dry-run")
	cmd.Dir = dir
	cmd.Stdin = strings.NewReader(rel)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("patch -p0 --dry-run: %v\n%s\ndiff:\n%q", err, out, rel)
	}
	cmd = exec.Command("patch", "-p0", "-s")
	cmd.Dir = dir
	cmd.Stdin = strings.NewReader(rel)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("patch -p0: %v\n%s", err, out)
	}
	b, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil || string(b) != rawFixed {
		t.Errorf("patch -p0 makes (%v)\n%q\nwant\n%q", err, b, rawFixed)
	}
}

// TestDiffName checks how a diff's header writes file names: as they
// are, or quoted as GNU diff quotes them and patch reads them.
func TestDiffName(t *testing.T) {
	for _, c := range []struct{ name, want string }{
		{"a.md", "a.md"},
		{"dir/café.md", "dir/café.md"},
		{"a doc.md", `"a doc.md"`},
		{`a"b\c.md`, `"a\"b\\c.md"`},
		{"a\tb\nc", `"a\tb\nc"`},
		{"x\x1b\u202e\xe9", `"x\033\342\200\256\351"`},
	} {
		if diff := cmp.Diff(c.want, diffName(c.name)); diff != "" {
			t.Errorf("diffName(%q) (-want +got):\n%s", c.name, diff)
		}
	}
}

// diffIn returns the diff of -text -fix -diff on the file name, run in
// dir, as patch -p0 is.
func diffIn(t *testing.T, dir, name string) string {
	t.Helper()
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	defer os.Chdir(wd)
	d, _, _ := runCommand(t, "", "-text", "-fix", "-diff", name)
	return d
}

// TestWriteBack checks -w: each document fixed is written over its file,
// byte for byte but for the edits, its permissions kept, through a
// symbolic link too, and nothing to standard output; a document that
// has nothing to fix is not written; and -w without files, or with
// -diff or -json, is a usage error.
func TestWriteBack(t *testing.T) {
	dir := t.TempDir()
	doc := filepath.Join(dir, "a doc.txt")
	same := filepath.Join(dir, "same.md")
	link := filepath.Join(dir, "link.txt")
	if err := os.WriteFile(doc, []byte(rawDoc), 0o640); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(same, []byte("http://h/\n"), 0o400); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(doc, link); err != nil {
		t.Fatal(err)
	}
	stdout, stderr, code := runCommand(t, "", "-text", "-fix", "-w", link, same)
	if stdout != "" || stderr != "" || code != exitValid {
		t.Errorf("-w: status %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	b, err := os.ReadFile(doc)
	if err != nil || string(b) != rawFixed {
		t.Errorf("-w writes (%v)\n%q\nwant\n%q", err, b, rawFixed)
	}
	if fi, err := os.Lstat(doc); err != nil || fi.Mode() != 0o640 {
		t.Errorf("-w leaves the file %v (%v), want -rw-r-----", fi.Mode(), err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("-w replaces the link (%v)", err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 3 {
		t.Errorf("-w leaves %d files in the directory, want 3", len(entries))
	}
	for _, args := range [][]string{
		{"-text", "-fix", "-w"},
		{"-text", "-fix", "-w", "-"},
		{"-text", "-fix", "-w", "-diff", doc},
		{"-text", "-fix", "-w", "-json", doc},
		{"-text", "-w", doc},
		{"-fix", "-w", doc},
	} {
		if _, stderr, code := runCommand(t, "", args...); code != exitError || !strings.Contains(stderr, "-w needs") {
			t.Errorf("urlcheck %q: status %d, stderr %q", args, code, stderr)
		}
	}
}

// FuzzFixEditsOnlyURLs checks, on any document, plain text and
// Markdown, that every edit of -text -fix lies in the URL it fixes and
// replaces the bytes it says it does, and that the document written (to
// a file or a pipe) is the input with those edits and nothing else:
// byte for byte the input when there are none.
func FuzzFixEditsOnlyURLs(f *testing.F) {
	f.Add(rawDoc, false)
	f.Add("See <http://h/a for the café menu (~5 items) -> here.\r\n", true)
	f.Add("[x](http://h/\\~a) 详见 http://h/~。<URL:ftp://h/\n ~b> <URL:http://h/~\n\nx", true)
	f.Add("Use ``` and:\n```\nhttp://h/~a\n```\n\f\xe9 http://h/~b\r\n", true)
	p, err := parser.New()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, text string, markdown bool) {
		if len(text) > 2048 {
			return
		}
		mode := parser.FindCode
		args := []string{"-text", "-fix"}
		if markdown {
			mode = 0
			args = append(args, "-markdown")
		}
		o := textOptions{p: p, fix: true}
		var edits []edit
		findings := p.Find(text, mode)
		for i := range findings {
			fd := &findings[i]
			r := o.reportOf("doc", fd)
			for _, e := range r.Edits {
				if e.Offset < fd.Pos.Offset || e.Offset+len(e.Old) > fd.End || text[e.Offset:e.Offset+len(e.Old)] != e.Old {
					t.Fatalf("edit %+v of the URL %q at %d-%d: not its bytes", e, fd.Text, fd.Pos.Offset, fd.End)
				}
			}
			edits = append(edits, r.Edits...)
		}
		got, _, _ := runCommand(t, text, args...)
		if want := editDocument(text, edits); got != want {
			t.Errorf("-text -fix writes\n%q\nwant the input with its edits\n%q", got, want)
		}
	})
}
