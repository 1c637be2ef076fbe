package rfc1738_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// notLinked are the packages a program that parses with the built-in
// schemes must not link: the generator and every package under it
// (grammar/gen/...), participle (the grammar's oracle, whose lexer
// compiles regular expressions when the program starts), and the reader
// and interpreter of tags (tagsyntax, interp), which only schemes
// without generated code, traces and EBNF need. The generated parsers'
// runtime, grammar/treeparse, is linked by every program that parses,
// which is why it is not under grammar/gen.
var notLinked = regexp.MustCompile(`^(go/(parser|printer|format)|github\.com/alecthomas/participle(/[^.]+)?|regexp|text/scanner|github\.com/urlsyntax/rfc1738/grammar/(gen(/[^.]+)?|peg|interp|internal/tagsyntax))\.`)

// interpInit is the one function of package grammar/interp that may be
// linked: its package initialization, which package parser's import
// brings.
const interpInit = "github.com/urlsyntax/rfc1738/grammar/interp.init"

// maxBinaryRatio bounds testdata/hello's stripped size, as a multiple
// of testdata/hellonet's. The bound is there to catch what a parse does
// not run but a program may link by mistake: the validators, the
// printer, the tag reader, participle. Each of those costs more than a
// built-in scheme's generated parser and automaton, so the bound leaves
// room for a few more schemes, and for a Go release's growth, and sits
// below testdata/hellovalidate, the same program with the validators,
// which the test checks it still catches. A scheme that takes hello over
// it may raise it, as long as hellovalidate stays above; so may the
// notes of a parse's errors, which a parse runs, each worded in English
// and French.
const maxBinaryRatio = 1.43

// TestLinkedPackages builds testdata/hello, which parses one URL with the
// root package, and checks that its binary holds no code of notLinked.
// It also holds the size of the stripped binary to maxBinaryRatio times
// testdata/hellonet's, the same program with net/url, and checks that
// testdata/hellovalidate's, which links the validators, is over it.
func TestLinkedPackages(t *testing.T) {
	if testing.Short() {
		t.Skip("builds two programs")
	}
	dir := t.TempDir()
	build := func(pkg, out string, stripped bool) string {
		args := []string{"build", "-o", filepath.Join(dir, out)}
		if stripped {
			args = append(args, "-ldflags=-s -w")
		}
		cmd := exec.Command("go", append(args, pkg)...)
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go build %s: %v\n%s", pkg, err, b)
		}
		return filepath.Join(dir, out)
	}
	bin := build("./testdata/hello", "hello", false)
	out, err := exec.Command("go", "tool", "nm", bin).Output()
	if err != nil {
		t.Fatalf("go tool nm: %v", err)
	}
	seen := map[string]bool{}
	for _, line := range strings.Split(string(out), "\n") {
		f := strings.Fields(line)
		if len(f) < 3 || (f[len(f)-2] != "T" && f[len(f)-2] != "t") {
			continue
		}
		if sym := f[len(f)-1]; notLinked.MatchString(sym) && sym != interpInit {
			pkg := packageOf(sym)
			if !seen[pkg] {
				seen[pkg] = true
				t.Errorf("the binary links %s (%s)", pkg, sym)
			}
		}
	}
	size := func(path string) int64 {
		fi, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		return fi.Size()
	}
	ours := size(build("./testdata/hello", "hello-stripped", true))
	theirs := size(build("./testdata/hellonet", "hellonet-stripped", true))
	ratio := float64(ours) / float64(theirs)
	t.Logf("stripped: %d bytes with rfc1738, %d with net/url: %.3f×", ours, theirs, ratio)
	if ratio > maxBinaryRatio {
		t.Errorf("the program is %.3f times net/url's, over %.2f: look for what it links that parsing does not run (go build -ldflags=-dumpdep)", ratio, maxBinaryRatio)
	}
	validating := float64(size(build("./testdata/hellovalidate", "hellovalidate-stripped", true))) / float64(theirs)
	t.Logf("stripped with the validators: %.3f× net/url's", validating)
	if validating <= maxBinaryRatio {
		t.Errorf("a program that links the validators is %.3f times net/url's, within the bound of %.2f, which no longer catches a stray link: lower it", validating, maxBinaryRatio)
	}
}

// TestNotLinkedMatches checks which symbols of go tool nm notLinked
// names, so that TestLinkedPackages cannot pass on a pattern that misses
// the generator's packages or refuses the runtime every parse needs.
func TestNotLinkedMatches(t *testing.T) {
	const mod = "github.com/urlsyntax/rfc1738/"
	for sym, want := range map[string]bool{
		mod + "grammar/gen.Emit":                        true,
		mod + "grammar/gen/schemetest.Check":            true,
		mod + "grammar/gen/internal/leak.(*Part).Pos":   true,
		mod + "grammar/peg.init":                        true,
		mod + "grammar/internal/tagsyntax.Parse":        true,
		"github.com/alecthomas/participle/v2.Build":     true,
		"github.com/alecthomas/participle/v2/lexer.New": true,
		"regexp.Compile":                                true,
		mod + "grammar/treeparse.(*Cursor).Run":         false,
		mod + "grammar/automaton.(*Automaton).Run":      false,
		mod + "grammar.init":                            false,
		mod + "grammar/generic.F":                       false,
		mod + "parser.Parse":                            false,
	} {
		if got := notLinked.MatchString(sym); got != want {
			t.Errorf("notLinked.MatchString(%q) = %v, want %v", sym, got, want)
		}
	}
}

// packageOf returns the import path of the package that symbol sym of
// go tool nm belongs to: what precedes the first "." after its last "/".
func packageOf(sym string) string {
	slash := strings.LastIndex(sym, "/") + 1
	if dot := strings.Index(sym[slash:], "."); dot >= 0 {
		return sym[:slash+dot]
	}
	return sym
}
