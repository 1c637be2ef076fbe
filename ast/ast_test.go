package ast_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

func TestDecode(t *testing.T) {
	for in, want := range map[string]string{
		"":            "",
		"plain":       "plain",
		"%2Fetc%2fmo": "/etc/mo",
		"a%20b%":      "a b%",
		"%zz%4":       "%zz%4",
		"%C3%A9":      "é",
	} {
		if got := ast.Decode(in); got != want {
			t.Errorf("Decode(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestInspectOrder pins the traversal: depth first, children in input
// order, and a nil after each node's children.
func TestInspectOrder(t *testing.T) {
	u, err := parser.Parse("foo://u:p@a.b:21/x")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	ast.Inspect(u, func(n ast.Node) bool {
		if n == nil {
			got = append(got, ")")
			return false
		}
		got = append(got, fmt.Sprintf("%T[%d,%d)", n, n.Pos(), n.End()))
		return true
	})
	want := []string{
		"*ast.URL[0,18)", "*ast.Scheme[0,3)", ")", "*ast.IPSchemePart[4,18)", "*ast.Login[6,16)",
		"*ast.User[6,7)", ")", "*ast.Password[8,9)", ")", "*ast.HostPort[10,16)", "*ast.Host[10,13)",
		"*ast.Hostname[10,13)", "*ast.DomainLabel[10,11)", ")", "*ast.TopLabel[12,13)", ")", ")", ")",
		"*ast.Port[14,16)", ")", ")", ")", "*ast.URLPath[17,18)", ")", ")", ")",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Inspect order (-want +got):\n%s", diff)
	}
}

func TestInspectPrune(t *testing.T) {
	u, _ := parser.Parse("foo://a.b.c/")
	n := 0
	ast.Inspect(u, func(node ast.Node) bool {
		if node != nil {
			n++
		}
		_, isLogin := node.(*ast.Login)
		return !isLogin
	})
	if n != 5 { // URL, Scheme, IPSchemePart, Login, URLPath
		t.Errorf("visited %d nodes with Login pruned, want 5", n)
	}
}

func TestBuiltTreePrints(t *testing.T) {
	u := &ast.URL{
		Scheme: &ast.Scheme{Text: "http"},
		Part: &ast.IPSchemePart{
			Login: &ast.Login{
				User: &ast.User{Text: ""},
				HostPort: &ast.HostPort{
					Host: &ast.Host{Number: &ast.Hostnumber{Parts: []*ast.Digits{{Text: "10"}, {Text: "0"}, {Text: "0"}, {Text: "1"}}}},
					Port: &ast.Port{Text: "8080"},
				},
			},
			Path: &ast.URLPath{Text: "a%20b"},
		},
	}
	if got, want := u.String(), "http://@10.0.0.1:8080/a%20b"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	if got := u.Login().HostPort.Port.String(); got != "8080" {
		t.Errorf("port %q", got)
	}
	if v, ok := (&ast.Port{Text: "99999999999999999999"}).Value(); ok {
		t.Errorf("overflowing port gave %d", v)
	}
}

func ExampleInspect() {
	u, _ := parser.Parse("http://www.iec.ch/about/mission-e.htm")
	ast.Inspect(u, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.DomainLabel, *ast.TopLabel:
			fmt.Printf("%T %q at [%d,%d)\n", n, n.String(), n.Pos(), n.End())
		}
		return true
	})
	// Output:
	// *ast.DomainLabel "www" at [7,10)
	// *ast.DomainLabel "iec" at [11,14)
	// *ast.TopLabel "ch" at [15,17)
}

func ExampleUser_Decoded() {
	u, _ := parser.Parse("ftp://joe%40home:pw@host/")
	fmt.Println(u.Login().User.Text, "=", u.Login().User.Decoded())
	// Output: joe%40home = joe@home
}

// TestNilChildren checks that a tree a program is still building, with
// children missing, prints and walks without panicking.
func TestNilChildren(t *testing.T) {
	var part *ast.IPSchemePart
	trees := []ast.Node{
		&ast.URL{},
		&ast.URL{Part: part},
		&ast.URL{Scheme: &ast.Scheme{Text: "x"}, Part: &ast.IPSchemePart{}},
		&ast.Login{},
		&ast.Login{User: &ast.User{Text: "u"}},
		&ast.HostPort{Port: &ast.Port{Text: "1"}},
		&ast.Host{},
		&ast.Hostname{Labels: []*ast.DomainLabel{nil}},
		&ast.Hostnumber{Parts: []*ast.Digits{nil, {Text: "1"}}},
	}
	want := []string{":", ":", "x://", "", "u@", ":1", "", ".", ".1"}
	for i, n := range trees {
		if got := n.String(); got != want[i] {
			t.Errorf("%T.String() = %q, want %q", n, got, want[i])
		}
		ast.Inspect(n, func(ast.Node) bool { return true })
	}
	if (&ast.URL{Part: part}).Login() != nil {
		t.Error("Login of a typed nil part is not nil")
	}
}

func TestDigitsValue(t *testing.T) {
	for in, want := range map[string]int{"0": 0, "080": 80, "65535": 65535, "2147483647": 2147483647} {
		if got, ok := (&ast.Port{Text: ast.Text(in)}).Value(); !ok || got != want {
			t.Errorf("Value(%q) = %d, %v", in, got, ok)
		}
	}
	for _, in := range []string{"", "7:", "-1", "2147483648", "99999999999999999999"} {
		if got, ok := (&ast.Digits{Text: ast.Text(in)}).Value(); ok {
			t.Errorf("Value(%q) = %d, true; want false", in, got)
		}
	}
}

func TestSchemeName(t *testing.T) {
	if got := (&ast.Scheme{Text: "HTTP+X.Y-Z"}).Name(); got != "http+x.y-z" {
		t.Errorf("Name() = %q", got)
	}
}

// TestPartOf checks that ast.Schemes holds each of RFC 1738's ten
// schemes, sorted, once; that each scheme it lists has its part, a new
// one at each call; that https has http's; and that other schemes have
// none. The ten are listed here because they are the RFC's: a built-in
// scheme added to package ast is checked with them, not listed.
func TestPartOf(t *testing.T) {
	rfc1738 := []string{"file", "ftp", "gopher", "http", "mailto", "news", "nntp", "prospero", "telnet", "wais"}
	names := ast.Schemes()
	for _, name := range rfc1738 {
		if !slices.Contains(names, name) {
			t.Errorf("ast.Schemes() = %v, without RFC 1738's %s", names, name)
		}
	}
	if !slices.IsSorted(names) || len(slices.Compact(slices.Clone(names))) != len(names) {
		t.Errorf("ast.Schemes() = %v, not sorted or with a name twice", names)
	}
	for _, name := range ast.Schemes() {
		a, b := ast.PartOf(name), ast.PartOf(name)
		if a == nil || a == b {
			t.Errorf("ast.PartOf(%q) = %p, %p: want two new parts", name, a, b)
		}
	}
	if p, ok := ast.PartOf("https").(*ast.HTTPPart); !ok || p == nil {
		t.Errorf("ast.PartOf(https) = %T, want a new *ast.HTTPPart", ast.PartOf("https"))
	}
	for _, name := range []string{"shttp", "http+s", "HTTPS", "ldap"} {
		if p := ast.PartOf(name); p != nil {
			t.Errorf("ast.PartOf(%q) = %T, want nil", name, p)
		}
	}
	if _, ok := ast.PartOf("ftp").(*ast.FTPPart); !ok {
		t.Errorf("ast.PartOf(ftp) = %T", ast.PartOf("ftp"))
	}
}
