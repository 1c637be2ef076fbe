package ldap

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
)

// Extensions is the list of extensions, at least one after its "?":
//
//	extensions = extension *(COMMA extension)
type Extensions struct {
	ast.Span
	List []*Extension `parser:"@@ ( ',' @@ )*"`
}

// String returns the list as written.
func (e *Extensions) String() string {
	if e == nil {
		return ""
	}
	parts := make([]string, len(e.List))
	for i, x := range e.List {
		parts[i] = x.String()
	}
	return strings.Join(parts, ",")
}

// Production returns ExtensionsP.
func (*Extensions) Production() ast.Production { return ExtensionsP }

// Children implements ast.Parent: the extensions.
func (e *Extensions) Children() []ast.Node {
	if e == nil {
		return nil
	}
	out := make([]ast.Node, 0, len(e.List))
	for _, x := range e.List {
		out = append(out, x)
	}
	return present(out...)
}

// Extension is one extension of the URL:
//
//	extension = [EXCLAMATION] extype [EQUALS exvalue]
//
// Critical records the "!": a client that does not implement a critical
// extension "MUST NOT process the URL" (RFC 4516 section 2). Value is nil
// when there is no "=", and present but empty after a bare "=".
type Extension struct {
	ast.Span
	Critical bool     `parser:"@'!'?"`
	Type     *ExType  `parser:"@@"`
	Value    *ExValue `parser:"( '=' @@ )?"`
}

// String returns the extension as written.
func (e *Extension) String() string {
	if e == nil {
		return ""
	}
	s := ""
	if e.Critical {
		s = "!"
	}
	s += e.Type.String()
	if e.Value != nil {
		s += "=" + e.Value.String()
	}
	return s
}

// Production returns ExtensionP.
func (*Extension) Production() ast.Production { return ExtensionP }

// Children implements ast.Parent: the type and, when present, the value.
func (e *Extension) Children() []ast.Node {
	if e == nil {
		return nil
	}
	return present(e.Type, e.Value)
}

// ExType names the extension:
//
//	extype = oid ; RFC 4512 section 1.4: oid = descr / numericoid
//
// Unlike the other fields, RFC 4516 does not make it subject to
// percent-encoding, so the tag spells the oid itself: a descr (a letter,
// then letters, digits and hyphens) or a numericoid (numbers joined by
// dots, at least two). That a number has no leading zero is left to the
// validator, which can say so in words.
type ExType struct {
	ast.Span
	Text ast.Text `parser:"@( Alpha (Alpha | Digit | '-')* | Digit+ ( '.' Digit+ )+ )"`
}

// String returns the type as written.
func (t *ExType) String() string {
	if t == nil {
		return ""
	}
	return string(t.Text)
}

// Production returns ExTypeP.
func (*ExType) Production() ast.Production { return ExTypeP }

// ExValue is the extension's value:
//
//	exvalue = LDAPString ; RFC 4511 section 4.1.2, percent-encoded
//
// A UTF-8 string in which "," must be percent-encoded (RFC 4516 section
// 2.1), since "," separates extensions; the grammar takes any text up to
// the next "," or "?".
type ExValue struct {
	ast.Span
	Text ast.Text `parser:"@( ( (?! ',') (Alpha | Digit | Safe | Extra | Escape | ';' | '/' | ':' | '@' | '&' | '=' | '~') )* )"`
}

// String returns the value as written.
func (v *ExValue) String() string {
	if v == nil {
		return ""
	}
	return string(v.Text)
}

// Production returns ExValueP.
func (*ExValue) Production() ast.Production { return ExValueP }

// Decoded returns the value with its escapes decoded. Unlike the other
// fields, it may hold zero bytes (RFC 4516 section 2.1).
func (v *ExValue) Decoded() string { return v.Text.Decoded() }
