package oracle_test

import (
	"errors"
	"testing"

	"github.com/urlsyntax/rfc1738/parser"
)

// TestValidPrefix checks parser.Error.ValidPrefix against the oracle on
// the corpora's invalid lines of up to 200 bytes: the longest prefix that
// is a URL, which is no longer than the error's offset (a longer one
// would continue past the first impossible byte).
func TestValidPrefix(t *testing.T) {
	u := newURL(t)
	checked, withPrefix := 0, 0
	for _, in := range corpusLines(t) {
		if len(in) > 200 {
			continue
		}
		_, err := parser.Parse(in)
		var e *parser.Error
		if !errors.As(err, &e) || e.Code != parser.CodeSyntax {
			continue
		}
		want := 0
		for i := e.Offset; i > 0; i-- {
			if u.Member(in[:i]) {
				want = i
				break
			}
		}
		if e.ValidPrefix != want {
			t.Errorf("%q: ValidPrefix %d, the oracle's longest URL prefix %d", in, e.ValidPrefix, want)
		}
		if e.End && e.ValidPrefix != e.Offset {
			t.Errorf("%q: End, but ValidPrefix %d is not the offset %d", in, e.ValidPrefix, e.Offset)
		}
		checked++
		if want > 0 {
			withPrefix++
		}
	}
	t.Logf("%d invalid lines, %d with a prefix that is a URL", checked, withPrefix)
}
