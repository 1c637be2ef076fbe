package explaintool

import (
	"slices"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar/bnf"
)

// leadReading returns the reading of a rule of section 5 that name
// names and that this grammar reads inside one of the rules found for
// it ("url", which section 5 writes as a choice of the schemes' rules,
// and genericurl reads by the scheme's name), and whether there is one:
// -grammar URL leads with section 5's url, the rule of that name, not
// with the rule that reads it. So does a name found only through such
// a rule (held: otherurl, in genericurl; grouppart, in newsurl; waisdoc,
// in waisurl): its own rule first, as section 5 writes it, then the rule
// that holds it.
func leadReading(name string, found []*entry, held *bnf.Reading) (bnf.Reading, bool) {
	if held != nil {
		return *held, held.RFC != ""
	}
	name = strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(name), "<"), ">")
	for _, rd := range bnf.Readings() {
		if rd.In != "" && rd.RFC != "" && strings.EqualFold(rd.Rule, name) &&
			slices.ContainsFunc(found, func(e *entry) bool { return e.rule.Name == rd.In && e.rule.Production.RFC == "RFC 1738" }) {
			return rd, true
		}
	}
	return bnf.Reading{}, false
}

// writeLead writes rd's rule first, as section 5 writes it, with the
// section of the rule that holds it (the one its scheme is given in,
// where its other rules are cited), the rule this grammar reads it in, whose rule follows, and
// why; that rule's entry then leaves it out (book.ledBy).
func (b *book) writeLead(w *strings.Builder, rd bnf.Reading) {
	v := b.v
	if b.ledBy == nil {
		b.ledBy = map[string]bool{}
	}
	b.ledBy[rd.Rule] = true
	w.WriteString(rd.RFC + "\n")
	section := "5"
	if r := b.builtIn.Rule(rd.In); r != nil && r.Production.Section != "" {
		section = r.Production.Section // grouppart, of news URLs, as newsurl: section 3.6
	}
	// The rule written above is section 5's, as every rule of RFC 1738.
	w.WriteString("    " + v.RuleWhere(ast.Production{Name: rd.Rule, RFC: "RFC 1738", Section: section, Rule: rd.RFC}) + "\n")
	if rd.ByName {
		w.WriteString("    " + v.F("this grammar has no rule of this name: it picks a scheme's production by the scheme's name, and reads a scheme with none by %s, whose rule follows",
			"cette grammaire n'a pas de règle de ce nom : elle choisit la production d'un mode par le nom du mode, et lit un mode qui n'en a pas avec %s, dont la règle suit", rd.In) + "\n")
	} else {
		w.WriteString("    " + v.F("this grammar has no rule of this name: it reads it in %s, whose rule follows", "cette grammaire n'a pas de règle de ce nom : elle la lit dans %s, dont la règle suit", rd.In) + "\n")
	}
	w.WriteString("    " + v.S("why this grammar differs: ", "pourquoi cette grammaire s'en écarte : ") + v.French(rd.Text(v.Lang)) + "\n")
}
