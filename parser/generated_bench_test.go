package parser

import (
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/internal/corpustest"
)

// validLines returns the lines of corpus name that the parser accepts,
// or skips the benchmark when the corpus is absent.
func validLines(b *testing.B, name string) []string {
	var lines []string
	for _, l := range corpustest.Lines(b, name) {
		if syntaxError(l, defaultParser().schemeOf(l)) == nil {
			lines = append(lines, l)
		}
	}
	if len(lines) == 0 {
		b.Skipf("corpus %s: no valid URL", name)
	}
	return lines
}

// benchLines parses one line per iteration: ns/op, B/op and allocs/op
// are per URL.
func benchLines(b *testing.B, lines []string, parse func(string)) {
	total := 0
	for _, l := range lines {
		total += len(l)
	}
	b.SetBytes(int64(total) / int64(len(lines)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		parse(lines[i%len(lines)])
	}
}

// generatedOf returns the generated parser of input's scheme.
func generatedOf(input string) func(string) *ast.URL {
	if s := defaultParser().schemeOf(input); s != nil {
		return s.Generated
	}
	return parseGeneric
}

// interpretOf builds input's tree with the interpreter.
func interpretOf(input string) *ast.URL {
	u, _ := interpret[ast.URL](defaultParser().schemeOf(input).grammar, input)
	return u
}

// BenchmarkGenerated compares, on the URLs of kasztp.txt that parse,
// net/url.Parse, each stage of Parse (the automaton alone, the generated
// parser alone, then with the validators) and the interpreter.
func BenchmarkGenerated(b *testing.B) {
	lines := validLines(b, "kasztp.txt")
	p := defaultParser()
	b.Run("net-url", func(b *testing.B) {
		benchLines(b, lines, func(s string) { _, _ = url.Parse(s) })
	})
	b.Run("automaton", func(b *testing.B) {
		benchLines(b, lines, func(s string) { _ = syntaxError(s, p.schemeOf(s)) })
	})
	b.Run("generated", func(b *testing.B) {
		benchLines(b, lines, func(s string) { _ = generatedOf(s)(s) })
	})
	b.Run("generated+validate", func(b *testing.B) {
		benchLines(b, lines, func(s string) {
			if u := generatedOf(s)(s); u != nil {
				_ = p.Validate(u)
			}
		})
	})
	b.Run("interpreter", func(b *testing.B) {
		benchLines(b, lines, func(s string) { _ = interpretOf(s) })
	})
}

// BenchmarkLinear parses one long http URL of 0.5 MiB and one of 1 MiB
// with the automaton, the recognizer (Check, with no MaxLength), the
// generated parser and the interpreter: for each, the second should cost
// about twice the first, which shows that no input makes it backtrack
// more than linearly.
func BenchmarkLinear(b *testing.B) {
	unlimited, err := New(MaxLength(0))
	if err != nil {
		b.Fatal(err)
	}
	engines := []struct {
		name  string
		parse func(string) bool
	}{
		{"automaton", func(s string) bool { return syntaxError(s, defaultParser().schemeOf(s)) == nil }},
		{"check", func(s string) bool { return unlimited.Check(s) == nil }},
		{"generated", func(s string) bool { return generatedOf(s)(s) != nil }},
		{"interpreter", func(s string) bool { return interpretOf(s) != nil }},
	}
	for _, e := range engines {
		for _, size := range []int{1 << 19, 1 << 20} {
			seg := "abc/%41b@c;d=e/"
			path := strings.Repeat(seg, size/len(seg))
			in := "http://host.example.com:80/" + path + "?q"
			b.Run(e.name+"/"+strconv.Itoa(size>>10)+"KiB", func(b *testing.B) {
				b.SetBytes(int64(len(in)))
				b.ReportAllocs()
				for i := 0; i < b.N; i++ {
					if !e.parse(in) {
						b.Fatal("failed")
					}
				}
			})
		}
	}
}
