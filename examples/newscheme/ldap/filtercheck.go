package ldap

import "github.com/urlsyntax/rfc1738/ast"

// checkFilter checks a decoded filter against the string form of RFC 4515
// section 3:
//
//	filter         = LPAREN filtercomp RPAREN
//	filtercomp     = and / or / not / item
//	and            = AMPERSAND filterlist
//	or             = VERTBAR filterlist
//	not            = EXCLAMATION filter
//	filterlist     = 1*filter
//	item           = simple / present / substring / extensible
//	simple         = attr filtertype assertionvalue
//	filtertype     = EQUALS / ( TILDE EQUALS ) / ( RANGLE EQUALS ) / ( LANGLE EQUALS )
//	extensible     = ( attr [dnattrs] [matchingrule] COLON EQUALS assertionvalue )
//	                 / ( [dnattrs] matchingrule COLON EQUALS assertionvalue )
//	present        = attr EQUALS ASTERISK
//	substring      = attr EQUALS [initial] any [final]
//	any            = ASTERISK *(assertionvalue ASTERISK)
//	attr           = attributedescription
//	dnattrs        = COLON "dn"
//	matchingrule   = COLON oid
//	assertionvalue = valueencoding
//	valueencoding  = 0*(normal / escaped)
//	normal         = UTF1SUBSET / UTFMB   ; not NUL, "(", ")", "*" or "\"
//	escaped        = ESC HEX HEX
//
// After "=" a value may hold "*": present and substring are equality
// with wildcards, so the three read as one. In ":dn:" the "dn" is read as
// dnattrs, not as a matching rule named dn; either way the filter is
// valid. The checker recurses once per nested filter, which a URL's
// length bounds.
func checkFilter(s string) *fault {
	if i := invalidUTF8(s); i >= 0 {
		return &fault{at: i, prod: FilterP, note: "a filter is UTF-8 (RFC 4515 section 3: normal = UTF1SUBSET / UTFMB)"}
	}
	c := &filterCheck{s: s}
	if f := c.filter(); f != nil {
		return f
	}
	if c.i < len(s) {
		return c.fail(FilterP, "", `a filter is one parenthesised filter; to combine filters write "(&" or "(|" before them and ")" after`)
	}
	return nil
}

type filterCheck struct {
	s string
	i int
}

func (c *filterCheck) peek() byte {
	if c.i < len(c.s) {
		return c.s[c.i]
	}
	return 0
}

func (c *filterCheck) eat(b byte) bool {
	if c.i < len(c.s) && c.s[c.i] == b {
		c.i++
		return true
	}
	return false
}

func (c *filterCheck) fail(prod ast.Production, expected, note string) *fault {
	return &fault{at: c.i, prod: prod, expected: expected, note: note}
}

func (c *filterCheck) filter() *fault {
	if !c.eat('(') {
		return c.fail(FilterP, `"("`, "")
	}
	if f := c.filtercomp(); f != nil {
		return f
	}
	if !c.eat(')') {
		return c.fail(FilterP, `")"`, "")
	}
	return nil
}

func (c *filterCheck) filtercomp() *fault {
	switch c.peek() {
	case '&', '|':
		c.i++
		if c.peek() != '(' {
			return c.fail(filterListP, `"("`, `"&" and "|" take one or more parenthesised filters`)
		}
		for c.peek() == '(' {
			if f := c.filter(); f != nil {
				return f
			}
		}
		return nil
	case '!':
		c.i++
		if c.peek() != '(' {
			return c.fail(FilterP, `"("`, `"!" takes one parenthesised filter`)
		}
		return c.filter()
	case ':':
		return c.extensible(false)
	}
	return c.item()
}

func (c *filterCheck) item() *fault {
	end, f := scanAttributeDescription(c.s, c.i, filterCompP, `"&", "|", "!", ":" or an attribute description such as cn`)
	if f != nil {
		return f
	}
	c.i = end
	switch c.peek() {
	case '=':
		c.i++
		return c.value(true)
	case '~', '>', '<':
		c.i++
		if !c.eat('=') {
			return c.fail(itemP, `"="`, `the filter types are "=", "~=", ">=" and "<="`)
		}
		return c.value(false)
	case ':':
		return c.extensible(true)
	}
	return c.fail(itemP, `"=", "~=", ">=", "<=" or ":"`, "")
}

// extensible reads [dnattrs] [matchingrule] COLON EQUALS assertionvalue,
// after the attr if there is one.
func (c *filterCheck) extensible(hasAttr bool) *fault {
	start := c.i
	dn, rule := false, false
	for {
		if !c.eat(':') {
			return c.fail(extensibleP, `":="`, "")
		}
		if c.eat('=') {
			break
		}
		if !dn && !rule && c.i+2 < len(c.s) && c.s[c.i]|0x20 == 'd' && c.s[c.i+1]|0x20 == 'n' && c.s[c.i+2] == ':' {
			dn = true
			c.i += 2
			continue
		}
		if rule {
			return c.fail(extensibleP, `"="`, "an extensible match names at most one matching rule")
		}
		end, f := scanOID(c.s, c.i, extensibleP, `"=", "dn" or a matching rule (an oid)`)
		if f != nil {
			return f
		}
		c.i, rule = end, true
	}
	if !hasAttr && !rule {
		return &fault{at: start, prod: extensibleP, note: `without an attribute, an extensible match names a matching rule, as in "(:dn:2.5.13.5:=x)"`}
	}
	return c.value(false)
}

// value reads an assertionvalue up to the ")" that ends the item; star
// says whether "*" may occur in it (after "=", as in a substring or
// presence match).
func (c *filterCheck) value(star bool) *fault {
	for c.i < len(c.s) && c.s[c.i] != ')' {
		switch c.s[c.i] {
		case '\\':
			if c.i+2 >= len(c.s) || !isHex(c.s[c.i+1]) || !isHex(c.s[c.i+2]) {
				c.i++
				return c.fail(assertionValP, `two hex digits after "\"`, `a value escapes a character as "\" and its code, as "\2a" for "*"`)
			}
			c.i += 3
			continue
		case '(':
			return c.fail(assertionValP, `")" or more of the value`, `a "(" in a value is written "\28"`)
		case '*':
			if !star {
				return c.fail(assertionValP, `")" or more of the value`, `only "=" takes "*" as a wildcard; a "*" in this value is written "\2a"`)
			}
		}
		c.i++
	}
	return nil
}
