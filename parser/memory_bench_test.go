package parser_test

import (
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/parser"
)

// BenchmarkMemory shows what one Parse costs in memory as the input
// grows from 1 KiB to 1 MiB, for a valid http URL and for one whose last
// byte is wrong (an error costs its diagnosis). Besides B/op it reports
// B/byte, bytes allocated per byte of input: it stays flat as the input
// grows, so memory per parse is proportional to the input, and
// parser.MaxLength bounds it.
func BenchmarkMemory(b *testing.B) {
	for _, size := range []int{1 << 10, 1 << 16, 1 << 20} {
		seg := "abc/%41b@c;d=e/"
		valid := "http://host.example.com:80/" + strings.Repeat(seg, size/len(seg)) + "?q"
		for _, in := range []struct{ name, input string }{
			{"valid", valid},
			{"invalid", valid + "~"},
		} {
			b.Run(in.name+"/"+strconv.Itoa(size>>10)+"KiB", func(b *testing.B) {
				b.SetBytes(int64(len(in.input)))
				b.ReportAllocs()
				var m0, m1 runtime.MemStats
				runtime.ReadMemStats(&m0)
				for i := 0; i < b.N; i++ {
					_, err := parser.Parse(in.input)
					if (err == nil) != (in.name == "valid") {
						b.Fatalf("Parse: %v", err)
					}
				}
				runtime.ReadMemStats(&m1)
				b.ReportMetric(float64(m1.TotalAlloc-m0.TotalAlloc)/float64(b.N)/float64(len(in.input)), "B/byte")
			})
		}
	}
}
