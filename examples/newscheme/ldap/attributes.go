package ldap

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
)

// Attributes is the list of attributes to return:
//
//	attributes = attrdesc *(COMMA attrdesc)
//	attrdesc   = selector *(COMMA selector)
//
// The two rules of RFC 4516 describe one language, selectors separated by
// commas, so one node holds the selectors. An empty list (a "?" followed
// by "?" or the end) is present with no selectors: RFC 4516 section 3
// reads it as "all user attributes", as it reads an absent one.
type Attributes struct {
	ast.Span
	Selectors []*Selector `parser:"( @@ ( ',' @@ )* )?"`
}

// String returns the list as written.
func (a *Attributes) String() string {
	if a == nil {
		return ""
	}
	parts := make([]string, len(a.Selectors))
	for i, s := range a.Selectors {
		parts[i] = s.String()
	}
	return strings.Join(parts, ",")
}

// Production returns AttributesP.
func (*Attributes) Production() ast.Production { return AttributesP }

// Children implements ast.Parent: the selectors.
func (a *Attributes) Children() []ast.Node {
	if a == nil {
		return nil
	}
	out := make([]ast.Node, 0, len(a.Selectors))
	for _, s := range a.Selectors {
		out = append(out, s)
	}
	return present(out...)
}

// Decoded returns the selectors with their escapes decoded.
func (a *Attributes) Decoded() []string {
	if a == nil {
		return nil
	}
	out := make([]string, len(a.Selectors))
	for i, s := range a.Selectors {
		out[i] = s.Decoded()
	}
	return out
}

// Selector is one attribute to return:
//
//	selector = attributeSelector ; RFC 4511 section 4.5.1.8, percent-encoded
//
// An attribute description such as "cn" or "cn;lang-en", or "*" (all
// user attributes) or "1.1" (none). The grammar takes any non-empty text
// up to the next "," or "?", since RFC 4516 section 2.1 lets it be
// percent-encoded; the validator checks the decoded text.
type Selector struct {
	ast.Span
	Text ast.Text `parser:"@( ( (?! ',') (Alpha | Digit | Safe | Extra | Escape | ';' | '/' | ':' | '@' | '&' | '=' | '~') )+ )"`
}

// String returns the selector as written.
func (s *Selector) String() string {
	if s == nil {
		return ""
	}
	return string(s.Text)
}

// Production returns SelectorP.
func (*Selector) Production() ast.Production { return SelectorP }

// Decoded returns the selector with its escapes decoded.
func (s *Selector) Decoded() string { return s.Text.Decoded() }
