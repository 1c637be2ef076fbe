package parser

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/automaton"
	"github.com/urlsyntax/rfc1738/grammar/interp"
)

// Scheme is a scheme-specific syntax: the production that a URL of that
// scheme must match after "scheme:", and its validator. RFC 1738's own
// schemes are built into every Parser; a scheme author declares another
// in their own package and registers it with WithScheme on a parser of
// their own, or with Register on the default parser.
type Scheme struct {
	// Name is the scheme's name in lower case, e.g. "ldap". URLs match
	// it in any case (section 2.1).
	Name string
	// Part is a value of the scheme part's type, a pointer to a struct
	// whose participle tags declare the production, built from this
	// module's nodes (*ast.Login, *ast.HostPort, ...).
	Part ast.SchemePart
	// Validate reports what the production accepts but the scheme's
	// definition forbids (errors) or finds suspect (warnings). It may be
	// nil. A finding's message cites its Production, and its Scheme too
	// when set ("; in ldapurl, RFC 4516 section 2"): set Scheme to the
	// part's production (grammar.Of(part)) on findings inside it. The generic checks (ports, hostnumbers, label lengths) run
	// before it on every URL.
	Validate func(u *ast.URL) ErrorList
	// WarningsOnly says that Validate reports only warnings on a tree
	// that Parse built: its errors are about trees a program built, which
	// the production cannot hold. Parse and Check then need not run it
	// (Parse returns no warnings; ParseWarnings and Validate run it), as
	// for RFC 1738's own schemes, which set it. Set it only when it is
	// true: a Validate that refuses a parsed URL would be skipped.
	WarningsOnly bool
	// Generated is the parser that command rfc1738gen generated from
	// Part's production: the Parse<Name> function of the file it writes
	// for "-scheme name=importpath.Type" (see package grammar/gen, "For
	// scheme authors"). The parser gives it the URLs of the scheme that
	// the Automaton accepts, and it returns their trees, or nil where it
	// leaves a tree to the grammar's interpreter. When Generated is nil,
	// the interpreter (interp.Grammar.Interpret), which reads Part's tags by
	// reflection, builds every tree of the scheme, several times slower
	// (docs/speed.md).
	//
	// It must be generated from this Part, as its tags are now.
	// WithScheme refuses one whose trees of a few short URLs of the
	// scheme are not of Part's type (one taken from another scheme's
	// file), but cannot tell a stale one. A stale one parses by the
	// tags it was generated from, so after a change of the language or
	// the tree it may fill in
	// what Part's production does not (a change that renames or removes
	// a field or a type makes the generated file fail to compile
	// instead). Rerun go generate after any change of Part's tags, and
	// test, as examples/newscheme/ldap/ldapparse does, that the generated
	// file is what the generator writes now (gen.WriteSchemes with the
	// arguments of the go:generate line), which fails as soon as a tag
	// changes, and that Generated gives the trees of participle's parser
	// of Part (peg.Build(Part)) on the scheme's test inputs.
	Generated func(input string) *ast.URL
	// Automaton is the automaton of Part's production that command
	// rfc1738gen generated with Generated: the Automaton<Name> function
	// of the same file. It decides whether a URL of the scheme is valid
	// and, when it is not, names its first impossible byte. When it is
	// nil, WithScheme builds it from Part's tags (interp.BuildAutomaton),
	// which takes a few milliseconds; the two are the same. WithScheme
	// refuses an Automaton whose tables are inconsistent
	// (automaton.Automaton.Verify) or whose productions do not include
	// Part's (one taken from another scheme's generated function).
	Automaton *automaton.Automaton
	// Notes returns the scheme's own notes on a syntax error in one of
	// its URLs, input: what the author knows that the automaton cannot
	// say ("IMAP has no password; did you mean ;AUTH=?"). e is a copy of
	// the error, with its Offset, Found, Expected, Production and the
	// library's Notes. The parser adds each note that holds (see
	// SchemeNote) after the library's, wherever it builds a syntax error
	// of the scheme (Parse, ParseWarnings, Check's error, Extract's,
	// Trace, Fix's, which leaves their advice to the reader, and the URL
	// of ParseReference). It may be nil. notetest.Check reports the
	// notes that the parser drops.
	Notes func(input string, e *Error) []SchemeNote
	// ResolveParams is how Resolve reads the params of a base URL of the
	// scheme and of a relative reference resolved against it: by RFC
	// 1808's rule (ParamsOwnComponent, the zero value), or as part of
	// the path (ParamsInPath, RFC 2192 section 6's rule for IMAP).
	ResolveParams ParamsRule
	// Replace lets the scheme take the place of a scheme of the same
	// name: one of RFC 1738's built into every parser, one registered
	// with Register, or one given to WithScheme before it for the same
	// parser. Without it, WithScheme and Register refuse such a clash,
	// which would otherwise change silently how the URLs of a scheme
	// that other code relies on are read.
	Replace bool
}

