package main

import (
	"fmt"
	"regexp"
	"strings"
)

// production is one production a node declares: a var of package ast
// that holds it, and the Production it is.
type production struct {
	varName               string
	name, rfc, sect, rule string
	node                  *node
	grammarName           string // its name in package grammar, "" for none
}

// directive is the prefix of the line that declares a production in a
// node's doc comment. Go treats a "//word:" line as a directive, so it
// stays out of the documentation.
const directive = "rfc:"

// ruleStart matches the first line of a rule in a doc comment's
// indented block: a tab, the production's name and "=".
var ruleStart = regexp.MustCompile(`^\t([^\s=]+)\s+=\s`)

// productionsOf returns the productions n declares, and the var its
// Production method returns ("" for none). Each directive is
//
//	//rfc:<RFC number> <section> <var> [<rule name>]
//
// and declares <var> with the rule of that name in the doc comment's
// indented block, by default the block's first; the first directive's
// var is n's production. A directive
//
//	//rfc:use <var>
//
// names a production declared elsewhere as n's, and
//
//	//rfc:grammar <name>
//
// puts n's production in package grammar, under that name, in place of
// package ast: the generic productions, which grammar.Of gives for their
// node types (the -grammar file), as no Production method does.
func productionsOf(n *node) (out []*production, own string, err error) {
	grammarName := ""
	rules := rulesOf(n.doc)
	for _, line := range n.doc {
		if !strings.HasPrefix(line, directive) {
			continue
		}
		f := strings.Fields(strings.TrimPrefix(line, directive))
		if len(f) > 0 && (f[0] == schemeWord || f[0] == sameKindWord) {
			continue // a built-in scheme's (schemesOf, sameKindsOf)
		}
		if len(f) == 2 && f[0] == "grammar" {
			grammarName = f[1]
			continue
		}
		if len(f) == 2 && f[0] == "use" {
			if own == "" {
				own = f[1]
			}
			continue
		}
		if len(f) < 3 || len(f) > 4 {
			return nil, "", fmt.Errorf("%s: %s: want //rfc:<RFC> <section> <var> [<rule>] or //rfc:use <var>", n.pos, n.name)
		}
		want := ""
		if len(f) == 4 {
			want = f[3]
		}
		name, rule, ok := findRule(rules, want)
		if !ok {
			return nil, "", fmt.Errorf("%s: %s: no rule %q in the doc comment's indented block", n.pos, n.name, want)
		}
		out = append(out, &production{varName: f[2], name: name, rfc: "RFC " + f[0], sect: f[1], rule: rule, node: n})
		if own == "" {
			own = f[2]
		}
	}
	if grammarName != "" {
		if len(out) != 1 {
			return nil, "", fmt.Errorf("%s: %s: //rfc:grammar names the one production the type declares", n.pos, n.name)
		}
		out[0].grammarName = grammarName
		own = "" // package grammar gives it (grammar.Of), not a method
	}
	return out, own, nil
}

// findRule returns the rule named want, or the first when want is "".
func findRule(rules [][2]string, want string) (name, rule string, ok bool) {
	for _, r := range rules {
		if want == "" || r[0] == want {
			return r[0], r[1], true
		}
	}
	return "", "", false
}

// rulesOf returns the rules of the indented blocks of doc, each its name
// and its text on one line: a line indented further than a rule's first
// continues it, runs of spaces are one space, and a comment (from a ";"
// outside quotes) is dropped, as in RFC 1738's BNF.
func rulesOf(doc []string) [][2]string {
	var out [][2]string
	open := false
	for _, line := range doc {
		switch m := ruleStart.FindStringSubmatch(line); {
		case m != nil:
			out = append(out, [2]string{m[1], clean(line)})
			open = true
		case open && (strings.HasPrefix(line, "\t ") || strings.HasPrefix(line, "\t\t")):
			last := &out[len(out)-1]
			last[1] = clean(last[1] + " " + line)
		default:
			open = false
		}
	}
	return out
}

// clean drops a comment from a rule and makes its spaces single.
func clean(rule string) string {
	quoted := false
	for i := 0; i < len(rule); i++ {
		switch c := rule[i]; {
		case c == '"':
			quoted = !quoted
		case c == ';' && !quoted:
			rule = rule[:i]
		}
	}
	return strings.Join(strings.Fields(rule), " ")
}
