package schemetest_test

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar/gen"
	"github.com/urlsyntax/rfc1738/grammar/gen/schemetest"
	"github.com/urlsyntax/rfc1738/grammar/interp"
)

// recorder is a testing.TB that keeps what a check reports, so that the
// tests can see it fail.
type recorder struct {
	testing.TB
	errors []string
}

func (r *recorder) Errorf(format string, args ...any) {
	r.errors = append(r.errors, fmt.Sprintf(format, args...))
}

// Fatal records and stops the goroutine, as testing's does: record runs
// each check in a goroutine of its own.
func (r *recorder) Fatal(args ...any) {
	r.errors = append(r.errors, fmt.Sprint(args...))
	runtime.Goexit()
}
func (r *recorder) Helper()             {}
func (r *recorder) Logf(string, ...any) {}

// record runs check with a recorder, in a goroutine of its own, and
// returns what it reported.
func record(t *testing.T, check func(r *recorder)) []string {
	r := &recorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		check(r)
	}()
	<-done
	return r.errors
}

// ftpInputs are a few ftp URLs; their variations hold valid and invalid
// ones.
var ftpInputs = []string{"ftp://u:p@h.example/a/b;type=i", "ftp://h:21/"}

func automatonOf(t *testing.T, part ast.SchemePart) *schemetest.Subject {
	g, err := interp.ReadURL(part)
	if err != nil {
		t.Fatal(err)
	}
	a, err := interp.BuildAutomaton(g)
	if err != nil {
		t.Fatal(err)
	}
	return &schemetest.Subject{Part: part, Automaton: a}
}

func TestCheck(t *testing.T) {
	good := &recorder{TB: t}
	schemetest.Check(good, schemetest.Subject{Part: &ast.FTPPart{}}, ftpInputs)
	if len(good.errors) > 0 {
		t.Errorf("the FTP grammar: %s", strings.Join(good.errors, "\n"))
	}

	// A generated parser that builds another tree.
	g, err := interp.ReadURL(&ast.FTPPart{})
	if err != nil {
		t.Fatal(err)
	}
	wrong := func(in string) *ast.URL {
		u, _ := g.Interpret(in).(*ast.URL)
		if u != nil {
			u.Scheme = &ast.Scheme{Text: "x"}
		}
		return u
	}
	bad := &recorder{TB: t}
	schemetest.Check(bad, schemetest.Subject{Part: &ast.FTPPart{}, Generated: wrong}, ftpInputs)
	if len(bad.errors) == 0 || !strings.Contains(strings.Join(bad.errors, "\n"), "-interpreter +generated") {
		t.Errorf("a wrong generated parser: %q", bad.errors)
	}

	// Another scheme's automaton.
	other := automatonOf(t, &ast.HTTPPart{})
	bad = &recorder{TB: t}
	schemetest.Check(bad, schemetest.Subject{Part: &ast.FTPPart{}, Automaton: other.Automaton}, ftpInputs)
	if len(bad.errors) == 0 || !strings.Contains(bad.errors[0], "not the one built") {
		t.Errorf("another scheme's automaton: %q", bad.errors)
	}

	// No Part.
	if errs := record(t, func(r *recorder) { schemetest.Check(r, schemetest.Subject{}, ftpInputs) }); len(errs) == 0 {
		t.Error("a Subject without a Part passed")
	}
}

func TestVariations(t *testing.T) {
	got := schemetest.Variations([]string{"ab"}, "x", "y")
	want := []string{"ab", "", "yab", "b", "xb", "a", "ayb", "ax", "aby"}
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("Variations = %q, want %q", got, want)
	}
}

func TestCurrent(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "zz_generated.go")
	s := gen.AuthorScheme{Name: "ftpx", Part: &ast.FTPPart{}}
	if err := os.WriteFile(path, []byte("package p\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := &recorder{TB: t}
	schemetest.Current(r, path, "p", s)
	if len(r.errors) != 1 || !strings.Contains(r.errors[0], "run go generate") {
		t.Errorf("a stale file: %q", r.errors)
	}
}

// upperPart is a part whose tags read "k" or "K" but whose String
// always writes "K": its trees do not print the URL they were read from.
type upperPart struct {
	ast.Span
	Lower bool     `parser:"'/' '/' ( @'k' | 'K' )"`
	Host  ast.Text `parser:"@Alpha+"`
}

func (p *upperPart) String() string { return "//K" + string(p.Host) }

func (*upperPart) Production() ast.Production {
	return ast.Production{Name: "upperurl", RFC: "test", Section: "1", Rule: `upperurl = "//" ( "k" | "K" ) 1*alpha`}
}

func (*upperPart) DefaultPort() (int, bool) { return 0, false }

// TestCheckPrintsAsWritten checks that Check refuses a part whose trees
// print another text than the URL they were read from.
func TestCheckPrintsAsWritten(t *testing.T) {
	errs := record(t, func(r *recorder) {
		schemetest.Check(r, schemetest.Subject{Part: &upperPart{}}, []string{"x://kab", "x://Kab"})
	})
	if !strings.Contains(strings.Join(errs, "\n"), `the tree prints as "x://Kab"`) {
		t.Errorf("a part that prints K for k: %q", errs)
	}
}
