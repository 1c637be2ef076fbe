package docs

import (
	"bytes"
	"os"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar/railroad"
)

// TestRailroadCurrent fails when railroad.html is not what the generator
// writes from the grammar now: a grammar change needs go generate ./docs.
func TestRailroadCurrent(t *testing.T) {
	committed, err := os.ReadFile("railroad.html")
	if err != nil {
		t.Fatalf("%v: run go generate ./docs", err)
	}
	now, err := railroad.Generate()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(committed, now) {
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
				t.Fatalf("railroad.html is stale: run go generate ./docs\nfirst difference, line %d:\ncommitted: %.200s\ngenerated: %.200s", i+1, got, want)
			}
		}
	}
}
