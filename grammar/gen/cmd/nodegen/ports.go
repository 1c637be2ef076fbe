package main

import (
	"bytes"
	"fmt"
	"strings"
)

// emitPorts writes the DefaultPort method of each built-in scheme's
// part, with the port its //rfc:scheme directive gives and the section
// that gives it; a part that a scheme of kinds shares says that
// URL.DefaultPort gives that scheme's port.
func emitPorts(b *bytes.Buffer, schemes []builtin, kinds []sameKind) {
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
		for _, k := range kinds {
			if k.as.name == s.name {
				doc += fmt.Sprintf(" An %s URL's is %d (%s section %s): URL.DefaultPort asks its scheme's name first.", k.name, k.port, k.rfc, k.portSect)
			}
		}
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
