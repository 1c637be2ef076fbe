package parser

import (
	"strings"

	"github.com/urlsyntax/rfc1738/ast"
)

// joinParts returns p's text as p.String writes it, with dir before
// p.Path, and the offset of that path in it: step 7 of a resolution
// whose merged path (step 6) is dir and the reference's path, written
// without being joined first.
func joinParts(p ast.Parts, dir string) (text string, pathAt int) {
	var b strings.Builder
	b.Grow(len(p.Scheme) + len(p.NetLoc) + len(dir) + len(p.Path) + len(p.Params) + len(p.Query) + len(p.Fragment) + 7)
	if p.Scheme != "" {
		b.WriteString(p.Scheme)
		b.WriteByte(':')
	}
	if p.HasNetLoc {
		b.WriteString("//")
		b.WriteString(p.NetLoc)
		// Parts.String's rule: a "/" between the net_loc and a path,
		// params or query that does not start with one.
		empty := dir == "" && p.Path == ""
		if !startsWithSlash(dir, p.Path) && (!empty || p.Params != "" || p.Query != "") {
			b.WriteByte('/')
		}
	}
	pathAt = b.Len()
	b.WriteString(dir)
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
	return b.String(), pathAt
}

// startsWithSlash reports whether a+b starts with "/".
func startsWithSlash(a, b string) bool {
	if a != "" {
		return a[0] == '/'
	}
	return strings.HasPrefix(b, "/")
}

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
