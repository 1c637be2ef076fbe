package main

import (
	"bytes"
	"io"
	"sync/atomic"

	"github.com/urlsyntax/rfc1738/parser"
)

// batch is a run of consecutive input lines, checked by one worker.
type batch struct {
	lines   []string
	out     bytes.Buffer  // the output lines of the batch
	invalid int           // how many of its URLs are invalid
	done    chan struct{} // closed when out and invalid are set
}

// checkAll checks the batches that next returns on workers goroutines
// and writes their output to w in input order. The batches being
// checked or waiting to be written are at most a few per worker, so
// memory does not grow with the input. checked counts the URLs written.
// After a write error it stops reading and returns the error.
func checkAll(next func() ([]string, bool), p *parser.Parser, format formatter, w io.Writer, workers int, checked *atomic.Int64) (invalid int, err error) {
	pending := make(chan *batch, 2*workers) // in input order, for the writer
	work := make(chan *batch, workers)
	stop := make(chan struct{})
	go func() {
		defer close(work)
		defer close(pending)
		for {
			lines, ok := next()
			if !ok {
				return
			}
			b := &batch{lines: lines, done: make(chan struct{})}
			select {
			case pending <- b:
			case <-stop:
				return
			}
			work <- b
		}
	}()
	for range workers {
		go func() {
			for b := range work {
				b.check(p, format)
			}
		}()
	}
	for b := range pending {
		<-b.done
		if err == nil {
			if _, err = w.Write(b.out.Bytes()); err != nil {
				close(stop)
			}
		}
		invalid += b.invalid
		checked.Add(int64(len(b.lines)))
	}
	return invalid, err
}

// check checks every line of b, formats the results into b.out and
// closes b.done.
func (b *batch) check(p *parser.Parser, format formatter) {
	for _, line := range b.lines {
		r := check(p, line)
		if !r.Valid {
			b.invalid++
		}
		format(&b.out, &r)
	}
	close(b.done)
}
