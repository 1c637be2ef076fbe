package docs

import (
	"bytes"
	"os"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/grammar/railroad"
)

// TestRailroadCurrent fails when railroad.html or railroad.fr.html is
// not what the generator writes from the grammar now: a grammar change
// needs go generate ./docs.
func TestRailroadCurrent(t *testing.T) {
	for _, lang := range []grammar.Lang{grammar.English, grammar.French} {
		name := railroad.FileName(lang)
		committed, err := os.ReadFile(name)
		if err != nil {
			t.Errorf("%v: run go generate ./docs", err)
			continue
		}
		now, err := railroad.Generate(lang)
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Equal(committed, now) {
			continue
		}
		a, b := bytes.Split(committed, []byte("\n")), bytes.Split(now, []byte("\n"))
		for i := 0; i < len(a) || i < len(b); i++ {
			if i >= len(a) || i >= len(b) || !bytes.Equal(a[i], b[i]) {
				var got, want []byte
				if i < len(a) {
					got = a[i]
				}
				if i < len(b) {
					want = b[i]
				}
				t.Errorf("%s is stale: run go generate ./docs\nfirst difference, line %d:\ncommitted: %.200s\ngenerated: %.200s", name, i+1, got, want)
				break
			}
		}
	}
}
