package docs

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// measuredFigure matches what only a measurement can say: a duration, in
// ns, µs, ms or s or in words; a speed ratio, with "×" or "times faster";
// or a percentage of time (TestMeasuredFigure has examples). Such
// figures drift with every change and machine, so they live only in the
// tables .ci/bench writes (the README's and speed.md's); a comment says
// "several times" or "a few", and links speed.md where the size matters.
// Words such as "several" and "a few" are not matched, nor sizes, which
// are mostly bounds that tests check.
var measuredFigure = regexp.MustCompile(`(?i)` +
	`\b\d+(\.\d+)?\s*(ns|µs|us|ms|s)\b` +
	`|\d+(\.\d+)?\s*×` +
	`|\b\d+(\.\d+)?x (faster|slower)` +
	`|\b(\d+|two|three|four|five|six|seven|eight|nine|ten|twenty|hundred)( to \w+)? times (faster|slower|as (fast|slow|quick))` +
	`|\d+(\.\d+)?\s*%\s*(faster|slower|less|more|of the time)` +
	`|\b(\d+|tens|hundreds|thousands|one|two|three|four|five|ten|hundred|several hundred)( of)? (nanoseconds|microseconds|milliseconds)\b`)

// TestFigureFree checks that no comment in the module's hand-written Go
// files, examples included, quotes a measured figure. Generated files
// are left out: their comments come from the generator's templates,
// whose own comments this test reads.
func TestFigureFree(t *testing.T) {
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != ".." && strings.HasPrefix(d.Name(), ".") {
			return fs.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		for _, f := range figuresIn(t, path) {
			t.Errorf("%s: a measured figure in a comment (docs/speed.md holds them): %s", f.pos, f.text)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// figure is a comment line that quotes a measured figure.
type figure struct {
	pos  token.Position
	text string
}

// figuresIn returns the comment lines of the Go file at path that
// measuredFigure matches, none for a generated file.
func figuresIn(t *testing.T, path string) []figure {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		t.Errorf("%s: %v", path, err)
		return nil
	}
	if ast.IsGenerated(f) {
		return nil
	}
	var found []figure
	for _, g := range f.Comments {
		for _, c := range g.List {
			pos := fset.Position(c.Pos())
			for i, line := range strings.Split(c.Text, "\n") {
				if measuredFigure.MatchString(line) {
					at := pos
					at.Line += i
					found = append(found, figure{at, strings.TrimSpace(line)})
				}
			}
		}
	}
	return found
}

// TestMeasuredFigure checks that measuredFigure tells a measured figure
// from the words and sizes comments may hold.
func TestMeasuredFigure(t *testing.T) {
	for _, tc := range []struct {
		line string
		want bool
	}{
		{"the interpreter, four to ten times slower", true},
		{"2.5× net/url's", true},
		{"a parse takes 330 ns", true},
		{"about 1 s, 4 s under the race detector", true},
		{"tens of microseconds for a URL", true},
		{"several hundred nanoseconds more", true},
		{"Run reads a URL in about 60% of the time", true},
		{"a 4x faster loop", true},
		{"several times faster (docs/speed.md)", false},
		{"a few milliseconds", false},
		{"at most 64 bytes a byte of input, 64 KiB", false},
		{`"ftp://host:80x/" is an error at the "/"`, false},
		{"four times the input may take at most eight times as long", false},
		{"steps 2a and 2b", false},
		{"%s and %d", false},
	} {
		if got := measuredFigure.MatchString(tc.line); got != tc.want {
			t.Errorf("measuredFigure.MatchString(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}
