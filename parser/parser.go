package parser

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/alecthomas/participle/v2"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// Parser parses URLs by the grammar it was built with. It is safe for
// concurrent use.
type Parser struct {
	generic   *grammar.Parser
	schemes   map[string]*scheme // by lower-case name; shared, never changed once built
	maxLength int
	// participle makes parse use participle's reflective parser even
	// where a generated one exists (UseParticiple).
	participle bool
}

// Option configures a Parser.
type Option func(*Parser) error

// DefaultMaxLength is the longest input a Parser parses unless told
// otherwise: 64 KiB. It is far above what URLs are in practice (HTTP
// servers refuse request lines over 8 KiB, browsers keep URLs under
// 2 MiB and most tools under 8 KiB), and it bounds what one parse may
// cost on untrusted input: at most 64 bytes of memory per input byte
// (BenchmarkMemory), so 4 MiB, and a few milliseconds.
const DefaultMaxLength = 64 << 10

// MaxLength makes inputs longer than n bytes an error, reported at
// offset n before any parsing (code CodeTooLong). The default is
// DefaultMaxLength; zero means no limit.
func MaxLength(n int) Option {
	return func(p *Parser) error {
		if n < 0 {
			return fmt.Errorf("parser: MaxLength(%d): negative length", n)
		}
		p.maxLength = n
		return nil
	}
}

// New builds a Parser. Building is done once: keep the Parser and use
// it for every URL.
func New(opts ...Option) (*Parser, error) {
	p := &Parser{generic: defaultGrammar, schemes: builtinSchemes, maxLength: DefaultMaxLength}
	for _, o := range opts {
		if err := o(p); err != nil {
			return nil, err
		}
	}
	return p, nil
}

var (
	defaultGrammar = grammar.Generic()
	builtinSchemes = buildBuiltins()
	defaultParser  = &Parser{generic: defaultGrammar, schemes: builtinSchemes, maxLength: DefaultMaxLength}
)

// buildBuiltins builds the parsers of RFC 1738's own schemes, once.
func buildBuiltins() map[string]*scheme {
	m := make(map[string]*scheme, len(rfc1738Schemes))
	for _, s := range rfc1738Schemes {
		g := generatedSchemes[s.Name] // zz_generated.go
		s.Generated, s.Automaton = g.parse, g.automaton
		built, err := buildScheme(s)
		if err != nil {
			panic(err) // the built-in grammar is wrong: a bug, found by any test
		}
		m[s.Name] = built
	}
	return m
}

// Parse parses input with a parser built from opts (the default parser
// when there are none). To parse many URLs with options, build the
// parser once with New.
func Parse(input string, opts ...Option) (*ast.URL, error) {
	p := defaultParser
	if len(opts) > 0 {
		var err error
		if p, err = New(opts...); err != nil {
			return nil, err
		}
	}
	return p.Parse(input)
}

// Parse parses input as one URL. On success it returns the URL's tree and
// a nil error; otherwise a nil tree and an *Error, or an ErrorList when
// the grammar accepted the input but a validator did not. Either way,
// errors.As with a *Error finds the first error.
//
// The automaton of the URL's scheme reads the input first, once: it
// decides whether the input is a URL and, when it is not, where its
// first impossible byte is. Only a valid URL is then parsed into a tree.
func (p *Parser) Parse(input string) (*ast.URL, error) {
	if err := p.checkLength(input); err != nil {
		return nil, err
	}
	s := p.schemeOf(input)
	if e := syntaxError(input, s); e != nil {
		return nil, e
	}
	u, failed, offset := p.parseAs(input, s)
	if failed {
		return nil, internalError(input, s, fmt.Sprintf("the tree parser failed at offset %d", offset))
	}
	if err := p.validate(u, s).Err(); err != nil {
		return nil, err
	}
	return u, nil
}

// internalError reports a valid input that the tree parser did not
// parse: a bug, which tests look for, but which a program parsing
// untrusted input gets as an error rather than a crash.
func internalError(input string, s *scheme, what string) *Error {
	e := &Error{Code: CodeInternal, Args: map[string]string{"what": what}, Production: grammar.GenericURL}
	if s != nil {
		e.Scheme = grammar.Of(s.Part)
	}
	return e
}

// checkLength enforces MaxLength.
func (p *Parser) checkLength(input string) error {
	if p.maxLength == 0 || len(input) <= p.maxLength {
		return nil
	}
	return &Error{
		Code:       CodeTooLong,
		Offset:     p.maxLength,
		Found:      foundAt(input, p.maxLength),
		Production: grammar.GenericURL,
		Args:       map[string]string{"length": strconv.Itoa(len(input)), "limit": strconv.Itoa(p.maxLength)},
	}
}

// errorOffset returns the offset participle gives for err, or def.
func errorOffset(err error, def int) int {
	var pe participle.Error
	if errors.As(err, &pe) {
		return pe.Position().Offset
	}
	return def
}

// parse parses input with the parser generated from the grammar for
// input's scheme or, when there is none or UseParticiple was given, with
// participle's reflective parser, and returns, on failure, the offset of
// the error participle reports (its deepest error) and the partial tree.
// Both give the same results (TestGeneratedMatchesParticiple).
func (p *Parser) parse(input string) (u *ast.URL, failed bool, offset int) {
	return p.parseAs(input, p.schemeOf(input))
}

// parseAs is parse with input's scheme already looked up (nil for the
// generic syntax), so that Parse looks it up once for parsing and
// validating.
func (p *Parser) parseAs(input string, s *scheme) (u *ast.URL, failed bool, offset int) {
	if !p.participle {
		if u, failed, offset, ok := p.generatedParse(input, s); ok {
			return u, failed, offset
		}
	}
	return p.parseParticiple(input, s)
}
