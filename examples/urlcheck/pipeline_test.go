package main

import (
	"bytes"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/urlsyntax/rfc1738/parser"
)

// TestCheckAllOrder runs small batches on more workers than lines in a
// batch, so that batches finish out of order, and checks the output is
// still in input order and the counts are right.
func TestCheckAllOrder(t *testing.T) {
	const n = 3000
	var want strings.Builder
	i := 0
	next := func(b *batch) bool {
		if i >= n {
			return false
		}
		size := 1 + i%5
		for ; size > 0 && i < n; size-- {
			url := fmt.Sprintf("http://h/%d", i)
			verdict := "ok"
			if i%10 == 0 {
				url, verdict = fmt.Sprintf("http://h/#%d", i), "invalid"
			}
			b.data = append(b.data, url...)
			b.ends = append(b.ends, len(b.data))
			b.sizes = append(b.sizes, int64(len(url)))
			fmt.Fprintf(&want, "%s\t%s\n", verdict, url)
			i++
		}
		return true
	}
	var out bytes.Buffer
	var checked atomic.Int64
	p, err := parser.New()
	if err != nil {
		t.Fatal(err)
	}
	invalid, err := checkAll(next, p, formatTerse, &out, 16, &checked)
	if err != nil {
		t.Fatal(err)
	}
	if out.String() != want.String() {
		t.Errorf("output not in input order; first lines:\n%.300s\nwant\n%.300s", out.String(), want.String())
	}
	if invalid != n/10 || checked.Load() != n {
		t.Errorf("invalid %d, checked %d; want %d and %d", invalid, checked.Load(), n/10, n)
	}
}

// formatTerse writes the verdict and URL only.
func formatTerse(b *bytes.Buffer, r *report) {
	verdict := "ok"
	if !r.Valid {
		verdict = "invalid"
	}
	fmt.Fprintf(b, "%s\t%s\n", verdict, r.URL)
}
