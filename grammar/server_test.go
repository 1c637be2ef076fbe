package grammar_test

import (
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// TestServer checks the productions after which, in a part that starts
// with "//", the url-path begins: section 3.1's login, hostport and
// host, and no scheme's part nor a production inside the server.
func TestServer(t *testing.T) {
	for _, tc := range []struct {
		name string
		want ast.Production
		ok   bool
	}{
		{"login", grammar.LoginP, true},
		{"hostport", grammar.HostPortP, true},
		{"host", grammar.HostP, true},
		{"user", ast.Production{}, false},
		{"port", ast.Production{}, false},
		{"ftpurl", ast.Production{}, false},
		{"ip-schemepart", ast.Production{}, false},
		{"article", ast.Production{}, false},
		{"", ast.Production{}, false},
	} {
		got, ok := grammar.Server(tc.name)
		if got != tc.want || ok != tc.ok {
			t.Errorf("Server(%q) = %v, %v; want %v, %v", tc.name, got, ok, tc.want, tc.ok)
		}
	}
}
