package parser

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestEngines checks that Parse gives the same trees and the same errors,
// messages included, with the generated parser (the default) and with
// participle.
func TestEngines(t *testing.T) {
	slow, err := New(UseParticiple())
	if err != nil {
		t.Fatal(err)
	}
	inputs, _ := generatedInputs(t)
	if len(inputs) > 3000 {
		inputs = inputs[:3000]
	}
	for _, in := range inputs {
		want, wantErr := slow.Parse(in)
		got, gotErr := defaultParser.Parse(in)
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("%q: trees differ (-participle +generated):\n%s", in, d)
		}
		if (wantErr == nil) != (gotErr == nil) || wantErr != nil && wantErr.Error() != gotErr.Error() {
			t.Errorf("%q: errors differ: participle %v, generated %v", in, wantErr, gotErr)
		}
	}
}
