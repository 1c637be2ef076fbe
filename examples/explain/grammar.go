package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/urlsyntax/rfc1738/parser"
)

// showGrammar writes the EBNF that the parser reads URLs by, as
// participle prints it: with no names, the generic syntax and then each
// scheme's production; with names, each scheme's whole grammar, or each
// production's rule with the rules it uses, in the order participle
// prints them. A name matches a production written either way: its Go
// type name (HostPort) or the RFC's (hostport, ip-schemepart), in any
// case. It returns false when a name matches nothing. The EBNF is
// participle's, the same in both languages; the comment lines that head
// its parts are in v's language.
func showGrammar(w io.Writer, v voice, names []string) bool {
	p := readWith
	if len(names) == 0 {
		fmt.Fprintf(w, "# %s\n%s\n", v.s("the generic syntax (RFC 1738 sections 3.1 and 5), for every other scheme",
			"la syntaxe générique (RFC 1738, sections 3.1 et 5), pour tout autre mode"), p.EBNF(""))
		for _, s := range p.Schemes() {
			fmt.Fprintf(w, "\n# %s\n%s\n", s, p.EBNF(s))
		}
		return true
	}
	ok := true
	for i, name := range names {
		if i > 0 {
			fmt.Fprintln(w)
		}
		text, found := grammarOf(p, name)
		if !found {
			fmt.Fprintf(w, "# %s\n", v.f("%s: no scheme or production of that name", "%s : aucun mode ni aucune production de ce nom", name))
			ok = false
			continue
		}
		fmt.Fprintf(w, "# %s\n%s", name, text)
	}
	return ok
}

// grammarOf returns the EBNF for one name: a scheme's whole grammar, or a
// production's rule and those it uses.
func grammarOf(p *parser.Parser, name string) (string, bool) {
	for _, s := range p.Schemes() {
		if strings.EqualFold(s, name) {
			return p.EBNF(s) + "\n", true
		}
	}
	grammars := []string{p.EBNF("")}
	for _, s := range p.Schemes() {
		grammars = append(grammars, p.EBNF(s))
	}
	for _, g := range grammars {
		rules := splitRules(g)
		for _, r := range rules {
			if sameName(r.name, name) {
				return closure(rules, r.name), true
			}
		}
	}
	return "", false
}

// rule is one line of participle's EBNF: "Name = expression .".
type rule struct{ name, line string }

func splitRules(ebnf string) []rule {
	var rules []rule
	for _, line := range strings.Split(strings.TrimSpace(ebnf), "\n") {
		if name, _, ok := strings.Cut(line, " = "); ok {
			rules = append(rules, rule{name, line})
		}
	}
	return rules
}

// closure returns the rule of name and of every rule it uses, directly
// or not, in the order of rules.
func closure(rules []rule, name string) string {
	used := map[string]bool{name: true}
	for changed := true; changed; {
		changed = false
		for _, r := range rules {
			if !used[r.name] {
				continue
			}
			for _, other := range rules {
				if !used[other.name] && refersTo(r.line, other.name) {
					used[other.name], changed = true, true
				}
			}
		}
	}
	var b strings.Builder
	for _, r := range rules {
		if used[r.name] {
			b.WriteString(r.line + "\n")
		}
	}
	return b.String()
}

// refersTo reports whether the rule line names production name on its
// right-hand side, as a whole word.
func refersTo(line, name string) bool {
	_, rhs, _ := strings.Cut(line, " = ")
	for _, word := range strings.FieldsFunc(rhs, func(r rune) bool {
		return !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9')
	}) {
		if word == name {
			return true
		}
	}
	return false
}

// sameName reports whether a Go type name and a name typed by a user
// name the same production: "HostPort", "hostport" and "host-port" do.
func sameName(typeName, name string) bool {
	return strings.EqualFold(typeName, strings.ReplaceAll(name, "-", ""))
}