// generated is what zz_generated.go holds for a built-in scheme.
type generated struct {
	parse     func(input string) *ast.URL
	automaton *automaton.Automaton
}

// scheme is a Scheme with its production's grammar, as package
// grammar/interp reads it from Part's tags: what the interpreter builds
// trees by (grammar, read when first needed).
type scheme struct {
	Scheme
	tags tags
	// checkTree makes Check build the tree of a URL its automaton
	// accepts and run the validators on it, and Parse run them, since
	// Validate may refuse it: a scheme with a Validate that is not
	// WarningsOnly. RFC 1738's own schemes are WarningsOnly: their
	// validators refuse only trees a program built, never one Parse built
	// (TestCheckBuiltinValidators), so for them the automaton alone
	// decides, and the warnings are ParseWarnings' to find.
	checkTree bool
	// production is the production that errors about the scheme's URLs
	// cite as their scheme's: Part's (grammar.Of), or, for a scheme of
	// the same kind as one of RFC 1738's, its own, whose Of is Part's
	// (ast.HTTPSURLP for https).
	production ast.Production
	// builtin is, for RFC 1738's schemes and those of the same kind, the
	// RFC 1738 scheme whose validator is theirs (builtinValidator); ""
	// for a registered scheme, whose Validate is its own.
	builtin string
	// ownNotes adds the notes of Notes to a syntax error (addSchemeNotes),
	// set by WithScheme and Register for a scheme with Notes: called
	// through this field, it is linked only into programs that register
	// a scheme.
	ownNotes func(e *Error, input string, s *scheme)
}

// withOwnNotes returns s, which adds its own notes to its syntax errors
// when it has Notes.
func withOwnNotes(s *scheme) *scheme {
	if s.Notes != nil {
		s.ownNotes = addSchemeNotes
	}
	return s
}

// addNotes appends to e, the syntax error of input, a URL of s, the
// notes of s's own that hold.
func (s *scheme) addNotes(e *Error, input string) {
	if s != nil && s.ownNotes != nil {
		s.ownNotes(e, input, s)
	}
}

// validator returns the validator of s: its Validate, or, for a
// built-in scheme, RFC 1738's (nil when it has none).
func (s *scheme) validator() func(*ast.URL) ErrorList {
	if s.Validate == nil && s.builtin != "" {
		return builtinValidator(s.builtin)
	}
	return s.Validate
}

// productionOf returns s's production, the zero Production for a nil s
// (the generic syntax).
func productionOf(s *scheme) ast.Production {
	if s == nil {
		return ast.Production{}
	}
	return s.production
}

// citeAs rewrites, in e and its notes, the production p.Of as p: an
// error in an https URL names httpsurl where http's automaton or
// validator names httpurl, so that its rule says "https://", as the
// input does. It does nothing when p has no Of.
func citeAs(e *Error, p ast.Production) {
	if p.Of == nil || e == nil {
		return
	}
	of := *p.Of
	if e.Production == of {
		e.Production = p
	}
	if e.Scheme == of {
		e.Scheme = p
	}
	for i := range e.Notes {
		if e.Notes[i].Production == of {
			e.Notes[i].Production = p
		}
	}
}

