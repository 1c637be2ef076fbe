package urlchecktool

import (
	"bytes"
	"io"
	"sync/atomic"
)

// batch is a run of consecutive input lines, checked by one worker.
// Batches are reused: a fixed set of them goes round from the reader to
// a worker to the writer and back, so that their buffers, once grown,
// serve the whole input without being allocated again.
type batch struct {
	// data holds the lines one after the other, each without its end of
	// line and cut to the limit when it is longer.
	data []byte
	// ends are where each line ends in data; sizes are the lengths of
	// the lines as read, longer than the text kept for a line that was
	// cut.
	ends  []int
	sizes []int64
	// name is the input's name as messages show it, escaped, and first
	// the number of its first line in that input, counted from 1.
	name    string
	first   int
	out     bytes.Buffer  // the output lines of the batch
	msgs    bytes.Buffer  // its messages for standard error, in input order
	invalid int           // how many of its lines count against the exit status (report.failed)
	done    chan struct{} // receives once out, msgs and invalid are set
}

// newBatch returns an empty batch.
func newBatch() *batch {
	return &batch{done: make(chan struct{}, 1)}
}

// len returns the number of lines in b.
func (b *batch) len() int { return len(b.ends) }

// keptBuffer is the largest buffer a batch keeps for its next lines or
// output. Below the default -maxlen a batch's lines hold little more
// than batchBytes, and their output a few times that; a longer line,
// with -maxlen 0, may need far more once, and is not kept for the rest.
const keptBuffer = 8 * batchBytes

// reset empties b, keeping its buffers unless they grew over keptBuffer:
// its messages may quote its lines, as its output does.
func (b *batch) reset() {
	b.data, b.ends, b.sizes = b.data[:0], b.ends[:0], b.sizes[:0]
	if cap(b.data) > keptBuffer {
		b.data = nil
	}
	b.out.Reset()
	if b.out.Cap() > keptBuffer {
		b.out = bytes.Buffer{}
	}
	b.msgs.Reset()
	if b.msgs.Cap() > keptBuffer {
		b.msgs = bytes.Buffer{}
	}
	b.name, b.first, b.invalid = "", 0, 0
}

// batchesPerWorker is how many batches go round per worker: one being
// checked, one waiting for a worker or being filled, one written or
// waiting to be.
const batchesPerWorker = 3

// checkAll checks with verify the batches that next fills, on workers
// goroutines, and writes their output to w and their messages to msgs
// (standard error), in input order. next fills an empty batch with lines
// and returns false when the input has ended (the batch is then empty).
// The batches are a fixed few per worker, reused, so memory does not
// grow with the input. checked counts the URLs written. After a write
// error on w it stops reading and returns the error; a failed message is
// lost, as the command's other messages are.
func checkAll(next func(*batch) bool, verify verifier, format formatter, w, msgs io.Writer, workers int, checked *atomic.Int64) (invalid int, err error) {
	n := batchesPerWorker * workers
	free := make(chan *batch, n)
	for range n {
		free <- newBatch()
	}
	pending := make(chan *batch, n) // in input order, for the writer
	work := make(chan *batch, n)
	stop := make(chan struct{})
	go func() {
		defer close(work)
		defer close(pending)
		for {
			var b *batch
			select {
			case <-stop:
				return
			default:
			}
			select {
			case b = <-free:
			case <-stop:
				return
			}
			if !next(b) {
				return
			}
			// Neither blocks: there are n batches, and room for n in each.
			pending <- b
			work <- b
		}
	}()
	for range workers {
		go func() {
			for b := range work {
				b.check(verify, format)
				b.done <- struct{}{}
			}
		}()
	}
	for b := range pending {
		<-b.done
		if err == nil {
			if _, err = w.Write(b.out.Bytes()); err != nil {
				close(stop)
			} else if b.msgs.Len() > 0 {
				msgs.Write(b.msgs.Bytes())
			}
		}
		invalid += b.invalid
		checked.Add(int64(b.len()))
		b.reset()
		free <- b
	}
	return invalid, err
}

// check checks every line of b with verify and formats the results into
// b.out, and into b.msgs the message of each line that -fix has no fix
// for. A line cut to the limit is reported too long without being
// parsed: verify is told its size as read.
func (b *batch) check(verify verifier, format formatter) {
	// One string for the whole batch: the lines, and the parts of their
	// reports, are substrings of it.
	text := string(b.data)
	r := new(report) // one per batch: format keeps no report
	start := 0
	for i, end := range b.ends {
		line := text[start:end]
		start = end
		*r = verify(line, b.sizes[i])
		if r.failed() {
			b.invalid++
		}
		format(&b.out, r)
		if r.repair != nil && r.Fixed == nil {
			noFix(&b.msgs, b.name, b.first+i, r.why)
		}
	}
}
