package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar"
)

// hostDetails says which alternative of host = hostname | hostnumber h
// is, what it is made of, and the production of that alternative.
func hostDetails(h *ast.Host) []string {
	switch {
	case h.Name != nil:
		return []string{
			"a hostname: " + labels(h.Name),
			"(" + grammar.Of(h.Name).Cite() + ")",
		}
	case h.Number != nil:
		parts := make([]string, len(h.Number.Parts))
		for i, d := range h.Number.Parts {
			parts[i] = strconv.Quote(string(d.Text))
		}
		return []string{
			"a hostnumber: the four numbers " + strings.Join(parts, ", ") + " of an IP address",
			"(" + grammar.Of(h.Number).Cite() + ")",
		}
	}
	return nil
}

// labels lists the labels of a hostname, the toplabel last: the note
// calls it the top-level domain name. A hostname of one label is only a
// toplabel, and naming it a domain would mislead.
func labels(h *ast.Hostname) string {
	if len(h.Labels) == 0 {
		return fmt.Sprintf("toplabel %q only", h.Top.Text)
	}
	var b strings.Builder
	for _, l := range h.Labels {
		fmt.Fprintf(&b, "domainlabel %q, ", l.Text)
	}
	fmt.Fprintf(&b, "toplabel %q (the top-level domain name)", h.Top.Text)
	return b.String()
}
