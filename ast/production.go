package ast

// Production names an RFC 1738 production: its name as the RFC spells
// it, the section that defines its meaning, and its rule from section 5.
// Errors and teaching output cite it. Package grammar names the generic
// productions; a node declared for a scheme gives its own through a
// Production method.
type Production struct {
	Name    string // e.g. "port"
	RFC     string // the document: "RFC 1738", or "RFC 1808" for the fragment
	Section string // e.g. "3.1"
	Rule    string // e.g. "port = digits"
}

// Cite returns where the production is defined, e.g.
// "RFC 1738 section 3.1: port = digits".
func (p Production) Cite() string {
	return p.RFC + " section " + p.Section + ": " + p.Rule
}

// RFC1738 returns the production of RFC 1738 with this name, section and
// rule.
func RFC1738(name, section, rule string) Production {
	return Production{Name: name, RFC: "RFC 1738", Section: section, Rule: rule}
}
