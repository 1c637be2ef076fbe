package oracle

import (
	"sort"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/interp"
)

// schemeParts are the scheme parts of the schemes RFC 1738 gives a
// production of their own, by lower-case name, and of the schemes of the
// same kind that the default parser reads by one of them (https, by
// http's: ast.SameKindSchemes).
var schemeParts = func() map[string]ast.SchemePart {
	m := map[string]ast.SchemePart{}
	for _, name := range ast.Schemes() {
		m[name] = ast.PartOf(name)
	}
	for _, s := range ast.SameKindSchemes() {
		m[s.Name] = ast.PartOf(s.Name)
	}
	return m
}()

// URL is the oracle of RFC 1738 URLs. An input is decided by one
// grammar, chosen as the library's parser chooses it: the grammar of its
// scheme when the input starts with the name of one of RFC 1738's
// schemes or of https (in any case) and ":", the generic syntax
// (ip-schemepart or opaque part) otherwise.
//
// The answers are those of the chosen grammar. They are also the
// answers for the language of URLs as a whole: an input without a
// "name:" prefix can only be viable by the generic grammar if it is all
// scheme characters, and such a prefix is also the start of a URL of an
// unknown scheme.
type URL struct {
	generic *Oracle
	schemes map[string]*Oracle
}

// NewURL returns the oracle of RFC 1738 URLs.
func NewURL() (*URL, error) {
	g, err := interp.ReadURL(&ast.IPSchemePart{}, &ast.OpaquePart{})
	if err != nil {
		return nil, err
	}
	u := &URL{schemes: map[string]*Oracle{}}
	if u.generic, err = New(g); err != nil {
		return nil, err
	}
	for name, part := range schemeParts {
		g, err := interp.ReadURL(part)
		if err != nil {
			return nil, err
		}
		if u.schemes[name], err = New(g); err != nil {
			return nil, err
		}
	}
	return u, nil
}

// Schemes returns the names of the schemes that have a grammar of their
// own, sorted.
func Schemes() []string {
	var out []string
	for name := range schemeParts {
		out = append(out, name)
	}
	sort.Strings(out)
	return out
}

// For returns the oracle of the grammar that decides input, and the
// scheme's lower-case name ("" for the generic syntax).
func (u *URL) For(input string) (*Oracle, string) {
	if name, ok := schemeName(input); ok {
		if o := u.schemes[name]; o != nil {
			return o, name
		}
	}
	return u.generic, ""
}

// Member reports whether s is a valid URL.
func (u *URL) Member(s string) bool {
	o, _ := u.For(s)
	return o.Member(s)
}

// Viable reports whether some valid URL starts with p; see
// Oracle.Viable.
func (u *URL) Viable(p string) (bool, error) {
	o, _ := u.For(p)
	return o.Viable(p)
}

// FirstImpossible returns the first impossible byte of s; see
// Oracle.FirstImpossible.
func (u *URL) FirstImpossible(s string) (Result, error) {
	o, _ := u.For(s)
	return o.FirstImpossible(s)
}

// schemeName returns the text of input before its first ":", in lower
// case, when it is a scheme: 1*( letter | digit | "+" | "-" | "." ).
func schemeName(input string) (string, bool) {
	i := strings.IndexByte(input, ':')
	if i <= 0 {
		return "", false
	}
	for _, c := range []byte(input[:i]) {
		switch grammar.Class(c) {
		case grammar.Alpha, grammar.Digit:
		default:
			if c != '+' && c != '-' && c != '.' {
				return "", false
			}
		}
	}
	return strings.ToLower(input[:i]), true
}
