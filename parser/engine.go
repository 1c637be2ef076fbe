package parser

import (
	"fmt"
	"sync"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar/interp"
)

// Interpret makes the parser build trees with the grammar's interpreter
// (interp.Grammar.Interpret), which reads the participle tags by
// reflection, instead of the parsers generated from them (zz_generated.go,
// and a registered scheme's Generated). The two give the same trees,
// which participle's reflective parser gives too (the package's oracle
// tests and FuzzGeneratedMatchesParticiple); the generated ones are
// several times faster (docs/speed.md). Errors come from the
// automata either way.
func Interpret() Option {
	return func(p *Parser) error {
		p.interpretAll = true
		p.interpreter = interpretTree
		return nil
	}
}

// tree returns the tree of input, a URL that the automaton of scheme s
// (nil for the generic syntax) accepts: the generated parser's, or the
// interpreter's where there is none or it gives up.
//
// The interpreter is called through p.interpreter, which only the
// options that need it set (Interpret, and WithScheme, whose schemes may
// have no generated code or code that leaves a tree to it): a program
// that parses with the built-in schemes does not link it, nor the
// reflection it runs on.
func (p *Parser) tree(input string, s *scheme) (*ast.URL, error) {
	generated := parseGeneric
	if s != nil {
		generated = s.Generated
	}
	if !p.interpretAll && generated != nil {
		// A tree that does not span the input is not the generated
		// parser's: a Scheme.Generated from elsewhere, or stale.
		if u := runGenerated(generated, input); u != nil && u.Pos() == 0 && u.End() == len(input) {
			return u, nil
		}
	}
	if p.interpreter == nil {
		return nil, internalError(input, s, "the generated parser built no tree")
	}
	return p.interpreter(input, s)
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

// interpretTree is the parsers' interpreter: it builds the tree of
// input by the grammar of scheme s (nil for the generic syntax).
func interpretTree(input string, s *scheme) (*ast.URL, error) {
	u, err := interpret[ast.URL](s.grammar, input)
	if err != nil {
		return nil, internalError(input, s, err.Error())
	}
	return u, nil
}

// interpret builds, with the grammar's interpreter, the tree of input,
// which the grammar's automaton accepts.
func interpret[T any](grammar func() (*interp.Grammar, error), input string) (tree *T, err error) {
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

// tags is a grammar read from participle tags when first needed: by the
// interpreter, a trace or EBNF.
type tags struct {
	once sync.Once
	g    *interp.Grammar
	err  error
}

func (t *tags) read(f func() (*interp.Grammar, error)) (*interp.Grammar, error) {
	t.once.Do(func() { t.g, t.err = f() })
	return t.g, t.err
}

// genericTags is the generic syntax's grammar (genericurl, RFC 1738
// section 5).
var genericTags tags

// grammar returns the grammar of scheme s's URLs, read from its Part's
// tags; s nil is the generic syntax.
func (s *scheme) grammar() (*interp.Grammar, error) {
	if s == nil {
		return genericTags.read(func() (*interp.Grammar, error) {
			return interp.ReadURL(&ast.IPSchemePart{}, &ast.OpaquePart{})
		})
	}
	return s.tags.read(func() (*interp.Grammar, error) { return interp.ReadURL(s.Part) })
}
