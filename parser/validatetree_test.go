package parser_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestValidateChangedTree checks that Validate judges the tree it is
// given, not the text it was parsed from: the generic checks, reached
// through the login of the generic syntax or the hostport of http, and
// the checks of a scheme's own validator.
func TestValidateChangedTree(t *testing.T) {
	for _, tc := range []struct {
		in       string
		hostPort func(u *ast.URL) *ast.HostPort
	}{
		{"x-ip://10.0.0.1:80/", func(u *ast.URL) *ast.HostPort { return u.Login().HostPort }},
		{"http://10.0.0.1:80/", (*ast.URL).HostPort},
	} {
		u := mustParse(t, tc.in)
		if l := parser.Validate(u); len(l) != 0 {
			t.Fatalf("%s: Validate before the change = %v, want nothing", tc.in, l)
		}
		hp := tc.hostPort(u)
		hp.Port.Text = "70000"
		hp.Host.Number.Parts[3].Text = "300"
		want := []warning{warn(14, "hostnumber"), warn(16, "port")}
		l := parser.Validate(u)
		if d := cmp.Diff(want, warningsOf(l)); d != "" {
			t.Errorf("%s: Validate after the change (-want +got):\n%s", tc.in, d)
		}
		if l.Err() != nil || len(l.Warnings()) != 2 || len(l.Errors()) != 0 {
			t.Errorf("%s: Err() = %v, %d warnings, %d errors; want nil, 2, 0", tc.in, l.Err(), len(l.Warnings()), len(l.Errors()))
		}
	}

	// ftptype = "A" | "I" | "D" | "a" | "i" | "d": any other letter is an
	// error, which no parse can produce.
	u := mustParse(t, "ftp://h/a;type=d")
	u.Part.(*ast.FTPPart).Typecode.Text = "x"
	l := parser.Validate(u)
	if len(l) != 1 || l[0].Production.Name != "ftptype" || l[0].Offset != 15 || l.Err() == nil {
		t.Errorf("ftp typecode x: Validate = %v, want one error in ftptype at 15", l)
	}
	// An nntp article number 0 is no article NNTP gives (a warning).
	u = mustParse(t, "nntp://h/g/1")
	u.Part.(*ast.NNTPPart).Article.Text = "0"
	if d := cmp.Diff([]warning{warn(11, "digits")}, warningsOf(parser.Validate(u))); d != "" {
		t.Errorf("nntp article 0: Validate (-want +got):\n%s", d)
	}
	// A search without a path cannot be written in an http URL.
	u = mustParse(t, "http://h/?q")
	u.Part.(*ast.HTTPPart).Path = nil
	if l := parser.Validate(u); l.Err() == nil {
		t.Errorf("http search without path: Validate = %v, want an error", l)
	}
}
