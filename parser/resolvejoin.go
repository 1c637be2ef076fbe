package parser

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
)

// startsWithTwoSlashes reports whether a+b starts with "//".
func startsWithTwoSlashes(a, b string) bool {
	switch len(a) {
	case 0:
		return strings.HasPrefix(b, "//")
	case 1:
		return a == "/" && strings.HasPrefix(b, "/")
	}
	return strings.HasPrefix(a, "//")
}

// joinInto writes p's text to b as p.String() writes it, so that a
// resolution's text can share one allocation with the paths step 6
// records.
func joinInto(b *strings.Builder, p ast.Parts) {
	if p.Scheme != "" {
		b.WriteString(p.Scheme)
		b.WriteByte(':')
	}
	if p.HasNetLoc {
		b.WriteString("//")
		b.WriteString(p.NetLoc)
		// A "/" between the net_loc and a path that does not start
		// with one, which would otherwise read as part of the net_loc.
		if !strings.HasPrefix(p.Path, "/") && (p.Path != "" || p.Params != "" || p.Query != "") {
			b.WriteByte('/')
		}
	}
	b.WriteString(p.Path)
	if p.Params != "" {
		b.WriteByte(';')
		b.WriteString(p.Params)
	}
	if p.Query != "" {
		b.WriteByte('?')
		b.WriteString(p.Query)
	}
	if p.Fragment != "" {
		b.WriteByte('#')
		b.WriteString(p.Fragment)
	}
}
