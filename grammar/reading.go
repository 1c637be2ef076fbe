package grammar

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
)

// Reading cites p, the production of a scheme that a later RFC defines
// as one of RFC 1738's under another name (p.Of: httpsurl), as what it
// is: this grammar's reading of that RFC's prose, which writes no rule.
// RFC 2818 section 2.4 says only that https URLs use "https" in place of
// "http". In English it is p.Where(),
//
//	this grammar's reading of RFC 2818 section 2.4, where https URLs are http URLs with "https" in place of "http"
//
// which errors and teaching output cite where they would cite a
// section. It returns "" for a production without Of.
func Reading(p ast.Production, lang Lang) string {
	if p.Of == nil {
		return ""
	}
	if lang != French {
		return p.Where()
	}
	name, as := sameKindNames(p)
	return "lecture par cette grammaire de la " + p.RFC + ", section " + p.Section +
		", où les URL " + name + " sont des URL " + as + " avec " + Quoted(name, French) + " à la place de " + Quoted(as, French)
}

// sameKindNames returns the scheme whose production is p and the scheme
// whose production p is written by: "https" and "http" for httpsurl, or
// for a production that ast.SameKindSchemes does not list (a scheme
// author's) the names of both productions without "url".
func sameKindNames(p ast.Production) (name, as string) {
	for _, k := range ast.SameKindSchemes() {
		if k.Production == p {
			return k.Name, k.As
		}
	}
	return strings.TrimSuffix(p.Name, "url"), strings.TrimSuffix(p.Of.Name, "url")
}
