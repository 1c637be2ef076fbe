package gen

import (
	"fmt"
	"go/format"
	"strings"
)

// Entry is one row of a table of entry functions: Key maps to the entry
// function of the unit named Unit.
type Entry struct {
	Key, Unit string
}

// AppendTable appends to src, the output of EmitUnits, a map variable
// name of type map[string]typ from each entry's key to its unit's entry
// function, and formats the result.
func AppendTable(src []byte, name, typ string, entries []Entry) ([]byte, error) {
	var b strings.Builder
	b.Write(src)
	fmt.Fprintf(&b, "\n// %s are the generated parsers, by key.\nvar %s = map[string]%s{\n", name, name, typ)
	for _, e := range entries {
		fmt.Fprintf(&b, "%q: parse%s,\n", e.Key, e.Unit)
	}
	b.WriteString("}\n")
	out, err := format.Source([]byte(b.String()))
	if err != nil {
		return nil, fmt.Errorf("gen: AppendTable: %w", err)
	}
	return out, nil
}
