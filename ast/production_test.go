package ast_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/ast"
)

// TestCite checks how a production is cited: a section by its number,
// an appendix by its name, which is no section's.
func TestCite(t *testing.T) {
	for _, c := range []struct {
		p    ast.Production
		want string
	}{
		{ast.RFC1738("port", "3.1", "port = digits"), "RFC 1738 section 3.1: port = digits"},
		{ast.RFC1738("URL in context", "Appendix A", `"<URL:" url ">"`), `RFC 1738 Appendix A: "<URL:" url ">"`},
		{ast.RFC1808("fragment", "2.4.1", "fragment = *( uchar | reserved )"), "RFC 1808 section 2.4.1: fragment = *( uchar | reserved )"},
	} {
		if diff := cmp.Diff(c.want, c.p.Cite()); diff != "" {
			t.Errorf("Cite of %s (-want +got):\n%s", c.p.Name, diff)
		}
	}
}
