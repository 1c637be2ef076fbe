package parser_test

import (
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/parser"
)

func BenchmarkZZExtract(b *testing.B) {
	in := strings.Repeat("<URL:a:b#~>", 6000)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		parser.Extract(in)
	}
	b.ReportMetric(0, "x")
}
