package parser

import (
	"errors"
	"fmt"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar/interp"
)

// TestTraceAgrees checks, over the tricky inputs and every corpus, that
// a trace agrees with Parse: its derivation's productions are the nodes
// of the tree Parse builds, with their spans; for input that is not a
// URL, its error is Parse's, and the furthest byte the interpreter
// reached is not beyond the first impossible byte.
func TestTraceAgrees(t *testing.T) {
	inputs, corpora := generatedInputs(t)
	if corpora == 0 {
		t.Log("no corpus in ../../shared/corpus: the tricky inputs only")
	}
	p := Default()
	checked, invalid, earlier := 0, 0, 0
	for i, in := range inputs {
		if (raceEnabled || testing.Short()) && i%16 != 0 {
			continue
		}
		tr, err := p.Trace(in)
		u, perr := p.Parse(in)
		if fmt.Sprint(err) != fmt.Sprint(perr) {
			t.Errorf("%q: Trace's error %v, Parse's %v", in, err, perr)
			continue
		}
		if tr == nil {
			if !isCode(err, CodeTooLong) {
				t.Errorf("%q: no trace, error %v", in, err)
			}
			continue
		}
		checked++
		if perr != nil {
			invalid++
			var e *Error
			if errors.As(err, &e) && e.Code == CodeSyntax && tr.Miss != nil {
				if int(tr.Miss.Offset) > e.Offset {
					t.Errorf("%q: the trace reached %d, beyond the first impossible byte %d", in, tr.Miss.Offset, e.Offset)
				}
				if int(tr.Miss.Offset) < e.Offset {
					earlier++
				}
			}
			continue
		}
		var want, got []string
		ast.Inspect(u, func(n ast.Node) bool {
			if n != nil {
				want = append(want, fmt.Sprintf("%s [%d,%d)", reflect.TypeOf(n).Elem().Name(), n.Pos(), n.End()))
			}
			return true
		})
		tr.Derivation(func(e *interp.Event, _ int) {
			if e.Kind == interp.KindProduction {
				got = append(got, fmt.Sprintf("%s [%d,%d)", e.Node.(*interp.Struct).Type.Name(), e.Start, e.End))
			}
		})
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%q: derivation (-tree +trace):\n%s", in, diff)
		}
	}
	t.Logf("%d inputs traced, %d of them not URLs, %d of those with the interpreter stopped before the first impossible byte", checked, invalid, earlier)
}

// isCode reports whether err is an *Error of code c.
func isCode(err error, c Code) bool {
	var e *Error
	return errors.As(err, &e) && e.Code == c
}
