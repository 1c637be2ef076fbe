package ldap

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
)

// Scope is how far below the DN the search reaches:
//
//	scope = "base" / "one" / "sub"
//
// The grammar captures any text up to the next "?" and the validator
// checks it, rather than spelling the three words in the tag, for three
// reasons. ABNF strings are case-insensitive (RFC 4234 section 2.3, and
// RFC 4516's own example "?ONE"), so the tag would need ('b' | 'B')
// ('a' | 'A') ... for each letter. A wrong scope is then reported once,
// at its start, as `scope "subtree" is not base, one or sub`, where the
// grammar would stop at the "t" and list the letters it could take. And
// the check runs on trees a program built, which no grammar sees.
type Scope struct {
	ast.Span
	Text ast.Text `parser:"@( (Alpha | Digit | Safe | Extra | Escape | ';' | '/' | ':' | '@' | '&' | '=' | '~')* )"`
}

// The three scopes, as Value returns them.
const (
	ScopeBase = "base" // the DN's entry only
	ScopeOne  = "one"  // the entries just below it
	ScopeSub  = "sub"  // the DN's entry and all below it
)

// String returns the scope as written.
func (s *Scope) String() string {
	if s == nil {
		return ""
	}
	return string(s.Text)
}

// Production returns ScopeP.
func (*Scope) Production() ast.Production { return ScopeP }

// Value returns the scope in lower case, decoded: ScopeBase, ScopeOne or
// ScopeSub, or ScopeBase for an empty scope (RFC 4516 section 3: "If
// <scope> is omitted, a <scope> of "base" is assumed"); false when the
// text is none of them.
func (s *Scope) Value() (string, bool) {
	v := strings.ToLower(s.Text.Decoded())
	switch v {
	case "":
		return ScopeBase, true
	case ScopeBase, ScopeOne, ScopeSub:
		return v, true
	}
	return "", false
}
