package ldap

import "github.com/urlsyntax/rfc1738/ast"

// The productions of RFC 4516 section 2 that this package's nodes stand
// for, with their rules as that section writes them. Errors cite them, as
// the library's own nodes cite RFC 1738's.
var (
	LDAPURLP    = rfc4516("ldapurl", `ldapurl = scheme COLON SLASH SLASH [host [COLON port]] [SLASH dn [QUESTION [attributes] [QUESTION [scope] [QUESTION [filter] [QUESTION extensions]]]]]`)
	DNP         = rfc4516("dn", `dn = distinguishedName`)
	AttributesP = rfc4516("attributes", `attributes = attrdesc *(COMMA attrdesc)`)
	SelectorP   = rfc4516("selector", `selector = attributeSelector`)
	ScopeP      = rfc4516("scope", `scope = "base" / "one" / "sub"`)
	ExtensionsP = rfc4516("extensions", `extensions = extension *(COMMA extension)`)
	ExtensionP  = rfc4516("extension", `extension = [EXCLAMATION] extype [EQUALS exvalue]`)
	ExTypeP     = rfc4516("extype", `extype = oid`)
	ExValueP    = rfc4516("exvalue", `exvalue = LDAPString`)
)

// FilterP is the filter production. RFC 4516 takes <filter> from RFC
// 4515 section 3, so the node cites that rule.
var FilterP = rfc4515("filter", `filter = LPAREN filtercomp RPAREN`)

// The productions of the documents RFC 4516 refers to, which the
// validator cites when a field's decoded text breaks them.
var (
	filterListP   = rfc4515("filterlist", `filterlist = 1*filter`)
	filterCompP   = rfc4515("filtercomp", `filtercomp = and / or / not / item`)
	itemP         = rfc4515("item", `item = simple / present / substring / extensible`)
	extensibleP   = rfc4515("extensible", `extensible = ( attr [dnattrs] [matchingrule] COLON EQUALS assertionvalue ) / ( [dnattrs] matchingrule COLON EQUALS assertionvalue )`)
	assertionValP = rfc4515("assertionvalue", `assertionvalue = valueencoding`)

	distinguishedNameP     = rfc4514("distinguishedName", `distinguishedName = [ relativeDistinguishedName *( COMMA relativeDistinguishedName ) ]`)
	attributeTypeP         = rfc4514("attributeType", `attributeType = descr / numericoid`)
	attributeValueP        = rfc4514("attributeValue", `attributeValue = string / hexstring`)
	hexstringP             = rfc4514("hexstring", `hexstring = SHARP 1*hexpair`)
	pairP                  = rfc4514("pair", `pair = ESC ( ESC / special / hexpair )`)
	attributeTypeAndValueP = rfc4514("attributeTypeAndValue", `attributeTypeAndValue = attributeType EQUALS attributeValue`)

	attributeSelectorP = ast.Production{Name: "attributeSelector", RFC: "RFC 4511", Section: "4.5.1.8", Rule: `attributeSelector = attributedescription / selectorspecial`}
	attributeDescP     = ast.Production{Name: "attributedescription", RFC: "RFC 4512", Section: "2.5", Rule: `attributedescription = attributetype options`}
	oidP               = ast.Production{Name: "oid", RFC: "RFC 4512", Section: "1.4", Rule: `oid = descr / numericoid`}
	numberP            = ast.Production{Name: "number", RFC: "RFC 4512", Section: "1.4", Rule: `number = DIGIT / ( LDIGIT 1*DIGIT )`}
)

func rfc4516(name, rule string) ast.Production {
	return ast.Production{Name: name, RFC: "RFC 4516", Section: "2", Rule: rule}
}

func rfc4515(name, rule string) ast.Production {
	return ast.Production{Name: name, RFC: "RFC 4515", Section: "3", Rule: rule}
}

func rfc4514(name, rule string) ast.Production {
	return ast.Production{Name: name, RFC: "RFC 4514", Section: "3", Rule: rule}
}
