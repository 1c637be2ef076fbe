package explaintool

import (
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/parser"
)

// benchURL returns a URL of exactly size bytes: a valid http URL of
// two-letter segments, or an invalid ftp URL whose login has no "@"
// ("ftp://h:bbb...b/": the error is at the final "/", and the longest
// prefix that is a URL, "ftp://h", is far before it).
func benchURL(valid bool, size int) string {
	if valid {
		const prefix = "http://h/"
		n := size - len(prefix)
		return prefix + strings.Repeat("ab/", n/3) + strings.Repeat("a", n%3)
	}
	const prefix = "ftp://h:"
	return prefix + strings.Repeat("b", size-len(prefix)-1) + "/"
}

// BenchmarkExplain runs the command end to end on one URL of 1, 8 and
// 64 KiB, valid or not, in each of its modes that draw a URL: the
// diagram and table, -tree and -json. Its time, allocations and output
// must grow linearly with the URL's length.
//
//	go test -run '^$' -bench Explain -benchmem -count 5 ./examples/explain
func BenchmarkExplain(b *testing.B) {
	for _, mode := range []string{"diagram", "tree", "json"} {
		for _, valid := range []bool{true, false} {
			for _, size := range []int{1 << 10, 8 << 10, 64 << 10} {
				in := benchURL(valid, size)
				if _, err := parser.Parse(in); (err == nil) != valid || len(in) != size {
					b.Fatalf("%d bytes, want %d; parse error %v, want valid %v", len(in), size, err, valid)
				}
				args := []string{"--", in}
				if mode != "diagram" {
					args = append([]string{"-" + mode}, args...)
				}
				name := map[bool]string{true: "valid", false: "invalid"}[valid]
				want := map[bool]int{true: exitValid, false: exitInvalid}[valid]
				b.Run(fmt.Sprintf("%s/%s/%dKiB", mode, name, size>>10), func(b *testing.B) {
					var out countingWriter
					for i := 0; i < b.N; i++ {
						out = 0
						if got := run(args, &out, &out); got != want {
							b.Fatalf("exit status %d, want %d", got, want)
						}
					}
					b.ReportMetric(float64(out), "outB/op")
					b.ReportMetric(float64(out)/float64(size), "outB/inB")
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

var _ io.Writer = (*countingWriter)(nil)

// TestOutputLinear checks that explain's output, in every mode that
// draws a URL, stays within a fixed number of bytes per byte of the URL
// for the shapes whose parts are smallest: many segments, labels and
// prospero fields, at 8 KiB. The table once padded every row to the
// widest text, the whole path, and grew with the square of the URL (8,000
// bytes a byte at 8 KiB); JSON, the most verbose, writes about 500.
func TestOutputLinear(t *testing.T) {
	const size = 8 << 10
	shapes := map[string]string{
		"segments": "http://h/" + strings.Repeat("ab/", size/3),
		"labels":   "http://" + strings.Repeat("a.", size/2) + "com/",
		"fields":   "prospero://h/p" + strings.Repeat(";=", size/2),
	}
	for name, in := range shapes {
		for _, mode := range []string{"", "-tree", "-json", "-trace"} {
			args := []string{"--", in}
			if mode != "" {
				args = append([]string{mode}, args...)
			}
			var out countingWriter
			if got := run(args, &out, &out); got != exitValid {
				t.Fatalf("%s %s: exit status %d", name, mode, got)
			}
			if per := float64(out) / float64(len(in)); per > 1000 {
				t.Errorf("%s %s: %.0f output bytes per input byte", name, mode, per)
			}
		}
	}
}
