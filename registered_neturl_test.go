package rfc1738_test

import (
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// userHostPart is a scheme author's part with a user of its own before
// its host: text that no *ast.Login holds.
type userHostPart struct {
	ast.Span
	User     *ast.User     `parser:"'/' '/' @@ '@'"`
	HostPort *ast.HostPort `parser:"@@"`
}

func (p *userHostPart) String() string {
	return "//" + p.User.String() + "@" + p.HostPort.String()
}
func (*userHostPart) DefaultPort() (int, bool)   { return 0, false }
func (*userHostPart) Production() ast.Production { return ast.Production{Name: "uh"} }

// TestNetURLRegisteredRefuses checks that NetURL refuses, rather than
// drops, what a registered part holds before its host outside a login
// (POP's "user;AUTH=mech@host" would otherwise lose its user).
func TestNetURLRegisteredRefuses(t *testing.T) {
	p, err := parser.New(parser.WithScheme(parser.Scheme{Name: "uh", Part: &userHostPart{}}))
	if err != nil {
		t.Fatal(err)
	}
	u, err := p.Parse("uh://joe@h.example")
	if err != nil {
		t.Fatal(err)
	}
	nu, err := rfc1738.URL{URL: u, Parser: p}.NetURL()
	if err == nil || !strings.Contains(err.Error(), `"joe@"`) {
		t.Errorf("NetURL = %v, %v; want an error naming joe@", nu, err)
	}
}
