package errortest

import (
	"errors"
	"fmt"
	"testing"

	"github.com/urlsyntax/rfc1738/parser"
)

// TestList checks that List finds the diagnostics of either error type
// Parse returns, wrapped or not, and none in any other error.
func TestList(t *testing.T) {
	e1 := &parser.Error{Offset: 1}
	e2 := &parser.Error{Offset: 2}
	for _, tc := range []struct {
		err  error
		want []int // the offsets of the list
		ok   bool
	}{
		{e1, []int{1}, true},
		{parser.ErrorList{e1, e2}, []int{1, 2}, true},
		{fmt.Errorf("wrapped: %w", parser.ErrorList{e2, e1}), []int{2, 1}, true},
		{fmt.Errorf("wrapped: %w", e2), []int{2}, true},
		{errors.New("other"), nil, false},
	} {
		l, ok := List(tc.err)
		var got []int
		for _, e := range l {
			got = append(got, e.Offset)
		}
		if ok != tc.ok || fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("List(%v) = %v, %v; want %v, %v", tc.err, got, ok, tc.want, tc.ok)
		}
	}
}

// TestCheckOracle checks that CheckOracle passes Parse's own error and
// fails one at another offset.
func TestCheckOracle(t *testing.T) {
	const in = "http://h:/"
	_, err := parser.Parse(in)
	var e *parser.Error
	if !errors.As(err, &e) {
		t.Fatalf("Parse(%q) = %v, want a *parser.Error", in, err)
	}
	CheckOracle(t, in, e)
	moved := *e
	moved.Offset++
	r := &recorder{TB: t}
	CheckOracle(r, in, &moved)
	if !r.failed {
		t.Errorf("CheckOracle accepts offset %d, where Parse and the oracle say %d", moved.Offset, e.Offset)
	}
}

// recorder is a testing.TB that records a failure instead of failing.
type recorder struct {
	testing.TB
	failed bool
}

func (r *recorder) Helper()                        {}
func (r *recorder) Errorf(format string, a ...any) { r.failed = true }
