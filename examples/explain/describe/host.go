package describe

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// hostDetails says which alternative of host = hostname | hostnumber h
// is, what it is made of, and the production of that alternative. The
// note says it in its words: « <hôte> est une adresse IP ou un nom
// d'hôte complet ». The production's citation has a line of its own when
// it gives the rule, and ends the first line when it gives the section
// alone (Options.CiteOnce).
func hostDetails(v speaker, h *ast.Host) []string {
	cite := func(first string, g ast.Production) []string {
		if v.cited != nil {
			return []string{first + " (" + v.cite(g) + ")"}
		}
		return []string{first, "(" + v.cite(g) + ")"}
	}
	switch {
	case h.Name != nil:
		return cite(v.S("a hostname: ", "un nom d'hôte : ")+labels(v, h.Name), grammar.Of(h.Name))
	case h.Number != nil:
		parts := make([]string, len(h.Number.Parts))
		for i, d := range h.Number.Parts {
			parts[i] = v.Q(string(d.Text))
		}
		if !ipNumbers(h.Number) {
			// 999.1.1.1: a hostnumber, which the warning says is no IP
			// address.
			return cite(v.F("a hostnumber: the four numbers %s", "un numéro d'hôte : les quatre nombres %s", strings.Join(parts, ", ")),
				grammar.Of(h.Number))
		}
		return cite(v.F("a hostnumber: the four numbers %s of an IP address", "un numéro d'hôte : les quatre nombres %s d'une adresse IP", strings.Join(parts, ", ")),
			grammar.Of(h.Number))
	}
	return nil
}

// labels lists the labels of a hostname, the toplabel last: the note
// calls it the top-level domain name, « le nom de domaine de premier
// niveau ». A hostname of one label is only a toplabel, and naming it a
// domain would mislead.
func labels(v speaker, h *ast.Hostname) string {
	top := v.Label(grammar.TopLabelP.Name) + " " + v.Q(string(h.Top.Text))
	if len(h.Labels) == 0 {
		return top + v.S(" only", " seule")
	}
	name := v.Label(grammar.DomainLabelP.Name)
	end := v.S(" (the top-level domain name)", " (le nom de domaine de premier niveau)")
	// Grown once, to about its length: a hostname may have a label
	// every two bytes.
	var b strings.Builder
	b.Grow(len(h.Labels)*(len(name)+len(` "", `)) + h.End() - h.Pos() + len(top) + len(end))
	for _, l := range h.Labels {
		b.WriteString(name)
		b.WriteString(" ")
		b.WriteString(v.Q(string(l.Text)))
		b.WriteString(", ")
	}
	b.WriteString(top)
	b.WriteString(end)
	return b.String()
}

// ipNumbers reports whether each of the numbers of n is at most 255, as
// an IP address's are: section 5's hostnumber holds digits of any
// length.
func ipNumbers(n *ast.Hostnumber) bool {
	for _, d := range n.Parts {
		t := strings.TrimLeft(string(d.Text), "0")
		if len(t) > 3 || len(t) == 3 && t > "255" {
			return false
		}
	}
	return true
}
