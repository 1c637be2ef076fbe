package describe

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/urlsyntax/rfc1738/grammar"
	"github.com/urlsyntax/rfc1738/parser"
)

// A detailCase is a URL and the one table line, in each language, that
// holds a marker; a language left out of want is not checked, and a nil
// want says no line holds the marker.
type detailCase struct {
	url  string
	want map[grammar.Lang]string
}

// checkDetails checks, for each case, the table lines of the URL that
// hold marker, in English and in French.
func checkDetails(t *testing.T, marker string, cases []detailCase) {
	t.Helper()
	for _, tc := range cases {
		u, err := parser.Parse(tc.url)
		if err != nil {
			t.Fatalf("%s: %v", tc.url, err)
		}
		for _, l := range []grammar.Lang{grammar.English, grammar.French} {
			w, ok := tc.want[l]
			if !ok && tc.want != nil {
				continue
			}
			var got, want []string
			if ok {
				want = []string{w}
			}
			for _, r := range URL(u, l).Rows {
				for _, d := range r.Details {
					if strings.Contains(d, marker) {
						got = append(got, d)
					}
				}
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("%s %v (-want +got):\n%s", tc.url, l, diff)
			}
		}
	}
}
