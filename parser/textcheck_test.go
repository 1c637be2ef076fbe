package parser_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestValidateTexts checks that Validate reports, once, each node of a
// built tree whose text its production does not allow, at the text's
// first impossible byte, and no range warning about a port or a part
// that is not digits.
func TestValidateTexts(t *testing.T) {
	type finding struct {
		Code       parser.Code
		Offset     int
		Production string
		Scheme     string
	}
	tests := []struct {
		in   string
		edit func(u *ast.URL)
		want []finding
	}{
		{"foo://u:p@h:1/x", func(u *ast.URL) { u.Part.(*ast.IPSchemePart).Login.HostPort.Port.Text = "8a" },
			[]finding{{parser.CodeText, 13, "port", ""}}},
		{"http://h:80/x", func(u *ast.URL) { u.Part.(*ast.HTTPPart).HostPort.Port.Text = "8a" },
			[]finding{{parser.CodeText, 10, "port", "httpurl"}}},
		{"http://1.2.3.4/", func(u *ast.URL) { u.Part.(*ast.HTTPPart).HostPort.Host.Number.Parts[1].Text = "2x" },
			[]finding{{parser.CodeText, 10, "digits", "httpurl"}}},
		{"http://a.b/", func(u *ast.URL) { u.Part.(*ast.HTTPPart).HostPort.Host.Name.Labels[0].Text = "a_" },
			[]finding{{parser.CodeText, 8, "domainlabel", "httpurl"}}},
		{"http://a.b/", func(u *ast.URL) { u.Part.(*ast.HTTPPart).HostPort.Host.Name.Top.Text = "9" },
			[]finding{{parser.CodeText, 9, "toplabel", "httpurl"}}},
		{"foo://u:p@h:1/x", func(u *ast.URL) { u.Scheme.Text = "f o" },
			[]finding{{parser.CodeText, 1, "scheme", ""}}},
		{"foo://u:p@h:1/x", func(u *ast.URL) { u.Part.(*ast.IPSchemePart).Login.User.Text = "u/" },
			[]finding{{parser.CodeText, 7, "user", ""}}},
		{"foo://u:p@h:1/x", func(u *ast.URL) { u.Part.(*ast.IPSchemePart).Path.Text = "a b" },
			[]finding{{parser.CodeText, 15, "urlpath", ""}}},
		{"foo:bar", func(u *ast.URL) { u.Part.(*ast.OpaquePart).Text = "b r" },
			[]finding{{parser.CodeText, 5, "schemepart", ""}}},
		// The telnet validator checks its login's texts itself: reported
		// once.
		{"telnet://u@h", func(u *ast.URL) { u.Part.(*ast.TelnetPart).Login.User.Text = "u/" },
			[]finding{{parser.CodeText, 10, "user", "telneturl"}}},
		{"ftp://u@h/", func(u *ast.URL) { u.Part.(*ast.FTPPart).Login.User.Text = "u/" },
			[]finding{{parser.CodeText, 7, "user", "ftpurl"}}},
		// Text the production allows: nothing to report.
		{"http://h:80/x", func(u *ast.URL) { u.Part.(*ast.HTTPPart).HostPort.Port.Text = "8080" }, nil},
	}
	for _, tt := range tests {
		u, err := parser.Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		tt.edit(u)
		var got []finding
		for _, e := range parser.Validate(u) {
			got = append(got, finding{e.Code, e.Offset, e.Production.Name, e.Scheme.Name})
		}
		if d := cmp.Diff(tt.want, got); d != "" {
			t.Errorf("%s, edited to %s (-want +got):\n%s\n%v", tt.in, u, d, parser.Validate(u))
		}
	}
}

// TestTextErrorNotes checks that a text error carries the notes about
// its characters, and none about readings of a whole URL: a node's text
// has no scheme, login or host around it.
func TestTextErrorNotes(t *testing.T) {
	u, err := parser.Parse("http://h/p?q")
	if err != nil {
		t.Fatal(err)
	}
	u.Part.(*ast.HTTPPart).Search.Text = "a/b"
	var codes []parser.Code
	for _, e := range parser.Validate(u) {
		for _, n := range e.Notes {
			codes = append(codes, n.Code)
		}
	}
	if d := cmp.Diff([]parser.Code{parser.NoteSearchChar}, codes); d != "" {
		t.Errorf("notes of search \"a/b\" (-want +got):\n%s", d)
	}
	u.Part.(*ast.HTTPPart).HostPort.Port = &ast.Port{Text: "8a"}
	u.Part.(*ast.HTTPPart).Search.Text = "q"
	for _, e := range parser.Validate(u) {
		if len(e.Notes) != 0 {
			t.Errorf("port \"8a\": notes %v", e.Notes)
		}
	}
}
