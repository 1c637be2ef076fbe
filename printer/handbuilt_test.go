package printer_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/printer"
)

// handBuilt is a tree a program built: every span is zero.
func handBuilt() *ast.URL {
	return &ast.URL{
		Scheme: &ast.Scheme{Text: "HTTP"},
		Part: &ast.IPSchemePart{
			Login: &ast.Login{
				User:     &ast.User{Text: "%4aoe"},
				Password: &ast.Password{Text: "%3a"},
				HostPort: &ast.HostPort{
					Host: &ast.Host{Name: &ast.Hostname{
						Labels: []*ast.DomainLabel{{Text: "WWW"}},
						Top:    &ast.TopLabel{Text: "Example"},
					}},
					Port: &ast.Port{Text: "80"},
				},
			},
			Path: &ast.URLPath{Text: "%7eu/%41"},
		},
	}
}

func TestFprintHandBuilt(t *testing.T) {
	u := handBuilt()
	got := []string{sprint(t, printer.RawFormat, u), sprint(t, printer.CanonicalFormat, u)}
	want := []string{"HTTP://%4aoe:%3a@WWW.Example:80/%7eu/%41", "http://Joe:%3A@www.example/%7Eu/A"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("hand-built tree (-want +got):\n%s", diff)
	}
}

// TestFprintNil checks that nil children are absent parts and that no
// nil pointer makes the printer panic.
func TestFprintNil(t *testing.T) {
	tests := []struct {
		name           string
		node           ast.Node
		raw, canonical string
	}{
		{"nil node", nil, "", ""},
		{"empty URL", &ast.URL{}, ":", ":"},
		{"no scheme part", &ast.URL{Scheme: &ast.Scheme{Text: "X"}}, "X:", "x:"},
		{"nil ip-schemepart", &ast.URL{Scheme: &ast.Scheme{Text: "x"}, Part: (*ast.IPSchemePart)(nil)}, "x:", "x:"},
		{"empty ip-schemepart", &ast.IPSchemePart{}, "//", "//"},
		{"login without hostport", &ast.Login{User: &ast.User{}}, "@", "@"},
		{"password without user", &ast.Login{Password: &ast.Password{Text: "pw"}, HostPort: hostPort("h", "")}, "h", "h"},
		{"hostport without host", &ast.HostPort{Port: &ast.Port{Text: "80"}}, ":80", ":80"},
		{"empty host", &ast.Host{}, "", ""},
		{"host with both: the first alternative", &ast.Host{Name: hostname("a"), Number: hostnumber("1", "2", "3", "4")}, "a", "a"},
		{"hostname with nils: empty labels", &ast.Hostname{Labels: []*ast.DomainLabel{nil, {Text: "A"}}}, ".A.", ".a."},
		{"hostnumber with nils: empty parts", &ast.Hostnumber{Parts: []*ast.Digits{{Text: "1"}, nil, {Text: "3"}}}, "1..3", "1..3"},
		{"default port in URL", url("http", hostPort("h", "80")), "http://h:80", "http://h"},
		{"port without scheme", &ast.URL{Part: &ast.IPSchemePart{Login: &ast.Login{HostPort: hostPort("h", "80")}}}, "://h:80", "://h:80"},
		{"port that is no number", url("http", hostPort("h", "7:")), "http://h:7:", "http://h:7:"},
		{"empty port", url("http", &ast.HostPort{Host: &ast.Host{Name: hostname("h")}, Port: &ast.Port{}}), "http://h:", "http://h:"},
	}
	for _, n := range typedNils() {
		tests = append(tests, struct {
			name           string
			node           ast.Node
			raw, canonical string
		}{name: "typed nil", node: n})
	}
	for _, tt := range tests {
		got := []string{sprint(t, printer.RawFormat, tt.node), sprint(t, printer.CanonicalFormat, tt.node)}
		if diff := cmp.Diff([]string{tt.raw, tt.canonical}, got); diff != "" {
			t.Errorf("%s %T (-want +got):\n%s", tt.name, tt.node, diff)
		}
	}
}

// TestCanonicalStrayPercent checks text a program built with a "%" that
// starts no escape: decoding the escape after it must not make one.
func TestCanonicalStrayPercent(t *testing.T) {
	for _, path := range []string{"%%34%31", "%4%31", "%%41B", "%%2a", "50%"} {
		u := url("http", hostPort("h", ""))
		p := &ast.URLPath{}
		setText(&p.Text, path)
		u.Part.(*ast.IPSchemePart).Path = p
		c := printer.Canonical(u)
		got := strings.TrimPrefix(c, "http://h/")
		if ast.Decode(got) != ast.Decode(path) {
			t.Errorf("path %q: canonical %q decodes to %q, want %q", path, got, ast.Decode(got), ast.Decode(path))
		}
		setText(&p.Text, got)
		if again := printer.Canonical(u); again != c {
			t.Errorf("path %q: canonical %q, then %q", path, c, again)
		}
	}
}

func url(scheme string, hp *ast.HostPort) *ast.URL {
	s := &ast.Scheme{}
	setText(&s.Text, scheme)
	return &ast.URL{Scheme: s, Part: &ast.IPSchemePart{Login: &ast.Login{HostPort: hp}}}
}

// hostPort returns host [":" port], without a port when port is "".
func hostPort(host, port string) *ast.HostPort {
	hp := &ast.HostPort{Host: &ast.Host{Name: hostname(host)}}
	if port != "" {
		hp.Port = &ast.Port{}
		setText(&hp.Port.Text, port)
	}
	return hp
}

func hostname(top string) *ast.Hostname {
	h := &ast.Hostname{Top: &ast.TopLabel{}}
	setText(&h.Top.Text, top)
	return h
}

func hostnumber(parts ...string) *ast.Hostnumber {
	h := &ast.Hostnumber{}
	for _, p := range parts {
		d := &ast.Digits{}
		setText(&d.Text, p)
		h.Parts = append(h.Parts, d)
	}
	return h
}

// setText sets the text of a node to s, whatever string type the field
// has.
func setText[T ~string](dst *T, s string) { *dst = T(s) }

// typedNils returns a nil pointer of every node type of package ast.
func typedNils() []ast.Node {
	return []ast.Node{
		(*ast.URL)(nil), (*ast.Scheme)(nil), (*ast.IPSchemePart)(nil),
		(*ast.OpaquePart)(nil), (*ast.Login)(nil), (*ast.User)(nil),
		(*ast.Password)(nil), (*ast.HostPort)(nil), (*ast.Host)(nil),
		(*ast.Hostname)(nil), (*ast.DomainLabel)(nil), (*ast.TopLabel)(nil),
		(*ast.Hostnumber)(nil), (*ast.Digits)(nil), (*ast.Port)(nil),
		(*ast.URLPath)(nil), (*ast.Fragment)(nil),
	}
}
