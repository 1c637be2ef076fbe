package parser_test

import (
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/parser"
)

// sameResultAsParseReference checks that r's trees of its result, URL
// and Fragment, and its URLError are what ParseReference gives on its
// Text, node for node and value for value: Resolve parses the result
// its own way (no warnings, the fragment's node held in the
// Resolution), which must change nothing of what it returns.
func sameResultAsParseReference(t *testing.T, base, ref string, r *parser.Resolution) {
	t.Helper()
	u, f, err := parser.ParseReference(r.Text)
	if diff := cmp.Diff(u, r.URL); diff != "" {
		t.Fatalf("Resolve(%q, %q) = %q: URL differs from ParseReference's (-want +got):\n%s", base, ref, r.Text, diff)
	}
	if diff := cmp.Diff(f, r.Fragment); diff != "" {
		t.Fatalf("Resolve(%q, %q) = %q: Fragment differs from ParseReference's (-want +got):\n%s", base, ref, r.Text, diff)
	}
	if !reflect.DeepEqual(err, r.URLError) {
		t.Fatalf("Resolve(%q, %q) = %q: URLError %#v, ParseReference's %#v", base, ref, r.Text, r.URLError, err)
	}
}

// TestResolveResultSameAsParseReference checks the result's trees on
// every pair of resolveCases and of the benchmarks' corpora.
func TestResolveResultSameAsParseReference(t *testing.T) {
	sets := [][][2]string{resolveCases(t), pagePairs()}
	if !testing.Short() {
		sets = append(sets, corpusPairs(t), kasztpPairs(t)) // each skips without the corpora
	}
	for _, pairs := range sets {
		for _, pair := range pairs {
			r, err := parser.Resolve(pair[0], pair[1])
			if err != nil {
				continue // no result: the errors are tested apart
			}
			sameResultAsParseReference(t, pair[0], pair[1], r)
		}
	}
}
