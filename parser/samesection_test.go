package parser

import (
	"strings"
	"testing"

	"github.com/urlsyntax/rfc1738/grammar"
)

// TestSameSectionOnce checks that a finding whose message cites its
// production's own section says that section once, in the production's
// citation with its rule, in both languages.
func TestSameSectionOnce(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		lang     grammar.Lang
	}{
		{"prospero://h/a;=v", `the field has no name, so it can identify nothing (RFC 1738 section 5, explained in section 3.11: fieldspec = ";" fieldname "=" fieldvalue)`, grammar.English},
		{"wais://h/", "(RFC 1738 section 5, explained in section 3.9: database = *uchar)", grammar.English},
		{"wais://h/", "l'URL ne nomme aucune base WAIS à interroger (RFC 1738, section 5, règle expliquée à la section 3.9\u00a0: database = *uchar)", grammar.French},
	} {
		_, list, err := ParseWarnings(tc.in)
		if err != nil || len(list) == 0 {
			t.Fatalf("%s: %v %v", tc.in, list, err)
		}
		got := list[0].Text(tc.lang)
		if !strings.Contains(got, tc.want) || strings.Count(got, "3.") != 1 {
			t.Errorf("%s: %q, want %q with the section once", tc.in, got, tc.want)
		}
	}
}
