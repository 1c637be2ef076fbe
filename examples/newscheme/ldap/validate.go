package ldap

import (
	"fmt"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// Validate checks an LDAP URL for what its grammar leaves to it: each
// field's text once percent-decoded, which RFC 4516 defines by other
// documents' grammars. Errors:
//
//   - a zero byte in any field but the extensions (RFC 4516 section 2.1);
//   - a DN that is not RFC 4514's distinguishedName;
//   - a selector that is not RFC 4511's attributeSelector (an attribute
//     description, "*" or "1.1"; "+", all operational attributes, from
//     RFC 3673, is accepted too);
//   - a scope other than base, one or sub, in any case;
//   - a filter that is not RFC 4515's filter;
//   - an extension type with a number that has a leading zero (RFC 4512's
//     numericoid), and an extension value that is not UTF-8 (LDAPString).
//
// Warnings:
//
//   - a critical extension ("!"): RFC 4516 defines no extensions and this
//     package implements none, so a client "MUST NOT process the URL";
//   - a scope written with escapes ("%62ase"), which RFC 3986 section
//     2.3 makes equivalent to the word but RFC 4516's grammar spells as
//     a word.
//
// Each finding's Offset is where the URL has the character at fault (an
// escape counts as the character it encodes), its Found the raw text of
// that character, or "" at the end of the field, and its Production the
// rule broken: RFC 4516's, or RFC 4514's, 4515's, 4512's or 4511's for
// the decoded text. Validate only needs the tree, so it checks trees a
// program built; their offsets are what the spans say.
//
// The generic checks of package parser (port range, hostnumber parts,
// label lengths) run before it when a parser validates.
func Validate(u *ast.URL) parser.ErrorList {
	if u == nil {
		return nil
	}
	p, ok := u.Part.(*Part)
	if !ok || p == nil {
		return parser.ErrorList{{
			Code:       CodePartType,
			Args:       map[string]string{"got": fmt.Sprintf("%T", u.Part)},
			Production: LDAPURLP,
			Scheme:     LDAPURLP,
		}}
	}
	var v validator
	if p.DN != nil {
		v.field(p.DN, "DN", false, func(s string) *fault {
			_, f := parseDN(s)
			return f
		})
	}
	if p.Attributes != nil {
		for _, s := range p.Attributes.Selectors {
			if s != nil {
				v.field(s, "selector", false, checkSelector)
			}
		}
	}
	if p.Scope != nil {
		v.scope(p.Scope)
	}
	if p.Filter != nil && p.Filter.Text != "" {
		v.field(p.Filter, "filter", false, checkFilter)
	}
	if p.Extensions != nil {
		for _, e := range p.Extensions.List {
			if e != nil {
				v.extension(e)
			}
		}
	}
	return v.list
}

type validator struct {
	list parser.ErrorList
}

// add appends e, naming the scheme's production beside the one broken,
// as the parser does for syntax errors.
func (v *validator) add(e *parser.Error) {
	e.Scheme = LDAPURLP
	v.list = append(v.list, e)
}

// field decodes n's text, and reports a zero byte in it unless nul is
// set, then what check finds.
func (v *validator) field(n ast.Node, name string, nul bool, check func(string) *fault) {
	d := decodeField(n.String())
	if i := strings.IndexByte(d.text, 0); i >= 0 && !nul {
		v.fault(n, d, name, &fault{at: i, prod: grammarOf(n), note: "RFC 4516 section 2.1 lets only the extensions hold a zero byte"})
		return
	}
	if f := check(d.text); f != nil {
		v.fault(n, d, name, f)
	}
}

// fault reports f, found in the decoded text d of node n.
func (v *validator) fault(n ast.Node, d field, name string, f *fault) {
	args := map[string]string{"field": name, "text": d.text, "at": d.describeAt(f.at), "expected": f.expected, "note": f.note}
	code := CodeField
	switch {
	case f.expected != "" && f.note != "":
		code = CodeFieldExpectedNote
	case f.expected != "":
		code = CodeFieldExpected
	case f.note != "":
		code = CodeFieldNote
	}
	v.add(&parser.Error{
		Code:       code,
		Offset:     n.Pos() + d.from[min(f.at, len(d.text))],
		Found:      d.rawAt(f.at),
		Args:       args,
		Production: f.prod,
		Severity:   parser.SeverityError,
	})
}

func (v *validator) scope(s *Scope) {
	value, ok := s.Value()
	switch {
	case !ok:
		v.add(&parser.Error{
			Code:       CodeScope,
			Offset:     s.Pos(),
			Found:      string(s.Text),
			Args:       map[string]string{"scope": s.Text.Decoded()},
			Production: ScopeP,
		})
	case strings.Contains(string(s.Text), "%"):
		v.add(&parser.Error{
			Code:       CodeScopeEscaped,
			Offset:     s.Pos(),
			Found:      string(s.Text),
			Args:       map[string]string{"scope": string(s.Text), "value": value},
			Production: ScopeP,
			Severity:   parser.SeverityWarning,
		})
	}
}

func (v *validator) extension(e *Extension) {
	if e.Type == nil || e.Type.Text == "" {
		v.add(&parser.Error{Code: CodeExtensionNoType, Offset: e.Pos(), Found: e.String(), Production: ExtensionP})
		return
	}
	v.field(e.Type, "extension type", false, func(s string) *fault {
		end, f := scanOID(s, 0, ExTypeP, "an oid")
		if f == nil && end < len(s) {
			f = &fault{at: end, prod: ExTypeP, expected: "the end of the oid"}
		}
		return f
	})
	if e.Value != nil {
		v.field(e.Value, "extension value", true, func(s string) *fault {
			if i := invalidUTF8(s); i >= 0 {
				return &fault{at: i, prod: ExValueP, note: "an LDAPString is UTF-8 (RFC 4511 section 4.1.2)"}
			}
			return nil
		})
	}
	if e.Critical {
		v.add(&parser.Error{
			Code:       CodeCritical,
			Offset:     e.Pos(),
			Found:      e.String(),
			Args:       map[string]string{"type": string(e.Type.Text)},
			Production: ExtensionP,
			Severity:   parser.SeverityWarning,
		})
	}
}

// checkSelector checks a decoded selector: attributeSelector =
// attributedescription / selectorspecial, where selectorspecial is "1.1"
// (a numericoid, so an attributedescription too) or "*"; and RFC 3673's
// "+".
func checkSelector(s string) *fault {
	if s == "*" || s == "+" {
		return nil
	}
	end, f := scanAttributeDescription(s, 0, attributeSelectorP, `an attribute description such as cn or cn;lang-en, "*", "1.1" or "+"`)
	if f == nil && end < len(s) {
		f = &fault{at: end, prod: attributeDescP, expected: `";" and an option, or the end of the selector`}
	}
	return f
}

// grammarOf returns the production a node of this package names.
func grammarOf(n ast.Node) ast.Production {
	if d, ok := n.(interface{ Production() ast.Production }); ok {
		return d.Production()
	}
	return LDAPURLP
}
