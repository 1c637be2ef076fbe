package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/examples/internal/term"
	"github.com/urlsyntax/rfc1738/examples/newscheme/ldap"
	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// report prints a valid LDAP URL's search, field by field, with RFC 4516
// section 3's defaults for the fields it leaves out, then its syntax
// tree, its canonical form, and how a parser without the LDAP scheme
// reads it. Every line is escaped (term.Escape): the filter, the
// attributes and the extensions' values are decoded, and may hold what a
// terminal acts on.
func report(w io.Writer, input string, u *ast.URL, warnings parser.ErrorList) {
	fmt.Fprintln(w, term.Escape(input))
	part := u.Part.(*ldap.Part)
	line := func(name, format string, args ...any) {
		fmt.Fprintf(w, "  %-11s %s\n", name, term.Escape(fmt.Sprintf(format, args...)))
	}
	if h := part.Host(); h != "" {
		line("host", "%s", h)
	} else {
		line("host", "none: the client chooses the server")
	}
	if port, ok := part.Port(); part.HostPort != nil && part.HostPort.Port != nil {
		line("port", "%s", part.HostPort.Port.Text)
	} else if ok {
		line("port", "%d (the default)", port)
	}
	dn := part.BaseDN()
	if dn == "" {
		line("dn", `"" (the zero-length DN: the root DSE)`)
	} else {
		line("dn", "%s", show(dn))
		if rdns, ok := part.DN.RDNs(); ok {
			for i, rdn := range rdns {
				var avs []string
				for _, av := range rdn {
					if av.Hex {
						avs = append(avs, fmt.Sprintf("%s = %x (BER)", av.Type, av.Value))
					} else {
						avs = append(avs, fmt.Sprintf("%s = %s", av.Type, show(av.Value)))
					}
				}
				line(fmt.Sprintf("  rdn %d", i+1), "%s", strings.Join(avs, " + "))
			}
		}
	}
	if attrs := part.RequestedAttributes(); attrs != nil {
		line("attributes", "%s", strings.Join(attrs, ", "))
	} else {
		line("attributes", "all user attributes (the default)")
	}
	scope, _ := part.SearchScope()
	scopeName := map[string]string{ldap.ScopeBase: "the base entry only", ldap.ScopeOne: "one level below the base", ldap.ScopeSub: "the whole subtree"}[scope]
	if part.Scope == nil || part.Scope.Text == "" {
		scopeName += ", the default"
	}
	line("scope", "%s (%s)", scope, scopeName)
	if part.Filter == nil || part.Filter.Text == "" {
		line("filter", "%s (the default)", part.SearchFilter())
	} else {
		line("filter", "%s", part.SearchFilter())
	}
	exts := part.ExtensionList()
	if len(exts) == 0 {
		line("extensions", "none")
	}
	for _, e := range exts {
		kind := "non-critical"
		if e.Critical {
			kind = "critical"
		}
		if v, ok := e.DecodedValue(); ok {
			line("extension", "%s = %s (%s)", e.Name(), show(v), kind)
		} else {
			line("extension", "%s (%s, no value)", e.Name(), kind)
		}
	}
	for _, warn := range warnings {
		fmt.Fprintln(w, "  warning:", term.Escape(warn.Error()))
	}
	fmt.Fprintln(w, "  tree:")
	tree(w, u)
	line("canonical", "%s", ldap.Canonical(u))
	if c := printer.Canonical(u); c != ldap.Canonical(u) {
		line("", "(printer.Canonical, which does not know LDAP: %s)", c)
	}
	if _, err := parser.Parse(input); err != nil {
		line("generic", "a parser without the LDAP scheme rejects it: %v", err)
	} else {
		line("generic", "a parser without the LDAP scheme reads it by RFC 1738's generic syntax")
	}
}

// tree prints each node of u with its production and its text, indented
// by depth.
func tree(w io.Writer, u *ast.URL) {
	depth := 0
	ast.Inspect(u, func(n ast.Node) bool {
		if n == nil {
			depth--
			return false
		}
		name := grammar.Of(n).Name
		fmt.Fprintf(w, "    %s%-*s [%d,%d) %q\n", strings.Repeat("  ", depth), 24-2*depth, name, n.Pos(), n.End(), n.String())
		depth++
		return true
	})
}

// show quotes s for the report: between double quotes as it is when it
// has only printable characters, so that LDAP's own "\" escapes read as
// written, and Go-quoted otherwise.
func show(s string) string {
	if strings.IndexFunc(s, func(r rune) bool { return !unicode.IsPrint(r) || r == '"' }) < 0 {
		return `"` + s + `"`
	}
	return strconv.Quote(s)
}
