package parser

import "github.com/urlsyntax/rfc1738/ast"

// UseParticiple makes the parser use participle's reflective parser, the
// oracle of the generated one, instead of the parser generated from the
// grammar (zz_generated.go), which is the default. Both give the same
// trees and errors; the generated one is about thirty times faster.
func UseParticiple() Option {
	return func(p *Parser) error {
		p.participle = true
		return nil
	}
}

// generatedParse parses input with the parser generated from the grammar
// for input's scheme s (nil for the generic syntax), giving what parse gives with participle: the tree
// (partial on failure), whether parsing failed and participle's offset
// of the failure. The generated parsers are those of zz_generated.go
// (written by go generate) for the generic syntax and the built-in
// schemes (buildBuiltins sets them as the built-in schemes' Generated),
// and a registered scheme's Scheme.Generated. ok is false when
// the scheme's production has none: a scheme registered with WithScheme
// without Generated, which replaces a built-in one or adds another, is
// parsed by participle only.
func (p *Parser) generatedParse(input string, s *scheme) (u *ast.URL, failed bool, offset int, ok bool) {
	defer func() {
		// Generated code must not panic; if it ever does, that is a bug
		// in the generator (or, for Scheme.Generated, a function that is
		// not the generator's), reported as a failure at offset 0 rather
		// than crashing a program that parses untrusted input.
		if r := recover(); r != nil {
			u, failed, offset, ok = nil, true, 0, true
		}
	}()
	if s == nil {
		if p.generic != defaultGrammar {
			return nil, false, 0, false
		}
		u, failed, offset = parseGeneric(input)
		return u, failed, offset, true
	}
	if s.Generated == nil {
		return nil, false, 0, false
	}
	u, failed, offset = s.Generated(input)
	if u == nil && !failed {
		// No tree and no failure is no generated parser's answer:
		// participle parses the input instead.
		return nil, false, 0, false
	}
	return u, failed, offset, true
}

// parseParticiple is parse with participle's reflective parser, for
// input's scheme s (nil for the generic syntax), the oracle of the
// generated one: it returns the tree (partial on failure),
// whether parsing failed and participle's offset of the failure. A panic
// of participle is a failure at offset 0.
func (p *Parser) parseParticiple(input string, s *scheme) (u *ast.URL, failed bool, offset int) {
	defer func() {
		if r := recover(); r != nil {
			u, failed, offset = nil, true, 0
		}
	}()
	g := p.generic
	if s != nil {
		g = s.grammar
	}
	u, err := g.ParseString("", input)
	if err == nil {
		return u, false, 0
	}
	return u, true, errorOffset(err, 0)
}
