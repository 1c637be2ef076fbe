package printer_test

import (
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
	"github.com/urlsyntax/rfc1738/printer"
)

// benchSizes are the lengths of the URLs the teaching benchmarks draw:
// 1, 8 and 64 KiB, the last parser.DefaultMaxLength.
var benchSizes = []int{1 << 10, 8 << 10, 64 << 10}

// longURL returns a valid URL of exactly size bytes, of one of the
// shapes with the most nodes per byte: "segments", an http path of
// two-letter segments (a node every 3 bytes); "labels", a host name of
// one-letter labels (a node every 2 bytes); "fields", a prospero URL
// of empty fields (";=", 3 nodes every 2 bytes, 2 of them empty).
func longURL(shape string, size int) string {
	var prefix, unit string
	switch shape {
	case "segments":
		prefix, unit = "http://h/", "ab/"
	case "labels":
		prefix, unit = "http://", "a."
	case "fields":
		prefix, unit = "prospero://h/", ";="
	default:
		panic("longURL: unknown shape " + shape)
	}
	n := size - len(prefix)
	switch shape {
	case "labels": // end with a toplabel: "...a.a.ab"
		return prefix + strings.Repeat(unit, (n-2)/2) + strings.Repeat("b", 2+(n-2)%2)
	case "fields": // start with a path of 1 or 2 bytes so that the fields fill the rest
		path := strings.Repeat("p", 2-n%2)
		return prefix + path + strings.Repeat(unit, (n-len(path))/2)
	}
	return prefix + strings.Repeat(unit, n/len(unit)) + strings.Repeat("a", n%len(unit))
}

// BenchmarkTeaching measures FprintDiagram, FprintTree and FprintJSON
// on long URLs: their time, allocations and output (outB/op, and
// outB/inB, the output's bytes per byte of URL) must grow linearly with
// the URL's length.
//
//	go test -run '^$' -bench Teaching -benchmem -count 5 ./printer
func BenchmarkTeaching(b *testing.B) {
	c := &printer.DiagramConfig{}
	for _, f := range []struct {
		name  string
		print func(io.Writer, ast.Node) error
	}{
		{"Diagram", c.FprintDiagram},
		{"Tree", c.FprintTree},
		{"JSON", c.FprintJSON},
	} {
		for _, shape := range []string{"segments", "labels", "fields"} {
			for _, size := range benchSizes {
				in := longURL(shape, size)
				u, err := parser.Parse(in)
				if err != nil || len(in) != size {
					b.Fatalf("%s of %d bytes: %d bytes, %v", shape, size, len(in), err)
				}
				b.Run(fmt.Sprintf("%s/%s/%dKiB", f.name, shape, size>>10), func(b *testing.B) {
					var w countingWriter
					for i := 0; i < b.N; i++ {
						w = 0
						if err := f.print(&w, u); err != nil {
							b.Fatal(err)
						}
					}
					b.ReportMetric(float64(w), "outB/op")
					b.ReportMetric(float64(w)/float64(size), "outB/inB")
				})
			}
		}
	}
}

// countingWriter counts the bytes written to it.
type countingWriter int

func (w *countingWriter) Write(p []byte) (int, error) {
	*w += countingWriter(len(p))
	return len(p), nil
}
