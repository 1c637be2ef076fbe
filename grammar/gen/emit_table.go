package gen

import (
	"fmt"
	"go/format"
	"strings"
)

// Entry is one row of a table: Key maps to the Go expression Value.
type Entry struct {
	Key, Value string
}

// AppendTable appends to src, the output of EmitUnits, a map variable
// name of type map[string]typ from each entry's key to its value, and
// formats the result.
func AppendTable(src []byte, name, typ string, entries []Entry) ([]byte, error) {
	var b strings.Builder
	b.Write(src)
	fmt.Fprintf(&b, "\n// %s are the generated parsers, by key.\nvar %s = map[string]%s{\n", name, name, typ)
	for _, e := range entries {
		fmt.Fprintf(&b, "%q: %s,\n", e.Key, e.Value)
	}
	b.WriteString("}\n")
	out, err := format.Source([]byte(b.String()))
	if err != nil {
		return nil, fmt.Errorf("gen: AppendTable: %w", err)
	}
	return out, nil
}

// AppendTypeSwitch appends to src, the output of EmitUnits, a function
//
//	func name(n ast.Node) typ
//
// that returns, for a node of the type of each entry's key (a Go type
// such as *ast.FSegment), the entry's value, and the zero value for any
// other node; doc is its doc comment, without the "//". It formats the
// result.
func AppendTypeSwitch(src []byte, name, doc, typ string, entries []Entry) ([]byte, error) {
	var b strings.Builder
	b.Write(src)
	b.WriteString("\n")
	for _, line := range strings.Split(doc, "\n") {
		b.WriteString("// " + line + "\n")
	}
	fmt.Fprintf(&b, "func %s(n ast.Node) %s {\nswitch n.(type) {\n", name, typ)
	for _, e := range entries {
		fmt.Fprintf(&b, "case %s:\nreturn %s\n", e.Key, e.Value)
	}
	b.WriteString("}\nreturn nil\n}\n")
	out, err := format.Source([]byte(b.String()))
	if err != nil {
		return nil, fmt.Errorf("gen: AppendTypeSwitch: %w", err)
	}
	return out, nil
}
