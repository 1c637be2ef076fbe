package parser

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestEngines checks that Parse gives the same trees, spans included,
// and the same errors, messages included, with the generated parsers
// (the default) and with the interpreter.
func TestEngines(t *testing.T) {
	slow, err := New(Interpret())
	if err != nil {
		t.Fatal(err)
	}
	inputs, _ := generatedInputs(t)
	if len(inputs) > 3000 {
		inputs = inputs[:3000]
	}
	for _, in := range inputs {
		want, wantErr := slow.Parse(in)
		got, gotErr := defaultParser().Parse(in)
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("%q: trees differ (-interpreter +generated):\n%s", in, d)
		}
		if (wantErr == nil) != (gotErr == nil) || wantErr != nil && wantErr.Error() != gotErr.Error() {
			t.Errorf("%q: errors differ: interpreter %v, generated %v", in, wantErr, gotErr)
		}
	}
}
