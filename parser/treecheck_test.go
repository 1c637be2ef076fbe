package parser_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestValidateTrees checks that Validate reports a built tree that
// prints as no URL, or as another tree, though each node's text is right.
func TestValidateTrees(t *testing.T) {
	type finding struct {
		Code       parser.Code
		Offset     int
		Production string
	}
	tests := []struct {
		name string
		in   string
		edit func(u *ast.URL)
		want []finding
	}{
		{"three-part hostnumber", "http://1.2.3.4/", func(u *ast.URL) {
			n := u.Part.(*ast.HTTPPart).HostPort.Host.Number
			n.Parts = n.Parts[:3]
		}, []finding{{parser.CodeTreeText, 12, "host"}}},
		{"hostname without toplabel", "http://a.b/", func(u *ast.URL) { u.Part.(*ast.HTTPPart).HostPort.Host.Name.Top = nil },
			[]finding{{parser.CodeTreeText, 9, "hostname"}}},
		{"no scheme", "foo://h/x", func(u *ast.URL) { u.Scheme = nil }, []finding{{parser.CodeTreeText, 0, "scheme"}}},
		{"no login", "foo://u@h/x", func(u *ast.URL) { u.Part.(*ast.IPSchemePart).Login = nil },
			[]finding{{parser.CodeTreeText, 6, "login"}}},
		{"password without user", "foo://u:p@h/x", func(u *ast.URL) { u.Part.(*ast.IPSchemePart).Login.User = nil },
			[]finding{{parser.CodePasswordWithoutUser, 8, "login"}}},
		{"name and number", "http://h/", func(u *ast.URL) {
			u.Part.(*ast.HTTPPart).HostPort.Host.Number = &ast.Hostnumber{Parts: []*ast.Digits{{Text: "1"}, {Text: "2"}, {Text: "3"}, {Text: "4"}}}
		}, []finding{{parser.CodeHostBoth, 7, "host"}}},
		{"unchanged", "ftp://u:p@h/a;type=i", func(u *ast.URL) {}, nil},
	}
	for _, tt := range tests {
		u, err := parser.Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		tt.edit(u)
		var got []finding
		for _, e := range parser.Validate(u) {
			got = append(got, finding{e.Code, e.Offset, e.Production.Name})
		}
		if d := cmp.Diff(tt.want, got); d != "" {
			t.Errorf("%s: %s (-want +got):\n%s\n%v", tt.name, u, d, parser.Validate(u))
		}
	}
}
