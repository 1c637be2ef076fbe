package main

import (
	"bytes"
	"fmt"
)

// emitDispatch writes putNode and putPart, which find a node's writer
// by its exact type: a type switch, not an interface, for a scheme
// author's type that embeds one of these nodes has its put promoted,
// and must still be written by its own String. putPart, which a URL's
// part needs, lists the scheme parts only, so that a program that never
// prints an RFC 1808 reference does not link its writer. And isNilPart.
func emitDispatch(b *bytes.Buffer, p *pkg) error {
	leaves, err := leavesOf(p)
	if err != nil {
		return err
	}
	emitSwitch(b, p, leaves, "putNode", "writes n and reports true when n is a node of this package", func(n *node) bool { return true })
	emitSwitch(b, p, leaves, "putPart", "writes n and reports true when n is a scheme part of this package (a type with a DefaultPort method)", func(n *node) bool { return p.methods[n.name]["DefaultPort"] })

	b.WriteString("\n// isNilPart reports whether n is nil or holds a nil scheme part of this\n// package (a type with a DefaultPort method); a tree built by hand may\n// hold a typed nil in URL.Part. Unlike IsNil, it leaves a scheme\n// author's typed nil to answer for itself by its own methods (String,\n// DefaultPort), which must then be nil-safe.\nfunc isNilPart(n Node) bool {\n\tswitch n := n.(type) {\n\tcase nil:\n\t\treturn true\n")
	for _, n := range p.nodes {
		if p.methods[n.name]["DefaultPort"] {
			fmt.Fprintf(b, "\tcase *%s:\n\t\treturn n == nil\n", n.name)
		}
	}
	b.WriteString("\t}\n\treturn false\n}\n")
	return nil
}

// emitSwitch writes the function name, which writes a node of the types
// keep selects, found by its exact type.
func emitSwitch(b *bytes.Buffer, p *pkg, leaves map[string]string, name, doc string, keep func(*node) bool) {
	fmt.Fprintf(b, "\n// %s %s.\nfunc %s(w *Writer, n Node) bool {\n\tswitch n := n.(type) {\n", name, doc, name)
	for _, n := range p.nodes {
		if !keep(n) {
			continue
		}
		if f := leaves[n.name]; f != "" {
			fmt.Fprintf(b, "\tcase *%s:\n\t\tif n != nil {\n\t\t\tw.text(n, string(n.%s))\n\t\t}\n", n.name, f)
			continue
		}
		fmt.Fprintf(b, "\tcase *%s:\n\t\tn.put(w)\n", n.name)
	}
	b.WriteString("\tdefault:\n\t\treturn false\n\t}\n\treturn true\n}\n")
}
