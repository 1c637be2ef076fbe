package tracetext

import (
	"reflect"
	"sync"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestBuildCacheShared checks that the words of a trace do not depend on
// what lastForms kept of the grammar traced before: traces of several
// grammars (each scheme's), worded at once by several goroutines in
// different orders, give what each gives worded alone.
func TestBuildCacheShared(t *testing.T) {
	inputs := []string{"http://www.iec.ch:8080/a?b", "ftp://u@h/p;type=a", "https://h/x", "x://a b", "news:comp.os"}
	want := make([]*Text, len(inputs))
	for i, in := range inputs {
		lastForms = formCache{}
		want[i] = build(t, in, grammar.French, true)
	}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range inputs {
				i := (k + g) % len(inputs)
				_, err := parser.Default().Parse(inputs[i])
				tr, _ := parser.Default().Trace(inputs[i])
				if got := Build(tr, err, grammar.French, true); !reflect.DeepEqual(got, want[i]) {
					t.Errorf("%q worded after other grammars differs from it worded alone", inputs[i])
				}
			}
		}()
	}
	wg.Wait()
}
