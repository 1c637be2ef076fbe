package resolution

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/internal/voice"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// registeredProduction returns the production of u's scheme part when
// it is a scheme's own from outside RFC 1738, one a scheme author
// registered or a built-in scheme's of a later RFC (pop's popurl, RFC
// 2384), and false for RFC 1738's schemes, the generic syntax and
// https, which RFC 2818 writes by RFC 1738's httpurl
// (ast.Production.FromRFC1738): such a URL is not an RFC 1738 URL, and
// the lines about it say which production it is one of instead.
func registeredProduction(u *ast.URL) (ast.Production, bool) {
	p := grammar.OfPart(u)
	return p, u != nil && u.Scheme != nil && !p.FromRFC1738()
}

// registeredURL words what u is when its scheme is an author's: "a URL
// of scheme pop, by its production popurl (RFC 2384 section 3)".
func registeredURL(v voice.Voice, u *ast.URL, p ast.Production) string {
	return registeredWhat(v, u.Scheme.Name(), p)
}

// registeredWhat is registeredURL for the scheme named scheme, whose
// part's production is p. A production that names no RFC is not cited.
func registeredWhat(v voice.Voice, scheme string, p ast.Production) string {
	s := v.F("a URL of scheme %s, by its production %s", "une URL du mode %s, selon sa production %s", strings.ToLower(scheme), p.Name)
	if p.RFC != "" {
		s += " (" + v.Section(p.RFC, p.Section) + ")"
	}
	return s
}

// registeredError reports whether pe is an error in the part of a scheme
// from outside RFC 1738, registered or built in, whose URLs are not RFC
// 1738's (ast.Production.FromRFC1738).
func registeredError(pe *parser.Error) bool {
	return pe.Scheme.Name != "" && !pe.Scheme.FromRFC1738()
}
