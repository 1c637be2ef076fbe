package parser_test

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// FuzzParse checks what must hold for every input:
//
//   - Parse returns, neither panicking nor hanging (see bounded), a tree
//     or an error, never both, never neither;
//   - an error is an *Error, or an ErrorList holding at least one error,
//     and every offset in it lies within the input;
//   - a tree prints back to the input byte for byte, by its String
//     method and by printer.Fprint in raw form, and every node's span
//     holds that node's text;
//   - ParseReference agrees with Parse: on input without "#" it gives
//     the same tree or the same error and no fragment; after appending
//     "#" and a fragment to a valid input, the same tree and that
//     fragment; on input with a "#", the tree or error Parse gives for
//     the text before it.
//
// Its seed corpus, testdata/fuzz/FuzzParse, is written by
// TestFuzzSeeds -update from the shared corpora. The canonical
// form has a target of its own, FuzzCanonical.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"http://www.iec.ch/about/mission-e.htm", "ftp://@host/", "news:comp.os.unix", "foo:", "http://host:/", "http://h/a#f", "x:#%zz"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		u, err := parse(t, input)
		checkResult(t, input, u, err)
		checkReference(t, input, u, err)
	})
}

// hangLimit is how long one Parse may take before the fuzz targets call
// it a hang, far above what any parse takes, diagnosis included
// (docs/speed.md); Go's fuzzer has no
// time limit of its own for one input (golang.org/issue/48157).
const hangLimit = 10 * time.Second

// parse is parser.Parse, failing the test instead of panicking or
// hanging.
func parse(t *testing.T, input string) (u *ast.URL, err error) {
	t.Helper()
	bounded(t, "Parse", input, func() { u, err = parser.Parse(input) })
	return u, err
}

// parseReference is parser.ParseReference, failing the test instead of
// panicking or hanging.
func parseReference(t *testing.T, input string) (u *ast.URL, frag *ast.Fragment, err error) {
	t.Helper()
	bounded(t, "ParseReference", input, func() { u, frag, err = parser.ParseReference(input) })
	return u, frag, err
}

// bounded runs call in a goroutine of its own and fails the test when
// it panics or has not returned after hangLimit. The goroutine keeps
// running after a hang is reported; the failing test ends the fuzzing
// run anyway, and the input is saved to testdata/fuzz.
func bounded(t *testing.T, what, input string, call func()) {
	t.Helper()
	done := make(chan string, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- fmt.Sprintf("%v\n%s", r, debug.Stack())
			}
		}()
		call()
		done <- ""
	}()
	timer := time.NewTimer(hangLimit)
	defer timer.Stop()
	select {
	case p := <-done:
		if p != "" {
			t.Fatalf("%s(%q) panicked: %s", what, input, p)
		}
	case <-timer.C:
		t.Fatalf("%s(%q) has not returned after %v", what, input, hangLimit)
	}
}

// checkResult checks what Parse returned for input.
func checkResult(t *testing.T, input string, u *ast.URL, err error) {
	t.Helper()
	if (u == nil) == (err == nil) {
		t.Fatalf("Parse(%q) = %v, %v: want exactly one of a tree and an error", input, u, err)
	}
	if err != nil {
		var pe *parser.Error
		var list parser.ErrorList
		switch {
		case errors.As(err, &pe):
			if pe.Offset < 0 || pe.Offset > len(input) {
				t.Fatalf("Parse(%q): offset %d outside the input: %v", input, pe.Offset, err)
			}
		case errors.As(err, &list):
			if len(list.Errors()) == 0 {
				t.Fatalf("Parse(%q): an ErrorList of warnings only: %v", input, err)
			}
			for _, e := range list {
				if e.Offset < 0 || e.Offset > len(input) {
					t.Fatalf("Parse(%q): offset %d outside the input: %v", input, e.Offset, err)
				}
			}
		default:
			t.Fatalf("Parse(%q): error of type %T: %v", input, err, err)
		}
		return
	}
	if got := u.String(); got != input {
		t.Fatalf("Parse(%q).String() = %q", input, got)
	}
	var b bytes.Buffer
	if err := printer.Fprint(&b, u); err != nil || b.String() != input {
		t.Fatalf("printer.Fprint(Parse(%q)) = %q, %v", input, b.String(), err)
	}
	ast.Inspect(u, func(n ast.Node) bool {
		if n == nil {
			return false
		}
		if n.Pos() < 0 || n.End() > len(input) || n.Pos() > n.End() || input[n.Pos():n.End()] != n.String() {
			t.Fatalf("Parse(%q): %T spans [%d,%d) but prints %q", input, n, n.Pos(), n.End(), n.String())
		}
		return true
	})
}

