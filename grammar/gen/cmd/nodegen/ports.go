package main

import (
	"bytes"
	"fmt"
	"strings"
)

// emitPorts writes the DefaultPort method of each built-in scheme's
// part, with the port its //rfc:scheme directive gives and the section
// that gives it.
func emitPorts(b *bytes.Buffer, schemes []builtin) {
	for _, s := range schemes {
		where := "its RFC"
		if s.rfc != "" {
			where = s.rfc + " section " + s.sect
		}
		gives := fmt.Sprintf("%s gives %s no port", where, s.name)
		if s.port != 0 {
			gives = fmt.Sprintf("%s gives %s port %d", where, s.name, s.port)
		}
		doc := "DefaultPort implements SchemePart: " + gives + "."
		b.WriteString("\n" + comment(doc))
		fmt.Fprintf(b, "func (*%s) DefaultPort() (int, bool) { return %d, %v }\n", s.node.name, s.port, s.port != 0)
	}
}

// comment returns text as a doc comment, its lines filled to about 72
// columns.
func comment(text string) string {
	var b strings.Builder
	n := 0
	for _, w := range strings.Fields(text) {
		switch {
		case n == 0:
			b.WriteString("//")
			n = 2
		case n+1+len(w) > 72:
			b.WriteString("\n//")
			n = 2
		}
		b.WriteString(" " + w)
		n += 1 + len(w)
	}
	return b.String() + "\n"
}
