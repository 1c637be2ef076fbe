package printer_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// mustParse parses in, failing the test when it is not a valid URL.
func mustParse(t testing.TB, in string) *ast.URL {
	t.Helper()
	u, err := parser.Parse(in)
	if err != nil {
		t.Fatalf("parser.Parse(%q): %v", in, err)
	}
	return u
}

// sprint prints n in mode m, failing the test on an error.
func sprint(t testing.TB, m printer.Mode, n ast.Node) string {
	t.Helper()
	var b strings.Builder
	if err := (&printer.Config{Mode: m}).Fprint(&b, n); err != nil {
		t.Fatalf("Config{Mode: %d}.Fprint(%q): %v", m, n.String(), err)
	}
	return b.String()
}

// meaning is what a URL says, as far as RFC 1738 lets the canonical form
// keep it: two URLs with equal meanings locate the same resource. Nil
// pointers are absent parts, distinct from empty ones.
type meaning struct {
	Scheme   string  // lower case
	Opaque   *string // decoded *xchar scheme part
	User     *string // decoded
	Password *string // decoded
	Host     string  // lower case
	Port     string  // decimal value, or the scheme's default, or ""
	Path     *string // decoded url-path
}

// meaningOf returns the meaning of u, a tree the parser returned.
func meaningOf(u *ast.URL) meaning {
	m := meaning{Scheme: u.Scheme.Name()}
	switch p := u.Part.(type) {
	case *ast.OpaquePart:
		m.Opaque = decoded(string(p.Text))
	case *ast.IPSchemePart:
		m.loginMeaning(p.Login)
		if p.Path != nil {
			m.Path = decoded(string(p.Path.Text))
		}
	}
	return m
}

func (m *meaning) loginMeaning(l *ast.Login) {
	if l.User != nil {
		m.User = decoded(string(l.User.Text))
	}
	if l.Password != nil {
		m.Password = decoded(string(l.Password.Text))
	}
	m.Host = strings.ToLower(l.HostPort.Host.String())
	m.Port = portMeaning(m.Scheme, l.HostPort.Port)
}

// portMeaning returns the port's value in decimal, or the default of
// scheme when there is no port.
func portMeaning(scheme string, p *ast.Port) string {
	if p == nil {
		if def, ok := ast.DefaultPort(scheme); ok {
			return strconv.Itoa(def)
		}
		return ""
	}
	if v, ok := p.Value(); ok {
		return strconv.Itoa(v)
	}
	return strings.TrimLeft(string(p.Text), "0")
}

func decoded(s string) *string {
	d := ast.Decode(s)
	return &d
}
