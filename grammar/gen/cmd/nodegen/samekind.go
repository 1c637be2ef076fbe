package main

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// sameKindWord is the first word of the directive
//
//	//rfc:samekind <name> <port> <RFC number> <section> <port section>
//
// on a built-in scheme's part: a later RFC's scheme written by that
// scheme's production under another name, as RFC 2818 section 2.4
// writes https, with the port its section <port section> gives (443).
const sameKindWord = "samekind"

// sameKind is a scheme a //rfc:samekind directive declares.
type sameKind struct {
	name     string  // "https"
	port     int     // 443
	rfc      string  // "RFC 2818"
	sect     string  // the section that defines it: "2.4"
	portSect string  // the section that gives its port: "2.3"
	as       builtin // the scheme whose production writes it: http
}

// varName returns the var of its production, the one of the scheme it
// is written as with its own name: HTTPSURLP for HTTPURLP.
func (k sameKind) varName() string {
	return strings.ToUpper(k.name) + strings.TrimPrefix(k.as.prod, strings.ToUpper(k.as.name))
}

// prodName returns the name of its production: httpsurl for httpurl.
func (k sameKind) prodName() string {
	name, _, _ := strings.Cut(k.as.rule, " ")
	return k.name + strings.TrimPrefix(name, k.as.name)
}

// rule returns its production's rule: the rule of the scheme it is
// written as, with its own name for the production's and the scheme's.
func (k sameKind) rule() (string, error) {
	name, rest, _ := strings.Cut(k.as.rule, " ")
	from, to := strconv.Quote(k.as.name+":"), strconv.Quote(k.name+":")
	from, to = from[:len(from)-1], to[:len(to)-1] // the opening quote and "http:"
	if !strings.HasPrefix(name, k.as.name) || !strings.Contains(rest, from) {
		return "", fmt.Errorf("%s: rule %q does not start with the name %s and write %s", k.as.node.name, k.as.rule, k.as.name, from)
	}
	return k.prodName() + " " + strings.Replace(rest, from, to, 1), nil
}

// sameKindsOf returns the schemes of the same kind that the parts of
// schemes declare, sorted by name.
func sameKindsOf(schemes []builtin) ([]sameKind, error) {
	var out []sameKind
	for _, s := range schemes {
		for _, args := range directiveArgs(s.node, sameKindWord) {
			k, err := sameKindOf(s, args)
			if err != nil {
				return nil, fmt.Errorf("%s: %s: %v", s.node.pos, s.node.name, err)
			}
			out = append(out, k)
		}
	}
	slices.SortFunc(out, func(a, b sameKind) int { return strings.Compare(a.name, b.name) })
	return out, nil
}

// sameKindOf reads the directive's arguments, args, on the part of as.
func sameKindOf(as builtin, args []string) (sameKind, error) {
	if len(args) != 5 || !schemeName.MatchString(args[0]) {
		return sameKind{}, fmt.Errorf("want //rfc:%s <name in lower case> <port> <RFC number> <section> <port section>", sameKindWord)
	}
	port, err := strconv.Atoi(args[1])
	if err != nil || port < 1 || port > 65535 {
		return sameKind{}, fmt.Errorf("port %q is not a port from 1 to 65535", args[1])
	}
	return sameKind{name: args[0], port: port, rfc: "RFC " + args[2], sect: args[3], portSect: args[4], as: as}, nil
}

// emitSameKinds writes the production of each scheme of kinds, and the
// list of them that PartOf, DefaultPort and SameKindSchemes read.
func emitSameKinds(b *bytes.Buffer, kinds []sameKind) error {
	if len(kinds) == 0 {
		return nil
	}
	for _, k := range kinds {
		rule, err := k.rule()
		if err != nil {
			return err
		}
		v := k.varName()
		doc := fmt.Sprintf("%s is the production of an %s URL, which %s section %s writes as an %s URL with %q for the scheme's name: its Rule is %s's with that name, this grammar's reading of the section (Where says so). Its part is an *%s; errors about an %s URL cite %s, which cites %s (Of).",
			v, k.name, k.rfc, k.sect, k.as.name, k.name, k.as.prod, k.as.node.name, k.name, v, k.as.prod)
		b.WriteString("\n" + comment(doc))
		fmt.Fprintf(b, "var %s = Production{Name: %q, RFC: %q, Section: %q, Rule: %s, Of: &%s}\n", v, k.prodName(), k.rfc, k.sect, quote(rule), k.as.prod)
	}
	b.WriteString("\n// sameKind lists the schemes of the same kind as RFC 1738's that PartOf\n// and DefaultPort know beside its ten, each declared by a //rfc:samekind\n// directive on the part it shares, sorted by name (TestSameKindSorted):\n// SameKindSchemes returns it in that order without linking a sort.\nvar sameKind = []SameKind{\n")
	for _, k := range kinds {
		fmt.Fprintf(b, "\t{%q, %q, %d, %q, %s}, // %s section %s, its port section %s\n", k.name, k.as.name, k.port, k.portSect, k.varName(), k.rfc, k.sect, k.portSect)
	}
	b.WriteString("}\n")
	return nil
}
