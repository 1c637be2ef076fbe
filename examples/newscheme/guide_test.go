package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestGuide follows docs/adding-a-scheme.md in a fresh module, as an
// author would: it takes the guide's Go code from that page, writes it
// into the files the steps name (the part in package rtsp of module
// github.com/you/mod, the go:generate line in package rtspparse, the
// registration and the test), runs go generate, and runs the module's
// tests. It fails when the guide's code no longer compiles or its steps
// no longer work together. The module requires this one through a
// replace directive, and go runs offline (GOPROXY=off), from the module
// cache that this module's own build filled.
func TestGuide(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and tests a module: not in -short")
	}
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	guide, err := os.ReadFile(filepath.Join(root, "docs", "adding-a-scheme.md"))
	if err != nil {
		t.Fatal(err)
	}
	files := guideFiles(t, guideBlocks(t, string(guide)))
	dir := t.TempDir()
	files["go.mod"] = "module github.com/you/mod\n\ngo 1.22\n\nrequire github.com/urlsyntax/rfc1738 v0.0.0\n\nreplace github.com/urlsyntax/rfc1738 => " + root + "\n"
	for name, text := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// go mod tidy stands for the author's go get: it writes go.sum,
	// go-cmp's lines included, which schemetest needs. It also loads the
	// tests of the dependencies (participle's import modules that no
	// build of this one downloads, so that a fresh module cache lacks
	// them) and, offline, cannot fetch them: -e leaves those out. A
	// module that the guide's code needs and the cache lacks still fails
	// the commands after it, which run with go.mod and go.sum read-only,
	// as they do for the author.
	for _, args := range [][]string{{"mod", "tidy", "-e"}, {"generate", "./..."}, {"vet", "./..."}, {"test", "-count=1", "./..."}} {
		goIn(t, dir, args...)
	}
	if _, err := os.Stat(filepath.Join(dir, "rtspparse", "zz_generated.go")); err != nil {
		t.Errorf("go generate wrote no rtspparse/zz_generated.go: %v", err)
	}
}

// goIn runs the go command in dir, offline, and fails the test with its
// output when it fails.
func goIn(t *testing.T, dir string, args ...string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = dir
	// GOSUMDB=off: go.sum is written from the module cache, whose
	// modules go verified when it downloaded them.
	cmd.Env = append(os.Environ(), "GOPROXY=off", "GOSUMDB=off", "GOFLAGS=", "GOWORK=off", "GOTOOLCHAIN=local")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
	}
}

// guideBlocks returns the Go code blocks of docs/adding-a-scheme.md, in
// order, up to step 6: its mains of the teaching tools build the explain
// command and the live page (a module of its own), which their own tests
// cover.
func guideBlocks(t *testing.T, guide string) []string {
	t.Helper()
	if !strings.HasPrefix(guide, "# Adding a scheme\n") {
		t.Fatal(`docs/adding-a-scheme.md does not start with "# Adding a scheme"`)
	}
	section, _, ok := strings.Cut(guide, "\n## 6. Show it\n")
	if !ok {
		t.Fatal(`docs/adding-a-scheme.md has no "## 6. Show it" section`)
	}
	var blocks []string
	for _, m := range regexp.MustCompile("(?s)```go\n(.*?)```").FindAllStringSubmatch(section, -1) {
		blocks = append(blocks, m[1])
	}
	return blocks
}

// guidePlaceholders are the guide's words that stand for code, and the
// code that the test writes in their place. Each must be in the guide
// once: a guide that loses or changes one fails here, and the test is
// then changed with it.
var guidePlaceholders = []struct{ old, new string }{
	{"{ /* the part as written */ }", `{
	if p == nil {
		return ""
	}
	s := "//" + p.HostPort.String()
	if p.Path != nil {
		s += "/" + p.Path.String()
		if p.Query != nil {
			s += "?" + p.Query.String()
		}
	}
	return s
}`},
}

