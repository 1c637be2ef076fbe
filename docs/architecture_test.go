package docs

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// modulePath is the import path of the module the pages document.
const modulePath = "github.com/urlsyntax/rfc1738"

// TestImportsDrawn checks architecture.md's list of imports against
// go list: every package of the module outside examples/ and docs has
// its line, and each line names exactly the module's packages it
// imports, so that the page cannot drift from the code.
func TestImportsDrawn(t *testing.T) {
	drawn, err := drawnImports("architecture.md")
	if err != nil {
		t.Fatal(err)
	}
	if len(drawn) == 0 {
		t.Fatal("architecture.md: no line of the form package ─► imports under \"## The imports\"")
	}
	listed := listedImports(t)
	if diff := cmp.Diff(listed, drawn); diff != "" {
		t.Errorf("architecture.md's imports differ from go list (-go list +drawn):\n%s", diff)
	}
}

// TestDrawnImportsParse checks that parseDrawn reads the forms the page
// uses, so that TestImportsDrawn cannot pass on a page it misread.
func TestDrawnImportsParse(t *testing.T) {
	page := "# A\n\n```\nx ─► y\n```\n\n## The imports\n\ntext ─► not in a block\n\n```\n" +
		"rfc1738       ─► parser, ast\n" +
		"ast           ─► nothing\n" +
		"not an edge\n" +
		"```\n\n```\nz ─► y\n```\n"
	got, err := parseDrawn(bufio.NewScanner(strings.NewReader(page)))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]string{"rfc1738": {"ast", "parser"}, "ast": {}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("parseDrawn (-want +got):\n%s", diff)
	}
	if _, err := parseDrawn(bufio.NewScanner(strings.NewReader("## The imports\n```\na ─► b\na ─► c\n```\n"))); err == nil {
		t.Error("parseDrawn accepted a package drawn twice")
	}
}

// drawnImports reads the list of imports in the first code block of
// the page's "## The imports" section.
func drawnImports(page string) (map[string][]string, error) {
	f, err := os.Open(page)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return parseDrawn(bufio.NewScanner(f))
}

// parseDrawn reads the lines "package ─► a, b" (or "─► nothing") of the
// first code block after "## The imports", each list sorted.
func parseDrawn(sc *bufio.Scanner) (map[string][]string, error) {
	drawn := map[string][]string{}
	section, block := false, false
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "## "):
			section = line == "## The imports"
		case section && strings.HasPrefix(line, "```"):
			if block {
				return drawn, nil
			}
			block = true
		case block:
			if err := addEdges(drawn, line); err != nil {
				return nil, err
			}
		}
	}
	return drawn, sc.Err()
}

// addEdges adds the imports one line draws, if it draws any.
func addEdges(drawn map[string][]string, line string) error {
	from, to, ok := strings.Cut(line, "─►")
	if !ok {
		return nil
	}
	from = strings.TrimSpace(from)
	if _, dup := drawn[from]; dup {
		return fmt.Errorf("%s is drawn twice", from)
	}
	imports := []string{}
	if to = strings.TrimSpace(to); to != "nothing" {
		for _, p := range strings.Split(to, ",") {
			imports = append(imports, strings.TrimSpace(p))
		}
	}
	slices.Sort(imports)
	drawn[from] = imports
	return nil
}

// listedImports returns, for each package of the module outside
// examples/ and docs, the module's packages it imports, named as the
// page names them: by their path in the module, the root as rfc1738.
func listedImports(t *testing.T) map[string][]string {
	out, err := exec.Command("go", "list", "-f", `{{.ImportPath}}{{range .Imports}} {{.}}{{end}}`, "../...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	listed := map[string][]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		pkg, ok := inModule(fields[0])
		if !ok || pkg == "docs" || strings.HasPrefix(pkg, "examples/") {
			continue
		}
		imports := []string{}
		for _, imp := range fields[1:] {
			if p, ok := inModule(imp); ok {
				imports = append(imports, p)
			}
		}
		slices.Sort(imports)
		listed[pkg] = imports
	}
	return listed
}

// inModule returns path's name in the page, and whether it is a package
// of this module.
func inModule(path string) (string, bool) {
	if path == modulePath {
		return "rfc1738", true
	}
	rest, ok := strings.CutPrefix(path, modulePath+"/")
	return rest, ok
}
