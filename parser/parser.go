package parser

import (
	"fmt"
	"strconv"
	"sync"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// Parser parses URLs by the grammar it was built with. It is safe for
// concurrent use.
type Parser struct {
	schemes map[string]*scheme // by lower-case name; shared, never changed once built
	// byLength holds the schemes again, by the length of their names:
	// finding an input's scheme compares a handful of names of its
	// length, where lower-casing it and hashing it into schemes took
	// about as long as net/url's whole parse of a short URL's scheme.
	byLength  [][]*scheme
	maxLength int
	// interpreter builds the trees that no generated code builds, nil
	// until an option needs it (see tree); interpretAll makes it build
	// every tree (Interpret).
	interpreter  func(input string, s *scheme) (*ast.URL, error)
	interpretAll bool
}

// Option configures a Parser.
type Option func(*Parser) error

// DefaultMaxLength is the longest input a Parser parses unless told
// otherwise: 64 KiB. It is far above what URLs are in practice (HTTP
// servers refuse request lines over 8 KiB, browsers keep URLs under
// 2 MiB and most tools under 8 KiB), and it bounds what one parse may
// cost on untrusted input: at most 64 bytes of memory per input byte
// (the bound the memory tests hold), so 4 MiB, and time linear in its
// length.
const DefaultMaxLength = 64 << 10

// MaxLength makes inputs longer than n bytes an error, reported at
// offset n before any parsing (code CodeTooLong). The default is
// DefaultMaxLength; zero means no limit but the offsets' own, ast.MaxSpan
// (2 GiB - 1), which n may not exceed.
func MaxLength(n int) Option {
	return func(p *Parser) error {
		if n < 0 || n > ast.MaxSpan {
			return fmt.Errorf("parser: MaxLength(%d): not in [0, %d]", n, ast.MaxSpan)
		}
		p.maxLength = n
		if n == 0 {
			p.maxLength = ast.MaxSpan
		}
		return nil
	}
}

// New builds a Parser. Building is done once: keep the Parser and use
// it for every URL. It starts from the default parser's schemes: RFC
// 1738's and those registered with Register before the call.
func New(opts ...Option) (*Parser, error) {
	p := defaultParser().base()
	for _, o := range opts {
		if err := o(p); err != nil {
			return nil, err
		}
	}
	p.index()
	return p, nil
}

// builtinSchemes is built when first used, not when the program starts:
// a program that imports the package and parses nothing pays nothing for
// it.
var builtinSchemes = sync.OnceValue(buildBuiltins)

// base returns a parser with p's schemes and the default options, which
// New's options then change: the schemes' map is shared, and every
// option that changes it makes a new one.
func (p *Parser) base() *Parser {
	return &Parser{schemes: p.schemes, maxLength: DefaultMaxLength, interpreter: p.interpreter}
}

// buildBuiltins registers RFC 1738's own schemes as WithScheme registers
// an author's, with their generated parsers and automata
// (zz_generated.go); their grammars are read from the tags only when the
// interpreter needs them. The schemes of the same kind (https) share
// their RFC 1738 scheme's part, so its generated code too.
func buildBuiltins() map[string]*scheme {
	m := make(map[string]*scheme, len(productionSchemes)+len(sameKindSchemes))
	for _, s := range productionSchemes {
		m[s.Name] = buildBuiltin(s, s.Name)
	}
	for _, s := range sameKindSchemes {
		built := buildBuiltin(s.Scheme, s.as)
		built.production = s.production
		m[s.Name] = built
	}
	return m
}

// buildBuiltin registers s with the generated parser and automaton of
// the built-in scheme named unit.
func buildBuiltin(s Scheme, unit string) *scheme {
	g := generatedSchemes[unit]
	s.Generated, s.Automaton = g.parse, g.automaton
	// Each built-in part declares its production; grammar.Of, which
	// knows every node type, is for the parts that programs register.
	built := generatedScheme(s, s.Part.(grammar.Declarer).Production())
	built.builtin = unit
	return built
}

// RFC1738Only builds a parser of RFC 1738's ten schemes only, as 1994
// listed them: the schemes of the same kind that later RFCs added
// (https, RFC 2818 section 2.4), which the default parser reads by
// their RFC 1738 scheme's production, are read by the generic syntax,
// and an https URL has no default port; so is a built-in scheme whose
// production is a later RFC's. A scheme registered with
// WithScheme or Register stays, whatever the order of the options.
func RFC1738Only() Option {
	return func(p *Parser) error {
		schemes := make(map[string]*scheme, len(p.schemes))
		for name, s := range p.schemes {
			if s != builtinSchemes()[name] || !isSameKind(name) && s.production.RFC == "RFC 1738" {
				schemes[name] = s // a registered scheme, or one of the ten
			}
		}
		p.schemes = schemes
		return nil
	}
}

// isSameKind reports whether name is one of sameKindSchemes.
func isSameKind(name string) bool {
	for _, s := range sameKindSchemes {
		if s.Name == name {
			return true
		}
	}
	return false
}

// Parse parses input with a parser built from opts (the default parser
// when there are none). To parse many URLs with options, build the
// parser once with New.
func Parse(input string, opts ...Option) (*ast.URL, error) {
	p := defaultParser()
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
// The generated parser of the URL's scheme reads the input first: when
// it builds a tree, the input is a URL. When it does not, the scheme's
// automaton decides whether the input is a URL and, when it is not,
// where its first impossible byte is. A registered scheme's automaton
// reads its URLs first, and only a valid URL is parsed into a tree.
// A registered scheme's Validate then runs on the tree; RFC 1738's own
// validators and the generic checks, which find only warnings in a tree
// Parse built, are left to ParseWarnings and Validate.
func (p *Parser) Parse(input string) (*ast.URL, error) {
	if err := p.checkLength(input); err != nil {
		return nil, err
	}
	s := p.schemeOf(input)
	if u := p.builtinTree(input, s); u != nil {
		return p.refuse(u, s)
	}
	if e := syntaxError(input, s); e != nil {
		return nil, e
	}
	return p.build(input, s)
}

// builtinTree returns the tree that the generated parser of a built-in
// scheme (or of the generic syntax) builds of input, and nil when it
// builds none. Such a parser builds participle's tree of exactly the
// inputs the scheme's automaton accepts (the oracle tests,
// FuzzGeneratedMatchesParticiple), so a valid URL needs no run of the
// automaton first: it reads the input once. The automaton runs only when
// there is no tree, to say where the input breaks, or that it is valid
// and the interpreter must build the tree. A registered scheme's
// Generated comes from elsewhere and is trusted only with inputs its
// automaton accepted.
func (p *Parser) builtinTree(input string, s *scheme) *ast.URL {
	if p.interpretAll || s != nil && s.builtin == "" {
		return nil
	}
	generated := parseGeneric
	if s != nil {
		generated = s.Generated
	}
	if u := runGenerated(generated, input); u != nil && u.Pos() == 0 && u.End() == len(input) {
		return u
	}
	return nil
}

// build returns the tree of input, a URL of scheme s that its automaton
// accepts, after the validators that can refuse it: Parse once the
// syntax is known good. RFC 1738's validators and the generic checks
// report only warnings on a tree Parse built (their errors are for trees
// a program built: TestCheckBuiltinValidators, FuzzCheck), and Parse
// returns no warnings, so it runs only a registered scheme's Validate:
// building warnings only to drop them would cost a short URL with many
// of them more memory than its parse, and every URL the walk.
//
// It runs the registered validator alone (errors), not validate, so that
// a program that only parses links none of RFC 1738's validators.
func (p *Parser) build(input string, s *scheme) (*ast.URL, error) {
	u, err := p.tree(input, s)
	if err != nil {
		return nil, err
	}
	return p.refuse(u, s)
}

// refuse returns u, the tree of a URL of scheme s, or the errors of the
// validators that can refuse it (see build).
func (p *Parser) refuse(u *ast.URL, s *scheme) (*ast.URL, error) {
	if s == nil || !s.checkTree {
		return u, nil
	}
	if err := p.errors(nil, u, s).Err(); err != nil {
		return nil, err
	}
	return u, nil
}

// buildWarnings is build that also returns the validators' warnings.
func (p *Parser) buildWarnings(input string, s *scheme) (*ast.URL, ErrorList, error) {
	u, err := p.tree(input, s)
	if err != nil {
		return nil, nil, err
	}
	return p.withWarnings(u, s)
}

// withWarnings returns u, the tree of a URL of scheme s, with the
// validators' warnings, or their errors.
func (p *Parser) withWarnings(u *ast.URL, s *scheme) (*ast.URL, ErrorList, error) {
	list := p.validate(nil, u, s)
	if err := list.Err(); err != nil {
		return nil, list.Warnings(), err
	}
	return u, list.Warnings(), nil
}

// ParseWarnings is Parse that also returns the validators' warnings:
// the findings Parse leaves out, as it returns a tree with a nil error
// when there are only warnings, and only the errors when there are
// errors. It costs what Parse costs, where Parse and then Validate would
// check the tree twice (Validate checks a tree as a program may have
// built it, text by text).
func ParseWarnings(input string) (*ast.URL, ErrorList, error) {
	return defaultParser().ParseWarnings(input)
}

// ParseWarnings is the package-level ParseWarnings with p's schemes and
// options.
func (p *Parser) ParseWarnings(input string) (*ast.URL, ErrorList, error) {
	if err := p.checkLength(input); err != nil {
		return nil, nil, err
	}
	s := p.schemeOf(input)
	if u := p.builtinTree(input, s); u != nil {
		return p.withWarnings(u, s)
	}
	if e := syntaxError(input, s); e != nil {
		return nil, nil, e
	}
	return p.buildWarnings(input, s)
}

// internalError reports a valid input that the tree parser did not
// parse: a bug, which tests look for, but which a program parsing
// untrusted input gets as an error rather than a crash.
func internalError(input string, s *scheme, what string) *Error {
	e := &Error{Code: CodeInternal, Args: map[string]string{"what": what}, Production: grammar.GenericURL}
	if s != nil {
		e.Scheme = s.production
	}
	return e
}

// checkLength enforces MaxLength.
func (p *Parser) checkLength(input string) error {
	if len(input) <= p.maxLength {
		return nil
	}
	return &Error{
		Code:   CodeTooLong,
		Offset: p.maxLength,
		Found:  foundAt(input, p.maxLength),
		Args:   map[string]string{"length": strconv.Itoa(len(input)), "limit": strconv.Itoa(p.maxLength)},
	}
}
