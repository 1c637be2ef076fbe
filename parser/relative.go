package parser

import "github.com/urlsyntax/rfc1738/ast"

// ParseRelative parses input as RFC 1808 writes a URL that may be
// relative (section 2.2): an absolute URL, a net_path ("//host/p"), an
// abs_path ("/p"), or a rel_path ("../p;x?q"), each with an optional
// fragment. The empty string is a valid reference. Errors are at the
// first impossible byte of RFC 1808's grammar, as Parse's are of RFC
// 1738's.
//
// The reference's syntax is RFC 1808's, wider than RFC 1738's in places
// (its net_loc is any text up to the next "/", its query any text up to
// "#") and narrower in one: after a net_loc, a path cannot start with
// "//" ("//a//b" is no relativeURL; an absolute "http://a//b" is one by
// absoluteURL's second alternative). Resolve gives the absolute URL a
// reference stands for, and parses that by RFC 1738.
func ParseRelative(input string, opts ...Option) (*ast.Reference, error) {
	p := defaultParser()
	if len(opts) > 0 {
		var err error
		if p, err = New(opts...); err != nil {
			return nil, err
		}
	}
	return p.ParseRelative(input)
}

// ParseRelative is the package-level ParseRelative with p's options (its
// length limit; a reference's grammar does not depend on the scheme).
//
// The generated parser reads input first: it builds participle's tree of
// exactly the references (FuzzRelativeEngines), so a reference is read
// once, and the automaton runs only where there is no tree, to say where
// input breaks.
func (p *Parser) ParseRelative(input string) (*ast.Reference, error) {
	if err := p.checkLength(input); err != nil {
		return nil, err
	}
	if r := runGenerated(parseRelative, input); r != nil && r.Pos() == 0 && r.End() == len(input) {
		return r, nil
	}
	if err := p.checkRelative(input); err != nil {
		return nil, err
	}
	return nil, internalError(input, nil, "the generated parser built no reference")
}

// checkRelative returns the error of input as a reference by RFC 1808's
// grammar, without building its tree: too long for p, or at its first
// impossible byte. It returns nil when input is a reference.
func (p *Parser) checkRelative(input string) error {
	if err := p.checkLength(input); err != nil {
		return err
	}
	if e := automatonError(CodeSyntax, automatonRelative, input, 0, ast.Production{}); e != nil {
		return e
	}
	return nil
}
