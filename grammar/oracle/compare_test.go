package oracle_test

import (
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar/oracle"
	"github.com/urlsyntax/rfc1738/parser"
)

// verdict is what the parser or the oracle says about an input: valid,
// or where its first impossible byte is and what could stand there.
type verdict struct {
	Valid    bool
	Offset   int
	Expected string // format of the set
	End      bool
}

func (v verdict) String() string {
	if v.Valid {
		return "valid"
	}
	return fmt.Sprintf("offset %d, expected %s, end %v", v.Offset, v.Expected, v.End)
}

// parserVerdict returns the default parser's verdict on in.
func parserVerdict(in string) verdict { return verdictOf(parser.Default(), in) }

// verdictOf returns p's verdict on in: valid unless p reports a syntax
// error. Errors of the validators are about valid syntax.
func verdictOf(p *parser.Parser, in string) verdict {
	_, err := p.Parse(in)
	var e *parser.Error
	if !errors.As(err, &e) || e.Code != parser.CodeSyntax {
		return verdict{Valid: true}
	}
	return verdict{Offset: e.Offset, Expected: format(e.Expected), End: e.End}
}

// decider is what the oracles of a grammar and of URLs have in common.
type decider interface {
	Member(s string) bool
	FirstImpossible(s string) (oracle.Result, error)
}

// oracleVerdict returns the oracle's verdict on in; the error wraps
// oracle.ErrInconclusive when it could not decide.
func oracleVerdict(u decider, in string) (verdict, error) {
	if u.Member(in) {
		return verdict{Valid: true}, nil
	}
	r, err := u.FirstImpossible(in)
	return verdict{Offset: r.Offset, Expected: format(r.Expected), End: r.End}, err
}

// maxMismatches is how many mismatches a comparison reports before it
// stops.
const maxMismatches = 20

// tally counts the outcomes of a comparison.
type tally struct {
	checked, valid, invalid, inconclusive, mismatches atomic.Int64
}

// compareAll compares the parser's and the oracle's verdicts on inputs,
// on every CPU, reporting each mismatch (the first maxMismatches) and
// stopping after them.
func compareAll(t *testing.T, u *oracle.URL, inputs []string) *tally {
	var n tally
	work := make(chan string)
	var wg sync.WaitGroup
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for in := range work {
				compareOne(t, u, in, &n)
			}
		}()
	}
	for _, in := range inputs {
		if n.mismatches.Load() >= maxMismatches {
			t.Errorf("stopped after %d mismatches", maxMismatches)
			break
		}
		work <- in
	}
	close(work)
	wg.Wait()
	return &n
}

// compareOne compares the verdicts on in and counts the outcome. Inputs
// longer than the parser's limit are not parsed, so they are skipped.
func compareOne(t *testing.T, u *oracle.URL, in string, n *tally) {
	if len(in) > parser.DefaultMaxLength {
		return
	}
	n.checked.Add(1)
	want, err := oracleVerdict(u, in)
	if err != nil {
		n.inconclusive.Add(1)
		t.Logf("%q: %v", in, err)
		return
	}
	if want.Valid {
		n.valid.Add(1)
	} else {
		n.invalid.Add(1)
	}
	if got := parserVerdict(in); got != want {
		if n.mismatches.Add(1) <= maxMismatches {
			t.Errorf("%q: parser: %v; oracle: %v", in, got, want)
		}
	}
}

// report logs the counts of a comparison and fails the test when the
// oracle could not decide more than a handful of inputs.
func (n *tally) report(t *testing.T, what string) {
	t.Logf("%s: %d inputs checked: %d valid, %d invalid, %d inconclusive, %d mismatches",
		what, n.checked.Load(), n.valid.Load(), n.invalid.Load(), n.inconclusive.Load(), n.mismatches.Load())
	if n.inconclusive.Load() > 5 {
		t.Errorf("%s: the oracle could not decide %d inputs", what, n.inconclusive.Load())
	}
}
