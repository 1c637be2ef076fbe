package parser_test

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/parser"
)

// sameAsResolve checks that b.ResolveText(ref) gives what b.Resolve(ref)
// does: its Text, or the same error, value for value.
func sameAsResolve(t *testing.T, b *parser.Base, ref string) {
	t.Helper()
	text, err := b.ResolveText(ref)
	r, want := b.Resolve(ref)
	if !reflect.DeepEqual(err, want) {
		t.Fatalf("ResolveText(%q) against %q: error %#v, Resolve's %#v", ref, b.String(), err, want)
	}
	if want != nil {
		if text != "" {
			t.Fatalf("ResolveText(%q) against %q = %q and an error: %v", ref, b.String(), text, err)
		}
		return
	}
	if text != r.Text {
		t.Fatalf("ResolveText(%q) against %q = %q, Resolve's Text %q", ref, b.String(), text, r.Text)
	}
}

// resolveCases returns the pairs of a base and a reference that the
// tests of Resolve hold it to: RFC 1808 section 5's, those of
// testdata/rfc1808/edge-cases.tsv, refusals and syntax errors of either,
// and those of FuzzResolve's seed corpus.
func resolveCases(t *testing.T) [][2]string {
	t.Helper()
	pairs := section5Pairs()
	data, err := os.ReadFile(filepath.Join("testdata", "rfc1808", "edge-cases.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		if f := strings.Split(line, "\t"); len(f) == 4 && !strings.HasPrefix(line, "#") {
			pairs = append(pairs, [2]string{f[0], f[1]})
		}
	}
	pairs = append(pairs, [][2]string{
		{"", "g"}, {"", "http://a/b"}, {"http://a//b", "g"}, {"http://a//b", ""}, {"http://a//b", "ftp:x"},
		{"http:/a/b", "..//g"}, {"http://h/a/b", "..//g"}, {"http://a/b", "g h"}, {"http://a/b", "~g"},
		{"http://a/b", "g#s#t"}, {"http://a/b", strings.Repeat("a/", parser.DefaultMaxLength)},
		{"http://a/b/c", strings.Repeat("../", 40) + "g"}, {"http://a/" + strings.Repeat("b/", 40), strings.Repeat("../", 20)},
		{"foo:a/b/c", "./../d/."}, {"foo:a", "b"}, {"foo:", "."}, {"http://a", "g"}, {"http://a", "?y"},
		{"http://a/b;p?q", "./;x/../y"}, {"file:///etc/x", "..."},
	}...)
	seeds, err := filepath.Glob(filepath.Join("testdata", "fuzz", "FuzzResolve", "*"))
	if err != nil || len(seeds) == 0 {
		t.Fatalf("FuzzResolve's seeds: %v, %d files", err, len(seeds))
	}
	for _, name := range seeds {
		pairs = append(pairs, seedPair(t, name))
	}
	return pairs
}

// unquoteSeed returns the string a line of a seed file holds:
// string("...").
func unquoteSeed(line string) (string, error) {
	q, ok := strings.CutPrefix(line, "string(")
	if !ok || !strings.HasSuffix(q, ")") {
		return "", fmt.Errorf("%q is no string", line)
	}
	return strconv.Unquote(q[:len(q)-1])
}

// seedPair reads a seed of a fuzz target of two strings.
func seedPair(t *testing.T, name string) [2]string {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	if len(lines) != 3 || lines[0] != "go test fuzz v1" {
		t.Fatalf("%s: not a seed of two strings", name)
	}
	var pair [2]string
	for i, l := range lines[1:] {
		if pair[i], err = unquoteSeed(l); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	return pair
}

// TestResolveTextSameAsResolve checks ResolveText against Resolve on
// every pair of resolveCases, with the default parser and, for the
// bases of an IMAP scheme, one that reads params as part of the path.
func TestResolveTextSameAsResolve(t *testing.T) {
	inPath := imapParser(t, func(s *parser.Scheme) { s.ResolveParams = parser.ParamsInPath })
	pairs := append(resolveCases(t),
		[2]string{"imap://minbari.org/gray-council;UIDVALIDITY=385759045/;UID=20", ";UID=21"},
		[2]string{"imap://minbari.org/gray-council;UIDVALIDITY=385759045/;UID=20", "../INBOX"},
		[2]string{"imap://minbari.org/gray-council;UIDVALIDITY=385759045/;UID=20", "x;UIDVALIDITY=1/../y"},
		[2]string{"imap://minbari.org/a;p", "?x"})
	for _, p := range []*parser.Parser{nil, inPath} {
		for _, pair := range pairs {
			if pair[0] == "" {
				sameAsResolve(t, nil, pair[1])
				continue
			}
			b, err := parser.ParseBase(pair[0])
			if p != nil {
				b, err = p.ParseBase(pair[0])
			}
			if err != nil {
				continue // no base to resolve against: ParseBase's error is tested apart
			}
			sameAsResolve(t, b, pair[1])
		}
	}
}

// TestResolveTextCorpora checks ResolveText against Resolve on the pairs
// that the benchmarks make from the shared corpora, when they are there.
func TestResolveTextCorpora(t *testing.T) {
	for _, pairs := range [][][2]string{corpusPairs(t), kasztpPairs(t)} { // each skips without the corpora
		bases := map[string]*parser.Base{}
		for _, pair := range pairs {
			base, ok := bases[pair[0]]
			if !ok {
				base, _ = parser.ParseBase(pair[0])
				bases[pair[0]] = base
			}
			if base != nil {
				sameAsResolve(t, base, pair[1])
			}
		}
	}
}

// FuzzResolveText checks that ResolveText gives what Resolve does, the
// text or the error, on every base and reference. Its seed corpus,
// testdata/fuzz/FuzzResolveText, holds RFC 1808 section 5's pairs, the
// edge cases of ParamsOwnComponent's step 6 and the refusals.
func FuzzResolveText(f *testing.F) {
	f.Add(rfc1808Base, "../g")
	f.Fuzz(func(t *testing.T, base, ref string) {
		if base == "" {
			bounded(t, "ResolveText", ref, func() { sameAsResolve(t, nil, ref) })
			return
		}
		b, err := parser.ParseBase(base)
		if err != nil {
			return
		}
		bounded(t, "ResolveText", base+"\x00"+ref, func() { sameAsResolve(t, b, ref) })
	})
}
