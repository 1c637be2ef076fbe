package view

import (
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
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
