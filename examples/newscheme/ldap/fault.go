package ldap

import "github.com/urlsyntax/rfc1738/ast"

// fault is a finding in a field's decoded text, before the validator
// places it in the URL: at is an index into the decoded text.
type fault struct {
	at       int
	prod     ast.Production
	expected string // what the production allows at, in words; may be ""
	note     string // why, or how to write it; may be ""
}
