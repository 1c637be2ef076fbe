package ldap

import (
	"fmt"
	"strings"
)

// parseDN parses a decoded DN by the grammar of RFC 4514 section 3:
//
//	distinguishedName = [ relativeDistinguishedName *( COMMA relativeDistinguishedName ) ]
//	relativeDistinguishedName = attributeTypeAndValue *( PLUS attributeTypeAndValue )
//	attributeTypeAndValue = attributeType EQUALS attributeValue
//	attributeType = descr / numericoid
//	attributeValue = string / hexstring
//	string = [ ( leadchar / pair ) [ *( stringchar / pair ) ( trailchar / pair ) ] ]
//	pair = ESC ( ESC / special / hexpair )
//	special = escaped / SPACE / SHARP / EQUALS
//	escaped = DQUOTE / PLUS / COMMA / SEMI / LANGLE / RANGLE
//	hexstring = SHARP 1*hexpair
//
// In a string, DQUOTE, PLUS, COMMA, SEMI, LANGLE, RANGLE and ESC are
// written as pairs, and so are a leading SPACE or SHARP and a trailing
// SPACE; "=" and an inner "#" or space need not be. A value that starts
// with "#" is a hexstring. RFC 4514 section 3 is the grammar that
// parsers must accept; it has no spaces around "," or "=" (RFC 4516's
// appendix A notes an example fixed for that).
func parseDN(s string) ([]RDN, *fault) {
	if s == "" {
		return nil, nil
	}
	if i := invalidUTF8(s); i >= 0 {
		return nil, &fault{at: i, prod: distinguishedNameP, note: "a DN is UTF-8 (RFC 4514 section 3)"}
	}
	var rdns []RDN
	var rdn RDN
	for i := 0; ; {
		end, f := scanOID(s, i, attributeTypeP, `an attribute type, such as cn or 2.5.4.3`)
		if f != nil {
			return nil, f
		}
		typ := s[i:end]
		i = end
		if i >= len(s) || s[i] != '=' {
			return nil, &fault{at: i, prod: attributeTypeAndValueP, expected: `"=" after the attribute type`}
		}
		i++
		var av AttributeValue
		if i, av, f = dnValue(s, i); f != nil {
			return nil, f
		}
		av.Type = typ
		rdn = append(rdn, av)
		switch {
		case i == len(s):
			return append(rdns, rdn), nil
		case s[i] == ',':
			rdns, rdn = append(rdns, rdn), nil
		}
		i++ // past "," or "+"
	}
}

// dnValue reads attributeValue at s[i:], up to an unescaped "," or "+"
// or the end.
func dnValue(s string, i int) (int, AttributeValue, *fault) {
	if i < len(s) && s[i] == '#' {
		return dnHexstring(s, i+1)
	}
	var b strings.Builder
	start, rawSpace := i, false // rawSpace: the last character was an unescaped space
	for i < len(s) && s[i] != ',' && s[i] != '+' {
		c := s[i]
		rawSpace = false
		switch {
		case c == '\\':
			switch {
			case i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]):
				b.WriteByte(unhex(s[i+1])<<4 | unhex(s[i+2]))
				i += 3
			case i+1 < len(s) && strings.IndexByte(`\"+,;<> #=`, s[i+1]) >= 0:
				b.WriteByte(s[i+1])
				i += 2
			default:
				return 0, AttributeValue{}, &fault{at: i + 1, prod: pairP, expected: `after "\": "\", one of "+,;<> #= or two hex digits`}
			}
			continue
		case strings.IndexByte(`";<>`, c) >= 0:
			return 0, AttributeValue{}, &fault{at: i, prod: attributeValueP, note: fmt.Sprintf(`a %q in a value is written "\%c"`, c, c)}
		case c == ' ' && i == start:
			return 0, AttributeValue{}, &fault{at: i, prod: attributeValueP, note: `a value that starts with a space writes it "\ "`}
		case c == ' ':
			rawSpace = true
		}
		b.WriteByte(c)
		i++
	}
	if rawSpace {
		return 0, AttributeValue{}, &fault{at: i - 1, prod: attributeValueP, note: `a value that ends with a space writes it "\ "`}
	}
	return i, AttributeValue{Value: b.String()}, nil
}

// dnHexstring reads 1*hexpair at s[i:], after the "#".
func dnHexstring(s string, i int) (int, AttributeValue, *fault) {
	var b strings.Builder
	for i+1 < len(s) && isHex(s[i]) && isHex(s[i+1]) {
		b.WriteByte(unhex(s[i])<<4 | unhex(s[i+1]))
		i += 2
	}
	if b.Len() == 0 || i < len(s) && s[i] != ',' && s[i] != '+' {
		expected := `two hex digits`
		if b.Len() > 0 {
			expected += `, "," or "+"`
		}
		return 0, AttributeValue{}, &fault{at: i, prod: hexstringP, expected: expected, note: `a value that starts with "#" is hex digits in pairs (its BER encoding); write a leading "#" of a string as "\#"`}
	}
	return i, AttributeValue{Value: b.String(), Hex: true}, nil
}
