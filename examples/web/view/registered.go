package view

import (
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// Registered is the production of a scheme part from outside RFC 1738,
// as its author declared it (ast.Production): the page says "a URL of
// scheme pop, by its production popurl (RFC 2384 section 3)".
type Registered struct {
	Production string `json:"production"`        // "popurl"
	RFC        string `json:"rfc,omitempty"`     // "RFC 2384"
	Section    string `json:"section,omitempty"` // "3"
}

// registeredOf returns the production of u's scheme part when it is a
// scheme's own from outside RFC 1738, registered or built in, and nil
// when u is read by RFC 1738's grammar (ast.Production.FromRFC1738): one
// of its schemes, the generic syntax, or https, whose production's Of is
// RFC 1738's httpurl.
func registeredOf(u *ast.URL) *Registered {
	if u == nil || u.Scheme == nil {
		return nil
	}
	p := grammar.OfPart(u)
	if p.FromRFC1738() {
		return nil
	}
	return &Registered{Production: p.Name, RFC: p.RFC, Section: p.Section}
}

// A RegisteredScheme is a scheme that a page's parser reads by a
// production from outside RFC 1738, as the page's introduction names it:
// "ldap, by ldapurl (RFC 4516 section 2)".
type RegisteredScheme struct {
	Scheme string `json:"scheme"` // "ldap"
	Registered
}

// RegisteredSchemes returns the schemes p reads by their own
// productions, registered with parser.Register, in p.Registered's order.
// The page's server serves them (/schemes.json), so that the page says
// from its start which schemes it reads by other RFCs than RFC 1738,
// where explain reads only RFC 1738's unless told (-scheme).
func RegisteredSchemes(p *parser.Parser) []RegisteredScheme {
	var out []RegisteredScheme
	for _, s := range p.Registered() {
		prod := grammar.Of(s.Part)
		out = append(out, RegisteredScheme{Scheme: s.Name, Registered: Registered{Production: prod.Name, RFC: prod.RFC, Section: prod.Section}})
	}
	return out
}
