package parser_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/parser"
)

// goldenFindings writes what Find finds in text, one finding a line:
// its position, form and text, then "ok", or its error's position, its
// most specific code and the position and code of each note.
func goldenFindings(text string, mode parser.FindMode) string {
	var b strings.Builder
	fs := parser.Find(text, mode)
	valid := 0
	for i := range fs {
		f := &fs[i]
		fmt.Fprintf(&b, "%s %s %q", f.Pos, f.Form, f.Text)
		var e *parser.Error
		if !errors.As(f.Err, &e) {
			valid++
			b.WriteString(" ok\n")
			continue
		}
		fmt.Fprintf(&b, " %s %s", f.Position(e.Offset), e.SpecificCode())
		for _, n := range e.Notes {
			fmt.Fprintf(&b, " [%s %s]", f.Position(n.Offset), n.Code)
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "%d found, %d valid, %d invalid\n", len(fs), valid, len(fs)-valid)
	return b.String()
}

// TestFindGolden compares what Find finds in the texts of testdata/find
// (a Markdown file with URLs in every form, code and prose words among
// them, read without FindCode; and plain text, read with it), and in the
// RFCs of ../../shared/spec when they are there, with the reviewed
// golden files; -update writes them instead.
func TestFindGolden(t *testing.T) {
	type input struct{ path, golden string }
	var inputs []input
	local, err := filepath.Glob("testdata/find/*.md")
	if err != nil {
		t.Fatal(err)
	}
	txt, _ := filepath.Glob("testdata/find/*.txt")
	for _, p := range append(local, txt...) {
		inputs = append(inputs, input{p, p + ".golden"})
	}
	for _, name := range []string{"rfc1738.txt", "rfc1808.txt"} {
		inputs = append(inputs, input{filepath.Join("..", "..", "shared", "spec", name), filepath.Join("testdata", "find", name+".golden")})
	}
	for _, in := range inputs {
		t.Run(filepath.Base(in.path), func(t *testing.T) {
			text, err := os.ReadFile(in.path)
			if os.IsNotExist(err) && strings.Contains(in.path, "shared") {
				t.Skipf("%s is absent: the shared specs are not checked out", in.path)
			}
			if err != nil {
				t.Fatal(err)
			}
			mode := parser.FindCode // plain text: backticks quote `like this'
			if strings.HasSuffix(in.path, ".md") {
				mode = 0
			}
			got := goldenFindings(string(text), mode)
			if *parser.Update {
				if err := os.WriteFile(in.golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(in.golden)
			if err != nil {
				t.Fatalf("%v (go test ./parser -run TestFindGolden -update writes it)", err)
			}
			if diff := cmp.Diff(string(want), got); diff != "" {
				t.Errorf("Find on %s (-%s +got):\n%s", in.path, in.golden, diff)
			}
		})
	}
}
