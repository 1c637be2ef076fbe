package parser_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
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

// atlessPart is a scheme author's part whose String forgets the "@"
// after the user, as a hand-written String may:
//
//	atlessurl = "//" [ user "@" ] hostport
type atlessPart struct {
	ast.Span
	User     *ast.User     `parser:"'/' '/' ( (?= (Alpha | Digit | Safe | Extra | Escape)+ '@' ) @@ '@' )?"`
	HostPort *ast.HostPort `parser:"@@"`
}

func (p *atlessPart) String() string {
	if p.User == nil {
		return "//" + p.HostPort.String()
	}
	return "//" + p.User.String() + p.HostPort.String() // the "@" forgotten
}
func (*atlessPart) DefaultPort() (int, bool) { return 0, false }
func (*atlessPart) Production() ast.Production {
	return ast.Production{Name: "atlessurl", RFC: "this test", Section: "1"}
}

// TestValidateTreeReadsAnother checks that Validate reports a tree that
// prints as a URL of its scheme which reads as another tree: the user
// printed without its "@" is read as the start of the host.
func TestValidateTreeReadsAnother(t *testing.T) {
	p, err := parser.New(parser.WithScheme(parser.Scheme{Name: "atless", Part: &atlessPart{}}))
	if err != nil {
		t.Fatal(err)
	}
	built := &ast.URL{Scheme: &ast.Scheme{Text: "atless"}, Part: &atlessPart{
		User:     &ast.User{Text: "x"},
		HostPort: &ast.HostPort{Host: &ast.Host{Name: &ast.Hostname{Top: &ast.TopLabel{Text: "h"}}}},
	}}
	list := p.Validate(built)
	if len(list) != 1 {
		t.Fatalf("Validate(%s) = %v, want one tree-reads error", built, list)
	}
	e := list[0]
	type view struct {
		Code                 parser.Code
		Offset               int
		Production, Found, M string
	}
	want := view{parser.CodeTreeReads, 9, "hostport", "xh",
		`the tree prints as "atless://xh", which reads as another tree: there, the hostport "xh" stands where the tree has the user "x"`}
	if d := cmp.Diff(want, view{e.Code, e.Offset, e.Production.Name, e.Found, e.Message(grammar.English)}); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
	// A parsed tree prints by the same String: with a user, it reads as
	// another tree too; without one, it prints as itself.
	for in, want := range map[string]int{"atless://x@h": 1, "atless://h": 0} {
		u, err := p.Parse(in)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Validate(u); len(got) != want {
			t.Errorf("Validate(Parse(%q)) = %v, want %d errors", in, got, want)
		}
	}
}

// delimPart holds the "@" after its user in a field of its own, as a
// scheme author's part may:
//
//	delimurl = "//" [ user "@" ] hostport
type delimPart struct {
	ast.Span
	User     *ast.User     `parser:"'/' '/' ( (?= (Alpha | Digit | Safe | Extra | Escape)+ '@' ) @@"`
	At       ast.Text      `parser:"@'@' )?"`
	HostPort *ast.HostPort `parser:"@@"`
}

func (p *delimPart) String() string {
	if p == nil {
		return ""
	}
	s := "//"
	if p.User != nil {
		s += p.User.String() + string(p.At)
	}
	return s + p.HostPort.String()
}
func (*delimPart) DefaultPort() (int, bool) { return 0, false }
func (*delimPart) Production() ast.Production {
	return ast.Production{Name: "delimurl", RFC: "this test", Section: "1"}
}

// TestValidateEditedInPlace checks that Validate parses again a parsed
// tree of a registered scheme that a program changed without changing
// any length: its delimiter field, which no span covers, now prints "."
// where "@" was, and the text reads the user as part of the host. And
// that a part that is a nil pointer is reported, not handed to the
// scheme's validator.
func TestValidateEditedInPlace(t *testing.T) {
	p, err := parser.New(parser.WithScheme(parser.Scheme{Name: "delim", Part: &delimPart{},
		Validate: func(u *ast.URL) parser.ErrorList {
			_ = u.Part.(*delimPart).HostPort // panics on a part of another type
			return nil
		}}))
	if err != nil {
		t.Fatal(err)
	}
	u, err := p.Parse("delim://joe@evil.example")
	if err != nil {
		t.Fatal(err)
	}
	if list := p.Validate(u); list != nil {
		t.Fatalf("Validate of the parsed tree: %v", list)
	}
	u.Part.(*delimPart).At = "."
	list := p.Validate(u)
	if len(list) != 1 || list[0].Code != parser.CodeTreeReads {
		t.Errorf("Validate(%s) = %v, want a tree-reads error", u, list)
	}
	u.Part = (*delimPart)(nil)
	list = p.Validate(u)
	if len(list) != 1 || list[0].Code != parser.CodePartMissing {
		t.Errorf("Validate of a nil part = %v, want part-missing", list)
	}
}
