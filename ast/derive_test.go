package ast_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
)

// Nodes as a scheme author declares them, without Children, LoginPart
// or HostPortPart: Walk, URL.Login and URL.HostPort read their fields.
type (
	plainPart struct {
		ast.Span
		Login  *ast.Login
		Items  []*plainItem
		Last   *plainItem
		Note   string // not a node
		hidden *plainItem
	}
	plainItem struct {
		ast.Span
		Text ast.Text
	}
	hostPart struct {
		ast.Span
		HostPort *ast.HostPort
	}
	// bareHostPart holds a host with no port, as POP's part does.
	bareHostPart struct {
		ast.Span
		User ast.Text
		Host *ast.Host
	}
)

func (p *bareHostPart) String() string           { return "" }
func (p *bareHostPart) DefaultPort() (int, bool) { return 110, true }

func (p *plainPart) String() string           { return "" }
func (p *plainPart) DefaultPort() (int, bool) { return 0, false }
func (i *plainItem) String() string           { return string(i.Text) }
func (h *hostPart) String() string            { return "" }
func (h *hostPart) DefaultPort() (int, bool)  { return 0, false }

func TestDerivedChildren(t *testing.T) {
	hp := &ast.HostPort{Host: &ast.Host{Name: &ast.Hostname{Top: &ast.TopLabel{Text: "h"}}}}
	login := &ast.Login{HostPort: hp}
	a, b, c := &plainItem{Text: "a"}, &plainItem{Text: "b"}, &plainItem{Text: "c"}
	part := &plainPart{Login: login, Items: []*plainItem{a, nil, b}, Last: c, hidden: &plainItem{}}
	if diff := cmp.Diff([]ast.Node{login, a, b, c}, ast.ChildrenOf(part)); diff != "" {
		t.Errorf("ChildrenOf (-want +got):\n%s", diff)
	}
	var walked []string
	ast.Inspect(&ast.URL{Scheme: &ast.Scheme{Text: "x"}, Part: part}, func(n ast.Node) bool {
		if i, ok := n.(*plainItem); ok {
			walked = append(walked, string(i.Text))
		}
		return true
	})
	if diff := cmp.Diff([]string{"a", "b", "c"}, walked); diff != "" {
		t.Errorf("Inspect reached (-want +got):\n%s", diff)
	}
	u := &ast.URL{Part: part}
	if u.Login() != login || u.HostPort() != hp {
		t.Errorf("Login, HostPort = %v, %v; want the part's", u.Login(), u.HostPort())
	}
	if h := (&ast.URL{Part: &hostPart{HostPort: hp}}).HostPort(); h != hp {
		t.Errorf("HostPort of a part with a hostport field = %v", h)
	}
	if (&ast.URL{Part: &plainPart{}}).Login() != nil || (&ast.URL{Part: (*hostPart)(nil)}).HostPort() != nil {
		t.Error("an absent login or a nil part gives one")
	}
	host := &ast.Host{Name: &ast.Hostname{Top: &ast.TopLabel{Text: "mail"}}}
	if h := (&ast.URL{Part: &bareHostPart{Host: host}}).Host(); h != host {
		t.Errorf("Host of a part with a host field and no hostport = %v, want the part's", h)
	}
	if h := (&ast.URL{Part: &hostPart{HostPort: hp}}).Host(); h != hp.Host {
		t.Errorf("Host of a part with a hostport field = %v, want its host", h)
	}
	if (&ast.URL{Part: &bareHostPart{}}).Host() != nil || (&ast.URL{Part: (*bareHostPart)(nil)}).Host() != nil {
		t.Error("an absent host or a nil part gives one")
	}
	if ast.ChildrenOf((*plainPart)(nil)) != nil {
		t.Error("a nil part has children")
	}
}
