package bnf

import (
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar/interp"
)

// clashPart is a scheme's part whose user is RFC 2384's, a rule of the
// name of RFC 1738's user.
type (
	clashPart struct {
		ast.Span
		User     *clashUser    `parser:"'/' '/' ( (?= (Alpha | Digit)+ '@' ) @@ '@' )?"`
		HostPort *ast.HostPort `parser:"@@"`
	}
	clashUser struct {
		ast.Span
		Text ast.Text `parser:"@( Alpha | Digit )+"`
	}
)

func (*clashPart) String() string           { return "" }
func (*clashPart) DefaultPort() (int, bool) { return 0, false }
func (*clashPart) Production() ast.Production {
	return ast.Production{Name: "clashurl", RFC: "RFC 2384", Section: "3"}
}
func (*clashUser) String() string { return "" }
func (*clashUser) Production() ast.Production {
	return ast.Production{Name: "user", RFC: "RFC 2384", Section: "4"}
}

// TestClash checks that a rule named like another RFC's is recorded as
// a clash, which BuiltIn refuses, rather than drawn as one rule.
func TestClash(t *testing.T) {
	generic, err := interp.ReadURL(&ast.IPSchemePart{}, &ast.OpaquePart{})
	if err != nil {
		t.Fatal(err)
	}
	own, err := interp.ReadURL(&clashPart{})
	if err != nil {
		t.Fatal(err)
	}
	g := Recover(generic, SchemeGrammar{Name: "clash", Grammar: own})
	if len(g.clashes) != 1 || !strings.Contains(g.clashes[0], "user is the name of RFC 1738's rule") {
		t.Errorf("clashes = %q", g.clashes)
	}
	if g := Recover(generic); len(g.clashes) != 0 {
		t.Errorf("RFC 1738's grammar alone clashes: %q", g.clashes)
	}
}
