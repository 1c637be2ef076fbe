package ldap

import "github.com/urlsyntax/rfc1738/ast"

// DefaultFilter is the filter of an LDAP URL that gives none (RFC 4516
// section 3).
const DefaultFilter = "(objectClass=*)"

// Filter is the search filter, the string form of RFC 4515 section 3,
// percent-encoded:
//
//	filter = LPAREN filtercomp RPAREN
//
// The grammar takes any text up to the next "?": a filter's "(", "&",
// "*" and "=" are all characters RFC 4516 lets a URL carry unencoded, and
// what it may not carry it percent-encodes, so the filter's own syntax
// only shows once the text is decoded. The validator decodes it and
// checks it against RFC 4515.
type Filter struct {
	ast.Span
	Text ast.Text `parser:"@( (Alpha | Digit | Safe | Extra | Escape | ';' | '/' | ':' | '@' | '&' | '=' | '~')* )"`
}

// String returns the filter as written.
func (f *Filter) String() string {
	if f == nil {
		return ""
	}
	return string(f.Text)
}

// Production returns FilterP.
func (*Filter) Production() ast.Production { return FilterP }

// Decoded returns the filter with its percent-escapes decoded: the
// RFC 4515 string, whose own "\" escapes (such as "\2a" for "*") are
// left as they are.
func (f *Filter) Decoded() string { return f.Text.Decoded() }
