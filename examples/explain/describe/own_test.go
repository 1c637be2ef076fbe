package describe

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/internal/authorscheme"
	"github.com/urlsyntax/rfc1738/examples/newscheme/rtsp"
	"github.com/urlsyntax/rfc1738/internal/imaptest"
)

// deepPart holds its user in a node of its own inside another, which
// its UserInfo reads through: filled, a level down, it is found; it has
// no host, so no url-path.
type (
	deepPart struct {
		ast.Span
		Server *deepServer `parser:"'/' '/' @@"`
	}
	deepServer struct {
		ast.Span
		User *authorscheme.POPUser `parser:"@@"`
	}
)

func (*deepPart) String() string                   { return "" }
func (*deepPart) DefaultPort() (int, bool)         { return 0, false }
func (*deepServer) String() string                 { return "" }
func (p *deepPart) UserInfo() (ast.Node, ast.Node) { return p.Server.User, nil }

// panicPart's UserInfo reads deeper than filled goes: the places of its
// user and password cannot be asked, and are claimed.
type panicPart struct {
	ast.Span
	HostPort *ast.HostPort `parser:"'/' '/' @@"`
}

func (*panicPart) String() string           { return "" }
func (*panicPart) DefaultPort() (int, bool) { return 0, false }
func (p *panicPart) UserInfo() (ast.Node, ast.Node) {
	var deep *struct{ ast.Span }
	_ = deep.Span // a nil dereference
	return nil, nil
}

// TestOwnPlaces checks the places read from an author's part's fields.
func TestOwnPlaces(t *testing.T) {
	tests := []struct {
		part  ast.SchemePart
		want  map[string]bool
		login bool
	}{
		{&imaptest.IMAPPart{}, map[string]bool{userKey: true, hostKey: true, portKey: true, urlPathKey: true}, false},
		{&authorscheme.POPPart{}, map[string]bool{userKey: true, passwordKey: true, hostKey: true}, false},
		{&rtsp.Part{}, map[string]bool{hostKey: true, portKey: true, urlPathKey: true}, false},
		{&deepPart{}, map[string]bool{userKey: true}, false},
		{&panicPart{}, map[string]bool{userKey: true, passwordKey: true, hostKey: true, portKey: true}, false},
	}
	for _, tc := range tests {
		if !ownPart(tc.part) {
			t.Errorf("%T: not an author's part", tc.part)
		}
		got, login := ownPlaces(tc.part)
		if diff := cmp.Diff(tc.want, got); diff != "" || login != tc.login {
			t.Errorf("%T: login %v, places (-want +got):\n%s", tc.part, login, diff)
		}
	}
	if ownPart(&ast.HTTPPart{}) {
		t.Error("*ast.HTTPPart is an author's part")
	}
}
