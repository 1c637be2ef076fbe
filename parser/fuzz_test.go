package parser_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// FuzzParse checks what must hold for every input: Parse returns, without
// panicking, either a tree that prints back to the input byte for byte,
// with every node's span holding that node's text, or an *Error whose
// offset lies within the input; ParseReference agrees with Parse on input
// without "#". Its seed corpus, testdata/fuzz/FuzzParse, holds the URLs
// of conformance-public.txt and samples of the other corpora.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"http://www.iec.ch/about/mission-e.htm", "ftp://@host/", "news:comp.os.unix", "foo:", "http://host:/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		u, err := parser.Parse(input)
		checkResult(t, input, u, err)
		if strings.IndexByte(input, '#') >= 0 {
			return
		}
		ru, frag, rerr := parser.ParseReference(input)
		if frag != nil || (rerr == nil) != (err == nil) {
			t.Fatalf("ParseReference(%q) = %v, %v, %v; Parse gave %v", input, ru, frag, rerr, err)
		}
		if err != nil && rerr.Error() != err.Error() {
			t.Fatalf("ParseReference(%q) error %q; Parse error %q", input, rerr, err)
		}
	})
}

func checkResult(t *testing.T, input string, u *ast.URL, err error) {
	t.Helper()
	if err != nil {
		var pe *parser.Error
		var list parser.ErrorList
		switch {
		case errors.As(err, &pe):
			if pe.Offset < 0 || pe.Offset > len(input) {
				t.Fatalf("Parse(%q): offset %d outside the input: %v", input, pe.Offset, err)
			}
		case errors.As(err, &list):
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
