package parser

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

var fragmentGrammar = grammar.Fragment()

// ParseReference parses a URL that may be followed by "#" and a fragment
// identifier, as documents quote them. By RFC 1808 section 2.4.1 the
// fragment starts at the first "#" and is not part of the URL: the URL
// is parsed as Parse would parse the text before the "#", and the
// fragment is returned beside it (nil when there is no "#"). Offsets in
// both, and in errors, are offsets into the whole input.
func ParseReference(input string, opts ...Option) (*ast.URL, *ast.Fragment, error) {
	p := defaultParser
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
	if err := p.checkLength(input); err != nil {
		return nil, nil, err
	}
	hash := strings.IndexByte(input, '#')
	if hash < 0 {
		u, err := p.Parse(input)
		return u, nil, err
	}
	u, err := p.Parse(input[:hash])
	if err != nil {
		return nil, nil, err
	}
	f, err := fragmentGrammar.ParseFromLexer(grammar.LexFrom(input, hash+1))
	if err != nil {
		off := errorOffset(err, hash+1)
		found := foundAt(input, off)
		return nil, nil, &Error{
			Offset:     off,
			Found:      found,
			Expected:   "an xchar (a letter, digit, safe, extra or reserved character, or an escape) or the end of the URL",
			Production: grammar.FragmentP,
			Hint:       hint(found),
		}
	}
	return u, f, nil
}
