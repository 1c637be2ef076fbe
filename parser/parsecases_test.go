package parser_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/internal/errortest"
	"github.com/urlsyntax/rfc1738/parser"
)

// schemeProductions are the schemes that section 5 gives a production
// of their own, with that production and the section that defines it.
// A URL of any other scheme follows the generic syntax.
var schemeProductions = map[string]struct{ name, section string }{
	"ftp":      {"ftpurl", "3.2"},
	"http":     {"httpurl", "3.3"},
	"gopher":   {"gopherurl", "3.4"},
	"mailto":   {"mailtourl", "3.5"},
	"news":     {"newsurl", "3.6"},
	"nntp":     {"nntpurl", "3.7"},
	"telnet":   {"telneturl", "3.8"},
	"wais":     {"waisurl", "3.9"},
	"file":     {"fileurl", "3.10"},
	"prospero": {"prosperourl", "3.11"},
}

// schemeOf returns the scheme that in starts with, in lower case, or ""
// when it starts with none followed by ":".
func schemeOf(in string) string {
	i := strings.IndexByte(in, ':')
	if i <= 0 {
		return ""
	}
	for _, c := range in[:i] {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '+' || c == '-' || c == '.') {
			return ""
		}
	}
	return strings.ToLower(in[:i])
}

// warning is a Validate finding as the tests compare it.
type warning struct {
	Offset     int
	Production string
	Severity   parser.Severity
}

func warningsOf(l parser.ErrorList) []warning {
	var out []warning
	for _, e := range l {
		out = append(out, warning{e.Offset, e.Production.Name, e.Severity})
	}
	return out
}

func warn(off int, prod string) warning { return warning{off, prod, parser.SeverityWarning} }

// checkNodes checks that every node of u spans input[Pos:End], that its
// text there is what String returns, and that children lie inside their
// parent in input order.
func checkNodes(t *testing.T, input string, u *ast.URL) {
	t.Helper()
	type frame struct {
		n    ast.Node
		next int // where the next child may start
	}
	stack := []frame{{next: 0}}
	ast.Inspect(u, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return false
		}
		top := &stack[len(stack)-1]
		pos, end := n.Pos(), n.End()
		if pos < top.next || end < pos || end > len(input) || top.n != nil && end > top.n.End() {
			t.Errorf("%s [%d,%d) lies outside its parent or before its sibling (parent %T, next %d)", grammar.Of(n).Name, pos, end, top.n, top.next)
			return false
		}
		if got := input[pos:end]; got != n.String() {
			t.Errorf("%s: input[%d:%d] = %q, String() = %q", grammar.Of(n).Name, pos, end, got, n.String())
		}
		top.next = end
		stack = append(stack, frame{n, pos})
		return true
	})
}

type validCase struct {
	name  string
	in    string
	want  view
	warns []warning
}

// checkValid parses tc.in and compares its components and warnings. It
// also checks that the URL's scheme chose its production: a scheme of
// section 5 its own, any other the generic one.
func checkValid(t *testing.T, tc validCase) {
	t.Helper()
	u, err := parser.Parse(tc.in)
	if err != nil {
		t.Fatalf("Parse(%q): %v", tc.in, err)
	}
	if d := cmp.Diff(tc.want, viewOf(u)); d != "" {
		t.Errorf("Parse(%q) (-want +got):\n%s", tc.in, d)
	}
	if got := u.String(); got != tc.in {
		t.Errorf("Parse(%q).String() = %q", tc.in, got)
	}
	checkNodes(t, tc.in, u)
	if d := cmp.Diff(tc.warns, warningsOf(parser.Validate(u))); d != "" {
		t.Errorf("Validate(Parse(%q)) (-want +got):\n%s", tc.in, d)
	}
	got := grammar.Of(u.Part).Name
	if want, ok := schemeProductions[u.Scheme.Name()]; ok && got != want.name {
		t.Errorf("Parse(%q) read the scheme part as %s, want %s", tc.in, got, want.name)
	} else if !ok && got != "ip-schemepart" && got != "schemepart" {
		t.Errorf("Parse(%q) read the scheme part of an unregistered scheme as %s", tc.in, got)
	}
}

// synErr is a syntax error as the tests compare it.
type synErr struct {
	Offset     int
	Production string
	Found      string
}

type invalidCase struct {
	name string
	in   string
	want synErr
}

// checkInvalid parses tc.in, which is no URL, and compares its syntax
// error with tc.want, which the table works out from the BNF of section
// 5: the offset is the first impossible byte (tc.in[:Offset] is still
// the start of some valid URL, tc.in[:Offset+1] is not), the production
// the innermost one that every way of going on from there lies in. The
// error's offset, Expected and End are also checked against the oracle
// (errortest.CheckOracle), which decides the same questions without the
// parser's automaton.
func checkInvalid(t *testing.T, tc invalidCase) {
	t.Helper()
	u, err := parser.Parse(tc.in)
	var e *parser.Error
	if !errors.As(err, &e) {
		t.Fatalf("Parse(%q) = %v, %v; want a *parser.Error", tc.in, u, err)
	}
	if u != nil {
		t.Errorf("Parse(%q) returned a tree with its error", tc.in)
	}
	if e.Severity != parser.SeverityError || e.Code != parser.CodeSyntax {
		t.Errorf("Severity = %v, Code = %q; want error, %q", e.Severity, e.Code, parser.CodeSyntax)
	}
	msg := err.Error()
	// Section 5: a URL of a scheme with its own production is read by
	// it, so its error names it.
	if sp, ok := schemeProductions[schemeOf(tc.in)]; ok {
		in := fmt.Sprintf("; in %s, RFC 1738 section %s)", sp.name, sp.section)
		if e.Scheme.Name != sp.name {
			t.Errorf("Parse(%q): Scheme = %q, want %q", tc.in, e.Scheme.Name, sp.name)
		}
		if e.Production.Name == sp.name {
			// Section 5 writes the rule the error quotes; sp.section explains it.
			if !strings.Contains(msg, "(RFC 1738 section 5, explained in section "+sp.section+": "+sp.name+" = ") {
				t.Errorf("Error() = %q does not cite %s, section %s", msg, sp.name, sp.section)
			}
		} else if !strings.Contains(msg, in) {
			t.Errorf("Error() = %q does not name the scheme's production: want %q", msg, in)
		}
	} else if e.Scheme.Name != "" || strings.Contains(msg, "; in ") {
		t.Errorf("Parse(%q): a URL of the generic syntax names a scheme production: Scheme %q, %q", tc.in, e.Scheme.Name, msg)
	}
	if d := cmp.Diff(tc.want, synErr{e.Offset, e.Production.Name, e.Found}); d != "" {
		t.Fatalf("Parse(%q) (-want +got):\n%s\n%v", tc.in, d, err)
	}
	if prefix := fmt.Sprintf("offset %d: %s: ", tc.want.Offset, tc.want.Production); !strings.HasPrefix(msg, prefix) {
		t.Errorf("Error() = %q, want it to start with %q", msg, prefix)
	}
	if !strings.Contains(msg, "("+e.Production.Cite()) {
		t.Errorf("Error() = %q does not cite %q", msg, e.Production.Cite())
	}
	errortest.CheckOracle(t, tc.in, e)
}