// referenceFragment is the fragment checkReference appends to valid
// input: every kind of character a fragment may hold.
const referenceFragment = "a1$-_.+!*'(),;/?:@&=%41%2f"

// checkReference checks that ParseReference agrees with Parse, which
// gave u and err for input.
func checkReference(t *testing.T, input string, u *ast.URL, err error) {
	t.Helper()
	hash := strings.IndexByte(input, '#')
	if hash < 0 {
		ru, frag, rerr := parseReference(t, input)
		if frag != nil || (rerr == nil) != (err == nil) {
			t.Fatalf("ParseReference(%q) = %v, %v, %v; Parse gave %v", input, ru, frag, rerr, err)
		}
		if err != nil {
			if rerr.Error() != err.Error() {
				t.Fatalf("ParseReference(%q) error %q; Parse error %q", input, rerr, err)
			}
			return
		}
		sameTree(t, "ParseReference", input, ru, u)
		withFrag := input + "#" + referenceFragment
		ru, frag, rerr = parseReference(t, withFrag)
		if rerr != nil {
			t.Fatalf("ParseReference(%q): %v; Parse(%q) succeeded", withFrag, rerr, input)
		}
		sameTree(t, "ParseReference", withFrag, ru, u)
		checkFragment(t, withFrag, len(input), frag)
		return
	}
	// "#" is unsafe (section 2.2): no URL holds one.
	if err == nil {
		t.Fatalf("Parse(%q) accepts a %q", input, '#')
	}
	ru, frag, rerr := parseReference(t, input)
	pu, perr := parse(t, input[:hash])
	switch {
	case perr != nil:
		if rerr == nil || rerr.Error() != perr.Error() || ru != nil || frag != nil {
			t.Fatalf("ParseReference(%q) = %v, %v, %v; Parse(%q) gave error %q", input, ru, frag, rerr, input[:hash], perr)
		}
	case rerr != nil:
		var pe *parser.Error
		if !errors.As(rerr, &pe) || pe.Offset <= hash || pe.Offset > len(input) || validFragment(input[hash+1:]) {
			t.Fatalf("ParseReference(%q) error %v, though %q parses and the error is not in a fragment that has a byte it may not hold", input, rerr, input[:hash])
		}
	default:
		sameTree(t, "ParseReference", input, ru, pu)
		checkFragment(t, input, hash, frag)
	}
}

// sameTree fails the test when got, what call gave for input, is not the
// tree Parse gave.
func sameTree(t *testing.T, call, input string, got, want *ast.URL) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%s(%q) gives another tree than Parse (-Parse +%s):\n%s", call, input, call, cmp.Diff(want, got))
	}
}

// checkFragment checks the fragment ParseReference gave for input, whose
// first "#" is at hash.
func checkFragment(t *testing.T, input string, hash int, frag *ast.Fragment) {
	t.Helper()
	if frag == nil || frag.String() != input[hash+1:] || frag.Pos() != hash+1 || frag.End() != len(input) {
		t.Fatalf("ParseReference(%q): fragment %#v, want %q at [%d,%d)", input, frag, input[hash+1:], hash+1, len(input))
	}
}

// validFragment reports whether s is a fragment by RFC 1808's syntax,
// fragment = *( uchar | reserved ), read from the character classes and
// not from the parser under test.
func validFragment(s string) bool {
	for i := 0; i < len(s); i++ {
		switch grammar.Class(s[i]) {
		case grammar.Alpha, grammar.Digit, grammar.Safe, grammar.Extra, grammar.Reserved:
			continue
		}
		if !grammar.EscapeAt(s, i) {
			return false
		}
		i += 2
	}
	return true
}
