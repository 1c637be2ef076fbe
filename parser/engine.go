package parser

import (
	"fmt"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar/gen"
)

// Interpret makes the parser build trees with the grammar's interpreter
// (gen.Grammar.Interpret), which reads the participle tags by reflection,
// instead of the parsers generated from them (zz_generated.go, and a
// registered scheme's Generated). The two give the same trees, which
// participle's reflective parser gives too (the package's oracle tests
// and FuzzGeneratedMatchesParticiple); the generated ones are four to
// ten times faster (the README's "Speed"). Errors come from the automata either way.
func Interpret() Option {
	return func(p *Parser) error {
		p.interpret = true
		return nil
	}
}

// tree returns the tree of input, a URL that the automaton of scheme s
// (nil for the generic syntax) accepts: the generated parser's, or the
// interpreter's where there is none or it gives up.
func (p *Parser) tree(input string, s *scheme) (*ast.URL, error) {
	generated, grammar := parseGeneric, genericGrammar
	if s != nil {
		generated, grammar = s.Generated, s.grammar
	}
	if !p.interpret && generated != nil {
		// A tree that does not span the input is not the generated
		// parser's: a Scheme.Generated from elsewhere, or stale.
		if u := runGenerated(generated, input); u != nil && u.Pos() == 0 && u.End() == len(input) {
			return u, nil
		}
	}
	u, err := interpret[ast.URL](grammar, input)
	if err != nil {
		return nil, internalError(input, s, err.Error())
	}
	return u, nil
}

// runGenerated runs a generated parser, which gives nil where it leaves
// the tree to the interpreter. It must not panic; if it does anyway (a
// bug in the generator, or a Scheme.Generated that is not the
// generator's), the interpreter builds the tree, rather than a program
// that parses untrusted input crashing.
func runGenerated[T any](parse func(string) *T, input string) (tree *T) {
	defer func() {
		if recover() != nil {
			tree = nil
		}
	}()
	return parse(input)
}

// interpret builds, with the grammar's interpreter, the tree of input,
// which the grammar's automaton accepts.
func interpret[T any](grammar func() (*gen.Grammar, error), input string) (tree *T, err error) {
	defer func() {
		if r := recover(); r != nil {
			tree, err = nil, fmt.Errorf("the interpreter panicked: %v", r)
		}
	}()
	g, err := grammar()
	if err != nil {
		return nil, err
	}
	if t, ok := g.Interpret(input).(*T); ok && t != nil {
		return t, nil
	}
	return nil, fmt.Errorf("the interpreter built no tree")
}
