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
// section. So is a production named after a part that RFC 1738's prose
// names and its section 5 does not (ast.Production.ProseName):
//
//	RFC 1738 section 3.4.1's prose name, not a rule of section 5
//
// It returns "" for every other production.
func Reading(p ast.Production, lang Lang) string {
	section, prose := p.ProseName()
	switch {
	case !prose && p.Of == nil:
		return ""
	case lang != French:
		return p.Where()
	case prose:
		return "nom que donne la prose de la " + p.RFC + ", section " + section + ", et non une règle de la section 5"
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

// RuleWhere cites where p's rule is written, in lang, as a citation
// that quotes the rule gives it (ast.Production.RuleWhere): in English
// "RFC 1738 section 5, explained in section 3.1", in French "RFC 1738,
// section 5, règle expliquée à la section 3.1"; "RFC 1738, section 5"
// for a rule whose meaning section 5 gives too (digits). It returns "" for a
// production whose rule is not in RFC 1738's section 5 (RFC 1808's, an
// appendix's, httpsurl, gopher-path), which its caller cites as it
// cites it alone.
func RuleWhere(p ast.Production, lang Lang) string {
	switch {
	case !p.WritesInRuleSection():
		return ""
	case lang != French:
		return p.RuleWhere()
	case p.Section == ast.RuleSection:
		return p.RFC + ", section " + ast.RuleSection
	}
	return p.RFC + ", section " + ast.RuleSection + ", règle expliquée à la section " + p.Section
}
