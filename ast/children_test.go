package ast_test

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
)

// TestChildrenFollowTheGrammar checks that a child the grammar writes
// only after another (inside the optional group that other one starts)
// is listed only with it, as String prints it: a tree a program built
// with a password and no user, or a wpath and no wtype, walks as it
// prints.
func TestChildrenFollowTheGrammar(t *testing.T) {
	host := &ast.HostPort{Host: &ast.Host{Name: &ast.Hostname{Top: &ast.TopLabel{Text: "h"}}}}
	tests := []struct {
		name string
		n    ast.Node
		want []string
	}{
		{"password without user", &ast.Login{Password: &ast.Password{Text: "p"}, HostPort: host}, []string{"*ast.HostPort"}},
		{"password with user", &ast.Login{User: &ast.User{}, Password: &ast.Password{Text: "p"}, HostPort: host}, []string{"*ast.User", "*ast.Password", "*ast.HostPort"}},
		{"typecode without path", &ast.FTPPart{Typecode: &ast.FTPType{Text: "a"}}, nil},
		{"search without path", &ast.HTTPPart{HostPort: host, Search: &ast.Search{Text: "q"}}, []string{"*ast.HostPort"}},
		{"wpath without wtype", &ast.WAISPart{Database: &ast.Database{}, WPath: &ast.WPath{Text: "p"}}, []string{"*ast.Database"}},
		{"wtype and wpath", &ast.WAISPart{WType: &ast.WType{}, WPath: &ast.WPath{}}, []string{"*ast.WType", "*ast.WPath"}},
		{"gopher+ without search", &ast.GopherPath{GType: &ast.GType{Text: "1"}, GopherPlus: &ast.GopherPlus{}}, []string{"*ast.GType"}},
		{"selector without gtype", &ast.GopherPath{Selector: &ast.Selector{Text: "s"}}, nil},
		{"either alternative", &ast.Reference{Relative: &ast.RelativeURL{}, Fragment: &ast.Fragment{}}, []string{"*ast.RelativeURL", "*ast.Fragment"}},
		{"nil segments", &ast.FPath{FSegments: []*ast.FSegment{nil, {}, nil}}, []string{"*ast.FSegment"}},
		{"typed nil part", &ast.URL{Scheme: &ast.Scheme{Text: "ftp"}, Part: (*ast.FTPPart)(nil)}, []string{"*ast.Scheme"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, c := range ast.ChildrenOf(tt.n) {
				got = append(got, fmt.Sprintf("%T", c))
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("ChildrenOf (-want +got):\n%s", diff)
			}
			if p, ok := tt.n.(ast.Parent); ok {
				if diff := cmp.Diff(ast.ChildrenOf(tt.n), p.Children()); diff != "" {
					t.Errorf("Children differs from ChildrenOf (-ChildrenOf +Children):\n%s", diff)
				}
			}
		})
	}
}
