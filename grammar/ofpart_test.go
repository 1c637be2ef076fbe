package grammar_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// TestOfPart checks the production a scheme part is named by: https's
// own for an https URL's *ast.HTTPPart, whatever the case of its scheme,
// and the part's own otherwise, an https URL's generic part among them.
func TestOfPart(t *testing.T) {
	scheme := func(s string) *ast.Scheme { return &ast.Scheme{Text: ast.Text(s)} }
	tests := []struct {
		name string
		u    *ast.URL
		want ast.Production
	}{
		{"https", &ast.URL{Scheme: scheme("https"), Part: &ast.HTTPPart{}}, ast.HTTPSURLP},
		{"HTTPS", &ast.URL{Scheme: scheme("HTTPS"), Part: &ast.HTTPPart{}}, ast.HTTPSURLP},
		{"http", &ast.URL{Scheme: scheme("http"), Part: &ast.HTTPPart{}}, ast.HTTPURLP},
		{"https read generically", &ast.URL{Scheme: scheme("https"), Part: &ast.IPSchemePart{}}, grammar.IPSchemePart},
		{"ftp named https", &ast.URL{Scheme: scheme("https"), Part: &ast.FTPPart{}}, ast.FTPURLP},
		{"no scheme", &ast.URL{Part: &ast.HTTPPart{}}, ast.HTTPURLP},
		{"nil", nil, grammar.Of(nil)},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, grammar.OfPart(tt.u)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.name, diff)
		}
	}
}
