package oracle_test

import (
	"github.com/urlsyntax/rfc1738/internal/corpustest"
	"math/rand"
	"testing"
)

// corpora are the shared corpora, one URL a line.
var corpora = []string{"kasztp.txt", "node_files.txt", "conformance-public.txt"}

// corpusLines returns the lines of the shared corpora, or skips the test
// when they are absent. Under the race detector, which makes the oracle
// several times slower, and with -short, it returns a deterministic
// sample: every 20th line.
func corpusLines(t *testing.T) []string {
	t.Helper()
	every := 1
	if raceEnabled || testing.Short() {
		every = 20
	}
	var lines []string
	for _, name := range corpora {
		lines = append(lines, corpustest.Sample(corpustest.Lines(t, name), every)...)
	}
	return lines
}

// TestCorpus compares the parser's syntax errors with the oracle's first
// impossible bytes on every line of the corpora.
func TestCorpus(t *testing.T) {
	lines := corpusLines(t)
	compareAll(t, newURL(t), lines).report(t, "corpus")
}

// insertable are the bytes that variations insert: delimiters of the
// URL syntax, the escape's "%", and bytes no URL holds.
const insertable = "@:/;?#%~.- \xff"

// TestCorpusVariations compares the parser and the oracle on variations
// of the corpora's lines: of each invalid line and of every 20th valid
// one, a truncation, an insertion of one of insertable and a deletion of
// one byte, at random places (seeded, so the same every run).
func TestCorpusVariations(t *testing.T) {
	lines := corpusLines(t)
	u := newURL(t)
	rnd := rand.New(rand.NewSource(1738))
	var inputs []string
	valid := 0
	for _, l := range lines {
		if u.Member(l) {
			valid++
			if valid%20 != 0 {
				continue
			}
		}
		inputs = append(inputs, variations(rnd, l)...)
	}
	compareAll(t, u, inputs).report(t, "variations")
}

// variations returns a truncation of l, l with a byte of insertable
// inserted, and l with a byte deleted.
func variations(rnd *rand.Rand, l string) []string {
	i := rnd.Intn(len(l) + 1)
	b := insertable[rnd.Intn(len(insertable))]
	out := []string{l[:rnd.Intn(len(l)+1)], l[:i] + string(b) + l[i:]}
	if len(l) > 0 {
		j := rnd.Intn(len(l))
		out = append(out, l[:j]+l[j+1:])
	}
	return out
}
