package oracle_test

import (
	"errors"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar/oracle"
	"github.com/urlsyntax/rfc1738/parser"
)

// FuzzFirstImpossible checks, for any input, that the parser's syntax
// error is the oracle's first impossible byte (offset, expected bytes
// and end), and that the offset is one: input[:offset] is viable and
// input[:offset+1] is not. Its seeds are in
// testdata/fuzz/FuzzFirstImpossible: URLs of every scheme, valid and
// not.
func FuzzFirstImpossible(f *testing.F) {
	u := newURL(f)
	f.Fuzz(func(t *testing.T, input string) {
		if len(input) > parser.DefaultMaxLength {
			t.Skip("longer than the parser accepts")
		}
		want, err := oracleVerdict(u, input)
		if errors.Is(err, oracle.ErrInconclusive) {
			t.Skip(err)
		}
		if err != nil {
			t.Fatal(err)
		}
		if got := parserVerdict(input); got != want {
			t.Errorf("%q: parser: %v; oracle: %v", input, got, want)
		}
		if !want.Valid {
			checkOffset(t, u, input, want.Offset)
		}
	})
}

// checkOffset checks that off is the first impossible byte of input by
// the grammar that decides input: input[:off] is viable and
// input[:off+1] is not.
func checkOffset(t *testing.T, u *oracle.URL, input string, off int) {
	o, _ := u.For(input)
	if ok, err := o.Viable(input[:off]); err != nil || !ok {
		t.Errorf("%q: the prefix before offset %d is not viable: %v, %v", input, off, ok, err)
	}
	if off == len(input) {
		return
	}
	if ok, err := o.Viable(input[:off+1]); err != nil || ok {
		t.Errorf("%q: the prefix through offset %d is viable: %v, %v", input, off, ok, err)
	}
}