// guideFiles returns the module's files, by path, made of the guide's
// blocks: each block is recognised by what it declares, and goes into
// the file of the step that shows it, with the package clause and the
// imports that the guide leaves out.
func guideFiles(t *testing.T, blocks []string) map[string]string {
	t.Helper()
	steps := []struct {
		marker string // what identifies the block
		path   string
		head   string // before the block
		tail   string // after it
	}{
		{"type Part struct", "rtsp/rtsp.go",
			"// Package rtsp is the guide's part.\npackage rtsp\n\nimport \"github.com/urlsyntax/rfc1738/ast\"\n\n", ""},
		{"parser.New(", "rtsp/new_test.go",
			"package rtsp_test\n\nimport (\n\t\"strings\"\n\t\"testing\"\n\n\t\"github.com/urlsyntax/rfc1738/parser\"\n\t\"github.com/you/mod/rtsp\"\n)\n\nfunc TestNew(t *testing.T) {\n",
			"\tif err != nil {\n\t\tt.Fatal(err)\n\t}\n\tu, err := p.Parse(\"RTSP://media.example.com:554/twister/audiotrack\")\n\tif err != nil {\n\t\tt.Fatal(err)\n\t}\n\tif _, ok := u.Part.(*rtsp.Part); !ok {\n\t\tt.Errorf(\"part %T, want *rtsp.Part\", u.Part)\n\t}\n\tif _, err := p.Parse(\"rtsp://h:x/\"); err == nil || !strings.Contains(err.Error(), \"; in rtsp_URL, RFC 2326 section 3.2\") {\n\t\tt.Errorf(\"error %v does not name rtsp_URL\", err)\n\t}\n}\n"},
		{"func init()", "register/register.go",
			"// Package register registers the guide's scheme on the default parser.\npackage register\n\nimport (\n\t\"github.com/urlsyntax/rfc1738/parser\"\n\t\"github.com/you/mod/rtsp\"\n)\n\n", ""},
		{"//go:generate", "rtspparse/generate.go",
			"// Package rtspparse is the guide's generated parser.\npackage rtspparse\n\n", ""},
		{"func TestGenerated(", "rtspparse/generated_test.go",
			"package rtspparse_test\n\nimport (\n\t\"testing\"\n\n\t\"github.com/urlsyntax/rfc1738/grammar/gen\"\n\t\"github.com/urlsyntax/rfc1738/grammar/gen/schemetest\"\n\t\"github.com/you/mod/rtsp\"\n\t\"github.com/you/mod/rtspparse\"\n)\n\nvar inputs = []string{\"rtsp://media.example.com:554/twister/audiotrack\", \"rtsp://u:p@192.0.2.7/a%20b/c;d?e=f&g\", \"rtsp://h.example\"}\n\n", ""},
	}
	if len(blocks) != len(steps) {
		t.Fatalf("the guide has %d Go blocks, want the %d this test places:\n%s", len(blocks), len(steps), strings.Join(blocks, "----\n"))
	}
	files := map[string]string{
		// The registration's test: the package-level functions read a
		// scheme that Register added in an init.
		"register/register_test.go": "package register_test\n\nimport (\n\t\"testing\"\n\n\t\"github.com/urlsyntax/rfc1738/parser\"\n\t\"github.com/you/mod/rtsp\"\n\t_ \"github.com/you/mod/register\"\n)\n\nfunc TestRegistered(t *testing.T) {\n\tu, err := parser.Parse(\"rtsp://h/a?b\")\n\tif err != nil {\n\t\tt.Fatal(err)\n\t}\n\tif _, ok := u.Part.(*rtsp.Part); !ok {\n\t\tt.Errorf(\"part %T, want *rtsp.Part\", u.Part)\n\t}\n}\n",
	}
	for i, s := range steps {
		b := blocks[i]
		if !strings.Contains(b, s.marker) {
			t.Fatalf("Go block %d of the guide has no %q, which this test expects there:\n%s", i+1, s.marker, b)
		}
		for _, ph := range guidePlaceholders {
			switch n := strings.Count(b, ph.old); {
			case n > 1:
				t.Fatalf("Go block %d has %q %d times", i+1, ph.old, n)
			case n == 1:
				b = strings.Replace(b, ph.old, ph.new, 1)
			}
		}
		files[s.path] = s.head + b + s.tail
	}
	for _, ph := range guidePlaceholders {
		if strings.Count(strings.Join(blocks, ""), ph.old) != 1 {
			t.Errorf("the guide no longer has %q once: change guidePlaceholders with it", ph.old)
		}
	}
	return files
}
