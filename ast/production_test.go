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
		{ast.RFC1738("port", "3.1", "port = digits"), "RFC 1738 section 5, explained in section 3.1: port = digits"},
		{ast.RFC1738("URL in context", "Appendix", `"<URL:" url ">"`), `RFC 1738's appendix: "<URL:" url ">"`},
		{ast.RFC1808("fragment", "2.4.1", "fragment = *( uchar | reserved )"), "RFC 1808 section 2.4.1: fragment = *( uchar | reserved )"},
	} {
		if diff := cmp.Diff(c.want, c.p.Cite()); diff != "" {
			t.Errorf("Cite of %s (-want +got):\n%s", c.p.Name, diff)
		}
	}
}

// TestRuleWhere checks where a citation that quotes a rule places it:
// one of RFC 1738's in its section 5, which writes every one of them,
// with the section that explains it, while Where keeps that section; a
// rule that no RFC writes (gopher-path, httpsurl), an appendix's and RFC
// 1808's where Where places them.
func TestRuleWhere(t *testing.T) {
	for _, c := range []struct {
		p           ast.Production
		rule, where string
	}{
		{ast.HTTPURLP, "RFC 1738 section 5, explained in section 3.3", "RFC 1738 section 3.3"},
		{ast.RFC1738("digits", "5", "digits = 1*digit"), "RFC 1738 section 5", "RFC 1738 section 5"},
		{ast.GopherPathP, "RFC 1738 section 3.4.1's prose name, not a rule of section 5", "RFC 1738 section 3.4.1's prose name, not a rule of section 5"},
		{ast.HTTPSURLP, ast.HTTPSURLP.Where(), ast.HTTPSURLP.Where()},
		{ast.RFC1738("URL in context", "Appendix", `"<URL:" url ">"`), "RFC 1738's appendix", "RFC 1738's appendix"},
		{ast.RFC1808("net_loc", "2.2", "net_loc = *( pchar | \";\" | \"?\" )"), "RFC 1808 section 2.2", "RFC 1808 section 2.2"},
		{ast.Production{Name: "popurl", RFC: "RFC 2384", Section: "3"}, "RFC 2384 section 3", "RFC 2384 section 3"},
	} {
		if diff := cmp.Diff(c.rule, c.p.RuleWhere()); diff != "" {
			t.Errorf("RuleWhere of %s (-want +got):\n%s", c.p.Name, diff)
		}
		if diff := cmp.Diff(c.where, c.p.Where()); diff != "" {
			t.Errorf("Where of %s (-want +got):\n%s", c.p.Name, diff)
		}
		if got, want := c.p.WritesInRuleSection(), c.rule != c.where || c.p.Section == "5"; got != want {
			t.Errorf("%s: WritesInRuleSection() = %v, want %v", c.p.Name, got, want)
		}
	}
}

// TestFromRFC1738 checks which productions read RFC 1738 URLs: RFC
// 1738's, and https's, written by httpurl; not RFC 1808's, nor those of
// another RFC, built in or an author's, nor one whose Of is not RFC
// 1738's.
func TestFromRFC1738(t *testing.T) {
	pop := ast.Production{Name: "popurl", RFC: "RFC 2384", Section: "3", Rule: `popurl = "pop://" server`}
	for _, tc := range []struct {
		p    ast.Production
		want bool
	}{
		{ast.FTPURLP, true},
		{ast.HTTPSURLP, true},
		{ast.RFC1738("x", "3.1", "x = y"), true},
		{ast.ReferenceP, false},
		{pop, false},
		{ast.Production{Name: "popsurl", RFC: "RFC 9999", Of: &pop}, false},
		{ast.Production{}, false},
	} {
		if got := tc.p.FromRFC1738(); got != tc.want {
			t.Errorf("%s (%s).FromRFC1738() = %v, want %v", tc.p.Name, tc.p.RFC, got, tc.want)
		}
	}
}
