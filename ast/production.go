package ast

import "strings"

// Production names an RFC 1738 production: its name as the RFC spells
// it, the section that defines its meaning, and its rule from section 5.
// Errors and teaching output cite it: by Where, the section of its
// meaning, where they name it alone ("in httpurl, RFC 1738 section
// 3.3"), and by RuleWhere, section 5, where they quote its rule, so that
// the rule is found where the citation says. Package grammar names the generic
// productions; a node declared for a scheme gives its own through a
// Production method.
type Production struct {
	Name    string // e.g. "port"
	RFC     string // the document: "RFC 1738", or "RFC 1808" for the fragment
	Section string // e.g. "3.1"
	Rule    string // e.g. "port = digits"
	// Of is, for the production of a scheme that a later RFC defines as
	// one of RFC 1738's under another name (SameKind), the production it
	// is written by, which errors cite beside it: HTTPSURLP's is
	// HTTPURLP. It is nil for every other production.
	Of *Production
}

// Cite returns the production's rule and where it is written, e.g.
// "RFC 1738 section 5, explained in section 3.1: port = digits" (see
// RuleWhere), and, for a production with Of, where that one is: "this
// grammar's reading of RFC 2818 section 2.4, where ...: httpsurl = ...,
// as httpurl (RFC 1738 section 3.3)".
func (p Production) Cite() string {
	s := p.RuleWhere() + ": " + p.Rule
	if p.Of != nil {
		s += ", as " + p.Of.Name + " (" + p.Of.Where() + ")"
	}
	return s
}

// RuleWhere returns where p's rule is written, which a citation that
// quotes the rule gives so that a reader finds the rule there. RFC 1738
// writes every rule in its section 5 and says what each means in the
// section of Section (3.1 for port, 3.3 for httpurl), which has no rule:
// for one of those it is
//
//	RFC 1738 section 5, explained in section 3.1
//
// and "RFC 1738 section 5" for a rule whose Section is 5 (digits). For
// every other production, whose Section is where its rule stands (RFC
// 1808 section 2.2, an appendix, a registered scheme's RFC) or whose
// rule is this grammar's (gopher-path, httpsurl), it is Where.
func (p Production) RuleWhere() string {
	if s, ok := p.ruleSection(); ok {
		return s
	}
	return p.Where()
}

// ruleSection returns RuleWhere for a production whose rule is in RFC
// 1738's section 5, and false for every other production.
func (p Production) ruleSection() (string, bool) {
	_, prose := p.ProseName()
	switch {
	case p.RFC != "RFC 1738" || prose || p.Of != nil || strings.HasPrefix(p.Section, "Appendix"):
		return "", false
	case p.Section == RuleSection:
		return p.RFC + " section " + RuleSection, true
	}
	return p.RFC + " section " + RuleSection + ", explained in section " + p.Section, true
}

// RuleSection is the section of RFC 1738 that writes its rules, all of
// them ("5. BNF for specific URL schemes"); its other sections say what
// they mean in prose.
const RuleSection = "5"

// WritesInRuleSection reports whether p is one of RFC 1738's
// productions whose rule its section 5 writes, which a citation quoting
// the rule places there (RuleWhere): none with Of, no prose name, no
// appendix's.
func (p Production) WritesInRuleSection() bool {
	_, ok := p.ruleSection()
	return ok
}

// Where returns the part of the RFC that defines p: "RFC 1738 section
// 3.1", or for an appendix, which is no section, "RFC 2732 Appendix A",
// and "RFC 1738's appendix" for Section "Appendix", an RFC's one
// unlettered appendix (RFC 1738's "APPENDIX: Recommendations for URLs in
// Context").
// A production that section 5 does not name is cited as the prose's
// name it is (ProseName):
//
//	RFC 1738 section 3.4.1's prose name, not a rule of section 5
//
// A production with Of is written by no rule of its RFC, whose prose
// says only which of RFC 1738's its URLs are written as: its rule is
// this grammar's reading of that prose,
//
//	this grammar's reading of RFC 2818 section 2.4, where https URLs are http URLs with "https" in place of "http"
func (p Production) Where() string {
	if s, ok := p.ProseName(); ok {
		return p.RFC + " section " + s + "'s prose name, not a rule of section 5"
	}
	switch {
	case p.Of != nil:
		name, as := sameKindNames(p)
		return "this grammar's reading of " + p.RFC + " section " + p.Section +
			", where " + name + " URLs are " + as + ` URLs with "` + name + `" in place of "` + as + `"`
	case p.Section == "Appendix":
		return p.RFC + "'s appendix"
	case strings.HasPrefix(p.Section, "Appendix "):
		return p.RFC + " " + p.Section
	}
	return p.RFC + " section " + p.Section
}

// ProseName returns, for a production named after a part that RFC 1738's
// prose names but its section 5 does not (gopher-path, the <gopher-path>
// of section 3.4.1), the section whose prose names it, and false for
// every other production: its rule is this grammar's, and a citation
// says so (Where).
func (p Production) ProseName() (section string, ok bool) {
	if p.RFC == "RFC 1738" && p.Name == "gopher-path" {
		return "3.4.1", true
	}
	return "", false
}

// sameKindNames returns the scheme whose production is p and the scheme
// whose production p is written by: "https" and "http" for httpsurl. A
// production that SameKindSchemes does not list (a scheme author's)
// gives the names of both productions without "url".
func sameKindNames(p Production) (name, as string) {
	for _, k := range sameKind {
		if k.Production == p {
			return k.Name, k.As
		}
	}
	return strings.TrimSuffix(p.Name, "url"), strings.TrimSuffix(p.Of.Name, "url")
}

// RFC1738 returns the production of RFC 1738 with this name, section and
// rule.
func RFC1738(name, section, rule string) Production {
	return Production{Name: name, RFC: "RFC 1738", Section: section, Rule: rule}
}

// RFC1808 returns the production of RFC 1808 with this name, section and
// rule.
func RFC1808(name, section, rule string) Production {
	return Production{Name: name, RFC: "RFC 1808", Section: section, Rule: rule}
}

// FromRFC1738 reports whether p is one of RFC 1738's productions, or one
// of a later RFC that writes its URLs by one of RFC 1738's (Of:
// HTTPSURLP): whether a URL read by it is an RFC 1738 URL. A production
// of another RFC is not, whether a built-in scheme's (its part's
// production names its RFC, see Schemes) or one a scheme author declares
// for a scheme registered with the parser: teaching output and errors
// name it rather than call its URLs RFC 1738's.
func (p Production) FromRFC1738() bool {
	return p.RFC == "RFC 1738" || p.Of != nil && p.Of.RFC == "RFC 1738"
}
