package describe

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/internal/authorscheme"
	"github.com/urlsyntax/rfc1738/examples/newscheme/rtsp"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/internal/imaptest"
	"github.com/urlsyntax/rfc1738/parser"
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

// atPart is POP's server reduced to an optional user before "@", which
// may be empty: "//@host".
type atPart struct {
	ast.Span
	User *authorscheme.POPUser `parser:"'/' '/' ( (?= (Alpha | Digit | Safe | Escape)* '@' ) @@? '@' )?"`
	Host *ast.Host             `parser:"@@"`
}

func (p *atPart) String() string {
	if p == nil {
		return ""
	}
	s := "//"
	if p.User != nil {
		s += p.User.String()
	}
	if p.User != nil || p.Host != nil && p.Host.Pos() == p.Pos()+3 {
		s += "@"
	}
	return s + p.Host.String()
}
func (*atPart) DefaultPort() (int, bool) { return 0, false }
func (*atPart) Production() ast.Production {
	return ast.Production{Name: "aturl", RFC: "this test", Section: "1", Rule: `aturl = "//" [ [ user ] "@" ] host`}
}
func (p *atPart) UserInfo() (ast.Node, ast.Node) { return p.User, nil }

// TestEmptyOwnUser checks the line for the empty user of "at://@h", as
// rfc1738.URL.User reads it, and none for "at://h" or "at://joe@h".
func TestEmptyOwnUser(t *testing.T) {
	p, err := parser.New(parser.WithScheme(parser.Scheme{Name: "at", Part: &atPart{}}))
	if err != nil {
		t.Fatal(err)
	}
	for in, want := range map[string]bool{"at://@h": true, "at://h": false, "at://joe@h": false} {
		u, err := p.Parse(in)
		if err != nil {
			t.Fatalf("%s: %v", in, err)
		}
		if got := ast.EmptyUser(u); got != want {
			t.Errorf("ast.EmptyUser(%s) = %v", in, got)
		}
		lines := NewRows(u, grammar.English, Options{}).Absent()
		if has := slices.ContainsFunc(lines, func(l string) bool { return strings.HasPrefix(l, "an empty <user>") }); has != want {
			t.Errorf("%s: absent lines %q", in, lines)
		}
	}
}