// WithScheme registers s with the parser being built: URLs whose scheme
// is s.Name must match s.Part's production instead of the generic syntax,
// and s.Validate runs on them. s.Automaton, or one WithScheme builds from
// Part's tags, decides which are valid, and s.Generated, when set, builds
// their trees; the grammar's interpreter does otherwise. A scheme of the
// same name, built in, registered with Register or given to an earlier
// WithScheme, is an error unless s.Replace is set. Parsers built without
// it are not affected.
//
// It refuses, naming the type and what to change, a Part whose
// Production has no Name, a part or node type without an embedded
// ast.Span, and a Generated whose tree of a short URL that the Automaton
// accepts is not of Part's type.
func WithScheme(s Scheme) Option { return withScheme("WithScheme", s) }

// withScheme is WithScheme, whose errors name who (WithScheme or
// Register) as their source.
func withScheme(who string, s Scheme) Option {
	return func(p *Parser) error {
		if err := checkClash(who, s, p.schemes); err != nil {
			return err
		}
		built, err := buildScheme(s)
		if err != nil {
			return fmt.Errorf("parser: %s(%q): %w", who, s.Name, err)
		}
		schemes := make(map[string]*scheme, len(p.schemes)+1)
		for name, sch := range p.schemes {
			schemes[name] = sch
		}
		schemes[s.Name] = built
		p.schemes = schemes
		p.interpreter = interpretTree
		return nil
	}
}

// checkClash refuses s when schemes has one of its name and s.Replace
// is not set.
func checkClash(who string, s Scheme, schemes map[string]*scheme) error {
	old, ok := schemes[s.Name]
	if !ok || s.Replace {
		return nil
	}
	what := "a scheme registered before (by Register, or an earlier WithScheme)"
	if old == builtinSchemes()[s.Name] {
		what = "one of the schemes built into every parser"
	}
	return fmt.Errorf("parser: %s(%q): %s is %s; set Scheme.Replace to replace it", who, s.Name, s.Name, what)
}

func buildScheme(s Scheme) (*scheme, error) {
	if !isSchemeName(s.Name) {
		return nil, fmt.Errorf("%q is not a lower-case scheme name (RFC 1738 section 5: %s)", s.Name, grammar.SchemeP.Rule)
	}
	if s.Part == nil {
		return nil, fmt.Errorf("no Part")
	}
	if err := checkPartDeclared(s.Part); err != nil {
		return nil, err
	}
	if s.Generated != nil && s.Automaton != nil {
		if err := checkAutomaton(s); err != nil {
			return nil, err
		}
		if err := checkGenerated(s); err != nil {
			return nil, err
		}
		return withOwnNotes(generatedScheme(s, grammar.Of(s.Part))), nil
	}
	g, err := interp.ReadURL(s.Part)
	if err == nil {
		err = g.CheckDeclared()
	}
	if err == nil && s.Automaton == nil {
		s.Automaton, err = interp.BuildAutomaton(g)
	} else if err == nil {
		err = checkAutomaton(s)
	}
	if err == nil && s.Generated != nil {
		err = checkGenerated(s)
	}
	if err != nil {
		return nil, err
	}
	built := &scheme{Scheme: s, checkTree: s.Validate != nil && !s.WarningsOnly, production: grammar.Of(s.Part)}
	built.tags.read(func() (*interp.Grammar, error) { return g, nil })
	return withOwnNotes(built), nil
}

// generatedScheme registers s, which has generated code: rfc1738gen read
// and checked its tags, so they are read again only when the interpreter,
// a trace or EBNF needs them. RFC 1738's own schemes are registered here
// too, so that a program that parses with them alone links no reader of
// tags, and starts without checking tables that the tests check.
func generatedScheme(s Scheme, production ast.Production) *scheme {
	return &scheme{Scheme: s, checkTree: s.Validate != nil && !s.WarningsOnly, production: production}
}

