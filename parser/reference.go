package parser

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
)

// ParseReference parses a URL that may be followed by "#" and a fragment
// identifier, as documents quote them. By RFC 1808 section 2.4.1 the
// fragment starts at the first "#" and is not part of the URL: the URL
// is parsed as Parse would parse the text before the "#", and the
// fragment is returned beside it (nil when there is no "#"). Offsets in
// both, and in errors, are offsets into the whole input.
func ParseReference(input string, opts ...Option) (*ast.URL, *ast.Fragment, error) {
	p := defaultParser()
	if len(opts) > 0 {
		var err error
		if p, err = New(opts...); err != nil {
			return nil, nil, err
		}
	}
	return p.ParseReference(input)
}

// ParseReference is the package-level ParseReference with p's grammar
// and options.
func (p *Parser) ParseReference(input string) (*ast.URL, *ast.Fragment, error) {
	return p.parseReference(input, p.validate)
}

// parseReference is ParseReference with the validation validate, which
// is p.validate or, for Extract, which returns no warnings, p.errors.
func (p *Parser) parseReference(input string, validate func(ErrorList, *ast.URL, *scheme) ErrorList) (*ast.URL, *ast.Fragment, error) {
	if err := p.checkLength(input); err != nil {
		return nil, nil, err
	}
	// The URL's syntax first, then the fragment's. A URL of a built-in
	// scheme is read once, by its generated parser, as Parse reads it;
	// otherwise the automaton says whether it is one before its tree is
	// built.
	text, hash := input, strings.IndexByte(input, '#')
	if hash >= 0 {
		text = input[:hash]
	}
	s := p.schemeOf(text)
	u := p.builtinTree(text, s)
	if u == nil {
		if e := syntaxError(text, s); e != nil {
			return nil, nil, e
		}
	}
	if hash >= 0 {
		if e := automatonError(CodeSyntax, automatonFragment, input[hash+1:], hash+1, ast.Production{}); e != nil {
			return nil, nil, e
		}
	}
	if u == nil {
		var err error
		if u, err = p.tree(text, s); err != nil {
			return nil, nil, err
		}
	}
	if err := validate(nil, u, s).Err(); err != nil {
		return nil, nil, err
	}
	if hash < 0 {
		return u, nil, nil
	}
	f, err := fragmentAt(input, hash+1)
	if err != nil {
		return nil, nil, err
	}
	return u, f, nil
}

// fragmentAt returns the tree of the fragment that starts at offset from
// of input, which its automaton accepts, with offsets into the whole
// input.
func fragmentAt(input string, from int) (*ast.Fragment, error) {
	text := input[from:]
	f := runGenerated(parseFragment, text)
	if f == nil {
		return nil, internalError(input, nil, "the generated parser built no fragment")
	}
	f.Span = ast.At(from+f.Pos(), from+f.End())
	return f, nil
}
