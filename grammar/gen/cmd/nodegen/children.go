package main

import (
	"bytes"
	"fmt"
	"strings"
)

// childKind is how a field holds children.
type childKind int

const (
	notChild childKind = iota
	pointer            // *T, T a node type
	slice              // []*T
	iface              // an interface that embeds Node
)

// child is a field of a node that holds children, and the fields it is
// written after (gates).
type child struct {
	field
	kind  childKind
	gates []field
}

// childrenOf returns n's fields that hold children, in order.
func childrenOf(p *pkg, n *node) ([]child, error) {
	isNode := map[string]bool{}
	for _, m := range p.nodes {
		isNode[m.name] = true
	}
	e, err := parseTags(n.fields)
	if err != nil {
		return nil, fmt.Errorf("%s: %s: %v", n.pos, n.name, err)
	}
	g := gates(e)
	var out []child
	for _, f := range n.fields {
		k := kindOf(f.typ, isNode, p.ifaces)
		if k == notChild {
			continue
		}
		c := child{field: f, kind: k}
		for _, i := range g[f.index] {
			c.gates = append(c.gates, n.fields[i])
		}
		out = append(out, c)
	}
	return out, nil
}

// kindOf returns how a field of type typ holds children.
func kindOf(typ string, isNode, ifaces map[string]bool) childKind {
	switch {
	case strings.HasPrefix(typ, "[]*") && isNode[typ[3:]]:
		return slice
	case strings.HasPrefix(typ, "*") && isNode[typ[1:]]:
		return pointer
	case ifaces[typ]:
		return iface
	}
	return notChild
}

// emitChildren writes, for each node with children, its appendChildren
// and Children methods, and appendOwnChildren, which finds them by the
// node's exact type, and knows the leaves have none.
func emitChildren(b *bytes.Buffer, p *pkg) error {
	var cases bytes.Buffer
	var leaves []string
	for _, n := range p.nodes {
		cs, err := childrenOf(p, n)
		if err != nil {
			return err
		}
		if len(cs) == 0 {
			leaves = append(leaves, "*"+n.name)
			continue
		}
		fmt.Fprintf(b, "\n// appendChildren appends to out each child of %s that is present, in\n// input order.\nfunc (n *%s) appendChildren(out []Node) []Node {\n\tif n == nil {\n\t\treturn out\n\t}\n", n.name, n.name)
		if k := fixed(cs); k > 1 {
			fmt.Fprintf(b, "\tout = slices.Grow(out, %d) // once, not by append's steps\n", k)
		}
		for _, c := range cs {
			emitChild(b, c)
		}
		b.WriteString("\treturn out\n}\n")
		fmt.Fprintf(b, "\n// Children implements Parent.\nfunc (n *%s) Children() []Node { return n.appendChildren(nil) }\n", n.name)
		fmt.Fprintf(&cases, "\tcase *%s:\n\t\treturn n.appendChildren(out), true\n", n.name)
	}
	b.WriteString("\n// appendOwnChildren appends to out each present child of n and reports\n// true when n is a node of this package. A type switch, not an\n// interface: its calls are static, so a walk may list children in a\n// buffer on its stack.\nfunc appendOwnChildren(out []Node, n Node) ([]Node, bool) {\n\tswitch n := n.(type) {\n")
	b.Write(cases.Bytes())
	if len(leaves) > 0 {
		fmt.Fprintf(b, "\tcase %s:\n\t\treturn out, true\n", strings.Join(leaves, ", "))
	}
	b.WriteString("\t}\n\treturn out, false\n}\n")
	return nil
}

// emitChild writes the statement that appends c's children.
func emitChild(b *bytes.Buffer, c child) {
	var cond []string
	switch c.kind {
	case pointer:
		cond = append(cond, "n."+c.name+" != nil")
	case iface:
		cond = append(cond, "!isNilPart(n."+c.name+")")
	}
	for _, g := range c.gates {
		if s := present(g); s != "" {
			cond = append(cond, s)
		}
	}
	body := "out = append(out, n." + c.name + ")"
	if c.kind == slice {
		body = "out = appendPresent(out, n." + c.name + ")"
	}
	if len(cond) == 0 {
		fmt.Fprintf(b, "\t%s\n", body)
		return
	}
	fmt.Fprintf(b, "\tif %s {\n\t\t%s\n\t}\n", strings.Join(cond, " && "), body)
}

// present returns the condition that field f, which another is written
// after, is present; "" when it is always present.
func present(f field) string {
	switch {
	case f.typ == "bool":
		return "n." + f.name
	case strings.HasPrefix(f.typ, "[]"):
		return "len(n." + f.name + ") > 0"
	case strings.HasPrefix(f.typ, "*"):
		return "n." + f.name + " != nil"
	}
	return ""
}

// fixed returns how many of cs hold one child each: the room their
// children need at most, but for the slices'.
func fixed(cs []child) int {
	k := 0
	for _, c := range cs {
		if c.kind != slice {
			k++
		}
	}
	return k
}