// checkAutomaton refuses an Automaton that is not of s.Part's
// production, as when it was taken from the generated function of another
// scheme: it would decide the scheme's URLs by another grammar. Comparing
// it with one built from the tags would cost what setting it saves, so
// the check is that its productions include Part's.
func checkAutomaton(s Scheme) error {
	if err := s.Automaton.Verify(); err != nil {
		return err
	}
	want := grammar.Of(s.Part).Name
	if want == "" {
		return nil
	}
	// A scan, not Index, which would derive the automaton's tables when
	// the parser is built rather than when it first runs.
	for _, p := range s.Automaton.Productions {
		if p.Name == want {
			return nil
		}
	}
	return fmt.Errorf("the Automaton is not of Part's production: it has no %q (set it from the generated file's Automaton function of the same scheme as Generated, e.g. AutomatonLDAP() beside ParseLDAP)", want)
}

// isSchemeName reports whether s is a scheme as the BNF spells it:
// 1*[ lowalpha | digit | "+" | "-" | "." ].
func isSchemeName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isSchemeByte(s[i]) || 'A' <= s[i] && s[i] <= 'Z' {
			return false
		}
	}
	return true
}

func isSchemeByte(c byte) bool { return schemeBytes[c] }

// schemeBytes holds the bytes of a scheme name, in either case: every
// URL's first bytes are read against it.
var schemeBytes = func() (set [256]bool) {
	for c := range 256 {
		switch grammar.Class(byte(c)) {
		case grammar.Alpha, grammar.Digit:
			set[c] = true
		}
	}
	set['+'], set['-'], set['.'] = true, true, true
	return set
}()

// schemeOf returns the registered scheme that input names, or nil. It
// only chooses the production: the chosen parser parses the scheme again,
// by the grammar, with the rest.
func (p *Parser) schemeOf(input string) *scheme {
	if len(p.schemes) == 0 {
		return nil
	}
	i := 0
	for i < len(input) && isSchemeByte(input[i]) {
		i++
	}
	if i == 0 || i == len(input) || input[i] != ':' {
		return nil
	}
	return p.schemeNamed(input[:i])
}

// Scheme returns the scheme whose production p reads the URLs of name
// by, name in any case: one of RFC 1738's, or one registered with
// WithScheme or Register, with the Generated and Automaton p uses for
// it. It returns false when p reads them by the generic syntax. Part is
// the registered value, shared: read its type and methods, do not
// change it.
func (p *Parser) Scheme(name string) (Scheme, bool) {
	s := p.schemeNamed(name)
	if s == nil {
		return Scheme{}, false
	}
	return s.Scheme, true
}

// Registered returns the schemes p reads by a part that is not RFC
// 1738's, in order of name: those of WithScheme and Register, and any
// that replaced one of RFC 1738's with a part of another type. https,
// which RFC 2818 writes by RFC 1738's httpurl, is not among them.
func (p *Parser) Registered() []Scheme {
	var out []Scheme
	for _, name := range p.Schemes() {
		s, ok := p.Scheme(name)
		if builtIn := ast.PartOf(name); ok && (builtIn == nil || reflect.TypeOf(builtIn) != reflect.TypeOf(s.Part)) {
			out = append(out, s)
		}
	}
	return out
}

// schemeNamed returns the registered scheme of name, in any case, or nil.
// It compares the few names of name's length: names are ASCII, so one of
// the same byte length that EqualFold matches is ASCII too, and matches
// letter for letter but for case. Names are most often written as
// registered, in lower case, which a plain comparison finds first at a
// fraction of EqualFold's cost; it runs on every URL parsed.
func (p *Parser) schemeNamed(name string) *scheme {
	if len(name) >= len(p.byLength) {
		return nil
	}
	same := p.byLength[len(name)]
	for _, s := range same {
		if name == s.Name {
			return s
		}
	}
	for _, s := range same {
		if strings.EqualFold(name, s.Name) {
			return s
		}
	}
	return nil
}

// index fills p.byLength from p.schemes.
func (p *Parser) index() {
	p.byLength = nil
	for name, s := range p.schemes {
		for len(p.byLength) <= len(name) {
			p.byLength = append(p.byLength, nil)
		}
		p.byLength[len(name)] = append(p.byLength[len(name)], s)
	}
	for _, list := range p.byLength {
		// A stable order, most common first is not known: by name.
		slices.SortFunc(list, func(a, b *scheme) int { return strings.Compare(a.Name, b.Name) })
	}
}
