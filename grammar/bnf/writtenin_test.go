package bnf_test

import (
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/bnf"
)

// TestWrittenIn checks where a reading's rule is said to be written:
// RFC 1738's section 5 for its rules and those it does not name, a
// later RFC's section for its own.
func TestWrittenIn(t *testing.T) {
	pop := ast.Production{Name: "popurl", RFC: "RFC 2384", Section: "3"}
	for _, tc := range []struct {
		p    ast.Production
		lang grammar.Lang
		want string
	}{
		{ast.FTPURLP, grammar.English, "section 5"},
		{ast.FTPURLP, grammar.French, "la section 5"},
		{ast.Production{}, grammar.English, "section 5"},
		{pop, grammar.English, "RFC 2384 section 3"},
		{pop, grammar.French, "la section 3 de la RFC 2384"},
	} {
		if got := bnf.WrittenIn(tc.p, tc.lang); got != tc.want {
			t.Errorf("WrittenIn(%s %s, %v) = %q, want %q", tc.p.RFC, tc.p.Section, tc.lang, got, tc.want)
		}
	}
}
