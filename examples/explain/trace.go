package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// showTrace writes, step by step, which production matched which bytes
// of input: the derivation the parser found, production by production in
// the order it entered them (outer before inner, left before right), each
// named by its label in v's language and, where that differs, by its
// production's name as the RFC writes it. The alternatives it tried and
// gave up on are not shown; every step here is one that held. It returns
// false when input is not a URL, which it shows as explain does.
func showTrace(w io.Writer, v voice, input string) (bool, error) {
	u, err := parseURL(input)
	if err != nil {
		return false, showError(w, v, input, err)
	}
	type step struct{ name, span, text string }
	var steps []step
	var stack []ast.Node // the nodes entered and not yet left
	ast.Inspect(u, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return false
		}
		var parent ast.Node
		if len(stack) > 0 {
			parent = stack[len(stack)-1]
		}
		name := v.named(keyOf(n, parent), grammar.Of(n).Name)
		steps = append(steps, step{
			name: strings.Repeat("  ", len(stack)) + name,
			span: fmt.Sprintf("[%d,%d)", n.Pos(), n.End()),
			text: fmt.Sprintf("%q", input[n.Pos():n.End()]),
		})
		stack = append(stack, n)
		return true
	})
	var nameW, spanW int
	for _, s := range steps {
		nameW = max(nameW, width(s.name))
		spanW = max(spanW, width(s.span))
	}
	var b strings.Builder
	b.WriteString(input + "\n")
	for i, s := range steps {
		fmt.Fprintf(&b, "%3d %s  %s  %s\n", i+1, pad(s.name, nameW), pad(s.span, spanW), s.text)
	}
	_, err = io.WriteString(w, b.String())
	return true, err
}
