package gen_test

import (
	"testing"

	"github.com/urlsyntax/rfc1738/internal/memtest"
)

// notDriven are package gen's exported functions, none of which the
// memory bounds drive: they read or write the grammar and generated code,
// not a URL.
var notDriven = map[string]string{}

func init() {
	for _, name := range []string{
		"gen.AppendTable", "gen.AppendTypeSwitch", "gen.AsSchemePart", "gen.Emit", "gen.EmitUnits",
		"gen.IsSchemeName", "gen.UnitName", "gen.WriteSchemes",
	} {
		notDriven[name] = "reads or writes the grammar and generated code, not a URL"
	}
}

// TestMemoryCoversAPI checks that every exported function of package gen
// has a reason to have no row in the memory bounds, so that one that
// reads input cannot escape them unnoticed.
func TestMemoryCoversAPI(t *testing.T) { memtest.CoversAPI(t, "gen", ".", nil, notDriven, nil) }
