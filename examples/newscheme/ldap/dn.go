package ldap

import "github.com/urlsyntax/rfc1738/ast"

// DN is the distinguished name that the search starts from, or that a
// non-search operation targets:
//
//	dn = distinguishedName ; RFC 4514 section 3, percent-encoded
//
// The grammar takes any text up to the first "?": RFC 4516 section 2.1
// lets every field hold any character once percent-encoded, and only "?"
// must be encoded in a DN. The validator checks the decoded text against
// RFC 4514's distinguishedName; RDNs gives it parsed.
type DN struct {
	ast.Span
	Text ast.Text `parser:"@( (Alpha | Digit | Safe | Extra | Escape | ';' | '/' | ':' | '@' | '&' | '=' | '~')* )"`
}

// String returns the DN as written, escapes and all.
func (d *DN) String() string {
	if d == nil {
		return ""
	}
	return string(d.Text)
}

// Production returns DNP.
func (*DN) Production() ast.Production { return DNP }

// Decoded returns the DN with its percent-escapes decoded: the string
// form of RFC 4514, whose own "\" escapes are left as they are.
func (d *DN) Decoded() string { return d.Text.Decoded() }

// RDNs returns the DN's relative distinguished names, most specific
// first as written, with their values unescaped; false when the decoded
// text is not an RFC 4514 distinguishedName (Validate says why). The
// empty DN has no RDNs.
func (d *DN) RDNs() ([]RDN, bool) {
	rdns, f := parseDN(d.Decoded())
	return rdns, f == nil
}

// RDN is a relative distinguished name: one attribute type and value, or
// several joined by "+" (RFC 4514: relativeDistinguishedName =
// attributeTypeAndValue *( PLUS attributeTypeAndValue )).
type RDN []AttributeValue

// AttributeValue is attributeTypeAndValue = attributeType EQUALS
// attributeValue, its value unescaped.
type AttributeValue struct {
	Type string // as written: a descr such as "cn", or a numericoid
	// Value is the value with RFC 4514's escapes resolved ("\2C" and
	// "\," are both ","), or, when Hex is set, the octets a hexstring
	// ("#" 1*hexpair) spells: the value's BER encoding.
	Value string
	Hex   bool
}
