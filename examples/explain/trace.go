package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// showTrace writes, step by step, which production matched which bytes
// of input: the derivation the parser found, production by production in
// the order it entered them (outer before inner, left before right). The
// alternatives it tried and gave up on are not shown; every step here is
// one that held. It returns false when input is not a URL.
func showTrace(w io.Writer, input string) bool {
	u, err := parser.Parse(input)
	if err != nil {
		showError(w, input, err)
		return false
	}
	fmt.Fprintln(w, input)
	step, depth := 0, 0
	ast.Inspect(u, func(n ast.Node) bool {
		if n == nil {
			depth--
			return false
		}
		step++
		p := grammar.Of(n)
		fmt.Fprintf(w, "%3d %-28s [%d,%d) %q\n", step, strings.Repeat("  ", depth)+p.Name, n.Pos(), n.End(), input[n.Pos():n.End()])
		depth++
		return true
	})
	return true
}
