package voice

import (
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// Section cites a section: "RFC 1738 section 3.3", "RFC 1738, section
// 3.3", as the parser's messages cite one.
func (v Voice) Section(rfc, section string) string {
	return v.F("%s section %s", "%s, section %s", rfc, section)
}

// Where cites the part of its RFC that defines p: its section, or, for a
// production that no rule of its RFC writes (httpsurl, gopher-path),
// this grammar's reading of that RFC's prose (grammar.Reading), which a
// section alone would pass off as a rule.
func (v Voice) Where(p ast.Production) string {
	if r := grammar.Reading(p, v.Lang); r != "" {
		return r
	}
	return v.Section(p.RFC, p.Section)
}

// RuleWhere cites where p's rule is written, for a citation that
// quotes it: RFC 1738's section 5, with the section of its meaning
// (grammar.RuleWhere), or where Where cites p.
func (v Voice) RuleWhere(p ast.Production) string {
	if r := grammar.RuleWhere(p, v.Lang); r != "" {
		return r
	}
	return v.Where(p)
}

// Cite cites p with its rule: "RFC 1738 section 5, explained in
// section 3.1: port = digits", "RFC 1738, section 5, règle expliquée à
// la section 3.1 : port = digits", so that a student sees the rule a
// part is read by and finds it where the citation says.
func (v Voice) Cite(p ast.Production) string {
	return v.RuleWhere(p) + v.S(": ", " : ") + p.Rule
}
